/** A decimal number as a tool printed it, with the rounding its printed digits allow. */
export interface PrintedNumber {
  /** The value read. */
  readonly value: number;
  /** Half a unit in the last printed place: the true value lies within value ± halfUlp. */
  readonly halfUlp: number;
}

const ZERO = 48;
const NINE = 57;
/** Powers of ten from 1e-30 to 1e30, exact as doubles where 10^k is representable. */
const POW10 = Array.from({ length: 61 }, (_, k) => Number(`1e${k - 30}`));

function pow10(k: number): number {
  return k >= -30 && k <= 30 ? (POW10[k + 30] ?? 10 ** k) : 10 ** k;
}

/**
 * The value of a printed decimal token (`12.5`, `0e+00`, `1.2e+07`, `-1`, `.5`), or NaN for
 * anything else (`N/A`, `nan`, `inf`, words, over 40 characters). A hand-written scanner: linear,
 * no regular-expression backtracking, no allocation. Plain decimals of up to 15 digits are computed
 * as mantissa / 10^decimals, one correctly rounded division: the same double `Number(token)` gives.
 * @example printedValue("12.50") // 12.5
 */
export function printedValue(token: string): number {
  const n = token.length;
  if (n === 0 || n > 40) return Number.NaN;
  let i = 0;
  let c = token.charCodeAt(0);
  let negative = false;
  if (c === 43 || c === 45) {
    negative = c === 45;
    i = 1;
  }
  let mantissa = 0;
  let digits = 0;
  for (; i < n; i++) {
    const d = token.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) break;
    mantissa = mantissa * 10 + d;
    digits++;
  }
  let decimals = 0;
  if (i < n && token.charCodeAt(i) === 46) {
    i++;
    for (; i < n; i++) {
      const d = token.charCodeAt(i) - ZERO;
      if (d < 0 || d > 9) break;
      mantissa = mantissa * 10 + d;
      decimals++;
    }
  }
  if (digits + decimals === 0) return Number.NaN;
  if (i === n && digits + decimals <= 15) {
    const magnitude = decimals === 0 ? mantissa : mantissa / pow10(decimals);
    return negative ? -magnitude : magnitude;
  }
  if (i < n) {
    c = token.charCodeAt(i);
    if (c !== 101 && c !== 69) return Number.NaN;
    i++;
    c = token.charCodeAt(i);
    if (c === 43 || c === 45) i++;
    const start = i;
    for (; i < n; i++) {
      const d = token.charCodeAt(i) - ZERO;
      if (d < 0 || d > 9) break;
    }
    if (i !== n || i === start || i - start > 3) return Number.NaN;
  }
  const value = Number(token);
  return Number.isFinite(value) ? value : Number.NaN;
}

/**
 * Half a unit in the last printed place of a token `printedValue` accepts: `12.50` -> 0.005,
 * `17533` -> 0.5, `1.2e+07` -> 5e5. The true value lies within value ± this.
 * @example printedHalfUlp("0.03") // 0.005
 */
export function printedHalfUlp(token: string): number {
  const dot = token.indexOf(".");
  let e = token.indexOf("e");
  if (e < 0) e = token.indexOf("E");
  const mantissaEnd = e < 0 ? token.length : e;
  const decimals = dot < 0 ? 0 : mantissaEnd - dot - 1;
  const exponent = e < 0 ? 0 : Number(token.slice(e + 1));
  return 0.5 * pow10(exponent - decimals);
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
  const n = token.length;
  if (n === 0 || n > 20) return null;
  for (let i = 0; i < n; i++) {
    const c = token.charCodeAt(i);
    if (c < ZERO || c > NINE) return null;
  }
  return Number(token);
}
