/**
 * The training what-if: samples/s against node count on log-log axes, one line per network path
 * (solid where the model is calibrated, dashed where it is a band; the chosen path thick with its
 * band shaded), linear scaling for reference; below, where one optimizer step's time goes on each
 * path at the chosen node count; below that, why the chosen prediction is a band.
 */
import * as Plot from "@observablehq/plot";
import type { TrainingTimeBreakdown, VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle, failedColor, mutedColor, series } from "./chartTheme.ts";
import { stackCharts } from "./stackCharts.ts";
import {
  chartKey,
  fmt,
  log10Axis,
  NETWORK_COLORS,
  NETWORK_SHORT,
  NETWORKS,
  powersOfTwo,
  spreadLabels,
  type TextBlockItem,
  textBlock,
} from "./trainingChartParts.ts";

needStrings("trainingWhatIf", "trainingStudy");

/** One point of a curve. */
export interface WhatIfCurvePoint {
  readonly network: VirtualisationLayerId;
  readonly nodes: number;
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** True when the model gives a band here rather than a calibrated point. */
  readonly band: boolean;
}

/** The chart's input. */
export interface TrainingWhatIfChartData {
  readonly points: readonly WhatIfCurvePoint[];
  readonly chosenNetwork: VirtualisationLayerId;
  readonly nodes: number;
  /** samples/s of the chosen configuration on one node (the linear-scaling reference). */
  readonly oneNode: number;
  readonly atNodes: ReadonlyArray<{
    readonly network: VirtualisationLayerId;
    readonly step: TrainingTimeBreakdown;
    readonly kind: "calibrated" | "band";
  }>;
  readonly reasons: readonly TextBlockItem[];
}

/** A curve cut into runs of equal `band`, each run sharing its first point with the previous one. */
export interface CurveSegment {
  readonly id: string;
  readonly band: boolean;
  readonly points: readonly WhatIfCurvePoint[];
}

/**
 * Cut a curve (sorted by nodes) into calibrated and band runs that join up:
 * `curveSegments(points)` -> [{band: false, points: 1..8}, {band: true, points: 8..64}].
 */
export function curveSegments(points: readonly WhatIfCurvePoint[]): CurveSegment[] {
  const out: CurveSegment[] = [];
  let current: WhatIfCurvePoint[] = [];
  let band: boolean | undefined;
  for (const p of points) {
    if (band !== undefined && p.band !== band) {
      out.push({ id: `${p.network}-${out.length}`, band, points: current });
      const last = current[current.length - 1];
      current = last ? [last] : [];
    }
    band = p.band;
    current.push(p);
  }
  if (band !== undefined && current.length > 0)
    out.push({ id: `${current[0]?.network}-${out.length}`, band, points: current });
  return out;
}

const COMPUTE_COLOR = mutedColor;
const EXPOSED_COLOR = failedColor;
const HIDDEN_COLOR = series[0];
const OPTIMIZER_COLOR = series[3];

