/**
 * A linear axis laid out by hand, for charts drawn without Observable Plot: the position of a value
 * and "nice" ticks, the same ones Plot (d3's linear scale) picks: a step of 1, 2 or 5 times a power
 * of ten, the one nearest (on a log scale) to the span over the asked count, and every multiple of
 * it inside the domain, labelled with the fraction digits that step needs.
 */
import { formatFixed, type Lang } from "../lib/i18n.ts";

/** A laid-out linear axis. */
export interface LinearAxis {
  /** The pixel position of a value. */
  readonly at: (value: number) => number;
  /** Tick values, ascending, inside the domain. */
  readonly ticks: readonly number[];
  /** Fraction digits of the tick labels (a step of 0.5 needs 1: "0.0", "0.5"). */
  readonly digits: number;
  /** A tick's label in the reader's language ("1,000", "0.5"). */
  readonly label: (value: number, lang: Lang) => string;
}

/** Step factors by the span-per-tick's leading value: at or above sqrt(50) 10, sqrt(10) 5, sqrt(2) 2, else 1. */
const FACTORS: ReadonlyArray<readonly [number, number]> = [
  [Math.sqrt(50), 10],
  [Math.sqrt(10), 5],
  [Math.sqrt(2), 2],
];

/**
 * Ticks for [start, stop] (start <= stop), about `count` of them, and the tick step.
 * @example niceTicks(0, 1.5, 4) // { ticks: [0, 0.5, 1, 1.5], step: 0.5 }
 */
export function niceTicks(start: number, stop: number, count: number): { ticks: number[]; step: number } {
  if (!(Number.isFinite(start) && Number.isFinite(stop) && count > 0) || !(stop > start)) {
    return { ticks: Number.isFinite(start) && start === stop ? [start] : [], step: 0 };
  }
  const rough = (stop - start) / count;
  const power = Math.floor(Math.log10(rough));
  const lead = rough / 10 ** power;
  const factor = FACTORS.find(([at]) => lead >= at)?.[1] ?? 1;
  // A step under 1 is 1/per for a whole `per`: ticks are i / per, so 0.1 + 0.2 never shows as
  // 0.30000000000000004. The first and last whole i whose tick lies inside [start, stop].
  const per = power < 0 ? 10 ** -power / factor : 0;
  const step = power < 0 ? 1 / per : factor * 10 ** power;
  const tick = (i: number) => (power < 0 ? i / per : i * step) + 0; // + 0: never "-0"
  let first = Math.round(start / step);
  if (tick(first) < start) first++;
  let last = Math.round(stop / step);
  if (tick(last) > stop) last--;
  const ticks: number[] = [];
  for (let i = first; i <= last; i++) ticks.push(tick(i));
  return { ticks, step };
}

/**
 * The axis mapping `domain` onto `range` (px), with about `count` ticks.
 * @example linearAxis([0, 800], [190, 392], 4).ticks // [0, 200, 400, 600, 800]
 */
export function linearAxis(
  domain: readonly [number, number],
  range: readonly [number, number],
  count: number,
): LinearAxis {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  const k = d1 === d0 ? 0 : (r1 - r0) / (d1 - d0);
  const { ticks, step } = niceTicks(Math.min(d0, d1), Math.max(d0, d1), count);
  const digits = step > 0 ? Math.max(0, -Math.floor(Math.log10(step) + 1e-9)) : 0;
  return {
    at: (value) => r0 + (value - d0) * k,
    ticks,
    digits,
    label: (value, lang) => formatFixed(lang, value, digits),
  };
}
