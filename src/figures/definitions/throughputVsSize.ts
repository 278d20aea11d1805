/**
 * Figure: steady throughput and CPU cycles per byte against message size for kernel TCP, RoCE
 * (the ConnectX-5 100 GbE testbed) and InfiniBand, from fabric-model's `datapathThroughput` and
 * `messagePath`, with the testbed's perftest and iperf3 results (`cx5Measurements`) on top.
 */
import {
  bytes,
  cx5Measurements,
  cx5TestbedHost,
  type DatapathLimitId,
  type DatapathPathKind,
  datapathThroughput,
  inGbps,
  messagePath,
  toBitsPerSecond,
} from "fabric-model";
import { series } from "../../charts/chartTheme.ts";
import { formatBytes } from "../../charts/datapathChartParts.ts";
import { sizeSweepChart } from "../../charts/sizeSweepChart.ts";
import { stackCharts } from "../../charts/stackCharts.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { defaultLang, formatNumber, type Lang, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { defaultLens, lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import { LIMIT_LABELS } from "../datapathLimitLabels.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import {
  type DatapathSetup,
  datapathSetup,
  IB_LINK_LABELS,
  IB_LINKS,
  type IbLinkOption,
  SWEEP_BYTES,
  seriesLabels,
  TESTBED,
} from "./latencyVsSize.ts";
import { PATH_LABELS } from "./messageTimeline.ts";

needStrings("kernelBypass");

type Verb = "rdma-write" | "rdma-send" | "rdma-read";

const spec = {
  verb: {
    kind: "enum",
    options: ["rdma-write", "rdma-send", "rdma-read"],
    labels: {
      "rdma-write": "kernelBypass.path.rdmaWrite",
      "rdma-send": "kernelBypass.path.rdmaSend",
      "rdma-read": "kernelBypass.path.rdmaRead",
    },
    default: "rdma-write",
    label: "fig.throughputSize.verb",
  },
  ib: {
    kind: "enum",
    options: IB_LINKS,
    labels: IB_LINK_LABELS,
    default: "ib-edr-4x",
    label: "fig.throughputSize.ib",
  },
} as const satisfies StateSpec;

/**
 * Cores the iperf3 runs used: iperf3 before 3.16 drives every stream from one thread (the
 * note of `cx5Measurements.tcpFourStreamsCrossNode`), so the four-stream run had one core.
 */
const IPERF3_CORES = 1;

interface Rate {
  readonly gbps: number;
  readonly limit: DatapathLimitId;
}
const rateCache = new Map<string, Rate>();

function rate(
  path: DatapathPathKind,
  size: number,
  setup: DatapathSetup,
  setupId: string,
  streams = 1,
  cores = streams,
): Rate {
  const key = `${path}/${size}/${setupId}/${streams}/${cores}`;
  const hit = rateCache.get(key);
  if (hit) return hit;
  const r = datapathThroughput(
    { path, messageBytes: bytes(size), link: setup.link, nic: setup.nic },
    { streams, cores },
  );
  const value = { gbps: inGbps(r.goodputBits), limit: r.bottleneck };
  if (rateCache.size > 5000) rateCache.clear();
  rateCache.set(key, value);
  return value;
}

interface Cycles {
  readonly sender: number;
  readonly receiver: number;
}
const cyclesCache = new Map<string, Cycles>();

/** CPU cycles per payload byte of one message on the testbed, each host. */
function cycles(path: DatapathPathKind, size: number): Cycles {
  const key = `${path}/${size}`;
  const hit = cyclesCache.get(key);
  if (hit) return hit;
  const r = messagePath({ path, bytes: bytes(size) });
  const value = { sender: r.senderCyclesPerByte, receiver: r.receiverCyclesPerByte };
  if (cyclesCache.size > 5000) cyclesCache.clear();
  cyclesCache.set(key, value);
  return value;
}

/** One size of the sweep. */
export interface ThroughputRow {
  readonly bytes: number;
  readonly tcp: Rate;
  readonly roce: Rate;
  readonly ib: Rate;
  readonly tcpCycles: Cycles;
  readonly rdmaCycles: Cycles;
}

/** A measured throughput on the testbed and the model in the same configuration. */
export interface MeasuredRate {
  readonly kind: "rdma" | "read" | "tcp";
  readonly bytes: number;
  readonly streams: number;
  readonly gbps: number;
  readonly modelGbps: number;
}

/** Data of the figure. */
export interface ThroughputVsSizeData {
  readonly verb: Verb;
  readonly ib: IbLinkOption;
  readonly ibRateGbps: number;
  readonly ibPcie: { readonly generation: number; readonly lanes: number };
  readonly clockGHz: number;
  readonly rows: readonly ThroughputRow[];
  readonly measured: readonly MeasuredRate[];
}

