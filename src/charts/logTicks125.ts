/**
 * Ticks at 1, 2 and 5 times powers of ten inside [min, max] (a log axis):
 * `logTicks125(3, 60)` -> [5, 10, 20, 50].
 */
export function logTicks125(min: number, max: number): number[] {
  if (!(min > 0) || !(max > min)) return [];
  const out: number[] = [];
  for (let e = Math.floor(Math.log10(min)); e <= Math.ceil(Math.log10(max)); e++) {
    for (const m of [1, 2, 5]) {
      const v = m * 10 ** e;
      if (v >= min * (1 - 1e-9) && v <= max * (1 + 1e-9)) out.push(v);
    }
  }
  return out;
}
