import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../presets/gpus.ts";
import type { TrainingShardingStrategy } from "./TrainingShardingStrategy.ts";
import type { TrainingSyncMode } from "./TrainingSyncMode.ts";

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
