import { describe, expect, it } from "vitest";
import { linePath } from "../../src/charts/linePath.ts";
import { type SweepPanel, sizeSweepChart } from "../../src/charts/sizeSweepChart.ts";
import { plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const sizes = [2, 16, 128, 1024, 8192];
const panel: SweepPanel = {
  title: "Latency",
  yLabel: "One-way latency (µs, log scale)",
  series: [
    {
      label: "TCP",
      color: "var(--fab-series-2)",
      points: sizes.map((b) => ({ bytes: b, value: 10 + b / 100 })),
    },
    // A value of 0 has no place on a log axis and is left out of the line.
    {
      label: "RDMA",
      color: "var(--fab-series-1)",
      dashed: true,
      points: sizes.map((b, i) => ({ bytes: b, value: i === 2 ? 0 : 1 + b / 1000 })),
    },
  ],
  measured: [
    { label: "measured", color: "var(--fab-series-1)", bytes: 16, value: 1.2 },
    { label: "there", color: "var(--fab-series-2)", bytes: 8192, value: 90, labelAt: "below-left" },
  ],
  notes: ["A note"],
};

describe("sizeSweepChart", () => {
  it("sizeSweepChart(panel, 720 px) draws lines and measured points where Observable Plot's log scales put them, on size ticks every factor of 8 and decade ticks", () => {
    const chart = sizeSweepChart(panel, shimChartContext());
    const [title, legend, note, plot] = [...chart.children] as [Element, Element, Element, Element];
    expect(title.textContent).toBe("Latency");
    expect([...legend.querySelectorAll("text")].map((t) => t.textContent)).toEqual(["TCP", "RDMA"]);
    expect(legend.querySelectorAll("line")[1]?.getAttribute("stroke-dasharray")).toBe("5,3");
    expect(note.textContent).toBe("A note");
    expect(plot.getAttribute("height")).toBe("300");
    const x = plotPosition("log", [2 / 1.3, 8192 * 1.3], [60, 680]);
    // y: from the decade under the smallest value (1.002) to 2.5 times the largest (91.92), room for labels.
    const y = plotPosition("log", [1, 91.92 * 2.5], [260, 26]);
    const xTicks = [...plot.querySelectorAll("g[text-anchor=middle] text")];
    expect(xTicks.map((t) => t.textContent)).toEqual(["2 B", "16 B", "128 B", "1 KiB", "8 KiB"]);
    xTicks.forEach((t, i) => {
      expect(Number(t.getAttribute("x"))).toBeCloseTo(x(sizes[i] as number), 2);
    });
    const yTicks = [...plot.querySelectorAll("g[text-anchor=end] text")];
    expect(yTicks.map((t) => t.textContent)).toEqual(["1", "10", "100"]);
    yTicks.forEach((t, i) => {
      expect(Number(t.getAttribute("y"))).toBeCloseTo(y(10 ** i), 2);
    });
    const [tcp, rdma] = [...plot.querySelectorAll("path")];
    expect(tcp?.getAttribute("d")).toBe(linePath(sizes.map((b) => [x(b), y(10 + b / 100)])));
    expect(rdma?.getAttribute("stroke-dasharray")).toBe("6,4");
    expect(rdma?.getAttribute("d")?.match(/[ML]/g)).toHaveLength(4);
    const circles = [...plot.querySelectorAll("circle")];
    expect(circles.map((c) => c.getAttribute("stroke"))).toEqual([
      "var(--fab-series-1)",
      "var(--fab-series-2)",
    ]);
    expect(Number(circles[0]?.getAttribute("cx"))).toBeCloseTo(x(16), 2);
    expect(Number(circles[0]?.getAttribute("cy"))).toBeCloseTo(y(1.2), 2);
    // Labels 9 px beside and 11 px above (12 below) their point.
    const labels = [...plot.querySelectorAll("g[font-weight] text")];
    expect(labels.map((t) => [t.textContent, t.getAttribute("text-anchor")])).toEqual([
      ["measured", "start"],
      ["there", "end"],
    ]);
    expect(Number(labels[1]?.getAttribute("x"))).toBeCloseTo(x(8192) - 9, 2);
    expect(Number(labels[1]?.getAttribute("y"))).toBeCloseTo(y(90) + 12, 2);
    const texts = [...plot.children].filter((e) => e.localName === "text").map((t) => t.textContent);
    expect(texts).toEqual(["↑ One-way latency (µs, log scale)", "Message size (bytes, log scale) →"]);
  });
});
