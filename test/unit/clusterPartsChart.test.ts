import { describe, expect, it } from "vitest";
import {
  type CableBar,
  cableReachChart,
  gpuPairingChart,
  type PairingBar,
} from "../../src/charts/clusterPartsChart.ts";
import { plotBands, plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const cables: CableBar[] = [
  { name: "DAC", medium: "copper", minMeters: 0.5, maxMeters: 2, part: "P1" },
  { name: "AOC", medium: "fibre", minMeters: 3, maxMeters: 30, part: "P2" },
  { name: "SR4", medium: "fibre", minMeters: 0, maxMeters: 100, part: "P3" },
];
const pairings: PairingBar[] = [
  { name: "Node A", networkPerGpuGbps: 200, inNodePerGpuGbps: 2400 },
  { name: "Node B", networkPerGpuGbps: 400, inNodePerGpuGbps: 3600 },
];
const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((t) => t.textContent);
const numbers = (e: Element | undefined, names: readonly string[]) =>
  names.map((n) => Number(e?.getAttribute(n)));

describe("cableReachChart", () => {
  it("cableReachChart(bars, 720 px) draws each reach from its shortest to its longest length where Observable Plot's scales put it, coloured by medium", () => {
    const [legend, panel] = [...cableReachChart(cables, shimChartContext()).children] as [Element, Element];
    expect(texts(legend, "text")).toEqual(["copper", "fibre"]);
    const x = plotPosition("log", [0.3, 100 * 16], [96, 704]);
    const y = plotBands(["DAC", "AOC", "SR4"], [20, 84], 0.25);
    const ticks = [...panel.querySelectorAll("g[font-variant] text")];
    expect(ticks.map((t) => t.textContent)).toEqual(["1", "10", "100", "1,000"]);
    ticks.forEach((t, i) => {
      expect(Number(t.getAttribute("x"))).toBeCloseTo(x(10 ** i), 2);
    });
    const rects = [...panel.querySelectorAll("rect")];
    // A reach listed from 0 m starts at the axis's floor, 0.3 m.
    [
      [0.5, 2, "DAC", 1],
      [3, 30, "AOC", 2],
      [0.3, 100, "SR4", 2],
    ].forEach(([from, to, row, color], i) => {
      const [rx, ry, width, height] = numbers(rects[i], ["x", "y", "width", "height"]);
      expect(rx).toBeCloseTo(x(from as number), 2);
      expect(width).toBeCloseTo(x(to as number) - x(from as number), 2);
      expect([ry, height]).toEqual([y.at(row as string), y.bandwidth]);
      expect(rects[i]?.getAttribute("fill")).toBe(`var(--fab-series-${color})`);
    });
    expect(texts(panel, "g[text-anchor=start] text")).toEqual([
      "0.5–2 m · P1",
      "3–30 m · P2",
      "up to 100 m · P3",
    ]);
    expect(texts(panel, "g[text-anchor=end] text")).toEqual(["DAC", "AOC", "SR4"]);
  });

  it("cableReachChart(bars, 360 px) leaves the part numbers to the table", () => {
    const [, panel] = [...cableReachChart(cables, shimChartContext({ width: 360 })).children] as [
      Element,
      Element,
    ];
    expect(texts(panel, "g[text-anchor=start] text")).toEqual(["0.5–2 m", "3–30 m", "up to 100 m"]);
  });
});

describe("gpuPairingChart", () => {
  it("gpuPairingChart(bars, 720 px) draws a facet per node (Plot's facet bands, 25 % between) with a bar per kind, the axis under the last", () => {
    const [legend, panel] = [...gpuPairingChart(pairings, shimChartContext()).children] as [Element, Element];
    expect(texts(legend, "text")).toEqual(["Network per GPU", "In-node GPU link"]);
    const x = plotPosition("log", [200 / 3, 3600 * 6], [262, 704]);
    const facets = plotBands(["Node A", "Node B"], [20, 104], 0.25, 0);
    expect(texts(panel, "g[text-anchor=end] text")).toEqual(["Node A", "Node B"]);
    const rects = [...panel.querySelectorAll("rect")];
    const values = [200, 2400, 400, 3600];
    rects.forEach((r, i) => {
      const start = facets.at(i < 2 ? "Node A" : "Node B");
      const kinds = plotBands(
        ["Network per GPU", "In-node GPU link"],
        [start, start + facets.bandwidth],
        0.1,
      );
      const [rx, ry, width, height] = numbers(r, ["x", "y", "width", "height"]);
      expect(rx).toBe(262);
      expect(width).toBeCloseTo(x(values[i] as number) - 262, 2);
      expect(ry).toBe(kinds.at(i % 2 === 0 ? "Network per GPU" : "In-node GPU link"));
      expect(height).toBe(kinds.bandwidth);
    });
    expect(texts(panel, "g[text-anchor=start] text")).toEqual([
      "200 Gb/s",
      "2,400 Gb/s",
      "400 Gb/s",
      "3,600 Gb/s",
    ]);
    // A light grid in each facet, tick labels once, under the last facet.
    const grids = [...panel.querySelectorAll("g[stroke-opacity]")];
    expect(grids).toHaveLength(2);
    expect(numbers(grids[1]?.querySelector("line") ?? undefined, ["y1", "y2"])).toEqual([
      facets.at("Node B"),
      facets.at("Node B") + facets.bandwidth,
    ]);
    expect(texts(panel, "g[font-variant] text")).toEqual(["100", "1,000", "10,000"]);
    const label = [...panel.querySelectorAll("g[font-variant] text")][0];
    expect(Number(label?.getAttribute("y"))).toBe(facets.at("Node B") + facets.bandwidth + 9);
  });

  it("gpuPairingChart(bars, 360 px) writes each node's name above its bars (facets 45 % apart)", () => {
    const [, panel] = [...gpuPairingChart(pairings, shimChartContext({ width: 360 })).children] as [
      Element,
      Element,
    ];
    const facets = plotBands(["Node A", "Node B"], [34, 132], 0.45, 0);
    const names = [...panel.querySelectorAll("g[font-weight] text")];
    expect(names.map((t) => [t.textContent, Number(t.getAttribute("y"))])).toEqual([
      ["Node A", facets.at("Node A") - 14],
      ["Node B", facets.at("Node B") - 14],
    ]);
    expect(Number(panel.querySelector("rect")?.getAttribute("x"))).toBe(8);
  });
});
