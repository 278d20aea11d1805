import type { GpuPresetId } from "../presets/gpus.ts";
import type { Source } from "../Source.ts";

/**
 * One fixed number of the training model that is neither measured by the study nor calibrated
 * from it: its value, the range a band spans, the unit, what it means, why it has this value and
 * where the figures the reasoning rests on were read.
 * @example trainingAssumptions.cpuOptimizerRate.value // 1e9
 */
interface TrainingAssumption {
  readonly value: number;
  readonly low: number;
  readonly high: number;
  readonly unit: string;
  readonly meaning: string;
  /** The reasoning: an estimate, an assumption or a construction, said as such. */
  readonly why: string;
  /** Where the figures the reasoning rests on were read (none for a pure choice). */
  readonly sources: readonly Source[];
}

/**
 * The training model's assumptions: the CPU optimizer's rate (the study cannot identify it: across
 * the range below the calibrated fit's MAPE moves by under 0.15 percentage points), and the
 * factors that turn calibrated values into the bands shown outside the calibrated region.
 * @example trainingAssumptions.mfuTransfer.low // 0.7
 */
export const trainingAssumptions: {
  readonly cpuOptimizerRate: TrainingAssumption;
  readonly mfuTransfer: TrainingAssumption;
  readonly bandwidthTransfer: TrainingAssumption;
  readonly contentionBeyondMeasured: TrainingAssumption;
  readonly overlapTransfer: TrainingAssumption;
  readonly referenceNodes: TrainingAssumption;
  readonly gpuMemoryUsableShare: TrainingAssumption;
  readonly gpusPerNode: Readonly<Partial<Record<GpuPresetId, number>>>;
  readonly gpusPerNodeWhy: string;
} = {
  cpuOptimizerRate: {
    value: 1e9,
    low: 2.5e8,
    high: 4e9,
    unit: "parameters/s per node",
    meaning:
      "How many parameters one node's CPUs update per second with AdamW when the optimizer is offloaded (all local shards in parallel).",
    why: "estimate: AdamW touches 28 bytes per fp32 parameter (reads weight, gradient, two moments: 16 B; writes weight and moments: 12 B), so a memory-bound update at ~28 GB/s of a VM's memory bandwidth gives 1e9/s; the range allows 4x either way (unfused multi-pass updates, fewer threads; or a full socket's bandwidth).",
    sources: [
      {
        url: "https://pytorch.org/docs/stable/generated/torch.optim.AdamW.html",
        read: "torch.optim.AdamW algorithm: each step reads the parameter, its gradient and both moments, and writes the parameter and both moments",
      },
    ],
  },
  mfuTransfer: {
    value: 1,
    low: 0.7,
    high: 1.3,
    unit: "factor",
    meaning:
      "Band on the MFU where it is not calibrated (another GPU, model size or offload setting): the central value times this range.",
    why: "assumption: the study's two very different GPUs (PCIe Ada with CPU offload, NVLink Hopper without) calibrate within 7% of each other; +-30% leaves room for a different FLOP-to-memory-bandwidth ratio, model shape and offload traffic.",
    sources: [],
  },
  bandwidthTransfer: {
    value: 1,
    low: 1 / 3,
    high: 1,
    unit: "factor",
    meaning:
      "Band on the effective bandwidth of a GPU/network combination the study did not measure: from a third of the central value up to the datapath layer model's ceiling.",
    why: "this package: the study's calibrated pod-network and vNIC rates lie 2-30x below the datapath layer model's ceiling for the same path (trainingParameterSpecs ranges), and spec-sheet rates mispredict its network-bound points by 3-10x, always optimistically; so the band reaches a factor 3 below the central value and up to the ceiling.",
    sources: [],
  },
  contentionBeyondMeasured: {
    value: 1,
    low: 0,
    high: 2,
    unit: "factor",
    meaning:
      "Band on the node-count contention exponent beyond the measured node counts: from none to twice the calibrated exponent (the overlay's exponent for paths that have none).",
    why: "assumption: the overlay's effective rate fell by a constant factor per doubling over 2-8 nodes; beyond, it may flatten (no shared bottleneck) or steepen.",
    sources: [],
  },
  overlapTransfer: {
    value: 1,
    low: 0.5,
    high: 1,
    unit: "factor",
    meaning:
      "Band on the share of compute that hides communication for a strategy or sync mode the study did not run: from half the derived share up to all of it.",
    why: "assumption: the derived share (backward + recompute FLOPs) is the best case; bucketing, prefetch limits (limit_all_gathers) and a once-per-step reduction that only the last micro-batch can hide may waste part of it.",
    sources: [],
  },
  referenceNodes: {
    value: 2,
    low: 2,
    high: 2,
    unit: "nodes",
    meaning:
      "Node count at which calibrated effective bandwidths are quoted; contention scales them as (nodes / 2)^-exponent.",
    why: "by construction: the smallest multi-node count, measured on every path of the study.",
    sources: [],
  },
  gpuMemoryUsableShare: {
    value: 0.9,
    low: 0.85,
    high: 0.95,
    unit: "share",
    meaning:
      "Share of a GPU's memory a training job can fill with model state and activations; the rest holds the CUDA context, NCCL's buffers and the allocator's fragmentation. It bounds the tokens of a micro-batch when a larger model's state leaves less room.",
    why: "assumption: the CUDA context and NCCL buffers take about 1-2 GB of an 80 GB GPU, and PyTorch's caching allocator typically leaves 5-10% fragmented; the study's own settings sit far inside this bound (8B model: room for 92k tokens on L40S with offload, 119k on H100, against 35k-50k used).",
    sources: [],
  },
  gpusPerNode: { "a100-sxm": 8, "h100-sxm": 8, "h200-sxm": 8, gh200: 4, l40s: 2 },
  gpusPerNodeWhy:
    "presets/gpus.ts notes: HGX/DGX A100, H100 and H200 boards carry 8 GPUs; an Alps GH200 node carries 4; the L40S value is the study's node. GPUs outside the study get the H100 cluster's NICs.",
};
