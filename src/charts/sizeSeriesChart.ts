/**
 * A quantity against message size on log-log axes (sizes in bytes, base 2): thin lines per
 * series, an optional wide halo under the segments that win (the fastest pair), dashed vertical
 * rules at marked sizes with labels, horizontal reference lines, a shaded size band, shaded value
 * ranges (a model's band), and a legend above. Used by the collective sweeps (bandwidth or time vs
 * size). Plain SVG (no Observable Plot), laid out as Plot laid it out before: log scales over the
 * frame, the given ticks with a light grid, the marks in Plot's order and style.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { type LegendItem, legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { areaPath, linePath } from "./linePath.ts";
import { decadeTicks, formatTick } from "./logAxis.ts";
import { formatSize, sizeTicks } from "./ncclChartParts.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { textLine } from "./textLine.ts";
import { displayLength } from "./textWidth.ts";

needStrings("nccl");

/** A point of a series: a size in bytes and a value (values <= 0 are left out on the log axis). */
export interface SizePoint {
  readonly bytes: number;
  readonly value: number;
}

/** One line. */
export interface SizeSeries {
  readonly id: string;
  readonly color: string;
  readonly dashed?: boolean;
  readonly width?: number;
  readonly opacity?: number;
  /** Draw the points as dots (measurements) instead of a line; hollow dots when "hollow". */
  readonly dots?: "filled" | "hollow";
  readonly points: readonly SizePoint[];
}

/** A stretch of the winning curve, drawn as a wide translucent halo in its series' colour. */
export interface SizeHalo {
  readonly color: string;
  readonly points: readonly SizePoint[];
}

/** A shaded range of values over sizes (e.g. where measurements fall around a model's line). */
export interface SizeRange {
  readonly color: string;
  readonly points: ReadonlyArray<{ readonly bytes: number; readonly low: number; readonly high: number }>;
}

/** What one panel draws. */
export interface SizeSeriesPanel {
  /** A bold line above the legend, when the figure has several panels. */
  readonly title?: string;
  readonly yLabel: string;
  readonly series: readonly SizeSeries[];
  readonly halos?: readonly SizeHalo[];
  /** Shaded value ranges, drawn under the series. */
  readonly ranges?: readonly SizeRange[];
  /** Dashed vertical rules at sizes, labelled at the top (labels alternate rows when close). */
  readonly marks?: ReadonlyArray<{ readonly bytes: number; readonly label: string }>;
  /** Horizontal reference lines, labelled at the left end. */
  readonly levels?: ReadonlyArray<{ readonly value: number; readonly label: string; readonly color: string }>;
  /** A shaded band of sizes, labelled at its top. */
  readonly band?: { readonly from: number; readonly to: number; readonly label: string };
  /** Text notes placed next to points. */
  readonly notes?: ReadonlyArray<{
    readonly bytes: number;
    readonly value: number;
    readonly label: string;
    /** Which side of the point the text goes (default: to its right). */
    readonly anchor?: "start" | "end";
  }>;
  readonly legend: readonly LegendItem[];
  readonly height?: number;
  /** Value axis: log (default) or linear from zero. */
  readonly yType?: "log" | "linear";
}

/** Room around the frame, px (the top grows by a row per row of size labels). */
const MARGIN = { top: 24, right: 16, bottom: 40, left: 62 } as const;
/** Height of a row of size labels above the frame, px. */
const MARK_ROW = 14;

/** A position on the value axis and its ticks. */
interface ValueAxis {
  readonly at: (value: number) => number;
  readonly ticks: readonly number[];
  readonly label: (value: number) => string;
}

