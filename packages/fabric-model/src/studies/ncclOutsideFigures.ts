import { pairingCollectiveHardware } from "../collective/pairingCollectiveHardware.ts";
import type { PredictCollectiveInput } from "../collective/predictCollective.ts";
import { gpuNetworkPairings } from "../presets/gpuNetworkPairings.ts";
import type { Source } from "../Source.ts";
import { bytes, gbps, gib, mib } from "../units.ts";

/**
 * One figure a public thread states about an all-reduce on hardware the corpus
 * (`ncclReferenceSweeps`) does not hold: no full sweep, so nothing the calibration fits, only a
 * check of the model from outside. `value` is what the source says: bus bandwidth (GB/s) at the
 * size given, or the time (us) of a small all-reduce.
 */
export interface NcclOutsideFigure {
  readonly id: string;
  /** The all-reduce and hardware as the model's input, at the size the figure is for. */
  readonly input: PredictCollectiveInput;
  readonly quantity: "busbwGBps" | "timeUs";
  readonly value: number;
  /** A run someone measured, or what NCCL's maintainers say the hardware should reach. */
  readonly kind: "measured" | "expected";
  readonly source: Source;
}

const h100Node = { collective: "all_reduce", gpu: "h100-sxm", nodes: 1 } as const;
/** AWS p5.48xlarge (8 H100 SXM, 32 EFA interfaces of 100 Gb/s), NCCL 2.27.7. */
const awsP5 = {
  collective: "all_reduce",
  ...pairingCollectiveHardware(gpuNetworkPairings["aws-p5"]),
  ncclVersion: "2.27.7",
} as const;
/** DGX A100 nodes: 8 A100 SXM and 8 ConnectX-6 HDR (200 Gb/s) InfiniBand NICs each. */
const dgxA100 = {
  collective: "all_reduce",
  gpu: "a100-sxm",
  gpusPerNode: 8,
  nicCount: 8,
  nicRate: gbps(200),
  transport: "ib",
} as const;

/**
 * Figures from NCCL and nccl-tests issue threads and from vendors' published guides (NVIDIA
 * DeepOps), each read by hand from the source, with the hardware its author states (a GPU count
 * the source states, a NIC rate that follows from the stated "theoretical" bandwidth).
 * `test/collective/ncclOutsideFigures.test.ts` prints the model against each and holds what it
 * reaches.
 * @example ncclOutsideFigures.find((f) => f.id === "nccl-1807-b200-1x8")?.value // 830
 */
