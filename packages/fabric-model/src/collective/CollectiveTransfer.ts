import type { Bytes } from "../units.ts";

/** A typed array of values a schedule moves and reduces (all ranks of one run share the type). */
export type NumericBuffer = Float32Array | Float64Array;

/** A half-open range of element indices `[start, end)` inside a rank's working buffer. */
export interface ElementRange {
  readonly start: number;
  readonly end: number;
}

/**
 * One point-to-point transfer of a collective step: rank `from` sends the elements of `chunk` to rank
 * `to`, which adds them to its own ("reduce") or overwrites its own ("copy").
 * @example const t: CollectiveTransfer = { from: 0, to: 1, chunk: 3, bytes: bytes(16), op: "reduce", elements: { start: 12, end: 16 } };
 */
export interface CollectiveTransfer {
  readonly from: number;
  readonly to: number;
  /** Index into the state's `chunks`. */
  readonly chunk: number;
  /** Bytes on the wire: elements x bytes per element. */
  readonly bytes: Bytes;
  readonly op: "reduce" | "copy";
  /** The elements moved (the chunk's range). */
  readonly elements: ElementRange;
}
