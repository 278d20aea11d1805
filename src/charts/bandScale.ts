/**
 * Rows (or columns) of equal bands along a pixel range, for bar charts drawn without Observable
 * Plot: the layout of Plot's band scale with `padding` (inner and outer alike), centred, and
 * rounded to whole pixels as Plot rounds its positional band scales.
 */

/** A laid-out band scale. */
export interface BandScale {
  /** Where the band of `key` starts, px (NaN for a key not in the domain). */
  readonly at: (key: string) => number;
  /** The width of each band, px. */
  readonly bandwidth: number;
}

/**
 * Bands for `domain` along `range` with `padding` (a fraction of a step) between and around them.
 * @example bandScale(["a", "b"], [0, 100], 0.3).bandwidth // 32
 */
export function bandScale(
  domain: readonly string[],
  range: readonly [number, number],
  padding: number,
): BandScale {
  const [r0, r1] = range;
  const n = domain.length;
  const step = Math.floor((r1 - r0) / Math.max(1, n - padding + 2 * padding));
  const start = Math.round(r0 + (r1 - r0 - step * (n - padding)) / 2);
  const index = new Map(domain.map((key, i) => [key, i]));
  return {
    at: (key) => {
      const i = index.get(key);
      return i === undefined ? Number.NaN : start + step * i;
    },
    bandwidth: Math.round(step * (1 - padding)),
  };
}
