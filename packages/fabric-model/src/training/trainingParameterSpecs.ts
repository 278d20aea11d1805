import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import { virtualisationStack } from "../datapath/virtualisationLayers.ts";
import type { TrainingStudy, TrainingStudyCluster } from "../studies/TrainingStudy.ts";
import { gbps, inGbps } from "../units.ts";
import type { TrainingParameterSpec } from "./TrainingParameterSpec.ts";
import { trainingPathBandwidthEstimate } from "./trainingPathBandwidthEstimate.ts";

/**
 * Whether the `datapath/` layer model of a path rests on estimates (pod overlay, vNIC): such a
 * path's effective bandwidth is calibrated from the study; measured layers (SR-IOV) are not.
 * @example trainingPathIsEstimate("vnic") // true
 */
export function trainingPathIsEstimate(network: VirtualisationLayerId): boolean {
  return virtualisationStack(network).some((layer) =>
    Object.values(layer.provenance).some((p) => p.kind === "estimate"),
  );
}

/** Network paths the study's pod traffic can take, as the chapter names them. */
const PATH_LABEL: Readonly<Record<VirtualisationLayerId, string>> = {
  "pod-overlay": "pod network (OVN overlay)",
  vnic: "secondary vNIC",
  "sriov-vf": "SR-IOV VF",
  "sriov-rdma": "SR-IOV VF with RDMA",
};

/** Lowest plausible effective bandwidth: below it an 8B model's 2-node epoch would take days. */
const BANDWIDTH_FLOOR = gbps(0.1);

function nicRate(cluster: TrainingStudyCluster, network: VirtualisationLayerId) {
  const sriov = network === "sriov-vf" || network === "sriov-rdma";
  return sriov && cluster.sriovNicRate !== null ? cluster.sriovNicRate : cluster.vnicRate;
}

/**
 * The calibrated numbers the training model needs for a study, derived from its points: one MFU
 * per cluster; one effective bandwidth (quoted at 2 nodes) per cluster and network path whose
 * layer model is an estimate and which has multi-node points; one contention exponent per path in
 * `options.contention` (default the pod overlay, the path whose calibrated rate falls with node
 * count) that has at least three node counts on some cluster. Each comes with its unit, meaning
 * and plausible range (a bandwidth's upper end is the `datapath/` layer model's ceiling).
 * @throws RangeError when a point names a cluster the study does not have.
 * @example trainingParameterSpecs(redhat2025).map((p) => p.name).length // 7
 */
export function trainingParameterSpecs(
  study: TrainingStudy,
  options: { readonly contention?: readonly VirtualisationLayerId[] } = {},
): TrainingParameterSpec[] {
  const contention = options.contention ?? ["pod-overlay"];
  const clusterById = new Map(study.clusters.map((c) => [c.id, c]));
  for (const p of study.points) {
    if (!clusterById.has(p.cluster))
      throw new RangeError(`trainingParameterSpecs: unknown cluster ${p.cluster}`);
  }
  const specs: TrainingParameterSpec[] = [];
  for (const cluster of study.clusters) {
    if (!study.points.some((p) => p.cluster === cluster.id)) continue;
    specs.push({
      name: `mfu.${cluster.id}`,
      kind: "mfu",
      cluster: cluster.id,
      network: null,
      unit: "1",
      display: { unit: "%", scale: 0.01 },
      meaning: `Model FLOPs utilisation of one ${cluster.label} in this job: the share of its dense bf16 peak achieved, counting 6 FLOPs per parameter and token (recompute, intra-node sharding traffic and any offload copies are inside it).`,
      range: {
        low: 0.1,
        high: 0.6,
        why: "Large pre-training runs report 46-55% MFU (PaLM, arXiv 2204.02311; MegaScale, arXiv 2402.15627); fine-tuning with recompute, packing and offload lands lower, and below 10% something else would be the bottleneck.",
      },
      start: 0.2,
    });
  }
  const paths = new Map<string, { cluster: TrainingStudyCluster; network: VirtualisationLayerId }>();
  for (const p of study.points) {
    if (p.network === null || p.nodes < 2 || !trainingPathIsEstimate(p.network)) continue;
    const cluster = clusterById.get(p.cluster) as TrainingStudyCluster;
    paths.set(`${cluster.id}.${p.network}`, { cluster, network: p.network });
  }
  for (const [key, { cluster, network }] of paths) {
    const ceiling = trainingPathBandwidthEstimate({
      network,
      nicRate: nicRate(cluster, network),
      gpusPerNode: cluster.gpusPerNode,
    }).bandwidth;
    specs.push({
      name: `bandwidth.${key}`,
      kind: "bandwidth",
      cluster: cluster.id,
      network,
      unit: "bit/s",
      display: { unit: "Gb/s", scale: 1e9 },
      meaning: `Effective inter-node gradient bandwidth of one ${cluster.label} node over the ${PATH_LABEL[network]}, one direction, at 2 nodes: the rate the all-reduce's bytes actually moved at.`,
      range: {
        low: BANDWIDTH_FLOOR,
        high: ceiling,
        why: `From ${inGbps(BANDWIDTH_FLOOR)} Gb/s (a 2-node epoch would take days) up to the datapath layer model's ceiling for this path on a ${inGbps(cluster.vnicRate)} Gb/s NIC with ${cluster.gpusPerNode} streams (${inGbps(ceiling).toFixed(1)} Gb/s).`,
      },
      start: Math.min(ceiling, gbps(2)),
    });
  }
  for (const network of contention) {
    const counts = study.clusters.map(
      (c) =>
        new Set(
          study.points
            .filter((p) => p.cluster === c.id && p.network === network && p.nodes > 1)
            .map((p) => p.nodes),
        ).size,
    );
    if (Math.max(0, ...counts) < 3) continue;
    specs.push({
      name: `contention.${network}`,
      kind: "contention",
      cluster: null,
      network,
      unit: "1",
      display: { unit: "", scale: 1 },
      meaning: `How fast the ${PATH_LABEL[network]}'s effective bandwidth per node falls with node count n: it scales as (n / 2)^-exponent.`,
      range: {
        low: 0,
        high: 1,
        why: "0: no contention; 1: the per-node rate falls in proportion to node count, as if all nodes shared one fixed bottleneck.",
      },
      start: 0.2,
    });
  }
  return specs;
}
