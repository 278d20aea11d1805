import { describe, expect, it } from "vitest";
import { calibratedParameters } from "../../src/figures/definitions/calibratedParameters.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { expectNear, numbers } from "./chartNumbers.ts";
import { shimChartContext } from "./shimChartContext.ts";

const state = defaultState(calibratedParameters.spec);
const draw = (h100Batch: typeof state.h100Batch) => {
  const data = calibratedParameters.compute({ ...state, h100Batch });
  return calibratedParameters.chart(data, shimChartContext());
};
/** The panels (nested <svg> after the legend, before the accuracy text). */
const panels = (chart: Element) => [...chart.children].slice(1, -1);
describe("calibratedParametersChart", () => {
  // Golden values: what Observable Plot drew for the default state at 720 px (commit 6296a6b,
  // before the chart was drawn by hand), to 1/100 px.
  it("calibratedParametersChart(default state) draws ticks, ranges and dots where Plot drew them, with no Plot", () => {
    const chart = draw("article");
    expect(chart.querySelector("[class^=plot], style")).toBeNull();
    const [mfu, bandwidth, contention] = panels(chart);
    if (!(mfu && bandwidth && contention)) throw new Error("three panels");
    const ticks = (panel: Element) =>
      [...panel.querySelectorAll("g[font-variant] text")].map((t) => t.textContent);
    expect(ticks(mfu)).toEqual(["0", "10", "20", "30", "40", "50", "60"]);
    expect(ticks(bandwidth)).toEqual(["0.1", "0.2", "0.5", "1", "2", "5", "10", "20", "50", "100"]);
    expect(ticks(contention)).toEqual(["0", "0.2", "0.4", "0.6", "0.8", "1"]);
    expectNear(
      numbers(bandwidth.querySelectorAll("g[font-variant] text"), "x"),
      [264.98, 304.56, 356.87, 396.45, 436.02, 488.34, 527.91, 567.49, 619.8, 659.38],
    );
    const dots = (panel: Element) => panel.querySelectorAll("circle");
    expectNear(numbers(dots(mfu), "cx"), [389.83, 380.25]);
    expectNear(numbers(dots(mfu), "cy"), [36, 91]);
    expectNear(numbers(dots(bandwidth), "cx"), [488.69, 529.68, 412.45, 487.98]);
    expectNear(numbers(dots(bandwidth), "cy"), [35, 78, 121, 164]);
    expectNear(numbers(dots(contention), "cx"), [319.93]);
    const ranges = bandwidth.querySelectorAll("g[stroke-width='7'] line");
    expectNear(numbers(ranges, "x1"), [264.98, 264.98, 264.98, 264.98]);
    expectNear(numbers(ranges, "x2"), [529.44, 601.87, 608.59, 681.02]);
    expect([...mfu.querySelectorAll("g[font-weight='600'] text")].map((t) => t.textContent)).toEqual([
      "20.3",
      "18.9",
    ]);
    expect(mfu.querySelector("text[text-anchor=end][y='123']")?.textContent).toBe(
      "Share of dense bf16 peak (%) →",
    );
  });

  it("calibratedParametersChart(another reading) rings each value the re-fit moved and keys the ring", () => {
    const data = calibratedParameters.compute({ ...state, h100Batch: "topsail" });
    const moved = data.parameters.filter((p) => p.stored !== p.value).length;
    expect(moved).toBeGreaterThan(0);
    const chart = calibratedParameters.chart(data, shimChartContext());
    const rings = panels(chart).flatMap((p) => [...p.querySelectorAll("g[fill=none] circle")]);
    expect(rings).toHaveLength(moved);
    expect(chart.firstElementChild?.textContent).toContain("value under the article's reading");
  });
});
