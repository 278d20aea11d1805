import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../presets/gpus.ts";

/**
 * A what-if training scenario, all but the node count (a chart varies that): GPU type, network
 * path, and optionally model size, sharding strategy, sync mode, CPU offload and SR-IOV NICs per
 * node. Omitted settings take the study's (hybrid-shard, per-micro-batch sync, 8.17e9 parameters,
 * the calibrated cluster's offload reading, one NIC).
 * @example const s: TrainingScenarioSettings = { gpu: "h100-sxm", network: "sriov-rdma" };
 */
export interface TrainingScenarioSettings {
  readonly gpu: GpuPresetId;
  readonly network: VirtualisationLayerId;
  /** Trainable parameters (1e9 to 7e10 on the chapter's slider). */
  readonly modelParameters?: number;
  readonly strategy?: TrainingShardingStrategy;
  readonly sync?: TrainingSyncMode;
  readonly cpuOffload?: boolean;
  /** SR-IOV NICs per node (ignored by the pod overlay and the vNIC). */
  readonly nicsPerNode?: number;
}

/**
 * A what-if training scenario with its node count.
 * @example const s: TrainingScenario = { gpu: "l40s", network: "vnic", nodes: 8 };
 */
export interface TrainingScenario extends TrainingScenarioSettings {
  readonly nodes: number;
}

/**
 * When gradients are reduced across GPUs: on every micro-batch (what the study's InstructLab code
 * does: backward() without no_sync()), or once per optimizer step (gradient accumulation under
 * no_sync(), reducing only on the last micro-batch of a step).
 * @see https://pytorch.org/docs/stable/fsdp.html (FullyShardedDataParallel.no_sync)
 * @example const s: TrainingSyncMode = "micro-batch";
 */
export type TrainingSyncMode = "micro-batch" | "optimizer-step";

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
