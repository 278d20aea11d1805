/**
 * Figure: one message through the kernel TCP path and through an RDMA verb, stage by stage on
 * a common time axis, from fabric-model's `messagePath` on the ConnectX-5 testbed. The reader
 * steps through the stages; the step is part of the state, so a link restores it.
 */
import {
  bytes,
  type DatapathPathKind,
  type DatapathStage,
  datapathPathKinds,
  inMicroseconds,
  type MessagePathResult,
  messagePath,
} from "fabric-model";
import { modelLabel } from "../../charts/datapathChartParts.ts";
import {
  currentStage,
  laneReadout,
  messageTimelineChart,
  type TimelineLane,
  type TimelineSide,
  type TimelineStage,
} from "../../charts/messageTimelineChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("kernelBypass");

/** Message sizes offered, in bytes, with their labels. */
const SIZE_LABELS = {
  "2": "kernelBypass.size.2",
  "64": "kernelBypass.size.64",
  "1024": "kernelBypass.size.1024",
  "4096": "kernelBypass.size.4096",
  "65536": "kernelBypass.size.65536",
  "1048576": "kernelBypass.size.1048576",
} as const satisfies Record<string, UiKey>;
type SizeOption = keyof typeof SIZE_LABELS;
const SIZES = Object.keys(SIZE_LABELS) as SizeOption[];

/** UI label of each data path. */
export const PATH_LABELS: Readonly<Record<DatapathPathKind, UiKey>> = {
  "kernel-tcp": "kernelBypass.path.kernelTcp",
  "rdma-write": "kernelBypass.path.rdmaWrite",
  "rdma-send": "kernelBypass.path.rdmaSend",
  "rdma-read": "kernelBypass.path.rdmaRead",
};

/** The most stages any path has without virtualisation layers: the step control's maximum. */
export const MAX_STAGES = Math.max(
  ...datapathPathKinds.map((path) => messagePath({ path, bytes: bytes(1) }).stages.length),
);

const spec = {
  size: {
    kind: "enum",
    options: SIZES,
    labels: SIZE_LABELS,
    default: "4096",
    label: "fig.msgTimeline.size",
  },
  verb: {
    kind: "enum",
    options: ["rdma-write", "rdma-send", "rdma-read"],
    labels: {
      "rdma-write": "kernelBypass.path.rdmaWrite",
      "rdma-send": "kernelBypass.path.rdmaSend",
      "rdma-read": "kernelBypass.path.rdmaRead",
    },
    default: "rdma-write",
    label: "fig.msgTimeline.verb",
  },
  step: {
    kind: "int",
    min: 1,
    max: MAX_STAGES,
    step: 1,
    default: MAX_STAGES,
    label: "fig.msgTimeline.step",
    // Play reveals one stage at a time, started by the reader; it stops at the last stage.
    play: { intervalMs: 900 },
  },
} as const satisfies StateSpec;

/**
 * Place a path's stages end to end on a time axis in microseconds (the model's stage times sum
 * to the latency, so the last stage ends at it).
 * @example layoutTimeline(messagePath({ path: "rdma-write", bytes: bytes(2) }).stages).at(-1)?.endUs // ~1.26
 */
export function layoutTimeline(stages: readonly DatapathStage[]): TimelineStage[] {
  let clock = 0;
  return stages.map((stage, i) => {
    const timeUs = inMicroseconds(stage.time);
    const placed: TimelineStage = {
      index: i + 1,
      id: stage.id,
      labelKey: stage.labelKey,
      side: stage.side as TimelineSide,
      startUs: clock,
      endUs: clock + timeUs,
      timeUs,
      cpuUs: inMicroseconds(stage.cpu),
      copies: stage.copies,
      kernelCrossings: stage.kernelCrossings,
    };
    clock += timeUs;
    return placed;
  });
}