function measuredRates(verb: Verb): MeasuredRate[] {
  const out: MeasuredRate[] = [];
  const rdma =
    verb === "rdma-write"
      ? cx5Measurements.writeBandwidthCrossNode
      : verb === "rdma-read"
        ? cx5Measurements.readBandwidthCrossNode
        : undefined;
  if (rdma) {
    out.push({
      kind: verb === "rdma-read" ? "read" : "rdma",
      bytes: rdma.messageBytes,
      streams: rdma.streams,
      gbps: inGbps(toBitsPerSecond(rdma.value)),
      modelGbps: rate(verb, rdma.messageBytes, TESTBED, "testbed").gbps,
    });
  }
  for (const m of [cx5Measurements.tcpSingleStreamCrossNode, cx5Measurements.tcpFourStreamsCrossNode]) {
    const cores = Math.min(m.streams, IPERF3_CORES);
    out.push({
      kind: "tcp",
      bytes: m.messageBytes,
      streams: m.streams,
      gbps: inGbps(m.value),
      modelGbps: rate("kernel-tcp", m.messageBytes, TESTBED, "testbed", m.streams, cores).gbps,
    });
  }
  return out;
}

type Tr = (key: UiKey, vars?: Record<string, string | number>) => string;

function labels(data: ThroughputVsSizeData, tr: Tr, lang: Lang = defaultLang, lens: UnitLens = defaultLens) {
  const verb = tr(PATH_LABELS[data.verb]);
  return {
    verb,
    ...seriesLabels(data, tr, lang, lens),
    tcpSender: tr("fig.throughputSize.tcpSender"),
    tcpReceiver: tr("fig.throughputSize.tcpReceiver"),
    rdmaSender: tr("fig.throughputSize.rdmaSender", { verb }),
    rdmaReceiver: tr("fig.throughputSize.rdmaReceiver", { verb }),
  };
}

function measuredLabel(
  m: MeasuredRate,
  data: ThroughputVsSizeData,
  tr: Tr,
  lang: typeof defaultLang,
): string {
  const size = formatBytes(tr, lang, m.bytes);
  if (m.kind === "tcp") return tr("fig.throughputSize.measuredTcp", { streams: m.streams, size });
  if (m.kind === "read") return tr("fig.throughputSize.measuredRead", { size });
  return tr("fig.throughputSize.measuredRdma", { verb: tr(PATH_LABELS[data.verb]), size });
}

/** The label next to a measured point: "measured", with the stream count when it is not one. */
function shortMeasuredLabel(m: MeasuredRate, tr: Tr): string {
  return m.streams > 1
    ? tr("fig.throughputSize.measuredStreams", { streams: m.streams })
    : tr("kernelBypass.measured");
}

const COLORS = { tcp: series[1], roce: series[0], ib: series[2] };

