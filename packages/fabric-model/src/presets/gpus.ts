import type { Source } from "../Source.ts";
import { type Bytes, type BytesPerSecond, type FlopsPerSecond, gBps, gb, tflopsPerSecond } from "../units.ts";

/**
 * Identifiers of the GPU presets.
 * @example const id: GpuPresetId = "h100-sxm";
 */
export type GpuPresetId =
  | "a100-sxm"
  | "a100-pcie"
  | "h100-sxm"
  | "h200-sxm"
  | "gh200"
  | "b200-sxm"
  | "gb200"
  | "l40s"
  | "l40"
  | "l4"
  | "a10"
  | "t4";

/** NVLink of one GPU: link count, the datasheet rate, and the per-link rate NCCL's topology assumes. */
interface GpuNvlink {
  readonly generation: 2 | 3 | 4 | 5;
  /** NVLink links per GPU. */
  readonly links: number;
  /** Datasheet NVLink bandwidth of the GPU, all links together, per direction. */
  readonly bandwidthUnidirectional: BytesPerSecond;
  /** Bandwidth NCCL's topology search assigns to one link (`SMxx_NVLINK_BW` in `src/graph/topo.h`). */
  readonly ncclLinkBandwidth: BytesPerSecond;
  /** Whether the GPUs of a node reach each other through NVSwitch (NCCL's NVLS needs it). */
  readonly nvswitch: boolean;
}

/**
 * A data-centre GPU as the collective and training models need it.
 * @example gpus.l40s.nvlink // null
 */
export interface GpuPreset {
  readonly id: GpuPresetId;
  readonly name: string;
  readonly architecture: "turing" | "ampere" | "ada" | "hopper" | "blackwell";
  /** CUDA compute capability x 10 (80 = sm_80), which selects NCCL's per-architecture constants. */
  readonly computeCapability: number;
  /** Device memory as the datasheet prints it (decimal GB). */
  readonly memory: Bytes;
  /** Dense (no sparsity) bf16 tensor-core peak; null where the GPU has no bf16 tensor cores. */
  readonly denseBf16: FlopsPerSecond | null;
  /** NVLink, or null for a PCIe-only GPU. */
  readonly nvlink: GpuNvlink | null;
  /** Host (PCIe) link of the GPU. */
  readonly pcie: { readonly generation: 3 | 4 | 5; readonly lanes: number };
  /** CPU of the usual host platform; NCCL picks its LL bandwidth cap by CPU vendor on multi-node jobs. */
  readonly hostCpu: "intel" | "amd" | "arm";
  /**
   * How the node's NICs reach the GPU: "pcie" through a PCIe switch they share (NCCL path PXB), "c2c"
   * through the CPU over NVLink-C2C (path P2C), or "cpu" through the CPU's root complex (path PHB or
   * SYS: the usual PCIe server without switches, or a cloud instance without GPUDirect RDMA). NCCL
   * uses GPUDirect RDMA only up to PXB by default (NCCL_NET_GDR_LEVEL), so on "cpu" nodes it stages
   * network traffic through host memory; it enables LL128 across nodes only with GPUDirect.
   */
  readonly nicPath: "pcie" | "c2c" | "cpu";
  /**
   * GPUs of the usual node (or NVLink domain) this GPU comes in: a job using fewer drives only the
   * NICs next to its GPUs (the node's NICs times its share of the GPUs).
   */
  readonly nodeGpus: number;
  /**
   * GPUs of one host (a compute tray) where the NVLink domain spans several hosts (multi-node
   * NVLink): NCCL counts the domain as one node, so a run's hosts are grouped into domains of
   * `nodeGpus`. Absent where a host is the node.
   */
  readonly hostGpus?: number;
  /** Where each number was read. */
  readonly sources: readonly Source[];
  readonly note: string;
}

const NCCL_TOPO_H: Source = {
  url: "https://github.com/NVIDIA/nccl/blob/master/src/graph/topo.h",
  read: "SM80_NVLINK_BW 20.0, SM90_NVLINK_BW 20.6 GB/s per link; PCI_BW 12.0 for Gen3 x16",
};

const DGX_H100: Source = {
  url: "https://docs.nvidia.com/dgx/dgxh100-user-guide/introduction-to-dgxh100.html",
  read: "DGX H100: 2x Intel Xeon Platinum 8480C, four NVSwitch chips",
};

