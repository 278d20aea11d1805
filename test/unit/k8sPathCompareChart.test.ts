import { describe, expect, it } from "vitest";
import { k8sPathCompare } from "../../src/figures/definitions/k8sPathCompare.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { expectNear, numbers } from "./chartNumbers.ts";
import { shimChartContext } from "./shimChartContext.ts";

const data = k8sPathCompare.compute(defaultState(k8sPathCompare.spec));
const translated = (nodes: Iterable<Element>) =>
  [...nodes].map((n) => (n.getAttribute("transform") ?? "").replace(/\s/g, ""));

describe("k8sPathCompareChart", () => {
  // Golden values: what Observable Plot drew for the default state (H100) at 720 px (commit
  // 6296a6b, before the chart was drawn by hand), to 1/100 px.
  it("k8sPathCompareChart(H100, 720 px) puts bars, line-rate ticks, dots and glyphs where Plot drew them, with no Plot", () => {
    const chart = k8sPathCompare.chart(data, shimChartContext());
    expect(chart.querySelector("[class^=plot], style")).toBeNull();
    const [bandwidth, cpu, counts] = [...(chart.children[1]?.children ?? [])];
    if (!(bandwidth && cpu && counts)) throw new Error("three panels");
    expect([...bandwidth.querySelectorAll("g[text-anchor=end] text")].map((t) => t.textContent)).toEqual([
      "pod network",
      "vNIC",
      "SR-IOV",
      "SR-IOV + RDMA",
    ]);
    expect([...bandwidth.querySelectorAll("g[font-variant] text")].map((t) => t.textContent)).toEqual([
      "1",
      "10",
      "100",
    ]);
    expectNear(numbers(bandwidth.querySelectorAll("g[font-variant] text"), "x"), [219.84, 290.81, 361.78]);
    expectNear(numbers(bandwidth.querySelectorAll("circle"), "cx"), [228.49, 269.26, 378.07, 402.14]);
    expectNear(numbers(bandwidth.querySelectorAll("circle"), "cy"), [55.5, 90.5, 125.5, 160.5]);
    expectNear(
      numbers(bandwidth.querySelectorAll("g[stroke-width='2.5'] line"), "x1"),
      [383.15, 383.15, 404.51, 404.51],
    );
    const layers = bandwidth.querySelectorAll("rect");
    expectNear(numbers(layers, "width"), [164.07, 188.14, 120.37, 159.47]);
    expectNear(numbers(layers, "y"), [113, 148, 43, 78]);
    expectNear(numbers(layers, "height"), [25, 25, 25, 25]);
    expect([...bandwidth.querySelectorAll("g[font-weight='600'] text")].map((t) => t.textContent)).toEqual([
      "1.3",
      "5",
      "170",
      "370",
    ]);
    expect([...cpu.querySelectorAll("g[font-variant] text")].map((t) => t.textContent)).toEqual([
      "0",
      "2",
      "4",
      "6",
      "8",
    ]);
    expectNear(
      numbers(cpu.querySelectorAll("rect"), "width").slice(0, 8),
      [14.68, 42.89, 17.22, 6.35, 11.74, 16.79, 6.35, 10.05],
    );
    expect([...cpu.querySelectorAll("g[font-size='11'] text")].map((t) => t.textContent)).toEqual([
      "8",
      "3.73",
      "1.75",
      "0",
    ]);
    const [copies, entries] = [...counts.querySelectorAll("g[fill]")];
    expect(translated(copies?.querySelectorAll("path") ?? []).slice(0, 5)).toEqual([
      "translate(16.23,45)",
      "translate(26.51,45)",
      "translate(36.79,45)",
      "translate(47.08,45)",
      "translate(16.23,87)",
    ]);
    expect(copies?.querySelector("path")?.getAttribute("d")).toBe("M-3.54,-3.54h7.09v7.09h-7.09Z");
    expect(translated(entries?.querySelectorAll("path") ?? []).slice(0, 2)).toEqual([
      "translate(67.64,45)",
      "translate(77.92,45)",
    ]);
    expect(entries?.querySelector("path")?.getAttribute("d")).toBe("M0,-7.78L6.73,3.89L-6.73,3.89Z");
  });

  it("k8sPathCompareChart(H100, 360 px) stacks the panels, each with its row labels", () => {
    const chart = k8sPathCompare.chart(data, shimChartContext({ width: 360 }));
    const panels = [...(chart.children[1]?.children ?? [])];
    expect(panels.map((p) => p.getAttribute("width"))).toEqual(["360", "360", "360"]);
    for (const p of panels)
      expect(p.querySelector("g[text-anchor=end] text")?.textContent).toBe("pod network");
  });
});
