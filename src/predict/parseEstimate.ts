import type { UiKey } from "../lib/i18n.ts";

/** A typed estimate, read: the number, or the message to show next to the field. */
export type EstimateResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly message: { readonly key: UiKey; readonly vars: Record<string, string> } };

const MAX_LENGTH = 32;
const LARGEST = 1e15;

/**
 * Read a learner's estimate: digits with an optional decimal point and exponent, thousands
 * separators (commas, spaces, thin spaces, underscores) ignored. Empty, non-numeric, zero,
 * negative or absurdly large input yields a message instead. Never throws.
 * @example parseEstimate("1,250.5") // { ok: true, value: 1250.5 }
 */
export function parseEstimate(text: string): EstimateResult {
  const trimmed = text.trim();
  if (trimmed === "") return fail("predict.invalid.empty", {});
  const shown = trimmed.length > MAX_LENGTH ? `${trimmed.slice(0, MAX_LENGTH)}…` : trimmed;
  const compact = trimmed.replace(/[,_\s\u00a0\u2009\u202f]/g, "");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(compact)) {
    return fail("predict.invalid.notNumber", { value: shown });
  }
  const value = Number(compact);
  if (!Number.isFinite(value) || value > LARGEST) return fail("predict.invalid.tooLarge", {});
  if (value <= 0) return fail("predict.invalid.notPositive", {});
  return { ok: true, value };
}

function fail(key: UiKey, vars: Record<string, string>): EstimateResult {
  return { ok: false, message: { key, vars } };
}
