import type { CollectiveStepper } from "./CollectiveState.ts";
import type { NumericBuffer } from "./CollectiveTransfer.ts";
import { checkCollectiveInputs } from "./checkCollectiveInputs.ts";
import { collectiveOrder } from "./collectiveOrder.ts";
import { createCollectiveStepper, type PlannedTransfer } from "./createCollectiveStepper.ts";
import { partitionElements } from "./partitionElements.ts";
import type { RingOptions } from "./ringAllReduce.ts";

/**
 * Ring reduce-scatter: n-1 steps in which each rank adds the chunk it receives to its own and passes
 * it on; rank r ends holding chunk r (`outputs[r]`) summed over all ranks. Each rank sends (n-1)/n of
 * its buffer.
 * @throws RangeError when buffers differ in type or length, or `order` is not a permutation.
 * @see https://github.com/NVIDIA/nccl (src/device/reduce_scatter.h, runRing)
 * @example ringReduceScatter.run([Float64Array.of(1, 2), Float64Array.of(3, 4)]).outputs[1] // {start: 1, end: 2}
 */
export const ringReduceScatter: CollectiveStepper<RingOptions> = createCollectiveStepper(
  "ring-reduce-scatter",
  (inputs: readonly NumericBuffer[], options: RingOptions | undefined) => {
    checkCollectiveInputs("ring-reduce-scatter", inputs, { sameLength: true });
    const n = inputs.length;
    const order = collectiveOrder("ring-reduce-scatter", n, options?.order);
    const chunks = partitionElements(inputs[0]?.length ?? 0, n);
    const steps: PlannedTransfer[][] = [];
    for (let s = 0; s < n - 1; s++) {
      const step: PlannedTransfer[] = [];
      for (let p = 0; p < n; p++) {
        const chunk = order[(p - s - 1 + 2 * n) % n] as number;
        step.push({ from: order[p] as number, to: order[(p + 1) % n] as number, chunk, op: "reduce" });
      }
      steps.push(step);
    }
    return {
      buffers: inputs.map((b) => b.slice()),
      chunks,
      steps,
      outputs: inputs.map((_, r) => chunks[r] as { start: number; end: number }),
    };
  },
);
