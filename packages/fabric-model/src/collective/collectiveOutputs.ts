import type { CollectiveState } from "./CollectiveState.ts";
import type { ElementRange, NumericBuffer } from "./CollectiveTransfer.ts";

/**
 * Each rank's result as a fresh typed array: the whole buffer (all-reduce, all-gather, broadcast) or
 * the rank's own reduced chunk (reduce-scatter). Meaningful once the schedule is done.
 * @example collectiveOutputs(ringReduceScatter.run(inputs))[2] // rank 2's reduced chunk
 */
export function collectiveOutputs(state: CollectiveState): NumericBuffer[] {
  return state.buffers.map((b, r) => {
    const range = state.outputs[r] as ElementRange;
    return b.slice(range.start, range.end);
  });
}
