import type { Source } from "../Source.ts";
import { type BitsPerSecond, gbps } from "../units.ts";
import type { GpuPresetId } from "./gpus.ts";

/**
 * Common pairings of GPU nodes with their scale-out network: how many GPUs a node holds and how
 * many network ports of which rate serve them, as the operator or vendor publishes it.
 */

/**
 * Identifiers of the pairing presets.
 * @example const id: GpuNetworkPairingId = "aws-p5";
 */
export type GpuNetworkPairingId =
  | "azure-nd-a100-v4"
  | "azure-nd-h100-v5"
  | "aws-p5"
  | "openshift-l40s-study"
  | "openshift-h100-study";

/**
 * How the node reaches other nodes.
 * @example gpuNetworkPairings["aws-p5"].network // "efa"
 */
export type GpuNetworkKind = "infiniband" | "efa" | "virtual-nic" | "sriov-nic";

/**
 * One published node configuration.
 * @example gpuNetworkPairings["azure-nd-h100-v5"].nicsPerNode // 8
 */
export interface GpuNetworkPairing {
  readonly id: GpuNetworkPairingId;
  /** Short UI label (a product or cluster name). */
  readonly label: string;
  readonly gpu: GpuPresetId;
  readonly gpusPerNode: number;
  readonly network: GpuNetworkKind;
  /** Network ports (or virtual interfaces) per node used for GPU traffic. */
  readonly nicsPerNode: number;
  /** Data rate of one of them, per direction. */
  readonly nicRate: BitsPerSecond;
  /** Where the node's GPUs and network were read. */
  readonly sources: readonly Source[];
}

const AZURE =
  "https://github.com/MicrosoftDocs/azure-docs/blob/main/articles/virtual-machines/sizes/gpu-accelerated";
const RED_HAT =
  "https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift";

/**
 * Pairing presets, oldest GPU first.
 * @example gpuNetworkPairings["azure-nd-h100-v5"].nicsPerNode // 8
 */
export const gpuNetworkPairings: Readonly<Record<GpuNetworkPairingId, GpuNetworkPairing>> = {
  "azure-nd-a100-v4": {
    id: "azure-nd-a100-v4",
    label: "Azure ND A100 v4",
    gpu: "a100-sxm",
    gpusPerNode: 8,
    network: "infiniband",
    nicsPerNode: 8,
    nicRate: gbps(200),
    sources: [
      {
        url: `${AZURE}/includes/nd-a100-v4-series-summary.md`,
        read: "Eight A100 40GB GPUs per VM, each with its own dedicated HDR InfiniBand connection (the page prints '200 GB/s'; HDR 4x is 200 Gb/s, and the page's 1.6 TB/s per VM is 8 x 200 Gb/s), GPUDirect RDMA, NVLink 3.0 inside the VM. The A100 preset is the 80GB SXM part; its NVLink is the same.",
      },
    ],
  },
  "azure-nd-h100-v5": {
    id: "azure-nd-h100-v5",
    label: "Azure ND H100 v5",
    gpu: "h100-sxm",
    gpusPerNode: 8,
    network: "infiniband",
    nicsPerNode: 8,
    nicRate: gbps(400),
    sources: [
      {
        url: `${AZURE}/includes/nd-h100-v5-series-summary.md`,
        read: "Eight H100 GPUs per VM; 'each GPU within the VM is provided with its own dedicated, topology-agnostic 400 Gb/s NVIDIA Quantum-2 CX7 InfiniBand connection', 3.2 Tb/s per VM; NVLink 4.0 inside the VM.",
      },
    ],
  },
  "aws-p5": {
    id: "aws-p5",
    label: "AWS p5.48xlarge",
    gpu: "h100-sxm",
    gpusPerNode: 8,
    network: "efa",
    nicsPerNode: 32,
    nicRate: gbps(100),
    sources: [
      {
        url: "https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/p5-efa.html",
        read: "P5: up to 32 network cards and up to 3200 Gbps of EFA networking (100 Gbps per EFA interface, as in the aws-efa NIC preset).",
      },
      {
        url: "https://aws.amazon.com/ec2/instance-types/p5/",
        read: "P5 instances: eight NVIDIA H100 GPUs, up to 3200 Gbps of EFA networking.",
      },
    ],
  },
  "openshift-l40s-study": {
    id: "openshift-l40s-study",
    label: "OpenShift L40S node (Red Hat study)",
    gpu: "l40s",
    gpusPerNode: 2,
    network: "virtual-nic",
    nicsPerNode: 1,
    nicRate: gbps(100),
    sources: [
      {
        url: RED_HAT,
        read: "Red Hat Developer, 2025-10-16: L40S cluster nodes with 2x L40S 48GB, 48 vCPU and a 100 Gbps vNIC (one secondary vNIC per node in the runs).",
      },
    ],
  },
  "openshift-h100-study": {
    id: "openshift-h100-study",
    label: "OpenShift H100 node (Red Hat study)",
    gpu: "h100-sxm",
    gpusPerNode: 8,
    network: "sriov-nic",
    nicsPerNode: 8,
    nicRate: gbps(400),
    sources: [
      {
        url: RED_HAT,
        read: "Red Hat Developer, 2025-10-16: H100 nodes with 8x H100 80GB, a 200 Gbps vNIC and up to eight 400 Gbps SR-IOV NICs (the article reports that 2, 4 or 8 SR-IOV interfaces gave no further gain on its 8B model).",
      },
    ],
  },
};

/** Pairing preset ids, in table order. @example gpuNetworkPairingIds.length // 5 */
export const gpuNetworkPairingIds: readonly GpuNetworkPairingId[] = Object.keys(
  gpuNetworkPairings,
) as GpuNetworkPairingId[];

/**
 * Scale-out network bandwidth per GPU of a pairing: ports x port rate / GPUs, per direction.
 * @example inGbps(networkRatePerGpu(gpuNetworkPairings["aws-p5"])) // 400
 */
export function networkRatePerGpu(pairing: GpuNetworkPairing): BitsPerSecond {
  return ((pairing.nicsPerNode * pairing.nicRate) / pairing.gpusPerNode) as BitsPerSecond;
}
