/**
 * Figure: what a VM or a pod adds to the network path: for each virtualisation layer in
 * fabric-model's `virtualisationLayers` (pod overlay on a vNIC, vNIC, SR-IOV VF, SR-IOV + RDMA)
 * and for bare metal, the effective bandwidth (`effectiveBandwidth`, `datapathThroughput`), the
 * added one-way latency and the copies and kernel entries per message (`messagePath`), with the
 * ConnectX-5 measurements (`cx5Measurements`) on top and estimates marked as such.
 */
import {
  cx5Measurements,
  type DatapathLimitId,
  type DatapathPathKind,
  datapathThroughput,
  effectiveBandwidth,
  inGbps,
  inMicroseconds,
  type MessagePathResult,
  messagePath,
  toBitsPerSecond,
  type VirtualisationLayer,
  type VirtualisationLayerId,
  virtualisationLayers,
  virtualisationStack,
} from "fabric-model";
import { series } from "../../charts/chartTheme.ts";
import { formatBytes } from "../../charts/datapathChartParts.ts";
import { virtualisationChart } from "../../charts/virtualisationChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import { LIMIT_LABELS } from "../datapathLimitLabels.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { datapathSetup } from "./latencyVsSize.ts";

needStrings("kernelBypass");

const LINK_LABELS = {
  "ethernet-25g": "kernelBypass.link.eth25",
  "ethernet-100g": "kernelBypass.link.eth100",
  "ethernet-200g": "kernelBypass.link.eth200",
  "ethernet-400g": "kernelBypass.link.eth400",
} as const satisfies Record<string, UiKey>;
type LinkOption = keyof typeof LINK_LABELS;
/** The link the ConnectX-5 measurements were taken on. */
const MEASURED_LINK: LinkOption = "ethernet-100g";
/** The measurements ran one stream (one iperf3 connection, one perftest queue pair). */
const MEASURED_STREAMS = cx5Measurements.tcpSingleStreamCrossNode.streams;

const spec = {
  streams: { kind: "int", min: 1, max: 64, default: 1, label: "fig.virtLayers.streams" },
  link: {
    kind: "enum",
    options: Object.keys(LINK_LABELS) as LinkOption[],
    labels: LINK_LABELS,
    default: "ethernet-100g",
    label: "fig.virtLayers.link",
  },
} as const satisfies StateSpec;

type RowId = "bare-tcp" | VirtualisationLayerId | "bare-rdma";

const ROW_LABELS: Readonly<Record<RowId, UiKey>> = {
  "bare-tcp": "fig.virtLayers.row.bareTcp",
  "pod-overlay": "fig.virtLayers.row.podOverlay",
  vnic: "fig.virtLayers.row.vnic",
  "sriov-vf": "fig.virtLayers.row.sriovVf",
  "sriov-rdma": "fig.virtLayers.row.sriovRdma",
  "bare-rdma": "fig.virtLayers.row.bareRdma",
};

/** One path's costs. */
export interface LayerRowData {
  readonly id: RowId;
  readonly path: DatapathPathKind;
  readonly bandwidthGbps: number;
  readonly perStreamGbps: number;
  readonly limit: DatapathLimitId;
  readonly addedLatencyUs: number;
  readonly copies: number;
  readonly kernelCrossings: number;
  readonly hypervisorCpuUs: number;
  readonly estimate: boolean;
  readonly measuredGbps?: number;
  readonly measuredAddedLatencyUs?: number;
}

/** Data of the figure. */
export interface VirtualisationLayersData {
  readonly streams: number;
  readonly link: LinkOption;
  readonly linkRateGbps: number;
  readonly latencyBytes: number;
  readonly rows: readonly LayerRowData[];
}

