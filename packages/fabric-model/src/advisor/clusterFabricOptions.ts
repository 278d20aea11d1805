import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import { gpuPreset } from "../presets/gpus.ts";
import { nics } from "../presets/nics.ts";
import { redhat2025 } from "../studies/redhat2025.ts";
import type { BitsPerSecond } from "../units.ts";

/**
 * The fabric families the cluster advisor compares: Ethernet with NCCL's kernel-TCP sockets,
 * RoCEv2 on a lossless (PFC/ECN) Ethernet fabric, and InfiniBand.
 * @example const f: FabricFamily = "roce";
 */
export type FabricFamily = "tcp" | "roce" | "ib";

/** Every fabric family, cheapest first. @example fabricFamilies[2] // "ib" */
export const fabricFamilies: readonly FabricFamily[] = ["tcp", "roce", "ib"];

/**
 * One fabric option: a family at a NIC rate, on bare metal (`layer` null) or under a Kubernetes
 * pod's network path.
 * @example clusterFabricOptions({ gpu: "h100-sxm", kubernetes: false })[0].id // "tcp-100"
 */
export interface ClusterFabricOption {
  /** Stable id: family, rate in Gb/s and, under Kubernetes, the pod path (`tcp-400-vnic`). */
  readonly id: string;
  readonly family: FabricFamily;
  /** Port rate of each NIC, one direction. */
  readonly nicRate: BitsPerSecond;
  /** The pod's network path, or null on bare metal. */
  readonly layer: VirtualisationLayerId | null;
}

/** The ConnectX generations whose port rates the advisor offers, slowest first. */
const NIC_GENERATIONS = [nics.connectX5, nics.connectX6, nics.connectX7] as const;

/** Pod paths per family: sockets run over any of them, RDMA only through an SR-IOV function with RDMA. */
const LAYERS: Readonly<Record<FabricFamily, readonly VirtualisationLayerId[]>> = {
  tcp: ["pod-overlay", "vnic", "sriov-vf"],
  roce: ["sriov-rdma"],
  ib: ["sriov-rdma"],
};

/**
 * The NIC rates that exist for a GPU generation: the port rates of the ConnectX generations whose
 * host link (PCIe generation) the GPU's platform offers, so that the NIC can run at its rate
 * (a PCIe Gen4 x16 A100 or L40S server feeds up to a 200 Gb/s ConnectX-6, a Gen5 H100 server a
 * 400 Gb/s ConnectX-7).
 * @throws RangeError on an unknown GPU.
 * @example nicRatesForGpu("a100-sxm").length // 2
 */
export function nicRatesForGpu(gpu: string): readonly BitsPerSecond[] {
  const generation = gpuPreset(gpu).pcie.generation;
  return NIC_GENERATIONS.filter((n) => (n.pcie?.generation ?? 3) <= generation).map(
    (n) => n.linkRateUnidirectional,
  );
}

/**
 * Every fabric option for a GPU: each family at each NIC rate of the GPU's generation
 * (`nicRatesForGpu`); under Kubernetes, each family through every pod path it can use (sockets
 * over the pod network, a secondary vNIC or an SR-IOV function; RDMA through SR-IOV with RDMA).
 * @throws RangeError on an unknown GPU.
 * @example clusterFabricOptions({ gpu: "h100-sxm", kubernetes: false }).length // 9
 */
export function clusterFabricOptions(inputs: {
  readonly gpu: string;
  readonly kubernetes: boolean;
}): readonly ClusterFabricOption[] {
  const rates = nicRatesForGpu(inputs.gpu);
  return fabricFamilies.flatMap((family) =>
    rates.flatMap((nicRate): ClusterFabricOption[] => {
      const base = `${family}-${Math.round(nicRate / 1e9)}`;
      if (!inputs.kubernetes) return [{ id: base, family, nicRate, layer: null }];
      return LAYERS[family].map((layer) => ({ id: `${base}-${layer}`, family, nicRate, layer }));
    }),
  );
}

/**
 * The fabric options a study cluster actually had, so that its scenario stays on the study's
 * hardware: the pod network and the secondary vNIC at the cluster's vNIC rate (kernel TCP), and
 * where it had SR-IOV NICs, an SR-IOV function with sockets and one with RDMA (RoCE: the
 * OpenShift clusters run Ethernet).
 * @throws RangeError on a cluster id the study does not have.
 * @example studyClusterOptions("l40s").map((o) => o.id) // ["tcp-100-pod-overlay", "tcp-100-vnic"]
 */
export function studyClusterOptions(clusterId: string): readonly ClusterFabricOption[] {
  const cluster = redhat2025.clusters.find((c) => c.id === clusterId);
  if (cluster === undefined) throw new RangeError(`studyClusterOptions: no study cluster "${clusterId}"`);
  const option = (
    family: FabricFamily,
    nicRate: BitsPerSecond,
    layer: VirtualisationLayerId,
  ): ClusterFabricOption => ({
    id: `${family}-${Math.round(nicRate / 1e9)}-${layer}`,
    family,
    nicRate,
    layer,
  });
  const sriov = cluster.sriovNicRate;
  return [
    option("tcp", cluster.vnicRate, "pod-overlay"),
    option("tcp", cluster.vnicRate, "vnic"),
    ...(sriov === null ? [] : [option("tcp", sriov, "sriov-vf"), option("roce", sriov, "sriov-rdma")]),
  ];
}
