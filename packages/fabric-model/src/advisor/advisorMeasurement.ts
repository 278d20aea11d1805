import { busBandwidthFactor } from "../measurements/busBandwidthFactor.ts";
import { gpuPreset } from "../presets/gpus.ts";
import { redhat2025 } from "../studies/redhat2025.ts";
import { type Bytes, mib } from "../units.ts";
import { advisorAssumptions } from "./advisorAssumptions.ts";

/**
 * The nccl-tests run that confirms a network before buying it: an all-reduce across all the
 * job's GPUs at the size of one gradient reduction, as `all_reduce_perf -b <size> -e <size>`.
 * @example advisorMeasurement({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, modelParameters: 8.17e9 }).sizeMiB // 15582
 */
export interface AdvisorMeasurement {
  readonly collective: "all_reduce";
  /** MPI ranks, one per GPU (`mpirun -np`). */
  readonly ranks: number;
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** Gradient bytes of one reduction: parameters x bytes per gradient value. */
  readonly gradientBytes: Bytes;
  /** Tested size, whole MiB (nccl-tests reads `15582M` as 15582 x 2^20 bytes). */
  readonly sizeMiB: number;
  readonly bytes: Bytes;
  /** True when the gradient did not fit the memory cap and the size was reduced to it. */
  readonly cappedByMemory: boolean;
  /** nccl-tests' all-reduce bus factor 2(n-1)/n for n ranks: busbw = algbw x factor. */
  readonly busBandwidthFactor: number;
}

/**
 * Plan the confirming all-reduce: one rank per GPU, the size of one micro-batch's gradient
 * reduction (parameters x 2 bytes in bf16, as the study reduces), rounded down to whole MiB and
 * capped so that nccl-tests' send and receive buffers fit `advisorAssumptions.measurementMemoryShare`
 * of the GPU's memory. Its bus bandwidth is the rate each node pushes through its inter-node links
 * (a ring all-reduce sends 2(n-1)/n of the buffer per rank), the quantity the training model's
 * effective bandwidth stands for.
 * @throws RangeError on an unknown GPU, non-positive counts or parameters, or fewer than 2 ranks.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md
 * @example advisorMeasurement({ gpu: "l40s", gpusPerNode: 2, nodes: 8, modelParameters: 8.17e9 }).cappedByMemory // true
 */
export function advisorMeasurement(
  inputs: {
    readonly gpu: string;
    readonly gpusPerNode: number;
    readonly nodes: number;
    readonly modelParameters: number;
  },
  options: { readonly bytesPerGradient?: number } = {},
): AdvisorMeasurement {
  const { gpusPerNode, nodes, modelParameters } = inputs;
  const gpu = gpuPreset(inputs.gpu);
  if (!Number.isInteger(gpusPerNode) || gpusPerNode < 1 || !Number.isInteger(nodes) || nodes < 1) {
    throw new RangeError("advisorMeasurement: gpusPerNode and nodes must be positive integers");
  }
  if (!(modelParameters > 0) || !Number.isFinite(modelParameters)) {
    throw new RangeError(`advisorMeasurement: modelParameters must be positive, got ${modelParameters}`);
  }
  const ranks = gpusPerNode * nodes;
  if (ranks < 2) throw new RangeError("advisorMeasurement: an all-reduce needs at least 2 ranks");
  const perValue = options.bytesPerGradient ?? redhat2025.config.precision.bytesPerGradient;
  const gradientBytes = modelParameters * perValue;
  const capBytes = (gpu.memory * advisorAssumptions.measurementMemoryShare.value) / 2;
  const cappedByMemory = gradientBytes > capBytes;
  const sizeMiB = Math.max(1, Math.floor(Math.min(gradientBytes, capBytes) / mib(1)));
  return {
    collective: "all_reduce",
    ranks,
    gpusPerNode,
    nodes,
    gradientBytes: gradientBytes as Bytes,
    sizeMiB,
    bytes: mib(sizeMiB),
    cappedByMemory,
    busBandwidthFactor: busBandwidthFactor("all_reduce", ranks),
  };
}