export const throughputVsSize: FigureDefinition<typeof spec, ThroughputVsSizeData> = {
  id: "throughput-vs-size",
  title: "fig.throughputSize.title",
  caption: "fig.throughputSize.caption",
  spec,
  compute(state) {
    const ib = datapathSetup(state.ib);
    const rows = SWEEP_BYTES.map((size) => ({
      bytes: size,
      tcp: rate("kernel-tcp", size, TESTBED, "testbed"),
      roce: rate(state.verb, size, TESTBED, "testbed"),
      ib: rate(state.verb, size, ib, state.ib),
      tcpCycles: cycles("kernel-tcp", size),
      rdmaCycles: cycles(state.verb, size),
    }));
    return {
      verb: state.verb,
      ib: state.ib,
      ibRateGbps: ib.rateGbps,
      ibPcie: { generation: ib.nic.pcieGeneration, lanes: ib.nic.pcieLanes },
      clockGHz: cx5TestbedHost.cpuClockHz / 1e9,
      rows,
      measured: measuredRates(state.verb),
    };
  },
  chart(data, context) {
    const { tr, lang, document, lens } = context;
    const l = labels(data, tr, lang, lens);
    const rate = (gbps: number) => lensRate(gbps, "throughput", lens);
    // Side by side only when each panel keeps room for its legend and labels.
    const narrow = context.width < 900;
    const width = narrow ? context.width : Math.floor((context.width - 16) / 2);
    const rateSeries = (key: "tcp" | "roce" | "ib") => ({
      label: l[key],
      color: COLORS[key],
      ...(key === "ib" ? { dashed: true } : {}),
      points: data.rows.map((r) => ({ bytes: r.bytes, value: rate(r[key].gbps) })),
    });
    const rates = sizeSweepChart(
      {
        title: tr("fig.throughputSize.rateTitle"),
        yLabel: tr("fig.throughputSize.axisThroughput", { unit: tr(lensRateUnit("throughput", lens)) }),
        series: [rateSeries("tcp"), rateSeries("roce"), rateSeries("ib")],
        measured: data.measured.map((m) => ({
          label: shortMeasuredLabel(m, tr),
          color: m.kind === "tcp" ? COLORS.tcp : COLORS.roce,
          bytes: m.bytes,
          value: rate(m.gbps),
          labelAt: m.kind === "tcp" && m.streams > 1 ? "below-right" : "above-left",
        })),
      },
      { ...context, width, height: 320 },
    );
    const cycleSeries = [
      { label: l.tcpSender, color: COLORS.tcp, dashed: true, pick: (r: ThroughputRow) => r.tcpCycles.sender },
      {
        label: l.tcpReceiver,
        color: COLORS.tcp,
        dashed: false,
        pick: (r: ThroughputRow) => r.tcpCycles.receiver,
      },
      {
        label: l.rdmaSender,
        color: COLORS.roce,
        dashed: true,
        pick: (r: ThroughputRow) => r.rdmaCycles.sender,
      },
      {
        label: l.rdmaReceiver,
        color: COLORS.roce,
        dashed: false,
        pick: (r: ThroughputRow) => r.rdmaCycles.receiver,
      },
    ];
    const zero = cycleSeries.filter((s) => data.rows.every((r) => !(s.pick(r) > 0)));
    const cpu = sizeSweepChart(
      {
        title: tr("fig.throughputSize.cpuTitle", { clock: formatNumber(lang, data.clockGHz, 1) }),
        yLabel: tr("fig.throughputSize.axisCycles"),
        series: cycleSeries.map((s) => ({
          label: s.label,
          color: s.color,
          dashed: s.dashed,
          points: data.rows.map((r) => ({ bytes: r.bytes, value: s.pick(r) })),
        })),
        measured: [],
        notes: zero.map((s) => tr("fig.throughputSize.zeroNote", { series: s.label })),
      },
      { ...context, width, height: 320 },
    );
    return stackCharts(document, [rates, cpu], { direction: narrow ? "column" : "row" });
  },
  table(data, tr) {
    const l = labels(data, tr);
    // Bandwidths in their own columns (through the unit lens), CPU cost per byte in its own.
    const model = (series: string, bytes: number, value: number, kind: "rate" | "cycles", limit = "") => ({
      series,
      bytes,
      ...(kind === "rate" ? { rate: value, modelledRate: value } : { cycles: value }),
      limit,
    });
    const rows = [
      ...data.rows.flatMap((r) => [
        model(l.tcp, r.bytes, r.tcp.gbps, "rate", tr(LIMIT_LABELS[r.tcp.limit])),
        model(l.roce, r.bytes, r.roce.gbps, "rate", tr(LIMIT_LABELS[r.roce.limit])),
        model(l.ib, r.bytes, r.ib.gbps, "rate", tr(LIMIT_LABELS[r.ib.limit])),
        model(l.tcpSender, r.bytes, r.tcpCycles.sender, "cycles"),
        model(l.tcpReceiver, r.bytes, r.tcpCycles.receiver, "cycles"),
        model(l.rdmaSender, r.bytes, r.rdmaCycles.sender, "cycles"),
        model(l.rdmaReceiver, r.bytes, r.rdmaCycles.receiver, "cycles"),
      ]),
      ...data.measured.map((m) => ({
        series: measuredLabel(m, data, tr, defaultLang),
        bytes: m.bytes,
        rate: m.gbps,
        modelledRate: m.modelGbps,
        limit: "",
      })),
    ];
    return {
      columns: [
        { key: "series", label: "fig.throughputSize.colSeries" },
        { key: "bytes", label: "fig.throughputSize.colSize", unit: "unit.B", digits: 0 },
        { key: "rate", label: "fig.throughputSize.colRate", rate: "throughput" },
        { key: "modelledRate", label: "fig.throughputSize.colModelRate", rate: "throughput" },
        {
          key: "cycles",
          label: "fig.throughputSize.colCycles",
          unit: "kernelBypass.unitCyclesPerByte",
          digits: 3,
        },
        { key: "limit", label: "fig.throughputSize.colLimit" },
      ],
      rows,
    };
  },
  summary(data, tr, lang, lens) {
    // Read the sweep where the testbed's RDMA bandwidth was measured.
    const size = cx5Measurements.writeBandwidthCrossNode.messageBytes;
    const at = data.rows.find((r) => r.bytes === size) ?? data.rows.at(-1);
    if (!at) return "";
    const g = (v: number) => formatNumber(lang, lensRate(v, "throughput", lens), 1);
    const both = (c: Cycles) => formatNumber(lang, c.sender + c.receiver, 2);
    return tr("fig.throughputSize.summary", {
      size: formatBytes(tr, lang, at.bytes),
      tcp: g(at.tcp.gbps),
      tcpLimit: tr(LIMIT_LABELS[at.tcp.limit]),
      roce: g(at.roce.gbps),
      roceLimit: tr(LIMIT_LABELS[at.roce.limit]),
      ib: g(at.ib.gbps),
      ibLimit: tr(LIMIT_LABELS[at.ib.limit]),
      tcpCycles: both(at.tcpCycles),
      verb: tr(PATH_LABELS[data.verb]),
      rdmaCycles: both(at.rdmaCycles),
      unit: tr(lensRateUnit("throughput", lens)),
    });
  },
};
