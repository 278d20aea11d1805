import * as Plot from "@observablehq/plot";
import { describe, expect, it } from "vitest";
import { type StepBytesSeries, stepBytesChart } from "../../src/charts/stepBytesChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const series: StepBytesSeries[] = [
  {
    label: "ring",
    color: "var(--fab-series-1)",
    cumulative: Array.from({ length: 15 }, (_, i) => (i * 1.75) / 14),
    formula: 1.75,
    formulaLabel: "ring: 1.75 ×",
  },
  {
    label: "direct",
    color: "var(--fab-series-4)",
    cumulative: [0, 0.875, 1.75],
    formula: 1.75,
    formulaLabel: "direct: 1.75 ×",
  },
];
const data = { series, xLabel: "Step (8 GPUs)", yLabel: "Sent by the busiest GPU (× buffer)" };

/** Observable Plot's axes for the same frame: tick labels and their positions. */
function plotTicks(width: number) {
  const { document } = shimChartContext();
  const svg = Plot.plot({
    document,
    width,
    height: 300,
    marginLeft: 50,
    marginRight: 16,
    marginBottom: 40,
    x: { domain: [0, 14], grid: true },
    y: { domain: [0, 1.75 * 1.15], grid: true },
    marks: [Plot.ruleY([0])],
  }) as unknown as Element;
  const read = (axis: "x" | "y") =>
    [...svg.querySelectorAll(`[aria-label='${axis}-axis tick label'] text`)].map((t) => {
      const [, tx, ty] = /translate\(([^,]+),([^)]+)\)/.exec(t.getAttribute("transform") ?? "") ?? [];
      return [t.textContent, Math.round(Number(axis === "x" ? tx : ty) * 100) / 100];
    });
  return { x: read("x"), y: read("y") };
}

describe("stepBytesChart", () => {
  it("stepBytesChart(data, context) ticks both axes as Observable Plot did, draws a staircase per schedule ending in a dot, and its formula as a dashed level", () => {
    for (const width of [350, 720]) {
      const chart = stepBytesChart(data, shimChartContext({ width }));
      const plot = [...chart.children].at(-1) as Element;
      const reference = plotTicks(width);
      const at = (t: Element, name: string) => Number(t.getAttribute(name));
      expect(
        [...plot.querySelectorAll("g[text-anchor=end][font-variant] text")].map((t) => [
          t.textContent,
          at(t, "y"),
        ]),
      ).toEqual(reference.y);
      expect(
        [...plot.querySelectorAll("g[text-anchor=middle][font-variant] text")].map((t) => [
          t.textContent,
          at(t, "x"),
        ]),
      ).toEqual(reference.x);
      const texts = [...plot.querySelectorAll("text")].map((t) => t.textContent);
      expect(texts).toContain("↑ Sent by the busiest GPU (× buffer)");
      expect(texts).toContain("Step (8 GPUs) →");
      // The staircase holds each value until the next step: two points per step after the first.
      const ring = plot.querySelector("path[stroke='var(--fab-series-1)']");
      expect((ring?.getAttribute("d") ?? "").match(/L/g)).toHaveLength(2 * 14);
      const dots = [...plot.querySelectorAll("circle")];
      expect(dots.map((d) => d.getAttribute("fill"))).toEqual(["var(--fab-series-1)", "var(--fab-series-4)"]);
      // Both levels at 1.75: the second label sits under the line, after its short staircase.
      const levels = [...plot.querySelectorAll("g[stroke-dasharray='5,4'] line")].map((l) => at(l, "y1"));
      expect(levels[0]).toBe(levels[1]);
      const [ringLabel, directLabel] = [...plot.querySelectorAll("g[font-weight='600'] text")];
      expect(ringLabel?.getAttribute("text-anchor")).toBe("end");
      expect(at(ringLabel as Element, "y")).toBeCloseTo((levels[0] ?? 0) - 7, 2);
      expect(directLabel?.getAttribute("text-anchor")).toBe("start");
      expect(at(directLabel as Element, "y")).toBeCloseTo((levels[0] ?? 0) + 13, 2);
    }
  });
});
