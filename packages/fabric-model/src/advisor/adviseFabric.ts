import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../presets/gpus.ts";
import { evaluateTrainingScenario } from "../training/evaluateTrainingScenario.ts";
import type { TrainingPredictionOptions } from "../training/resolveTrainingScenario.ts";
import type { TrainingPrediction, TrainingRange } from "../training/TrainingPrediction.ts";
import type { TrainingReasonCode, TrainingWarningCode } from "../training/TrainingReasonCode.ts";
import type { TrainingShardingStrategy } from "../training/TrainingScenario.ts";
import type { BitsPerSecond } from "../units.ts";
import { type AdvisorReasonCode, advisorReasonCodes } from "./AdvisorReasonCode.ts";
import { advisorAssumptions } from "./advisorAssumptions.ts";
import { advisorBandwidthThresholds } from "./advisorBandwidthThresholds.ts";
import { advisorCostPerMillionTokens } from "./advisorCostPerMillionTokens.ts";
import { type AdvisorMeasurement, advisorMeasurement } from "./advisorMeasurement.ts";
import { advisorTrainingContext } from "./advisorTrainingContext.ts";

/**
 * One network the advisor weighs: a path and what it adds to a node's price per hour.
 * @example const c: FabricAdvisorCandidate = { network: "sriov-vf", extraPerNodeHour: 1 };
 */
export interface FabricAdvisorCandidate {
  readonly network: VirtualisationLayerId;
  /** Extra price of this path per node-hour, on top of the GPU node (same currency as `gpuNodePerHour`). */
  readonly extraPerNodeHour: number;
}

/**
 * What the advisor is asked: the GPU nodes, the training job, and the candidate networks with prices.
 * @example const i: FabricAdvisorInputs = { gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, gpuNodePerHour: 32, candidates };
 */
export interface FabricAdvisorInputs {
  readonly gpu: GpuPresetId;
  /** GPUs per node; default the training model's node for this GPU (the study cluster's). */
  readonly gpusPerNode?: number;
  readonly nodes: number;
  /** Trainable parameters; default the study's 8.17e9. */
  readonly modelParameters?: number;
  /** Sharding strategy; default the study's hybrid-shard. */
  readonly strategy?: TrainingShardingStrategy;
  /** Price of one GPU node per hour without the network extras (USD per node-hour in the presets). */
  readonly gpuNodePerHour: number;
  readonly candidates: readonly FabricAdvisorCandidate[];
}

/**
 * Options of `adviseFabric`: the training study and calibration (as `predictTraining`) and the tolerance.
 * @example adviseFabric(inputs, { tolerance: 0.1 })
 */
export interface FabricAdvisorOptions extends TrainingPredictionOptions {
  /** Share of the fastest throughput a candidate may lose and still count as good enough; default 0.05. */
  readonly tolerance?: number;
}

/**
 * One candidate, predicted and priced.
 * @example adviseFabric(inputs).candidates[0].costPerMillionTokens.value // USD per million tokens
 */
interface FabricAdviceCandidate {
  readonly network: VirtualisationLayerId;
  readonly extraPerNodeHour: number;
  /** GPU node plus this path, per node-hour. */
  readonly nodePerHour: number;
  /** All nodes, per hour. */
  readonly clusterPerHour: number;
  readonly prediction: TrainingPrediction;
  readonly samplesPerSecond: TrainingRange;
  readonly tokensPerSecond: TrainingRange;
  readonly scalingEfficiency: TrainingRange;
  readonly costPerMillionTokens: TrainingRange;
  /** Effective inter-node bandwidth per node at this node count (what all_reduce_perf's busbw should show). */
  readonly effectiveBandwidth: TrainingRange<BitsPerSecond>;
  /** Exposed communication / epoch time (0..1). */
  readonly exposedShareOfTime: number;
  /** Hidden / all communication time (1 when nothing crosses the network). */
  readonly hiddenShareOfCommunication: number;
  readonly communicationHidden: boolean;
  /** Central throughput within the tolerance of the fastest candidate's. */
  readonly withinTolerance: boolean;
  readonly calibrated: boolean;
  readonly trainingReasons: readonly TrainingReasonCode[];
  readonly warnings: readonly TrainingWarningCode[];
}

/**
 * The recommendation: decided, or provisional with the candidate it must be measured against.
 * @example adviseFabric(inputs).recommendation.status // "decided"
 */
