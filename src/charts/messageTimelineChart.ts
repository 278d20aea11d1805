/**
 * One message through one or more data paths, stage by stage on a shared time axis: one panel
 * per path with a lane for the sender, the wire and the receiver. Each revealed stage is a bar
 * (its share of the latency) with its CPU time as a solid strip; squares mark payload copies and
 * triangles kernel entries; the newest revealed stage is outlined and read out above the lanes.
 */
import * as Plot from "@observablehq/plot";
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, type UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { chartStyle, copyColor, crossingColor, mutedColor, series } from "./chartTheme.ts";
import { modelLabel } from "./datapathChartParts.ts";
import { legendRow } from "./legendRow.ts";
import { stackCharts } from "./stackCharts.ts";

needStrings("kernelBypass");

/** Where a stage happens. */
export type TimelineSide = "sender" | "wire" | "receiver";

/** One stage placed on the time axis (microseconds from the application's call). */
export interface TimelineStage {
  /** 1-based position in the path. */
  readonly index: number;
  readonly id: string;
  readonly labelKey: string;
  readonly side: TimelineSide;
  readonly startUs: number;
  readonly endUs: number;
  readonly timeUs: number;
  readonly cpuUs: number;
  readonly copies: number;
  readonly kernelCrossings: number;
}

/** One path's trip. */
export interface TimelineLane {
  readonly pathLabel: UiKey;
  readonly stages: readonly TimelineStage[];
  readonly latencyUs: number;
  readonly roundTrip: boolean;
  /** CPU time on every core, both hosts. */
  readonly cpuUs: number;
  readonly copies: number;
  readonly kernelCrossings: number;
}

/** What the chart draws: the paths and how many stages of each are revealed. */
export interface MessageTimelineChartData {
  readonly lanes: readonly TimelineLane[];
  readonly step: number;
}

const SIDES: readonly TimelineSide[] = ["sender", "wire", "receiver"];
const SIDE_LABELS: Readonly<Record<TimelineSide, UiKey>> = {
  sender: "kernelBypass.side.sender",
  wire: "kernelBypass.side.wire",
  receiver: "kernelBypass.side.receiver",
};
const CPU_COLOR = series[0];
const LANE_PX = 34;
const MARGIN_TOP = 50;
const MARGIN_BOTTOM = 40;
const MARGIN_LEFT = 76;
const MARGIN_RIGHT = 18;
/** Approximate width of one character of a 10 px label, to decide whether a label fits its bar. */
const LABEL_CHAR_PX = 5.6;

/** The stage the readout describes at `step` (undefined once every stage is shown). */
export function currentStage(lane: TimelineLane, step: number): TimelineStage | undefined {
  return step >= 1 && step <= lane.stages.length ? lane.stages[step - 1] : undefined;
}

/**
 * The line describing where a lane stands at `step`: the newest revealed stage, or that the
 * message has arrived. `laneReadout(lane, 3, context)` -> "Stage 3 of 13: TCP/IP transmit, …".
 */
export function laneReadout(
  lane: TimelineLane,
  step: number,
  context: Pick<ChartContext, "tr" | "lang">,
): string {
  const { tr, lang } = context;
  const us = (v: number) => formatNumber(lang, v, v < 10 ? 2 : 1);
  const current = currentStage(lane, step);
  if (!current) {
    return tr(lane.roundTrip ? "fig.msgTimeline.readoutDoneRead" : "fig.msgTimeline.readoutDone", {
      count: lane.stages.length,
      latency: us(lane.latencyUs),
    });
  }
  return tr(
    current.index === lane.stages.length ? "fig.msgTimeline.readoutLast" : "fig.msgTimeline.readout",
    {
      step: current.index,
      count: lane.stages.length,
      stage: modelLabel(tr, current.labelKey),
      time: us(current.timeUs),
      cpu: us(current.cpuUs),
      latency: us(lane.latencyUs),
    },
  );
}

