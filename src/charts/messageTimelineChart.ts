/**
 * One message through one or more data paths, stage by stage on a shared time axis: one panel
 * per path with a lane for the sender, the wire and the receiver. Each revealed stage is a bar
 * (its share of the latency) with its CPU time as a solid strip; squares mark payload copies and
 * triangles kernel entries; the newest revealed stage is outlined and read out above the lanes.
 * Plain SVG (no Observable Plot), laid out as Plot laid it out before: a 34 px band per lane, nice
 * linear time ticks (one per 80 px) with a light grid, the marks inset in their band as before.
 */
import type { ChartContext } from "../figures/FigureDefinition.ts";
import { formatNumber, type UiKey } from "../lib/i18n.ts";
import { needStrings } from "../lib/stringAreas.ts";
import { copyColor, crossingColor, mutedColor, series } from "./chartTheme.ts";
import { modelLabel } from "./datapathChartParts.ts";
import { legendRow } from "./legendRow.ts";
import { linearAxis } from "./linearAxis.ts";
import { panelMarks, px } from "./panelMarks.ts";
import { stackCharts } from "./stackCharts.ts";
import { type DotSymbol, symbolPath } from "./symbolPath.ts";

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
  const marks = panelMarks(context.document);
  const { el, group } = marks;
  const { width } = context;
  const height = MARGIN_TOP + SIDES.length * LANE_PX + MARGIN_BOTTOM;
  const bottom = height - MARGIN_BOTTOM;
  const range: [number, number] = [MARGIN_LEFT, width - MARGIN_RIGHT];
  const x = linearAxis([0, domainMax], range, (range[1] - range[0]) / 80);
  const laneTop = (side: TimelineSide) => MARGIN_TOP + SIDES.indexOf(side) * LANE_PX;
  const mid = (s: TimelineStage) => x.at((s.startUs + s.endUs) / 2);
  /** A stage's bar from `from` to `to` µs, inset `top` and `below` px in its lane. */
  const bar = (s: TimelineStage, top: number, below: number, to = s.endUs) => {
    const [x1, x2] = [x.at(s.startUs), x.at(to)];
    return el("rect", {
      x: px(Math.min(x1, x2)),
      y: laneTop(s.side) + top,
      width: px(Math.abs(x2 - x1)),
      height: LANE_PX - top - below,
    });
  };
  const dots = (stages: readonly TimelineStage[], symbol: DotSymbol, r: number, fill: string) =>
    group(
      { fill },
      stages.map((s) =>
        el("path", {
          d: symbolPath(symbol, r),
          transform: `translate(${px(mid(s))},${laneTop(s.side) + LANE_PX / 2 - 13})`,
        }),
      ),
    );
  return marks.panel(width, height, [
    marks.rowLabels(
      MARGIN_LEFT - 9,
      SIDES.map((side) => ({ label: tr(SIDE_LABELS[side]), y: laneTop(side) + LANE_PX / 2 })),
    ),
    ...marks.xAxis(x.ticks, x.at, (t) => x.label(t, lang), MARGIN_TOP, bottom),
    marks.xLabel(tr("fig.msgTimeline.axisTime"), width, bottom, {
      marginBottom: MARGIN_BOTTOM,
      centre: range,
    }),
    el("text", { x: 4, y: MARGIN_TOP - 44, dy: "0.71em", "font-weight": 700, "font-size": 13 }, title),
    el("text", { x: 4, y: MARGIN_TOP - 24, dy: "0.71em" }, readout),
    group(
      { fill: "none", stroke: mutedColor, "stroke-dasharray": "2,3" },
      lane.stages.map((s) => bar(s, 7, 7)),
    ),
    group(
      { fill: mutedColor, "fill-opacity": 0.45 },
      shown.map((s) => bar(s, 7, 7)),
    ),
    group(
      { fill: CPU_COLOR },
      shown.filter((s) => s.cpuUs > 0).map((s) => bar(s, 18, 7, s.startUs + Math.min(s.cpuUs, s.timeUs))),
    ),
    group(
      { "font-size": 10, "text-anchor": "middle" },
      labelled.map((s) =>
        el(
          "text",
          { x: px(mid(s)), y: laneTop(s.side) + LANE_PX / 2 - 4, dy: "0.32em" },
          modelLabel(tr, s.labelKey),
        ),
      ),
    ),
    group({ fill: "none", stroke: "currentColor", "stroke-width": 2 }, current ? [bar(current, 4, 4)] : []),
    dots(
      shown.filter((s) => s.copies > 0),
      "square",
      3.5,
      copyColor,
    ),
    dots(
      shown.filter((s) => s.kernelCrossings > 0),
      "triangle",
      4.5,
      crossingColor,
    ),
  ]);
}