interface FabricRecommendation {
  /** The path to use (decided), or to start with and measure (measure-first: the cheaper of the two). */
  readonly network: VirtualisationLayerId;
  /** Index of that candidate in the inputs (candidates may repeat a path at different prices). */
  readonly index: number;
  readonly status: "decided" | "measure-first";
  /** With measure-first: the other path of the undecided pair (the faster or the pricier one); else null. */
  readonly compareWith: VirtualisationLayerId | null;
  readonly compareIndex: number | null;
  /** Index of the candidate the central values alone would pick. */
  readonly centralPick: number;
  readonly reasons: readonly AdvisorReasonCode[];
}

/**
 * The confirming measurement: the nccl-tests run, the path to run it on, and the bus bandwidths
 * that decide (see `advisorMeasurement`, `advisorBandwidthThresholds`).
 * @example adviseFabric(inputs).measurement?.requiredBusBandwidth // bit/s
 */
interface FabricAdviceMeasurement extends AdvisorMeasurement {
  /** The path to measure: the recommended one, or with measure-first the cheaper one. */
  readonly network: VirtualisationLayerId;
  /** Whether that path runs RDMA (NCCL's IB/RoCE transport) rather than sockets. */
  readonly rdma: boolean;
  /** Bus bandwidth at which the measured path reaches the tolerance line (null when no rate does). */
  readonly requiredBusBandwidth: BitsPerSecond | null;
  /** Bus bandwidth above which communication hides behind compute. */
  readonly hiddenBusBandwidth: BitsPerSecond;
  /** Predicted bus bandwidth of each candidate (its effective bandwidth), in candidate order. */
  readonly expected: readonly {
    readonly network: VirtualisationLayerId;
    readonly busBandwidth: TrainingRange<BitsPerSecond>;
  }[];
}

/**
 * Result of `adviseFabric`.
 * @example adviseFabric(inputs).recommendation.network // "sriov-vf"
 */
export interface FabricAdvice {
  readonly gpu: GpuPresetId;
  readonly gpusPerNode: number;
  readonly nodes: number;
  readonly modelParameters: number;
  readonly strategy: TrainingShardingStrategy;
  readonly tolerance: number;
  readonly candidates: readonly FabricAdviceCandidate[];
  /** Index of the fastest candidate by central throughput (the cheaper on a tie). */
  readonly fastest: number;
  /** (1 - tolerance) x the fastest central throughput, samples/s. */
  readonly toleranceLine: number;
  readonly recommendation: FabricRecommendation;
  /** Null on one node (nothing crosses the network). */
  readonly measurement: FabricAdviceMeasurement | null;
}

function checkInputs(inputs: FabricAdvisorInputs, tolerance: number): void {
  if (!Number.isFinite(inputs.gpuNodePerHour) || inputs.gpuNodePerHour < 0) {
    throw new RangeError(
      `adviseFabric: gpuNodePerHour must be finite and >= 0, got ${inputs.gpuNodePerHour}`,
    );
  }
  if (inputs.candidates.length === 0) throw new RangeError("adviseFabric: at least one candidate is needed");
  for (const c of inputs.candidates) {
    if (!Number.isFinite(c.extraPerNodeHour) || c.extraPerNodeHour < 0) {
      throw new RangeError(
        `adviseFabric: extraPerNodeHour of ${c.network} must be finite and >= 0, got ${c.extraPerNodeHour}`,
      );
    }
  }
  if (!(tolerance >= 0 && tolerance < 1)) {
    throw new RangeError(`adviseFabric: tolerance must lie in [0, 1), got ${tolerance}`);
  }
}

/** Index of the best element by `better(a, b)` (true when a beats b); the first on ties. */
function argBest<T>(items: readonly T[], better: (a: T, b: T) => boolean): number {
  let best = 0;
  items.forEach((item, i) => {
    const current = items[best] as T;
    if (better(item, current)) best = i;
  });
  return best;
}

/**
 * Advise which network a GPU cluster should train over: per candidate path the predicted
 * throughput (`predictTraining`'s point or band), scaling efficiency, cost per million tokens and
 * how much communication hides behind compute; then the cheapest candidate (per node-hour) whose
 * central throughput is within `tolerance` of the fastest. When bands make that ranking uncertain
 * (a cheaper candidate's band reaches the tolerance line, or a faster one's band clears the
 * pick's), the advice is "measure first", starting with the cheaper path. Either way it names the
 * nccl-tests all-reduce that confirms it and the bus bandwidth that decides: above
 * `requiredBusBandwidth` the measured path is good enough. Prices scale cost per token linearly
 * and never change the ranking's throughput side.
 * @throws RangeError on negative or non-finite prices, no candidates, a tolerance outside [0, 1),
 * and as `predictTraining`.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example adviseFabric({ gpu: "h100-sxm", nodes: 2, gpuNodePerHour: 32, candidates: [{ network: "vnic", extraPerNodeHour: 0 }, { network: "sriov-vf", extraPerNodeHour: 1 }] }).recommendation.network // "sriov-vf"
 */
