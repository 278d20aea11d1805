/**
 * What nccl-tests measures once NCCL has picked its algorithm and protocol. A pair's bandwidth is the
 * tightest of its bounds: the hardware's (raw NVLink / PCIe and NIC capacity, each divided by the
 * traffic the algorithm puts on it and scaled by its class's efficiency) and its kernel's (ring
 * channels times one channel's throughput; NCCL's own estimate times an efficiency for tree, NVLS and
 * CollNet). Its latency is NCCL's estimate times its class's ratio. Bounds are kept symbolic (a
 * coefficient times a named efficiency) so the calibration can price them again for any efficiencies
 * without rerunning NCCL's search and tuner.
 */
import {
  type CollectiveEfficiencies,
  collectiveEfficiency,
  type EfficiencyKey,
  LAUNCH_REFERENCE_US,
  NET_STEP_BYTES,
} from "./CollectiveEfficiencies.ts";
import { collectiveCalibration } from "./collectiveCalibration.ts";
import type { CollectiveHardware } from "./collectiveHardware.ts";
import { nvlsHeads } from "./ncclGraphs.ts";
import {
  NVLS_REFERENCE_CHUNK,
  type NvlsChunking,
  ncclNvlsChunking,
  ncclNvlsChunkSize,
} from "./ncclNvlsChunkSize.ts";
import {
  type NcclAlgorithm,
  type NcclProtocol,
  type NcclTunerEntry,
  ncclNetOverheadUs,
} from "./ncclTuner.ts";

/** The collectives the model prices: NCCL's tuned five, and the point-to-point all-to-all and send/recv. */
export type ModelledCollective =
  | "all_reduce"
  | "all_gather"
  | "reduce_scatter"
  | "broadcast"
  | "reduce"
  | "alltoall"
  | "sendrecv";

/** What bounds an achieved bandwidth. */
export type CollectiveLimit =
  | "nvlink"
  | "pcie"
  | "nic"
  | "transport"
  | "channels"
  | "nvls"
  | "tree"
  | "collnet"
  | "flows";

/** One bound on a pair's algorithm bandwidth: `coefficient x efficiency(key)` B/s. */
export interface CollectiveBound {
  readonly coefficient: number;
  readonly key: EfficiencyKey;
  readonly limit: CollectiveLimit;
}

/** A pair as the model prices it for any efficiencies: its bounds, protocol ratio and NCCL latency. */
export interface CollectivePairTerms {
  readonly algorithm: NcclAlgorithm | "p2p";
  readonly protocol: NcclProtocol;
  readonly bounds: readonly CollectiveBound[];
  /** Protocol bandwidth over Simple's, as NCCL prices it (1 for Simple). */
  readonly protocolRatio: number;
  /**
   * NCCL's latency estimate (s) for steps inside nodes, and for steps across them (without the
   * Simple flush NCCL counts, on a node that stages in host memory and so never flushes).
   */
  readonly intraLatency: number;
  readonly interLatency: number;
  readonly intraLatencyKey: EfficiencyKey;
  readonly interLatencyKey: EfficiencyKey;
  /**
   * What a ring or tree across nodes pays per operation for its full Simple steps, at NCCL's own
   * figure (s; 0 elsewhere: `latNetStep` in CollectiveEfficiencies), and the bytes an operation
   * puts in one step per byte of the buffer (1 over channels x ranks for a ring, 1 over channels x
   * its steps for a tree, whose pipeline holds a chunk on every step once it is full).
   */
  readonly stepLatency: number;
  readonly stepBytesPerByte: number;
  readonly stepLatencyKey: EfficiencyKey;
  /** Kernel launches one CPU thread makes per operation (the GPUs one process drives). */
  readonly launches: number;
  /**
   * NVLS and NVLS Tree: how NCCL sizes their chunks, which their pipeline's fill (the latency
   * `latNvls` prices, at `NVLS_REFERENCE_CHUNK`) scales with; null for other algorithms.
   */
  readonly nvlsChunking: NvlsChunking | null;
}

/**
 * The share of a pair's in-node latency an operation of `bytes` pays: 1, except for NVLS and NVLS
 * Tree, whose pipeline fills in chunks NCCL shrinks for smaller buffers (their chunk over
 * `NVLS_REFERENCE_CHUNK`).
 * @example pairLatencyShare(terms, 2 ** 24) // 0.25 for NVLS on one 8 x H100 node
 */
export function pairLatencyShare(terms: Pick<CollectivePairTerms, "nvlsChunking">, bytes: number): number {
  return terms.nvlsChunking === null
    ? 1
    : ncclNvlsChunkSize(terms.nvlsChunking, bytes) / NVLS_REFERENCE_CHUNK;
}

