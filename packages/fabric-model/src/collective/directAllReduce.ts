import type { CollectiveStepper } from "./CollectiveState.ts";
import type { NumericBuffer } from "./CollectiveTransfer.ts";
import { checkCollectiveInputs } from "./checkCollectiveInputs.ts";
import { createCollectiveStepper, type PlannedTransfer } from "./createCollectiveStepper.ts";
import { partitionElements } from "./partitionElements.ts";

/**
 * Direct all-reduce: rank j owns chunk j; in the first step every rank sends each chunk straight to its
 * owner, which adds them all (a reduce-scatter by direct sends), in the second every owner sends its
 * reduced chunk to every other rank (an all-gather). Two steps, n(n-1) transfers each; each rank sends
 * 2(n-1)/n of the buffer, like the ring, but every link carries traffic at once.
 * @throws RangeError when buffers differ in type or length.
 * @example directAllReduce.run([Float64Array.of(1, 2), Float64Array.of(3, 4)]).plan.length // 2
 */
export const directAllReduce: CollectiveStepper<Record<string, never>> = createCollectiveStepper(
  "direct-all-reduce",
  (inputs: readonly NumericBuffer[]) => {
    checkCollectiveInputs("direct-all-reduce", inputs, { sameLength: true });
    const n = inputs.length;
    const length = inputs[0]?.length ?? 0;
    const scatter: PlannedTransfer[] = [];
    const gather: PlannedTransfer[] = [];
    for (let from = 0; from < n; from++) {
      for (let to = 0; to < n; to++) {
        if (from === to) continue;
        scatter.push({ from, to, chunk: to, op: "reduce" });
        gather.push({ from, to, chunk: from, op: "copy" });
      }
    }
    return {
      buffers: inputs.map((b) => b.slice()),
      chunks: partitionElements(length, n),
      steps: n > 1 ? [scatter, gather] : [],
      outputs: inputs.map(() => ({ start: 0, end: length })),
    };
  },
);
