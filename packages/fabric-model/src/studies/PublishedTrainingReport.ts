import type { DataParallelKind, FsdpParameterGather } from "../advisor/TrainingWorkload.ts";
import type { GpuPresetId } from "../presets/gpus.ts";
import type { Source } from "../Source.ts";
import type { BitsPerSecond, FlopsPerSecond } from "../units.ts";

/**
 * A setting of a published training run with where it was read, and, where the report implies it
 * rather than states it, why it has this value.
 * @example meta2024.pipelineInterleave.value // 8
 */
interface ReportSetting<T> {
  readonly value: T;
  readonly sources: readonly Source[];
  readonly why?: string;
}

/**
 * One configuration row of a published large-scale training report: how the GPUs were split and
 * the throughput the report gives for it.
 * @example meta2024.runs[0].gpus // 8192
 */
export interface PublishedTrainingRun {
  readonly id: string;
  readonly gpus: number;
  readonly tensorParallel: number;
  readonly pipelineParallel: number;
  readonly dataParallel: number;
  /** Tokens of one sequence. */
  readonly sequenceLength: number;
  /** Sequences one data-parallel replica processes per optimizer step ("batch size / DP"). */
  readonly sequencesPerReplica: number;
  /** Model FLOP rate per GPU the report gives. */
  readonly flopsPerGpu: FlopsPerSecond;
  /** Model FLOPs utilization as the report prints it (rounded there). */
  readonly printedMfu: number;
  readonly source: Source;
  /** Where the row's own numbers disagree, and which one a check uses. */
  readonly note?: string;
}

/**
 * A published large-scale training run the cluster advisor's step model is checked against: the
 * cluster and fabric it ran on, the model, how data parallelism moved parameters and gradients, the
 * pipeline schedule, and the configurations with their reported throughput.
 * @example meta2024.fabric.value.family // "roce"
 */
export interface PublishedTrainingReport {
  readonly id: string;
  readonly title: string;
  readonly source: Source;
  readonly gpu: ReportSetting<GpuPresetId>;
  readonly gpusPerNode: ReportSetting<number>;
  /** The GPU fabric: NCCL transport family, one NIC's rate and NICs per node. */
  readonly fabric: ReportSetting<{
    readonly family: "roce" | "ib";
    readonly nicRate: BitsPerSecond;
    readonly nicsPerNode: number;
  }>;
  readonly model: ReportSetting<{
    readonly parameters: number;
    readonly layers: number;
    readonly hiddenSize: number;
  }>;
  readonly dataParallel: ReportSetting<{
    readonly kind: DataParallelKind;
    readonly parameterGather: FsdpParameterGather;
    readonly gradientSync: "micro-batch" | "step";
    /** Bytes per gradient value on the wire. */
    readonly gradientReduceBytes: 2 | 4;
  }>;
  /** Virtual pipeline stages per pipeline rank (interleaved schedule). */
  readonly pipelineInterleave: ReportSetting<number>;
  /** Sequences of one micro-batch. */
  readonly microBatchSequences: ReportSetting<number>;
  readonly activationCheckpointing: ReportSetting<boolean>;
  readonly runs: readonly PublishedTrainingRun[];
  /** Rows of the report the step model cannot run, and why. */
  readonly excluded: readonly { readonly id: string; readonly why: string; readonly source: Source }[];
}
