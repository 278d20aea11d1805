/**
 * The four network paths of one study cluster side by side: effective bandwidth per node on a log
 * axis (the NIC's line rate as a tick, the data-path layer model's ceiling as a pale bar, dashed
 * where it rests on estimates, and the training model's effective bandwidth as a dot, with a
 * whisker where it is a band), CPU cycles per payload byte, and copies and kernel entries. Plain
 * SVG (no Observable Plot), laid out as Plot laid it out before: rows as bands with 30 % padding
 * (the glyph panel's as points), the log axis's 1-2-5 ticks, nice linear ticks for the cycles.
 */
import type { VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { bandScale } from "./bandScale.ts";
import { copyColor, crossingColor, mutedColor, series } from "./chartTheme.ts";
import { copyEntryLayout } from "./copyEntryLayout.ts";
import { dotMarks } from "./dotMarks.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { chartKey, fmt, log10Axis, NETWORK_COLORS, NETWORK_SHORT } from "./trainingChartParts.ts";

needStrings("k8sPaths");

/** One network path on one cluster (bandwidths in Gb/s, one direction). */
export interface PathCompareRow {
  readonly network: VirtualisationLayerId;
  readonly lineRateGbps: number;
  /** Whether the study measured this path on this cluster. */
  readonly measured: boolean;
  readonly layerGbps: number;
  readonly layerEstimate: boolean;
  readonly modelGbps: number;
  readonly modelLowGbps: number;
  readonly modelHighGbps: number;
  readonly modelBand: boolean;
  readonly senderCyclesPerByte: number;
  readonly receiverCyclesPerByte: number;
  readonly hypervisorCyclesPerByte: number;
  readonly copies: number;
  readonly crossings: number;
}

/** The chart's input. */
export interface K8sPathCompareChartData {
  readonly rows: readonly PathCompareRow[];
  readonly gpusPerNode: number;
  readonly cluster: string;
}

const ROW_PX = 38;
const MARGIN_TOP = 32;
const MARGIN_BOTTOM = 40;
const LABEL_MARGIN = 214;
const SENDER_COLOR = series[0];
const RECEIVER_COLOR = series[2];
const HYPERVISOR_COLOR = series[4];

/** Three panels side by side (stacked when narrow) with a legend above. */
export function k8sPathCompareChart(data: K8sPathCompareChartData, context: ChartContext): Element {
  const { tr, lang, document, lens } = context;
  const narrow = context.width < 680;
  const gap = 12;
  const inner = context.width - LABEL_MARGIN - 2 * gap;
  const widths = narrow
    ? [context.width, context.width, context.width]
    : [LABEL_MARGIN + Math.floor(inner * 0.46), Math.floor(inner * 0.28), Math.floor(inner * 0.26)];
  const left = (i: number) => (narrow || i === 0 ? LABEL_MARGIN : 8);
  const rows = data.rows.map((r) => ({
    ...r,
    label: r.measured
      ? tr(NETWORK_SHORT[r.network])
      : tr("fig.k8sCompare.notMeasured", { path: tr(NETWORK_SHORT[r.network]) }),
    line: lensRate(r.lineRateGbps, "capacity", lens),
    layer: lensRate(r.layerGbps, "throughput", lens),
    model: lensRate(r.modelGbps, "throughput", lens),
    low: lensRate(r.modelLowGbps, "throughput", lens),
    high: lensRate(r.modelHighGbps, "throughput", lens),
    color: NETWORK_COLORS[r.network],
  }));
  type R = (typeof rows)[number];
  const labels = rows.map((r) => r.label);
  const height = MARGIN_TOP + rows.length * ROW_PX + MARGIN_BOTTOM;
  const bottom = height - MARGIN_BOTTOM;
  const bands = bandScale(labels, [MARGIN_TOP, bottom], 0.3);
  const half = bands.bandwidth / 2;
  const mid = (r: R) => bands.at(r.label) + half;
  const marks = panelMarks(document);
  const { el, group } = marks;
  /** A panel `i` with its title, its row labels where it shows them and `children`. */
  const panel = (i: number, title: string, rowY: (r: R) => number, children: readonly Element[]) =>
    marks.panel(widths[i] ?? context.width, height, [
      ...(narrow || i === 0
        ? [
            marks.rowLabels(
              left(i) - 9,
              rows.map((r) => ({ label: r.label, y: rowY(r) })),
            ),
          ]
        : []),
      marks.title(title, MARGIN_TOP - 24),
      ...children,
    ]);
  const xRange = (i: number, marginRight: number) => [left(i), (widths[i] ?? 0) - marginRight] as const;

  const lo = Math.min(...rows.map((r) => Math.min(r.low, r.model, r.layer))) / 1.6;
  const hi = Math.max(...rows.map((r) => Math.max(r.high, r.line, r.layer))) * 1.6;
  const unit = tr(lensRateUnit("throughput", lens));
  const logAxis = log10Axis(lo, hi, (v) => fmt(lang, v, v < 1 ? 2 : 0));
  // The bandwidth axis is logarithmic: positions of log10 of the rates (see log10Axis).
  const bx = linearAxis(logAxis.domain, xRange(0, 16), 1).at;
  const at = (v: number) => bx(Math.log10(v));
  const bwTicks = logAxis.ticks.filter((_, i, a) => a.length < 9 || i % 3 === 0);
  const bar = (r: R, x1: number, x2: number, attributes: Record<string, string | number> = {}) =>
    el("rect", {
      x: px(x1),
      y: bands.at(r.label),
      width: px(x2 - x1),
      height: bands.bandwidth,
      ...attributes,
    });
  const start = at(lo);
  const bandwidth = panel(
    0,
    tr("fig.k8sCompare.bandwidthTitle", { cluster: data.cluster, gpus: data.gpusPerNode }),
    mid,
    [
      ...marks.xAxis(bwTicks, bx, logAxis.tickFormat, MARGIN_TOP, bottom),
      panelMarks(document).xLabel(tr("fig.k8sCompare.axisBandwidth", { unit }), widths[0] ?? 0, bottom),
      group(
        { "fill-opacity": 0.22 },
        rows.filter((r) => !r.layerEstimate).map((r) => bar(r, start, at(r.layer), { fill: r.color })),
      ),
      group(
        { "stroke-dasharray": "4,3", "fill-opacity": 0.12 },
        rows
          .filter((r) => r.layerEstimate)
          .map((r) => bar(r, start, at(r.layer), { fill: r.color, stroke: r.color })),
      ),
      group(
        { stroke: "currentColor", "stroke-width": 2.5 },
        rows.map((r) =>
          el("line", {
            x1: px(at(r.line)),
            x2: px(at(r.line)),
            y1: bands.at(r.label),
            y2: bands.at(r.label) + bands.bandwidth,
          }),
        ),
      ),
      group(
        { "stroke-width": 4 },
        rows
          .filter((r) => r.modelBand)
          .map((r) =>
            el("line", { x1: px(at(r.low)), x2: px(at(r.high)), y1: mid(r), y2: mid(r), stroke: r.color }),
          ),
      ),
      dotMarks(
        document,
        rows.map((r) => ({ x: at(r.model), y: mid(r), fill: r.color })),
        6,
        { stroke: "var(--fab-bg)" },
      ),
      group(
        { "text-anchor": "middle", "font-weight": 600, "font-size": 11 },
        rows.map((r) =>
          el(
            "text",
            { x: px(at(r.model)), y: mid(r) - 13, dy: "0.32em" },
            fmt(lang, r.model, r.model < 10 ? 1 : 0),
          ),
        ),
      ),
    ],
  );

  const total = (r: R) => r.senderCyclesPerByte + r.receiverCyclesPerByte + r.hypervisorCyclesPerByte;
  const maxCpb = Math.max(0.1, ...rows.map(total));
  const cx = linearAxis([0, maxCpb * 1.15], xRange(1, 40), 4);
  const cpu = panel(1, tr("fig.k8sCompare.cpuTitle"), mid, [
    ...marks.xAxis(cx.ticks, cx.at, (t) => cx.label(t, lang), MARGIN_TOP, bottom),
    panelMarks(document).xLabel(tr("fig.k8sCompare.axisCpb"), widths[1] ?? 0, bottom),
    group(
      {},
      rows.flatMap((r) => {
        const s = r.senderCyclesPerByte;
        const v = r.receiverCyclesPerByte;
        const h = r.hypervisorCyclesPerByte;
        return [
          { x1: 0, x2: s, color: SENDER_COLOR },
          { x1: s, x2: s + v, color: RECEIVER_COLOR },
          { x1: s + v, x2: s + v + h, color: HYPERVISOR_COLOR },
        ]
          .filter((p) => p.x2 > p.x1)
          .map((p) => bar(r, cx.at(p.x1), cx.at(p.x2), { fill: p.color }));
      }),
    ),
    group(
      { "font-size": 11, "text-anchor": "start" },
      rows.map((r) =>
        el(
          "text",
          { x: px(cx.at(total(r)) + 6), y: mid(r), dy: "0.32em" },
          fmt(lang, total(r), total(r) < 0.1 ? 3 : 2),
        ),
      ),
    ),
  ]);

  const glyphs = copyEntryLayout(
    rows.map((r) => ({ label: r.label, copies: r.copies, entries: r.crossings })),
  );
  const gx = linearAxis(glyphs.domain, xRange(2, 8), 1).at;
  const points = bandScale(labels, [MARGIN_TOP, bottom], 0.3, 1);
  const place = (g: { label: string; x: number }) => ({ x: gx(g.x), y: points.at(g.label) });
  const counts = panel(2, tr("fig.k8sCompare.countsTitle"), (r) => points.at(r.label), [
    dotMarks(document, glyphs.copies.map(place), 4, { fill: copyColor }, "square"),
    dotMarks(document, glyphs.entries.map(place), 5, { fill: crossingColor }, "triangle"),
  ]);
  const legend = chartKey(
    document,
    [
      { label: tr("fig.k8sCompare.legendLine"), color: "currentColor", shape: "line" },
      { label: tr("fig.k8sCompare.legendLayer"), color: mutedColor, shape: "dashed" },
      { label: tr("fig.k8sCompare.legendModel"), color: mutedColor, shape: "dot" },
      { label: tr("fig.k8sCompare.legendSender"), color: SENDER_COLOR, shape: "swatch" },
      { label: tr("fig.k8sCompare.legendReceiver"), color: RECEIVER_COLOR, shape: "swatch" },
      { label: tr("fig.k8sCompare.legendHypervisor"), color: HYPERVISOR_COLOR, shape: "swatch" },
      { label: tr("fig.k8sPath.legendCopy"), color: copyColor, shape: "square" },
      { label: tr("fig.k8sPath.legendCrossing"), color: crossingColor, shape: "triangle" },
    ],
    context.width,
  );
  const panels = stackCharts(document, [bandwidth, cpu, counts], {
    direction: narrow ? "column" : "row",
    gap,
  });
  return stackCharts(document, [legend, panels], { direction: "column", gap: 6 });
}
