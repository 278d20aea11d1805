/**
 * Figure: the Kubernetes data-path explorer. One message between two pods over the pod network
 * (OVN overlay on the node's vNIC), a secondary vNIC, an SR-IOV VF, or an SR-IOV VF with RDMA,
 * hop by hop: fabric-model's `messagePath` stages with the layers of `virtualisationStack`,
 * grouped into the hops a packet crosses (pod socket or verbs, overlay, hypervisor, VF, NIC,
 * wire), each with its time, CPU, payload copies and kernel or hypervisor entries; the layers'
 * encapsulation and offload facts; and the path's effective bandwidth (`effectiveBandwidth`),
 * marked as an estimate where the layer model rests on estimates.
 */
import {
  bytes,
  cx5TestbedNic,
  type DatapathLimitId,
  type DatapathNic,
  datapathLinkFromPreset,
  effectiveBandwidth,
  inGbps,
  inMicroseconds,
  type MessagePathResult,
  messagePath,
  nics,
  type VirtualisationLayer,
  type VirtualisationLayerId,
  virtualisationStack,
} from "fabric-model";
import type { TemplateResult } from "lit";
import { formatBytes } from "../../charts/datapathChartParts.ts";
import { type HopView, k8sDatapathChart } from "../../charts/k8sDatapathChart.ts";
import {
  fmt,
  NETWORK_LABELS,
  NETWORK_SHORT,
  NETWORKS,
  type TextBlockItem,
} from "../../charts/trainingChartParts.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import type { Lang, UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import { LIMIT_LABELS } from "../datapathLimitLabels.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("datapath", "k8sPaths");

type Tr = ChartContext["tr"];

const SIZES = ["4096", "65536", "1048576", "16777216"] as const;
const RATES = ["100", "200", "400"] as const;
type Rate = (typeof RATES)[number];

const spec = {
  path: {
    kind: "enum",
    options: NETWORKS as readonly VirtualisationLayerId[],
    labels: NETWORK_LABELS,
    default: "pod-overlay",
    label: "fig.k8sPath.path",
  },
  size: {
    kind: "enum",
    options: SIZES,
    labels: {
      "4096": "fig.k8sPath.size4k",
      "65536": "fig.k8sPath.size64k",
      "1048576": "fig.k8sPath.size1m",
      "16777216": "fig.k8sPath.size16m",
    },
    default: "1048576",
    label: "fig.k8sPath.size",
  },
  rate: { kind: "enum", options: RATES, default: "100", label: "fig.k8sPath.rate", unit: "unit.Gbps" },
} as const satisfies StateSpec;

/** The hops a message crosses, in the order it meets them on the sending side. */
export const HOP_SLOTS = ["app", "overlay", "hypervisor", "vf", "nic"] as const;
/** A hop slot (the wire is drawn on its own). */
export type HopSlot = (typeof HOP_SLOTS)[number];

/** One hop of one side, summed over the model's stages that belong to it. */
export interface DatapathHop {
  readonly slot: HopSlot | "wire";
  readonly side: "sender" | "wire" | "receiver";
  readonly timeUs: number;
  readonly cpuUs: number;
  readonly copies: number;
  readonly crossings: number;
  readonly stageIds: readonly string[];
}

/**
 * The hop a `messagePath` stage belongs to, by its id: socket and TCP/IP or verbs calls are the
 * pod's own ("app"), `layer.pod-overlay.*` the overlay, `layer.vnic.*` the hypervisor's virtio /
 * vhost path, `layer.sriov-*` the VF, NIC DMA and port stages the NIC, the wire the wire.
 * @example hopSlotOfStage("layer.vnic.receiverCpu") // "hypervisor"
 */
export function hopSlotOfStage(stageId: string): HopSlot | "wire" {
  if (stageId.startsWith("layer.pod-overlay.")) return "overlay";
  if (stageId.startsWith("layer.vnic.")) return "hypervisor";
  if (stageId.startsWith("layer.sriov-")) return "vf";
  if (stageId.startsWith("wire")) return "wire";
  if (stageId.startsWith("nic")) return "nic";
  return "app";
}

/**
 * Group a message's stages into hops per side; the sums over the hops equal the path's totals.
 * @example datapathHops(messagePath(inputs, { layers })).find((h) => h.slot === "overlay")
 */
