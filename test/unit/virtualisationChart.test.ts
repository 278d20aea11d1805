import { describe, expect, it } from "vitest";
import { copyEntryLayout } from "../../src/charts/copyEntryLayout.ts";
import { symbolPath } from "../../src/charts/symbolPath.ts";
import { type LayerBar, virtualisationChart } from "../../src/charts/virtualisationChart.ts";
import { plotBands, plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const row = (
  label: string,
  bandwidth: number,
  addedLatencyUs: number,
  more: Partial<LayerBar> = {},
): LayerBar => ({
  label,
  color: "var(--fab-series-2)",
  bandwidth,
  addedLatencyUs,
  copies: 2,
  kernelCrossings: 3,
  estimate: false,
  ...more,
});
const rows = [
  row("Bare metal", 22, 0, { measured: 21 }),
  row("Overlay", 5.1, 11.3, { estimate: true, copies: 4, kernelCrossings: 5 }),
  row("RDMA", 93, 0.32, { copies: 1, kernelCrossings: 0, measuredAddedLatencyUs: 0.35 }),
];
const data = { rows, linkRate: 100, unit: "Gb/s", latencySize: "2 B" };
const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((t) => t.textContent);

describe("virtualisationChart", () => {
  it("virtualisationChart(data, 720 px) draws three panels whose rows line up, bars where Observable Plot's scales put them, estimates pale and dashed", () => {
    const [legend, panels] = [...virtualisationChart(data, shimChartContext()).children] as [
      Element,
      Element,
    ];
    expect(texts(legend, "text")).toHaveLength(5);
    const [bandwidth, latency, counts] = [...panels.children] as [Element, Element, Element];
    // Widths: 132 px of row labels + 42 %, then 32 % and 26 % of the rest.
    expect([bandwidth, latency, counts].map((p) => p.getAttribute("width"))).toEqual(["368", "180", "146"]);
    const height = 30 + 3 * 34 + 36;
    const y = plotBands(
      rows.map((r) => r.label),
      [30, height - 36],
      0.25,
    );
    expect(texts(bandwidth, "g[text-anchor=end] text")).toEqual(["Bare metal", "Overlay", "RDMA"]);
    expect(latency.querySelector("g[text-anchor=end]")).toBeNull();
    const x = plotPosition("linear", [0, 100 * 1.05], [132, 368 - 46]);
    expect(texts(bandwidth, "g[font-variant] text")).toEqual(["0", "20", "40", "60", "80", "100"]);
    const solid = [...bandwidth.querySelectorAll("g:not([fill-opacity]) > rect")];
    expect(solid.map((r) => r.getAttribute("y"))).toEqual([String(y.at("Bare metal")), String(y.at("RDMA"))]);
    expect(Number(solid[1]?.getAttribute("width"))).toBeCloseTo(x(93) - x(0), 2);
    const pale = bandwidth.querySelector("g[fill-opacity]");
    expect(pale?.getAttribute("stroke-dasharray")).toBe("4,3");
    expect(pale?.querySelectorAll("rect")).toHaveLength(1);
    expect(Number(pale?.querySelector("rect")?.getAttribute("height"))).toBe(y.bandwidth);
    // The link rate as a dashed rule, labelled; values (estimates with ≈); measured circles.
    const rule = bandwidth.querySelector('line[stroke="var(--fab-muted)"]');
    expect(Number(rule?.getAttribute("x1"))).toBeCloseTo(x(100), 2);
    expect(texts(bandwidth, "g[text-anchor=start] text")).toEqual(["22", "≈5.1", "93"]);
    expect(bandwidth.textContent).toContain("link 100 Gb/s");
    const circle = bandwidth.querySelector("circle");
    expect(Number(circle?.getAttribute("cx"))).toBeCloseTo(x(21), 2);
    expect(Number(circle?.getAttribute("cy"))).toBe(y.at("Bare metal") + y.bandwidth / 2);
    expect(texts(latency, "g[text-anchor=start] text")).toEqual(["0", "≈11.3", "0.32"]);
    expect(latency.querySelectorAll("circle")).toHaveLength(1);
    // Counts: squares then triangles, each in the middle of its row.
    const glyphs = copyEntryLayout(
      rows.map((r) => ({ label: r.label, copies: r.copies, entries: r.kernelCrossings })),
    );
    const gx = plotPosition("linear", glyphs.domain, [8, 146 - 8]);
    const squares = [...counts.querySelectorAll('g[fill="var(--fab-series-2)"] path')];
    const triangles = [...counts.querySelectorAll('g[fill="var(--fab-series-4)"] path')];
    expect(squares).toHaveLength(2 + 4 + 1);
    expect(triangles).toHaveLength(3 + 5);
    expect(squares[0]?.getAttribute("d")).toBe(symbolPath("square", 4));
    expect(triangles[0]?.getAttribute("d")).toBe(symbolPath("triangle", 5));
    const [tx, ty] = (
      /translate\(([^,]+),([^)]+)\)/.exec(triangles[0]?.getAttribute("transform") ?? "") ?? []
    )
      .slice(1)
      .map(Number);
    expect(tx).toBeCloseTo(gx(4 + 1), 2);
    expect(ty).toBe(y.at("Bare metal") + y.bandwidth / 2);
    expect(texts(counts, ":scope > text")).toEqual(["Per 2 B message"]);
  });

  it("virtualisationChart(data, 360 px) stacks the panels, each with its row labels", () => {
    const [, panels] = [...virtualisationChart(data, shimChartContext({ width: 360 })).children] as [
      Element,
      Element,
    ];
    for (const panel of panels.children) {
      expect(panel.getAttribute("width")).toBe("360");
      expect(texts(panel, "g[text-anchor=end] text")).toEqual(["Bare metal", "Overlay", "RDMA"]);
    }
  });
});

describe("copyEntryLayout", () => {
  it("copyEntryLayout(rows) puts copies from 0 and entries after the longest row of copies and a gap", () => {
    const { copies, entries, domain } = copyEntryLayout([
      { label: "a", copies: 2, entries: 1 },
      { label: "b", copies: 0, entries: 2 },
    ]);
    expect(copies).toEqual([
      { label: "a", x: 0 },
      { label: "a", x: 1 },
    ]);
    expect(entries).toEqual([
      { label: "a", x: 3 },
      { label: "b", x: 3 },
      { label: "b", x: 4 },
    ]);
    expect(domain).toEqual([-0.8, 4.8]);
  });
});
