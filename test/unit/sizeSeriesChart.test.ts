import * as Plot from "@observablehq/plot";
import { describe, expect, it } from "vitest";
import { type SizeSeriesPanel, sizeSeriesChart } from "../../src/charts/sizeSeriesChart.ts";
import { shimChartContext } from "./shimChartContext.ts";

const context = shimChartContext();
const sizes = [8, 64, 512, 4096, 32768, 262144];
const panel: SizeSeriesPanel = {
  yLabel: "busbw (Gb/s, log scale)",
  series: [
    {
      id: "model",
      color: "var(--fab-series-1)",
      points: sizes.map((bytes) => ({ bytes, value: bytes / 100 })),
    },
    {
      id: "measured",
      color: "var(--fab-series-2)",
      dots: "hollow",
      points: sizes.map((bytes) => ({ bytes, value: bytes / 200 })),
    },
  ],
  halos: [
    { color: "var(--fab-series-1)", points: sizes.slice(3).map((bytes) => ({ bytes, value: bytes / 100 })) },
  ],
  ranges: [
    {
      color: "var(--fab-muted)",
      points: sizes.map((bytes) => ({ bytes, low: bytes / 300, high: bytes / 50 })),
    },
  ],
  marks: [
    { bytes: 4096, label: "LL128 from 4 KiB" },
    { bytes: 8192, label: "Simple from 8 KiB" },
  ],
  levels: [{ value: 1000, label: "NIC rate", color: "var(--fab-bad)" }],
  band: { from: 32768, to: 262144, label: "fitted here" },
  notes: [{ bytes: 8, value: 0.08, label: "2.5×" }],
  legend: [{ label: "model", color: "var(--fab-series-1)", shape: "line" }],
};

