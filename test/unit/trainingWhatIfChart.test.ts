import { describe, expect, it } from "vitest";
import { trainingWhatIf } from "../../src/figures/definitions/trainingWhatIf.ts";
import { defaultState } from "../../src/lib/figureState.ts";
import { expectNear, numbers } from "./chartNumbers.ts";
import { shimChartContext } from "./shimChartContext.ts";

const data = trainingWhatIf.compute(defaultState(trainingWhatIf.spec));
/** The numbers of a path's `d`. */
const pathNumbers = (d: string | null | undefined) => (d ?? "").match(/-?[\d.]+/g)?.map(Number) ?? [];

describe("trainingWhatIfChart", () => {
  // Golden values: what Observable Plot drew for the default state (L40S, vNIC, 8 nodes) at
  // 720 px (commit 6296a6b, before the chart was drawn by hand), to 1/100 px.
  it("trainingWhatIfChart(L40S vNIC at 8 nodes, 720 px) draws axes, band, lines, dots and step bars where Plot drew them, with no Plot", () => {
    const chart = trainingWhatIf.chart(data, shimChartContext());
    expect(chart.querySelector("[class^=plot], style")).toBeNull();
    const [, curve, breakdown] = [...chart.children];
    if (!(curve && breakdown)) throw new Error("two panels");
    const [yLabels, xLabels] = [...curve.querySelectorAll("g[font-variant]")];
    expect([...(yLabels?.children ?? [])].map((t) => t.textContent)).toEqual([
      "2",
      "5",
      "10",
      "20",
      "50",
      "100",
    ]);
    expectNear(numbers(yLabels?.children ?? [], "y"), [295.25, 236.97, 192.88, 148.79, 90.51, 46.42]);
    expect([...(xLabels?.children ?? [])].map((t) => t.textContent)).toEqual([
      "1",
      "2",
      "4",
      "8",
      "16",
      "32",
      "64",
    ]);
    expectNear(numbers(xLabels?.children ?? [], "x"), [56, 146, 236, 326, 416, 506, 596]);
    const area = curve.querySelector("path[fill-opacity='0.2']")?.getAttribute("d");
    expectNear(pathNumbers(area).slice(0, 6), [56, 293.645, 146, 249.769, 198.647, 224.191]);
    const lines = [...curve.querySelectorAll("g[fill=none] path")];
    // pod network calibrated, the two SR-IOV paths as single points, pod network's band, then the
    // chosen vNIC's calibrated run and its band.
    expect(lines.map((l) => l.getAttribute("stroke"))).toEqual([
      "var(--fab-series-2)",
      "var(--fab-series-3)",
      "var(--fab-series-1)",
      "var(--fab-series-2)",
      "var(--fab-series-3)",
      "var(--fab-series-1)",
      "var(--fab-series-5)",
      "var(--fab-series-5)",
    ]);
    expect(lines[1]?.getAttribute("d")).toBe("M56,294.72Z");
    expectNear(pathNumbers(lines[0]?.getAttribute("d")).slice(0, 4), [56, 294.717, 146, 270.876]);
    const dots = curve.querySelectorAll("circle");
    expectNear(numbers(dots, "r"), [3.67, 3, 3, 3]);
    expectNear(numbers(dots, "cy"), [179.19, 230.9, 163.92, 163.92]);
    const ends = [...curve.querySelectorAll("g[font-weight='600'] text")];
    expect(ends.map((t) => t.textContent)).toEqual(["pod network", "vNIC", "SR-IOV", "SR-IOV + RDMA"]);
    expectNear(numbers(ends, "y"), [150.67, 78.59, 42.33, 24.69]);
    expectNear(numbers(ends, "x"), [604, 604, 604, 604]);
    const ideal = [...curve.querySelectorAll("text")].find((t) => t.textContent === "linear scaling");
    expectNear(numbers(ideal ? [ideal] : [], "x"), [410]);
    expectNear(numbers(ideal ? [ideal] : [], "y"), [110.37]);

    expect([...breakdown.querySelectorAll("g[font-variant] text")].map((t) => t.textContent)).toEqual([
      "0",
      "100",
      "200",
      "300",
      "400",
      "500",
      "600",
      "700",
    ]);
    const [parts, hidden, chosen] = [...breakdown.querySelectorAll("g")].filter((g) =>
      g.querySelector("rect"),
    );
    expectNear(numbers(parts?.querySelectorAll("rect") ?? [], "width").slice(0, 3), [167.83, 321.63, 5.78]);
    expectNear(numbers(parts?.querySelectorAll("rect") ?? [], "y").slice(0, 4), [38, 38, 38, 66]);
    expectNear(numbers(hidden?.querySelectorAll("rect") ?? [], "width"), [125.87, 125.87, 41.99, 19.23]);
    expectNear(numbers(hidden?.querySelectorAll("rect") ?? [], "y"), [47, 75, 103, 131]);
    expectNear(numbers(chosen?.querySelectorAll("rect") ?? [], "height"), [27]);
    expectNear(numbers(chosen?.querySelectorAll("rect") ?? [], "width"), [220.36]);
    expect([...breakdown.querySelectorAll("g[text-anchor=start] text")].map((t) => t.textContent)).toEqual([
      "700 s",
      "311 s",
      "245 s ≈",
      "245 s ≈",
    ]);
  });
});