/** The whole figure as one SVG. */
export function trainingWhatIfChart(data: TrainingWhatIfChartData, context: ChartContext): Element {
  const { tr, lang, document } = context;
  const width = context.width;
  const maxNodes = Math.max(...data.points.map((p) => p.nodes));
  const ideal = [
    { nodes: 1, value: data.oneNode },
    { nodes: maxNodes, value: data.oneNode * maxNodes },
  ];
  const chosen = data.points.filter((p) => p.network === data.chosenNetwork);
  const yMin = Math.min(...chosen.map((p) => p.low), ...data.points.map((p) => p.value)) * 0.8;
  const yMax =
    Math.max(...chosen.map((p) => p.high), ...data.points.map((p) => p.value), data.oneNode * maxNodes) *
    1.25;
  // The y axis is logarithmic: marks take log10 of samples/s (see log10Axis).
  const lg = Math.log10;
  const segments = NETWORKS.flatMap((n) =>
    curveSegments(data.points.filter((p) => p.network === n)).flatMap((s) =>
      s.points.map((p) => ({ ...p, y: lg(p.value), seg: s.id, segBand: s.band })),
    ),
  );
  type SegPoint = (typeof segments)[number];
  const line = (isChosen: boolean, band: boolean) =>
    Plot.line(
      segments.filter((p) => (p.network === data.chosenNetwork) === isChosen && p.segBand === band),
      {
        x: "nodes",
        y: "y",
        z: "seg",
        stroke: (p: SegPoint) => NETWORK_COLORS[p.network],
        strokeWidth: isChosen ? 3 : 1.5,
        strokeOpacity: isChosen ? 1 : 0.85,
        ...(band ? { strokeDasharray: "5,4" } : {}),
      },
    );
  const ends = NETWORKS.flatMap((n) => {
    const last = data.points.filter((p) => p.network === n).at(-1);
    return last ? [last] : [];
  });
  const logRange = Math.log10(yMax) - Math.log10(yMin);
  const spread = spreadLabels(
    ends.map((e) => Math.log10(e.value)),
    logRange * 0.06,
  );
  const labels = ends.map((e, i) => ({ ...e, y: spread[i] ?? lg(e.value) }));
  const atChosen = data.points.filter((p) => p.nodes === data.nodes).map((p) => ({ ...p, y: lg(p.value) }));
  const band = chosen.map((p) => ({ nodes: p.nodes, low: lg(p.low), high: lg(p.high) }));
  const idealLine = ideal.map((p) => ({ nodes: p.nodes, y: lg(p.value) }));
  const curve = Plot.plot({
    document,
    width,
    height: 340,
    marginTop: 16,
    marginLeft: 56,
    marginRight: 124,
    style: chartStyle,
    x: {
      type: "log",
      base: 2,
      domain: [1, maxNodes],
      ticks: powersOfTwo(maxNodes),
      tickFormat: (d: number) => fmt(lang, d, 0),
      label: tr("fig.whatIf.axisNodes"),
      grid: true,
    },
    y: {
      ...log10Axis(yMin, yMax, (v) => fmt(lang, v, v < 1 ? 2 : 0)),
      label: tr("fig.whatIf.axisThroughput"),
      grid: true,
    },
    marks: [
      Plot.areaY(band, {
        x: "nodes",
        y1: "low",
        y2: "high",
        fill: NETWORK_COLORS[data.chosenNetwork],
        fillOpacity: 0.2,
      }),
      Plot.line(idealLine, {
        x: "nodes",
        y: "y",
        stroke: "currentColor",
        strokeOpacity: 0.45,
        strokeDasharray: "2,4",
      }),
      Plot.text([{ nodes: maxNodes / 4, y: lg(data.oneNode * (maxNodes / 4)) }], {
        x: "nodes",
        y: "y",
        text: () => tr("fig.whatIf.ideal"),
        dx: -6,
        dy: -8,
        textAnchor: "end",
        fill: "currentColor",
        fillOpacity: 0.7,
      }),
      Plot.ruleX([data.nodes], { stroke: "currentColor", strokeOpacity: 0.3, strokeDasharray: "4,3" }),
      line(false, false),
      line(false, true),
      line(true, false),
      line(true, true),
      Plot.dot(atChosen, {
        x: "nodes",
        y: "y",
        r: (p: WhatIfCurvePoint) => (p.network === data.chosenNetwork ? 6 : 4),
        fill: (p: WhatIfCurvePoint) => NETWORK_COLORS[p.network],
        stroke: "var(--fab-bg)",
      }),
      Plot.text(labels, {
        x: "nodes",
        y: "y",
        text: (e: (typeof labels)[number]) => tr(NETWORK_SHORT[e.network]),
        fill: (e: (typeof labels)[number]) => NETWORK_COLORS[e.network],
        fontWeight: 600,
        dx: 8,
        textAnchor: "start",
      }),
    ],
  }) as unknown as Element;

  const rows = NETWORKS.flatMap((n) => {
    const at = data.atNodes.find((a) => a.network === n);
    return at ? [{ ...at, label: tr(NETWORK_SHORT[n]) }] : [];
  });
  type Row = (typeof rows)[number];
  const parts = rows.flatMap((r) => {
    const c = r.step.compute;
    const e = r.step.exposedCommunication;
    const o = r.step.optimizer;
    return [
      { label: r.label, part: "compute", x1: 0, x2: c, color: COMPUTE_COLOR },
      { label: r.label, part: "exposed", x1: c, x2: c + e, color: EXPOSED_COLOR },
      { label: r.label, part: "optimizer", x1: c + e, x2: c + e + o, color: OPTIMIZER_COLOR },
    ].filter((s) => s.x2 > s.x1);
  });
  type Part = (typeof parts)[number];
  const maxTotal = Math.max(...rows.map((r) => r.step.total), 1e-9);
  const leftMargin = 110;
  const breakdown = Plot.plot({
    document,
    width,
    height: 44 + rows.length * 34,
    marginTop: 30,
    marginLeft: leftMargin,
    marginRight: 90,
    style: chartStyle,
    x: { domain: [0, maxTotal * 1.05], label: tr("fig.whatIf.axisStep"), grid: true },
    y: { domain: rows.map((r) => r.label), label: null, tickSize: 0, padding: 0.25 },
    marks: [
      Plot.text([tr("fig.whatIf.breakdownTitle", { nodes: data.nodes })], {
        frameAnchor: "top-left",
        dx: -leftMargin + 4,
        dy: -22,
        fontWeight: 700,
        fontSize: 13,
      }),
      Plot.barX(parts, { x1: "x1", x2: "x2", y: "label", fill: (s: Part) => s.color }),
      Plot.barX(
        rows.filter((r) => r.step.hiddenCommunication > 0),
        {
          x1: 0,
          x2: (r: Row) => Math.min(r.step.hiddenCommunication, r.step.compute),
          y: "label",
          fill: HIDDEN_COLOR,
          insetTop: 9,
          insetBottom: 9,
        },
      ),
      Plot.barX(
        rows.filter((r) => r.network === data.chosenNetwork),
        {
          x1: 0,
          x2: (r: Row) => r.step.total,
          y: "label",
          fill: "none",
          stroke: "currentColor",
          strokeWidth: 1.5,
          insetTop: -3,
          insetBottom: -3,
        },
      ),
      Plot.text(rows, {
        x: (r: Row) => r.step.total,
        y: "label",
        text: (r: Row) =>
          `${fmt(lang, r.step.total, r.step.total < 10 ? 2 : 0)} ${tr("training.unit.s")}${r.kind === "band" ? " ≈" : ""}`,
        dx: 8,
        textAnchor: "start",
        fill: "currentColor",
      }),
    ],
  }) as unknown as Element;

  const legend = chartKey(
    document,
    [
      { label: tr("fig.whatIf.legendCalibrated"), color: "currentColor", shape: "line" },
      { label: tr("fig.whatIf.legendBand"), color: "currentColor", shape: "dashedLine" },
      { label: tr("fig.whatIf.legendShaded"), color: NETWORK_COLORS[data.chosenNetwork], shape: "swatch" },
    ],
    width,
  );
  const stepLegend = chartKey(
    document,
    [
      { label: tr("fig.whatIf.partCompute"), color: COMPUTE_COLOR },
      { label: tr("fig.whatIf.partExposed"), color: EXPOSED_COLOR },
      { label: tr("fig.whatIf.partHidden"), color: HIDDEN_COLOR },
      { label: tr("fig.whatIf.partOptimizer"), color: OPTIMIZER_COLOR },
    ],
    width,
  );
  return stackCharts(
    document,
    [legend, curve, breakdown, stepLegend, textBlock(document, data.reasons, width)],
    { direction: "column", gap: 10 },
  );
}
