/**
 * A log axis (base 10) laid out by hand, for charts drawn without Observable Plot: the position
 * of a value, the ticks and which of them are labelled, as Plot (d3's log scale) lays them out.
 * Its tick labels: `formatTick` (logAxis.ts).
 */
import { niceTicks } from "./linearAxis.ts";

/** A laid-out log axis (base 10). */
export interface LogScaleAxis {
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
 * @example logScaleAxis([0.3, 15], [0, 600], 7).ticks.length // 17 (0.3 … 0.9, 1 … 9, 10)
 */
export function logScaleAxis(
  domain: readonly [number, number],
  range: readonly [number, number],
  count: number,
): LogScaleAxis {
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