/**
 * What a PCIe Gen4 x16 card without NVLink shares with every other: no NVLink, and NICs reached
 * through the CPU's root complex (no PCIe switch in the usual server, so no GPUDirect RDMA).
 */
const PCIE_GEN4_CARD = { nvlink: null, pcie: { generation: 4, lanes: 16 }, nicPath: "cpu" } as const;

/**
 * GPU presets with sourced specifications (NVIDIA datasheets; NCCL's per-link NVLink constants).
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/topo.h
 * @example gpus["h100-sxm"].nvlink?.links // 18
 */
export const gpus: Readonly<Record<GpuPresetId, GpuPreset>> = {
  "a100-sxm": {
    id: "a100-sxm",
    name: "NVIDIA A100 80GB SXM4",
    architecture: "ampere",
    computeCapability: 80,
    memory: gb(80),
    denseBf16: tflopsPerSecond(312),
    nvlink: {
      generation: 3,
      links: 12,
      bandwidthUnidirectional: gBps(300),
      ncclLinkBandwidth: gBps(20.0),
      nvswitch: true,
    },
    pcie: { generation: 4, lanes: 16 },
    hostCpu: "amd",
    nicPath: "pcie",
    nodeGpus: 8,
    sources: [
      {
        url: "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf",
        read: "A100 80GB SXM: BF16 tensor 312 TFLOPS dense, 624 with sparsity; 80GB HBM2e; NVLink 600 GB/s i.e. 12 third-generation links, 300 GB/s per direction; PCIe Gen4",
      },
      NCCL_TOPO_H,
      {
        url: "https://docs.nvidia.com/dgx/dgxa100-user-guide/introduction-to-dgxa100.html",
        read: "DGX A100: 2x AMD EPYC 7742, NVSwitch",
      },
    ],
    note: "HGX/DGX A100 8-GPU board: every GPU reaches the others through six NVSwitches.",
  },
  "a100-pcie": {
    id: "a100-pcie",
    name: "NVIDIA A100 40GB PCIe",
    architecture: "ampere",
    computeCapability: 80,
    memory: gb(40),
    denseBf16: tflopsPerSecond(312),
    nvlink: null,
    pcie: { generation: 4, lanes: 16 },
    hostCpu: "amd",
    nicPath: "cpu",
    nodeGpus: 2,
    sources: [
      {
        url: "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf",
        read: "A100 40GB PCIe: BF16 tensor 312 TFLOPS dense; 40GB HBM2; PCIe Gen4 64 GB/s; NVLink only through an optional two-GPU bridge",
      },
      {
        url: "https://github.com/NVIDIA/nccl-tests/issues/293",
        read: "Dell PowerEdge R7525 (AMD EPYC) with an A100 PCIe and a ConnectX-6 HDR NIC on different CPU sockets",
      },
    ],
    note: "PCIe card; modelled without its optional two-GPU NVLink bridge. In the usual PCIe server GPU and NIC meet at the CPU, so NCCL stages network traffic through host memory.",
  },
  "h100-sxm": {
    id: "h100-sxm",
    name: "NVIDIA H100 80GB SXM5",
    architecture: "hopper",
    computeCapability: 90,
    memory: gb(80),
    denseBf16: tflopsPerSecond(989),
    nvlink: {
      generation: 4,
      links: 18,
      bandwidthUnidirectional: gBps(450),
      ncclLinkBandwidth: gBps(20.6),
      nvswitch: true,
    },
    pcie: { generation: 5, lanes: 16 },
    hostCpu: "intel",
    nicPath: "pcie",
    nodeGpus: 8,
    sources: [
      {
        url: "https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet",
        read: "H100 SXM: BF16 tensor 1,979 TFLOPS with sparsity, i.e. 989 dense; 80GB HBM3; NVLink 900 GB/s over 18 fourth-generation links, 450 GB/s per direction; PCIe Gen5 128 GB/s",
      },
      NCCL_TOPO_H,
      DGX_H100,
    ],
    note: "HGX H100 8-GPU board with NVSwitch; nccl-tests issue 212 reports ~370 GB/s ring busbw (18 x 20.6).",
  },
  "h200-sxm": {
    id: "h200-sxm",
    name: "NVIDIA H200 141GB SXM",
    architecture: "hopper",
    computeCapability: 90,
    memory: gb(141),
    denseBf16: tflopsPerSecond(989),
    nvlink: {
      generation: 4,
      links: 18,
      bandwidthUnidirectional: gBps(450),
      ncclLinkBandwidth: gBps(20.6),
      nvswitch: true,
    },
    pcie: { generation: 5, lanes: 16 },
    hostCpu: "intel",
    nicPath: "pcie",
    nodeGpus: 8,
    sources: [
      {
        url: "https://www.nvidia.com/en-us/data-center/h200/",
        read: "H200 SXM: BF16 tensor 1,979 TFLOPS with sparsity, i.e. 989 dense; 141GB HBM3e; NVLink 900 GB/s; PCIe Gen5 128 GB/s",
      },
      NCCL_TOPO_H,
      { ...DGX_H100, read: "DGX H200 shares the DGX H100 platform: Intel Xeon 8480C" },
    ],
    note: "Same Hopper die and NVLink as H100 SXM with more and faster memory.",
  },
  gh200: {
    id: "gh200",
    name: "NVIDIA GH200 Grace Hopper Superchip (96GB HBM3)",
    architecture: "hopper",
    computeCapability: 90,
    memory: gb(96),
    denseBf16: tflopsPerSecond(989),
    nvlink: {
      generation: 4,
      links: 18,
      bandwidthUnidirectional: gBps(450),
      ncclLinkBandwidth: gBps(20.6),
      nvswitch: false,
    },
    pcie: { generation: 5, lanes: 16 },
    hostCpu: "arm",
    nicPath: "c2c",
    nodeGpus: 4,
    sources: [
      {
        url: "https://resources.nvidia.com/en-us-grace-cpu/grace-hopper-superchip",
        read: "GH200: Hopper GPU with 96GB HBM3 or 144GB HBM3e, BF16 1,979 TFLOPS with sparsity i.e. 989 dense, NVLink 900 GB/s, NVLink-C2C 900 GB/s to the 72-core Arm Neoverse V2 Grace CPU, PCIe Gen5 lanes on Grace",
      },
      NCCL_TOPO_H,
      {
        url: "https://github.com/eth-cscs/cscs-docs/blob/HEAD/docs/alps/hardware.md",
        read: "Alps GH200 node: four GH200 all-to-all over NVLink, four Slingshot 11 NICs, one per Grace",
      },
    ],
    note: "Alps quad node: no NVSwitch, the four GPUs are directly linked (6 links per pair). NICs hang off Grace, so the GPU-NIC path crosses C2C.",
  },
  "b200-sxm": {
    id: "b200-sxm",
    name: "NVIDIA B200 SXM (HGX / DGX B200)",
    architecture: "blackwell",
    computeCapability: 100,
    memory: gb(180),
    denseBf16: tflopsPerSecond(2250),
    nvlink: {
      generation: 5,
      links: 18,
      bandwidthUnidirectional: gBps(900),
      ncclLinkBandwidth: gBps(40.1),
      nvswitch: true,
    },
    pcie: { generation: 5, lanes: 16 },
    hostCpu: "intel",
    nicPath: "pcie",
    nodeGpus: 8,
    sources: [
      {
        url: "https://docs.nvidia.com/dgx/dgxb200-user-guide/introduction-to-dgxb200.html",
        read: "DGX B200: 8 x B200 with 1,440 GB GPU memory in all (180 GB each), 2 x Intel Xeon 8570 PCIe Gen5, 5th-generation NVLink switches, 8 x ConnectX-7 up to 400 Gb/s",
      },
      {
        url: "https://docs.vultr.com/inference-cookbook/cuda/getting-started/hardware-overview",
        read: "HGX B200: sm_100; NV18 between every GPU pair through NVSwitch 5.0; 1.8 TB/s bidirectional per GPU, i.e. 900 GB/s per direction",
      },
      {
        url: "https://glennklockwood.com/garden/processors/B200",
        read: "HGX B200 at 1,000 W: FP16/BF16 2,250 TFLOPS dense",
      },
      {
        repo: "NVIDIA/nccl",
        path: "src/graph/topo.h",
        commit: "e7fcc7da24976ee57eeba70a23b2733b0df9d2da",
        read: "SM100_NVLINK_BW 40.1 GB/s per link",
      },
    ],
    note: "HGX B200 8-GPU board: 18 fifth-generation NVLinks per GPU through NVSwitch.",
  },
  gb200: {
    id: "gb200",
    name: "NVIDIA GB200 (Grace Blackwell, NVL72 rack)",
    architecture: "blackwell",
    computeCapability: 100,
    memory: gb(192),
    denseBf16: tflopsPerSecond(2500),
    nvlink: {
      generation: 5,
      links: 18,
      bandwidthUnidirectional: gBps(900),
      ncclLinkBandwidth: gBps(40.1),
      nvswitch: true,
    },
    pcie: { generation: 5, lanes: 16 },
    hostCpu: "arm",
    nicPath: "c2c",
    nodeGpus: 72,
    hostGpus: 4,
    sources: [
      {
        url: "https://www.nvidia.com/en-us/data-center/gb200-nvl72/",
        read: "GB200 NVL72: 36 Grace CPUs and 72 Blackwell GPUs in one rack-scale NVLink domain",
      },
      {
        repo: "coreweave/nccl-tests",
        path: "slurm/nccl-test-distributed-gb200-nvl72-enroot.slurm",
        commit: "bee97e71ff87d859aa9db4f5e7e3eaaa00733159",
        lines: "4-6",
        read: "one NVL72 rack as 18 Slurm nodes with 4 GPUs each (--nodes=18, --gpus-per-node=4)",
      },
      {
        url: "https://glennklockwood.com/garden/processors/B200",
        read: "B200: 192 GB HBM3; GB200 variant at 1,200 W: BF16 2,500 TFLOPS dense; 2 x 900 GB/s NVLink 5",
      },
      {
        repo: "NVIDIA/nccl",
        path: "src/graph/topo.h",
        commit: "e7fcc7da24976ee57eeba70a23b2733b0df9d2da",
        read: "SM100_NVLINK_BW 40.1 GB/s per link",
      },
    ],
    note: "In an NVL72 rack the 72 GPUs of 18 trays share one NVLink domain (multi-node NVLink); NCCL treats the domain as one node. NICs hang off Grace, reached over C2C (NCCL_NET_GDR_C2C).",
  },
  l40s: {
    id: "l40s",
    name: "NVIDIA L40S 48GB",
    architecture: "ada",
    computeCapability: 89,
    memory: gb(48),
    denseBf16: tflopsPerSecond(362.05),
    ...PCIE_GEN4_CARD,
    hostCpu: "intel",
    nodeGpus: 4,
    sources: [
      {
        url: "https://resources.nvidia.com/en-us-l40s/l40s-datasheet-28413",
        read: "L40S: BF16 tensor 362.05 TFLOPS dense, 733 with sparsity; 48GB GDDR6; PCIe Gen4 x16 64 GB/s bidirectional; no NVLink",
      },
    ],
    note: "PCIe-only: GPU-to-GPU traffic inside a node crosses PCIe (NCCL path PIX/PXB/PHB).",
  },
  l40: {
    id: "l40",
    name: "NVIDIA L40 48GB",
    architecture: "ada",
    computeCapability: 89,
    memory: gb(48),
    denseBf16: tflopsPerSecond(181.05),
    ...PCIE_GEN4_CARD,
    hostCpu: "intel",
    nodeGpus: 4,
    sources: [
      {
        url: "https://www.nvidia.com/en-us/data-center/l40/",
        read: "L40: BFLOAT16 Tensor Core 181.05 TFLOPS dense, 362.1 with sparsity; 48 GB GDDR6 with ECC; PCIe Gen4 x16 64 GB/s bidirectional; no NVLink",
      },
    ],
    note: "PCIe-only, the AD102 of the L40S at lower tensor clocks: between nodes and between its GPUs the same PCIe Gen4 path as the L40S, in the same kind of Intel PCIe server with four of them (assumptions, as the L40S's: the card does not set its host).",
  },
  l4: {
    id: "l4",
    name: "NVIDIA L4 24GB",
    architecture: "ada",
    computeCapability: 89,
    memory: gb(24),
    denseBf16: tflopsPerSecond(121),
    ...PCIE_GEN4_CARD,
    hostCpu: "amd",
    nodeGpus: 8,
    sources: [
      {
        url: "https://www.nvidia.com/en-us/data-center/l4/",
        read: "L4: BF16 Tensor Core 242 teraFLOPS with sparsity (121 dense: NVIDIA's sparsity figures are twice dense); 24GB GDDR6; PCIe Gen4 x16 64GB/s; single-slot, no NVLink",
      },
      {
        url: "https://aws.amazon.com/ec2/instance-types/g6/",
        read: "G6: NVIDIA L4 Tensor Core GPUs with 3rd generation AMD EPYC processors; g6.48xlarge: 8 GPUs",
      },
    ],
    note: "PCIe-only, a single-slot 72 W card; the GPU of AWS G6 (AMD hosts, up to 8 a node) and Google Cloud G2 (Intel hosts).",
  },
  a10: {
    id: "a10",
    name: "NVIDIA A10 24GB",
    architecture: "ampere",
    computeCapability: 86,
    memory: gb(24),
    denseBf16: tflopsPerSecond(125),
    ...PCIE_GEN4_CARD,
    hostCpu: "amd",
    nodeGpus: 8,
    sources: [
      {
        url: "https://www.nvidia.com/en-us/data-center/products/a10-gpu/",
        read: "A10: BF16 Tensor Core 125 teraFLOPS, 250 with sparsity; 24GB GDDR6; PCIe Gen4 64GB/s; no NVLink",
      },
      {
        url: "https://aws.amazon.com/ec2/instance-types/g5/",
        read: "G5: NVIDIA A10G Tensor Core GPUs with 2nd generation AMD EPYC processors; g5.48xlarge: 8 GPUs",
      },
    ],
    note: "PCIe-only (GA102). AWS's A10G (G5) is a variant with the same 24 GB and PCIe Gen4 x16 link but its own tensor clocks: for collectives it is the same card; its compute peak is not the A10's.",
  },
  t4: {
    id: "t4",
    name: "NVIDIA T4 16GB",
    architecture: "turing",
    computeCapability: 75,
    memory: gb(16),
    denseBf16: null,
    nvlink: null,
    pcie: { generation: 3, lanes: 16 },
    hostCpu: "intel",
    nicPath: "cpu",
    nodeGpus: 1,
    sources: [
      {
        url: "https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/tesla-t4/t4-tensor-core-datasheet-951643.pdf",
        read: "T4: 16GB GDDR6, PCIe Gen3 x16, mixed-precision FP16/FP32 65 TFLOPS; no bf16",
      },
      { url: "https://aws.amazon.com/ec2/instance-types/g4/", read: "g4dn: T4 with Intel Xeon Cascade Lake" },
    ],
    note: "The GPU of AWS g4dn instances (the inferred hardware of the aws 2-rank nccl-tests fixtures). Turing has no bf16 tensor cores.",
  },
};

