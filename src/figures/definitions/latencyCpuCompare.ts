/**
 * Figure: one message over kernel TCP on 100 GbE, RDMA over RoCEv2 on 100 GbE, and RDMA over
 * InfiniBand EDR (also 100 Gb/s of data): one-way latency by part of the path and the CPU time,
 * payload copies and kernel entries it costs, from fabric-model's `messagePath` with the
 * ConnectX-5 testbed's calibrated hosts and NIC. Where RoCE and InfiniBand differ, a note says why
 * (`rdmaLatencyGap`: the path MTU, or the framing).
 */
import {
  bytes,
  type DatapathLink,
  datapathLinkFromPreset,
  inMicroseconds,
  type MessagePathResult,
  messagePath,
  type RdmaLatencyGap,
  rdmaLatencyGap,
  type Seconds,
} from "fabric-model";
import { type LatencyCpuRow, latencyCpuChart } from "../../charts/latencyCpuChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type Lang, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("linkFamilies");

const SIZE_LABELS = {
  "64": "fig.latencyCpu.size64",
  "4096": "fig.latencyCpu.size4k",
  "65536": "fig.latencyCpu.size64k",
  "1048576": "fig.latencyCpu.size1m",
} as const;

const spec = {
  size: {
    kind: "enum",
    options: ["64", "4096", "65536", "1048576"],
    labels: SIZE_LABELS,
    default: "4096",
    label: "fig.latencyCpu.size",
  },
  verb: {
    kind: "enum",
    options: ["write", "send"],
    labels: { write: "fig.latencyCpu.verbWrite", send: "fig.latencyCpu.verbSend" },
    default: "write",
    label: "fig.latencyCpu.verb",
  },
} as const satisfies StateSpec;

/** The three transports, each a path kind on a link built from a link preset. */
const TRANSPORTS: ReadonlyArray<{
  readonly key: "tcp" | "roce" | "ib";
  readonly label: UiKey;
  readonly rdma: boolean;
  readonly link: () => DatapathLink;
}> = [
  {
    key: "tcp",
    label: "fig.latencyCpu.tcp",
    rdma: false,
    link: () => datapathLinkFromPreset("ethernet-100g", { kind: "ethernet" }),
  },
  {
    key: "roce",
    label: "fig.latencyCpu.roce",
    rdma: true,
    link: () => datapathLinkFromPreset("ethernet-100g"),
  },
  { key: "ib", label: "fig.latencyCpu.ib", rdma: true, link: () => datapathLinkFromPreset("ib-edr-4x") },
];

/** One transport's result, with its label key. */
export interface LatencyCpuEntry extends Omit<LatencyCpuRow, "name"> {
  readonly key: (typeof TRANSPORTS)[number]["key"];
  readonly label: UiKey;
  readonly wirePackets: number;
}

/** Data of the figure. */
export interface LatencyCpuData {
  readonly sizeLabel: UiKey;
  readonly entries: readonly LatencyCpuEntry[];
  /** Why RDMA over InfiniBand (b) and over RoCE (a) differ, if they do. */
  readonly gap: RdmaLatencyGap;
}

const GAP_NOTES: Readonly<Record<Exclude<RdmaLatencyGap["code"], "same">, UiKey>> = {
  "path-mtu": "fig.latencyCpu.notePathMtu",
  framing: "fig.latencyCpu.noteFraming",
  other: "fig.latencyCpu.noteOther",
};

/** The note under the chart: why RoCE and InfiniBand differ, or "" when they do not. */
export function gapNote(gap: RdmaLatencyGap, tr: ChartContext["tr"], lang: Lang): string {
  if (gap.code === "same") return "";
  const us = (s: number) => formatNumber(lang, inMicroseconds(s as Seconds), 2);
  const v = gap.values;
  return tr(GAP_NOTES[gap.code], {
    difference: us(v.difference),
    roceMtu: v.aMtu,
    ibMtu: v.bMtu,
    rocePackets: v.aPackets,
    ibPackets: v.bPackets,
    ibAtRoceMtu: us(v.bAtAMtu),
    ibAtRoce: us(v.bAtAFraming),
  });
}

const cache = new Map<string, LatencyCpuData>();

