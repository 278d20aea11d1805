/**
 * Messages between a lab page and its type-check worker (labTypeCheckWorker.ts).
 */
import type { LabTypeError } from "./labTypeCheck.ts";

/** Page -> worker: check `code`; the first request also says where the checker's files are. */
export interface TypeCheckRequest {
  readonly id: number;
  readonly code: string;
  readonly filesUrl: string;
}

/** What a check comes to: the errors and how long the check took (ms), or why it could not run. */
export type TypeCheckResult =
  | { readonly kind: "checked"; readonly errors: readonly LabTypeError[]; readonly ms: number }
  | { readonly kind: "failed"; readonly reason: string };

/** Worker -> page: the result of request `id`. */
export type TypeCheckReply = TypeCheckResult & { readonly id: number };
