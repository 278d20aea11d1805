import * as Plot from "@observablehq/plot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatTick } from "../../src/charts/logAxis.ts";
import { logScaleAxis } from "../../src/charts/logScaleAxis.ts";
import { shimChartContext } from "./shimChartContext.ts";

/** The x ticks (position, label) Observable Plot draws on a log axis over [left, right]. */
function plotLogTicks(lo: number, hi: number, left: number, right: number): Array<[number, string]> {
  const { document } = shimChartContext();
  const svg = Plot.plot({
    document,
    width: right + 40,
    height: 80,
    marginLeft: left,
    marginRight: 40,
    x: { type: "log", domain: [lo, hi], label: null, tickFormat: (v: number) => formatTick("en", v) },
    marks: [Plot.ruleX([lo])],
  }) as unknown as Element;
  return [...svg.querySelectorAll("g[font-variant] text")].map((t) => [
    Number(/translate\(([^,]+),/.exec(t.getAttribute("transform") ?? "")?.[1]),
    t.textContent ?? "",
  ]);
}

describe("logScaleAxis", () => {
  it("logScaleAxis([0.3, 15], [0, 600], 7) ticks every whole multiple and labels 1-4 of each decade", () => {
    const axis = logScaleAxis([0.3, 15], [0, 600], 7);
    expect(axis.ticks).toEqual([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(axis.ticks.filter(axis.labelled)).toEqual([0.3, 0.4, 1, 2, 3, 4, 10]);
    expect(axis.at(0.3)).toBe(0);
    expect(axis.at(15)).toBeCloseTo(600);
  });

  it("logScaleAxis(domain, [left, right], (right - left) / 80) ticks and labels as Observable Plot's log axis does", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3, max: 5, noNaN: true }),
        fc.double({ min: 0.35, max: 6, noNaN: true }),
        fc.integer({ min: 60, max: 140 }),
        fc.integer({ min: 200, max: 900 }),
        (exponent, decades, left, span) => {
          const lo = 10 ** exponent;
          const hi = lo * 10 ** decades;
          const right = left + span;
          const axis = logScaleAxis([lo, hi], [left, right], span / 80);
          const plot = plotLogTicks(lo, hi, left, right);
          expect(axis.ticks.map((t) => (axis.labelled(t) ? formatTick("en", t) : ""))).toEqual(
            plot.map(([, label]) => label),
          );
          axis.ticks.forEach((t, i) => {
            expect(axis.at(t)).toBeCloseTo(plot[i]?.[0] ?? Number.NaN, 6);
          });
        },
      ),
      { seed: 20, numRuns: 150 },
    );
  });
});
