/**
 * The graphs NCCL's topology search (`src/graph/search.cc`, NCCL 2.30.7) builds for a communicator of
 * identical nodes: for each algorithm, how many channels and at what per-channel bandwidth inside the
 * node (bwIntra) and across it (bwInter). NCCL searches real paths; this follows the same rules on a
 * symmetric node described by its bandwidth budgets: a speed is tried from NCCL's per-architecture
 * speed arrays, as many channels as every budget allows are packed, the best channels x speed wins,
 * channels are duplicated at half speed where NCCL does (`ncclTopoDupChannels`), then the speed is
 * raised while the channels still fit (pass 2). GB/s (1e9 B/s) throughout, as NCCL.
 */
import type { RepositorySource } from "../Source.ts";
import type { NcclAlgorithm } from "./ncclTuner.ts";

/**
 * Where the search's rules were read: NCCL 2.30.7's speed ladders, channel duplication and search
 * passes.
 * @example ncclSearchSource.path // "src/graph/search.cc"
 */
export const ncclSearchSource: RepositorySource = {
  repo: "NVIDIA/nccl",
  path: "src/graph/search.cc",
  commit: "e7fcc7da24976ee57eeba70a23b2733b0df9d2da",
  lines: "373-408, 1036-1316",
  read: "ncclTopoSearchTryCollnetDirect (a head exchanges 1 / (g - 1) of its speed with every other GPU); ncclTopoDupChannels; speedArrayIntra/Inter and their sm90/sm100 versions; ncclTopoCompute's passes (best channels x speed, stop at .49 of the best speed, pass 2 raising the speed, trees' and CollNet's bwIntra climbing one speed at a time while under twice bwInter, NVLS and CollNet Direct heads)",
};

/** One graph as the tuner reads it. */
export interface NcclGraph {
  readonly nChannels: number;
  /** Per-channel bandwidth inside the node (GB/s). */
  readonly bwIntra: number;
  /** Per-channel bandwidth across nodes (GB/s); equals bwIntra on one node. */
  readonly bwInter: number;
  /** The link kind inside the node, which picks the tuner's hardware latencies. */
  readonly typeIntra: "nvlink" | "pci";
  readonly pattern: "ring" | "balanced-tree" | "tree" | "nvls" | "collnet";
  /** Every channel takes the same path (NCCL's `sameChannels`). */
  readonly sameChannels: boolean;
  /** The network's own latency per step (us; NCCL's `net.latency`, 0 for IB and RoCE). */
  readonly latencyInter: number;
}

/** The graphs of one communicator, by algorithm (null: NCCL builds none here). */
export type NcclGraphs = Readonly<Record<NcclAlgorithm, NcclGraph | null>>;

/**
 * A node as NCCL's search sees it, in NCCL's units: per-GPU bandwidth budgets (GB/s per direction).
 */
export interface NcclNodeBudget {
  readonly computeCapability: number;
  /** GPUs of the node in the communicator. */
  readonly gpus: number;
  readonly nodes: number;
  /**
   * GPU-to-GPU bandwidth one GPU can spend on rings: its NVLinks together through NVSwitch, the links
   * to one neighbour in a direct NVLink mesh, or its PCIe link (null: one GPU per node).
   */
  readonly intraBw: number | null;
  /** Total of the GPU's NVLinks (or its PCIe link): NCCL's `totalBw`. */
  readonly gpuTotalBw: number;
  readonly intraType: "nvlink" | "pci";
  /** The GPUs reach each other through NVSwitch (NVLS needs it). */
  readonly nvswitch: boolean;
  /** NICs the communicator's GPUs use on one node. */
  readonly nics: number;
  /** One NIC's bandwidth, one direction (NCCL: port speed in Mb/s / 8000). */
  readonly nicBw: number;
  /** Bandwidth of the path from a GPU to its NIC (PCIe through a switch, or C2C). */
  readonly gpuNicPathBw: number;
  /** NVLink SHARP is usable (Hopper or later, NVSwitch, and NCCL_NVLS_ENABLE not 0). */
  readonly nvls: boolean;
  /** CollNet (SHARP) is enabled and the network supports it. */
  readonly collnet: boolean;
  /** The network's latency per step (us), e.g. a plugin's reported latency; 0 for IB and RoCE. */
  readonly netLatency: number;
}

