import type { Bytes, BytesPerSecond, Seconds } from "../units.ts";
import {
  achievedPair,
  type CollectiveLimit,
  type CollectivePairTerms,
  collectiveBusFactor,
  collectivePairTerms,
  type ModelledCollective,
} from "./achievedCollective.ts";
import { type AwsOfiPlatform, awsOfiPlatform, awsOfiRegionPick } from "./awsOfiRegionTuner.ts";
import type { CollectiveEfficiencies } from "./CollectiveEfficiencies.ts";
import { type CollectiveBand, collectiveBand } from "./collectiveBands.ts";
import { collectiveCalibration } from "./collectiveCalibration.ts";
import {
  type CollectiveHardware,
  type CollectiveHardwareInput,
  collectiveHardware,
  ncclSettingLimits,
} from "./collectiveHardware.ts";
import { ncclGraphs } from "./ncclGraphs.ts";
import {
  type NcclAlgorithm,
  type NcclProtocol,
  type NcclTunedCollective,
  type NcclTunerComm,
  type NcclTunerEntry,
  ncclImplements,
  ncclRunsProtocol,
  ncclTunerConstants,
  ncclTunerTable,
  ncclTunerTime,
} from "./ncclTuner.ts";

/** The collectives the model prices. */
export type { ModelledCollective };

/** What NCCL was asked to use (`NCCL_ALGO`): one algorithm, or CollNet in either form. */
export type CollectiveAlgorithmChoice = NcclAlgorithm | "collnet";

/** A collective without its size: the operation, the GPUs, the NICs, and what NCCL was told. */
export interface CollectiveScenarioInput extends CollectiveHardwareInput {
  readonly collective: ModelledCollective;
  /** Only this algorithm (NCCL_ALGO); default: NCCL's tuner picks. */
  readonly algorithm?: CollectiveAlgorithmChoice;
  /** Only this protocol (NCCL_PROTO); default: NCCL's tuner picks. */
  readonly protocol?: NcclProtocol;
  /** At least this many channels (NCCL_MIN_NCHANNELS / NCCL_MIN_CTAS). */
  readonly minChannels?: number;
  /**
   * NCCL release ("2.18.5"): NVLS needs 2.17, NVLS Tree 2.18, PAT 2.23; older releases price only
   * ring, tree and CollNet. Default: the release the tuner was read from (2.30.7).
   */
  readonly ncclVersion?: string;
  /**
   * aws-ofi-nccl's tuner is loaded. Default: from NCCL 2.21, which loads it from the network plugin
   * by itself (aws-ofi-nccl 1.16, June 2025, and later carry it there); true: also on 2.19 and 2.20,
   * or with an older plugin's separate library, told by NCCL_TUNER_PLUGIN (NCCL has no tuner
   * interface before 2.19). Over EFA on more than two nodes it picks the pair where it has regions: AWS P5 /
   * P5e (8 x H100 or H200, EFA interfaces of 100 Gb/s), P5en (8 x H200, 200 Gb/s) and P6-B200 (8 x
   * B200, 400 Gb/s) (`awsOfiRegionPick`). False: NCCL's own tuner picks, as with an older plugin.
   */
  readonly ofiTuner?: boolean;
}

/** Inputs of `predictCollective`: a scenario and the operation's size. */
export interface PredictCollectiveInput extends CollectiveScenarioInput {
  /** Operation size as nccl-tests counts it (for all-gather, reduce-scatter, all-to-all: the total over ranks). */
  readonly bytes: Bytes;
}

/** Options of `predictCollective`. */
export interface PredictCollectiveOptions {
  /** Use these efficiencies instead of the calibrated ones (calibration and cross-validation do). */
  readonly efficiencies?: CollectiveEfficiencies;
}

/**
 * What limits a prediction: fixed costs, the kernel launches of a process driving several GPUs, or
 * the bound of the pair's bandwidth.
 */
export type CollectiveBottleneck = "latency" | "launch" | "protocol" | CollectiveLimit;