/** One panel: legend, then the log-log plot. */
export function sizeSeriesChart(panel: SizeSeriesPanel, context: ChartContext): Element {
  const { document, tr, lang } = context;
  const marks = panelMarks(document);
  const { el, group } = marks;
  const width = context.width;
  const height = panel.height ?? 320;
  const keep = (p: SizePoint) => p.value > 0 && Number.isFinite(p.value);
  const all = [
    ...panel.series.flatMap((s) => s.points.filter(keep)),
    ...(panel.levels ?? []).map((l) => ({ bytes: 0, value: l.value })),
    ...(panel.ranges ?? []).flatMap((r) =>
      r.points.flatMap((p) => [
        { bytes: p.bytes, value: p.low },
        { bytes: p.bytes, value: p.high },
      ]),
    ),
  ];
  const sizes = panel.series.flatMap((s) => s.points.map((p) => p.bytes));
  const xMin = Math.min(...sizes);
  const xMax = Math.max(...sizes);
  const values = all.map((p) => p.value).filter((v) => v > 0);
  const rules = [...(panel.marks ?? [])].sort((a, b) => a.bytes - b.bytes);
  const left = MARGIN.left;
  const right = width - MARGIN.right;
  const x = (b: number) => left + ((right - left) * Math.log2(b / xMin)) / Math.log2(xMax / xMin);
  const labelWidth = (label: string) => displayLength(label) * 6 + 8;
  const rowOf = labelRows(
    rules.map((m) => ({ x: x(m.bytes), width: labelWidth(m.label) })),
    left,
    right,
  );
  const markRows = rules.length > 0 ? Math.max(...rowOf) + 1 : 0;
  // A label that would spill over an edge of the frame hangs from its rule instead of centring.
  const anchorOf = rules.map((m) => {
    const half = labelWidth(m.label) / 2;
    const at = x(m.bytes);
    return at + half > right ? "end" : at - half < left ? "start" : "middle";
  });
  const top = MARGIN.top + MARK_ROW * markRows;
  const bottom = height - MARGIN.bottom;
  const y = valueAxis(panel.yType ?? "log", values, [bottom, top], lang);
  const xy = (p: SizePoint) => [x(p.bytes), y.at(p.value)] as const;
  const xTicks = sizeTicks(xMin, xMax, width < 560 ? 6 : 4);
  const line = (attributes: Record<string, string | number | undefined>, points: readonly SizePoint[]) =>
    el("path", {
      fill: "none",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      ...attributes,
      d: linePath(points.filter(keep).map(xy)),
    });
  const band = panel.band;
  const plot = marks.panel(width, height, [
    ...marks.yAxis(y.ticks, y.at, y.label, left, right),
    marks.yLabel(panel.yLabel),
    ...marks.xAxis(xTicks, x, (b) => formatSize(tr, lang, b, 0), top, bottom),
    marks.xLabel(tr("nccl.axisSize"), width, bottom, { marginBottom: MARGIN.bottom, centre: [left, right] }),
    ...(band
      ? [
          el("rect", {
            x: px(x(band.from)),
            y: top,
            width: px(x(band.to) - x(band.from)),
            height: bottom - top,
            "fill-opacity": 0.07,
          }),
          el(
            "text",
            {
              x: px(x(Math.sqrt(band.from * band.to))),
              y: bottom - 6,
              "font-size": 11,
              "text-anchor": "middle",
            },
            band.label,
          ),
        ]
      : []),
    ...(panel.ranges ?? []).map((r) =>
      el("path", {
        fill: r.color,
        "fill-opacity": 0.15,
        d: areaPath(
          r.points
            .filter((p) => p.low > 0 && p.high > 0 && Number.isFinite(p.high))
            .map((p) => [x(p.bytes), y.at(p.high), y.at(p.low)]),
        ),
      }),
    ),
    ...(panel.halos ?? []).map((h) =>
      line({ stroke: h.color, "stroke-width": 10, "stroke-opacity": 0.25 }, h.points),
    ),
    ...panel.series.map((s) =>
      s.dots
        ? group(
            { stroke: s.color, "stroke-width": 1.5, fill: s.dots === "filled" ? s.color : "none" },
            s.points.filter(keep).map((p) => {
              const [cx, cy] = xy(p);
              return el("circle", { cx: px(cx), cy: px(cy), r: 3.5 });
            }),
          )
        : line(
            {
              stroke: s.color,
              "stroke-width": s.width ?? 1.8,
              "stroke-opacity": s.opacity,
              "stroke-dasharray": s.dashed ? "6,4" : undefined,
            },
            s.points,
          ),
    ),
    ...(panel.levels ?? []).flatMap((l) => [
      el("line", {
        x1: left,
        x2: right,
        y1: px(y.at(l.value)),
        y2: px(y.at(l.value)),
        stroke: l.color,
        "stroke-width": 1.5,
        "stroke-dasharray": "2,3",
      }),
      el(
        "text",
        {
          x: left + 4,
          y: px(y.at(l.value) - 7),
          dy: "0.32em",
          "font-size": 11,
          "font-weight": 600,
          fill: l.color,
        },
        l.label,
      ),
    ]),
    group(
      { stroke: "currentColor", "stroke-opacity": 0.45, "stroke-dasharray": "4,3" },
      rules.map((m) => el("line", { x1: px(x(m.bytes)), x2: px(x(m.bytes)), y1: top, y2: bottom })),
    ),
    // Mark labels on as many rows as they need not to overlap (see labelRows).
    group(
      { "font-size": 10.5 },
      rules.map((m, i) =>
        el(
          "text",
          {
            x: px(x(m.bytes)),
            y: top - MARK_ROW * (markRows - (rowOf[i] ?? 0)),
            dy: "0.71em",
            "text-anchor": anchorOf[i],
          },
          m.label,
        ),
      ),
    ),
    group(
      { "font-size": 11, "font-weight": 600 },
      (panel.notes ?? []).map((n) => {
        const [nx, ny] = xy(n);
        const anchor = n.anchor ?? "start";
        return el(
          "text",
          { x: px(nx + (anchor === "start" ? 6 : -4)), y: px(ny - 10), dy: "0.32em", "text-anchor": anchor },
          n.label,
        );
      }),
    ),
  ]);
  const legend = legendRow(document, panel.legend, width);
  const title = panel.title ? [textLine(document, panel.title, width, { bold: true })] : [];
  return stackCharts(document, [...title, legend, plot], { direction: "column", gap: 6 });
}

