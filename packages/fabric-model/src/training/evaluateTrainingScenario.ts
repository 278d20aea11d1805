import type { BitsPerSecond } from "../units.ts";
import type { TrainingScenarioContext } from "./resolveTrainingScenario.ts";
import type { TrainingPrediction, TrainingRange } from "./TrainingPrediction.ts";
import {
  type TrainingReasonCode,
  type TrainingWarningCode,
  trainingReasonCodes,
} from "./TrainingReasonCode.ts";
import type { TrainingBatchSettings } from "./TrainingScenario.ts";
import { trainingAssumptions } from "./trainingAssumptions.ts";
import { trainingScenarioBatch } from "./trainingScenarioBatch.ts";
import { type TrainingStepInputs, type TrainingStepResult, trainingStepTime } from "./trainingStepTime.ts";

type Side = "value" | "low" | "high";

function inputsAt(
  ctx: TrainingScenarioContext,
  nodes: number,
  side: Side,
  beyond: boolean,
  batch: TrainingBatchSettings,
): TrainingStepInputs {
  // Throughput rises with MFU, bandwidth, overlap and optimizer rate and falls with contention.
  const down = side === "low";
  const pick = (r: TrainingRange): number => (side === "value" ? r.value : down ? r.low : r.high);
  const pickInverse = (r: TrainingRange): number => (side === "value" ? r.value : down ? r.high : r.low);
  const exponent = pickInverse(beyond ? ctx.contentionBeyond : ctx.contention);
  const ratio = nodes / trainingAssumptions.referenceNodes.value;
  return {
    gpuPeak: ctx.gpu.denseBf16 as NonNullable<typeof ctx.gpu.denseBf16>,
    mfu: pick(ctx.mfu),
    gpusPerNode: ctx.gpusPerNode,
    nodes,
    modelParameters: ctx.modelParameters,
    batch,
    strategy: ctx.strategy,
    sync: ctx.sync,
    cpuOffload: ctx.cpuOffload,
    networkBandwidth: (pick(ctx.bandwidthAtReference) * ratio ** -exponent) as BitsPerSecond,
    overlapShare: pick(ctx.overlapShare),
    cpuOptimizerRate: pick(beyond ? ctx.cpuOptimizerRateBeyond : ctx.cpuOptimizerRate),
  };
}

/** Central, low and high results at one node count. */
interface Sides {
  readonly value: TrainingStepResult;
  readonly low: TrainingStepResult;
  readonly high: TrainingStepResult;
  readonly inputs: {
    readonly low: TrainingStepInputs;
    readonly high: TrainingStepInputs;
    readonly value: TrainingStepInputs;
  };
}

/** Whether two input sets differ only in fields no range touches (so their results are equal). */
function sameUncertainInputs(a: TrainingStepInputs, b: TrainingStepInputs): boolean {
  return (
    a.mfu === b.mfu &&
    a.networkBandwidth === b.networkBandwidth &&
    a.overlapShare === b.overlapShare &&
    a.cpuOptimizerRate === b.cpuOptimizerRate
  );
}

function sides(
  ctx: TrainingScenarioContext,
  nodes: number,
  beyond: boolean,
  batch: TrainingBatchSettings,
): Sides {
  const value = inputsAt(ctx, nodes, "value", beyond, batch);
  const low = inputsAt(ctx, nodes, "low", beyond, batch);
  const high = inputsAt(ctx, nodes, "high", beyond, batch);
  const central = trainingStepTime(value);
  return {
    value: central,
    low: sameUncertainInputs(low, value) ? central : trainingStepTime(low),
    high: sameUncertainInputs(high, value) ? central : trainingStepTime(high),
    inputs: { value, low, high },
  };
}

/**
 * One node's results of a context, for scaling efficiency; pass it to evaluate many node counts
 * of one curve without recomputing it.
 * @example const base = trainingScenarioBaseline(ctx);
 */
export function trainingScenarioBaseline(ctx: TrainingScenarioContext): {
  readonly value: number;
  readonly low: number;
  readonly high: number;
} {
  const one = sides(ctx, 1, false, trainingScenarioBatch(ctx, 1).batch);
  return {
    value: one.value.samplesPerSecond,
    low: one.low.samplesPerSecond,
    high: one.high.samplesPerSecond,
  };
}

