/**
 * Figure: one-way latency against message size for kernel TCP, RoCE (the ConnectX-5 100 GbE
 * testbed) and InfiniBand, from fabric-model's `messagePath`, with the testbed's perftest
 * latencies (`cx5Measurements`) on top. Also exports the link and sweep helpers the other
 * data-path figures share.
 */
import {
  bytes,
  cx5Measurements,
  cx5TestbedLink,
  cx5TestbedNic,
  type DatapathLink,
  type DatapathNic,
  type DatapathPathKind,
  datapathLinkFromPreset,
  inGbps,
  inMicroseconds,
  type LinkPresetId,
  messagePath,
  nics,
} from "fabric-model";
import { series } from "../../charts/chartTheme.ts";
import { formatBytes } from "../../charts/datapathChartParts.ts";
import { sizeSweepChart } from "../../charts/sizeSweepChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { defaultLang, formatNumber, type Lang, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { defaultLens, lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { PATH_LABELS } from "./messageTimeline.ts";

needStrings("kernelBypass");

/** Message sizes of the sweeps: every power of two from 2 B to 8 MiB. */
export const SWEEP_BYTES: readonly number[] = Array.from({ length: 23 }, (_, i) => 2 ** (i + 1));

/** InfiniBand links offered, with their labels. */
export const IB_LINK_LABELS = {
  "ib-edr-4x": "kernelBypass.link.ibEdr",
  "ib-hdr-4x": "kernelBypass.link.ibHdr",
  "ib-ndr-4x": "kernelBypass.link.ibNdr",
} as const satisfies Partial<Record<LinkPresetId, UiKey>>;
/** An InfiniBand link option. */
export type IbLinkOption = keyof typeof IB_LINK_LABELS;
export const IB_LINKS = Object.keys(IB_LINK_LABELS) as IbLinkOption[];

/** A link and the NIC the model runs it with. */
export interface DatapathSetup {
  readonly link: DatapathLink;
  readonly nic: DatapathNic;
  readonly rateGbps: number;
}

/**
 * The data-path link of a link preset and the NIC to run it with: the ConnectX-5 testbed's
 * calibrated NIC timings, on the PCIe link of the first RDMA adapter in `nics` that offers the
 * link's rate on its kind of link (ConnectX-6 Gen4 x16 for 200G, ConnectX-7 Gen5 x16 for
 * 400G); the testbed NIC as it is when none matches (100G, or a slower Ethernet rate).
 * @example datapathSetup("ib-hdr-4x").nic.pcieGeneration // 4
 */
export function datapathSetup(preset: LinkPresetId): DatapathSetup {
  const link = datapathLinkFromPreset(preset);
  const kind = link.kind === "infiniband" ? "infiniband" : "roce";
  const sameRate = (rate: number) => Math.abs(rate - link.linkRateUnidirectional) <= 1e-6 * rate;
  const adapter = Object.values(nics).find(
    (n) => n.rdmaVerbs && n.pcie !== null && sameRate(n.linkRateUnidirectional) && n.linkKinds.includes(kind),
  );
  const nic: DatapathNic =
    adapter?.pcie && link.linkRateUnidirectional > cx5TestbedLink.linkRateUnidirectional
      ? { ...cx5TestbedNic, pcieGeneration: adapter.pcie.generation, pcieLanes: adapter.pcie.lanes }
      : cx5TestbedNic;
  return { link, nic, rateGbps: inGbps(link.linkRateUnidirectional) };
}

/** The ConnectX-5 testbed: its measured RoCE link and calibrated NIC. */
export const TESTBED: DatapathSetup = {
  link: cx5TestbedLink,
  nic: cx5TestbedNic,
  rateGbps: inGbps(cx5TestbedLink.linkRateUnidirectional),
};

const latencyCache = new Map<string, number>();

/** One-way (round trip for READ) latency of one message in µs; memoised per setup and size. */
export function latencyUs(
  path: DatapathPathKind,
  size: number,
  setup: DatapathSetup,
  setupId: string,
): number {
  const key = `${path}/${size}/${setupId}`;
  const hit = latencyCache.get(key);
  if (hit !== undefined) return hit;
  const value = inMicroseconds(
    messagePath({ path, bytes: bytes(size), link: setup.link, nic: setup.nic }).latency,
  );
  if (latencyCache.size > 5000) latencyCache.clear();
  latencyCache.set(key, value);
  return value;
}

const spec = {
  verb: {
    kind: "enum",
    options: ["rdma-write", "rdma-send"],
    labels: { "rdma-write": "kernelBypass.path.rdmaWrite", "rdma-send": "kernelBypass.path.rdmaSend" },
    default: "rdma-write",
    label: "fig.latencySize.verb",
  },
  ib: {
    kind: "enum",
    options: IB_LINKS,
    labels: IB_LINK_LABELS,
    default: "ib-edr-4x",
    label: "fig.latencySize.ib",
  },
} as const satisfies StateSpec;

/** One size of the sweep, µs. */
export interface LatencyRow {
  readonly bytes: number;
  readonly tcpUs: number;
  readonly roceUs: number;
  readonly ibUs: number;
}

/** Data of the figure. */
export interface LatencyVsSizeData {
  readonly verb: "rdma-write" | "rdma-send";
  readonly ib: IbLinkOption;
  readonly ibRateGbps: number;
  readonly ibPcie: { readonly generation: number; readonly lanes: number };
  readonly rows: readonly LatencyRow[];
  /** The testbed's perftest latency for the verb, and the model at the same size. */
  readonly measured: { readonly bytes: number; readonly valueUs: number; readonly modelUs: number };
}

