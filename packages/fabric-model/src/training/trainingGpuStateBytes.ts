import { type Bytes, bytes } from "../units.ts";
import type { TrainingShardingStrategy } from "./TrainingScenario.ts";

/**
 * Bytes of training state per parameter with mixed-precision Adam: 2 (bf16 weights) + 2 (bf16
 * gradients) + 12 (fp32 master weights, momentum, variance) = 16, as ZeRO counts it; FSDP with a bf16
 * MixedPrecision policy keeps fp32 sharded weights and gradients plus Adam's two moments, also 16.
 * @see https://arxiv.org/abs/1910.02054 (ZeRO, section 3.1: 2 + 2 + K with K = 12 for Adam)
 * @example trainingStateBytesPerParameter // 16
 */
const trainingStateBytesPerParameter = 16;

/**
 * Model state (weights, gradients, optimizer moments) one GPU holds: the parameters of its shard
 * (P / g inside a node for hybrid-shard, P / G for full-shard, all P for ddp) times 16 bytes, or
 * nothing when state is offloaded to the CPU. Activations are not counted.
 * @throws RangeError when a count is not positive.
 * @example trainingGpuStateBytes({ strategy: "hybrid-shard", modelParameters: 8.17e9, nodes: 1, gpusPerNode: 2, cpuOffload: false }) // 6.5e10 B
 */
export function trainingGpuStateBytes(inputs: {
  readonly strategy: TrainingShardingStrategy;
  readonly modelParameters: number;
  readonly nodes: number;
  readonly gpusPerNode: number;
  readonly cpuOffload: boolean;
}): Bytes {
  const { strategy, modelParameters, nodes, gpusPerNode } = inputs;
  if (!(modelParameters > 0) || !(nodes >= 1) || !(gpusPerNode >= 1)) {
    throw new RangeError("trainingGpuStateBytes: counts must be positive");
  }
  if (inputs.cpuOffload) return bytes(0);
  const shard =
    strategy === "hybrid-shard"
      ? modelParameters / gpusPerNode
      : strategy === "full-shard"
        ? modelParameters / (nodes * gpusPerNode)
        : modelParameters;
  return bytes(shard * trainingStateBytesPerParameter);
}
