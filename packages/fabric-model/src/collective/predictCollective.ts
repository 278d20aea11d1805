import { busBandwidthFactor } from "../measurements/busBandwidthFactor.ts";
import { type GpuPreset, gpuPreset, ncclPcieBandwidth } from "../presets/gpus.ts";
import type { BitsPerSecond, Bytes, BytesPerSecond, Seconds } from "../units.ts";
import type { CollectiveTransport, TransportModel } from "./CollectiveTransport.ts";
import { collectiveTransports } from "./collectiveTransports.ts";
import { type CollectiveAlgorithm, type NcclProtocol, ncclTuning } from "./ncclTuning.ts";

/**
 * Collectives the cost model prices.
 * @example const c: ModelledCollective = "all_reduce";
 */
export type ModelledCollective = "all_reduce" | "all_gather" | "reduce_scatter" | "broadcast";

/**
 * Inputs of `predictCollective`: the operation, the GPUs, and (across nodes) the NICs and transport.
 * @example const input: PredictCollectiveInput = { collective: "all_reduce", bytes: gib(1), gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, nicCount: 8, nicRate: gbps(400) };
 */
export interface PredictCollectiveInput {
  readonly collective: ModelledCollective;
  /** Operation size as nccl-tests counts it (for all-gather / reduce-scatter: the total over ranks). */
  readonly bytes: Bytes;
  readonly gpu: string;
  readonly gpusPerNode: number;
  readonly nodes: number;
  /**
   * NICs per node the job's GPUs use (required when nodes > 1). NCCL drives the NICs nearest its
   * GPUs: a node running one GPU next to one of its four NICs uses one.
   */
  readonly nicCount?: number;
  /** Line rate of one NIC, one direction (required when nodes > 1). */
  readonly nicRate?: BitsPerSecond;
  /** Inter-node transport (default "ib"). */
  readonly transport?: CollectiveTransport;
  /**
   * For a kernel-stack transport (tcp): the OS-bypass transport the same NICs and network run
   * otherwise, whose hop latency is the fabric's part of a TCP hop (default "roce": NCCL's own NET
   * hop latencies). Ignored by other transports.
   */
  readonly underlay?: Exclude<CollectiveTransport, "tcp">;
  /** Host CPU vendor, which picks NCCL's LL cap across nodes (default: the GPU preset's platform). */
  readonly hostCpu?: "intel" | "amd" | "arm";
}

/** What limits a prediction: fixed costs, a link kind, the host stack, or the protocol's own cap. */
type CollectiveBottleneck = "latency" | "nvlink" | "pcie" | "nic" | "transport" | "protocol";

/** One priced (algorithm, protocol) pair. */
interface CollectiveCandidate {
  readonly algorithm: CollectiveAlgorithm;
  readonly protocol: NcclProtocol;
  readonly time: Seconds;
  /** Fixed part of the time (NCCL's latency term). */
  readonly latency: Seconds;
  /** Bandwidth of the size-proportional part: bytes / (time - latency). */
  readonly algorithmBandwidth: BytesPerSecond;
  readonly bottleneck: Exclude<CollectiveBottleneck, "latency">;
}

/** Result of `predictCollective`. */
export interface CollectivePrediction {
  readonly time: Seconds;
  /** bytes / time, as nccl-tests prints algbw. */
  readonly algorithmBandwidth: BytesPerSecond;
  /** algbw x the collective's nccl-tests bus factor. */
  readonly busBandwidth: BytesPerSecond;
  readonly algorithm: CollectiveAlgorithm;
  readonly protocol: NcclProtocol;
  readonly bottleneck: CollectiveBottleneck;
  /** Share of the time spent moving bytes at the pair's bandwidth (the efficiency-vs-size curve, 0..1). */
  readonly efficiency: number;
  /** Every enabled pair, fastest first. */
  readonly candidates: readonly CollectiveCandidate[];
}

/**
 * Options of `predictCollective`.
 * @example predictCollective(input, { transportModel: { ...collectiveTransports.roce, nicEfficiency: 0.8 } })
 */
export interface PredictCollectiveOptions {
  /** Use this transport model instead of the preset for `input.transport` (calibration uses it). */
  readonly transportModel?: TransportModel;
}

const COLLECTIVES: readonly string[] = ["all_reduce", "all_gather", "reduce_scatter", "broadcast"];
const PROTOCOLS: readonly NcclProtocol[] = ["LL", "LL128", "Simple"];
const BITS_PER_BYTE = 8;