/**
 * Evaluate a resolved scenario at a node count: central prediction with its step and epoch
 * breakdown, and the band. Inside the calibrated region (no reasons) the band is the fit's RMS
 * error around the point; outside it spans the model at the pessimistic and optimistic ends of
 * every uncertain ingredient, widened by the fit's error.
 * @throws RangeError when nodes is not a positive integer.
 * @example evaluateTrainingScenario(resolveTrainingScenario({ gpu: "l40s", network: "vnic" }), 8).samplesPerSecond.value // ~12.4
 */
export function evaluateTrainingScenario(
  ctx: TrainingScenarioContext,
  nodes: number,
  options: {
    readonly baseline?: { readonly value: number; readonly low: number; readonly high: number };
  } = {},
): TrainingPrediction {
  if (!Number.isInteger(nodes) || nodes < 1) {
    throw new RangeError(`evaluateTrainingScenario: nodes must be a positive integer, got ${nodes}`);
  }
  const beyond = nodes > ctx.maxMeasuredNodes;
  const found = new Set<TrainingReasonCode>(ctx.reasons);
  if (nodes > 1) for (const r of ctx.multiNodeReasons) found.add(r);
  if (beyond) found.add("nodes-beyond-measured");
  const reasons = trainingReasonCodes.filter((r) => found.has(r));
  const memory = trainingScenarioBatch(ctx, nodes);
  const s = sides(ctx, nodes, beyond, memory.batch);
  const base = options.baseline ?? trainingScenarioBaseline(ctx);
  const err = ctx.fitError;
  const centre = s.value.samplesPerSecond;
  const samples: TrainingRange =
    reasons.length === 0
      ? { value: centre, low: centre * (1 - err), high: centre * (1 + err) }
      : {
          value: centre,
          low: Math.min(centre, s.low.samplesPerSecond) * (1 - err),
          high: Math.max(centre, s.high.samplesPerSecond) * (1 + err),
        };
  const tokensPerSample = ctx.batch.meanTokensPerSample;
  const efficiencyValue = centre / (nodes * base.value);
  const efficiencyLow = s.low.samplesPerSecond / (nodes * base.low);
  const efficiencyHigh = s.high.samplesPerSecond / (nodes * base.high);
  const warnings: TrainingWarningCode[] = memory.exceedsMemory ? ["exceeds-gpu-memory"] : [];
  const bw = (i: TrainingStepInputs) => (nodes > 1 ? i.networkBandwidth : (0 as BitsPerSecond));
  return {
    gpu: ctx.gpu.id,
    nodes,
    network: ctx.network,
    gpusPerNode: ctx.gpusPerNode,
    modelParameters: ctx.modelParameters,
    strategy: ctx.strategy,
    sync: ctx.sync,
    cpuOffload: ctx.cpuOffload,
    nicsPerNode: ctx.nicsPerNode,
    kind: reasons.length === 0 ? "calibrated" : "band",
    reasons,
    warnings,
    fitError: err,
    samplesPerSecond: samples,
    tokensPerSecond: {
      value: samples.value * tokensPerSample,
      low: samples.low * tokensPerSample,
      high: samples.high * tokensPerSample,
    },
    scalingEfficiency: {
      value: efficiencyValue,
      low: Math.min(efficiencyValue, efficiencyLow, efficiencyHigh),
      high: Math.max(efficiencyValue, efficiencyLow, efficiencyHigh),
    },
    step: s.value.step,
    epoch: s.value.epoch,
    geometry: s.value.geometry,
    networkBandwidth: {
      value: bw(s.inputs.value),
      low: bw(s.inputs.low),
      high: bw(s.inputs.high),
    },
    mfu: ctx.mfu,
    memoryBound:
      memory.batch === ctx.batch
        ? null
        : { maxBatchLen: memory.batch.maxBatchLen, configured: ctx.batch.maxBatchLen },
    gpuStateBytes: memory.stateBytes,
    gpuMemory: ctx.gpu.memory,
  };
}
