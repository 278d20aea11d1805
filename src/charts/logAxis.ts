/** Log-axis helpers shared by the charts: decade ticks, 1-2-5 ticks, and their labels. */
import { formatNumber, type Lang } from "../lib/i18n.ts";

/** Powers of ten from below `min` to above `max`, for log-axis ticks: `decadeTicks(0.3, 20)` -> [0.1, 1, 10, 100]. */
export function decadeTicks(min: number, max: number): number[] {
  if (!(min > 0) || !(max >= min)) return [];
  const out: number[] = [];
  const low = Math.floor(Math.log10(min));
  // At least one decade, so a single value that is itself a power of ten still has an axis.
  const high = Math.max(Math.ceil(Math.log10(max)), low + 1);
  for (let e = low; e <= high; e++) out.push(10 ** e);
  return out;
}

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

/** A tick label for a log axis without exponent notation: 0.001, 0.1, 1, 1,000. */
export function formatTick(lang: Lang, value: number): string {
  return formatNumber(lang, value, value < 1 ? Math.ceil(-Math.log10(value)) : 0);
}
