import { describe, expect, it } from "vitest";
import { type LatencyCpuRow, latencyCpuChart } from "../../src/charts/latencyCpuChart.ts";
import { plotBands, plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const rows: LatencyCpuRow[] = [
  {
    name: "Kernel TCP",
    senderUs: 4,
    wireUs: 1,
    receiverUs: 6,
    latencyUs: 11,
    senderCpuUs: 3,
    receiverCpuUs: 5,
    copies: 2,
    kernelCrossings: 3,
  },
  {
    name: "RoCEv2",
    senderUs: 0.5,
    wireUs: 1,
    receiverUs: 0.5,
    latencyUs: 2,
    senderCpuUs: 0.1,
    receiverCpuUs: 0.05,
    copies: 0,
    kernelCrossings: 0,
  },
];
const attrs = (e: Element, names: readonly string[]) => names.map((n) => Number(e.getAttribute(n)));

describe("latencyCpuChart", () => {
  it("latencyCpuChart(rows, 720 px) stacks each transport's parts from zero where Observable Plot's scales put them, side by side", () => {
    const chart = latencyCpuChart(rows, shimChartContext(), "A note");
    const [legend, panels, note] = [...chart.children] as [Element, Element, Element];
    expect([...legend.querySelectorAll("text")].map((t) => t.textContent)).toEqual([
      "Sending host",
      "NICs, wire and switch",
      "Receiving host",
    ]);
    expect(note.textContent).toBe("A note");
    const [latency, cpu] = [...panels.children] as [Element, Element];
    expect([latency, cpu].map((p) => [p.getAttribute("width"), p.getAttribute("x")])).toEqual([
      ["352", "0"],
      ["352", "368"],
    ]);
    const y = plotBands(["Kernel TCP", "RoCEv2"], [20, 114], 0.45);
    // Latency: 0 … 11 × 1.3 µs; parts end to end, in the legend's order.
    const x = plotPosition("linear", [0, 11 * 1.3], [136, 336]);
    const bars = [...latency.querySelectorAll("rect")];
    const expected = [
      [0, 4, "Kernel TCP", 1],
      [4, 5, "Kernel TCP", 3],
      [5, 11, "Kernel TCP", 2],
      [0, 0.5, "RoCEv2", 1],
      [0.5, 1.5, "RoCEv2", 3],
      [1.5, 2, "RoCEv2", 2],
    ] as const;
    expect(bars).toHaveLength(expected.length);
    bars.forEach((bar, i) => {
      const [from, to, row, color] = expected[i] as (typeof expected)[number];
      const [bx, by, width, height] = attrs(bar, ["x", "y", "width", "height"]);
      expect(bx).toBeCloseTo(x(from), 2);
      expect(width).toBeCloseTo(x(to) - x(from), 2);
      expect([by, height]).toEqual([y.at(row), y.bandwidth]);
      expect(bar.getAttribute("fill")).toBe(`var(--fab-series-${color})`);
    });
    // Plot's ticks at one per 80 px: 0, 5, 10 µs.
    const ticks = [...latency.querySelectorAll("g[font-variant] text")];
    expect(ticks.map((t) => t.textContent)).toEqual(["0", "5", "10"]);
    ticks.forEach((t, i) => {
      expect(Number(t.getAttribute("x"))).toBeCloseTo(x(5 * i), 2);
    });
    expect([...latency.querySelectorAll("g[text-anchor=start] text")].map((t) => t.textContent)).toEqual([
      "11 µs",
      "2 µs",
    ]);
    // CPU: two parts per row, the total after the bar and copies and kernel entries under it.
    expect(cpu.querySelectorAll("rect")).toHaveLength(4);
    expect([...cpu.querySelectorAll("g[text-anchor=start] text")].map((t) => t.textContent)).toEqual([
      "8 µs",
      "0.15 µs",
      "2 payload copies · 3 kernel entries",
      "0 payload copies · 0 kernel entries",
    ]);
  });

  it("latencyCpuChart(rows, 360 px) stacks the two panels, each the full width", () => {
    const chart = latencyCpuChart(rows, shimChartContext({ width: 360 }));
    const [, panels] = [...chart.children] as [Element, Element];
    expect([...panels.children].map((p) => [p.getAttribute("width"), p.getAttribute("y")])).toEqual([
      ["360", "0"],
      ["360", "160"],
    ]);
    expect(chart.children).toHaveLength(2);
  });
});
