/**
 * What each virtualisation layer costs, one row per path: effective bandwidth (with the link
 * rate as a rule), added one-way latency, and payload copies and kernel entries per message.
 * Rows resting on estimates are drawn pale with a dashed outline and their values marked "≈";
 * measurements are open circles.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle, copyColor, crossingColor, mutedColor } from "./chartTheme.ts";
import { copyEntryMarks } from "./copyEntryMarks.ts";
import { legendRow } from "./legendRow.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("kernelBypass");

/** One path (bare metal or behind a layer), ready to draw. */
export interface LayerBar {
  readonly label: string;
  readonly color: string;
  /** Effective bandwidth, in the chart's `unit`. */
  readonly bandwidth: number;
  readonly addedLatencyUs: number;
  readonly copies: number;
  readonly kernelCrossings: number;
  /** True when a number on this path is an estimate rather than measured or calibrated. */
  readonly estimate: boolean;
  readonly measured?: number;
  readonly measuredAddedLatencyUs?: number;
}

/** The chart's input. */
export interface VirtualisationChartData {
  readonly rows: readonly LayerBar[];
  /** The link's rate, in `unit`. */
  readonly linkRate: number;
  /** The unit of the bandwidths, already translated ("Gb/s", "GB/s"). */
  readonly unit: string;
  /** Message size of the latency panel, already formatted ("2 B"). */
  readonly latencySize: string;
}

const ROW_PX = 34;
const MARGIN_TOP = 30;
const MARGIN_BOTTOM = 36;
const LABEL_MARGIN = 132;