/** Legend, then one panel per path; every panel shares the time axis of the longest path. */
export function messageTimelineChart(data: MessageTimelineChartData, context: ChartContext): Element {
  const { tr, document } = context;
  const domainMax = Math.max(...data.lanes.map((l) => l.latencyUs), Number.MIN_VALUE);
  const legend = legendRow(
    document,
    [
      { label: tr("fig.msgTimeline.legendCpu"), color: CPU_COLOR },
      { label: tr("fig.msgTimeline.legendDevice"), color: mutedColor },
      { label: tr("fig.msgTimeline.legendCopy"), color: copyColor, shape: "square" },
      { label: tr("fig.msgTimeline.legendCrossing"), color: crossingColor, shape: "triangle" },
    ],
    context.width,
  );
  const panels = data.lanes.map((lane) => lanePanel(lane, data.step, domainMax, context));
  return stackCharts(document, [legend, ...panels], { direction: "column", gap: 6 });
}

function lanePanel(lane: TimelineLane, step: number, domainMax: number, context: ChartContext): Element {
  const { tr, lang } = context;
  const us = (v: number) => formatNumber(lang, v, v < 10 ? 2 : 1);
  const shown = lane.stages.slice(0, Math.max(0, step));
  const current = currentStage(lane, step);
  const pxPerUs = (context.width - MARGIN_LEFT - MARGIN_RIGHT) / domainMax;
  const title = tr("fig.msgTimeline.laneTitle", {
    path: tr(lane.pathLabel),
    latency: us(lane.latencyUs),
    kind: tr(lane.roundTrip ? "fig.msgTimeline.roundTrip" : "fig.msgTimeline.oneWay"),
    cpu: us(lane.cpuUs),
    copies: lane.copies,
    crossings: lane.kernelCrossings,
  });
  const readout = laneReadout(lane, step, context);
  const labelled = shown.filter(
    (s) => (s.endUs - s.startUs) * pxPerUs >= modelLabel(tr, s.labelKey).length * LABEL_CHAR_PX + 8,
  );
  const mid = (s: TimelineStage) => (s.startUs + s.endUs) / 2;
  const bar = { x1: "startUs", x2: "endUs", y: "side", insetTop: 7, insetBottom: 7 } as const;
  return Plot.plot({
    document: context.document,
    width: context.width,
    height: MARGIN_TOP + SIDES.length * LANE_PX + MARGIN_BOTTOM,
    marginTop: MARGIN_TOP,
    marginBottom: MARGIN_BOTTOM,
    marginLeft: MARGIN_LEFT,
    marginRight: MARGIN_RIGHT,
    style: chartStyle,
    x: { domain: [0, domainMax], label: tr("fig.msgTimeline.axisTime"), labelAnchor: "center", grid: true },
    y: {
      domain: [...SIDES],
      tickFormat: (s: TimelineSide) => tr(SIDE_LABELS[s]),
      label: null,
      padding: 0,
      tickSize: 0,
    },
    marks: [
      Plot.text([title], {
        frameAnchor: "top-left",
        dx: -MARGIN_LEFT + 4,
        dy: -44,
        fontWeight: 700,
        fontSize: 13,
      }),
      Plot.text([readout], { frameAnchor: "top-left", dx: -MARGIN_LEFT + 4, dy: -24, fontSize: 12 }),
      Plot.barX(lane.stages, {
        ...bar,
        fill: "none",
        stroke: mutedColor,
        strokeDasharray: "2,3",
      }),
      Plot.barX(shown, { ...bar, fill: mutedColor, fillOpacity: 0.45 }),
      Plot.barX(
        shown.filter((s) => s.cpuUs > 0),
        {
          x1: "startUs",
          x2: (s: TimelineStage) => s.startUs + Math.min(s.cpuUs, s.timeUs),
          y: "side",
          insetTop: 18,
          insetBottom: 7,
          fill: CPU_COLOR,
        },
      ),
      Plot.text(labelled, {
        x: mid,
        y: "side",
        dy: -4,
        text: (s: TimelineStage) => modelLabel(tr, s.labelKey),
        fontSize: 10,
        fill: "currentColor",
      }),
      Plot.barX(current ? [current] : [], {
        ...bar,
        insetTop: 4,
        insetBottom: 4,
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
      }),
      Plot.dot(
        shown.filter((s) => s.copies > 0),
        { x: mid, y: "side", dy: -13, symbol: "square", r: 3.5, fill: copyColor },
      ),
      Plot.dot(
        shown.filter((s) => s.kernelCrossings > 0),
        { x: mid, y: "side", dy: -13, symbol: "triangle", r: 4.5, fill: crossingColor },
      ),
    ],
  }) as unknown as Element;
}
