/**
 * A quantity against message size on log–log axes: one line per modelled series, measured
 * points on top as open circles with their own labels, and a legend above. Used for latency,
 * throughput and CPU-per-byte sweeps. Plain SVG (no Observable Plot), laid out as Plot laid it
 * out before: sizes every factor of 8 on x, decades on y, light grids both ways.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { formatBytes } from "./datapathChartParts.ts";
import { legendRow } from "./legendRow.ts";
import { linePath } from "./linePath.ts";
import { decadeTicks, formatTick } from "./logAxis.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { textLine } from "./textLine.ts";

needStrings("kernelBypass");

/** One modelled series: a value per message size (values <= 0 are left out on the log axis). */
export interface SweepSeries {
  readonly label: string;
  readonly color: string;
  readonly dashed?: boolean;
  readonly points: ReadonlyArray<{ readonly bytes: number; readonly value: number }>;
}

/** One measured point, drawn as an open circle in its series' colour and labelled. */
export interface SweepMeasured {
  readonly label: string;
  readonly color: string;
  readonly bytes: number;
  readonly value: number;
  /** Where the label goes relative to the point; default above, to the right. */
  readonly labelAt?: "above-right" | "above-left" | "below-right" | "below-left";
}

/** A panel's content. */
export interface SweepPanel {
  readonly title?: string;
  readonly yLabel: string;
  readonly series: readonly SweepSeries[];
  readonly measured: readonly SweepMeasured[];
  /** Extra lines under the legend (e.g. a series left off the log axis). */
  readonly notes?: readonly string[];
}

/** Message-size ticks: every factor of 8 from 2 B. */
const SIZE_TICKS = [2, 16, 128, 1024, 8192, 65536, 524288, 4194304];
/** Room for the y axis on the left, a measured point's label on the right, the axes' labels. */
const MARGIN = { top: 26, right: 40, bottom: 40, left: 60 } as const;

/** One panel: legend (and notes), then the log–log plot. */
export function sizeSweepChart(
  panel: SweepPanel,
  context: ChartContext & { readonly height?: number },
): Element {
  const { tr, lang, document } = context;
  const lines = panel.series.flatMap((s) =>
    s.points.filter((p) => p.value > 0 && Number.isFinite(p.value)).map((p) => ({ ...p, label: s.label })),
  );
  const values = [...lines.map((p) => p.value), ...panel.measured.map((m) => m.value)];
  const sizes = [...lines.map((p) => p.bytes), ...panel.measured.map((m) => m.bytes)];
  const yMin = Math.min(...values);
  const yMax = Math.max(...values);
  // Head room above the highest value for the labels of measured points.
  const ticks = decadeTicks(yMin, yMax);
  const yTop = Math.max(ticks.at(-1) ?? yMax, yMax * 2.5);
  const marks = panelMarks(document);
  const { el, group } = marks;
  const { width } = context;
  const height = context.height ?? 300;
  const bottom = height - MARGIN.bottom;
  const range: [number, number] = [MARGIN.left, width - MARGIN.right];
  // A little room either side, so a point at the first or last size is not cut in half.
  const x = logScaleAxis([Math.min(...sizes) / 1.3, Math.max(...sizes) * 1.3], range, 1);
  const xTicks = SIZE_TICKS.filter((t) => t >= Math.min(...sizes) && t <= Math.max(...sizes));
  const y = logScaleAxis([ticks[0] ?? yMin, yTop], [bottom, MARGIN.top], 1);
  const plot = marks.panel(width, height, [
    ...marks.yAxis(ticks, y.at, (v) => formatTick(lang, v), MARGIN.left, range[1]),
    marks.yLabel(panel.yLabel),
    ...marks.xAxis(xTicks, x.at, (b) => formatBytes(tr, lang, b), MARGIN.top, bottom),
    marks.xLabel(tr("fig.latencySize.axisSize"), width, bottom, {
      marginBottom: MARGIN.bottom,
      centre: range,
    }),
    ...panel.series.map((s) =>
      el("path", {
        d: linePath(
          s.points
            .filter((p) => p.value > 0 && Number.isFinite(p.value))
            .map((p) => [x.at(p.bytes), y.at(p.value)]),
        ),
        fill: "none",
        stroke: s.color,
        "stroke-width": 2,
        "stroke-dasharray": s.dashed ? "6,4" : undefined,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
      }),
    ),
    group(
      { fill: "none", "stroke-width": 2.5 },
      panel.measured.map((m) =>
        el("circle", { cx: px(x.at(m.bytes)), cy: px(y.at(m.value)), r: 6, stroke: m.color }),
      ),
    ),
    // Each measured point's label on its side of the point.
    group(
      { "font-size": 11, "font-weight": 600 },
      panel.measured.map((m) => {
        const place = m.labelAt ?? "above-right";
        const right = place.endsWith("right");
        return el(
          "text",
          {
            x: px(x.at(m.bytes) + (right ? 9 : -9)),
            y: px(y.at(m.value) + (place.startsWith("above") ? -11 : 12)),
            dy: "0.32em",
            "text-anchor": right ? "start" : "end",
          },
          m.label,
        );
      }),
    ),
  ]);
  const legend = legendRow(
    document,
    panel.series.map((s) => ({ label: s.label, color: s.color, shape: s.dashed ? "dashedLine" : "line" })),
    context.width,
  );
  const title = panel.title ? [textLine(document, panel.title, context.width, { bold: true })] : [];
  const notes = (panel.notes ?? []).map((n) => textLine(document, n, context.width));
  return stackCharts(document, [...title, legend, ...notes, plot], { direction: "column", gap: 4 });
}