/** Bulk message size per path: what iperf3 (TCP) and perftest (RDMA) used on the testbed. */
const BULK_BYTES = {
  "kernel-tcp": cx5Measurements.tcpSingleStreamCrossNode.messageBytes,
  "rdma-write": cx5Measurements.writeBandwidthCrossNode.messageBytes,
} as const;
/** The latency panel's message size: that of the SR-IOV latency measurement. */
const LATENCY_BYTES = cx5Measurements.sriovVfWriteLatency.messageBytes;

/** Measurements between bare-metal hosts and between pods on VFs (one stream, 100 GbE). */
function measured(id: RowId): Pick<LayerRowData, "measuredGbps" | "measuredAddedLatencyUs"> {
  const m = cx5Measurements;
  switch (id) {
    case "bare-tcp":
      return { measuredGbps: inGbps(m.tcpSingleStreamCrossNode.value) };
    case "sriov-vf":
      return { measuredGbps: inGbps(m.sriovVfTcpSingleStream.value) };
    case "sriov-rdma":
      return {
        measuredGbps: inGbps(toBitsPerSecond(m.sriovVfWriteBandwidth.value)),
        measuredAddedLatencyUs:
          inMicroseconds(m.sriovVfWriteLatency.value) - inMicroseconds(m.writeLatencyCrossNode.value),
      };
    case "bare-rdma":
      return { measuredGbps: inGbps(toBitsPerSecond(m.writeBandwidthCrossNode.value)) };
    default:
      return {};
  }
}

const cache = new Map<string, VirtualisationLayersData>();

