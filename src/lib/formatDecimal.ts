/**
 * A finite number as the notebook's languages write it (English and Korean alike: "," between
 * thousands, "." before the fraction), with `minimumFractionDigits` to `maximumFractionDigits`
 * digits after the point: `formatDecimal(1234.5, 0, 2)` -> "1,234.5".
 *
 * It gives what `new Intl.NumberFormat(lang, { minimumFractionDigits, maximumFractionDigits })`
 * gives for "en" and "ko" (rounded half away from zero on the number's shortest decimal form, a
 * negative number that rounds to zero keeps its sign), which a test checks on random numbers. It
 * exists because the first Intl.NumberFormat a fresh page builds loads the engine's locale data:
 * 30-80 ms on the main thread before a figure can show its first number (measured in Chromium on
 * the embed host, bench/embedHost.page.mjs).
 */
export function formatDecimal(
  value: number,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
): string {
  const negative = value < 0 || Object.is(value, -0);
  const { whole, fraction } = decimalParts(Math.abs(value));
  let digits = whole + fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0");
  if (fraction.charCodeAt(maximumFractionDigits) >= 53 /* "5" */) digits = incremented(digits);
  const cut = digits.length - maximumFractionDigits;
  const integer = digits.slice(0, cut).replace(/^0+(?=\d)/, "");
  let kept = digits.slice(cut);
  while (kept.length > minimumFractionDigits && kept.endsWith("0")) kept = kept.slice(0, -1);
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ",");
  return `${negative ? "-" : ""}${grouped}${kept ? `.${kept}` : ""}`;
}

/** The digits of a finite `value` >= 0 in its shortest decimal form, before and after the point. */
function decimalParts(value: number): { whole: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  const point = mantissa.indexOf(".");
  const digits = mantissa.replace(".", "");
  const at = (point < 0 ? mantissa.length : point) + Number(exponent);
  if (at <= 0) return { whole: "0", fraction: "0".repeat(-at) + digits };
  if (at >= digits.length) return { whole: digits.padEnd(at, "0"), fraction: "" };
  return { whole: digits.slice(0, at), fraction: digits.slice(at) };
}

/** A string of decimal digits plus one in its last place: "0999" -> "1000", "99" -> "100". */
function incremented(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}
