/**
 * The calibrated numbers of the training model, one row each, grouped by unit: utilisation (%),
 * effective bandwidths (log axis, through the unit lens) and the overlay's contention exponent.
 * Each row shows the plausible range as a grey bar and the calibrated value as a dot (and, under
 * another reading of the study's settings, the stored value as an open circle); the model's
 * accuracy follows as text. Plain SVG (no Observable Plot), laid out as Plot laid it out before:
 * rows as points with 10 % padding, a linear axis with a tick about every 80 px or the log axis's
 * 1-2-5 ticks, a light grid.
 */
import type { VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { bandScale } from "./bandScale.ts";
import { mutedColor, series } from "./chartTheme.ts";
import { dotMarks } from "./dotMarks.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { chartKey, fmt, log10Axis, type TextBlockItem, textBlock } from "./trainingChartParts.ts";

needStrings("calibratedParameters");

/** One calibrated parameter in display units (bandwidths in Gb/s, one direction). */
export interface CalibratedParameterRow {
  readonly name: string;
  readonly kind: "mfu" | "bandwidth" | "contention";
  readonly cluster: string | null;
  readonly network: VirtualisationLayerId | null;
  readonly value: number;
  /** The value under the study's own reading (equal to `value` there). */
  readonly stored: number;
  readonly unit: string;
  readonly low: number;
  readonly high: number;
  readonly meaning: string;
  readonly why: string;
}

/** The chart's input. */
export interface CalibratedParametersChartData {
  readonly rows: ReadonlyArray<CalibratedParameterRow & { readonly label: string }>;
  readonly showStored: boolean;
  readonly accuracy: readonly TextBlockItem[];
}

const VALUE_COLOR = series[0];
const LABEL_MARGIN = 250;
const MARGIN_TOP = 30;
const MARGIN_BOTTOM = 30;
const MARGIN_RIGHT = 24;

/** Three aligned panels (percent, bandwidth, exponent), a legend and the accuracy text. */
export function calibratedParametersChart(
  data: CalibratedParametersChartData,
  context: ChartContext,
): Element {
  const { tr, lang, document, lens } = context;
  const width = context.width;
  const labelMargin = Math.min(LABEL_MARGIN, Math.floor(width * 0.42));
  type Row = CalibratedParametersChartData["rows"][number];
  const panel = (
    kind: Row["kind"],
    title: string,
    convert: (v: number) => number,
    axis: { type: "linear" | "log"; label: string; digits: number },
  ): Element | null => {
    const rows = data.rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        ...r,
        v: convert(r.value),
        s: convert(r.stored),
        lo: convert(r.low),
        hi: convert(r.high),
      }));
    if (rows.length === 0) return null;
    const lo = Math.min(...rows.map((r) => r.lo));
    const hi = Math.max(...rows.map((r) => r.hi));
    const log = axis.type === "log";
    const logAxis = log10Axis(lo / 1.3, hi * 1.3, (v) => fmt(lang, v, v < 1 ? 2 : 0));
    // On a log axis the marks take log10 of the values (see log10Axis).
    const pos = (v: number) => (log ? Math.log10(v) : v);
    const placed = rows.map((r) => ({ ...r, pv: pos(r.v), ps: pos(r.s), plo: pos(r.lo), phi: pos(r.hi) }));
    const height = 54 + rows.length * 36;
    const bottom = height - MARGIN_BOTTOM;
    const range = [labelMargin, width - MARGIN_RIGHT] as const;
    // As Plot laid it out: a linear axis with a tick every 80 px or so, or the log axis's own ticks.
    const linear = linearAxis([Math.min(0, lo), hi * 1.08], range, (range[1] - range[0]) / 80);
    const x = log
      ? { at: linearAxis(logAxis.domain, range, 1).at, ticks: logAxis.ticks, label: logAxis.tickFormat }
      : { at: linear.at, ticks: linear.ticks, label: (d: number) => fmt(lang, d, d < 1 ? 2 : 0) };
    const y = bandScale(
      placed.map((r) => r.label),
      [MARGIN_TOP, bottom],
      0.1,
      1,
    );
    const marks = panelMarks(document);
    const { el, group } = marks;
    const stored = data.showStored ? placed.filter((r) => r.s !== r.v) : [];
    return marks.panel(width, height, [
      marks.rowLabels(
        labelMargin - 9,
        placed.map((r) => ({ label: r.label, y: y.at(r.label) })),
      ),
      ...marks.xAxis(x.ticks, x.at, x.label, MARGIN_TOP, bottom),
      panelMarks(document).xLabel(axis.label, width, bottom),
      marks.title(title, MARGIN_TOP - 22),
      group(
        { stroke: mutedColor, "stroke-opacity": 0.6, "stroke-width": 7 },
        placed.map((r) =>
          el("line", { x1: px(x.at(r.plo)), x2: px(x.at(r.phi)), y1: y.at(r.label), y2: y.at(r.label) }),
        ),
      ),
      ...(stored.length > 0
        ? [
            dotMarks(
              document,
              stored.map((r) => ({ x: x.at(r.ps), y: y.at(r.label) })),
              6,
              { stroke: "currentColor", fill: "none" },
            ),
          ]
        : []),
      dotMarks(
        document,
        placed.map((r) => ({ x: x.at(r.pv), y: y.at(r.label) })),
        6,
        { fill: VALUE_COLOR, stroke: "var(--fab-bg)" },
      ),
      group(
        { "text-anchor": "middle", "font-weight": 600, "font-size": 11 },
        placed.map((r) =>
          el(
            "text",
            { x: px(x.at(r.pv)), y: y.at(r.label) - 13, dy: "0.32em" },
            fmt(lang, r.v, r.v < 1 ? 2 : axis.digits),
          ),
        ),
      ),
    ]);
  };
  const panels = [
    panel("mfu", tr("fig.calParams.groupMfu"), (v) => v, {
      type: "linear",
      label: tr("fig.calParams.axisMfu"),
      digits: 1,
    }),
    panel("bandwidth", tr("fig.calParams.groupBandwidth"), (v) => lensRate(v, "throughput", lens), {
      type: "log",
      label: tr("fig.calParams.axisBandwidth", { unit: tr(lensRateUnit("throughput", lens)) }),
      digits: 1,
    }),
    panel("contention", tr("fig.calParams.groupContention"), (v) => v, {
      type: "linear",
      label: tr("fig.calParams.axisContention"),
      digits: 2,
    }),
  ].filter((p): p is Element => p !== null);
  const legend = chartKey(
    document,
    [
      { label: tr("fig.calParams.legendValue"), color: VALUE_COLOR, shape: "dot" },
      { label: tr("fig.calParams.legendRange"), color: mutedColor, shape: "swatch" },
      ...(data.showStored
        ? [{ label: tr("fig.calParams.legendStored"), color: "currentColor", shape: "circle" as const }]
        : []),
    ],
    width,
  );
  return stackCharts(document, [legend, ...panels, textBlock(document, data.accuracy, width)], {
    direction: "column",
    gap: 8,
  });
}
