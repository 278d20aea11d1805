import type { TrainingBatchSettings } from "../../src/training/TrainingScenario.ts";

/** The Red Hat 2025 study's batch settings (article: 9,872 samples of 1,483 tokens, batch 3840, max_batch_len 35000). */
export const studyBatch: TrainingBatchSettings = {
  samples: 9872,
  meanTokensPerSample: 1483,
  effectiveBatchSize: 3840,
  maxBatchLen: 35000,
};
