import type { RepositorySource } from "../Source.ts";
import { type BytesPerSecond, gBps, microseconds, type Seconds } from "../units.ts";

/** NCCL's protocols: LL (8-byte flag+data stores), LL128 (128-byte lines), Simple (bulk with fences). */
export type NcclProtocol = "LL" | "LL128" | "Simple";
/** The algorithms the cost model prices: ring (all collectives) and double binary tree (all-reduce). */
export type CollectiveAlgorithm = "ring" | "tree";

type PerProtocol<T> = Readonly<Record<NcclProtocol, T>>;
type PerAlgorithm<T> = Readonly<Record<CollectiveAlgorithm, T>>;

/**
 * NCCL's tuning constants, read from `src/graph/tuning.cc` and `src/graph/topo.h` (latencies in
 * seconds, bandwidths in bytes per second). NCCL prices every (algorithm, protocol) pair as
 * `time = latency + bytes / bandwidth` and runs the cheapest.
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/tuning.cc
 * @example ncclTuning.baseLatency.ring.Simple // 8.4e-6 s
 */
export const ncclTuning: {
  readonly baseLatency: PerAlgorithm<PerProtocol<Seconds>>;
  readonly hopLatency: Readonly<Record<"nvlink" | "pci" | "net", PerAlgorithm<PerProtocol<Seconds>>>>;
  readonly llMaxBusBandwidth: readonly (readonly BytesPerSecond[])[];
  readonly ringLLFactor: { readonly multiNodeOrAllReduce: number; readonly otherwise: number };
  readonly ringLL128Factor: { readonly ppnAtLeast2: number; readonly ppnBelow2: number };
  readonly treeFactor: number;
  readonly treeLLFactor: number;
  readonly treeLL128Factor: { readonly oneNode: number; readonly multiNode: number };
  readonly treeAlgorithmBandwidthRatio: number;
  readonly ringSimplePlateau: { readonly sm80AndLater: number; readonly earlier: number };
  readonly netOverhead: { readonly intel: Seconds; readonly amd: Seconds; readonly simpleMultiplier: number };
  readonly source: RepositorySource;
} = {
  baseLatency: {
    tree: { LL: microseconds(6.8), LL128: microseconds(14.0), Simple: microseconds(0) },
    ring: { LL: microseconds(6.6), LL128: microseconds(14.0), Simple: microseconds(8.4) },
  },
  hopLatency: {
    nvlink: {
      tree: { LL: microseconds(0.6), LL128: microseconds(1.25), Simple: microseconds(28) },
      ring: { LL: microseconds(0.6), LL128: microseconds(1.9), Simple: microseconds(3.4) },
    },
    pci: {
      tree: { LL: microseconds(1.0), LL128: microseconds(1.9), Simple: microseconds(28) },
      ring: { LL: microseconds(1.0), LL128: microseconds(2.5), Simple: microseconds(5.7) },
    },
    net: {
      tree: { LL: microseconds(5.0), LL128: microseconds(8.5), Simple: microseconds(28) },
      ring: { LL: microseconds(2.7), LL128: microseconds(4.0), Simple: microseconds(14.0) },
    },
  },
  // llMaxBws[index1][index2]: index1 = GPU arch (Volta, Ampere, Hopper) on one node, CPU vendor
  // (0 Intel/other, 1 AMD) across nodes; index2 = 1 node, 2 nodes, more.
  llMaxBusBandwidth: [
    [gBps(39.0), gBps(39.0), gBps(20.4)],
    [gBps(87.7), gBps(22.5), gBps(19.0)],
    [gBps(87.7), gBps(22.5), gBps(19.0)],
  ],
  ringLLFactor: { multiNodeOrAllReduce: 1 / 4, otherwise: 1 / 3 },
  ringLL128Factor: { ppnAtLeast2: 0.92, ppnBelow2: 0.7 },
  treeFactor: 0.92,
  treeLLFactor: 1 / 3.8,
  treeLL128Factor: { oneNode: 7 / 9, multiNode: 120 / 128 },
  treeAlgorithmBandwidthRatio: 0.5,
  ringSimplePlateau: { sm80AndLater: 1.4, earlier: 1.9 },
  netOverhead: { intel: microseconds(1.0), amd: microseconds(2.0), simpleMultiplier: 3 },
  source: {
    repo: "NVIDIA/nccl",
    path: "src/graph/tuning.cc",
    commit: "b6475625fbcaa2c3c0e50eed2fa1255d7514d4a2",
    read: "baseLat (Tree 6.8/14.0/0, Ring 6.6/14.0/8.4 us), hwLat NVLINK/PCI/NET rows, llMaxBws, ncclTopoTuneModel refinements (ring LL x1/4 multi-node or all-reduce else x1/3; ring LL128 x0.92, x0.7 when ppn < 2; tree x0.92; tree LL x1/3.8; tree LL128 x7/9 on one node else x120/128; tree algbw = busBw x 0.5), getNetOverhead (1 us Intel, 2 us AMD, x3 for Simple), ncclTopoGetAlgoTime (ring Simple all-reduce plateau x1.4 on sm80+, x1.9 before; time = lat + bytes / (1000 * bw))",
  },
};