export function datapathHops(result: MessagePathResult): DatapathHop[] {
  const hops = new Map<string, DatapathHop>();
  for (const stage of result.stages) {
    const slot = hopSlotOfStage(stage.id);
    const side = slot === "wire" ? "wire" : stage.side;
    const key = `${side}/${slot}`;
    const prev = hops.get(key);
    hops.set(key, {
      slot,
      side,
      timeUs: (prev?.timeUs ?? 0) + inMicroseconds(stage.time),
      cpuUs: (prev?.cpuUs ?? 0) + inMicroseconds(stage.cpu),
      copies: (prev?.copies ?? 0) + stage.copies,
      crossings: (prev?.crossings ?? 0) + stage.kernelCrossings,
      stageIds: [...(prev?.stageIds ?? []), stage.id],
    });
  }
  return [...hops.values()];
}

/** A NIC of the given port rate: the PCIe of the ConnectX generation that first offered it (as the training model does). */
export function nicForRate(rateGbps: number): DatapathNic {
  const preset = rateGbps <= 100 ? nics.connectX5 : rateGbps <= 200 ? nics.connectX6 : nics.connectX7;
  const pcie = preset.pcie ?? { generation: 3 as const, lanes: 16 };
  return { ...cx5TestbedNic, pcieGeneration: pcie.generation, pcieLanes: pcie.lanes };
}

/** Whether any number of a layer rests on an estimate. */
function isEstimate(layer: VirtualisationLayer): boolean {
  return Object.values(layer.provenance).some((p) => p.kind === "estimate");
}

/** Data of the figure. */
export interface K8sDatapathData {
  readonly path: VirtualisationLayerId;
  readonly bytes: number;
  readonly rateGbps: number;
  readonly hops: readonly DatapathHop[];
  readonly latencyUs: number;
  readonly copies: number;
  readonly crossings: number;
  readonly senderCpuUs: number;
  readonly receiverCpuUs: number;
  readonly hypervisorCpuUs: number;
  readonly cyclesPerByte: number;
  readonly wirePackets: number;
  readonly wireBytes: number;
  readonly bandwidthGbps: number;
  readonly bandwidthEstimate: boolean;
  readonly bottleneck: DatapathLimitId;
  /** Per layer on the path: encapsulation, MTU given up, offloads lost, estimate or not. */
  readonly layers: ReadonlyArray<{
    readonly id: VirtualisationLayerId;
    readonly encapsulationBytes: number;
    readonly mtuReduction: number;
    readonly defeatsReceiveOffload: boolean;
    readonly extraCopiesPerSide: number;
    readonly estimate: boolean;
  }>;
}

const cache = new Map<string, K8sDatapathData>();

