import * as Plot from "@observablehq/plot";
import { describe, expect, it } from "vitest";
import { trainingTrafficChart } from "../../src/charts/trainingTrafficChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const rows = ["FSDP FULL_SHARD", "DDP"];
const data = {
  rows,
  categories: [
    { label: "all-gather", color: "var(--fab-series-1)" },
    { label: "all-reduce", color: "var(--fab-series-2)" },
  ],
  panels: [
    {
      title: "Sent by each GPU",
      xLabel: "GB per step",
      segments: [
        { row: "FSDP FULL_SHARD", category: "all-gather", gb: 15 },
        { row: "FSDP FULL_SHARD", category: "all-reduce", gb: 15.6 },
        { row: "DDP", category: "all-reduce", gb: 30.6 },
      ],
    },
    {
      title: "State held by each GPU",
      xLabel: "GB",
      segments: [
        { row: "FSDP FULL_SHARD", category: "all-gather", gb: 8.2 },
        { row: "DDP", category: "all-gather", gb: 130.7 },
      ],
      limit: { gb: 72, label: "72 GB usable", over: "does not fit" },
    },
  ],
};

describe("trainingTrafficChart", () => {
  it("trainingTrafficChart(data, context) stacks each row's segments in order on Plot's band and linear scales, writes the totals and the limit", () => {
    const context = shimChartContext();
    const chart = trainingTrafficChart(data, context);
    const [, first, second] = [...chart.children];
    expect(chart.querySelector("style")).toBeNull();
    // Frame: 28 px down to 126 - 38 px; left past the longest row label, right with room for "· does not fit".
    const left = Math.min(170, 15 * 7.4 + 18);
    const right = 720 - Math.min(70 + 6 * 12, Math.round(720 * 0.3));
    const y = Plot.scale({ y: { type: "band", domain: rows, range: [28, 88], padding: 0.1, round: true } });
    const x = Plot.scale({ x: { type: "linear", domain: [0, 30.6 * 1.05], range: [left, right] } });
    const bars = [...(first as Element).querySelectorAll("rect")];
    expect(bars.map((b) => b.getAttribute("fill"))).toEqual([
      "var(--fab-series-1)",
      "var(--fab-series-2)",
      "var(--fab-series-2)",
    ]);
    const num = (e: Element | undefined, name: string) => Number(e?.getAttribute(name));
    expect(num(bars[1], "x")).toBeCloseTo(x.apply(15), 2);
    expect(num(bars[1], "x") + num(bars[1], "width")).toBeCloseTo(x.apply(30.6), 2);
    expect(num(bars[2], "y")).toBe(y.apply("DDP") + 4);
    expect(num(bars[2], "height")).toBe((y.bandwidth ?? 0) - 8);
    const texts = (panel: Element | undefined) =>
      [...(panel?.querySelectorAll("text") ?? [])].map((t) => t.textContent);
    expect(texts(first)).toEqual(
      expect.arrayContaining([
        "FSDP FULL_SHARD",
        "DDP",
        "Sent by each GPU",
        "GB per step →",
        "30.6",
        "0",
        "10",
        "20",
        "30",
      ]),
    );
    // Past the limit: the total in the failure colour, with what that is called; the dashed limit labelled.
    const over = [...(second?.querySelectorAll("text") ?? [])].find(
      (t) => t.textContent === "130.7 · does not fit",
    );
    expect(over?.getAttribute("fill")).toBe("var(--fab-bad)");
    const limit = second?.querySelector("line[stroke-dasharray='5 3']");
    const x2 = Plot.scale({ x: { type: "linear", domain: [0, 130.7 * 1.05], range: [left, right] } });
    expect(num(limit ?? undefined, "x1")).toBeCloseTo(x2.apply(72), 2);
    expect(texts(second)).toContain("72 GB usable");
    expect(texts(second)).toContain("8.2");
  });
});
