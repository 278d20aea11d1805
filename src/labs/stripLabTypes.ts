/**
 * Turns a lab's TypeScript into the plain JavaScript the in-page runner runs: sucrase removes the
 * types and rewrites `import … from "fabric-model"` into `require("fabric-model")` (the worker's
 * runtime hands over its bundled copy). Sucrase keeps every statement on its line, so an error's
 * line in the result is the same line in the editor. Loaded only on lab pages.
 */
import { transform } from "sucrase";

/** The lab as JavaScript, or where it does not parse. */
export type StrippedLab =
  | { readonly ok: true; readonly code: string }
  | { readonly ok: false; readonly message: string; readonly line?: number; readonly column?: number };

/**
 * Strips the types of `source` and turns its imports into `require` calls; never throws.
 * `stripLabTypes("const n: number = 1;")` -> { ok: true, code: '"use strict";…const n = 1;' }
 */
export function stripLabTypes(source: string): StrippedLab {
  try {
    const { code } = transform(source, {
      transforms: ["typescript", "imports"],
      production: true,
      disableESTransforms: true,
    });
    return { ok: true, code };
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    // Sucrase reports "Unexpected token (2:14)": line and column, both 1-based.
    const at = /\((\d+):(\d+)\)\s*$/.exec(message);
    const text = message.replace(/\s*\(\d+:\d+\)\s*$/, "");
    return at
      ? { ok: false, message: text, line: Number(at[1]), column: Number(at[2]) }
      : { ok: false, message: text };
  }
}