/**
 * The share of its full steps' latency (`stepLatency`) an operation of `bytes` pays: its step's
 * bytes over `NET_STEP_BYTES`, at most 1.
 * @example stepLatencyShare(terms, 2 ** 30) // 1 for a ring of 16 ranks on 8 channels
 */
export function stepLatencyShare(
  terms: Pick<CollectivePairTerms, "stepBytesPerByte">,
  bytes: number,
): number {
  return Math.min(1, (bytes * terms.stepBytesPerByte) / NET_STEP_BYTES);
}

/** How many buffers one node sends across the network per all-reduce in a double binary tree. */
export function treeNodeLoad(nodes: number): number {
  return nodes <= 2 ? 1 : nodes === 3 ? 1.5 : 2;
}

/**
 * nccl-tests' bus-bandwidth factor (algbw -> busbw) of a collective on n ranks.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md
 * @example collectiveBusFactor("all_reduce", 8) // 1.75
 */
export function collectiveBusFactor(collective: ModelledCollective, n: number): number {
  switch (collective) {
    case "all_reduce":
      return (2 * (n - 1)) / n;
    case "all_gather":
    case "reduce_scatter":
    case "alltoall":
      return (n - 1) / n;
    default:
      return 1;
  }
}

/**
 * The terms of one pair: the bounds of its Simple bandwidth on this hardware, its protocol's ratio to
 * Simple, and its latency. `simple` is NCCL's priced Simple entry of the same algorithm (null for
 * point-to-point); `channels` the ring channels that run, `ringChannels` those NCCL's search found.
 * @example collectivePairTerms("all_reduce", entry, simple, hw, 12).bounds.map((b) => b.limit)
 */