const SPEED_INTRA = [40.0, 30.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0];
const SPEED_INTER = [
  48.0, 30.0, 28.0, 24.0, 20.0, 18.0, 15.0, 12.0, 10.0, 9.0, 7.0, 6.0, 5.0, 4.0, 3.0, 2.4, 1.2, 0.24, 0.12,
];
const SM90_SPEED_INTRA = [60.0, 50.0, 40.0, 30.0, 24.0, 20.0, 15.0, 12.0, 11.0, 6.0, 3.0];
const SM90_SPEED_INTER = [
  48.0, 45.0, 42.0, 40.0, 30.0, 24.0, 22.0, 20.0, 17.5, 15.0, 12.0, 6.0, 3.0, 2.4, 1.2, 0.24, 0.12,
];
const SM100_SPEED_INTRA = [90.0, 80.0, 70.0, 60.0, 50.0, 45.0, 40.0, 30.0, 24.0, 20.0, 19.0, 18.0];
const SM100_SPEED_INTER = [
  96.0, 86.0, 80.0, 48.0, 45.1, 42.0, 40.0, 30.0, 24.0, 22.0, 20.0, 17.5, 15.0, 12.0, 6.0, 3.0, 2.4, 1.2,
  0.24, 0.12,
];
/** MAXCHANNELS in src/include/device.h; rings search up to half of it. */
const MAX_CHANNELS = 64;
const NVLS_MAX_ARITY = 32;
/** NCCL_MAX_DIRECT_ARITY + 1 (src/include/device.h): CollNet Direct's most heads on a node. */
const DIRECT_MAX_HEADS = 8;
const LOC_BW = 5000.0;

/**
 * NCCL's per-channel speed ladder for the search (GB/s, fastest first), by architecture and by
 * whether the communicator spans nodes.
 * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/search.cc (speedArrayIntra/Inter, sm90*, sm100*)
 * @example ncclSpeedArray(90, true)[0] // 48
 */
export function ncclSpeedArray(computeCapability: number, inter: boolean): readonly number[] {
  if (computeCapability >= 100) return inter ? SM100_SPEED_INTER : SM100_SPEED_INTRA;
  if (computeCapability >= 90) return inter ? SM90_SPEED_INTER : SM90_SPEED_INTRA;
  return inter ? SPEED_INTER : SPEED_INTRA;
}

/** How many channels fit at `speed` (per-channel GB/s) for one pattern, given the node's budgets. */
type ChannelFit = (speed: number) => number;

const fits = (budget: number, speed: number) => Math.floor(budget / speed + 1e-9);

/**
 * Pass 2 for trees and CollNet: n channels at bwInter, whose bwIntra climbs the ladder one speed at
 * a time from bwInter while it is under twice bwInter and the n channels still fit inside the node
 * (so it may end at twice bwInter).
 */
function climbIntra(
  ladder: readonly number[],
  n: number,
  bwInter: number,
  channelsAt: ChannelFit,
): Pick<NcclGraph, "nChannels" | "bwInter" | "bwIntra"> {
  let i = ladder.findIndex((s) => s <= bwInter + 1e-9);
  let bwIntra = i < 0 ? bwInter : (ladder[i] as number);
  while (i > 0 && bwIntra < 2 * bwInter && channelsAt(ladder[i - 1] as number) >= n) {
    bwIntra = ladder[--i] as number;
  }
  return { nChannels: n, bwInter, bwIntra };
}

/**
 * NCCL's search loop on a channel-count function: pass 1 walks the speed ladder down from the
 * fastest speed the paths allow and keeps the best channels x speed; channels are duplicated at half
 * speed where NCCL does; pass 2 raises the speed while the found channels still fit.
 */
