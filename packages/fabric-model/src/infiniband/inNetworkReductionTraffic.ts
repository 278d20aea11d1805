import type { NcclCollective } from "../measurements/NcclCollective.ts";
import type { Source } from "../Source.ts";
import { type Bytes, bytes } from "../units.ts";
import { infinibandSources } from "./infinibandSources.ts";

/** The collectives in-network reduction applies to (nccl-tests names). */
export type ReductionCollective = Extract<NcclCollective, "all_reduce" | "reduce_scatter" | "all_gather">;

/**
 * How the collective moves its bytes:
 * - "ring": NCCL's ring over all ranks, crossing each node boundary once per direction;
 * - "nvls": NVLink SHARP inside each node (the NVSwitch reduces and multicasts), a ring between nodes;
 * - "sharp": a ring inside each node, SHARP on the InfiniBand switches between nodes (CollNet);
 * - "nvls-sharp": both.
 * @example const s: ReductionScheme = "nvls-sharp";
 */
export type ReductionScheme = "ring" | "nvls" | "sharp" | "nvls-sharp";

/**
 * Why the scheme differs from what was asked:
 * - "sharp-needs-two-nodes": SHARP reduces between nodes, so on one node it has nothing to do (NCCL's
 *   CollNet needs at least NCCL_COLLNET_NODE_THRESHOLD = 2 nodes);
 * - "nvls-needs-two-gpus": NVLS reduces between the GPUs of a node.
 * @example const c: ReductionFallbackCode = "sharp-needs-two-nodes";
 */
export type ReductionFallbackCode = "sharp-needs-two-nodes" | "nvls-needs-two-gpus";

/** Bytes one link class carries, per direction. */
export interface DirectionBytes {
  readonly sent: Bytes;
  readonly received: Bytes;
}

/** The traffic of one collective per link class, with and without in-network reduction. */
export interface InNetworkReductionTraffic {
  readonly collective: ReductionCollective;
  readonly scheme: ReductionScheme;
  readonly fallback: ReductionFallbackCode | null;
  readonly ranks: number;
  /** The S of nccl-tests: the all-reduce buffer, or the total size for reduce-scatter / all-gather. */
  readonly bytes: Bytes;
  /** What one GPU sends into and receives from NVLink (the NVSwitch), on average over the node's GPUs. */
  readonly nvlinkPerGpu: DirectionBytes;
  /** What one node sends and receives over all its NICs together. */
  readonly nicPerNode: DirectionBytes;
  /** What one leaf switch's uplinks carry together (0 when every node sits on one leaf). */
  readonly uplinksPerLeaf: DirectionBytes;
  /**
   * Per link class, the larger direction divided by S: the busbw factor that class sees. For the ring
   * all-reduce between nodes it is 2(n-1)/n, nccl-tests' all-reduce factor; with SHARP or NVLS each
   * GPU or node sends and receives about S once.
   */
  readonly trafficFactor: {
    readonly nvlinkPerGpu: number;
    readonly nicPerNode: number;
    readonly uplinksPerLeaf: number;
  };
  /** Where the schemes' traffic was read: NCCL's NVLS kernel and algorithms, SHARP. */
  readonly sources: readonly Source[];
}

/** Inputs of `inNetworkReductionTraffic`. */
export interface InNetworkReductionTrafficInputs {
  readonly collective: ReductionCollective;
  /** S as nccl-tests counts it. */
  readonly bytes: Bytes;
  readonly nodes: number;
  readonly gpusPerNode: number;
  /** NVLink SHARP inside the node (third-generation NVSwitch, Hopper and later). */
  readonly nvls: boolean;
  /** SHARP aggregation on the InfiniBand switches between nodes. */
  readonly sharp: boolean;
  /** Leaf switches the nodes are spread over, each leaf's nodes consecutive in the ring (default 1). */
  readonly leaves?: number;
}

/**
 * Bytes per link class for an all-reduce, reduce-scatter or all-gather of S bytes over `nodes` x
 * `gpusPerNode` GPUs, with or without in-network reduction. Without it, NCCL's ring: every rank sends
 * and receives 2(n-1)/n S (all-reduce) or (n-1)/n S, over NVLink for the ring's hops inside a node and
 * over the NIC for the one hop that leaves it. With NVLS the NVSwitch does the reduction: each GPU
 * pushes its whole buffer once into the switch and gets its reduced share back, then pushes that
 * share once and receives the whole result, S(1 + 1/g) each way per GPU for an all-reduce, about S
 * instead of 2(n-1)/n S. With SHARP the switches between nodes reduce: each node sends its S once
 * and receives the result once (and each leaf's uplinks carry S once each way) instead of 2(N-1)/N S.
 * Between nodes without SHARP the shares go round a ring of nodes: 2(N-1)/N S per node.
 * @throws RangeError when nodes or gpusPerNode is not a positive integer, or leaves is not an integer
 *   1..nodes.
 * @see infinibandSources.ncclNvlsKernel, infinibandSources.ncclEnv, infinibandSources.sharpPaper, infinibandSources.nvidiaSharpNccl
 * @example inNetworkReductionTraffic({ collective: "all_reduce", bytes: gib(1), nodes: 16, gpusPerNode: 1, nvls: false, sharp: true }).trafficFactor.nicPerNode // 1
 */
