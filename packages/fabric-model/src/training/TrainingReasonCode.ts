/**
 * Why a training prediction is a band rather than a calibrated point:
 * - "gpu-not-calibrated": the study measured no cluster of this GPU (MFU transferred from others);
 * - "network-not-calibrated": the study measured this GPU's cluster on no run over this path;
 * - "nodes-beyond-measured": more nodes than the study measured on this path (contention extrapolated);
 * - "model-size-not-calibrated": another model size than the study's (MFU depends on model shape);
 * - "strategy-not-calibrated": another sharding strategy than the study's;
 * - "sync-not-calibrated": gradients synchronised once per step, which the study's code never did;
 * - "offload-not-calibrated": CPU offload set otherwise than on the calibrated cluster.
 * @example const r: TrainingReasonCode = "gpu-not-calibrated";
 */
export type TrainingReasonCode =
  | "gpu-not-calibrated"
  | "network-not-calibrated"
  | "nodes-beyond-measured"
  | "model-size-not-calibrated"
  | "strategy-not-calibrated"
  | "sync-not-calibrated"
  | "offload-not-calibrated";

/**
 * All reason codes, in the order predictions list them.
 * @example trainingReasonCodes.length // 7
 */
export const trainingReasonCodes: readonly TrainingReasonCode[] = [
  "gpu-not-calibrated",
  "network-not-calibrated",
  "nodes-beyond-measured",
  "model-size-not-calibrated",
  "strategy-not-calibrated",
  "sync-not-calibrated",
  "offload-not-calibrated",
];

/**
 * Warnings about a scenario that would not run as modelled: "exceeds-gpu-memory" when the model
 * state per GPU (16 bytes per parameter of its shard) and the activations of one mean sample do not
 * fit in the memory a job can use (see `trainingScenarioBatch`).
 * @example const w: TrainingWarningCode = "exceeds-gpu-memory";
 */
export type TrainingWarningCode = "exceeds-gpu-memory";
