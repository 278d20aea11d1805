import type { Source } from "../Source.ts";
import { redhat2025 } from "../studies/redhat2025.ts";
import type { TrainingRange } from "../training/TrainingPrediction.ts";

/**
 * How the job keeps data-parallel replicas in step: DDP (every GPU of a replica reduces full
 * gradients over the data-parallel group), FSDP full-shard (parameters gathered forward and
 * backward, gradients reduce-scattered over the whole group), FSDP hybrid-shard (sharded inside a
 * node, gradients all-reduced across nodes among same-local-rank GPUs: the study's).
 * @example const d: DataParallelKind = "fsdp-hybrid";
 */
export type DataParallelKind = "ddp" | "fsdp-full" | "fsdp-hybrid";

/**
 * How often FSDP full-shard gathers a GPU's parameters from their shards over the data-parallel
 * group in one optimizer step:
 * - "forward-and-backward": before the forward and again before the backward of every micro-batch
 *   (FSDP frees the gathered parameters after the forward: its default, `reshard_after_forward`);
 * - "forward": before the forward of every micro-batch, kept through its backward
 *   (`reshard_after_forward=False`; Llama 3's FSDP);
 * - "step": once per step, kept through every micro-batch until the last backward (what PyTorch's
 *   pipeline schedules do to an FSDP stage: `set_reshard_after_backward(False)` but on the last one).
 * @see https://docs.pytorch.org/docs/stable/distributed.fsdp.fully_shard.html (reshard_after_forward; pre-forward and pre-backward all-gathers)
 * @see https://arxiv.org/abs/2407.21783 (Llama 3, section 3.3.2: no reshard after the forward, to avoid an extra all-gather in the backward)
 * @example const g: FsdpParameterGather = "forward";
 */
export type FsdpParameterGather = "forward-and-backward" | "forward" | "step";

/** Every data-parallel kind. @example dataParallelKinds.length // 3 */
export const dataParallelKinds: readonly DataParallelKind[] = ["fsdp-hybrid", "fsdp-full", "ddp"];

/**
 * A training job as the cluster advisor prices it: the model, how it is split over GPUs, and the
 * batch. Parallel degrees multiply to the GPUs a replica spans; the data-parallel degree is what
 * the cluster's GPUs leave.
 * @example const w: TrainingWorkload = trainingWorkloads["dense-pretraining"].workload;
 */
export interface TrainingWorkload {
  /** All trainable parameters. */
  readonly modelParameters: number;
  /**
   * Decoder layers and hidden size, where the model's are published; default scaled from the study
   * model's shape to `activeParameters` (`scaledModelShape`).
   */
  readonly shape?: { readonly layers: number; readonly hiddenSize: number };
  /** Parameters a token passes through (mixture-of-experts: the shared part plus its top-k experts); default all. */
  readonly activeParameters?: number;
  readonly dataParallel: DataParallelKind;
  /** Tensor-parallel GPUs (inside a node); 1 for none. */
  readonly tensorParallel: number;
  /** Pipeline stages; 1 for none. */
  readonly pipelineParallel: number;
  /** Virtual pipeline stages per GPU (interleaved schedule); 1 for plain 1F1B. */
  readonly pipelineInterleave?: number;
  /** Expert-parallel GPUs over which each layer's experts are spread (all-to-all); 1 for a dense model. */
  readonly expertParallel: number;
  /** Experts each token is routed to (mixture of experts). */
  readonly expertsPerToken?: number;
  /** Tokens of one training sequence. */
  readonly sequenceLength: number;
  /** Tokens of one optimizer step over all replicas (the global batch). */
  readonly tokensPerStep: number;
  /** Most tokens one replica processes in one micro-batch. */
  readonly microBatchTokens: number;
  /** Gradients cross the network on every micro-batch (the study's code) or once per step. */
  readonly gradientSync: "micro-batch" | "step";
  /** How often FSDP full-shard gathers parameters (`FsdpParameterGather`); default "forward-and-backward", FSDP's own. */
  readonly parameterGather?: FsdpParameterGather;
  /**
   * Bytes per value of the gradients data parallelism reduces over the network: 2 (bf16, the
   * default) or 4 (fp32, as Llama 3 reduce-scatters them).
   */
  readonly gradientReduceBytes?: 2 | 4;
  /**
   * Whether the job recomputes activations in the backward (activation checkpointing), which sets
   * the share of compute backward-phase communication hides behind (`trainingOverlapShare`);
   * default: the training model's overlap share for the study's job (which checkpoints).
   */
  readonly activationCheckpointing?: boolean;
  /** Optimizer on the CPU (a serial term per step; the study's L40S job). */
  readonly cpuOffload?: boolean;
  /**
   * Share of the GPU's dense bf16 peak the job turns into model FLOPs while it computes (6 per
   * parameter and token), before any time lost to the network or the pipeline bubble; a range.
   * Default: the training model's calibrated MFU for the study's fine-tune, `advisorAssumptions.
   * computeEfficiency` otherwise.
   */
  readonly computeEfficiency?: TrainingRange;
}

