import { type Bytes, bytes } from "../units.ts";
import type { TrainingShardingStrategy } from "./TrainingScenario.ts";

/**
 * Bytes one node sends across its NICs (one direction; it receives as much), by training phase.
 * @example trainingInterNodeTraffic({ strategy: "hybrid-shard", modelParameters: 8.17e9, nodes: 2, gpusPerNode: 8 }).gradientSync // 1.634e10 B
 */
export interface TrainingInterNodeTraffic {
  /** During every micro-batch's forward pass (full-shard's parameter all-gather). */
  readonly forwardPerMicroBatch: Bytes;
  /** During every micro-batch's backward pass, sync or not (full-shard's second all-gather). */
  readonly backwardPerMicroBatch: Bytes;
  /** The gradient reduction, during the backward pass of a micro-batch that syncs. */
  readonly gradientSync: Bytes;
}

/**
 * Inter-node bytes per node of one micro-batch, per sharding strategy, with ring collectives
 * (`b` bytes per value, P parameters, n nodes of g GPUs, G = n g):
 * - hybrid-shard: the all-reduce among same-local-rank GPUs, `2 (n-1)/n * P * b` per node whatever g
 *   (each of the g rings carries P/g); parameter all-gathers stay inside the node;
 * - full-shard: rings over all G GPUs cross each node boundary once per direction, so each
 *   collective moves `(G-1)/G * P * b` per node: all-gathers in forward and backward, and the
 *   reduce-scatter of gradients (about 3 P b per node in all);
 * - ddp: the all-reduce of full gradients over G GPUs, `2 (G-1)/G * P * b`.
 * One node sends nothing. Gradients are reduced in bf16 in the study (b = 2).
 * @throws RangeError when nodes or gpusPerNode is not a positive integer or modelParameters is not positive.
 * @see https://pytorch.org/docs/stable/fsdp.html (ShardingStrategy) and Thakur, Rabenseifner, Gropp 2005 (ring costs)
 * @example trainingInterNodeTraffic({ strategy: "hybrid-shard", modelParameters: 8.17e9, nodes: 8, gpusPerNode: 2 }).gradientSync // 2.86e10 B
 */
export function trainingInterNodeTraffic(
  inputs: {
    readonly strategy: TrainingShardingStrategy;
    readonly modelParameters: number;
    readonly nodes: number;
    readonly gpusPerNode: number;
  },
  options: { readonly bytesPerValue?: number } = {},
): TrainingInterNodeTraffic {
  const { strategy, modelParameters, nodes, gpusPerNode } = inputs;
  if (!Number.isInteger(nodes) || nodes < 1 || !Number.isInteger(gpusPerNode) || gpusPerNode < 1) {
    throw new RangeError(`trainingInterNodeTraffic: nodes and gpusPerNode must be positive integers`);
  }
  if (!Number.isFinite(modelParameters) || modelParameters <= 0) {
    throw new RangeError(
      `trainingInterNodeTraffic: modelParameters must be positive, got ${modelParameters}`,
    );
  }
  const none = bytes(0);
  if (nodes === 1) return { forwardPerMicroBatch: none, backwardPerMicroBatch: none, gradientSync: none };
  const modelBytes = modelParameters * (options.bytesPerValue ?? 2);
  const gpus = nodes * gpusPerNode;
  if (strategy === "hybrid-shard") {
    return {
      forwardPerMicroBatch: none,
      backwardPerMicroBatch: none,
      gradientSync: bytes(((2 * (nodes - 1)) / nodes) * modelBytes),
    };
  }
  if (strategy === "full-shard") {
    const perCollective = bytes(((gpus - 1) / gpus) * modelBytes);
    return {
      forwardPerMicroBatch: perCollective,
      backwardPerMicroBatch: perCollective,
      gradientSync: perCollective,
    };
  }
  return {
    forwardPerMicroBatch: none,
    backwardPerMicroBatch: none,
    gradientSync: bytes(((2 * (gpus - 1)) / gpus) * modelBytes),
  };
}
