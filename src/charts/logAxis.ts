/** Log-axis helpers shared by the charts: decade ticks and their labels (1-2-5 ticks: logTicks125.ts). */
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

/** A tick label for a log axis without exponent notation: 0.001, 0.1, 1, 1,000. */
export function formatTick(lang: Lang, value: number): string {
  return formatNumber(lang, value, value < 1 ? Math.ceil(-Math.log10(value)) : 0);
}
