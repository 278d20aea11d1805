import { formatDecimal } from "../lib/formatDecimal.ts";
import type { UiKey } from "../lib/i18n.ts";

/** A typed estimate, read: the number, or the message to show next to the field. */
export type EstimateResult =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly message: { readonly key: UiKey; readonly vars: Record<string, string> } };

const MAX_LENGTH = 32;
const LARGEST = 1e15;
/** Smallest estimate compared: below it (1e-320, a subnormal), the ratio to any answer overflows. */
const SMALLEST = 1e-15;

/**
 * Read a learner's estimate: digits with an optional decimal point and exponent, thousands
 * separators (commas, spaces, thin spaces, underscores) ignored. Empty, non-numeric, zero,
 * negative, absurdly large or absurdly small (below 1e-15) input yields a message instead. Never
 * throws.
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
  if (value < SMALLEST) return fail("predict.invalid.tooSmall", {});
  return { ok: true, value };
}

function fail(key: UiKey, vars: Record<string, string>): EstimateResult {
  return { ok: false, message: { key, vars } };
}

/**
 * An estimate as the reveal repeats it: `digits` fraction digits (at least 2), or three significant
 * digits for a value those would show as 0, so "You said" never says 0 nor runs to many digits.
 * @example formatEstimate(0.000123, "en", 2) // "0.000123"
 */
export function formatEstimate(value: number, lang: string, digits: number): string {
  const fraction = Math.max(digits, 2);
  return value >= 10 ** -fraction
    ? formatDecimal(value, 0, fraction)
    : new Intl.NumberFormat(lang, { maximumSignificantDigits: 3 }).format(value);
}
