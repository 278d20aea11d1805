/**
 * Figure: the four network paths of the study side by side on one of its clusters. For each
 * path: the NIC's line rate, the data-path layer model's ceiling for the node's streams
 * (`trainingPathBandwidthEstimate`), the effective bandwidth the training model uses at 2 nodes
 * (`predictTraining(...).networkBandwidth`: calibrated against the study, or a band), CPU cycles
 * per payload byte and the copies and kernel entries of one message (`messagePath`).
 */
import {
  bytes,
  cx5TestbedHost,
  datapathLinkFromPreset,
  gbps,
  inGbps,
  messagePath,
  predictTraining,
  redhat2025,
  trainingPathBandwidthEstimate,
  type VirtualisationLayer,
  type VirtualisationLayerId,
  virtualisationStack,
} from "fabric-model";
import { k8sPathCompareChart, type PathCompareRow } from "../../charts/k8sPathCompareChart.ts";
import { fmt, NETWORK_SHORT, NETWORKS } from "../../charts/trainingChartParts.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { nicForRate } from "./k8sDatapath.ts";

needStrings("k8sPaths", "trainingStudy");

/** The message size the CPU and copy counts are read at: a bulk gradient chunk. */
const BULK_BYTES = 1024 * 1024;

const spec = {
  cluster: {
    kind: "enum",
    options: ["h100", "l40s"],
    labels: { h100: "fig.studyRepro.clusterH100", l40s: "fig.studyRepro.clusterL40s" },
    default: "h100",
    label: "fig.studyRepro.cluster",
  },
} as const satisfies StateSpec;

/** Data of the figure. */
export interface K8sPathCompareData {
  readonly cluster: string;
  readonly clusterLabel: string;
  readonly gpusPerNode: number;
  readonly bulkBytes: number;
  readonly rows: readonly PathCompareRow[];
}

/** The Ethernet link preset of a NIC rate (the study's NICs run at 100, 200 or 400 Gb/s). */
function linkFor(rateGbps: number) {
  const preset = rateGbps <= 100 ? "ethernet-100g" : rateGbps <= 200 ? "ethernet-200g" : "ethernet-400g";
  return { ...datapathLinkFromPreset(preset), linkRateUnidirectional: gbps(rateGbps) };
}

const cache = new Map<string, K8sPathCompareData>();

function compute(clusterId: string): K8sPathCompareData {
  const hit = cache.get(clusterId);
  if (hit) return hit;
  const study = redhat2025;
  const cluster = study.clusters.find((c) => c.id === clusterId);
  if (!cluster) throw new RangeError(`k8s-path-compare: unknown cluster ${clusterId}`);
  const rows = NETWORKS.map((network): PathCompareRow => {
    const sriov = network === "sriov-vf" || network === "sriov-rdma";
    const nicRate = sriov && cluster.sriovNicRate !== null ? cluster.sriovNicRate : cluster.vnicRate;
    const rate = inGbps(nicRate);
    const layer = trainingPathBandwidthEstimate({ network, nicRate, gpusPerNode: cluster.gpusPerNode });
    const prediction = predictTraining({ gpu: cluster.gpu, network, nodes: 2 });
    const stack = virtualisationStack(network);
    const top = stack[stack.length - 1] as VirtualisationLayer;
    const trip = messagePath(
      { path: top.basePath, bytes: bytes(BULK_BYTES), link: linkFor(rate), nic: nicForRate(rate) },
      { layers: stack },
    );
    return {
      network,
      lineRateGbps: rate,
      measured: study.points.some((p) => p.cluster === clusterId && p.network === network),
      layerGbps: inGbps(layer.bandwidth),
      layerEstimate: layer.estimate,
      modelGbps: inGbps(prediction.networkBandwidth.value),
      modelLowGbps: inGbps(prediction.networkBandwidth.low),
      modelHighGbps: inGbps(prediction.networkBandwidth.high),
      modelBand: prediction.kind === "band",
      senderCyclesPerByte: trip.senderCyclesPerByte,
      receiverCyclesPerByte: trip.receiverCyclesPerByte,
      // At the clock messagePath counts the pods' cycles with (the default host's).
      hypervisorCyclesPerByte: (trip.hypervisorCpu * cx5TestbedHost.cpuClockHz) / BULK_BYTES,
      copies: trip.copies,
      crossings: trip.kernelCrossings,
    };
  });
  const data = {
    cluster: clusterId,
    clusterLabel: cluster.label,
    gpusPerNode: cluster.gpusPerNode,
    bulkBytes: BULK_BYTES,
    rows,
  };
  cache.set(clusterId, data);
  return data;
}