function computeLayers(streams: number, linkId: LinkOption): VirtualisationLayersData {
  const key = `${streams}/${linkId}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const setup = datapathSetup(linkId);
  const { link, nic } = setup;
  const withMeasured = streams === MEASURED_STREAMS && linkId === MEASURED_LINK;
  const trip = (path: DatapathPathKind, layers: readonly VirtualisationLayer[] = []): MessagePathResult =>
    messagePath({ path, bytes: LATENCY_BYTES, link, nic }, { layers });
  const base = { "kernel-tcp": trip("kernel-tcp"), "rdma-write": trip("rdma-write") };
  const bare = (id: "bare-tcp" | "bare-rdma", path: "kernel-tcp" | "rdma-write"): LayerRowData => {
    const all = datapathThroughput({ path, messageBytes: BULK_BYTES[path], link, nic }, { streams });
    const one = datapathThroughput({ path, messageBytes: BULK_BYTES[path], link, nic }, { streams: 1 });
    return {
      id,
      path,
      bandwidthGbps: inGbps(all.goodputBits),
      perStreamGbps: inGbps(one.goodputBits),
      limit: all.bottleneck,
      addedLatencyUs: 0,
      copies: base[path].copies,
      kernelCrossings: base[path].kernelCrossings,
      hypervisorCpuUs: inMicroseconds(base[path].hypervisorCpu),
      estimate: false,
      ...(withMeasured ? measured(id) : {}),
    };
  };
  const layered = virtualisationLayers.map((layer): LayerRowData => {
    const path = layer.basePath;
    const e = effectiveBandwidth({ layer: layer.id, link, streams }, { nic, messageBytes: BULK_BYTES[path] });
    const p = trip(path, virtualisationStack(layer.id));
    return {
      id: layer.id,
      path,
      bandwidthGbps: inGbps(e.effectiveBandwidth),
      perStreamGbps: inGbps(e.perStream),
      limit: e.bottleneck,
      addedLatencyUs: inMicroseconds(p.latency) - inMicroseconds(base[path].latency),
      copies: p.copies,
      kernelCrossings: p.kernelCrossings,
      hypervisorCpuUs: inMicroseconds(p.hypervisorCpu),
      estimate: e.estimate,
      ...(withMeasured ? measured(layer.id) : {}),
    };
  });
  const result = {
    streams,
    link: linkId,
    linkRateGbps: setup.rateGbps,
    latencyBytes: LATENCY_BYTES,
    rows: [bare("bare-tcp", "kernel-tcp"), ...layered, bare("bare-rdma", "rdma-write")],
  };
  if (cache.size > 500) cache.clear();
  cache.set(key, result);
  return result;
}

const TCP_COLOR = series[1];
const RDMA_COLOR = series[0];

export const virtualisationLayersFigure: FigureDefinition<typeof spec, VirtualisationLayersData> = {
  id: "virtualisation-layers",
  title: "fig.virtLayers.title",
  caption: "fig.virtLayers.caption",
  spec,
  compute(state) {
    return computeLayers(state.streams, state.link);
  },
  chart(data, context) {
    const { tr, lang, lens } = context;
    // Bandwidths through the unit lens (one direction: the link line is compared with throughputs).
    const rate = (gbps: number) => lensRate(gbps, "throughput", lens);
    return virtualisationChart(
      {
        unit: tr(lensRateUnit("throughput", lens)),
        linkRate: rate(data.linkRateGbps),
        latencySize: formatBytes(tr, lang, data.latencyBytes),
        rows: data.rows.map((r) => ({
          label: tr(ROW_LABELS[r.id]),
          color: r.path === "kernel-tcp" ? TCP_COLOR : RDMA_COLOR,
          bandwidth: rate(r.bandwidthGbps),
          addedLatencyUs: r.addedLatencyUs,
          copies: r.copies,
          kernelCrossings: r.kernelCrossings,
          estimate: r.estimate,
          ...(r.measuredGbps !== undefined ? { measured: rate(r.measuredGbps) } : {}),
          ...(r.measuredAddedLatencyUs !== undefined
            ? { measuredAddedLatencyUs: r.measuredAddedLatencyUs }
            : {}),
        })),
      },
      context,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "layer", label: "fig.virtLayers.colLayer" },
        { key: "bandwidth", label: "fig.virtLayers.colBandwidth", rate: "throughput" },
        { key: "perStream", label: "fig.virtLayers.colPerStream", rate: "throughput" },
        { key: "limit", label: "fig.virtLayers.colLimit" },
        { key: "latency", label: "fig.virtLayers.colLatency", unit: "unit.us", digits: 2 },
        { key: "copies", label: "fig.virtLayers.colCopies", digits: 0 },
        { key: "crossings", label: "fig.virtLayers.colCrossings", digits: 0 },
        { key: "hypervisor", label: "fig.virtLayers.colHypervisor", unit: "unit.us", digits: 2 },
        { key: "basis", label: "fig.virtLayers.colEstimate" },
        { key: "measured", label: "fig.virtLayers.colMeasured", rate: "throughput" },
      ],
      rows: data.rows.map((r) => ({
        layer: tr(ROW_LABELS[r.id]),
        bandwidth: r.bandwidthGbps,
        perStream: r.perStreamGbps,
        limit: tr(LIMIT_LABELS[r.limit]),
        latency: r.addedLatencyUs,
        copies: r.copies,
        crossings: r.kernelCrossings,
        hypervisor: r.hypervisorCpuUs,
        basis: tr(r.estimate ? "kernelBypass.estimate" : "fig.virtLayers.legendSolid"),
        measured: r.measuredGbps ?? "",
      })),
    };
  },
  summary(data, tr, lang, lens) {
    const g = (id: RowId) => {
      const row = data.rows.find((r) => r.id === id);
      if (!row) return "–";
      const text = formatNumber(lang, lensRate(row.bandwidthGbps, "throughput", lens), 1);
      return row.estimate ? tr("fig.virtLayers.approx", { value: text }) : text;
    };
    return tr("fig.virtLayers.summary", {
      streams: data.streams,
      link: tr(LINK_LABELS[data.link]),
      overlay: g("pod-overlay"),
      vnic: g("vnic"),
      vf: g("sriov-vf"),
      rdma: g("sriov-rdma"),
      bare: g("bare-tcp"),
      unit: tr(lensRateUnit("throughput", lens)),
    });
  },
};
