import type { Bytes } from "../units.ts";

/**
 * The most tokens one GPU's micro-batch can hold: the memory a job can fill (the GPU's memory times
 * `usableShare`) less the model state the GPU keeps, divided by the activation bytes per token;
 * 0 when the state alone does not fit.
 * @throws RangeError when the memory or bytes per token is not positive, or the share is outside (0, 1].
 * @example trainingMicroBatchTokenLimit({ gpuMemory: bytes(80e9), stateBytes: bytes(16.3e9), activationBytesPerToken: bytes(466944), usableShare: 0.9 }) // ~119000
 */
export function trainingMicroBatchTokenLimit(inputs: {
  readonly gpuMemory: Bytes;
  readonly stateBytes: Bytes;
  readonly activationBytesPerToken: Bytes;
  readonly usableShare: number;
}): number {
  const { gpuMemory, stateBytes, activationBytesPerToken, usableShare } = inputs;
  if (!(gpuMemory > 0 && activationBytesPerToken > 0 && usableShare > 0 && usableShare <= 1)) {
    throw new RangeError(
      "trainingMicroBatchTokenLimit: memory and bytes per token must be positive and the usable share in (0, 1]",
    );
  }
  return Math.max(0, gpuMemory * usableShare - stateBytes) / activationBytesPerToken;
}