/** One enabled (algorithm, protocol) pair: NCCL's estimate and what the model says it achieves. */
export interface CollectiveCandidate {
  readonly algorithm: NcclAlgorithm | "p2p";
  readonly protocol: NcclProtocol;
  /** Achieved time at this size. */
  readonly time: Seconds;
  /** Achieved fixed part of the time. */
  readonly latency: Seconds;
  /** Achieved bandwidth of the size-proportional part. */
  readonly algorithmBandwidth: BytesPerSecond;
  /** NCCL's own time estimate for the pair (its tuner's), or null for point-to-point. */
  readonly tunerTime: Seconds | null;
  readonly bottleneck: CollectiveLimit;
  /** The process's kernel launches, one after another, take longer than the operation itself. */
  readonly launchBound: boolean;
}

/** Result of `predictCollective`. */
export interface CollectivePrediction {
  readonly time: Seconds;
  /** bytes / time, as nccl-tests prints algbw. */
  readonly algorithmBandwidth: BytesPerSecond;
  /** algbw x the collective's nccl-tests bus factor. */
  readonly busBandwidth: BytesPerSecond;
  /** The pair NCCL's tuner picks (or the one it was told to use), which the prediction prices. */
  readonly algorithm: NcclAlgorithm | "p2p";
  readonly protocol: NcclProtocol;
  /**
   * Who fixed the protocol: the job (its `protocol`, NCCL_PROTO), the network plugin (aws-ofi-nccl's
   * NCCL_PROTO=simple over EFA before Hopper: see `AWS_OFI_NCCL_SIMPLE_BEFORE`), or neither (NCCL's tuner).
   */
  readonly protocolSetBy: "job" | "plugin" | null;
  /** Who picked the pair: NCCL's tuner, or a tuner plugin (aws-ofi-nccl's regions on AWS P5, P5en, P6). */
  readonly pickedBy: "nccl" | "aws-ofi-nccl";
  readonly bottleneck: CollectiveBottleneck;
  /** Share of the time spent moving bytes at the pair's bandwidth (0..1). */
  readonly efficiency: number;
  /** NCCL's own expectation for the pair it picks: its tuner's time and bus bandwidth. */
  readonly tuner: { readonly time: Seconds; readonly busBandwidth: BytesPerSecond } | null;
  /** Channels NCCL's search finds for rings (and trees). */
  readonly channels: number;
  /** NICs per node the job's GPUs drive. */
  readonly nicsUsed: number;
  /** The range measurements on systems like this one fall in, from cross-validation; or "not validated". */
  readonly band: CollectiveBand;
  /** Every enabled pair, in NCCL's tuner order (its estimated time), fastest first. */
  readonly candidates: readonly CollectiveCandidate[];
}

/**
 * Every collective the model prices, in nccl-tests' order of its binaries.
 * @example modelledCollectives.includes("alltoall") // true
 */
export const modelledCollectives: readonly ModelledCollective[] = [
  "all_reduce",
  "all_gather",
  "reduce_scatter",
  "broadcast",
  "reduce",
  "alltoall",
  "sendrecv",
];

/**
 * Every algorithm NCCL can be told to use (NCCL_ALGO), with "collnet" for either CollNet.
 * @example collectiveAlgorithmChoices.includes("collnet") // true
 */
export const collectiveAlgorithmChoices: readonly CollectiveAlgorithmChoice[] = [
  "ring",
  "tree",
  "nvls",
  "nvlstree",
  "collnet",
  "collnetdirect",
  "collnetchain",
  "pat",
];
const PROTOCOLS: readonly NcclProtocol[] = ["LL", "LL128", "Simple"];
const TUNER_VERSION = [2, 30, 7] as const;
/** NCCL_P2P_LL_THRESHOLD's default: point-to-point messages up to this many bytes per channel use LL. */
const P2P_LL_THRESHOLD = 16384;