export function collectivePairTerms(
  collective: ModelledCollective,
  entry:
    | NcclTunerEntry
    | {
        readonly algorithm: "p2p";
        readonly protocol: NcclProtocol;
        readonly latencyUs: number;
        readonly interLatencyUs: number;
        readonly flushLatencyUs: number;
        readonly netOverheadUs: number;
      },
  simple: NcclTunerEntry | null,
  hw: CollectiveHardware,
  channels: number,
  ringChannels: number,
): CollectivePairTerms {
  const algorithm = entry.algorithm;
  const n = hw.ranks;
  const g = hw.gpusPerNode;
  const N = hw.nodes;
  const f = collectiveBusFactor(collective, n);
  const bounds: CollectiveBound[] = [];
  const intraKey: EfficiencyKey = `intra:${hw.intraClass}`;
  const intraLimit: CollectiveLimit = hw.intraClass.startsWith("nvlink") ? "nvlink" : "pcie";
  // Without P2P (NCCL's SHM transport) GPUs meet in host memory: each GPU's PCIe link carries its
  // part out and the next GPU's in.
  const intra = (share: number) =>
    bounds.push(
      hw.p2p
        ? { coefficient: hw.intraCapacity * share, key: intraKey, limit: intraLimit }
        : { coefficient: hw.gpuPcieCapacity * share, key: `shm:${hw.pcieClass}`, limit: "transport" },
    );
  const transport = hw.transport ?? "ib";
  // A ring or tree across more than two nodes with one flow per NIC (its channels over the NICs in
  // use, times the queue pairs of each connection): see `netSingleFlow` in CollectiveEfficiencies.
  const singleFlow =
    N > 2 &&
    (algorithm === "ring" || algorithm === "tree") &&
    (transport === "ib" || transport === "roce") &&
    (channels / Math.max(1, hw.nicsUsed)) * hw.qpsPerConnection < 2;
  // A single flow reaches no more than the NIC's own share: it is bounded by both.
  // Over kernel TCP on a network that caps each flow, a node's traffic can go no faster than its
  // flows: each of NCCL's channels (twice the rings its search finds, as `ncclTopoPostset`
  // duplicates them, or the NCCL_MIN_NCHANNELS asked) sends over one connection out of the node,
  // or, for an all-to-all, each GPU over one to each GPU of the other nodes; each connection over
  // its sockets.
  const connections = collective === "alltoall" ? g * (n - g) : Math.max(2 * ringChannels, channels);
  const flows = connections * hw.socketsPerConnection;
  const nic = (share: number) => {
    bounds.push({ coefficient: hw.nicCapacity * share, key: `net:${transport}`, limit: "nic" });
    if (transport === "tcp" && Number.isFinite(hw.flowRateLimitBytes)) {
      bounds.push({ coefficient: flows * hw.flowRateLimitBytes * share, key: "net:tcp", limit: "flows" });
    }
    if (singleFlow) {
      bounds.push({ coefficient: hw.nicCapacity * share, key: `netSingleFlow:${transport}`, limit: "nic" });
    }
    if (!hw.gpuDirect) {
      // Staged in host memory: each GPU's PCIe link carries its own part, so the node's ceiling
      // grows with its GPUs (two 8 x H200 nodes stage 49 GB/s through one NIC), except on a PCIe
      // node without NVLink, where the GPUs' intra-node hops meet the network's in host memory too:
      // there one GPU's share is the node's (2 x 2 L40S over RoCE, its GPUs on two sockets,
      // 0000:61:00 and 0000:e1:00, reach 9.6 GB/s busbw where 2 x 1 reach 8.0).
      const stagers = intraLimit === "pcie" ? 1 : g;
      bounds.push({
        coefficient: share * stagers * hw.gpuPcieCapacity,
        key: `hostStaged:${hw.pcieClass}`,
        limit: "transport",
      });
    }
  };
  const inNetwork = algorithm === "nvls" || algorithm === "nvlstree";
  // Inside the node (NVLS's own bound is its kernel's, below). A chain (tree, CollNet Chain) sends
  // the buffer twice down its GPUs, reduced on the way up and broadcast on the way down; CollNet
  // Direct sends (g - 1) / g of it to the heads and each head broadcasts its slice to g - 1 GPUs.
  if (g > 1 && !inNetwork) {
    if (collective === "alltoall") intra(n / (g - 1));
    else if (collective === "sendrecv") intra(1);
    else if (algorithm === "tree" || algorithm === "collnetchain") intra(1 / 2);
    else if (algorithm === "collnetdirect") intra(g / (2 * (g - 1)));
    else intra((N > 1 ? g / (g - 1) : 1) / f); // a ring: a cycle on one node, a chain across nodes
  }
  // Across nodes.
  if (N > 1) {
    if (collective === "alltoall") nic(n / (g * (n - g)));
    else if (collective === "sendrecv") nic(1 / Math.max(1, Math.min(g, hw.nicsUsed)));
    else if (algorithm === "tree" || algorithm === "nvlstree") nic(1 / treeNodeLoad(N));
    else if (algorithm === "collnetchain" || algorithm === "collnetdirect") nic(1);
    else nic(1 / f);
  }
  // The kernels: NCCL's own estimate of the algorithm's bandwidth (for rings, scaled to the channels
  // that run when more are asked for), times the algorithm family's efficiency.
  if (simple !== null && algorithm !== "p2p" && algorithm !== "pat") {
    const key: EfficiencyKey =
      algorithm === "ring"
        ? `ring:${hw.gpu.architecture}`
        : algorithm === "tree"
          ? "tree"
          : inNetwork
            ? "nvls"
            : algorithm;
    const limit: CollectiveLimit =
      algorithm === "ring" ? "channels" : algorithm === "tree" ? "tree" : inNetwork ? "nvls" : "collnet";
    const more = algorithm === "ring" ? channels / Math.max(1, ringChannels) : 1;
    // NVLS on one node: its NVLink term, not the cap NCCL's formula takes from a speed no link
    // carries (8 x B200: about 820 GB/s busbw where the capped figure says 712; 830+ measured in
    // NVIDIA/nccl issue 1807; 5 and 6 H100s with NCCL_ALGO=NVLS: about 403 and 420 where 420 and
    // 440 were measured in issue 1455, the capped figure 297 and 356: `ncclOutsideFigures`).
    bounds.push({ coefficient: simple.uncappedBandwidthGBps * 1e9 * more, key, limit });
  }
  let protocolRatio = 1;
  if (algorithm === "p2p") protocolRatio = entry.protocol === "LL" ? 0.5 : 1;
  else if (entry.protocol !== "Simple" && simple !== null && simple.bandwidthGBps > 0) {
    protocolRatio = (entry as NcclTunerEntry).bandwidthGBps / simple.bandwidthGBps;
  }
  return {
    algorithm,
    protocol: entry.protocol,
    bounds,
    protocolRatio,
    // NCCL's network overhead on a cross-node ring's steps inside a node steers its pick; those
    // steps cross NVLink or PCIe (see `netOverheadUs`).
    intraLatency: (entry.latencyUs - entry.interLatencyUs - entry.netOverheadUs) * 1e-6,
    // A node that stages in host memory does not flush its receives (see `flushLatencyUs`).
    interLatency: (entry.interLatencyUs - (hw.gpuDirect ? 0 : entry.flushLatencyUs)) * 1e-6,
    intraLatencyKey: inNetwork ? "latNvls" : hw.p2p ? "latIntra" : "latShm",
    interLatencyKey: `latNet:${transport}`,
    ...netSteps(collective, algorithm, entry.protocol, hw, channels),
    stepLatencyKey: `latNetStep:${transport}`,
    launches: hw.gpusPerProcess,
    nvlsChunking: inNetwork
      ? ncclNvlsChunking(algorithm, {
          computeCapability: hw.gpu.computeCapability,
          nodes: N,
          gpusPerNode: g,
          heads: nvlsHeads(hw.budget),
          nicGBps: hw.nicRateBytes / 1e9,
          nicBehindPcieSwitch: hw.gpu.nicPath === "pcie",
        })
      : null,
  };
}

