import type { TrainingWorkload } from "./TrainingWorkload.ts";

/**
 * Why a workload cannot run as set on a cluster, by the settings that conflict:
 * - "tensor-exceeds-node": tensor-parallel GPUs do not divide a node's GPUs (tensor parallelism stays inside a node);
 * - "replica-exceeds-cluster": tensor x pipeline GPUs do not divide the cluster's GPUs;
 * - "experts-exceed-replicas": the expert-parallel group does not divide the data-parallel replicas;
 * - "batch-below-replicas": a step holds fewer sequences than there are data-parallel replicas;
 * - "micro-batch-below-sequence": a micro-batch holds less than one sequence;
 * - "active-exceeds-total": a token passes through more parameters than the model has;
 * - "bad-count": a count is not a positive integer, or a size not a positive finite number.
 * @example const c: ClusterWorkloadConflict = "tensor-exceeds-node";
 */
export type ClusterWorkloadConflict =
  | "tensor-exceeds-node"
  | "replica-exceeds-cluster"
  | "experts-exceed-replicas"
  | "batch-below-replicas"
  | "micro-batch-below-sequence"
  | "active-exceeds-total"
  | "bad-count";

const positiveInteger = (n: number) => Number.isInteger(n) && n >= 1;
const positive = (x: number) => Number.isFinite(x) && x > 0;

/**
 * The conflicts between a workload's settings and a cluster (empty when it runs as set), so a page
 * can name the controls that clash rather than fail.
 * @example checkClusterWorkload({ gpusPerNode: 8, nodes: 2, workload: { ...w, tensorParallel: 16 } }) // ["tensor-exceeds-node", ...]
 */
export function checkClusterWorkload(inputs: {
  readonly gpusPerNode: number;
  readonly nodes: number;
  readonly workload: TrainingWorkload;
}): readonly ClusterWorkloadConflict[] {
  const { gpusPerNode: g, nodes, workload: w } = inputs;
  const counts = [
    g,
    nodes,
    w.tensorParallel,
    w.pipelineParallel,
    w.expertParallel,
    w.pipelineInterleave ?? 1,
    w.expertsPerToken ?? 1,
  ];
  const sizes = [
    w.modelParameters,
    w.activeParameters ?? w.modelParameters,
    w.sequenceLength,
    w.tokensPerStep,
    w.microBatchTokens,
    ...(w.shape ? [w.shape.layers, w.shape.hiddenSize] : []),
  ];
  if (!counts.every(positiveInteger) || !sizes.every(positive)) return ["bad-count"];
  const conflicts: ClusterWorkloadConflict[] = [];
  if (g % w.tensorParallel !== 0) conflicts.push("tensor-exceeds-node");
  const replica = w.tensorParallel * w.pipelineParallel;
  const gpus = g * nodes;
  if (gpus % replica !== 0) conflicts.push("replica-exceeds-cluster");
  const replicas = gpus / replica;
  if (Number.isInteger(replicas) && replicas % w.expertParallel !== 0)
    conflicts.push("experts-exceed-replicas");
  if (Number.isInteger(replicas) && w.tokensPerStep / w.sequenceLength < replicas)
    conflicts.push("batch-below-replicas");
  if (w.microBatchTokens < w.sequenceLength) conflicts.push("micro-batch-below-sequence");
  if ((w.activeParameters ?? w.modelParameters) > w.modelParameters) conflicts.push("active-exceeds-total");
  return conflicts;
}