/** NCCL's algorithms a release has: NVLS from 2.17, NVLS Tree from 2.18, PAT from 2.23. */
function releaseHas(version: readonly number[], algorithm: NcclAlgorithm): boolean {
  if (algorithm === "nvls") return atLeast(version, 2, 17);
  if (algorithm === "nvlstree") return atLeast(version, 2, 18);
  if (algorithm === "pat") return atLeast(version, 2, 23);
  return true;
}

/** Whether an NCCL release is this one or later. */
function atLeast(version: readonly number[], major: number, minor: number): boolean {
  return (version[0] ?? 0) > major || ((version[0] ?? 0) === major && (version[1] ?? 0) >= minor);
}

/** Why NCCL cannot run the algorithm it was told (NCCL_ALGO) on this hardware, in a phrase. */
function whyNot(
  asked: CollectiveAlgorithmChoice,
  protocol: NcclProtocol | undefined,
  collective: NcclTunedCollective,
  hw: CollectiveHardware,
  version: readonly number[],
): string {
  const algorithms: readonly NcclAlgorithm[] =
    asked === "collnet" ? ["collnetdirect", "collnetchain"] : [asked];
  if (!algorithms.some((a) => ncclImplements(collective, a))) {
    return `NCCL has no ${asked} ${collective} (it stops with "no algorithm/protocol available")`;
  }
  if (protocol !== undefined && !algorithms.some((a) => ncclRunsProtocol(a, protocol))) {
    return `${asked} runs only the Simple protocol`;
  }
  if (!algorithms.some((a) => releaseHas(version, a))) {
    return `NCCL ${version.join(".")} has no ${asked} (NVLS came in 2.17, NVLS Tree in 2.18, PAT in 2.23)`;
  }
  const nvlsHardware = hw.budget.nvswitch && hw.gpu.computeCapability >= 90;
  if (asked === "nvls" || asked === "nvlstree") {
    if (!nvlsHardware) return "NVLS needs GPUs of Hopper or later joined by NVSwitch";
    if (hw.gpusPerNode < 2) return "NVLS needs at least two GPUs of a node on its NVSwitch";
    if (!hw.budget.nvls) return "NVLS is off (NCCL_NVLS_ENABLE=0)";
    if (asked === "nvlstree" && hw.nodes === 1) return "NVLS Tree joins nodes: it needs more than one";
    if (asked === "nvls" && hw.nodes > 1 && !hw.budget.collnet) {
      return "NVLS across nodes needs CollNet (SHARP in the switches)";
    }
  }
  if (asked.startsWith("collnet")) {
    if (hw.nodes === 1) return "CollNet reduces in the network's switches: it needs more than one node";
    if (!hw.budget.collnet) return "CollNet needs SHARP in the switches (collnet on, NCCL_COLLNET_ENABLE=1)";
    if (asked === "collnetdirect" && !hw.budget.nvswitch) return "CollNet Direct needs NVSwitch";
  }
  if (asked === "pat") return "PAT runs with one GPU per node, across nodes";
  if ((collective === "all_gather" || collective === "reduce_scatter") && hw.nodes > 1) {
    return `across nodes NCCL runs ${asked === "nvls" ? "NVLS" : "CollNet"} ${collective} through the CollNet plugin's own collectives, which the model does not price`;
  }
  return "NCCL's search finds no channel for it on this hardware";
}

function parseVersion(v: string | undefined): readonly number[] {
  if (v === undefined) return TUNER_VERSION;
  const m = /^\s*(\d+)\.(\d+)(?:\.(\d+))?/.exec(v);
  if (m === null) throw new RangeError(`ncclVersion must look like 2.21.5, got "${v}"`);
  return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
}

/** One pair of a scenario: NCCL's priced entry (null for point-to-point) and the model's terms. */
export interface CollectiveScenarioPair {
  readonly entry: NcclTunerEntry | null;
  readonly terms: CollectivePairTerms;
}