export function inNetworkReductionTraffic(
  inputs: InNetworkReductionTrafficInputs,
): InNetworkReductionTraffic {
  const { collective, nodes: N, gpusPerNode: g } = inputs;
  const S = inputs.bytes as number;
  const leaves = inputs.leaves ?? 1;
  for (const [name, v] of [
    ["nodes", N],
    ["gpusPerNode", g],
  ] as const) {
    if (!Number.isInteger(v) || v < 1) {
      throw new RangeError(`inNetworkReductionTraffic: ${name} must be a positive integer, got ${v}`);
    }
  }
  if (!Number.isInteger(leaves) || leaves < 1 || leaves > N) {
    throw new RangeError(`inNetworkReductionTraffic: leaves must be an integer 1..${N}, got ${leaves}`);
  }
  if (!(Number.isFinite(S) && S >= 0)) throw new RangeError("inNetworkReductionTraffic: bytes must be >= 0");
  let fallback: ReductionFallbackCode | null = null;
  let nvls = inputs.nvls;
  let sharp = inputs.sharp;
  if (sharp && N < 2) {
    sharp = false;
    fallback = "sharp-needs-two-nodes";
  }
  if (nvls && g < 2) {
    nvls = false;
    fallback ??= "nvls-needs-two-gpus";
  }
  const n = N * g;
  const twoPhase = collective === "all_reduce" ? 2 : 1;
  let nvlink: [number, number];
  let nic: [number, number];
  let uplink: [number, number];
  const scheme: ReductionScheme = nvls ? (sharp ? "nvls-sharp" : "nvls") : sharp ? "sharp" : "ring";

  if (scheme === "ring") {
    // One ring over all n ranks; every rank sends `perRank` to its successor.
    const perRank = (twoPhase * (n - 1) * S) / n;
    const crossing = N > 1 ? N : 0;
    const nv = ((n - crossing) / n) * perRank;
    nvlink = [nv, nv];
    nic = N > 1 ? [perRank, perRank] : [0, 0];
    uplink = leaves > 1 ? [perRank, perRank] : [0, 0];
  } else {
    // Inside the node: NVLS (the switch reduces / multicasts) or a ring over the g GPUs.
    const intra = nvls ? nvlsPerGpu(collective, S, g) : ringPerGpu(collective, S, g);
    nvlink = intra;
    // Between nodes: every node holds S of partial results (all-reduce), sent once to SHARP, or
    // round a ring of N nodes.
    const inter = sharp ? sharpPerNode(collective, S, N) : ringPerNodeOfShares(collective, S, N);
    nic = inter;
    uplink = leaves > 1 ? (sharp ? sharpPerNode(collective, S, N) : inter) : [0, 0];
  }
  const factor = ([s, r]: [number, number]): number => (S === 0 ? 0 : Math.max(s, r) / S);
  const dir = ([s, r]: [number, number]): DirectionBytes => ({ sent: bytes(s), received: bytes(r) });
  return {
    collective,
    scheme,
    fallback,
    ranks: n,
    bytes: inputs.bytes,
    nvlinkPerGpu: dir(nvlink),
    nicPerNode: dir(nic),
    uplinksPerLeaf: dir(uplink),
    trafficFactor: { nvlinkPerGpu: factor(nvlink), nicPerNode: factor(nic), uplinksPerLeaf: factor(uplink) },
    sources: [
      infinibandSources.ncclNvlsKernel,
      infinibandSources.ncclEnv,
      infinibandSources.sharpPaper,
      infinibandSources.nvidiaSharpNccl,
    ],
  };
}

/**
 * Per GPU inside a node with NVLS: reduce (push S, pull the reduced S/g) then multicast (push S/g,
 * receive S). Reduce-scatter keeps only the first half, all-gather only the second.
 */
function nvlsPerGpu(collective: ReductionCollective, S: number, g: number): [number, number] {
  if (collective === "reduce_scatter") return [S, S / g];
  if (collective === "all_gather") return [S / g, S];
  return [S + S / g, S / g + S];
}

/** Per GPU inside a node with a ring over its g GPUs: (g-1)/g S per phase each way. */
function ringPerGpu(collective: ReductionCollective, S: number, g: number): [number, number] {
  const phases = collective === "all_reduce" ? 2 : 1;
  const v = (phases * (g - 1) * S) / g;
  return [v, v];
}

/**
 * Per node to the SHARP switches: all-reduce sends S of node partials and receives S of results;
 * reduce-scatter sends S and receives its node's S/N; all-gather sends its S/N and receives the
 * others' (N-1)/N S.
 */
function sharpPerNode(collective: ReductionCollective, S: number, N: number): [number, number] {
  if (N < 2) return [0, 0];
  if (collective === "reduce_scatter") return [S, S / N];
  if (collective === "all_gather") return [S / N, ((N - 1) * S) / N];
  return [S, S];
}

/** Per node round a ring of N nodes, each GPU's share going round with its peers on other nodes. */
function ringPerNodeOfShares(collective: ReductionCollective, S: number, N: number): [number, number] {
  const phases = collective === "all_reduce" ? 2 : 1;
  const v = (phases * (N - 1) * S) / N;
  return [v, v];
}
