import type { TrainingScenarioContext } from "../training/resolveTrainingScenario.ts";
import { trainingScenarioBatch } from "../training/trainingScenarioBatch.ts";
import { type TrainingStepInputs, trainingStepTime } from "../training/trainingStepTime.ts";
import { type BitsPerSecond, bitsPerSecond, type FlopsPerSecond } from "../units.ts";
import { advisorAssumptions } from "./advisorAssumptions.ts";

/**
 * Result of `advisorBandwidthThresholds`: effective inter-node bandwidths per node (payload, one
 * direction) at which training reaches a target throughput or hides its communication.
 * @example advisorBandwidthThresholds(inputs).hidden // ~1.4e10 bit/s for 8 L40S nodes
 */
interface AdvisorBandwidthThresholds {
  /** Smallest bandwidth at which throughput reaches the target, or null when no bandwidth does. */
  readonly required: BitsPerSecond | null;
  /** Smallest bandwidth at which exposed communication falls below `advisorAssumptions.hiddenExposedShare` of the step. */
  readonly hidden: BitsPerSecond;
  /** Throughput with communication fully hidden (compute and optimizer only), samples/s. */
  readonly saturatedSamplesPerSecond: number;
}

const LOW = 1e3;
const HIGH = 1e15;
const ITERATIONS = 64;

/**
 * Central step inputs of a resolved scenario at `nodes`, less the bandwidth: everything the
 * bisections below hold fixed (the memory-bounded batch included), built once per call.
 */
function stepInputs(
  ctx: TrainingScenarioContext,
  nodes: number,
): Omit<TrainingStepInputs, "networkBandwidth"> {
  const beyond = nodes > ctx.maxMeasuredNodes;
  return {
    gpuPeak: ctx.gpu.denseBf16 as FlopsPerSecond,
    mfu: ctx.mfu.value,
    gpusPerNode: ctx.gpusPerNode,
    nodes,
    modelParameters: ctx.modelParameters,
    batch: trainingScenarioBatch(ctx, nodes).batch,
    strategy: ctx.strategy,
    sync: ctx.sync,
    cpuOffload: ctx.cpuOffload,
    overlapShare: ctx.overlapShare.value,
    cpuOptimizerRate: (beyond ? ctx.cpuOptimizerRateBeyond : ctx.cpuOptimizerRate).value,
  };
}

/** Smallest bandwidth in [LOW, HIGH] for which `ok` holds (ok is monotone in bandwidth), by bisection in log space. */
function smallest(ok: (bandwidth: number) => boolean): number {
  let lo = Math.log(LOW);
  let hi = Math.log(HIGH);
  if (ok(LOW)) return LOW;
  for (let i = 0; i < ITERATIONS; i++) {
    const mid = (lo + hi) / 2;
    if (ok(Math.exp(mid))) hi = mid;
    else lo = mid;
  }
  return Math.exp(hi);
}

/**
 * The effective bandwidth per node a path must deliver for a scenario (central values of a
 * resolved training context, `nodes` > 1): the smallest that reaches `targetSamplesPerSecond`
 * (null when even unlimited bandwidth falls short), and the smallest that hides communication
 * behind compute. Throughput only grows with bandwidth in `trainingStepTime`, so both are found
 * by bisection. nccl-tests' all-reduce bus bandwidth on the same path measures this rate.
 * @throws RangeError when nodes is not an integer >= 2, or as `trainingStepTime`.
 * @example advisorBandwidthThresholds({ context, nodes: 8, targetSamplesPerSecond: 15 }).required // bit/s
 */
export function advisorBandwidthThresholds(inputs: {
  readonly context: TrainingScenarioContext;
  readonly nodes: number;
  readonly targetSamplesPerSecond: number;
}): AdvisorBandwidthThresholds {
  const { context, nodes, targetSamplesPerSecond } = inputs;
  if (!Number.isInteger(nodes) || nodes < 2) {
    throw new RangeError(`advisorBandwidthThresholds: nodes must be an integer >= 2, got ${nodes}`);
  }
  const fixed = stepInputs(context, nodes);
  const run = (bandwidth: number) =>
    trainingStepTime({ ...fixed, networkBandwidth: bitsPerSecond(bandwidth) });
  const saturated = run(HIGH).samplesPerSecond;
  const share = advisorAssumptions.hiddenExposedShare.value;
  const hidden = smallest((b) => {
    const step = run(b).step;
    return step.exposedCommunication <= share * step.total;
  });
  const required =
    saturated < targetSamplesPerSecond
      ? null
      : smallest((b) => run(b).samplesPerSecond >= targetSamplesPerSecond);
  return {
    required: required === null ? null : bitsPerSecond(required),
    hidden: bitsPerSecond(hidden),
    saturatedSamplesPerSecond: saturated,
  };
}
