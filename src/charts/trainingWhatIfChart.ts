/**
 * The training what-if: samples/s against node count on log-log axes, one line per network path
 * (solid where the model is calibrated, dashed where it is a band; the chosen path thick with its
 * band shaded), linear scaling for reference; below, where one optimizer step's time goes on each
 * path at the chosen node count; below that, why the chosen prediction is a band. Plain SVG (no
 * Observable Plot), laid out as Plot laid it out before: node counts on a log2 axis, samples/s on
 * the 1-2-5 log axis, the breakdown's rows as bands with 25 % padding and nice linear ticks.
 */
import type { TrainingTimeBreakdown, VirtualisationLayerId } from "fabric-model";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { bandScale } from "./bandScale.ts";
import { failedColor, mutedColor, series } from "./chartTheme.ts";
import { dotMarks } from "./dotMarks.ts";
import { linearAxis } from "./linearAxis.ts";
import { areaPath, linePath } from "./linePath.ts";
import { logScaleAxis } from "./logScaleAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
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
  const marks = panelMarks(document);
  const { el, group } = marks;
  const top = 16;
  const bottom = 340 - 30;
  const right = width - 124;
  const x = logScaleAxis([1, maxNodes], [56, right], 1).at;
  // The y axis is logarithmic: positions of log10 of samples/s (see log10Axis).
  const yLog = log10Axis(yMin, yMax, (v) => fmt(lang, v, v < 1 ? 2 : 0));
  const yAt = linearAxis(yLog.domain, [bottom, top], 1).at;
  const y = (v: number) => yAt(Math.log10(v));
  const nodeTicks = powersOfTwo(maxNodes);
  const curveLine = (isChosen: boolean, band: boolean) =>
    group(
      {
        fill: "none",
        "stroke-width": isChosen ? 3 : 1.5,
        "stroke-opacity": isChosen ? 1 : 0.85,
        "stroke-linecap": "round",
        "stroke-linejoin": "round",
        "stroke-dasharray": band ? "5,4" : undefined,
      },
      NETWORKS.filter((n) => (n === data.chosenNetwork) === isChosen).flatMap((n) =>
        curveSegments(data.points.filter((p) => p.network === n))
          .filter((s) => s.band === band)
          .map((s) =>
            el("path", {
              d: linePath(s.points.map((p) => [x(p.nodes), y(p.value)] as const)),
              stroke: NETWORK_COLORS[n],
            }),
          ),
      ),
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
  // Plot drew these dots' radii through its square-root radius scale (the median's at 3 px),
  // largest first so the smaller ones stay on top.
  const atChosen = data.points
    .filter((p) => p.nodes === data.nodes)
    .map((p) => ({ ...p, size: p.network === data.chosenNetwork ? 6 : 4 }))
    .sort((a, b) => b.size - a.size);
  const sizes = atChosen.map((p) => p.size).sort((a, b) => a - b);
  const middle = (sizes.length - 1) / 2;
  const medianSize = ((sizes[Math.floor(middle)] ?? 4) + (sizes[Math.ceil(middle)] ?? 4)) / 2;
  const idealAt = (nodes: number) => ({ x: x(nodes), y: y(data.oneNode * nodes) });
  const curve = marks.panel(width, 340, [
    ...marks.yAxis(yLog.ticks, yAt, yLog.tickFormat, 56, right),
    panelMarks(document).yLabel(tr("fig.whatIf.axisThroughput")),
    ...marks.xAxis(nodeTicks, x, (d) => fmt(lang, d, 0), top, bottom),
    panelMarks(document).xLabel(tr("fig.whatIf.axisNodes"), width, bottom),
    el("path", {
      d: areaPath(chosen.map((p) => [x(p.nodes), y(p.high), y(p.low)] as const)),
      fill: NETWORK_COLORS[data.chosenNetwork],
      "fill-opacity": 0.2,
    }),
    el("path", {
      d: linePath(ideal.map((p) => [idealAt(p.nodes).x, idealAt(p.nodes).y] as const)),
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 1.5,
      "stroke-opacity": 0.45,
      "stroke-dasharray": "2,4",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    el(
      "text",
      {
        x: px(idealAt(maxNodes / 4).x - 6),
        y: px(idealAt(maxNodes / 4).y - 8),
        dy: "0.32em",
        "text-anchor": "end",
        "fill-opacity": 0.7,
      },
      tr("fig.whatIf.ideal"),
    ),
    el("line", {
      x1: px(x(data.nodes)),
      x2: px(x(data.nodes)),
      y1: top,
      y2: bottom,
      stroke: "currentColor",
      "stroke-opacity": 0.3,
      "stroke-dasharray": "4,3",
    }),
    curveLine(false, false),
    curveLine(false, true),
    curveLine(true, false),
    curveLine(true, true),
    dotMarks(
      document,
      atChosen.map((p) => ({
        x: x(p.nodes),
        y: y(p.value),
        fill: NETWORK_COLORS[p.network],
        r: px(3 * Math.sqrt(p.size / medianSize)),
      })),
      3,
      { stroke: "var(--fab-bg)" },
    ),
    group(
      { "font-weight": 600, "text-anchor": "start" },
      ends.map((e, i) =>
        el(
          "text",
          {
            x: px(x(e.nodes) + 8),
            y: px(yAt(spread[i] ?? Math.log10(e.value))),
            dy: "0.32em",
            fill: NETWORK_COLORS[e.network],
          },
          tr(NETWORK_SHORT[e.network]),
        ),
      ),
    ),
  ]);

  const rows = NETWORKS.flatMap((n) => {
    const at = data.atNodes.find((a) => a.network === n);
    return at ? [{ ...at, label: tr(NETWORK_SHORT[n]) }] : [];
  });
  type Row = (typeof rows)[number];
  const maxTotal = Math.max(...rows.map((r) => r.step.total), 1e-9);
  const leftMargin = 110;
  const height = 44 + rows.length * 34;
  const barsBottom = height - 30;
  const bx = linearAxis([0, maxTotal * 1.05], [leftMargin, width - 90], (width - 90 - leftMargin) / 80);
  const bands = bandScale(
    rows.map((r) => r.label),
    [30, barsBottom],
    0.25,
  );
  const band = bands.bandwidth;
  const rect = (r: Row, x1: number, x2: number, inset: number, attributes: Record<string, string> = {}) =>
    el("rect", {
      x: px(bx.at(x1)),
      y: bands.at(r.label) + inset,
      width: px(bx.at(x2) - bx.at(x1)),
      height: band - 2 * inset,
      ...attributes,
    });
  const breakdown = marks.panel(width, height, [
    marks.rowLabels(
      leftMargin - 9,
      rows.map((r) => ({ label: r.label, y: bands.at(r.label) + band / 2 })),
    ),
    ...marks.xAxis(bx.ticks, bx.at, (t) => bx.label(t, lang), 30, barsBottom),
    panelMarks(document).xLabel(tr("fig.whatIf.axisStep"), width, barsBottom),
    marks.title(tr("fig.whatIf.breakdownTitle", { nodes: data.nodes }), 8),
    group(
      {},
      rows.flatMap((r) => {
        const c = r.step.compute;
        const e = r.step.exposedCommunication;
        const o = r.step.optimizer;
        return [
          { x1: 0, x2: c, color: COMPUTE_COLOR },
          { x1: c, x2: c + e, color: EXPOSED_COLOR },
          { x1: c + e, x2: c + e + o, color: OPTIMIZER_COLOR },
        ]
          .filter((s) => s.x2 > s.x1)
          .map((s) => rect(r, s.x1, s.x2, 0, { fill: s.color }));
      }),
    ),
    group(
      { fill: HIDDEN_COLOR },
      rows
        .filter((r) => r.step.hiddenCommunication > 0)
        .map((r) => rect(r, 0, Math.min(r.step.hiddenCommunication, r.step.compute), 9)),
    ),
    group(
      { fill: "none", stroke: "currentColor", "stroke-width": 1.5 },
      rows.filter((r) => r.network === data.chosenNetwork).map((r) => rect(r, 0, r.step.total, -3)),
    ),
    group(
      { "text-anchor": "start" },
      rows.map((r) =>
        el(
          "text",
          { x: px(bx.at(r.step.total) + 8), y: bands.at(r.label) + band / 2, dy: "0.32em" },
          `${fmt(lang, r.step.total, r.step.total < 10 ? 2 : 0)} ${tr("training.unit.s")}${r.kind === "band" ? " ≈" : ""}`,
        ),
      ),
    ),
  ]);

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
