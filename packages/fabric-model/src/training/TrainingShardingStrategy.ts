/**
 * How a data-parallel job shards model state (PyTorch FSDP's ShardingStrategy, or plain DDP):
 * - "hybrid-shard": shard parameters, gradients and optimizer state inside a node, replicate
 *   across nodes (FSDP HYBRID_SHARD); only the gradient all-reduce crosses nodes;
 * - "full-shard": shard over every GPU of the job (FSDP FULL_SHARD); parameter all-gathers and the
 *   gradient reduce-scatter cross nodes;
 * - "ddp": every GPU holds the whole model (DistributedDataParallel); the gradient all-reduce runs
 *   over all GPUs.
 * @see https://pytorch.org/docs/stable/fsdp.html (ShardingStrategy)
 * @example const s: TrainingShardingStrategy = "hybrid-shard";
 */
export type TrainingShardingStrategy = "hybrid-shard" | "full-shard" | "ddp";

/**
 * All sharding strategies, in a stable order (for a what-if control).
 * @example trainingShardingStrategies.length // 3
 */
export const trainingShardingStrategies: readonly TrainingShardingStrategy[] = [
  "hybrid-shard",
  "full-shard",
  "ddp",
];
