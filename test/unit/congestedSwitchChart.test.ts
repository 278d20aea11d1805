import { describe, expect, it } from "vitest";
import {
  type CongestedSwitchChartInput,
  type CongestedSwitchPoint,
  congestedSwitchChart,
} from "../../src/charts/congestedSwitchChart.ts";
import { linePath } from "../../src/charts/linePath.ts";
import { plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const point = (
  timeUs: number,
  queue: number,
  use: number,
  blocked: number,
  rate: number,
): CongestedSwitchPoint => ({
  timeUs,
  egressQueueKiB: queue,
  linkUsePercent: use,
  blockedPercent: blocked,
  innocentGbps: rate,
  sender0Gbps: rate / 2,
  otherSendersGbps: rate / 4,
});
const input: CongestedSwitchChartInput = {
  // The point at time 0 has no place on the log axis and is left out.
  points: [
    point(0, 0, 0, 0, 0),
    point(1, 0, 100, 0, 0),
    point(30, 700, 60, 40, 80),
    point(2000, 900, 25, 75, 100),
  ],
  innocentFlow: true,
  senders: 4,
  queueGuides: [
    { valueKiB: 400, label: "Kmax" },
    { valueKiB: 1024, label: "buffer" },
  ],
  blockedLabel: "paused",
};
const texts = (root: Element, selector: string) =>
  [...root.querySelectorAll(selector)].map((t) => t.textContent);

describe("congestedSwitchChart", () => {
  it("congestedSwitchChart(input, 720 px) draws each line through Observable Plot's positions, on decade time ticks and nice y ticks one per 35 px", () => {
    const chart = congestedSwitchChart(input, shimChartContext());
    const [legend, queue, link, goodput] = [...chart.children] as [Element, Element, Element, Element];
    expect(texts(legend, "text")).toEqual([
      "queue at the congested port",
      "Innocent flow",
      "Sender 0",
      "Each other sender",
    ]);
    const x = plotPosition("log", [1, 2000], [64, 588]);
    for (const panel of [queue, link, goodput]) {
      const ticks = [...panel.querySelectorAll("g[text-anchor=middle] text")];
      expect(ticks.map((t) => t.textContent)).toEqual(["1", "10", "100", "1,000"]);
      ticks.forEach((t, i) => {
        expect(Number(t.getAttribute("x"))).toBeCloseTo(x(10 ** i), 2);
      });
    }
    // The queue: its y domain reaches the highest guide, 0 … 1,024 KiB over 140 px (4 ticks asked).
    const yQueue = plotPosition("linear", [0, 1024], [160, 20]);
    expect(texts(queue, "g[text-anchor=end] text")).toEqual(["0", "200", "400", "600", "800", "1,000"]);
    const queueLine = queue.querySelector("path");
    expect(queueLine?.getAttribute("d")).toBe(
      linePath(input.points.slice(1).map((p) => [x(p.timeUs), yQueue(p.egressQueueKiB)])),
    );
    expect(queueLine?.getAttribute("stroke")).toBe("var(--fab-series-4)");
    expect(texts(queue, "g[fill] text")).toEqual(["Kmax", "buffer"]);
    const guides = [...queue.querySelectorAll("g[stroke-dasharray] line")];
    [400, 1024].forEach((kib, i) => {
      expect(Number(guides[i]?.getAttribute("y1"))).toBeCloseTo(yQueue(kib), 2);
    });
    expect(texts(queue, ":scope > text")).toEqual(["↑ Queue to the receiver (KiB)"]);
    // Sender 0's link: 0 … 100 %, the held-back share dashed, each labelled after its last point.
    const yLink = plotPosition("linear", [0, 100], [120, 20]);
    expect(texts(link, "g[text-anchor=end] text")).toEqual(["0", "50", "100"]);
    const [use, blocked] = [...link.querySelectorAll("path")];
    expect(use?.getAttribute("d")).toBe(
      linePath(input.points.slice(1).map((p) => [x(p.timeUs), yLink(p.linkUsePercent)])),
    );
    expect(blocked?.getAttribute("stroke-dasharray")).toBe("5,3");
    const ends = [...link.querySelectorAll(":scope > text")].slice(1);
    expect(ends.map((t) => [t.textContent, t.getAttribute("fill")])).toEqual([
      ["in use", "var(--fab-series-1)"],
      ["paused", "var(--fab-bad)"],
    ]);
    expect(Number(ends[1]?.getAttribute("y"))).toBeCloseTo(yLink(75), 2);
    expect(Number(ends[1]?.getAttribute("x"))).toBeCloseTo(588 + 6, 2);
    // Goodput: one line per flow; the time axis's label under this panel only.
    const yGoodput = plotPosition("linear", [0, 100], [180, 20]);
    const lines = [...goodput.querySelectorAll("path")];
    expect(lines.map((l) => l.getAttribute("stroke"))).toEqual([
      "var(--fab-series-3)",
      "var(--fab-series-1)",
      "var(--fab-series-2)",
    ]);
    expect(lines[1]?.getAttribute("d")).toBe(
      linePath(input.points.slice(1).map((p) => [x(p.timeUs), yGoodput(p.sender0Gbps)])),
    );
    expect(texts(goodput, ":scope > text")).toEqual([
      "↑ Goodput (Gb/s)",
      "Time since the senders started (µs, log scale) →",
    ]);
    expect(texts(link, ":scope > text")[0]).toBe("↑ Sender 0's link (%)");
  });

  it("congestedSwitchChart(input without innocent flow or held-back senders) draws only the lines it has", () => {
    const chart = congestedSwitchChart(
      { ...input, innocentFlow: false, senders: 1, blockedLabel: null },
      shimChartContext({ lang: "ko", width: 360 }),
    );
    const [legend, , link, goodput] = [...chart.children] as [Element, Element, Element, Element];
    expect(legend.querySelectorAll("text")).toHaveLength(2);
    expect(link.querySelectorAll("path")).toHaveLength(1);
    expect(goodput.querySelectorAll("path")).toHaveLength(1);
  });
});

describe("linePath", () => {
  it('linePath(points) joins finite points with straight segments to 1/100 px, a gap at the others, a lone point closed: "M0,10L5.12,2ZM7,1Z"', () => {
    expect(
      linePath([
        [0, 10],
        [5.12345, 2],
        [6, Number.NaN],
        [7, 1],
      ]),
    ).toBe("M0,10L5.12,2M7,1Z");
    expect(linePath([[Number.POSITIVE_INFINITY, 1]])).toBe("");
  });
});
