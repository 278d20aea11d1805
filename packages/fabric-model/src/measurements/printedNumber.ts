/** A decimal number as a tool printed it, with the rounding its printed digits allow. */
export interface PrintedNumber {
  /** The value read. */
  readonly value: number;
  /** Half a unit in the last printed place: the true value lies within value ± halfUlp. */
  readonly halfUlp: number;
}

// Anchored, and each quantifier is followed by a character class it cannot share, so a failing
// match backtracks at most once per character: linear time on any token.
const NUMBER = /^[+-]?(?:(\d+)(?:\.(\d*))?|\.(\d+))(?:[eE]([+-]?\d{1,3}))?$/;

/**
 * Read a printed decimal token (`12.5`, `0e+00`, `1.2e+07`, `-1`) and its rounding; `null` for
 * anything else (`N/A`, `nan`, `inf`, words).
 * @example printedNumber("12.50") // { value: 12.5, halfUlp: 0.005 }
 */
export function printedNumber(token: string): PrintedNumber | null {
  const m = NUMBER.exec(token);
  if (m === null) return null;
  const value = Number(token);
  if (!Number.isFinite(value)) return null;
  const decimals = (m[2] ?? m[3] ?? "").length;
  const exponent = m[4] === undefined ? 0 : Number(m[4]);
  return { value, halfUlp: 0.5 * 10 ** (exponent - decimals) };
}

/**
 * Read a non-negative decimal integer token (`65536`); `null` for anything else.
 * @example printedInteger("65536") // 65536
 */
export function printedInteger(token: string): number | null {
  if (!/^\d{1,20}$/.test(token)) return null;
  return Number(token);
}