/**
 * All GPU preset ids, in a stable order.
 * @example gpuPresetIds[0] // "a100-sxm"
 */
export const gpuPresetIds: readonly GpuPresetId[] = [
  "a100-sxm",
  "a100-pcie",
  "h100-sxm",
  "h200-sxm",
  "gh200",
  "b200-sxm",
  "gb200",
  "l40s",
  "l40",
  "l4",
  "a10",
  "t4",
];

/**
 * Look up a GPU preset by id.
 * @throws RangeError when `id` is not a preset id.
 * @example gpuPreset("a100-sxm").nvlink?.links // 12
 */
export function gpuPreset(id: string): GpuPreset {
  const preset = (gpus as Readonly<Record<string, GpuPreset>>)[id];
  if (preset === undefined || !Object.hasOwn(gpus, id)) {
    throw new RangeError(`unknown GPU preset "${id}"; expected one of ${gpuPresetIds.join(", ")}`);
  }
  return preset;
}

/**
 * PCIe bandwidth of a link as NCCL's topology computes it: lanes x per-lane rate / 80, i.e. 12 GB/s
 * for Gen3 x16, 24 for Gen4 x16, 48 for Gen5 x16 (per direction).
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/topo.cc (kvDictPciGen, `width*speed/80.0`)
 * @example ncclPcieBandwidth({ generation: 4, lanes: 16 }) // 2.4e10 B/s
 */
export function ncclPcieBandwidth(pcie: {
  readonly generation: 3 | 4 | 5;
  readonly lanes: number;
}): BytesPerSecond {
  // kvDictPciGen: 8 GT/s -> 60, 16 GT/s -> 120, 32 GT/s -> 240 (units of 100 Mb/s per lane).
  const perLane100Mbps = pcie.generation === 3 ? 60 : pcie.generation === 4 ? 120 : 240;
  return gBps((pcie.lanes * perLane100Mbps) / 80);
}