const MEASURED_LATENCY = {
  "rdma-write": cx5Measurements.writeLatencyCrossNode,
  "rdma-send": cx5Measurements.sendLatencyCrossNode,
} as const;

/**
 * The three series' labels; the InfiniBand link's rate in the lens's unit (a link's capacity).
 * Shared with throughput-vs-size.
 */
export function seriesLabels(
  data: Pick<LatencyVsSizeData, "ib" | "ibRateGbps" | "ibPcie"> & { readonly verb: keyof typeof PATH_LABELS },
  tr: (key: UiKey, vars?: Record<string, string | number>) => string,
  lang: Lang,
  lens: UnitLens,
) {
  const verb = tr(PATH_LABELS[data.verb]);
  return {
    tcp: tr("fig.latencySize.tcp"),
    roce: tr("fig.latencySize.roce", { verb }),
    ib: tr("fig.latencySize.ibSeries", {
      verb,
      link: tr(IB_LINK_LABELS[data.ib]),
      rate: formatNumber(lang, lensRate(data.ibRateGbps, "capacity", lens), 0),
      unit: tr(lensRateUnit("capacity", lens)),
      gen: data.ibPcie.generation,
      lanes: data.ibPcie.lanes,
    }),
  };
}

export const latencyVsSize: FigureDefinition<typeof spec, LatencyVsSizeData> = {
  id: "latency-vs-size",
  title: "fig.latencySize.title",
  caption: "fig.latencySize.caption",
  spec,
  compute(state) {
    const ib = datapathSetup(state.ib);
    const rows = SWEEP_BYTES.map((size) => ({
      bytes: size,
      tcpUs: latencyUs("kernel-tcp", size, TESTBED, "testbed"),
      roceUs: latencyUs(state.verb, size, TESTBED, "testbed"),
      ibUs: latencyUs(state.verb, size, ib, state.ib),
    }));
    const m = MEASURED_LATENCY[state.verb];
    return {
      verb: state.verb,
      ib: state.ib,
      ibRateGbps: ib.rateGbps,
      ibPcie: { generation: ib.nic.pcieGeneration, lanes: ib.nic.pcieLanes },
      rows,
      measured: {
        bytes: m.messageBytes,
        valueUs: inMicroseconds(m.value),
        modelUs: latencyUs(state.verb, m.messageBytes, TESTBED, "testbed"),
      },
    };
  },
  chart(data, context) {
    const { tr } = context;
    const labels = seriesLabels(data, tr, context.lang, context.lens);
    const colors = { tcp: series[1], roce: series[0], ib: series[2] };
    const line = (key: "tcp" | "roce" | "ib", field: "tcpUs" | "roceUs" | "ibUs") => ({
      label: labels[key],
      color: colors[key],
      ...(key === "ib" ? { dashed: true } : {}),
      points: data.rows.map((r) => ({ bytes: r.bytes, value: r[field] })),
    });
    return sizeSweepChart(
      {
        yLabel: tr("fig.latencySize.axisLatency"),
        series: [line("tcp", "tcpUs"), line("roce", "roceUs"), line("ib", "ibUs")],
        measured: [
          {
            label: tr("fig.latencySize.measuredPoint", { verb: tr(PATH_LABELS[data.verb]) }),
            color: colors.roce,
            bytes: data.measured.bytes,
            value: data.measured.valueUs,
          },
        ],
      },
      { ...context, height: 320 },
    );
  },
  table(data, tr) {
    // The table names the link by its nominal rate, as its datasheet does.
    const labels = seriesLabels(data, tr, defaultLang, defaultLens);
    const model = tr("kernelBypass.model");
    const rows = [
      ...data.rows.flatMap((r) => [
        { series: labels.tcp, bytes: r.bytes, latency: r.tcpUs, modelled: r.tcpUs, source: model },
        { series: labels.roce, bytes: r.bytes, latency: r.roceUs, modelled: r.roceUs, source: model },
        { series: labels.ib, bytes: r.bytes, latency: r.ibUs, modelled: r.ibUs, source: model },
      ]),
      {
        series: labels.roce,
        bytes: data.measured.bytes,
        latency: data.measured.valueUs,
        modelled: data.measured.modelUs,
        source: tr("kernelBypass.measured"),
      },
    ];
    return {
      columns: [
        { key: "series", label: "fig.latencySize.colSeries" },
        { key: "bytes", label: "fig.latencySize.colSize", unit: "unit.B", digits: 0 },
        { key: "latency", label: "fig.latencySize.colLatency", unit: "unit.us", digits: 3 },
        { key: "modelled", label: "fig.latencySize.colModel", unit: "unit.us", digits: 3 },
        { key: "source", label: "fig.latencySize.colSource" },
      ],
      rows,
    };
  },
  summary(data, tr, lang) {
    const first = data.rows[0];
    const last = data.rows.at(-1);
    const us = (v: number | undefined) => formatNumber(lang, v ?? Number.NaN, (v ?? 0) < 10 ? 2 : 0);
    return tr("fig.latencySize.summary", {
      small: formatBytes(tr, lang, first?.bytes ?? 0),
      tcpSmall: us(first?.tcpUs),
      roceSmall: us(first?.roceUs),
      ibSmall: us(first?.ibUs),
      measured: us(data.measured.valueUs),
      large: formatBytes(tr, lang, last?.bytes ?? 0),
      tcpLarge: us(last?.tcpUs),
      roceLarge: us(last?.roceUs),
      ibLarge: us(last?.ibUs),
    });
  },
};
