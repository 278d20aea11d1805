/** A decimal number as a tool printed it, with the rounding its printed digits allow. */
export interface PrintedNumber {
  /** The value read. */
  readonly value: number;
  /** Half a unit in the last printed place: the true value lies within value ± halfUlp. */
  readonly halfUlp: number;
}

const ZERO = 48;
/** Powers of ten from 1e-330 to 1e330 (the whole double range and a little past), each the double nearest to 10^k. */
const POW10 = Array.from({ length: 661 }, (_, k) => Number(`1e${k - 330}`));

function pow10(k: number): number {
  return k >= -330 && k <= 330 ? (POW10[k + 330] ?? 10 ** k) : 10 ** k;
}

/** Scratch for `printedValueAt`, which needs only the value (single-threaded, never re-entered). */
const scratch = new Float64Array(2);

/**
 * Read the printed decimal in `text[start, end)` (`12.5`, `0e+00`, `1.2e+07`, `-1`, `.5`) in one
 * scan: writes its value to `out[0]` and half a unit in its last printed place to `out[1]`, and
 * returns true; returns false (out untouched) for anything else (`N/A`, `nan`, `inf`, words, over
 * 40 characters). Linear, no regular-expression backtracking, no allocation for plain decimals,
 * which are computed as mantissa / 10^decimals (one correctly rounded division: the double
 * `Number` gives).
 * @example printedNumberInto("x 12.50 y", 2, 7, out) // true; out = [12.5, 0.005]
 */
export function printedNumberInto(text: string, start: number, end: number, out: Float64Array): boolean {
  const n = end - start;
  if (n <= 0 || n > 40) return false;
  let i = start;
  let c = text.charCodeAt(i);
  let negative = false;
  if (c === 43 || c === 45) {
    negative = c === 45;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  for (; i < end; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) break;
    mantissa = mantissa * 10 + d;
    digits++;
  }
  let decimals = 0;
  if (i < end && text.charCodeAt(i) === 46) {
    i++;
    for (; i < end; i++) {
      const d = text.charCodeAt(i) - ZERO;
      if (d < 0 || d > 9) break;
      mantissa = mantissa * 10 + d;
      decimals++;
    }
  }
  if (digits + decimals === 0) return false;
  if (i === end && digits + decimals <= 15) {
    const magnitude = decimals === 0 ? mantissa : mantissa / pow10(decimals);
    out[0] = negative ? -magnitude : magnitude;
    out[1] = 0.5 * pow10(-decimals);
    return true;
  }
  let exponent = 0;
  if (i < end) {
    c = text.charCodeAt(i);
    if (c !== 101 && c !== 69) return false;
    i++;
    c = text.charCodeAt(i);
    const negativeExponent = c === 45;
    if (c === 43 || c === 45) i++;
    const from = i;
    for (; i < end; i++) {
      const d = text.charCodeAt(i) - ZERO;
      if (d < 0 || d > 9) break;
      exponent = exponent * 10 + d;
    }
    if (i !== end || i === from || i - from > 3) return false;
    if (negativeExponent) exponent = -exponent;
  }
  const value = Number(text.slice(start, end));
  if (!Number.isFinite(value)) return false;
  out[0] = value;
  out[1] = 0.5 * pow10(exponent - decimals);
  return true;
}

/**
 * The value of the printed decimal in `text[start, end)`, or NaN for anything
 * `printedNumberInto` rejects.
 * @example printedValueAt("x 12.50 y", 2, 7) // 12.5
 */
export function printedValueAt(text: string, start: number, end: number): number {
  return printedNumberInto(text, start, end, scratch) ? (scratch[0] ?? Number.NaN) : Number.NaN;
}

/**
 * Half a unit in the last printed place of the decimal in `text[start, end)`, for a token that
 * `printedValueAt` accepts: `12.50` -> 0.005, `17533` -> 0.5, `1.2e+07` -> 5e5.
 * @example printedHalfUlpAt("0.03", 0, 4) // 0.005
 */
export function printedHalfUlpAt(text: string, start: number, end: number): number {
  let dot = -1;
  let e = -1;
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 46) dot = i;
    else if (c === 101 || c === 69) {
      e = i;
      break;
    }
  }
  const mantissaEnd = e < 0 ? end : e;
  const decimals = dot < 0 ? 0 : mantissaEnd - dot - 1;
  const exponent = e < 0 ? 0 : Number(text.slice(e + 1, end));
  return 0.5 * pow10(exponent - decimals);
}

/**
 * The non-negative decimal integer of up to 20 digits in `text[start, end)`, or `null`.
 * @example printedIntegerAt("  65536 ", 2, 7) // 65536
 */
export function printedIntegerAt(text: string, start: number, end: number): number | null {
  const n = end - start;
  if (n <= 0 || n > 20) return null;
  let value = 0;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return null;
    value = value * 10 + d;
  }
  return n <= 15 ? value : Number(text.slice(start, end));
}

/**
 * The value of a printed decimal token, or NaN; see `printedValueAt`.
 * @example printedValue("12.50") // 12.5
 */
export function printedValue(token: string): number {
  return printedValueAt(token, 0, token.length);
}

/**
 * Half a unit in the last printed place of a token; see `printedHalfUlpAt`.
 * @example printedHalfUlp("0.03") // 0.005
 */
export function printedHalfUlp(token: string): number {
  return printedHalfUlpAt(token, 0, token.length);
}

/**
 * Read a printed decimal token and its rounding; `null` for anything `printedValue` rejects.
 * @example printedNumber("12.50") // { value: 12.5, halfUlp: 0.005 }
 */
export function printedNumber(token: string): PrintedNumber | null {
  const value = printedValue(token);
  return Number.isNaN(value) ? null : { value, halfUlp: printedHalfUlp(token) };
}

/**
 * Read a non-negative decimal integer token of up to 20 digits (`65536`); `null` for anything else.
 * @example printedInteger("65536") // 65536
 */
export function printedInteger(token: string): number | null {
  return printedIntegerAt(token, 0, token.length);
}
