/**
 * What the page and the reading worker (parseWorker.ts) say to each other: a read of a paste or
 * of a file, progress while it runs, and the answer. Shared so both sides name the same fields.
 */
import type { FirstComparison } from "./firstComparison.ts";
import type { PackedMeasurement } from "./packMeasurement.ts";

/** Lines of a large input the box shows (the rest is read, and held or streamed from the file). */
export const PREVIEW_LINES = 200;

/** What to read: pasted or dropped text, or a file the worker streams from disk. */
export type ReadSource = { readonly text: string } | { readonly file: Blob };

/** A read the page asks for, identified by the id its state gave it. */
export type ReadRequest = ReadSource & { readonly id: number };

/** Sent while a read runs: characters (or a file's bytes) read so far, of the total. */
export interface ReadProgress {
  readonly id: number;
  readonly progress: { readonly done: number; readonly total: number };
}

/** The worker's answer to a read. */
export interface ReadAnswer {
  readonly id: number;
  readonly packed?: PackedMeasurement;
  /** Time to read, ms. */
  readonly ms?: number;
  readonly first?: FirstComparison;
  /** Lines in the input. */
  readonly lines?: number;
  /** A file's first `PREVIEW_LINES` lines, for the box. */
  readonly preview?: string;
  readonly error?: string;
}
