/**
 * When gradients are reduced across GPUs: on every micro-batch (what the study's InstructLab code
 * does: backward() without no_sync()), or once per optimizer step (gradient accumulation under
 * no_sync(), reducing only on the last micro-batch of a step).
 * @see https://pytorch.org/docs/stable/fsdp.html (FullyShardedDataParallel.no_sync)
 * @example const s: TrainingSyncMode = "micro-batch";
 */
export type TrainingSyncMode = "micro-batch" | "optimizer-step";
