import type { TrainingBatchSettings } from "./TrainingScenario.ts";

/**
 * Micro-batch geometry of an epoch (see `trainingMicroBatchGeometry`).
 * @example trainingMicroBatchGeometry({ batch, gpus: 16 }).gradientAccumulation // 11
 */
export interface TrainingMicroBatchGeometry {
  /** Micro-batches per optimizer step on each GPU. */
  readonly gradientAccumulation: number;
  /** Micro-batches per epoch on each GPU (a mean: the last step may be partial). */
  readonly microBatchesPerEpoch: number;
  /** Optimizer steps per epoch (a trailing partial accumulation takes none). */
  readonly optimizerStepsPerEpoch: number;
  /** Tokens one GPU processes per micro-batch (mean). */
  readonly tokensPerGpuPerMicroBatch: number;
  /** Samples all GPUs together process per micro-batch (mean). */
  readonly samplesPerMicroBatch: number;
}

/**
 * Micro-batch geometry as InstructLab training computes it: the gradient accumulation `ga` is the
 * smallest integer with `meanTokens * effectiveBatch / (ga * gpus) <= maxBatchLen`; an epoch has
 * `samples * ga / effectiveBatch` micro-batches and `floor(samples / effectiveBatch)` optimizer steps.
 * @throws RangeError when a setting is not a positive finite number or `gpus` is not a positive integer.
 * @see https://github.com/instructlab/training (src/instructlab/training/main_ds.py, multipack sampler)
 * @example trainingMicroBatchGeometry({ batch: { samples: 9872, meanTokensPerSample: 1483, effectiveBatchSize: 3840, maxBatchLen: 35000 }, gpus: 2 }).gradientAccumulation // 82
 */
export function trainingMicroBatchGeometry(inputs: {
  readonly batch: TrainingBatchSettings;
  readonly gpus: number;
}): TrainingMicroBatchGeometry {
  const { batch, gpus } = inputs;
  const { samples, meanTokensPerSample, effectiveBatchSize, maxBatchLen } = batch;
  if (!(samples > 0 && meanTokensPerSample > 0 && effectiveBatchSize > 0 && maxBatchLen > 0)) {
    throw new RangeError(
      `trainingMicroBatchGeometry: batch settings must be positive, got ${JSON.stringify(batch)}`,
    );
  }
  if (!Number.isFinite(samples + meanTokensPerSample + effectiveBatchSize + maxBatchLen)) {
    throw new RangeError(
      `trainingMicroBatchGeometry: batch settings must be finite, got ${JSON.stringify(batch)}`,
    );
  }
  if (!Number.isInteger(gpus) || gpus < 1) {
    throw new RangeError(`trainingMicroBatchGeometry: gpus must be a positive integer, got ${gpus}`);
  }
  const tokensPerStep = batch.meanTokensPerSample * batch.effectiveBatchSize;
  const gradientAccumulation = Math.max(
    1,
    Math.ceil((tokensPerStep / (gpus * batch.maxBatchLen)) * (1 - 1e-12)),
  );
  const microBatchesPerEpoch = (batch.samples * gradientAccumulation) / batch.effectiveBatchSize;
  return {
    gradientAccumulation,
    microBatchesPerEpoch,
    optimizerStepsPerEpoch: Math.floor(batch.samples / batch.effectiveBatchSize),
    tokensPerGpuPerMicroBatch: tokensPerStep / (gradientAccumulation * gpus),
    samplesPerMicroBatch: batch.effectiveBatchSize / gradientAccumulation,
  };
}
