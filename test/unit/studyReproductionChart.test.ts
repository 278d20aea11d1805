import { describe, expect, it } from "vitest";
import { studyReproduction } from "../../src/figures/definitions/studyReproduction.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { expectNear, numbers } from "./chartNumbers.ts";
import { shimChartContext } from "./shimChartContext.ts";

const data = studyReproduction.compute(defaultState(studyReproduction.spec));
const texts = (nodes: Iterable<Element>) => [...nodes].map((n) => n.textContent);

describe("studyReproductionChart", () => {
  // Golden values: what Observable Plot drew for the default state (L40S, 8 nodes, vNIC selected)
  // at 720 px (commit 6296a6b, before the chart was drawn by hand).
  it("studyReproductionChart(default state, 720 px) puts axes, measured points, labels and error bars where Plot drew them, with no Plot", () => {
    const chart = studyReproduction.chart(data, shimChartContext());
    expect(chart.querySelector("[class^=plot], style")).toBeNull();
    const [, body, strip] = [...chart.children];
    const [l40s, h100] = [...(body?.children ?? [])];
    if (!(l40s && h100 && strip)) throw new Error("two cluster panels and the strip");
    const [yLabels, xLabels] = [...l40s.querySelectorAll("g[font-variant]")];
    expect(texts(yLabels?.children ?? [])).toEqual(["0", "2", "4", "6", "8", "10", "12", "14"]);
    expectNear(numbers(yLabels?.children ?? [], "y"), [270, 236.2, 202.4, 168.6, 134.8, 101, 67.2, 33.4]);
    expect(texts(xLabels?.children ?? [])).toEqual(["1", "2", "4", "8"]);
    expectNear(numbers(xLabels?.children ?? [], "x"), [57.69, 121.43, 185.18, 248.92]);
    expect(texts(h100.querySelector("g[font-variant]")?.children ?? [])).toEqual([
      "0",
      "5",
      "10",
      "15",
      "20",
      "25",
      "30",
      "35",
      "40",
      "45",
    ]);
    const measured = l40s.querySelectorAll("g[stroke-width='2'][fill=none] circle");
    expectNear(numbers(measured, "cx"), [121.43, 185.18, 248.92, 121.43, 185.18, 248.92]);
    expectNear(numbers(measured, "cy"), [220.82, 206.96, 177.73, 202.74, 149, 55.71]);
    const oneNode = [...chart.querySelectorAll("path[transform]")];
    expect(oneNode.map((p) => p.getAttribute("d"))).toEqual([
      "M0,-9.9L5.71,0L0,9.9L-5.71,0Z",
      "M0,-9.9L5.71,0L0,9.9L-5.71,0Z",
    ]);
    expect(oneNode.map((p) => p.getAttribute("transform"))).toEqual([
      "translate(57.69,235.53)",
      "translate(57.69,160.85)",
    ]);
    const ring = l40s.querySelectorAll("circle[r='11']");
    expectNear(numbers(ring, "cx"), [248.92]);
    expectNear(numbers(ring, "cy"), [55.71]);
    const ends = [
      ...l40s.querySelectorAll("g[font-weight='600'] text"),
      ...h100.querySelectorAll("g[font-weight='600'] text"),
    ];
    expect(texts(ends)).toEqual(["pod network", "vNIC", "pod network", "vNIC", "SR-IOV", "SR-IOV + RDMA"]);
    expectNear(numbers(ends, "y"), [177.04, 60.41, 252.3, 207.19, 59.3, 43.7]);

    expect(texts(strip.querySelectorAll("g[font-variant] text"))).toEqual(["-4", "-2", "0", "2", "4"]);
    const bars = [...strip.querySelectorAll("g:not([fill-opacity]) > rect")];
    expectNear(numbers(bars, "x"), [402.02, 453, 385.04, 453, 453, 453, 354.46, 296.27, 453, 453, 453, 453]);
    expectNear(
      numbers(bars, "width"),
      [50.98, 37.19, 67.96, 33.4, 45.63, 104.27, 98.54, 156.73, 0, 0, 92.94, 68.04],
    );
    expectNear(numbers(bars, "y").slice(0, 3), [33, 51, 69]);
    expectNear(numbers(strip.querySelectorAll("g[fill-opacity] rect"), "y"), [141]);
    expect(texts(strip.querySelectorAll("g[text-anchor=end][font-size='11'] text"))).toEqual([
      "−1.1%",
      "−1.5%",
      "−2.2%",
      "−3.5%",
    ]);
  });

  it("studyReproductionChart(default state, 360 px) stacks the cluster panels at full width", () => {
    const chart = studyReproduction.chart(data, shimChartContext({ width: 360 }));
    const body = chart.children[1];
    expect([...(body?.children ?? [])].map((p) => [p.getAttribute("width"), p.getAttribute("y")])).toEqual([
      ["360", "0"],
      ["360", "316"],
    ]);
  });
});
