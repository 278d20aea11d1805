/** Messages between an attempt's worker and the page, and what one run comes to. */
import type { SandboxResult } from "./sandbox.ts";

/** What the worker posts: once it starts running the code, then its result (or why it could not). */
export type WorkerMessage =
  | { readonly type: "started" }
  | { readonly type: "result"; readonly result: SandboxResult }
  | { readonly type: "failed"; readonly reason: string };

/** How one run ended, as the page shows it. */
export type RunOutcome =
  /** The code ran (it may have thrown: see `result.error`) and, if it did not throw, was checked. */
  | { readonly kind: "result"; readonly result: SandboxResult }
  /** The code did not parse. */
  | { readonly kind: "syntax"; readonly message: string; readonly line?: number; readonly column?: number }
  /** The code ran past the time limit and its worker was terminated. */
  | { readonly kind: "timeout"; readonly seconds: number }
  /** The learner pressed Stop (or ran again) before the code finished. */
  | { readonly kind: "stopped" }
  /** The sandbox itself could not start. */
  | { readonly kind: "failed"; readonly reason: string };

/** True when `value` is a message a runtime worker posts (anything else is ignored). */
export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  if (type === "started") return true;
  if (type === "result") return typeof (value as { result?: unknown }).result === "object";
  if (type === "failed") return typeof (value as { reason?: unknown }).reason === "string";
  return false;
}
