/**
 * Bytes the busiest GPU has sent, as a multiple of the buffer, after each step of several
 * all-reduce schedules (a staircase per schedule), with each schedule's formula as a dashed level.
 * Plain SVG (no Observable Plot), laid out as Plot laid it out before: linear axes from zero with
 * nice ticks (one per 80 px across, one per 35 px up) and a light grid.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { type LegendItem, legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { linePath } from "./linePath.ts";
import { panelMarks, px } from "./panelMarks.ts";
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

const HEIGHT = 300;
const MARGIN = { top: 20, right: 16, bottom: 40, left: 50 } as const;

/** The panel. */
export function stepBytesChart(
  data: { readonly series: readonly StepBytesSeries[]; readonly xLabel: string; readonly yLabel: string },
  context: ChartContext,
): Element {
  const { document, lang } = context;
  const marks = panelMarks(document);
  const { el, group } = marks;
  const width = context.width;
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const top = MARGIN.top;
  const bottom = HEIGHT - MARGIN.bottom;
  const maxStep = Math.max(1, ...data.series.map((s) => s.cumulative.length - 1));
  const ceiling = Math.max(...data.series.map((s) => s.formula)) * 1.15;
  const x = linearAxis([0, maxStep], [left, right], (right - left) / 80);
  const y = linearAxis([0, ceiling], [bottom, top], (bottom - top) / 35);
  const plot = marks.panel(width, HEIGHT, [
    ...marks.yAxis(y.ticks, y.at, (v) => y.label(v, lang), left, right),
    marks.yLabel(data.yLabel),
    ...marks.xAxis(x.ticks, x.at, (v) => x.label(v, lang), top, bottom),
    marks.xLabel(data.xLabel, width, bottom, { marginBottom: MARGIN.bottom, centre: [left, right] }),
    group(
      { "stroke-dasharray": "5,4", "stroke-opacity": 0.8 },
      data.series.map((s) =>
        el("line", {
          x1: left,
          x2: right,
          y1: px(y.at(s.formula)),
          y2: px(y.at(s.formula)),
          stroke: s.color,
        }),
      ),
    ),
    // Each formula's label sits at the end of its own staircase.
    group(
      { "font-size": 11, "font-weight": 600 },
      data.series.map((s, i) => {
        const last = s.cumulative.length - 1;
        // A label goes over its level; labels of equal levels after the first stack under it.
        const above = data.series.filter(
          (o, j) => j < i && Math.abs(o.formula - s.formula) < 0.01 * ceiling,
        ).length;
        const start = last < maxStep * 0.6;
        return el(
          "text",
          {
            x: px(x.at(last) + (start ? 8 : 0)),
            y: px(y.at(s.formula) + (above === 0 ? -7 : 13 * above)),
            dy: "0.32em",
            "text-anchor": start ? "start" : "end",
            fill: s.color,
          },
          s.formulaLabel,
        );
      }),
    ),
    group(
      { fill: "none", "stroke-width": 2, "stroke-linecap": "round", "stroke-linejoin": "round" },
      data.series.map((s) =>
        el("path", {
          stroke: s.color,
          d: linePath(
            s.cumulative.map((value, step) => [x.at(step), y.at(value)]),
            "step-after",
          ),
        }),
      ),
    ),
    group(
      {},
      data.series.map((s) =>
        el("circle", {
          cx: px(x.at(s.cumulative.length - 1)),
          cy: px(y.at(s.cumulative.at(-1) ?? 0)),
          r: 4,
          fill: s.color,
        }),
      ),
    ),
  ]);
  const legend = legendRow(
    document,
    data.series.map((s): LegendItem => ({ label: s.label, color: s.color, shape: "line" })),
    width,
  );
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
}
