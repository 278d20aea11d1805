import { describe, expect, it } from "vitest";
import { type LinkGenerationBar, linkGenerationsChart } from "../../src/charts/linkGenerationsChart.ts";
import { plotBands, plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const bars: LinkGenerationBar[] = [
  { family: "infiniband", name: "SDR 4x", dataGbps: 8, signallingGbps: 10, encoding: "8b/10b" },
  { family: "infiniband", name: "HDR 4x", dataGbps: 200, signallingGbps: 212.5, encoding: "PAM4" },
  { family: "ethernet", name: "400 GbE", dataGbps: 400, signallingGbps: Number.NaN, encoding: "" },
];
const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((t) => t.textContent);

describe("linkGenerationsChart", () => {
  it("linkGenerationsChart(bars, 720 px) draws each bar where Observable Plot's log and band scales put it, decade ticks and the legend", () => {
    const chart = linkGenerationsChart(bars, shimChartContext());
    const [legend, panel] = [...chart.children] as [Element, Element];
    expect(panel.getAttribute("height")).toBe(String(28 + 3 * 24));
    const domain: [number, number] = [8 / 2, 400 * 14];
    const x = plotPosition("log", domain, [78, 704]);
    const y = plotBands(
      bars.map((b) => b.name),
      [20, 70],
      0.1,
    );
    expect(texts(legend, "text")).toEqual([
      "InfiniBand data rate",
      "Ethernet MAC rate",
      "signalling rate before line coding",
    ]);
    // Row labels; decade ticks inside the domain, each at Plot's position.
    expect(texts(panel, "g[text-anchor=end] text")).toEqual(["SDR 4x", "HDR 4x", "400 GbE"]);
    const ticks = [...panel.querySelectorAll("g[font-variant] text")];
    expect(ticks.map((t) => t.textContent)).toEqual(["10", "100", "1,000"]);
    ticks.forEach((t, i) => {
      expect(Number(t.getAttribute("x"))).toBeCloseTo(x(10 ** (i + 1)), 2);
    });
    // Pale signalling bars (InfiniBand only), then the data bars in the family's colour.
    const rects = [...panel.querySelectorAll("rect")];
    expect(rects.map((r) => r.getAttribute("fill") ?? r.parentElement?.getAttribute("fill"))).toEqual([
      "var(--fab-muted)",
      "var(--fab-muted)",
      "var(--fab-series-1)",
      "var(--fab-series-1)",
      "var(--fab-series-2)",
    ]);
    const ends = [10, 212.5, 8, 200, 400];
    const rows = ["SDR 4x", "HDR 4x", "SDR 4x", "HDR 4x", "400 GbE"];
    rects.forEach((r, i) => {
      expect(Number(r.getAttribute("x"))).toBe(78);
      expect(Number(r.getAttribute("width"))).toBeCloseTo(x(ends[i] as number) - 78, 2);
      expect(Number(r.getAttribute("y"))).toBe(y.at(rows[i] as string));
      expect(Number(r.getAttribute("height"))).toBe(y.bandwidth);
    });
    expect(texts(panel, "g[text-anchor=start] text")).toEqual([
      "8 Gb/s · 8b/10b",
      "200 Gb/s · PAM4",
      "400 Gb/s",
    ]);
    expect([...panel.children].filter((e) => e.localName === "text").at(-1)?.textContent).toBe(
      "Data rate per direction (Gb/s, log scale) →",
    );
  });

  it("linkGenerationsChart(bars, 360 px, ko) leaves the line codes to the table and labels in Korean", () => {
    const chart = linkGenerationsChart(bars, shimChartContext({ width: 360, lang: "ko" }));
    const [legend, panel] = [...chart.children] as [Element, Element];
    expect(texts(panel, "g[text-anchor=start] text")).toEqual(["8 Gb/s", "200 Gb/s", "400 Gb/s"]);
    expect(panel.textContent).not.toContain("8b/10b");
    expect(legend.querySelector("text")?.textContent).not.toBe("InfiniBand data rate");
  });
});
