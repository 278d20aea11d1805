import * as Plot from "@observablehq/plot";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { linearAxis, niceTicks } from "../../src/charts/linearAxis.ts";
import { shimChartContext } from "./shimChartContext.ts";

/** The x tick labels and positions Observable Plot draws for domain [0, max] over [left, right]. */
function plotTicks(max: number, left: number, right: number): { labels: string[]; at: number[] } {
  const { document } = shimChartContext();
  const svg = Plot.plot({
    document,
    width: right + 40,
    height: 80,
    marginLeft: left,
    marginRight: 40,
    x: { domain: [0, max], ticks: 4, label: null },
    marks: [Plot.ruleX([0])],
  }) as unknown as Element;
  const texts = [...svg.querySelectorAll("g[font-variant] text")];
  return {
    labels: texts.map((t) => t.textContent ?? ""),
    at: texts.map((t) => Number(/translate\(([^,]+),/.exec(t.getAttribute("transform") ?? "")?.[1])),
  };
}

describe("linearAxis", () => {
  it("niceTicks(0, 1.5, 4) steps by 0.5, niceTicks(0, 1.06, 4) by 0.2 and niceTicks(0, 944, 4) by 200", () => {
    expect(niceTicks(0, 1.5, 4)).toEqual({ ticks: [0, 0.5, 1, 1.5], step: 0.5 });
    expect(niceTicks(0, 1.06, 4)).toEqual({ ticks: [0, 0.2, 0.4, 0.6, 0.8, 1], step: 0.2 });
    expect(niceTicks(0, 944, 4)).toEqual({ ticks: [0, 200, 400, 600, 800], step: 200 });
    expect(niceTicks(0, 0.3, 3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(5, 5, 4).ticks).toEqual([5]);
    expect(niceTicks(0, Number.NaN, 4).ticks).toEqual([]);
  });

  it("linearAxis([0, 1.5], …).label keeps the step's digits: 0.0, 0.5, 1.0, 1.5", () => {
    const axis = linearAxis([0, 1.5], [10, 232], 4);
    expect(axis.ticks.map((t) => axis.label(t, "en"))).toEqual(["0.0", "0.5", "1.0", "1.5"]);
    expect(axis.at(0)).toBe(10);
    expect(axis.at(1.5)).toBeCloseTo(232);
    const thousands = linearAxis([0, 2400], [0, 100], 4);
    expect(thousands.ticks.map((t) => thousands.label(t, "ko"))).toEqual([
      "0",
      "500",
      "1,000",
      "1,500",
      "2,000",
    ]);
  });

  it("linearAxis([0, max], [left, right], 4) puts the ticks and labels where Observable Plot does", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-3, max: 1e7, noNaN: true }),
        fc.integer({ min: 10, max: 200 }),
        fc.integer({ min: 150, max: 700 }),
        (max, left, span) => {
          const right = left + span;
          const axis = linearAxis([0, max], [left, right], 4);
          const plot = plotTicks(max, left, right);
          expect(axis.ticks.map((t) => axis.label(t, "en"))).toEqual(plot.labels);
          axis.ticks.forEach((t, i) => {
            expect(axis.at(t)).toBeCloseTo(plot.at[i] ?? Number.NaN, 6);
          });
        },
      ),
      { seed: 20, numRuns: 200 },
    );
  });
});