function searchRing(
  ladder: readonly number[],
  fit: ChannelFit,
  maxBw: number,
  totalBw: number,
  maxChannels: number,
  computeCapability: number,
): { readonly nChannels: number; readonly bw: number } | null {
  let index = 0;
  while ((ladder[index] as number) > maxBw && index < ladder.length - 1) index++;
  let best: { nChannels: number; bw: number } | null = null;
  for (; index < ladder.length; index++) {
    const speed = ladder[index] as number;
    if (best !== null && speed / best.bw <= 0.49) break;
    const n = Math.min(maxChannels, fit(speed));
    if (n >= 1 && (best === null || n * speed > best.nChannels * best.bw)) best = { nChannels: n, bw: speed };
    if (best !== null && (best.nChannels === maxChannels || best.nChannels * best.bw >= totalBw)) break;
  }
  if (best === null) return null;
  // ncclTopoDupChannels
  if (!(best.bw < 25.0) && !(computeCapability > 80 && best.bw < 50.0 && best.nChannels > 4)) {
    const dup = Math.min(best.nChannels * 2, maxChannels);
    const div = Math.ceil(dup / best.nChannels);
    best = { nChannels: dup, bw: best.bw / div };
  }
  // Pass 2: a faster speed with as many channels.
  for (const speed of ladder) {
    if (speed <= best.bw) break;
    if (fit(speed) >= best.nChannels) {
      best = { nChannels: best.nChannels, bw: speed };
      break;
    }
  }
  return best;
}

/**
 * NVLS heads on a node: one per GPU on one node; across nodes, the GPUs next to a NIC (at most
 * NCCL's NVLS arity).
 * @example nvlsHeads({ ...h100Node, nodes: 2, nics: 8 }) // 8
 */
export function nvlsHeads(node: Pick<NcclNodeBudget, "gpus" | "nodes" | "nics">): number {
  return Math.min(NVLS_MAX_ARITY, node.nodes > 1 ? Math.min(node.gpus, node.nics) : node.gpus);
}

/**
 * The graphs NCCL's search finds on identical nodes, for every algorithm (ring, balanced tree, NVLS /
 * NVLS Tree, CollNet), with the per-channel bandwidths the tuner prices.
 * @throws RangeError when a count is not a positive integer or a bandwidth is not positive.
 * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/search.cc (ncclTopoCompute)
 * @example ncclGraphs(h100Node).ring?.nChannels // 12 on one 8 x H100 node
 */