/**
 * The value axis over `range` (px, bottom then top): log with a tick per decade the values span
 * (labels without exponents), or linear from zero to 12 % above the largest value with nice ticks
 * one per 35 px (Plot's default density), whole numbers.
 */
function valueAxis(
  type: "log" | "linear",
  values: readonly number[],
  range: readonly [number, number],
  lang: ChartContext["lang"],
): ValueAxis {
  const [bottom, top] = range;
  if (type === "linear") {
    const axis = linearAxis([0, Math.max(...values) * 1.12], range, (bottom - top) / 35);
    return { at: axis.at, ticks: axis.ticks, label: (v) => formatNumber(lang, v, 0) };
  }
  const ticks = decadeTicks(Math.min(...values), Math.max(...values));
  const lo = Math.log10(ticks[0] ?? 1);
  const hi = Math.log10(ticks.at(-1) ?? 10);
  return {
    at: (v) => bottom + ((Math.log10(v) - lo) / (hi - lo)) * (top - bottom),
    ticks,
    label: (v) => formatTick(lang, v),
  };
}

/**
 * Rows for centred labels so that none overlaps another on its row: each label takes the first
 * row whose last label ends before it starts (labels are kept inside [left, right]).
 * @example labelRows([{x: 100, width: 80}, {x: 120, width: 80}, {x: 300, width: 40}], 0, 600) // [0, 1, 0]
 */
export function labelRows(
  labels: ReadonlyArray<{ readonly x: number; readonly width: number }>,
  left: number,
  right: number,
): number[] {
  const ends: number[] = [];
  return labels.map((label) => {
    const start = Math.max(left, Math.min(right - label.width, label.x - label.width / 2));
    let row = ends.findIndex((end) => end <= start);
    if (row < 0) row = ends.length;
    ends[row] = start + label.width;
    return row;
  });
}
