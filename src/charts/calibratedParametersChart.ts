/**
 * The calibrated numbers of the training model, one row each, grouped by unit: utilisation (%),
 * effective bandwidths (log axis, through the unit lens) and the overlay's contention exponent.
 * Each row shows the plausible range as a grey bar and the calibrated value as a dot (and, under
 * another reading of the study's settings, the stored value as an open circle); the model's
 * accuracy follows as text.
 */
import * as Plot from "@observablehq/plot";
import type { VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { chartStyle, mutedColor, series } from "./chartTheme.ts";
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
    return Plot.plot({
      document,
      width,
      height: 54 + rows.length * 36,
      marginTop: 30,
      marginLeft: labelMargin,
      marginRight: 24,
      style: chartStyle,
      x: log
        ? { ...logAxis, label: axis.label, grid: true }
        : {
            domain: [Math.min(0, lo), hi * 1.08],
            label: axis.label,
            grid: true,
            tickFormat: (d: number) => fmt(lang, d, d < 1 ? 2 : 0),
          },
      y: { domain: rows.map((r) => r.label), label: null, tickSize: 0, padding: 0.1 },
      marks: [
        Plot.text([title], {
          frameAnchor: "top-left",
          dx: -labelMargin + 4,
          dy: -22,
          fontWeight: 700,
          fontSize: 13,
        }),
        Plot.ruleY(placed, {
          x1: "plo",
          x2: "phi",
          y: "label",
          stroke: mutedColor,
          strokeOpacity: 0.6,
          strokeWidth: 7,
        }),
        ...(data.showStored
          ? [
              Plot.dot(
                placed.filter((r) => r.s !== r.v),
                { x: "ps", y: "label", r: 6, stroke: "currentColor", strokeWidth: 1.5, fill: "none" },
              ),
            ]
          : []),
        Plot.dot(placed, { x: "pv", y: "label", r: 6, fill: VALUE_COLOR, stroke: "var(--fab-bg)" }),
        Plot.text(placed, {
          x: "pv",
          y: "label",
          text: (r: (typeof placed)[number]) => fmt(lang, r.v, r.v < 1 ? 2 : axis.digits),
          dy: -13,
          fontSize: 11,
          fontWeight: 600,
          fill: "currentColor",
        }),
      ],
    }) as unknown as Element;
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
