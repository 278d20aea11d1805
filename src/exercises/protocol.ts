/** Messages between an attempt's worker and the page, and what one run comes to. */
import type { SandboxResult } from "./sandbox.ts";

/**
 * What the runtime sends on its port (workerChannel.ts): the result (or why there is none). The
 * worker's own first message, `{ type: "started", port }`, hands that port over.
 */
export type WorkerMessage =
  | { readonly type: "result"; readonly result: SandboxResult }
  | { readonly type: "failed"; readonly reason: string };

/** What the page needs of the port the runtime hands over. */
export interface PortLike {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  close(): void;
}

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

/** The port in a runtime's first message, `{ type: "started", port }`, or undefined. */
export function handedPort(value: unknown): PortLike | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { type, port } = value as { type?: unknown; port?: unknown };
  if (type !== "started" || typeof port !== "object" || port === null) return undefined;
  return typeof (port as PortLike).close === "function" ? (port as PortLike) : undefined;
}

/** True when `value` is a message a runtime sends on its port (anything else is ignored). */
export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (typeof value !== "object" || value === null) return false;
  const type = (value as { type?: unknown }).type;
  if (type === "result") return typeof (value as { result?: unknown }).result === "object";
  if (type === "failed") return typeof (value as { reason?: unknown }).reason === "string";
  return false;
}
