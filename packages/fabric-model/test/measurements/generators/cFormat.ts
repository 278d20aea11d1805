/** Small printf stand-ins used to write tool output the way the C tools do (test helpers). */

/** `%*.Nf`: fixed decimals, right-aligned to width. */
export function fixed(value: number, decimals: number, width = 0): string {
  return value.toFixed(decimals).padStart(width);
}

/** `%-*.Nf`: fixed decimals, left-aligned to width. */
export function fixedLeft(value: number, decimals: number, width = 0): string {
  return value.toFixed(decimals).padEnd(width);
}

/** `%*.Ne`: C exponent form with at least two exponent digits. */
export function exponent(value: number, decimals: number, width = 0): string {
  return value
    .toExponential(decimals)
    .replace(/e([+-])(\d)$/, "e$10$2")
    .padStart(width);
}

/** `%g` with 6 significant digits, as nccl-tests prints the average bus bandwidth. */
export function general(value: number): string {
  return String(Number(value.toPrecision(6)));
}

/** nccl-tests' getFloatStr (src/util.cu, 2025+): 2, 1 or 0 decimals, then exponent form, to fit width. */
export function ncclFloat(value: number, width: number): string {
  let power = 0;
  for (let v = 1; value >= v; v *= 10) power++;
  if (power < width - 2) return fixed(value, 2, width);
  if (power < width - 1) return fixed(value, 1, width);
  if (power < width + 1) return fixed(value, 0, width);
  return exponent(value, 1, width);
}

/** nccl-tests' time format before getFloatStr: %7.0f from 10 ms, %7.1f from 100 us, else %7.2f. */
export function ncclTimeOld(us: number): string {
  if (us >= 10000) return fixed(us, 0, 7);
  if (us >= 100) return fixed(us, 1, 7);
  return fixed(us, 2, 7);
}
