import type { PricedGpuId } from "../presets/fabricPrices.ts";
import { gpuPreset } from "../presets/gpus.ts";
import type { PublishedTrainingReport } from "../studies/PublishedTrainingReport.ts";
import type { TrainingRange } from "../training/TrainingPrediction.ts";
import { adviseCluster } from "./adviseCluster.ts";
import { clusterFabricOptions } from "./clusterFabricOptions.ts";
import type { TrainingWorkload } from "./TrainingWorkload.ts";
import type { WorkloadStep } from "./workloadStepTime.ts";

/** Model FLOPs per parameter and token of a forward and backward pass. */
const MODEL_FLOPS_PER_PARAMETER_TOKEN = 6;

/**
 * Result of `predictPublishedTrainingRun`: the workload as the report sets it, the advisor's MFU
 * band for it (the collectives' bands and the compute-efficiency range) against the MFU the
 * report's FLOP rate makes, and the central step.
 * @example predictPublishedTrainingRun(meta2024, "8192-gpus").reportedMfu // 0.4348
 */
export interface PublishedRunPrediction {
  readonly workload: TrainingWorkload;
  /** Model FLOPs utilization (6 per parameter and token over the GPUs' dense bf16 peak): central and band. */
  readonly mfu: TrainingRange;
  /** The report's FLOP rate per GPU over the GPU's dense bf16 peak. */
  readonly reportedMfu: number;
  readonly step: WorkloadStep;
}

/**
 * Predict a published training run with the cluster advisor (`adviseCluster` on the report's GPU,
 * nodes and fabric, bare metal), with the workload the report sets: its model and shape, tensor
 * and pipeline degrees and interleave, batch, micro-batch, activation checkpointing and how its
 * data parallelism gathers parameters and reduces gradients. The compute efficiency is the
 * advisor's assumption (Megatron-LM's), not fitted on the report.
 * @throws RangeError when the report has no run `runId`, its GPU has no price or bf16 peak, or its
 * fabric is not an option of that GPU; or as `adviseCluster`.
 * @see https://arxiv.org/abs/2204.02311 (PaLM, appendix B: MFU)
 * @example predictPublishedTrainingRun(meta2024, "8192-gpus").mfu.value // ~0.43
 */
export function predictPublishedTrainingRun(
  report: PublishedTrainingReport,
  runId: string,
): PublishedRunPrediction {
  const run = report.runs.find((r) => r.id === runId);
  if (!run) throw new RangeError(`predictPublishedTrainingRun: ${report.id} has no run ${runId}`);
  const gpu = gpuPreset(report.gpu.value);
  const peak = gpu.denseBf16;
  if (peak === null) throw new RangeError(`predictPublishedTrainingRun: ${gpu.id} has no bf16 peak`);
  const g = report.gpusPerNode.value;
  const fabric = report.fabric.value;
  const model = report.model.value;
  const dp = report.dataParallel.value;
  const workload: TrainingWorkload = {
    modelParameters: model.parameters,
    shape: { layers: model.layers, hiddenSize: model.hiddenSize },
    dataParallel: dp.kind,
    parameterGather: dp.parameterGather,
    gradientSync: dp.gradientSync,
    gradientReduceBytes: dp.gradientReduceBytes,
    activationCheckpointing: report.activationCheckpointing.value,
    tensorParallel: run.tensorParallel,
    pipelineParallel: run.pipelineParallel,
    pipelineInterleave: report.pipelineInterleave.value,
    expertParallel: 1,
    sequenceLength: run.sequenceLength,
    tokensPerStep: run.dataParallel * run.sequencesPerReplica * run.sequenceLength,
    microBatchTokens: report.microBatchSequences.value * run.sequenceLength,
  };
  const option = clusterFabricOptions({ gpu: gpu.id as PricedGpuId, kubernetes: false }).find(
    (o) => o.family === fabric.family && o.nicRate === fabric.nicRate,
  );
  if (!option) {
    throw new RangeError(
      `predictPublishedTrainingRun: ${fabric.family} at ${fabric.nicRate} b/s is no option of ${gpu.id}`,
    );
  }
  const advice = adviseCluster({
    gpu: gpu.id as PricedGpuId,
    gpusPerNode: g,
    nodes: run.gpus / g,
    nicsPerNode: fabric.nicsPerNode,
    workload,
    tokenBudget: workload.tokensPerStep,
    kubernetes: false,
    options: [option],
  });
  if (advice.kind !== "advice") {
    throw new RangeError(`predictPublishedTrainingRun: ${advice.conflicts.join(", ")}`);
  }
  const [predicted] = advice.options;
  if (!predicted) throw new RangeError("predictPublishedTrainingRun: no prediction");
  const mfuOf = (tokensPerSecond: number) =>
    (MODEL_FLOPS_PER_PARAMETER_TOKEN * model.parameters * tokensPerSecond) / (run.gpus * peak);
  return {
    workload,
    mfu: {
      value: mfuOf(predicted.tokensPerSecond.value),
      low: mfuOf(predicted.throughputBand.low),
      high: mfuOf(predicted.throughputBand.high),
    },
    reportedMfu: run.flopsPerGpu / peak,
    step: predicted.step,
  };
}
