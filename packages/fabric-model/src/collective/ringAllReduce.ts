import type { CollectiveStepper } from "./CollectiveState.ts";
import type { NumericBuffer } from "./CollectiveTransfer.ts";
import { checkCollectiveInputs } from "./checkCollectiveInputs.ts";
import { collectiveOrder } from "./collectiveOrder.ts";
import { createCollectiveStepper, type PlannedTransfer } from "./createCollectiveStepper.ts";
import { partitionElements } from "./partitionElements.ts";

/**
 * Options of the ring schedules.
 * @example ringAllReduce(buffers, { order: [0, 2, 1, 3] })
 */
export interface RingOptions {
  /** Ring order of the ranks (a permutation; identity by default): position p sends to position p+1. */
  readonly order?: readonly number[];
}

/**
 * Ring all-reduce: the buffer is cut into n chunks; n-1 reduce-scatter steps (each rank adds the chunk
 * it receives and passes it on) leave rank r with chunk r fully reduced, then n-1 all-gather steps
 * copy each reduced chunk around. Each rank sends 2(n-1)/n of the buffer; every rank ends with the
 * element-wise sum of all inputs.
 * @throws RangeError when buffers differ in type or length, or `order` is not a permutation.
 * @see https://github.com/NVIDIA/nccl (src/device/all_reduce.h, runRing); Thakur, Rabenseifner, Gropp 2005
 * @example ringAllReduce.run([Float64Array.of(1, 2), Float64Array.of(3, 4)]).buffers[1] // [4, 6]
 */
export const ringAllReduce: CollectiveStepper<RingOptions> = createCollectiveStepper(
  "ring-all-reduce",
  (inputs: readonly NumericBuffer[], options: RingOptions | undefined) => {
    checkCollectiveInputs("ring-all-reduce", inputs, { sameLength: true });
    const n = inputs.length;
    const order = collectiveOrder("ring-all-reduce", n, options?.order);
    const length = inputs[0]?.length ?? 0;
    const steps: PlannedTransfer[][] = [];
    for (let s = 0; s < n - 1; s++) {
      const step: PlannedTransfer[] = [];
      for (let p = 0; p < n; p++) {
        const chunk = order[(p - s - 1 + 2 * n) % n] as number;
        step.push({ from: order[p] as number, to: order[(p + 1) % n] as number, chunk, op: "reduce" });
      }
      steps.push(step);
    }
    for (let s = 0; s < n - 1; s++) {
      const step: PlannedTransfer[] = [];
      for (let p = 0; p < n; p++) {
        const chunk = order[(p - s + 2 * n) % n] as number;
        step.push({ from: order[p] as number, to: order[(p + 1) % n] as number, chunk, op: "copy" });
      }
      steps.push(step);
    }
    return {
      buffers: inputs.map((b) => b.slice()),
      chunks: partitionElements(length, n),
      steps,
      outputs: inputs.map(() => ({ start: 0, end: length })),
    };
  },
);
