/**
 * The four network paths of one study cluster side by side: effective bandwidth per node on a log
 * axis (the NIC's line rate as a tick, the data-path layer model's ceiling as a pale bar, dashed
 * where it rests on estimates, and the training model's effective bandwidth as a dot, with a
 * whisker where it is a band), CPU cycles per payload byte, and copies and kernel entries.
 */
import * as Plot from "@observablehq/plot";
import type { VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../lib/unitLens.ts";
import { chartStyle, copyColor, crossingColor, mutedColor, series } from "./chartTheme.ts";
import { copyEntryMarks } from "./copyEntryMarks.ts";
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
  // The bandwidth axis is logarithmic: marks take log10 of the rates (see log10Axis).
  const lg = Math.log10;
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
  const y = (i: number) => ({
    domain: labels,
    axis: narrow || i === 0 ? ("left" as const) : null,
    label: null,
    tickSize: 0,
    padding: 0.3,
  });
  const title = (text: string, i: number) =>
    Plot.text([text], { frameAnchor: "top-left", dx: -left(i) + 4, dy: -24, fontWeight: 700, fontSize: 13 });
  const lo = Math.min(...rows.map((r) => Math.min(r.low, r.model, r.layer))) / 1.6;
  const hi = Math.max(...rows.map((r) => Math.max(r.high, r.line, r.layer))) * 1.6;
  const unit = tr(lensRateUnit("throughput", lens));
  const logAxis = log10Axis(lo, hi, (v) => fmt(lang, v, v < 1 ? 2 : 0));
  const at = rows.map((r) => ({
    ...r,
    pLine: lg(r.line),
    pLayer: lg(r.layer),
    pModel: lg(r.model),
    pLow: lg(r.low),
    pHigh: lg(r.high),
  }));
  type A = (typeof at)[number];
  const floor = lg(lo);
  const bandwidth = Plot.plot({
    document,
    width: widths[0],
    height,
    marginTop: MARGIN_TOP,
    marginBottom: MARGIN_BOTTOM,
    marginLeft: left(0),
    marginRight: 16,
    style: chartStyle,
    x: {
      ...logAxis,
      ticks: logAxis.ticks.filter((_, i, a) => a.length < 9 || i % 3 === 0),
      label: tr("fig.k8sCompare.axisBandwidth", { unit }),
      grid: true,
    },
    y: y(0),
    marks: [
      title(tr("fig.k8sCompare.bandwidthTitle", { cluster: data.cluster, gpus: data.gpusPerNode }), 0),
      Plot.barX(
        at.filter((r) => !r.layerEstimate),
        { x1: floor, x2: "pLayer", y: "label", fill: (r: A) => r.color, fillOpacity: 0.22 },
      ),
      Plot.barX(
        at.filter((r) => r.layerEstimate),
        {
          x1: floor,
          x2: "pLayer",
          y: "label",
          fill: (r: A) => r.color,
          fillOpacity: 0.12,
          stroke: (r: A) => r.color,
          strokeDasharray: "4,3",
        },
      ),
      Plot.tickX(at, { x: "pLine", y: "label", stroke: "currentColor", strokeWidth: 2.5 }),
      Plot.ruleY(
        at.filter((r) => r.modelBand),
        { x1: "pLow", x2: "pHigh", y: "label", stroke: (r: A) => r.color, strokeWidth: 4 },
      ),
      Plot.dot(at, { x: "pModel", y: "label", r: 6, fill: (r: A) => r.color, stroke: "var(--fab-bg)" }),
      Plot.text(at, {
        x: "pModel",
        y: "label",
        text: (r: A) => fmt(lang, r.model, r.model < 10 ? 1 : 0),
        dy: -13,
        fontSize: 11,
        fontWeight: 600,
        fill: "currentColor",
      }),
    ],
  }) as unknown as Element;
  const cpb = rows.flatMap((r) => {
    const s = r.senderCyclesPerByte;
    const v = r.receiverCyclesPerByte;
    const h = r.hypervisorCyclesPerByte;
    return [
      { label: r.label, x1: 0, x2: s, color: SENDER_COLOR },
      { label: r.label, x1: s, x2: s + v, color: RECEIVER_COLOR },
      { label: r.label, x1: s + v, x2: s + v + h, color: HYPERVISOR_COLOR },
    ].filter((p) => p.x2 > p.x1);
  });
  const maxCpb = Math.max(
    0.1,
    ...rows.map((r) => r.senderCyclesPerByte + r.receiverCyclesPerByte + r.hypervisorCyclesPerByte),
  );
  const cpu = Plot.plot({
    document,
    width: widths[1],
    height,
    marginTop: MARGIN_TOP,
    marginBottom: MARGIN_BOTTOM,
    marginLeft: left(1),
    marginRight: 40,
    style: chartStyle,
    x: { domain: [0, maxCpb * 1.15], label: tr("fig.k8sCompare.axisCpb"), grid: true, ticks: 4 },
    y: y(1),
    marks: [
      title(tr("fig.k8sCompare.cpuTitle"), 1),
      Plot.barX(cpb, { x1: "x1", x2: "x2", y: "label", fill: (p: (typeof cpb)[number]) => p.color }),
      Plot.text(rows, {
        x: (r: R) => r.senderCyclesPerByte + r.receiverCyclesPerByte + r.hypervisorCyclesPerByte,
        y: "label",
        text: (r: R) => {
          const t = r.senderCyclesPerByte + r.receiverCyclesPerByte + r.hypervisorCyclesPerByte;
          return fmt(lang, t, t < 0.1 ? 3 : 2);
        },
        dx: 6,
        textAnchor: "start",
        fontSize: 11,
        fill: "currentColor",
      }),
    ],
  }) as unknown as Element;
  const glyphs = copyEntryMarks(
    rows.map((r) => ({ label: r.label, copies: r.copies, entries: r.crossings })),
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
    marks: [title(tr("fig.k8sCompare.countsTitle"), 2), ...glyphs.marks],
  }) as unknown as Element;
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