export const k8sPathCompare: FigureDefinition<typeof spec, K8sPathCompareData> = {
  id: "k8s-path-compare",
  title: "fig.k8sCompare.title",
  caption: "fig.k8sCompare.caption",
  spec,
  compute(state) {
    return compute(state.cluster);
  },
  chart(data, context) {
    return k8sPathCompareChart(
      { rows: data.rows, gpusPerNode: data.gpusPerNode, cluster: data.clusterLabel },
      context,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "path", label: "fig.k8sCompare.colPath" },
        { key: "line", label: "fig.k8sCompare.colLine", rate: "capacity", digits: 0 },
        { key: "layer", label: "fig.k8sCompare.colLayer", rate: "throughput", digits: 1 },
        { key: "layerBasis", label: "fig.k8sCompare.colLayerBasis" },
        { key: "model", label: "fig.k8sCompare.colModel", rate: "throughput", digits: 2 },
        { key: "modelLow", label: "fig.k8sCompare.colModelLow", rate: "throughput", digits: 2 },
        { key: "modelHigh", label: "fig.k8sCompare.colModelHigh", rate: "throughput", digits: 2 },
        { key: "modelBasis", label: "fig.k8sCompare.colModelBasis" },
        {
          key: "sender",
          label: "fig.k8sCompare.colSenderCpb",
          unit: "training.unit.cyclesPerByte",
          digits: 3,
        },
        {
          key: "receiver",
          label: "fig.k8sCompare.colReceiverCpb",
          unit: "training.unit.cyclesPerByte",
          digits: 3,
        },
        {
          key: "hypervisor",
          label: "fig.k8sCompare.colHypervisorCpb",
          unit: "training.unit.cyclesPerByte",
          digits: 3,
        },
        { key: "copies", label: "fig.k8sPath.colCopies", digits: 0 },
        { key: "crossings", label: "fig.k8sPath.colCrossings", digits: 0 },
      ],
      rows: data.rows.map((r) => ({
        path: tr(NETWORK_SHORT[r.network]),
        line: r.lineRateGbps,
        layer: r.layerGbps,
        layerBasis: tr(r.layerEstimate ? "fig.k8sPath.basisEstimate" : "fig.k8sPath.basisModel"),
        model: r.modelGbps,
        modelLow: r.modelLowGbps,
        modelHigh: r.modelHighGbps,
        modelBasis: tr(r.modelBand ? "fig.whatIf.basisBand" : "fig.whatIf.basisCalibrated"),
        sender: r.senderCyclesPerByte,
        receiver: r.receiverCyclesPerByte,
        hypervisor: r.hypervisorCyclesPerByte,
        copies: r.copies,
        crossings: r.crossings,
      })),
    };
  },
  summary(data, tr, lang, lens) {
    const bw = (id: VirtualisationLayerId) => {
      const r = data.rows.find((x) => x.network === id);
      if (!r) return "–";
      const f = (v: number) => fmt(lang, lensRate(v, "throughput", lens), v < 10 ? 1 : 0);
      return r.modelBand ? `${f(r.modelLowGbps)}–${f(r.modelHighGbps)}` : f(r.modelGbps);
    };
    const line = (id: VirtualisationLayerId) =>
      fmt(
        lang,
        lensRate(data.rows.find((x) => x.network === id)?.lineRateGbps ?? Number.NaN, "capacity", lens),
        0,
      );
    return tr("fig.k8sCompare.summary", {
      cluster: data.clusterLabel,
      pod: bw("pod-overlay"),
      vnic: bw("vnic"),
      sriov: bw("sriov-vf"),
      rdma: bw("sriov-rdma"),
      unit: tr(lensRateUnit("throughput", lens)),
      vnicLine: line("vnic"),
      sriovLine: line("sriov-vf"),
      lineUnit: tr(lensRateUnit("capacity", lens)),
    });
  },
};