export function adviseFabric(inputs: FabricAdvisorInputs, options: FabricAdvisorOptions = {}): FabricAdvice {
  const { tolerance: toleranceOption, ...trainingOptions } = options;
  const tolerance = toleranceOption ?? advisorAssumptions.tolerance.value;
  checkInputs(inputs, tolerance);
  const { nodes } = inputs;
  const hiddenLimit = advisorAssumptions.hiddenExposedShare.value;

  const resolved = inputs.candidates.map((c) =>
    advisorTrainingContext(
      {
        gpu: inputs.gpu,
        network: c.network,
        ...(inputs.modelParameters !== undefined ? { modelParameters: inputs.modelParameters } : {}),
        ...(inputs.strategy !== undefined ? { strategy: inputs.strategy } : {}),
      },
      {
        ...trainingOptions,
        ...(inputs.gpusPerNode !== undefined ? { gpusPerNode: inputs.gpusPerNode } : {}),
      },
    ),
  );
  const predictions = resolved.map((r) => evaluateTrainingScenario(r.context, nodes));
  const samples = predictions.map((p) => p.samplesPerSecond);
  const prices = inputs.candidates.map((c) => inputs.gpuNodePerHour + c.extraPerNodeHour);

  const fastestIndex = argBest(
    inputs.candidates.map((_, i) => i),
    (a, b) =>
      (samples[a] as TrainingRange).value > (samples[b] as TrainingRange).value ||
      ((samples[a] as TrainingRange).value === (samples[b] as TrainingRange).value &&
        (prices[a] as number) < (prices[b] as number)),
  );
  const fastest = samples[fastestIndex] as TrainingRange;
  const line = (1 - tolerance) * fastest.value;
  const lineLow = (1 - tolerance) * fastest.low;

  const candidates: FabricAdviceCandidate[] = inputs.candidates.map((c, i) => {
    const p = predictions[i] as TrainingPrediction;
    const nodePerHour = prices[i] as number;
    const clusterPerHour = nodePerHour * nodes;
    const communication = p.epoch.exposedCommunication + p.epoch.hiddenCommunication;
    const exposedShareOfTime = p.epoch.total > 0 ? p.epoch.exposedCommunication / p.epoch.total : 0;
    return {
      network: c.network,
      extraPerNodeHour: c.extraPerNodeHour,
      nodePerHour,
      clusterPerHour,
      prediction: p,
      samplesPerSecond: p.samplesPerSecond,
      tokensPerSecond: p.tokensPerSecond,
      scalingEfficiency: p.scalingEfficiency,
      costPerMillionTokens: advisorCostPerMillionTokens({
        clusterPerHour,
        tokensPerSecond: p.tokensPerSecond,
      }),
      effectiveBandwidth: p.networkBandwidth,
      exposedShareOfTime,
      hiddenShareOfCommunication: communication > 0 ? p.epoch.hiddenCommunication / communication : 1,
      communicationHidden: exposedShareOfTime <= hiddenLimit,
      withinTolerance: p.samplesPerSecond.value >= line,
      calibrated: p.kind === "calibrated",
      trainingReasons: p.reasons,
      warnings: p.warnings,
    };
  });

  const indices = candidates.map((_, i) => i);
  // The central pick: the cheapest candidate within tolerance (ties: faster, then listed first).
  const eligible = indices.filter((i) => (candidates[i] as FabricAdviceCandidate).withinTolerance);
  const pickIndex = eligible[
    argBest(eligible, (a, b) => {
      const ca = candidates[a] as FabricAdviceCandidate;
      const cb = candidates[b] as FabricAdviceCandidate;
      return (
        ca.nodePerHour < cb.nodePerHour ||
        (ca.nodePerHour === cb.nodePerHour && ca.samplesPerSecond.value > cb.samplesPerSecond.value)
      );
    })
  ] as number;
  const pick = candidates[pickIndex] as FabricAdviceCandidate;

  // Contenders the bands cannot rule out: cheaper ones that may reach the line, faster pricier
  // ones whose line may clear the pick.
  const cheaperContenders = indices.filter((i) => {
    const c = candidates[i] as FabricAdviceCandidate;
    return c.nodePerHour < pick.nodePerHour && !c.withinTolerance && c.samplesPerSecond.high >= lineLow;
  });
  const fasterContenders = indices.filter((i) => {
    const c = candidates[i] as FabricAdviceCandidate;
    return (
      i !== pickIndex &&
      c.nodePerHour > pick.nodePerHour &&
      c.samplesPerSecond.value > pick.samplesPerSecond.value &&
      (1 - tolerance) * c.samplesPerSecond.high > pick.samplesPerSecond.low
    );
  });
  const single = nodes === 1;
  const undecided = !single && (cheaperContenders.length > 0 || fasterContenders.length > 0);
  let recommendedIndex = pickIndex;
  let compareIndex: number | null = null;
  if (undecided && cheaperContenders.length > 0) {
    recommendedIndex = cheaperContenders[
      argBest(
        cheaperContenders,
        (a, b) =>
          (candidates[a] as FabricAdviceCandidate).nodePerHour <
          (candidates[b] as FabricAdviceCandidate).nodePerHour,
      )
    ] as number;
    compareIndex = pickIndex;
  } else if (undecided) {
    compareIndex = fasterContenders[
      argBest(
        fasterContenders,
        (a, b) =>
          (candidates[a] as FabricAdviceCandidate).samplesPerSecond.value >
          (candidates[b] as FabricAdviceCandidate).samplesPerSecond.value,
      )
    ] as number;
  }
  const recommended = candidates[recommendedIndex] as FabricAdviceCandidate;
  const compared = compareIndex === null ? null : (candidates[compareIndex] as FabricAdviceCandidate);

  const measurement = single
    ? null
    : (() => {
        const plan = advisorMeasurement({
          gpu: inputs.gpu,
          gpusPerNode: recommended.prediction.gpusPerNode,
          nodes,
          modelParameters: recommended.prediction.modelParameters,
        });
        const thresholds = advisorBandwidthThresholds({
          context: (resolved[recommendedIndex] as (typeof resolved)[number]).context,
          nodes,
          targetSamplesPerSecond: line,
        });
        return {
          ...plan,
          network: recommended.network,
          rdma: recommended.network === "sriov-rdma",
          requiredBusBandwidth: thresholds.required,
          hiddenBusBandwidth: thresholds.hidden,
          expected: candidates.map((c) => ({ network: c.network, busBandwidth: c.effectiveBandwidth })),
        };
      })();

  const basis = compared === null ? [recommended] : [recommended, compared];
  const found = new Set<AdvisorReasonCode>();
  if (single) found.add("single-node");
  else {
    if (recommended.samplesPerSecond.value >= fastest.value) found.add("fastest");
    else if (recommended.withinTolerance) found.add("within-tolerance-of-best");
    const cheaper = candidates.filter((c) => c.nodePerHour < recommended.nodePerHour);
    if (cheaper.length > 0 && cheaper.every((c) => c.samplesPerSecond.high < lineLow)) {
      found.add("cheaper-candidates-too-slow");
    }
    found.add(recommended.communicationHidden ? "communication-hidden" : "communication-exposed");
    if (undecided) {
      found.add("band-overlaps");
      found.add("needs-measurement");
    }
    if (basis.some((c) => !c.calibrated)) found.add("uncalibrated");
    if (resolved.some((r) => r.gpusPerNodeChanged)) found.add("gpus-per-node-not-calibrated");
    if (
      candidates.some(
        (c) => c.costPerMillionTokens.value < recommended.costPerMillionTokens.value * (1 - tolerance),
      )
    ) {
      found.add("cheaper-per-token-elsewhere");
    }
    if (measurement?.cappedByMemory) found.add("measurement-size-capped");
  }
  if (basis.some((c) => c.warnings.includes("exceeds-gpu-memory"))) {
    found.add("exceeds-gpu-memory");
  }

  return {
    gpu: inputs.gpu,
    gpusPerNode: recommended.prediction.gpusPerNode,
    nodes,
    modelParameters: recommended.prediction.modelParameters,
    strategy: recommended.prediction.strategy,
    tolerance,
    candidates,
    fastest: fastestIndex,
    toleranceLine: line,
    recommendation: {
      network: recommended.network,
      index: recommendedIndex,
      status: undecided ? "measure-first" : "decided",
      compareWith: compared?.network ?? null,
      compareIndex,
      centralPick: pickIndex,
      reasons: advisorReasonCodes.filter((r) => found.has(r)),
    },
    measurement,
  };
}
