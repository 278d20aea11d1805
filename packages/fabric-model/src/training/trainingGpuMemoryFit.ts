import { type GpuPresetId, gpuPreset } from "../presets/gpus.ts";
import { type Bytes, bytes } from "../units.ts";
import { trainingAssumptions } from "./trainingAssumptions.ts";

/**
 * Whether a GPU's model state fits the memory a training job can fill on that GPU, as a code and
 * its values (pages word it): "exceeds-gpu-memory" when the state alone is larger (activations
 * come on top, so such a job cannot run as configured), else "fits".
 * @example trainingGpuMemoryFit({ stateBytes: gb(130.7), gpu: "h100-sxm" }).code // "exceeds-gpu-memory"
 */
export interface TrainingGpuMemoryFit {
  readonly code: "fits" | "exceeds-gpu-memory";
  readonly values: {
    /** Model state one GPU holds (see `trainingGpuStateBytes`). */
    readonly stateBytes: Bytes;
    /** The GPU's memory as its datasheet prints it (presets/gpus.ts, with its source). */
    readonly gpuMemory: Bytes;
    /** The share of it a job can fill (`trainingAssumptions.gpuMemoryUsableShare`). */
    readonly usableBytes: Bytes;
  };
}

/**
 * Model state per GPU against the memory a job can fill on `gpu` (its datasheet memory times
 * `trainingAssumptions.gpuMemoryUsableShare`, 0.9).
 * @throws RangeError for an unknown GPU id or a negative or non-finite state size.
 * @example trainingGpuMemoryFit({ stateBytes: trainingGpuStateBytes({ strategy: "ddp", modelParameters: 8.17e9, nodes: 2, gpusPerNode: 8, cpuOffload: false }), gpu: "h100-sxm" }).code // "exceeds-gpu-memory" (131 GB of 72 usable)
 * @see https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet (H100 SXM: 80GB HBM3; every GPU preset carries its memory and source)
 */
export function trainingGpuMemoryFit(inputs: {
  readonly stateBytes: Bytes;
  readonly gpu: GpuPresetId;
}): TrainingGpuMemoryFit {
  if (!Number.isFinite(inputs.stateBytes) || inputs.stateBytes < 0) {
    throw new RangeError(`trainingGpuMemoryFit: state ${inputs.stateBytes} B must be finite and >= 0`);
  }
  const gpuMemory = gpuPreset(inputs.gpu).memory;
  const usableBytes = bytes(gpuMemory * trainingAssumptions.gpuMemoryUsableShare.value);
  return {
    code: inputs.stateBytes > usableBytes ? "exceeds-gpu-memory" : "fits",
    values: { stateBytes: inputs.stateBytes, gpuMemory, usableBytes },
  };
}
