import { type Bytes, bytes as toBytes } from "../units.ts";
import type { CollectiveFlowStep } from "./collectiveFlowSteps.ts";
import { collectiveOrder } from "./collectiveOrder.ts";

/** Inputs of `ringAllReduceFlowSteps`. */
export interface RingAllReduceFlowStepsInput {
  readonly ranks: number;
  /** Buffer size per rank. */
  readonly bytes: Bytes;
  /** Ring order (a permutation; identity by default). */
  readonly order?: readonly number[];
}

/**
 * The transfers of a ring all-reduce for a flow simulation: every one of its 2(n-1) steps has each
 * ring position send one chunk of bytes / n to the next (only the chunk index rotates), so it is one
 * step pattern repeated 2(n-1) times. Chunks are taken as exactly bytes / n (the byte-exact schedule is
 * `ringAllReduce`, whose plan `collectiveFlowSteps` converts).
 * @throws RangeError when ranks is not an integer >= 2 or order is not a permutation.
 * @example ringAllReduceFlowSteps({ ranks: 8, bytes: gib(1) })[0].repeat // 14
 */
export function ringAllReduceFlowSteps(input: RingAllReduceFlowStepsInput): CollectiveFlowStep[] {
  const n = input.ranks;
  if (!Number.isInteger(n) || n < 2) {
    throw new RangeError(`ringAllReduceFlowSteps: ranks must be an integer >= 2, got ${n}`);
  }
  const order = collectiveOrder("ring-all-reduce", n, input.order);
  const chunk = toBytes(input.bytes / n);
  const transfers = order.map((from, p) => ({ from, to: order[(p + 1) % n] as number, bytes: chunk }));
  return [{ transfers, repeat: 2 * (n - 1) }];
}