/**
 * Everything about a collective that does not depend on its size or on the calibrated efficiencies:
 * the hardware, NCCL's graphs and priced pairs, and each pair's terms. `predictCollective` prices a
 * size with it; the calibration prices every measured size of a sweep with one.
 */
export interface CollectiveScenario {
  readonly collective: ModelledCollective;
  readonly hardware: CollectiveHardware;
  /** Rank count of the communicator. */
  readonly ranks: number;
  /** Ring channels NCCL's search finds; `commChannels` those every algorithm shares. */
  readonly channels: number;
  readonly commChannels: number;
  readonly tunedAs: NcclTunedCollective;
  readonly comm: NcclTunerComm;
  readonly pairs: readonly CollectiveScenarioPair[];
  /** Who fixed the protocol (see `CollectivePrediction.protocolSetBy`). */
  readonly protocolSetBy: "job" | "plugin" | null;
  /** The AWS platform whose aws-ofi-nccl tuner regions pick the pair (see `awsOfiRegionPick`), or null. */
  readonly ofiPlatform: AwsOfiPlatform | null;
}

/**
 * Resolve a collective's scenario (see `CollectiveScenario`).
 * @throws RangeError as `predictCollective` does for everything but the size.
 * @example collectiveScenario({ collective: "all_reduce", gpu: "a100-sxm", gpusPerNode: 8, nodes: 1 }).channels // 12
 */
