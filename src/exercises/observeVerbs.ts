/**
 * Observations the exercise checks share: completions read from the fabric's event log (so they
 * count even when the learner's code already polled them), and where a payload landed in memory.
 */
import type { IbvWcStatus, VerbsEventOf, VerbsFabric } from "fabric-model";

/** A completion the HCA wrote, as the event log recorded it. */
export interface LoggedCompletion {
  readonly host: string;
  readonly wrId: number | null;
  readonly status: IbvWcStatus;
  /** The send opcode for send-queue completions; null for receives. */
  readonly opcode: string | null;
}

/** Every completion written so far, oldest first. */
export function loggedCompletions(fabric: VerbsFabric, since = 0): LoggedCompletion[] {
  return fabric
    .events({ since })
    .filter((e): e is VerbsEventOf<"completion"> => e.kind === "completion" && e.status !== null)
    .map((e) => ({ host: e.host, wrId: e.wrId, status: e.status as IbvWcStatus, opcode: e.opcode }));
}

/** True when some send work request was posted by `host` since `since`. */
export function posted(fabric: VerbsFabric, host: string, since = 0): boolean {
  return fabric.events({ since }).some((e) => e.kind === "post" && e.host === host && e.opcode !== null);
}

/** Offset of the first occurrence of `payload` in `memory`, or -1: `payloadOffset([0,1,2], [1,2])` -> 1. */
export function payloadOffset(memory: ArrayLike<number>, payload: readonly number[]): number {
  if (payload.length === 0) return -1;
  outer: for (let i = 0; i + payload.length <= memory.length; i++) {
    for (let j = 0; j < payload.length; j++) if (memory[i + j] !== payload[j]) continue outer;
    return i;
  }
  return -1;
}

/** Number of bytes of `memory` that are not zero. */
export function nonZeroBytes(memory: ArrayLike<number>): number {
  let n = 0;
  for (let i = 0; i < memory.length; i++) if (memory[i] !== 0) n++;
  return n;
}

/** A short name for the type of a value the learner returned, for messages: "undefined", "array", "IbvMr". */
export function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "object") {
    const name = (value as object).constructor?.name;
    return typeof name === "string" && name !== "" && name !== "Object" ? name : "object";
  }
  return typeof value;
}
