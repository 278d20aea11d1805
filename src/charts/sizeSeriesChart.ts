/**
 * A quantity against message size on log-log axes (sizes in bytes, base 2): thin lines per
 * series, an optional wide halo under the segments that win (the fastest pair), dashed vertical
 * rules at marked sizes with labels, horizontal reference lines, a shaded size band, shaded value
 * ranges (a model's band), and a legend above. Used by the collective sweeps (bandwidth or time vs size).
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle } from "./chartTheme.ts";
import { type LegendItem, legendRow } from "./legendRow.ts";
import { decadeTicks, formatTick } from "./logAxis.ts";
import { formatSize, sizeTicks } from "./ncclChartParts.ts";
import { stackCharts } from "./stackCharts.ts";
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

/** One panel: legend, then the log-log plot. */
export function sizeSeriesChart(panel: SizeSeriesPanel, context: ChartContext): Element {
  const { document, tr, lang } = context;
  const width = context.width;
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
  const ticks = decadeTicks(Math.min(...values), Math.max(...values));
  const marks = [...(panel.marks ?? [])].sort((a, b) => a.bytes - b.bytes);
  const marginLeft = 62;
  const marginRight = 16;
  const xPixel = (b: number) =>
    marginLeft + ((width - marginLeft - marginRight) * Math.log2(b / xMin)) / Math.log2(xMax / xMin);
  const rowOf = labelRows(
    marks.map((m) => ({ x: xPixel(m.bytes), width: displayLength(m.label) * 6 + 8 })),
    marginLeft,
    width - marginRight,
  );
  const markRows = marks.length > 0 ? Math.max(...rowOf) + 1 : 0;
  // A label that would spill over an edge of the frame hangs from its rule instead of centring.
  const anchorOf = marks.map((m) => {
    const half = (displayLength(m.label) * 6 + 8) / 2;
    const x = xPixel(m.bytes);
    return x + half > width - marginRight ? "end" : x - half < marginLeft ? "start" : "middle";
  });
  const plot = Plot.plot({
    document,
    width,
    height: panel.height ?? 320,
    marginLeft,
    marginRight,
    marginTop: 24 + 14 * markRows,
    marginBottom: 40,
    style: chartStyle,
    x: {
      type: "log",
      base: 2,
      domain: [xMin, xMax],
      ticks: sizeTicks(xMin, xMax, width < 560 ? 6 : 4),
      tickFormat: (b: number) => formatSize(tr, lang, b, 0),
      label: tr("nccl.axisSize"),
      labelAnchor: "center",
      grid: true,
    },
    y:
      panel.yType === "linear"
        ? {
            type: "linear",
            domain: [0, Math.max(...values) * 1.12],
            tickFormat: (v: number) => formatNumber(lang, v, 0),
            label: panel.yLabel,
            grid: true,
          }
        : {
            type: "log",
            domain: [ticks[0] ?? 1, ticks.at(-1) ?? 10],
            ticks,
            tickFormat: (v: number) => formatTick(lang, v),
            label: panel.yLabel,
            grid: true,
          },
    marks: [
      ...(panel.band
        ? [
            Plot.rectX([panel.band], {
              x1: "from",
              x2: "to",
              fill: "currentColor",
              fillOpacity: 0.07,
            }),
            Plot.text([panel.band], {
              x: (b: { from: number; to: number }) => Math.sqrt(b.from * b.to),
              frameAnchor: "bottom",
              dy: -6,
              text: "label",
              fontSize: 11,
              fill: "currentColor",
            }),
          ]
        : []),
      ...(panel.ranges ?? []).map((r) =>
        Plot.areaY(
          r.points.filter((p) => p.low > 0 && p.high > 0 && Number.isFinite(p.high)),
          { x: "bytes", y1: "low", y2: "high", fill: r.color, fillOpacity: 0.15 },
        ),
      ),
      ...(panel.halos ?? []).map((h) =>
        Plot.line(h.points.filter(keep), {
          x: "bytes",
          y: "value",
          stroke: h.color,
          strokeWidth: 10,
          strokeOpacity: 0.25,
          strokeLinecap: "round",
        }),
      ),
      ...panel.series.map((s) =>
        s.dots
          ? Plot.dot(s.points.filter(keep), {
              x: "bytes",
              y: "value",
              r: 3.5,
              stroke: s.color,
              strokeWidth: 1.5,
              fill: s.dots === "filled" ? s.color : "none",
            })
          : Plot.line(s.points.filter(keep), {
              x: "bytes",
              y: "value",
              stroke: s.color,
              strokeWidth: s.width ?? 1.8,
              strokeOpacity: s.opacity ?? 1,
              ...(s.dashed ? { strokeDasharray: "6,4" } : {}),
            }),
      ),
      ...(panel.levels ?? []).flatMap((l) => [
        Plot.ruleY([l.value], { stroke: l.color, strokeWidth: 1.5, strokeDasharray: "2,3" }),
        Plot.text([l], {
          x: xMin,
          y: "value",
          text: "label",
          textAnchor: "start",
          dx: 4,
          dy: -7,
          fontSize: 11,
          fill: l.color,
          fontWeight: 600,
        }),
      ]),
      Plot.ruleX(marks, { x: "bytes", stroke: "currentColor", strokeOpacity: 0.45, strokeDasharray: "4,3" }),
      // Mark labels on as many rows as they need not to overlap (see labelRows).
      ...Array.from({ length: markRows }, (_, row) =>
        (["start", "middle", "end"] as const).map((anchor) =>
          Plot.text(
            marks.filter((_, i) => rowOf[i] === row && anchorOf[i] === anchor),
            {
              x: "bytes",
              frameAnchor: "top",
              dy: -14 * (markRows - row),
              text: "label",
              fontSize: 10.5,
              fill: "currentColor",
              textAnchor: anchor,
              lineAnchor: "top",
            },
          ),
        ),
      ).flat(),
      ...(["start", "end"] as const).map((anchor) =>
        Plot.text(
          (panel.notes ?? []).filter((n) => (n.anchor ?? "start") === anchor),
          {
            x: "bytes",
            y: "value",
            text: "label",
            textAnchor: anchor,
            dx: anchor === "start" ? 6 : -4,
            dy: -10,
            fontSize: 11,
            fontWeight: 600,
            fill: "currentColor",
          },
        ),
      ),
    ],
  }) as unknown as Element;
  const legend = legendRow(document, panel.legend, width);
  return stackCharts(document, [legend, plot], { direction: "column", gap: 6 });
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