export function collectiveScenario(input: CollectiveScenarioInput): CollectiveScenario {
  const { collective } = input;
  if (!modelledCollectives.includes(collective)) {
    throw new RangeError(
      `collective must be one of ${modelledCollectives.join(", ")}, got "${String(collective)}"`,
    );
  }
  if (input.protocol !== undefined && !PROTOCOLS.includes(input.protocol)) {
    throw new RangeError(`protocol must be LL, LL128 or Simple, got "${String(input.protocol)}"`);
  }
  const version = parseVersion(input.ncclVersion);
  const hw = collectiveHardware(input);
  const graphs = ncclGraphs(hw.budget);
  const ringChannels = graphs.ring?.nChannels ?? 1;
  const minChannels = input.minChannels ?? 0;
  const maxChannels = ncclSettingLimits.channels;
  if (!Number.isInteger(minChannels) || minChannels < 0 || minChannels > maxChannels) {
    throw new RangeError(`minChannels must be a whole number from 0 to ${maxChannels}, got ${minChannels}`);
  }
  const channels = Math.max(ringChannels, minChannels);
  const p2p = collective === "alltoall" || collective === "sendrecv";
  if (p2p && input.algorithm !== undefined) {
    throw new RangeError(`${collective} is point-to-point: NCCL's algorithms do not apply to it`);
  }
  const algoEnv =
    input.algorithm === undefined
      ? undefined
      : input.algorithm === "collnet"
        ? "collnetdirect,collnetchain"
        : input.algorithm;
  // What the job asked for (NCCL_PROTO), or else what its network plugin set before NCCL read it.
  const protocolSetBy = input.protocol !== undefined ? "job" : hw.pluginProtocol !== null ? "plugin" : null;
  const protoEnv = input.protocol ?? hw.pluginProtocol ?? undefined;
  const comm: NcclTunerComm = {
    nRanks: hw.ranks,
    nNodes: hw.nodes,
    computeCapability: hw.gpu.computeCapability,
    cpu: hw.hostCpu,
    collnet: hw.budget.collnet,
    nvswitch: hw.budget.nvswitch,
    ll128Paths: hw.ll128Paths,
    ...(algoEnv === undefined ? {} : { algoEnv }),
    ...(protoEnv === undefined ? {} : { protoEnv }),
  };
  // Point-to-point steps are priced as the ring all-gather's (n - 1 hops; all-to-all) or one hop (send/recv).
  const tunedAs: NcclTunedCollective = p2p ? "all_gather" : collective;
  const table = ncclTunerTable(tunedAs, comm, graphs).map((e) =>
    releaseHas(version, e.algorithm)
      ? e
      : { ...e, enabled: false, bandwidthGBps: 0, uncappedBandwidthGBps: 0 },
  );
  // Each pair is priced against its algorithm's Simple entry, which NCCL prices whatever NCCL_PROTO
  // enables (a run told LL still moves LL's share of what Simple would).
  const { protoEnv: _asked, ...unrestricted } = comm;
  const reference = comm.protoEnv === undefined ? table : ncclTunerTable(tunedAs, unrestricted, graphs);
  const simpleOf = (a: NcclAlgorithm) =>
    reference.find((e) => e.algorithm === a && e.protocol === "Simple" && e.enabled) ?? null;
  const pairs: CollectiveScenarioPair[] = [];
  if (p2p) {
    // Point-to-point runs LL up to NCCL_P2P_LL_THRESHOLD where NCCL_PROTO allows LL, and Simple,
    // which it always has, above (and for every size where LL is not allowed).
    for (const protocol of ["LL", "Simple"] as const) {
      if (protocol === "LL" && comm.protoEnv !== undefined && comm.protoEnv !== "LL") continue;
      const k = protocol === "LL" ? 0 : 2;
      const hop = hw.nodes > 1 ? "net" : hw.budget.intraType === "nvlink" ? "nvlink" : "pci";
      const ring = table.find((e) => e.algorithm === "ring" && e.protocol === protocol);
      const hopUs = ncclTunerConstants.hwLatency[hop].ring[k] as number;
      const latencyUs =
        collective === "sendrecv"
          ? (ncclTunerConstants.baseLatency.ring[k] as number) + hopUs
          : (ring?.latencyUs ?? 0);
      const interLatencyUs =
        hw.nodes === 1 ? 0 : collective === "sendrecv" ? hopUs : (ring?.interLatencyUs ?? 0);
      pairs.push({
        entry: null,
        terms: collectivePairTerms(
          collective,
          {
            algorithm: "p2p",
            protocol,
            latencyUs,
            interLatencyUs,
            flushLatencyUs: collective === "sendrecv" ? 0 : (ring?.flushLatencyUs ?? 0),
            netOverheadUs: collective === "sendrecv" ? 0 : (ring?.netOverheadUs ?? 0),
          },
          null,
          hw,
          channels,
          ringChannels,
        ),
      });
    }
  } else {
    for (const e of table) {
      if (!e.enabled) continue;
      pairs.push({
        entry: e,
        terms: collectivePairTerms(collective, e, simpleOf(e.algorithm), hw, channels, ringChannels),
      });
    }
  }
  if (pairs.length === 0) {
    throw new RangeError(
      input.algorithm !== undefined
        ? `algorithm ${input.algorithm}${input.protocol ? ` with ${input.protocol}` : ""} cannot run here: ${whyNot(input.algorithm, input.protocol, tunedAs, hw, version)}`
        : `no algorithm and protocol of NCCL can run this ${collective} here`,
    );
  }
  return {
    collective,
    hardware: hw,
    ranks: hw.ranks,
    channels: ringChannels,
    commChannels: Math.min(ringChannels, graphs.tree?.nChannels ?? ringChannels),
    tunedAs,
    comm,
    pairs,
    protocolSetBy,
    ofiPlatform:
      (input.ofiTuner ?? atLeast(version, 2, 21)) &&
      atLeast(version, 2, 19) &&
      hw.transport === "efa" &&
      hw.nodes > 2
        ? awsOfiPlatform(hw.gpu.id, hw.nicRateBytes * 8)
        : null,
  };
}

/**
 * The pairs of a scenario in the order NCCL ranks them at this size: by its tuner's time estimate
 * (point-to-point: LL up to NCCL_P2P_LL_THRESHOLD bytes per peer and channel, then Simple), with a
 * tuner plugin's pick first where one picks (`ofiPlatform`). Returns indices into `scenario.pairs`
 * and each one's tuner time (us; null for point-to-point).
 * @example collectivePairOrder(scenario, 1 << 30)[0]
 */
