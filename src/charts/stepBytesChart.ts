/**
 * Bytes the busiest GPU has sent, as a multiple of the buffer, after each step of several
 * all-reduce schedules (a staircase per schedule), with each schedule's formula as a dashed level.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { chartStyle } from "./chartTheme.ts";
import { type LegendItem, legendRow } from "./legendRow.ts";
import { stackCharts } from "./stackCharts.ts";

/** One schedule's staircase and its formula level. */
export interface StepBytesSeries {
  readonly label: string;
  readonly color: string;
  /** Multiple of the buffer sent by the busiest GPU after step i (index 0 = before any step). */
  readonly cumulative: readonly number[];
  readonly formula: number;
  readonly formulaLabel: string;
}

/** The panel. */
export function stepBytesChart(
  data: { readonly series: readonly StepBytesSeries[]; readonly xLabel: string; readonly yLabel: string },
  context: ChartContext,
): Element {
  const { document } = context;
  const points = data.series.flatMap((s) =>
    s.cumulative.map((value, step) => ({ step, value, label: s.label })),
  );
  const maxStep = Math.max(1, ...points.map((p) => p.step));
  const top = Math.max(...data.series.map((s) => s.formula)) * 1.15;
  const color = { domain: data.series.map((s) => s.label), range: data.series.map((s) => s.color) };
  const plot = Plot.plot({
    document,
    width: context.width,
    height: 300,
    marginLeft: 50,
    marginRight: 16,
    marginBottom: 40,
    style: chartStyle,
    color,
    x: { label: data.xLabel, domain: [0, maxStep], grid: true, labelAnchor: "center" },
    y: { label: data.yLabel, domain: [0, top], grid: true },
    marks: [
      Plot.ruleY(
        data.series.map((s) => s),
        { y: "formula", stroke: "label", strokeDasharray: "5,4", strokeOpacity: 0.8 },
      ),
      // Each formula's label sits at the end of its own staircase.
      ...data.series.map((s) => {
        const last = s.cumulative.length - 1;
        // A label goes over its level; labels of equal levels after the first stack under it.
        const above = data.series.filter(
          (o, j) => j < data.series.indexOf(s) && Math.abs(o.formula - s.formula) < 0.01 * top,
        ).length;
        const start = last < maxStep * 0.6;
        return Plot.text([s], {
          y: "formula",
          x: last,
          text: "formulaLabel",
          textAnchor: start ? "start" : "end",
          dx: start ? 8 : 0,
          dy: above === 0 ? -7 : 13 * above,
          fill: "label",
          fontSize: 11,
          fontWeight: 600,
        });
      }),
      Plot.line(points, { x: "step", y: "value", stroke: "label", strokeWidth: 2, curve: "step-after" }),
      Plot.dot(
        data.series.map((s) => ({
          step: s.cumulative.length - 1,
          value: s.cumulative.at(-1) ?? 0,
          label: s.label,
        })),
        { x: "step", y: "value", fill: "label", r: 4 },
      ),
    ],
  }) as unknown as Element;
  const legend = legendRow(
    document,
    data.series.map((s): LegendItem => ({ label: s.label, color: s.color, shape: "line" })),
    context.width,
  );
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
}
