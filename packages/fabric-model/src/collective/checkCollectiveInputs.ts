import type { CollectiveScheduleName } from "./CollectiveState.ts";
import type { NumericBuffer } from "./CollectiveTransfer.ts";

/**
 * Check per-rank inputs: at least one rank, all Float32Array or all Float64Array, and (when asked)
 * all of one length.
 * @throws RangeError naming the schedule and what is wrong.
 * @example checkCollectiveInputs("ring-all-reduce", inputs, { sameLength: true })
 */
export function checkCollectiveInputs(
  name: CollectiveScheduleName,
  inputs: readonly NumericBuffer[],
  options: { readonly sameLength: boolean },
): void {
  if (!Array.isArray(inputs) || inputs.length < 1) {
    throw new RangeError(`${name}: expected one input buffer per rank (at least one rank)`);
  }
  const first = inputs[0];
  const isF32 = first instanceof Float32Array;
  if (!isF32 && !(first instanceof Float64Array)) {
    throw new RangeError(`${name}: input buffers must be Float32Array or Float64Array`);
  }
  for (let r = 0; r < inputs.length; r++) {
    const b = inputs[r];
    if (isF32 ? !(b instanceof Float32Array) : !(b instanceof Float64Array)) {
      throw new RangeError(`${name}: rank ${r}'s buffer is not of the same type as rank 0's`);
    }
    if (options.sameLength && b.length !== first.length) {
      throw new RangeError(`${name}: rank ${r} has ${b.length} elements, rank 0 has ${first.length}`);
    }
  }
}