export function collectivePairOrder(
  scenario: CollectiveScenario,
  bytes: number,
  picked: number | null = ofiRegionPair(scenario, bytes),
): readonly { readonly index: number; readonly tunerTimeUs: number | null }[] {
  const ranked = scenario.pairs.map((p, index) => {
    if (p.entry === null) {
      const perPeer = bytes / Math.max(1, scenario.ranks) / Math.max(1, scenario.channels);
      const ll = p.terms.protocol === "LL";
      return { index, tunerTimeUs: null, order: perPeer <= P2P_LL_THRESHOLD === ll ? 0 : 1 };
    }
    const t = ncclTunerTime(p.entry, scenario.tunedAs, bytes, scenario.comm, scenario.commChannels);
    return { index, tunerTimeUs: t, order: t };
  });
  const first = picked === null ? undefined : ranked[picked];
  if (first !== undefined) first.order = Number.NEGATIVE_INFINITY;
  ranked.sort((a, b) => a.order - b.order);
  return ranked.map(({ index, tunerTimeUs }) => ({ index, tunerTimeUs }));
}

/** The index of the pair aws-ofi-nccl's region tuner picks at this size, or null where NCCL's does. */
function ofiRegionPair(scenario: CollectiveScenario, bytes: number): number | null {
  if (scenario.ofiPlatform === null) return null;
  const indexOf = (a: NcclAlgorithm, p: NcclProtocol) =>
    scenario.pairs.findIndex((q) => q.terms.algorithm === a && q.terms.protocol === p);
  const hw = scenario.hardware;
  const pick = awsOfiRegionPick(
    scenario.ofiPlatform,
    scenario.collective,
    bytes,
    hw.gpusPerNode,
    hw.nodes,
    (a, p) => indexOf(a, p) >= 0,
  );
  return pick === null ? null : indexOf(pick.algorithm, pick.protocol);
}

/**
 * Predict an NCCL collective as nccl-tests would measure it. NCCL's tuner (2.30.7's `tuning.cc` on the
 * graphs its search would build for these nodes) picks the algorithm and protocol, or takes the ones
 * it was told; the model then prices what that pair achieves: its bandwidth is the tightest of the
 * links' raw capacities (times their class's calibrated efficiency, with the traffic the algorithm
 * puts on each) and its kernel's, its latency NCCL's estimate times the class's ratio. The NICs a job
 * drives follow from its share of the node's GPUs. Every prediction carries the band that leave-one-
 * system-out cross-validation measured for its class, or says it is not validated.
 * @throws RangeError on an unknown collective, GPU, transport, algorithm or protocol; counts that are
 * not whole numbers >= 1; fewer than 2 GPUs; a negative or non-finite size; a missing NIC count or
 * rate across nodes; an algorithm that cannot run here (e.g. NVLS without NVSwitch, CollNet on one node).
 * @see https://github.com/NVIDIA/nccl/blob/e7fcc7da24976ee57eeba70a23b2733b0df9d2da/src/graph/tuning.cc
 * @example predictCollective({ collective: "all_reduce", bytes: gib(1), gpu: "h100-sxm", gpusPerNode: 8, nodes: 1 }).algorithm // "nvls"
 */
export function predictCollective(
  input: PredictCollectiveInput,
  options: PredictCollectiveOptions = {},
): CollectivePrediction {
  const size = input.bytes as number;
  if (typeof size !== "number" || !Number.isFinite(size) || size < 0) {
    throw new RangeError(`bytes must be a finite number >= 0, got ${String(size)}`);
  }
  const { bytes: _size, ...rest } = input;
  const key = JSON.stringify(rest);
  let scenario = recentScenarios.get(key);
  if (scenario === undefined) {
    scenario = collectiveScenario(rest);
    if (recentScenarios.size >= 64) recentScenarios.delete(recentScenarios.keys().next().value as string);
    recentScenarios.set(key, scenario);
  }
  if (options.efficiencies !== undefined) return predictScenario(scenario, size, options);
  let sizes = calibratedPredictions.get(scenario);
  if (sizes === undefined) {
    sizes = new Map();
    calibratedPredictions.set(scenario, sizes);
  }
  let prediction = sizes.get(size);
  if (prediction === undefined) {
    prediction = predictScenario(scenario, size);
    if (sizes.size >= 256) sizes.clear();
    sizes.set(size, prediction);
  }
  return prediction;
}

