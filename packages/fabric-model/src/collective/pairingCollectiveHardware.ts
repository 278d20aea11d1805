import type { GpuNetworkKind, GpuNetworkPairing } from "../presets/gpuNetworkPairings.ts";
import type { CollectiveHardwareInput, CollectiveTransport } from "./collectiveHardware.ts";

/**
 * The transport NCCL uses over each kind of pairing network: verbs over InfiniBand, EFA's
 * libfabric, kernel TCP sockets over a paravirtual vNIC, RoCE verbs over SR-IOV NICs.
 */
const NETWORK_TRANSPORT: Readonly<Record<GpuNetworkKind, CollectiveTransport>> = {
  infiniband: "ib",
  efa: "efa",
  "virtual-nic": "tcp",
  "sriov-nic": "roce",
};

/**
 * A pairing preset's nodes as the collective model's hardware: its GPU and GPUs per node, its
 * ports and their rate, and the transport NCCL runs over its network.
 * @example pairingCollectiveHardware(gpuNetworkPairings["aws-p5"]).transport // "efa"
 */
export function pairingCollectiveHardware(
  pairing: GpuNetworkPairing,
): Required<Pick<CollectiveHardwareInput, "gpu" | "gpusPerNode" | "nicCount" | "nicRate" | "transport">> {
  return {
    gpu: pairing.gpu,
    gpusPerNode: pairing.gpusPerNode,
    nicCount: pairing.nicsPerNode,
    nicRate: pairing.nicRate,
    transport: NETWORK_TRANSPORT[pairing.network],
  };
}