export const ncclOutsideFigures: readonly NcclOutsideFigure[] = [
  {
    id: "nccl-tests-212-h100-1x8-nvls",
    input: { ...h100Node, gpusPerNode: 8, bytes: gib(8) },
    quantity: "busbwGBps",
    value: 480,
    kind: "expected",
    source: {
      url: "https://github.com/NVIDIA/nccl-tests/issues/212",
      read: "sjeaugey, 2024-05-06: 'On 8 GPUs, you should reach a peak busBw of ~480GB/s (algbw ~275GB/s)' with NVLink SHARP; 256M is too small to reach it",
    },
  },
  {
    id: "nccl-tests-212-h100-1x8-ring",
    input: { ...h100Node, gpusPerNode: 8, bytes: gib(8), algorithm: "ring" },
    quantity: "busbwGBps",
    value: 370,
    kind: "expected",
    source: {
      url: "https://github.com/NVIDIA/nccl-tests/issues/212",
      read: "sjeaugey, 2024-05-06: 'NCCL can get an effective NVLink bandwidth of 370GB/s, which you can observe as \"BusBw\" ... when running with NCCL_ALGO=RING'",
    },
  },
  ...([2, 8] as const).map((g) => ({
    id: `nccl-1455-h100-1x${g}-ring`,
    input: { ...h100Node, gpusPerNode: g, bytes: gib(4), algorithm: "ring" } as const,
    quantity: "busbwGBps" as const,
    value: 367.5,
    kind: "measured" as const,
    source: {
      url: "https://github.com/NVIDIA/nccl/issues/1455",
      read: "8 x H100 SXM, all_reduce_perf -b 2G -e 4G -g [gpus]: 'when using ALGO=RING, busbw is about 365-370 GBps when gpus from 2 to 8' (the middle, 367.5)",
    },
  })),
  ...(
    [
      [5, 420],
      [6, 440],
      [7, 460],
      [8, 480],
    ] as const
  ).map(([g, value]) => ({
    id: `nccl-1455-h100-1x${g}-nvls`,
    input: { ...h100Node, gpusPerNode: g, bytes: gib(4), algorithm: "nvls" } as const,
    quantity: "busbwGBps" as const,
    value,
    kind: "measured" as const,
    source: {
      url: "https://github.com/NVIDIA/nccl/issues/1455",
      read: "8 x H100 SXM, NCCL_ALGO=NVLS all_reduce_perf -b 2G -e 4G: 'Busbw increase from 370 to 420, 440, 460, and 480 GBps when gpus increase from 4 to 5, 6, 7, and 8'",
    },
  })),
  {
    id: "nccl-1807-b200-1x8",
    input: {
      collective: "all_reduce",
      gpu: "b200-sxm",
      gpusPerNode: 8,
      nodes: 1,
      bytes: gib(8),
      ncclVersion: "2.27.1",
    },
    quantity: "busbwGBps",
    value: 830,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl/issues/1807",
      read: "NCCL 2.27.1, B200: 'should the all_reduce_perf performance of 8 B200s in a single machine reach 900+? Ours is 830+.'",
    },
  },
  {
    id: "nccl-tests-272-h200-1x8",
    input: {
      collective: "all_reduce",
      gpu: "h200-sxm",
      gpusPerNode: 8,
      nodes: 1,
      bytes: gib(4),
      ncclVersion: "2.20.3",
    },
    quantity: "busbwGBps",
    value: 475,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl-tests/issues/272",
      read: "8 x H200 over NVLink4, NCCL 2.20.3+cuda12.3, all_reduce_perf -b 64k -e 4G: 'The output shows peak bandwidth of 475 GB/s'",
    },
  },
  {
    id: "nccl-1048-a100-1x8",
    input: { collective: "all_reduce", gpu: "a100-sxm", gpusPerNode: 8, nodes: 1, bytes: gib(4) },
    quantity: "busbwGBps",
    value: 232.54,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl/issues/1048",
      read: "A100 x 8 per node: 'singleNode, ./build/all_reduce_perf -b 8 -e 4G -f 2 -g 8, result: 232.54GB/s'",
    },
  },
  {
    id: "nccl-1048-a100-2x8-ib",
    input: {
      collective: "all_reduce",
      gpu: "a100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 4,
      nicRate: gbps(200),
      transport: "ib",
      bytes: gib(4),
    },
    quantity: "busbwGBps",
    value: 86,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl/issues/1048",
      read: "'A100 * 8, IB 200Gb * 4' per node: 'nccl all-reduce between two nodes only 86GB/s' (the theoretical value it names: 96 GB/s)",
    },
  },
  {
    id: "nccl-tests-119-a100-3x8-ib",
    input: {
      collective: "all_reduce",
      gpu: "a100-sxm",
      gpusPerNode: 8,
      nodes: 3,
      nicCount: 4,
      nicRate: gbps(200),
      transport: "ib",
      bytes: mib(125),
    },
    quantity: "busbwGBps",
    value: 96,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl-tests/issues/119",
      read: "3 servers, each 8 x A100 SXM4 40G and 4 x Mellanox HDR, mpirun -np 24 all_reduce_perf -b 8 -e 128M: 'peak performance reaches about 96GB/s' (rows near 128 MB at 95.7-96.5 GB/s)",
    },
  },
  {
    id: "nccl-tests-150-a100-2x1-ib-8b",
    input: {
      collective: "all_reduce",
      gpu: "a100-sxm",
      gpusPerNode: 1,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(200),
      transport: "ib",
      bytes: bytes(8),
    },
    quantity: "timeUs",
    value: 18.96,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl-tests/issues/150",
      read: "two nodes of 8 x A100 80GB on HDR InfiniBand, one GPU per node: the 8 B row, 19.90 us out of place and 18.96 us in place (8 HDR NICs per node assumed, as on a DGX A100: the thread lists more mlx5 devices than it says what they are)",
    },
  },
  ...(
    [
      [4, 16.88],
      [8, 33.7],
    ] as const
  ).map(([g, value]) => ({
    id: `nccl-tests-123-a100-1x${g}-g${g}-8b`,
    input: {
      collective: "all_reduce",
      gpu: "a100-sxm",
      gpusPerNode: g,
      nodes: 1,
      gpusPerProcess: g,
      algorithm: "ring",
      bytes: bytes(8),
    } as const,
    quantity: "timeUs" as const,
    value,
    kind: "measured" as const,
    source: {
      url: "https://github.com/NVIDIA/nccl-tests/issues/123",
      read: "DGX-A100, NCCL_ALGO=Ring NCCL_MAX_NCHANNELS=1 all_reduce_perf -b 8 -e 128 -g GPU_NUM (one process drives every GPU): 'actual time (us)' 16.88 with 4 GPUs, 33.7 with 8",
    },
  })),
  {
    id: "nccl-1357-h100-2x1-roce-tree",
    input: {
      collective: "all_reduce",
      gpu: "h100-sxm",
      gpusPerNode: 1,
      nodes: 2,
      nicCount: 4,
      nicRate: gbps(400),
      transport: "roce",
      algorithm: "tree",
      qpsPerConnection: 2,
      bytes: gib(16),
    },
    quantity: "busbwGBps",
    value: 50,
    kind: "measured",
    source: {
      url: "https://github.com/NVIDIA/nccl/issues/1357",
      read: "'2 nodes allreduce test, 1 H100 each node, using 4 nics, busbw is 50, theoretical busbw should be 200'; NCCL_ALGO=Tree, NCCL_IB_QPS_PER_CONNECTION=2, NCCL_IB_GID_INDEX=3 (RoCE), NCCL_IB_HCA naming 4 NICs; -e 16G",
    },
  },
  {
    id: "deepops-dgxa100-4x8-ib",
    input: { ...dgxA100, nodes: 4, bytes: gib(4) },
    quantity: "busbwGBps",
    value: 191.05,
    kind: "measured",
    source: {
      repo: "NVIDIA/deepops",
      path: "docs/slurm-cluster/slurm-perf-cluster.md",
      commit: "226aa8df2f65c7a4641dd8dc765a1845f5371d23",
      lines: "181-206",
      read: "'run on a cluster of 4x DGX A100 nodes' (8 x ConnectX-6 InfiniBand each, line 206): the 4 GiB row, out-of-place busbw 191.05 GB/s (busbw / algbw = 1.9375: 32 ranks)",
    },
  },
  ...(
    [
      ["4g", gib(4), "busbwGBps", 188.53, "the 4 GiB row, out-of-place busbw 188.53 GB/s (line 255)"],
      ["8b", bytes(8), "timeUs", 38.63, "the 8 B row, out-of-place time 38.63 us (line 226)"],
    ] as const
  ).map(([tag, size, quantity, value, row]) => ({
    id: `deepops-dgxa100-2x8-ib-ring-${tag}`,
    input: { ...dgxA100, nodes: 2, algorithm: "ring", bytes: size } as const,
    quantity,
    value,
    kind: "measured" as const,
    source: {
      repo: "NVIDIA/deepops",
      path: "docs/k8s-cluster/nvidia-network-operator.md",
      commit: "132636c13a107b288cb6f2927fb9b9d9cc764c02",
      lines: "183-255",
      read: `two DGX A100 nodes with 8 x 200G ConnectX-6 HDR each (line 219), mpirun with NCCL_ALGO=RING, all_reduce_perf -b 8 -e 4G -g 1 (lines 183-194; busbw / algbw = 1.875: 16 ranks): ${row}`,
    },
  })),
  ...(
    [
      // nodes, first line of the node count's rows, busbw (GB/s) at 64 MiB, 256 MiB, 1 GiB, 8 GiB
      [2, 2, [207.0, 364.46, 435.14, 477.71]],
      [4, 11, [152.41, 273.34, 280.3, 356.99]],
      [8, 20, [103.85, 232.09, 274.47, 355.36]],
      [16, 29, [92.39, 148.11, 269.23, 356.27]],
      [32, 38, [83.6, 137.99, 220.08, 321.1]],
    ] as const
  ).flatMap(([nodes, first, values]) =>
    (
      [
        ["64m", mib(64), 1],
        ["256m", mib(256), 3],
        ["1g", gib(1), 5],
        ["8g", gib(8), 8],
      ] as const
    ).map(([tag, size, row], i) => ({
      id: `crazyguitar-p5-${nodes}x8-efa-${tag}`,
      input: { ...awsP5, nodes, bytes: size } as const,
      quantity: "busbwGBps" as const,
      value: values[i] as number,
      kind: "measured" as const,
      source: {
        repo: "crazyguitar/aws-gpu-communication-benchmark",
        path: "data/nccl_all_reduce.csv",
        commit: "a77f70db668034b75db9a430b3cd718f59a6c232",
        lines: `${first + row}`,
        read: `the author's CSV of all_reduce_perf on ${nodes} x ml.p5.48xlarge (SageMaker HyperPod EKS; 8 x H100, 32 EFA each; ${nodes * 8} ranks), columns Nodes, GPUs, size(MB), iterations, blocking, out algbw, out busbw, in algbw, in busbw: the out-of-place busbw (its algbw x 2(n-1)/n agrees). The repository's Dockerfile builds NCCL 2.27.7 and aws-ofi-nccl 1.16.3; its manifest (k8s/nccl_all_reduce_perf.yaml) sets FI_PROVIDER=efa, NCCL_BUFFSIZE=8388608, NCCL_P2P_NET_CHUNKSIZE=524288 and loads the plugin's tuner (NCCL_TUNER_PLUGIN), which picks the pair beyond two nodes; the model keeps NCCL's default buffers`,
      },
    })),
  ),
];