/**
 * The last scenarios priced, by input: a sweep over sizes resolves its hardware, graphs and NCCL's
 * price list once. A scenario is immutable and a function of its input, so this changes no result.
 */
const recentScenarios = new Map<string, CollectiveScenario>();

/**
 * Predictions with the stored calibration, by scenario and size: a training step prices the same
 * buckets for every fabric an advisor compares (its cold first advice made 1549 calls for 129
 * distinct ones). A prediction is immutable and a function of both, so this changes no result.
 */
const calibratedPredictions = new WeakMap<CollectiveScenario, Map<number, CollectivePrediction>>();

/**
 * `predictCollective` for a resolved scenario (no validation of the size).
 * @example predictScenario(collectiveScenario(input), 1 << 30).busBandwidth
 */
export function predictScenario(
  scenario: CollectiveScenario,
  size: number,
  options: PredictCollectiveOptions = {},
): CollectivePrediction {
  const eff = options.efficiencies ?? collectiveCalibration.efficiencies;
  const picked = ofiRegionPair(scenario, size);
  const candidates: CollectiveCandidate[] = collectivePairOrder(scenario, size, picked).map(
    ({ index, tunerTimeUs }) => {
      const { terms } = scenario.pairs[index] as CollectiveScenarioPair;
      const got = achievedPair(terms, eff, size);
      const moving = got.algorithmBandwidth > 0 ? size / got.algorithmBandwidth : Number.POSITIVE_INFINITY;
      // A process that drives several GPUs launches on each in turn: no operation is quicker.
      const time = Math.max(got.latency + moving, got.floor);
      return {
        algorithm: terms.algorithm,
        protocol: terms.protocol,
        time: time as Seconds,
        latency: (Number.isFinite(moving) ? time - moving : Math.max(got.latency, got.floor)) as Seconds,
        algorithmBandwidth: got.algorithmBandwidth as BytesPerSecond,
        tunerTime: tunerTimeUs === null ? null : ((tunerTimeUs * 1e-6) as Seconds),
        bottleneck: got.limit,
        launchBound: got.floor > got.latency + moving,
      };
    },
  );
  const chosen = candidates[0] as CollectiveCandidate;
  const algbw = chosen.time > 0 ? size / chosen.time : 0;
  const efficiency = chosen.time > 0 ? (chosen.time - chosen.latency) / chosen.time : 0;
  const busFactor = collectiveBusFactor(scenario.collective, scenario.ranks);
  const bottleneck: CollectiveBottleneck = chosen.launchBound
    ? "launch"
    : efficiency < 0.5
      ? "latency"
      : chosen.protocol !== "Simple"
        ? "protocol"
        : chosen.bottleneck;
  return {
    time: chosen.time,
    algorithmBandwidth: algbw as BytesPerSecond,
    busBandwidth: (algbw * busFactor) as BytesPerSecond,
    algorithm: chosen.algorithm,
    protocol: chosen.protocol,
    protocolSetBy: scenario.protocolSetBy,
    pickedBy: picked === null ? "nccl" : "aws-ofi-nccl",
    bottleneck,
    efficiency,
    tuner:
      chosen.tunerTime === null
        ? null
        : {
            time: chosen.tunerTime,
            busBandwidth: ((chosen.tunerTime > 0 ? size / chosen.tunerTime : 0) *
              busFactor) as BytesPerSecond,
          },
    channels: scenario.channels,
    nicsUsed: scenario.hardware.nicsUsed,
    band: collectiveBand(scenario.hardware, size, chosen.algorithm),
    candidates,
  };
}