/**
 * Predict an NCCL collective's time and bandwidths the way NCCL's tuner prices it: every (algorithm,
 * protocol) pair costs `latency + bytes / bandwidth` with NCCL's latencies, protocol factors and link
 * bandwidths (NVLink or PCIe inside a node, the NICs across nodes, a transport's efficiency and hop
 * latency), and the fastest pair wins. Kernel TCP's LL / LL128 hop is the hop of the fabric it runs
 * on (`underlay`) plus the host stack's latency. Ring bandwidth across nodes is bounded by the NICs;
 * a double binary tree across nodes sends 1 (2 nodes), 1.5 (3) or 2 (4+) buffers per node, so on two
 * nodes its busbw can exceed the per-node NIC rate.
 * @throws RangeError on an unknown collective, GPU or transport, a tcp underlay that does not bypass
 * the kernel, a non-integer or < 1 GPU or node count, fewer than 2 ranks, a negative size, or missing
 * NIC count / rate across nodes.
 * @see https://github.com/NVIDIA/nccl/blob/master/src/graph/tuning.cc
 * @example predictCollective({ collective: "all_reduce", bytes: gib(1), gpu: "h100-sxm", gpusPerNode: 8, nodes: 1 }).algorithm // "ring"
 */
export function predictCollective(
  input: PredictCollectiveInput,
  options: PredictCollectiveOptions = {},
): CollectivePrediction {
  const { collective, gpusPerNode: g, nodes: N } = input;
  if (!COLLECTIVES.includes(collective)) {
    throw new RangeError(
      `predictCollective: collective must be one of ${COLLECTIVES.join(", ")}, got "${collective}"`,
    );
  }
  const size = input.bytes as number;
  if (typeof size !== "number" || !Number.isFinite(size) || size < 0) {
    throw new RangeError(`predictCollective: bytes must be a finite number >= 0, got ${size}`);
  }
  const gpu: GpuPreset = gpuPreset(input.gpu);
  if (!Number.isInteger(g) || g < 1) {
    throw new RangeError(`predictCollective: gpusPerNode must be an integer >= 1, got ${g}`);
  }
  if (!Number.isInteger(N) || N < 1) {
    throw new RangeError(`predictCollective: nodes must be an integer >= 1, got ${N}`);
  }
  const n = g * N;
  if (n < 2) throw new RangeError("predictCollective: a collective needs at least 2 GPUs in total");
  const transportName = input.transport ?? "ib";
  const transport = options.transportModel ?? collectiveTransports[transportName];
  if (transport === undefined || !Object.hasOwn(collectiveTransports, transportName)) {
    throw new RangeError(
      `predictCollective: transport must be one of ${Object.keys(collectiveTransports).join(", ")}, got "${transportName}"`,
    );
  }
  let underlay: TransportModel | null = null;
  if (transport.hostStackLatency !== null) {
    const name = input.underlay ?? "roce";
    const found = Object.hasOwn(collectiveTransports, name) ? collectiveTransports[name] : undefined;
    if (found === undefined || found.hostStackLatency !== null) {
      throw new RangeError(
        `predictCollective: underlay must be a transport that bypasses the kernel, got "${name}"`,
      );
    }
    underlay = found;
  }
  const hostCpu = input.hostCpu ?? gpu.hostCpu;
  if (hostCpu !== "intel" && hostCpu !== "amd" && hostCpu !== "arm") {
    throw new RangeError(`predictCollective: hostCpu must be intel, amd or arm, got "${hostCpu}"`);
  }

  // Bandwidths, bytes per second.
  const intraHw = gpu.nvlink !== null ? "nvlink" : "pci";
  const intraBw =
    gpu.nvlink !== null ? gpu.nvlink.links * gpu.nvlink.ncclLinkBandwidth : ncclPcieBandwidth(gpu.pcie);
  let nicNode = Number.POSITIVE_INFINITY;
  let nicLimit: "nic" | "transport" = "nic";
  if (N > 1) {
    const count = input.nicCount;
    const rate = input.nicRate as number | undefined;
    if (count === undefined || !Number.isInteger(count) || count < 1) {
      throw new RangeError(`predictCollective: nicCount must be an integer >= 1 across nodes, got ${count}`);
    }
    if (rate === undefined || typeof rate !== "number" || !Number.isFinite(rate) || rate <= 0) {
      throw new RangeError(`predictCollective: nicRate must be a positive rate across nodes, got ${rate}`);
    }
    nicNode = ((count * rate) / BITS_PER_BYTE) * transport.nicEfficiency;
    const cap = transport.bandwidthCapPerNode;
    if (cap !== null && cap < nicNode) {
      nicNode = cap;
      nicLimit = "transport";
    }
  }
  const intraLimit = intraHw === "nvlink" ? "nvlink" : "pcie";
  const ringBus = N === 1 ? intraBw : g > 1 ? Math.min(intraBw, nicNode) : nicNode;
  const ringLimit = N === 1 || (g > 1 && intraBw <= nicNode) ? intraLimit : nicLimit;
  const treeLoad = N === 2 ? 1 : N === 3 ? 1.5 : 2;
  const treeNic = nicNode / treeLoad;
  const treeIntra = ncclTuning.treeFactor * intraBw;
  const treeAlg =
    N === 1
      ? treeIntra * ncclTuning.treeAlgorithmBandwidthRatio
      : g > 1
        ? Math.min(treeIntra, treeNic)
        : treeNic;
  const treeLimit = N === 1 || (g > 1 && treeIntra <= treeNic) ? intraLimit : nicLimit;

  const archIndex = gpu.computeCapability >= 90 ? 2 : gpu.computeCapability >= 80 ? 1 : 0;
  const cpuIndex = hostCpu === "amd" ? 1 : 0;
  const nodeIndex = N <= 2 ? N - 1 : 2;
  const llCap =
    N > 1 && transport.llBusBandwidthCap !== null
      ? transport.llBusBandwidthCap
      : ((ncclTuning.llMaxBusBandwidth[N === 1 ? archIndex : cpuIndex]?.[nodeIndex] ?? 0) as number);
  const ll128Enabled =
    gpu.nvlink !== null &&
    (gpu.computeCapability === 70 || gpu.computeCapability === 80 || gpu.computeCapability === 90) &&
    (N === 1 || (transport.gpuDirect && gpu.nicPath === "pcie"));
  const ppn = g;
  const busFactor = busBandwidthFactor(collective, n);
  const ringRatio = collective === "broadcast" ? 1 : 1 / busFactor;

  // Latencies, seconds.
  const nsteps = collective === "all_reduce" ? 2 * (n - 1) : n - 1;
  const nInter = N === 1 ? 0 : Math.min(nsteps, collective === "all_reduce" ? 2 * N : N - 1);
  const overhead = hostCpu === "amd" ? ncclTuning.netOverhead.amd : ncclTuning.netOverhead.intel;
  const plateau =
    gpu.computeCapability >= 80
      ? ncclTuning.ringSimplePlateau.sm80AndLater
      : ncclTuning.ringSimplePlateau.earlier;
  const log2Nodes = Math.floor(Math.log2(N));

  const candidates: CollectiveCandidate[] = [];
  for (const algorithm of ["ring", "tree"] as const) {
    if (algorithm === "tree" && collective !== "all_reduce") continue;
    for (const protocol of PROTOCOLS) {
      if (protocol === "LL128" && !ll128Enabled) continue;
      let alg: number;
      let limit: Exclude<CollectiveBottleneck, "latency">;
      if (algorithm === "ring") {
        let bus = ringBus;
        limit = ringLimit;
        if (protocol === "LL") {
          const f =
            N > 1 || collective === "all_reduce"
              ? ncclTuning.ringLLFactor.multiNodeOrAllReduce
              : ncclTuning.ringLLFactor.otherwise;
          if (llCap < bus * f) limit = "protocol";
          bus = Math.min(llCap, bus * f);
        } else if (protocol === "LL128") {
          bus *= ppn < 2 ? ncclTuning.ringLL128Factor.ppnBelow2 : ncclTuning.ringLL128Factor.ppnAtLeast2;
        }
        alg = bus * ringRatio;
      } else {
        let bus = treeAlg / ncclTuning.treeAlgorithmBandwidthRatio;
        limit = treeLimit;
        if (protocol === "LL") {
          if (llCap < bus * ncclTuning.treeLLFactor) limit = "protocol";
          bus = Math.min(llCap, bus * ncclTuning.treeLLFactor);
        } else if (protocol === "LL128") {
          bus *= N === 1 ? ncclTuning.treeLL128Factor.oneNode : ncclTuning.treeLL128Factor.multiNode;
        }
        alg = bus * ncclTuning.treeAlgorithmBandwidthRatio;
      }
      let intraLat = ncclTuning.hopLatency[intraHw][algorithm][protocol] as number;
      const netLat = ncclTuning.hopLatency.net[algorithm][protocol] as number;
      const interLat =
        transport.hopLatency?.[protocol] ??
        (underlay !== null
          ? (underlay.hopLatency?.[protocol] ?? netLat) + (transport.hostStackLatency as number)
          : netLat);
      let lat = ncclTuning.baseLatency[algorithm][protocol] as number;
      if (algorithm === "ring") {
        if (N > 1) {
          intraLat = Math.max(
            intraLat,
            overhead * (protocol === "Simple" ? ncclTuning.netOverhead.simpleMultiplier : 1),
          );
        }
        lat += (nsteps - nInter) * intraLat + nInter * interLat;
        if (protocol === "Simple" && N > 1 && collective === "all_reduce") lat *= plateau;
      } else {
        lat += 2 * ((ppn - 1) * intraLat + log2Nodes * interLat);
      }
      const time = lat + (alg > 0 ? size / alg : Number.POSITIVE_INFINITY);
      candidates.push({
        algorithm,
        protocol,
        time: time as Seconds,
        latency: lat as Seconds,
        algorithmBandwidth: alg as BytesPerSecond,
        bottleneck: limit,
      });
    }
  }
  candidates.sort((a, b) => a.time - b.time);
  const best = candidates[0] as CollectiveCandidate;
  const algbw = best.time > 0 ? size / best.time : 0;
  const efficiency = best.time > 0 ? (best.time - best.latency) / best.time : 0;
  return {
    time: best.time,
    algorithmBandwidth: algbw as BytesPerSecond,
    busBandwidth: (algbw * busFactor) as BytesPerSecond,
    algorithm: best.algorithm,
    protocol: best.protocol,
    bottleneck: efficiency < 0.5 ? "latency" : best.bottleneck,
    efficiency,
    candidates,
  };
}