/**
 * A ring's or tree's full steps across nodes (see `latNetStep` in CollectiveEfficiencies): with
 * Simple, every step of a ring (2(n - 1) for an all-reduce, n - 1 for an all-gather or
 * reduce-scatter), and a tree's chain through the node and its levels across nodes, up and down;
 * the same tree steps with LL128; each at NCCL's Simple network overhead. None for LL, a ring's
 * LL128, other algorithms, or on one node. A tree's LL128 pipeline waits on its steps as Simple's
 * does: on 8 to 32 AWS P5 nodes its all-reduce at 64 and 256 MiB took 1.3 to 1.7 times what its
 * bandwidth and NCCL's latency allow, 2 to 21 % off with its steps priced (`ncclOutsideFigures`,
 * crazyguitar-p5-*), where a ring's LL128 on the same runs sat within 13 % of its bound without them
 * and 2(n - 1) full steps would double its time.
 */
function netSteps(
  collective: ModelledCollective,
  algorithm: CollectivePairTerms["algorithm"],
  protocol: NcclProtocol,
  hw: CollectiveHardware,
  channels: number,
): Pick<CollectivePairTerms, "stepLatency" | "stepBytesPerByte"> {
  const n = hw.ranks;
  const steps =
    hw.nodes < 2 || !(protocol === "Simple" || (protocol === "LL128" && algorithm === "tree"))
      ? 0
      : algorithm === "ring"
        ? collective === "all_reduce"
          ? 2 * (n - 1)
          : collective === "all_gather" || collective === "reduce_scatter"
            ? n - 1
            : 0
        : algorithm === "tree" && collective === "all_reduce"
          ? 2 * (hw.gpusPerNode - 1 + Math.ceil(Math.log2(hw.nodes)))
          : 0;
  const perStep = 3 * ncclNetOverheadUs(hw.hostCpu) * 1e-6;
  const ch = Math.max(1, channels);
  return {
    stepLatency: steps * perStep,
    stepBytesPerByte: algorithm === "ring" ? 1 / (ch * n) : 1 / (ch * Math.max(1, steps)),
  };
}

/**
 * The least time an operation takes when one process launches it on `launches` GPUs one after
 * another (s), under a set of efficiencies (default: the calibrated ones).
 * @example launchFloor(8) * 1e6 // about 35 us
 */
export function launchFloor(
  launches: number,
  eff: CollectiveEfficiencies = collectiveCalibration.efficiencies,
): number {
  return launches * LAUNCH_REFERENCE_US * 1e-6 * collectiveEfficiency(eff, "latLaunch");
}

/** A pair's achieved bandwidth (B/s), latency (s) and binding bound under a set of efficiencies. */
export interface AchievedPair {
  readonly algorithmBandwidth: number;
  readonly latency: number;
  /** The least time an operation takes (s): its process's kernel launches, one after another. */
  readonly floor: number;
  readonly limit: CollectiveLimit;
}

/**
 * Price a pair's terms for an operation of `bytes` under a set of efficiencies (absent quantities
 * take their priors).
 * @example achievedPair(terms, collectiveCalibration.efficiencies, 2 ** 30).algorithmBandwidth
 */
export function achievedPair(
  terms: CollectivePairTerms,
  eff: CollectiveEfficiencies,
  bytes: number,
): AchievedPair {
  let bw = Number.POSITIVE_INFINITY;
  let limit: CollectiveLimit = terms.bounds[0]?.limit ?? "nic";
  for (const b of terms.bounds) {
    const v = b.coefficient * collectiveEfficiency(eff, b.key);
    if (v < bw) {
      bw = v;
      limit = b.limit;
    }
  }
  return {
    algorithmBandwidth: bw * terms.protocolRatio,
    latency:
      terms.intraLatency * pairLatencyShare(terms, bytes) * collectiveEfficiency(eff, terms.intraLatencyKey) +
      terms.interLatency * collectiveEfficiency(eff, terms.interLatencyKey) +
      terms.stepLatency * stepLatencyShare(terms, bytes) * collectiveEfficiency(eff, terms.stepLatencyKey),
    floor: launchFloor(terms.launches, eff),
    limit,
  };
}