/** Three panels side by side (stacked when narrow), rows aligned, with a legend above. */
export function virtualisationChart(data: VirtualisationChartData, context: ChartContext): Element {
  const { tr, lang, document } = context;
  const narrow = context.width < 640;
  const labels = data.rows.map((r) => r.label);
  const height = MARGIN_TOP + data.rows.length * ROW_PX + MARGIN_BOTTOM;
  const gap = 12;
  const inner = context.width - LABEL_MARGIN - 2 * gap;
  const widths = narrow
    ? [context.width, context.width, context.width]
    : [LABEL_MARGIN + Math.floor(inner * 0.42), Math.floor(inner * 0.32), Math.floor(inner * 0.26)];
  const left = (i: number) => (narrow || i === 0 ? LABEL_MARGIN : 8);
  const y = (i: number) => ({
    domain: labels,
    axis: narrow || i === 0 ? ("left" as const) : null,
    label: null,
    tickSize: 0,
    padding: 0.25,
  });
  const value = (v: number, estimate: boolean, digits: number) => {
    const text = formatNumber(lang, v, digits);
    return estimate ? tr("fig.virtLayers.approx", { value: text }) : text;
  };
  const solid = data.rows.filter((r) => !r.estimate);
  const estimated = data.rows.filter((r) => r.estimate);
  const measuredBw = data.rows.filter((r) => r.measured !== undefined);
  const measuredLat = data.rows.filter((r) => r.measuredAddedLatencyUs !== undefined);
  const maxBw = Math.max(data.linkRate, ...data.rows.map((r) => Math.max(r.bandwidth, r.measured ?? 0)));
  const maxLat = Math.max(
    ...data.rows.map((r) => Math.max(r.addedLatencyUs, r.measuredAddedLatencyUs ?? 0)),
    0.1,
  );
  const title = (text: string, i: number) =>
    Plot.text([text], { frameAnchor: "top-left", dx: -left(i) + 4, dy: -24, fontWeight: 700, fontSize: 13 });
  const bars = (x: "bandwidth" | "addedLatencyUs") => [
    Plot.barX(solid, { x, y: "label", fill: (r: LayerBar) => r.color }),
    Plot.barX(estimated, {
      x,
      y: "label",
      fill: (r: LayerBar) => r.color,
      fillOpacity: 0.28,
      stroke: (r: LayerBar) => r.color,
      strokeDasharray: "4,3",
      strokeWidth: 1.5,
    }),
  ];
  const bandwidth = Plot.plot({
    document,
    width: widths[0],
    height,
    marginTop: MARGIN_TOP,
    marginBottom: MARGIN_BOTTOM,
    marginLeft: left(0),
    marginRight: 46,
    style: chartStyle,
    x: { domain: [0, maxBw * 1.05], label: null, grid: true, ticks: 4 },
    y: y(0),
    marks: [
      title(tr("fig.virtLayers.bandwidthTitle", { unit: data.unit }), 0),
      ...bars("bandwidth"),
      Plot.ruleX([data.linkRate], { stroke: mutedColor, strokeDasharray: "5,4", strokeWidth: 1.5 }),
      Plot.text(
        [tr("fig.virtLayers.linkRate", { rate: formatNumber(lang, data.linkRate, 0), unit: data.unit })],
        {
          x: data.linkRate,
          frameAnchor: "top",
          dy: -6,
          textAnchor: "end",
          fontSize: 11,
          fill: "currentColor",
        },
      ),
      Plot.text(data.rows, {
        x: "bandwidth",
        y: "label",
        text: (r: LayerBar) => value(r.bandwidth, r.estimate, r.bandwidth < 10 ? 1 : 0),
        dx: 10,
        textAnchor: "start",
        fontSize: 11,
        fill: "currentColor",
      }),
      Plot.dot(measuredBw, {
        x: "measured",
        y: "label",
        r: 6,
        stroke: "currentColor",
        strokeWidth: 2,
        fill: "none",
      }),
    ],
  }) as unknown as Element;
  const latency = Plot.plot({
    document,
    width: widths[1],
    height,
    marginTop: MARGIN_TOP,
    marginBottom: MARGIN_BOTTOM,
    marginLeft: left(1),
    marginRight: 40,
    style: chartStyle,
    x: { domain: [0, maxLat * 1.1], label: null, grid: true, ticks: 4 },
    y: y(1),
    marks: [
      title(tr("fig.virtLayers.latencyTitle", { size: data.latencySize }), 1),
      ...bars("addedLatencyUs"),
      Plot.text(data.rows, {
        x: "addedLatencyUs",
        y: "label",
        text: (r: LayerBar) => value(r.addedLatencyUs, r.estimate, r.addedLatencyUs < 10 ? 2 : 1),
        dx: 10,
        textAnchor: "start",
        fontSize: 11,
        fill: "currentColor",
      }),
      Plot.dot(measuredLat, {
        x: "measuredAddedLatencyUs",
        y: "label",
        r: 6,
        stroke: "currentColor",
        strokeWidth: 2,
        fill: "none",
      }),
    ],
  }) as unknown as Element;
  // Copies as squares, kernel entries as triangles after them: the timeline's marks.
  const glyphs = copyEntryMarks(
    data.rows.map((r) => ({ label: r.label, copies: r.copies, entries: r.kernelCrossings })),
  );
  const counts = Plot.plot({
    document,
    width: widths[2],
    height,
    marginTop: MARGIN_TOP,
    marginBottom: MARGIN_BOTTOM,
    marginLeft: left(2),
    marginRight: 8,
    style: chartStyle,
    x: { domain: glyphs.domain, axis: null },
    y: y(2),
    marks: [title(tr("fig.virtLayers.countsTitle", { size: data.latencySize }), 2), ...glyphs.marks],
  }) as unknown as Element;
  const legend = legendRow(
    document,
    [
      { label: tr("fig.virtLayers.legendSolid"), color: mutedColor },
      { label: tr("fig.virtLayers.legendEstimate"), color: mutedColor, shape: "dashed" },
      { label: tr("kernelBypass.measured"), color: "currentColor", shape: "circle" },
      { label: tr("fig.virtLayers.copies"), color: copyColor, shape: "square" },
      { label: tr("fig.virtLayers.crossings"), color: crossingColor, shape: "triangle" },
    ],
    context.width,
  );
  const panels = stackCharts(document, [bandwidth, latency, counts], {
    direction: narrow ? "column" : "row",
    gap,
  });
  return stackCharts(document, [legend, panels], { direction: "column", gap: 6 });
}