/** The drawn panel: the last nested <svg> of the stack. */
const plotOf = (chart: Element) => [...chart.children].at(-1) as Element;
const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((t) => t.textContent ?? "");
/** The points of path data. */
const pointsOf = (d: string | null) =>
  [...(d ?? "").matchAll(/[ML]([-\d.]+),([-\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);

describe("sizeSeriesChart", () => {
  it("sizeSeriesChart(panel, context) places every mark where Observable Plot's log scales put it, with the labels Plot wrote, in plain SVG", () => {
    const chart = sizeSeriesChart(panel, context);
    const plot = plotOf(chart);
    // Plain SVG: none of Plot's classes or its <style>.
    expect(chart.querySelector("[class^='plot']")).toBeNull();
    expect(chart.querySelector("style")).toBeNull();
    // Two rows of size labels (the two rules are 36 px apart, each label wider): the frame starts 24 + 2 x 14 px down.
    const top = 52;
    const bottom = 280;
    const x = Plot.scale({ x: { type: "log", base: 2, domain: [8, 262144], range: [62, 704] } });
    const y = Plot.scale({ y: { type: "log", domain: [0.01, 10000], range: [bottom, top] } });
    expect(texts(plot, "g[text-anchor=end][font-variant] text")).toEqual([
      "0.01",
      "0.1",
      "1",
      "10",
      "100",
      "1,000",
      "10,000",
    ]);
    expect(texts(plot, "g[text-anchor=middle][font-variant] text")).toEqual([
      "8 B",
      "128 B",
      "2 KiB",
      "32 KiB",
    ]);
    expect(texts(plot, "text")).toContain("Message size (bytes, log scale) →");
    expect(texts(plot, "text")).toContain("↑ busbw (Gb/s, log scale)");
    const [model] = [...plot.querySelectorAll("path[stroke='var(--fab-series-1)'][stroke-width='1.8']")];
    pointsOf(model?.getAttribute("d") ?? null).forEach(([px, py], i) => {
      const bytes = sizes[i] ?? 0;
      expect(px).toBeCloseTo(x.apply(bytes), 2);
      expect(py).toBeCloseTo(y.apply(bytes / 100), 2);
    });
    const halo = plot.querySelector("path[stroke-width='10']");
    expect(pointsOf(halo?.getAttribute("d") ?? null)).toHaveLength(3);
    // The measurements as hollow dots; the legend above draws none.
    expect(chart.querySelectorAll("circle")).toHaveLength(sizes.length);
    const dots = [...plot.querySelectorAll("circle")];
    expect(dots).toHaveLength(sizes.length);
    expect(dots[0]?.parentElement?.getAttribute("fill")).toBe("none");
    expect(Number(dots[5]?.getAttribute("cy"))).toBeCloseTo(y.apply(262144 / 200), 2);
    // The range: along the high values, back along the low ones.
    const area = plot.querySelector("path[fill-opacity='0.15']");
    const outline = pointsOf(area?.getAttribute("d") ?? null);
    expect(outline).toHaveLength(12);
    expect(outline[0]?.[1]).toBeCloseTo(y.apply(8 / 50), 2);
    expect(outline[11]?.[1]).toBeCloseTo(y.apply(8 / 300), 2);
    // The level: a dotted rule and its label at the left, 7 px over it.
    const level = plot.querySelector("line[stroke='var(--fab-bad)']");
    expect(Number(level?.getAttribute("y1"))).toBeCloseTo(y.apply(1000), 2);
    const levelLabel = [...plot.querySelectorAll("text")].find((t) => t.textContent === "NIC rate");
    expect(Number(levelLabel?.getAttribute("y"))).toBeCloseTo(y.apply(1000) - 7, 2);
    // The size rules, their labels on two rows above the frame.
    const rules = [...plot.querySelectorAll("g[stroke-dasharray='4,3'] line")];
    expect(rules.map((r) => Number(r.getAttribute("x1")))).toEqual(
      [x.apply(4096), x.apply(8192)].map((v) => Math.round(v * 100) / 100),
    );
    const labels = [...plot.querySelectorAll("g[font-size='10.5'] text")];
    expect(labels.map((t) => [t.textContent, Number(t.getAttribute("y"))])).toEqual([
      ["LL128 from 4 KiB", top - 28],
      ["Simple from 8 KiB", top - 14],
    ]);
    // The band of sizes and its label at the bottom of the frame.
    const band = plot.querySelector("rect[fill-opacity='0.07']");
    expect(Number(band?.getAttribute("x"))).toBeCloseTo(x.apply(32768), 2);
    expect(Number(band?.getAttribute("height"))).toBe(bottom - top);
    expect(texts(plot, "text")).toContain("fitted here");
    expect(texts(plot, "text")).toContain("2.5×");
  });

  it("sizeSeriesChart({ yType: 'linear' }, context) ticks the value axis as Observable Plot does: from zero, one tick per 35 px", () => {
    for (const [top, height] of [
      [1000, 340],
      [3200, 300],
      [77, 280],
    ] as const) {
      const linear: SizeSeriesPanel = {
        yLabel: "busbw (Gb/s)",
        yType: "linear",
        height,
        series: [
          { id: "a", color: "red", points: sizes.map((bytes, i) => ({ bytes, value: (top * (i + 1)) / 6 })) },
        ],
        legend: [],
      };
      const reference = Plot.plot({
        document: context.document,
        width: 720,
        height,
        marginLeft: 62,
        marginRight: 16,
        marginTop: 24,
        marginBottom: 40,
        y: { type: "linear", domain: [0, top * 1.12], grid: true },
        marks: [Plot.ruleY([0])],
      }) as unknown as Element;
      const plotTicks = [...reference.querySelectorAll("[aria-label='y-axis tick label'] text")].map((t) =>
        Number(/translate\([^,]+,([^)]+)\)/.exec(t.getAttribute("transform") ?? "")?.[1]),
      );
      const drawn = [
        ...plotOf(sizeSeriesChart(linear, context)).querySelectorAll("g[text-anchor=end][font-variant] text"),
      ];
      expect(drawn.map((t) => Number(t.getAttribute("y")))).toEqual(
        plotTicks.map((v) => Math.round(v * 100) / 100),
      );
    }
  });
});
