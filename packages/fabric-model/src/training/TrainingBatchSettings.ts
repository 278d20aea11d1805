/**
 * The batch settings of an InstructLab-style training run: the data set (sample count, mean tokens
 * per sample), the effective batch size in samples per optimizer step, and the token budget of one
 * micro-batch on one GPU (`max_batch_len`).
 * @example const b: TrainingBatchSettings = { samples: 9872, meanTokensPerSample: 1483, effectiveBatchSize: 3840, maxBatchLen: 35000 };
 */
export interface TrainingBatchSettings {
  /** Samples in one epoch. */
  readonly samples: number;
  /** Mean tokens per sample. */
  readonly meanTokensPerSample: number;
  /** Samples per optimizer step, over all GPUs and micro-batches. */
  readonly effectiveBatchSize: number;
  /** Largest token count one GPU processes in one micro-batch. */
  readonly maxBatchLen: number;
}