/**
 * A named workload the advisor offers, with where its numbers come from.
 * @example trainingWorkloads["study-fine-tune"].sources[0]
 */
interface NamedWorkload {
  readonly workload: TrainingWorkload;
  /** Whether it is the Red Hat study's job (its MFU and network paths are calibrated). */
  readonly study: boolean;
  readonly sources: readonly Source[];
}

const c = redhat2025.config;

/**
 * Ids of the workload presets.
 * @example const id: TrainingWorkloadId = "moe-pretraining";
 */
export type TrainingWorkloadId = "study-fine-tune" | "dense-pretraining" | "moe-pretraining";

/**
 * Workload presets: the study's 8B fine-tune (InstructLab, FSDP hybrid-shard, gradients reduced
 * every micro-batch), a dense pretraining job (FSDP with tensor parallelism in the node, the global
 * batch of Llama 3's pretraining), and a mixture-of-experts pretraining job whose experts are spread
 * over GPUs (all-to-all on every layer). The reader changes any setting from there.
 * @example trainingWorkloads["study-fine-tune"].workload.tokensPerStep // 5694720
 */
export const trainingWorkloads: Readonly<Record<TrainingWorkloadId, NamedWorkload>> = {
  "study-fine-tune": {
    workload: {
      modelParameters: c.model.parameters,
      dataParallel: "fsdp-hybrid",
      tensorParallel: 1,
      pipelineParallel: 1,
      expertParallel: 1,
      sequenceLength: c.meanTokensPerSample.value,
      tokensPerStep: c.meanTokensPerSample.value * c.effectiveBatchSize.value,
      microBatchTokens: 35000,
      gradientSync: "micro-batch",
    },
    study: true,
    sources: [c.model.source, c.meanTokensPerSample.source, c.effectiveBatchSize.source],
  },
  "dense-pretraining": {
    workload: {
      modelParameters: 70e9,
      dataParallel: "fsdp-full",
      tensorParallel: 8,
      pipelineParallel: 1,
      expertParallel: 1,
      sequenceLength: 8192,
      tokensPerStep: 16 * 2 ** 20,
      microBatchTokens: 8192,
      gradientSync: "step",
    },
    study: false,
    sources: [
      {
        url: "https://arxiv.org/abs/2407.21783",
        read: "Llama 3 pre-training, Table 4: sequence length 8,192, 16M tokens per batch, TP 8 inside the node, DP as FSDP",
      },
    ],
  },
  "moe-pretraining": {
    workload: {
      modelParameters: 47e9,
      activeParameters: 13e9,
      dataParallel: "fsdp-full",
      tensorParallel: 1,
      pipelineParallel: 1,
      expertParallel: 8,
      expertsPerToken: 2,
      sequenceLength: 4096,
      tokensPerStep: 4 * 2 ** 20,
      microBatchTokens: 4096,
      gradientSync: "step",
    },
    study: false,
    sources: [
      {
        url: "https://arxiv.org/abs/2401.04088",
        read: "Mixtral of Experts: 8 experts per layer, 2 selected per token; 47B parameters, 13B active per token",
      },
    ],
  },
};

/** Workload preset ids, in menu order. @example trainingWorkloadIds[0] // "study-fine-tune" */
export const trainingWorkloadIds: readonly TrainingWorkloadId[] = [
  "study-fine-tune",
  "dense-pretraining",
  "moe-pretraining",
];