function compute(path: VirtualisationLayerId, size: number, rate: Rate): K8sDatapathData {
  const key = `${path}/${size}/${rate}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const link = datapathLinkFromPreset(`ethernet-${rate}g` as const);
  const nic = nicForRate(Number(rate));
  const stack = virtualisationStack(path);
  const top = stack[stack.length - 1] as VirtualisationLayer;
  const result = messagePath({ path: top.basePath, bytes: bytes(size), link, nic }, { layers: stack });
  const eb = effectiveBandwidth({ layer: path, link, streams: 1 }, { nic, messageBytes: bytes(size) });
  const data: K8sDatapathData = {
    path,
    bytes: size,
    rateGbps: Number(rate),
    hops: datapathHops(result),
    latencyUs: inMicroseconds(result.latency),
    copies: result.copies,
    crossings: result.kernelCrossings,
    senderCpuUs: inMicroseconds(result.senderCpu),
    receiverCpuUs: inMicroseconds(result.receiverCpu),
    hypervisorCpuUs: inMicroseconds(result.hypervisorCpu),
    cyclesPerByte: result.senderCyclesPerByte + result.receiverCyclesPerByte,
    wirePackets: result.wirePackets,
    wireBytes: Number(result.wireBytes),
    bandwidthGbps: inGbps(eb.effectiveBandwidth),
    bandwidthEstimate: eb.estimate,
    bottleneck: eb.bottleneck,
    layers: stack.map((l) => ({
      id: l.id,
      encapsulationBytes: Number(l.encapsulationBytes),
      mtuReduction: Number(l.mtuReduction),
      defeatsReceiveOffload: l.defeatsReceiveOffload,
      extraCopiesPerSide: l.extraCopiesPerSide,
      estimate: isEstimate(l),
    })),
  };
  if (cache.size > 200) cache.clear();
  cache.set(key, data);
  return data;
}

const HOP_LABELS: Readonly<Record<HopSlot | "wire" | "verbs", UiKey>> = {
  app: "fig.k8sPath.hop.socket",
  verbs: "fig.k8sPath.hop.verbs",
  overlay: "fig.k8sPath.hop.overlay",
  hypervisor: "fig.k8sPath.hop.hypervisor",
  vf: "fig.k8sPath.hop.vf",
  nic: "fig.k8sPath.hop.nic",
  wire: "fig.k8sPath.hop.wire",
};

/** Whether the hop's numbers rest on an estimated layer. */
function hopEstimate(data: K8sDatapathData, slot: HopSlot | "wire"): boolean {
  const layer =
    slot === "overlay" ? "pod-overlay" : slot === "hypervisor" ? "vnic" : slot === "vf" ? data.path : null;
  return layer !== null && (data.layers.find((l) => l.id === layer)?.estimate ?? false);
}

/** The facts line of a hop (encapsulation, copies on the vhost core, ...). */
function hopFacts(data: K8sDatapathData, slot: HopSlot | "wire", tr: Tr, lang: Lang): string {
  const rdma = data.path === "sriov-rdma";
  switch (slot) {
    case "app":
      return tr(rdma ? "fig.k8sPath.fact.verbs" : "fig.k8sPath.fact.socket");
    case "overlay": {
      const l = data.layers.find((x) => x.id === "pod-overlay");
      return l
        ? tr(l.defeatsReceiveOffload ? "fig.k8sPath.fact.overlayNoOffload" : "fig.k8sPath.fact.overlay", {
            encap: l.encapsulationBytes,
            mtu: l.mtuReduction,
          })
        : "";
    }
    case "hypervisor":
      return tr("fig.k8sPath.fact.hypervisor");
    case "vf":
      return tr(rdma ? "fig.k8sPath.fact.vfRdma" : "fig.k8sPath.fact.vf");
    case "nic":
      return tr("fig.k8sPath.fact.nic");
    case "wire":
      return tr("fig.k8sPath.fact.wire", { packets: fmt(lang, data.wirePackets, 0) });
  }
}

/** The hops as the chart draws them, with labels and facts. */
function hopViews(data: K8sDatapathData, tr: Tr, lang: Lang): HopView[] {
  const rdma = data.path === "sriov-rdma";
  return data.hops.map((h) => {
    const estimate = hopEstimate(data, h.slot);
    const approx = (text: string) => (estimate ? tr("fig.k8sPath.approx", { value: text }) : text);
    return {
      slot: h.slot,
      side: h.side,
      label: tr(HOP_LABELS[h.slot === "app" && rdma ? "verbs" : h.slot]),
      metrics: tr("fig.k8sPath.hopMetrics", {
        time: approx(fmt(lang, h.timeUs, h.timeUs < 10 ? 2 : 0)),
        cpu: approx(fmt(lang, h.cpuUs, h.cpuUs < 10 ? 2 : 0)),
      }),
      facts: hopFacts(data, h.slot, tr, lang),
      copies: h.copies,
      crossings: h.crossings,
      estimate,
    };
  });
}

function totalsLines(data: K8sDatapathData, tr: Tr, lang: Lang, lens: UnitLens): TextBlockItem[] {
  const approx = (text: string) =>
    data.bandwidthEstimate ? tr("fig.k8sPath.approx", { value: text }) : text;
  const payload = data.bytes;
  return [
    {
      text: tr("fig.k8sPath.totalLatency", {
        size: formatBytes(tr, lang, payload),
        path: tr(NETWORK_SHORT[data.path]),
        latency: approx(fmt(lang, data.latencyUs, data.latencyUs < 10 ? 2 : 0)),
        copies: data.copies,
        crossings: data.crossings,
      }),
      bold: true,
    },
    {
      text: tr("fig.k8sPath.totalCpu", {
        sender: approx(fmt(lang, data.senderCpuUs, 1)),
        receiver: approx(fmt(lang, data.receiverCpuUs, 1)),
        hypervisor: approx(fmt(lang, data.hypervisorCpuUs, 1)),
        cpb: approx(fmt(lang, data.cyclesPerByte, data.cyclesPerByte < 0.1 ? 3 : 2)),
      }),
      indent: 8,
    },
    {
      text: tr("fig.k8sPath.totalWire", {
        packets: fmt(lang, data.wirePackets, 0),
        wire: fmt(lang, data.wireBytes, 0),
        payload: fmt(lang, payload, 0),
        overhead: fmt(lang, payload > 0 ? (data.wireBytes / payload - 1) * 100 : 0, 1),
      }),
      indent: 8,
    },
    {
      text: tr("fig.k8sPath.totalBandwidth", {
        bw: approx(fmt(lang, lensRate(data.bandwidthGbps, "throughput", lens), 1)),
        unit: tr(lensRateUnit("throughput", lens)),
        line: fmt(lang, lensRate(data.rateGbps, "capacity", lens), 0),
        lineUnit: tr(lensRateUnit("capacity", lens)),
        limit: tr(LIMIT_LABELS[data.bottleneck]),
      }),
      indent: 8,
    },
    {
      text: tr(data.bandwidthEstimate ? "fig.k8sPath.noteEstimate" : "fig.k8sPath.noteMeasured"),
      muted: true,
      gap: 2,
    },
  ];
}

export const k8sDatapath: FigureDefinition<typeof spec, K8sDatapathData, TemplateResult> = {
  id: "k8s-datapath",
  title: "fig.k8sPath.title",
  caption: "fig.k8sPath.caption",
  spec,
  compute(state) {
    return compute(state.path, Number(state.size), state.rate);
  },
  chart(data, context) {
    const { tr, lang, lens } = context;
    const rdma = data.path === "sriov-rdma";
    const slotLabels = Object.fromEntries(
      HOP_SLOTS.map((slot) => [slot, tr(HOP_LABELS[slot === "app" && rdma ? "verbs" : slot])]),
    ) as Record<HopSlot, string>;
    return k8sDatapathChart(
      { hops: hopViews(data, tr, lang), slotLabels, rdma, totals: totalsLines(data, tr, lang, lens) },
      context,
    );
  },
  table(data, tr) {
    const rdma = data.path === "sriov-rdma";
    return {
      columns: [
        { key: "side", label: "fig.k8sPath.colSide" },
        { key: "hop", label: "fig.k8sPath.colHop" },
        { key: "time", label: "fig.k8sPath.colTime", unit: "unit.us", digits: 2 },
        { key: "cpu", label: "fig.k8sPath.colCpu", unit: "unit.us", digits: 2 },
        { key: "copies", label: "fig.k8sPath.colCopies", digits: 0 },
        { key: "crossings", label: "fig.k8sPath.colCrossings", digits: 0 },
        { key: "basis", label: "fig.k8sPath.colBasis" },
        { key: "stages", label: "fig.k8sPath.colStages" },
      ],
      rows: data.hops.map((h) => ({
        side: tr(
          h.side === "sender"
            ? "fig.k8sPath.sender"
            : h.side === "receiver"
              ? "fig.k8sPath.receiver"
              : "fig.k8sPath.wire",
        ),
        hop: tr(HOP_LABELS[h.slot === "app" && rdma ? "verbs" : h.slot]),
        time: h.timeUs,
        cpu: h.cpuUs,
        copies: h.copies,
        crossings: h.crossings,
        basis: tr(hopEstimate(data, h.slot) ? "fig.k8sPath.basisEstimate" : "fig.k8sPath.basisModel"),
        stages: h.stageIds.join(" "),
      })),
    };
  },
  summary(data, tr, lang, lens) {
    const approx = (text: string) =>
      data.bandwidthEstimate ? tr("fig.k8sPath.approx", { value: text }) : text;
    return tr("fig.k8sPath.summary", {
      path: tr(NETWORK_LABELS[data.path]),
      size: formatBytes(tr, lang, data.bytes),
      copies: data.copies,
      crossings: data.crossings,
      cpu: approx(fmt(lang, data.senderCpuUs + data.receiverCpuUs + data.hypervisorCpuUs, 0)),
      latency: approx(fmt(lang, data.latencyUs, data.latencyUs < 10 ? 2 : 0)),
      bw: approx(fmt(lang, lensRate(data.bandwidthGbps, "throughput", lens), 1)),
      unit: tr(lensRateUnit("throughput", lens)),
    });
  },
};