export function ncclGraphs(node: NcclNodeBudget): NcclGraphs {
  const { gpus: g, nodes, computeCapability: cc } = node;
  for (const [name, v] of [
    ["gpus", g],
    ["nodes", nodes],
  ] as const) {
    if (!Number.isInteger(v) || v < 1)
      throw new RangeError(`ncclGraphs: ${name} must be an integer >= 1, got ${v}`);
  }
  const inter = nodes > 1;
  if (inter && !(node.nics >= 1 && node.nicBw > 0 && node.gpuNicPathBw > 0)) {
    throw new RangeError("ncclGraphs: across nodes, nics, nicBw and gpuNicPathBw must be positive");
  }
  const ladder = ncclSpeedArray(cc, inter);
  const intraBw = g > 1 ? (node.intraBw ?? 0) : LOC_BW;
  const netPath = Math.min(node.nicBw, node.gpuNicPathBw);
  const maxBw = inter ? netPath : g > 1 ? intraBw : LOC_BW;
  const totalBw = g > 1 || inter ? node.gpuTotalBw : LOC_BW;
  const interFit = (speed: number) => node.nics * fits(netPath, speed);
  // Inside one node a ring channel is a cycle (every GPU sends once); across nodes it is a chain from
  // the NIC in to the NIC out, so g - 1 of the g GPUs send over NVLink or PCIe per channel.
  const chainShare = inter && g > 1 ? g / (g - 1) : 1;
  const intraFit = (speed: number) => (g > 1 ? fits(intraBw * chainShare, speed) : MAX_CHANNELS);
  const ringFit: ChannelFit = (speed) => Math.min(intraFit(speed), inter ? interFit(speed) : MAX_CHANNELS);
  const common = {
    typeIntra: node.intraType,
    sameChannels: true,
    latencyInter: inter ? node.netLatency : 0,
  } as const;

  const ring = searchRing(ladder, ringFit, maxBw, totalBw, MAX_CHANNELS / 2, cc);
  const ringGraph: NcclGraph | null =
    ring === null
      ? null
      : { ...common, pattern: "ring", nChannels: ring.nChannels, bwIntra: ring.bw, bwInter: ring.bw };

  // Balanced tree: exactly the ring's channel count; across nodes its intra speed may rise to twice
  // the inter speed (pass 2, "increase bwIntra for trees").
  let treeGraph: NcclGraph | null = null;
  if (ringGraph !== null) {
    const n = ringGraph.nChannels;
    const treeTotal = g > 1 ? (totalBw * g) / (g - 1) : totalBw;
    let index = 0;
    while (
      ((ladder[index] as number) > maxBw || (ladder[index] as number) * n > treeTotal) &&
      index < ladder.length - 1
    ) {
      index++;
    }
    let speed: number | null = null;
    for (; index < ladder.length; index++) {
      const s = ladder[index] as number;
      if (ringFit(s) >= n) {
        speed = s;
        break;
      }
    }
    if (speed !== null) {
      treeGraph = { ...common, pattern: "balanced-tree", ...climbIntra(ladder, n, speed, intraFit) };
    }
  }

  // NVLS: one channel per head GPU (every GPU on one node; the GPUs next to a NIC across nodes),
  // each GPU carrying its channels plus its own head's twice over its NVLinks.
  let nvlsGraph: NcclGraph | null = null;
  if (node.nvls && node.nvswitch && cc >= 90 && g > 1) {
    const heads = nvlsHeads(node);
    const intraLadder = ncclSpeedArray(cc, false);
    const bwIntra = intraLadder.find((s) => (heads + 1) * s <= node.gpuTotalBw + 1e-9) ?? null;
    let bwInter = inter ? (ladder.find((s) => s <= netPath) ?? null) : bwIntra;
    // Pass 2 raises bwInter one step at a time while it is under twice bwIntra (on one node nothing
    // consumes it, so it climbs to the top of the ladder or past 2 x bwIntra).
    if (!inter && bwIntra !== null) {
      let i = intraLadder.indexOf(bwIntra);
      while (i > 0 && (bwInter as number) < 2 * bwIntra) bwInter = intraLadder[--i] as number;
    }
    if (bwIntra !== null && bwInter !== null && heads >= 2) {
      nvlsGraph = {
        ...common,
        pattern: "nvls",
        sameChannels: false,
        nChannels: heads,
        bwIntra,
        bwInter,
      };
    }
  }

  // CollNet Chain: NCCL's simple tree (one GPU takes the NIC both ways) on the ring's channels, its
  // speeds found as the balanced tree's. CollNet Direct: one channel per GPU next to a NIC (at most
  // NCCL's direct arity + 1), each head exchanging 1 / (g - 1) of its speed with every other GPU.
  const collnetChain: NcclGraph | null =
    node.collnet && inter && treeGraph !== null ? { ...treeGraph, pattern: "collnet" } : null;
  let collnetDirect: NcclGraph | null = null;
  if (node.collnet && inter) {
    const heads = Math.min(DIRECT_MAX_HEADS, g, node.nics);
    // A head sends at the channel's speed and every other GPU 1 / (g - 1) of it per head.
    const directFit = (speed: number) =>
      g > 1 ? Math.floor((intraBw / speed - 1) * (g - 1) + 1 + 1e-9) : MAX_CHANNELS;
    const directTotal = g > 1 ? (totalBw * g) / (g - 1) : totalBw;
    let best: { n: number; speed: number } | null = null;
    for (const speed of ladder) {
      if (speed > maxBw || speed > directTotal) continue;
      if (best !== null && speed / best.speed <= 0.49) break;
      const n = speed > netPath + 1e-9 ? 0 : Math.min(heads, directFit(speed));
      if (n >= 1 && (best === null || n * speed > best.n * best.speed)) best = { n, speed };
      if (best !== null && (best.n === Math.min(DIRECT_MAX_HEADS, g) || best.n * best.speed >= totalBw))
        break;
    }
    if (best !== null) {
      collnetDirect = { ...common, pattern: "collnet", ...climbIntra(ladder, best.n, best.speed, directFit) };
    }
  }

  return {
    ring: ringGraph,
    tree: inter || g > 1 ? treeGraph : ringGraph,
    nvls: nvlsGraph,
    nvlstree: inter ? nvlsGraph : null,
    collnetchain: collnetChain,
    collnetdirect: collnetDirect,
    pat: g === 1 && inter ? ringGraph : null,
  };
}
