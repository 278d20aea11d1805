/** Log-axis helpers shared by the charts: decade ticks and their labels (1-2-5 ticks: logTicks125.ts). */
import { formatNumber, type Lang } from "../lib/i18n.ts";
import { niceTicks } from "./linearAxis.ts";

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

/** A laid-out log axis (base 10). */
export interface LogAxis {
  /** The pixel position of a value (> 0). */
  readonly at: (value: number) => number;
  /** Tick values, ascending, inside the domain: each gets a grid line and a tick mark. */
  readonly ticks: readonly number[];
  /** Whether a tick gets a label: on a crowded axis only those whose leading digit is small. */
  readonly labelled: (tick: number) => boolean;
}

/**
 * The log axis mapping `domain` (both ends > 0) onto `range` (px) with about `count` ticks, as
 * Observable Plot (d3's log scale) lays it out: every whole multiple of each power of ten inside
 * the domain when it spans fewer decades than `count` (nice linear ticks when those are under
 * half of `count`), else powers of ten at a nice step; on a crowded axis a tick is labelled only
 * when its leading digit is at most 10 * count / (the number of ticks asked 10 of).
 * @example logAxis([0.3, 15], [0, 600], 7).ticks.length // 16 (0.3 … 0.9, 1 … 9, 10)
 */
export function logAxis(
  domain: readonly [number, number],
  range: readonly [number, number],
  count: number,
): LogAxis {
  const [lo, hi] = domain;
  const [r0, r1] = range;
  const l0 = Math.log10(lo);
  const l1 = Math.log10(hi);
  const at = (value: number) => r0 + ((Math.log10(value) - l0) / (l1 - l0)) * (r1 - r0);
  const ticksFor = (n: number): number[] => {
    if (l1 - l0 >= n) return niceTicks(l0, l1, Math.min(l1 - l0, n)).ticks.map((e) => 10 ** e);
    const multiples: number[] = [];
    for (let e = Math.floor(l0); e <= Math.ceil(l1); e++) {
      for (let k = 1; k < 10; k++) {
        const t = e < 0 ? k / 10 ** -e : k * 10 ** e;
        if (t >= lo && t <= hi) multiples.push(t);
      }
    }
    return multiples.length * 2 < n ? niceTicks(lo, hi, n).ticks : multiples;
  };
  const ticks = ticksFor(count);
  // How many ticks of each decade get a label: against the ticks at d3's default count of 10.
  const most = Math.max(1, (10 * count) / ticksFor(10).length);
  return {
    at,
    ticks,
    labelled: (tick) => {
      let lead = tick / 10 ** Math.round(Math.log10(tick));
      if (lead * 10 < 9.5) lead *= 10;
      return lead <= most;
    },
  };
}