function lane(result: MessagePathResult): TimelineLane {
  return {
    pathLabel: PATH_LABELS[result.path],
    stages: layoutTimeline(result.stages),
    latencyUs: inMicroseconds(result.latency),
    roundTrip: result.latencyKind === "round-trip",
    cpuUs:
      inMicroseconds(result.senderCpu) +
      inMicroseconds(result.receiverCpu) +
      inMicroseconds(result.hypervisorCpu),
    copies: result.copies,
    kernelCrossings: result.kernelCrossings,
  };
}

/** Data of the figure: the kernel TCP lane, the RDMA lane and the step. */
export interface MessageTimelineData {
  readonly sizeLabel: UiKey;
  readonly step: number;
  readonly lanes: readonly [TimelineLane, TimelineLane];
}

const SIDE_LABELS: Readonly<Record<TimelineSide, UiKey>> = {
  sender: "kernelBypass.side.sender",
  wire: "kernelBypass.side.wire",
  receiver: "kernelBypass.side.receiver",
};

export const messageTimeline: FigureDefinition<typeof spec, MessageTimelineData> = {
  id: "message-timeline",
  title: "fig.msgTimeline.title",
  caption: "fig.msgTimeline.caption",
  spec,
  compute(state) {
    const size = bytes(Number(state.size));
    const tcp = messagePath({ path: "kernel-tcp", bytes: size });
    const rdma = messagePath({ path: state.verb, bytes: size });
    return { sizeLabel: SIZE_LABELS[state.size], step: state.step, lanes: [lane(tcp), lane(rdma)] };
  },
  chart(data, context) {
    return messageTimelineChart({ lanes: data.lanes, step: data.step }, context);
  },
  table(data, tr) {
    const rows = data.lanes.flatMap((l) =>
      l.stages.map((s) => ({
        path: tr(l.pathLabel),
        step: s.index,
        stage: modelLabel(tr, s.labelKey),
        side: tr(SIDE_LABELS[s.side]),
        start: s.startUs,
        time: s.timeUs,
        cpu: s.cpuUs,
        copies: s.copies,
        crossings: s.kernelCrossings,
      })),
    );
    return {
      columns: [
        { key: "path", label: "fig.msgTimeline.colPath" },
        { key: "step", label: "fig.msgTimeline.colStep", digits: 0 },
        { key: "stage", label: "fig.msgTimeline.colStage" },
        { key: "side", label: "fig.msgTimeline.colSide" },
        { key: "start", label: "fig.msgTimeline.colStart", unit: "unit.us", digits: 3 },
        { key: "time", label: "fig.msgTimeline.colTime", unit: "unit.us", digits: 3 },
        { key: "cpu", label: "fig.msgTimeline.colCpu", unit: "unit.us", digits: 3 },
        { key: "copies", label: "fig.msgTimeline.colCopies", digits: 0 },
        { key: "crossings", label: "fig.msgTimeline.colCrossings", digits: 0 },
      ],
      rows,
    };
  },
  summary(data, tr, lang) {
    const [tcp, rdma] = data.lanes;
    const us = (v: number) => formatNumber(lang, v, v < 10 ? 2 : 1);
    const base = tr("fig.msgTimeline.summary", {
      size: tr(data.sizeLabel),
      tcpLatency: us(tcp.latencyUs),
      tcpCpu: us(tcp.cpuUs),
      tcpCopies: tcp.copies,
      tcpCrossings: tcp.kernelCrossings,
      verb: tr(rdma.pathLabel),
      rdmaLatency: us(rdma.latencyUs),
      rdmaCpu: us(rdma.cpuUs),
      rdmaCopies: rdma.copies,
      rdmaCrossings: rdma.kernelCrossings,
    });
    // Where each lane stands, only while it is on its way: once every stage is shown, the totals
    // above say it all.
    const lanes = data.lanes
      .filter((l) => currentStage(l, data.step) !== undefined && data.step < l.stages.length)
      .map((l) =>
        tr("fig.msgTimeline.summaryLane", {
          path: tr(l.pathLabel),
          readout: laneReadout(l, data.step, { tr, lang }),
        }),
      );
    return [base, ...lanes].join(" ");
  },
};
