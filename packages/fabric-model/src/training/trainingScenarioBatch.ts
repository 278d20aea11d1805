import type { Bytes } from "../units.ts";
import type { TrainingScenarioContext } from "./resolveTrainingScenario.ts";
import type { TrainingBatchSettings } from "./TrainingScenario.ts";
import { trainingActivationBytesPerToken } from "./trainingActivationBytesPerToken.ts";
import { trainingAssumptions } from "./trainingAssumptions.ts";
import { trainingGpuStateBytes } from "./trainingGpuStateBytes.ts";
import { trainingMicroBatchTokenLimit } from "./trainingMicroBatchTokenLimit.ts";

/**
 * Result of `trainingScenarioBatch`: the batch settings a scenario runs with at a node count, and
 * the memory arithmetic behind them.
 * @example trainingScenarioBatch(ctx, 2).batch.maxBatchLen // 35000 for the study's own model
 */
interface TrainingScenarioBatch {
  /** The study's settings, with `maxBatchLen` lowered to what memory holds (never below one sample). */
  readonly batch: TrainingBatchSettings;
  /** Model state one GPU keeps (see `trainingGpuStateBytes`). */
  readonly stateBytes: Bytes;
  /** The most tokens a micro-batch can hold beside that state (see `trainingMicroBatchTokenLimit`). */
  readonly tokenLimit: number;
  /** Whether not even one mean sample's activations fit beside the state. */
  readonly exceedsMemory: boolean;
}

/**
 * The batch settings of a resolved scenario at `nodes`: the study's token budget per micro-batch,
 * unless a larger model's state and activations leave room for fewer tokens; then the budget
 * falls to what fits (at least one mean sample, flagged as exceeding memory when even that does
 * not fit). Fewer tokens per micro-batch mean more micro-batches per step, each with its full
 * gradient exchange, so less compute hides each exchange.
 * @example trainingScenarioBatch(resolveTrainingScenario({ gpu: "h100-sxm", network: "sriov-vf", modelParameters: 34e9 }), 2).batch.maxBatchLen // ~4000
 */
export function trainingScenarioBatch(ctx: TrainingScenarioContext, nodes: number): TrainingScenarioBatch {
  const stateBytes = trainingGpuStateBytes({
    strategy: ctx.strategy,
    modelParameters: ctx.modelParameters,
    nodes,
    gpusPerNode: ctx.gpusPerNode,
    cpuOffload: ctx.cpuOffload,
  });
  const tokenLimit = trainingMicroBatchTokenLimit({
    gpuMemory: ctx.gpu.memory,
    stateBytes,
    activationBytesPerToken: trainingActivationBytesPerToken({
      modelParameters: ctx.modelParameters,
      reference: ctx.modelShape,
    }),
    usableShare: trainingAssumptions.gpuMemoryUsableShare.value,
  });
  const oneSample = ctx.batch.meanTokensPerSample;
  const maxBatchLen = Math.max(oneSample, Math.min(ctx.batch.maxBatchLen, tokenLimit));
  return {
    batch: maxBatchLen === ctx.batch.maxBatchLen ? ctx.batch : { ...ctx.batch, maxBatchLen },
    stateBytes,
    tokenLimit,
    exceedsMemory: tokenLimit < oneSample,
  };
}