function sideTime(result: MessagePathResult, side: "sender" | "wire" | "receiver"): number {
  return result.stages.filter((s) => s.side === side).reduce((sum, s) => sum + inMicroseconds(s.time), 0);
}

export const latencyCpuCompare: FigureDefinition<typeof spec, LatencyCpuData> = {
  id: "latency-cpu-compare",
  title: "fig.latencyCpu.title",
  caption: "fig.latencyCpu.caption",
  spec,
  compute(state) {
    const key = `${state.size}/${state.verb}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const rdmaPath = state.verb === "send" ? ("rdma-send" as const) : ("rdma-write" as const);
    const entries = TRANSPORTS.map((t): LatencyCpuEntry => {
      const r = messagePath({
        path: t.rdma ? rdmaPath : "kernel-tcp",
        bytes: bytes(Number(state.size)),
        link: t.link(),
      });
      return {
        key: t.key,
        label: t.label,
        senderUs: sideTime(r, "sender"),
        wireUs: sideTime(r, "wire"),
        receiverUs: sideTime(r, "receiver"),
        latencyUs: inMicroseconds(r.latency),
        senderCpuUs: inMicroseconds(r.senderCpu),
        receiverCpuUs: inMicroseconds(r.receiverCpu),
        copies: r.copies,
        kernelCrossings: r.kernelCrossings,
        wirePackets: r.wirePackets,
      };
    });
    const link = (key: LatencyCpuEntry["key"]) =>
      (TRANSPORTS.find((t) => t.key === key) as (typeof TRANSPORTS)[number]).link();
    const gap = rdmaLatencyGap({
      path: rdmaPath,
      bytes: bytes(Number(state.size)),
      a: link("roce"),
      b: link("ib"),
    });
    const data = { sizeLabel: SIZE_LABELS[state.size], entries, gap };
    cache.set(key, data);
    return data;
  },
  chart(data, context) {
    return latencyCpuChart(
      data.entries.map((e) => ({ ...e, name: context.tr(e.label) })),
      context,
      gapNote(data.gap, context.tr, context.lang),
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "transport", label: "fig.latencyCpu.colTransport" },
        { key: "latencyUs", label: "fig.latencyCpu.colLatency", unit: "unit.us" },
        { key: "senderUs", label: "fig.latencyCpu.partSender", unit: "unit.us" },
        { key: "wireUs", label: "fig.latencyCpu.partNetwork", unit: "unit.us" },
        { key: "receiverUs", label: "fig.latencyCpu.partReceiver", unit: "unit.us" },
        { key: "senderCpuUs", label: "fig.latencyCpu.colSenderCpu", unit: "unit.us" },
        { key: "receiverCpuUs", label: "fig.latencyCpu.colReceiverCpu", unit: "unit.us" },
        { key: "copies", label: "fig.latencyCpu.colCopies", digits: 0 },
        { key: "kernelCrossings", label: "fig.latencyCpu.colCrossings", digits: 0 },
        { key: "wirePackets", label: "fig.latencyCpu.colPackets", digits: 0 },
      ],
      rows: data.entries.map((e) => ({
        transport: tr(e.label),
        latencyUs: e.latencyUs,
        senderUs: e.senderUs,
        wireUs: e.wireUs,
        receiverUs: e.receiverUs,
        senderCpuUs: e.senderCpuUs,
        receiverCpuUs: e.receiverCpuUs,
        copies: e.copies,
        kernelCrossings: e.kernelCrossings,
        wirePackets: e.wirePackets,
      })),
    };
  },
  summary(data, tr, lang) {
    const at = (key: LatencyCpuEntry["key"]) => data.entries.find((e) => e.key === key);
    const lat = (key: LatencyCpuEntry["key"]) => formatNumber(lang, at(key)?.latencyUs ?? Number.NaN, 2);
    const cpu = (key: LatencyCpuEntry["key"]) => {
      const e = at(key);
      return formatNumber(lang, e ? e.senderCpuUs + e.receiverCpuUs : Number.NaN, 2);
    };
    return tr("fig.latencyCpu.summary", {
      size: tr(data.sizeLabel),
      tcp: lat("tcp"),
      tcpCpu: cpu("tcp"),
      roce: lat("roce"),
      roceCpu: cpu("roce"),
      ib: lat("ib"),
      ibCpu: cpu("ib"),
    });
  },
};
