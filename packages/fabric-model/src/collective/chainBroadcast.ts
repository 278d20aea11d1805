import type { CollectiveStepper } from "./CollectiveState.ts";
import type { NumericBuffer } from "./CollectiveTransfer.ts";
import { checkCollectiveInputs } from "./checkCollectiveInputs.ts";
import { collectiveOrder } from "./collectiveOrder.ts";
import { createCollectiveStepper, type PlannedTransfer } from "./createCollectiveStepper.ts";
import { partitionElements } from "./partitionElements.ts";

/** Options of `chainBroadcast`. */
interface ChainBroadcastOptions {
  /** Rank whose buffer is broadcast (default 0). */
  readonly root?: number;
  /** Pieces the buffer is cut into so the chain pipelines (default 4; 1 = store and forward). */
  readonly pipelineChunks?: number;
  /** Chain order, a permutation starting at the root (default root, root+1, ... wrapping). */
  readonly order?: readonly number[];
}

const DEFAULT_PIPELINE_CHUNKS = 4;

/**
 * Broadcast along a pipelined chain (NCCL's ring broadcast): the root's buffer is cut into k pieces;
 * at step t the rank at chain position i forwards piece t-i to position i+1, so all ranks hold the
 * root's buffer after k + n - 2 steps. Every rank but the last sends the whole buffer once.
 * @throws RangeError when buffers differ in type or length, the root is out of range, the order is not
 * a permutation starting at the root, or pipelineChunks is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl (src/device/broadcast.h, runRing)
 * @example chainBroadcast.run([Float64Array.of(7), Float64Array.of(0)]).buffers[1] // [7]
 */
export const chainBroadcast: CollectiveStepper<ChainBroadcastOptions> = createCollectiveStepper(
  "chain-broadcast",
  (inputs: readonly NumericBuffer[], options: ChainBroadcastOptions | undefined) => {
    checkCollectiveInputs("chain-broadcast", inputs, { sameLength: true });
    const n = inputs.length;
    const root = options?.root ?? 0;
    if (!Number.isInteger(root) || root < 0 || root >= n) {
      throw new RangeError(`chain-broadcast: root must be an integer in 0..${n - 1}, got ${root}`);
    }
    const k = options?.pipelineChunks ?? DEFAULT_PIPELINE_CHUNKS;
    if (!Number.isInteger(k) || k < 1) {
      throw new RangeError(`chain-broadcast: pipelineChunks must be an integer >= 1, got ${k}`);
    }
    const order = collectiveOrder(
      "chain-broadcast",
      n,
      options?.order ?? Array.from({ length: n }, (_, i) => (root + i) % n),
    );
    if (order[0] !== root) throw new RangeError("chain-broadcast: order must start at the root");
    const length = inputs[0]?.length ?? 0;
    const steps: PlannedTransfer[][] = [];
    for (let t = 0; n > 1 && t < k + n - 2; t++) {
      const step: PlannedTransfer[] = [];
      for (let i = 0; i < n - 1; i++) {
        const piece = t - i;
        if (piece < 0 || piece >= k) continue;
        step.push({ from: order[i] as number, to: order[i + 1] as number, chunk: piece, op: "copy" });
      }
      steps.push(step);
    }
    return {
      buffers: inputs.map((b) => b.slice()),
      chunks: partitionElements(length, k),
      steps,
      outputs: inputs.map(() => ({ start: 0, end: length })),
    };
  },
);
