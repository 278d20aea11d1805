import type { CollectiveStepper } from "./CollectiveState.ts";
import type { ElementRange, NumericBuffer } from "./CollectiveTransfer.ts";
import { checkCollectiveInputs } from "./checkCollectiveInputs.ts";
import { collectiveOrder } from "./collectiveOrder.ts";
import { createCollectiveStepper, type PlannedTransfer } from "./createCollectiveStepper.ts";
import type { RingOptions } from "./ringAllReduce.ts";

/**
 * Ring all-gather: rank r contributes its input as block r (blocks may differ in length); in n-1 steps
 * each rank forwards the block it received last, so every rank ends with all blocks concatenated in
 * rank order. Each rank sends the total minus one block: (n-1)/n of the total for equal blocks.
 * @throws RangeError when buffers differ in type, or `order` is not a permutation.
 * @see https://github.com/NVIDIA/nccl (src/device/all_gather.h, runRing)
 * @example ringAllGather.run([Float64Array.of(1), Float64Array.of(2)]).buffers[0] // [1, 2]
 */
export const ringAllGather: CollectiveStepper<RingOptions> = createCollectiveStepper(
  "ring-all-gather",
  (inputs: readonly NumericBuffer[], options: RingOptions | undefined) => {
    checkCollectiveInputs("ring-all-gather", inputs, { sameLength: false });
    const n = inputs.length;
    const order = collectiveOrder("ring-all-gather", n, options?.order);
    const chunks: ElementRange[] = [];
    let total = 0;
    for (const b of inputs) {
      chunks.push({ start: total, end: total + b.length });
      total += b.length;
    }
    const buffers = inputs.map((b, r) => {
      const out = b instanceof Float32Array ? new Float32Array(total) : new Float64Array(total);
      out.set(b, (chunks[r] as ElementRange).start);
      return out;
    });
    const steps: PlannedTransfer[][] = [];
    for (let s = 0; s < n - 1; s++) {
      const step: PlannedTransfer[] = [];
      for (let p = 0; p < n; p++) {
        const chunk = order[(p - s + 2 * n) % n] as number;
        step.push({ from: order[p] as number, to: order[(p + 1) % n] as number, chunk, op: "copy" });
      }
      steps.push(step);
    }
    return { buffers, chunks, steps, outputs: inputs.map(() => ({ start: 0, end: total })) };
  },
);
