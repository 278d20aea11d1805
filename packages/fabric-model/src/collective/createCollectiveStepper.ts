import { type Bytes, bytes } from "../units.ts";
import type { CollectiveScheduleName, CollectiveState, CollectiveStepper } from "./CollectiveState.ts";
import type { CollectiveTransfer, ElementRange, NumericBuffer } from "./CollectiveTransfer.ts";

/** A transfer as a planner writes it; the engine adds the element range and the byte count. */
export interface PlannedTransfer {
  readonly from: number;
  readonly to: number;
  readonly chunk: number;
  readonly op: "reduce" | "copy";
}

/** What a schedule's planner returns: fresh working buffers, chunk ranges, steps, result ranges. */
interface CollectivePlan {
  readonly buffers: readonly NumericBuffer[];
  readonly chunks: readonly ElementRange[];
  readonly steps: readonly (readonly PlannedTransfer[])[];
  readonly outputs: readonly ElementRange[];
}

/**
 * Build a pure stepper from a planner: `init` plans the whole schedule up front (transfers of empty
 * chunks are dropped, steps kept), `step` applies one step reading every source buffer as it was
 * before the step and copying only the buffers it writes.
 * @example const s = createCollectiveStepper("ring-all-reduce", planRing); s.run(inputs)
 */
export function createCollectiveStepper<Options>(
  name: CollectiveScheduleName,
  planner: (inputs: readonly NumericBuffer[], options: Options | undefined) => CollectivePlan,
): CollectiveStepper<Options> {
  const init = (inputs: readonly NumericBuffer[], options?: Options): CollectiveState => {
    const plan = planner(inputs, options);
    const elementBytes = plan.buffers[0]?.BYTES_PER_ELEMENT ?? 8;
    const steps: CollectiveTransfer[][] = plan.steps.map((step) => {
      const out: CollectiveTransfer[] = [];
      for (const t of step) {
        const range = plan.chunks[t.chunk] as ElementRange;
        const count = range.end - range.start;
        if (count === 0) continue;
        out.push({ ...t, bytes: bytes(count * elementBytes), elements: range });
      }
      return out;
    });
    return {
      schedule: name,
      ranks: plan.buffers.length,
      buffers: plan.buffers,
      chunks: plan.chunks,
      plan: steps,
      stepIndex: 0,
      transfers: [],
      bytesSent: plan.buffers.map(() => 0 as Bytes),
      outputs: plan.outputs,
    };
  };
  const isDone = (state: CollectiveState): boolean => state.stepIndex >= state.plan.length;
  const step = (state: CollectiveState): CollectiveState => {
    if (isDone(state)) return state;
    const transfers = state.plan[state.stepIndex] ?? [];
    const next = state.buffers.slice();
    const written = new Set<number>();
    const sent = state.bytesSent.slice() as number[];
    for (const t of transfers) {
      if (!written.has(t.to)) {
        next[t.to] = (state.buffers[t.to] as NumericBuffer).slice();
        written.add(t.to);
      }
      const src = state.buffers[t.from] as NumericBuffer;
      const dst = next[t.to] as NumericBuffer;
      const { start, end } = t.elements;
      if (t.op === "copy") {
        dst.set(src.subarray(start, end), start);
      } else {
        for (let i = start; i < end; i++) dst[i] = (dst[i] as number) + (src[i] as number);
      }
      sent[t.from] = (sent[t.from] as number) + t.bytes;
    }
    return {
      ...state,
      buffers: next,
      stepIndex: state.stepIndex + 1,
      transfers,
      bytesSent: sent as Bytes[],
    };
  };
  const run = (inputs: readonly NumericBuffer[], options?: Options): CollectiveState => {
    let state = init(inputs, options);
    while (!isDone(state)) state = step(state);
    return state;
  };
  return { name, init, step, isDone, run };
}
