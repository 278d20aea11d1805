import type { Bytes } from "../units.ts";
import type { CollectiveTransfer, ElementRange, NumericBuffer } from "./CollectiveTransfer.ts";

/** Names of the schedules in `collective/`. */
export type CollectiveScheduleName =
  | "ring-all-reduce"
  | "tree-all-reduce"
  | "direct-all-reduce"
  | "ring-all-gather"
  | "ring-reduce-scatter"
  | "chain-broadcast";

/**
 * State of a collective schedule between two steps: every rank's working buffer, the whole plan, how
 * far it has run, and what the last step sent. Never mutated: `step` returns a new state.
 * @example ringAllReduce.init([a, b, c]).plan.length // 4 steps for 3 ranks
 */
export interface CollectiveState {
  readonly schedule: CollectiveScheduleName;
  readonly ranks: number;
  /** Working buffer of each rank (for all-gather: the whole gathered buffer, others' blocks zero at first). */
  readonly buffers: readonly NumericBuffer[];
  /** Element range of each chunk that transfers refer to. */
  readonly chunks: readonly ElementRange[];
  /** Every step's transfers, in order; a step's transfers all read the buffers as they were before it. */
  readonly plan: readonly (readonly CollectiveTransfer[])[];
  /** Steps applied so far (0 .. plan.length). */
  readonly stepIndex: number;
  /** Transfers of the step applied last (empty before the first step). */
  readonly transfers: readonly CollectiveTransfer[];
  /** Bytes each rank has sent so far. */
  readonly bytesSent: readonly Bytes[];
  /** Where each rank's result lies in its buffer when done (the whole buffer, or its own chunk). */
  readonly outputs: readonly ElementRange[];
}

/**
 * A collective schedule as a pure stepper: `init` from per-rank input buffers and options, `step`
 * applies one step (returning a new state), `isDone`, and `run` to the end.
 * @example ringAllReduce.run([Float64Array.of(1, 2), Float64Array.of(3, 4)]).buffers[0] // [4, 6]
 */
export interface CollectiveStepper<Options> {
  readonly name: CollectiveScheduleName;
  /** @throws RangeError when the inputs do not fit the schedule (see each schedule). */
  init(inputs: readonly NumericBuffer[], options?: Options): CollectiveState;
  step(state: CollectiveState): CollectiveState;
  isDone(state: CollectiveState): boolean;
  /** @throws RangeError as `init`. */
  run(inputs: readonly NumericBuffer[], options?: Options): CollectiveState;
}
