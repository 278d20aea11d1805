import { describe, expect, it } from "vitest";
import {
  type MessageTimelineChartData,
  messageTimelineChart,
  type TimelineLane,
  type TimelineStage,
} from "../../src/charts/messageTimelineChart.ts";
import { symbolPath } from "../../src/charts/symbolPath.ts";
import { plotPosition } from "./plotScales.ts";
import { shimChartContext } from "./shimChartContext.ts";

const stage = (
  index: number,
  side: TimelineStage["side"],
  startUs: number,
  endUs: number,
  cpuUs: number,
  copies = 0,
  kernelCrossings = 0,
): TimelineStage => ({
  index,
  id: `s${index}`,
  labelKey: "datapath.stage.interrupt",
  side,
  startUs,
  endUs,
  timeUs: endUs - startUs,
  cpuUs,
  copies,
  kernelCrossings,
});
const lane: TimelineLane = {
  pathLabel: "kernelBypass.path.kernelTcp",
  stages: [
    stage(1, "sender", 0, 2, 1.5, 1, 1),
    stage(2, "wire", 2, 3, 0),
    stage(3, "receiver", 3, 10, 6, 0, 1),
  ],
  latencyUs: 10,
  roundTrip: false,
  cpuUs: 7.5,
  copies: 1,
  kernelCrossings: 2,
};
const numbers = (e: Element | undefined, names: readonly string[]) =>
  names.map((n) => Number(e?.getAttribute(n)));

describe("messageTimelineChart", () => {
  it("messageTimelineChart({lanes, step: 2}, 720 px) draws revealed stages in their lanes where Observable Plot's scale puts them, the current one outlined", () => {
    const data: MessageTimelineChartData = { lanes: [lane], step: 2 };
    const [legend, panel] = [...messageTimelineChart(data, shimChartContext()).children] as [
      Element,
      Element,
    ];
    expect([...legend.querySelectorAll("text")].map((t) => t.textContent)).toEqual([
      "CPU busy",
      "NIC, PCIe, wire or waiting",
      "payload copy",
      "kernel entry",
    ]);
    expect(panel.getAttribute("height")).toBe(String(50 + 3 * 34 + 40));
    const x = plotPosition("linear", [0, 10], [76, 702]);
    // Lanes: 34 px bands from 50 px, labelled at their middles.
    const lanes = [...panel.querySelectorAll("g[text-anchor=end] text")];
    expect(lanes.map((t) => [t.textContent, t.getAttribute("y")])).toEqual([
      ["Sender", "67"],
      ["Wire", "101"],
      ["Receiver", "135"],
    ]);
    const ticks = [...panel.querySelectorAll("g[font-variant] text")];
    // About one tick per 80 px of the 626 px range: 0 … 10 µs by 1.
    expect(ticks.map((t) => t.textContent)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    ticks.forEach((t, i) => {
      expect(Number(t.getAttribute("x"))).toBeCloseTo(x(i), 2);
    });
    // Every stage dashed; the two revealed ones filled; CPU strips for those with CPU time.
    const [outlines, filled, cpu, current] = [...panel.querySelectorAll("g[fill]")];
    expect(outlines?.getAttribute("stroke-dasharray")).toBe("2,3");
    expect(outlines?.querySelectorAll("rect")).toHaveLength(3);
    const revealed = [...(filled?.querySelectorAll("rect") ?? [])];
    expect(revealed.map((r) => numbers(r, ["y", "height"]))).toEqual([
      [57, 20],
      [91, 20],
    ]);
    revealed.forEach((r, i) => {
      const [from, to] = [
        [0, 2],
        [2, 3],
      ][i] as [number, number];
      expect(Number(r.getAttribute("x"))).toBeCloseTo(x(from), 2);
      expect(Number(r.getAttribute("width"))).toBeCloseTo(x(to) - x(from), 2);
    });
    const strips = [...(cpu?.querySelectorAll("rect") ?? [])];
    expect(strips).toHaveLength(1);
    expect(numbers(strips[0], ["y", "height"])).toEqual([68, 9]);
    expect(Number(strips[0]?.getAttribute("width"))).toBeCloseTo(x(1.5) - x(0), 2);
    expect(current?.getAttribute("stroke-width")).toBe("2");
    expect(numbers(current?.querySelector("rect") ?? undefined, ["y", "height"])).toEqual([88, 26]);
    // A square per revealed stage with a copy, a triangle per one with a kernel entry, 13 px above the middle.
    const squares = [...panel.querySelectorAll('g[fill="var(--fab-series-2)"] path')];
    const triangles = [...panel.querySelectorAll('g[fill="var(--fab-series-4)"] path')];
    expect(squares.map((p) => p.getAttribute("d"))).toEqual([symbolPath("square", 3.5)]);
    expect(triangles.map((p) => p.getAttribute("d"))).toEqual([symbolPath("triangle", 4.5)]);
    expect(squares[0]?.getAttribute("transform")).toBe(`translate(${Math.round(x(1) * 100) / 100},54)`);
    const texts = [...panel.children].filter((e) => e.localName === "text").map((t) => t.textContent);
    expect(texts[0]).toBe("Time since the application called send (µs) →");
    expect(texts[1]).toMatch(/^Kernel TCP: 10 µs one way/);
    expect(texts[2]).toMatch(/^Stage 2 of 3/);
  });

  it("messageTimelineChart(two lanes) gives both the longer lane's time axis", () => {
    const short: TimelineLane = { ...lane, latencyUs: 2, stages: [stage(1, "sender", 0, 2, 1)] };
    const chart = messageTimelineChart({ lanes: [lane, short], step: 1 }, shimChartContext({ width: 360 }));
    const [, first, second] = [...chart.children] as [Element, Element, Element];
    const labels = (p: Element) => [...p.querySelectorAll("g[font-variant] text")].map((t) => t.textContent);
    expect(labels(second)).toEqual(labels(first));
    expect(labels(first).at(-1)).toBe("10");
  });
});

describe("symbolPath", () => {
  it('symbolPath("square", 3.5) and symbolPath("triangle", 4.5) are the paths Plot drew for the timeline\'s dots (d3\'s symbols of area pi r^2), to 1/100 px', () => {
    // Plot wrote "M-3.102,-3.102h6.204v6.204h-6.204Z" and "M0,-6.998L6.06,3.499L-6.06,3.499Z".
    expect(symbolPath("square", 3.5)).toBe("M-3.1,-3.1h6.2v6.2h-6.2Z");
    expect(symbolPath("triangle", 4.5)).toBe("M0,-7L6.06,3.5L-6.06,3.5Z");
    expect(symbolPath("square", 4)).toBe("M-3.54,-3.54h7.09v7.09h-7.09Z");
    expect(symbolPath("triangle", 5)).toBe("M0,-7.78L6.73,3.89L-6.73,3.89Z");
  });
});
