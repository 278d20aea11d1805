/**
 * Rows (or columns) of equal bands along a pixel range, for charts drawn without Observable Plot:
 * the layout of Plot's band scale with `padding` (inner and outer alike), or of its point scale
 * (bands of no width: `paddingInner` 1), centred, and rounded to whole pixels as Plot rounds its
 * positional scales.
 */

/** A laid-out band scale. */
export interface BandScale {
  /** Where the band of `key` starts, px (NaN for a key not in the domain). */
  readonly at: (key: string) => number;
  /** The width of each band, px. */
  readonly bandwidth: number;
}

/**
 * Bands for `domain` along `range` with `padding` (a fraction of a step) around them and
 * `paddingInner` between them (the same unless given; 1 for points).
 * @example bandScale(["a", "b"], [0, 100], 0.3).bandwidth // 32
 * @example bandScale(["a", "b"], [0, 100], 0.3, 1).at("b") // 81 (points at 19 and 81)
 */
export function bandScale(
  domain: readonly string[],
  range: readonly [number, number],
  padding: number,
  paddingInner = padding,
): BandScale {
  const [r0, r1] = range;
  const n = domain.length;
  const step = Math.floor((r1 - r0) / Math.max(1, n - paddingInner + 2 * padding));
  const start = Math.round(r0 + (r1 - r0 - step * (n - paddingInner)) / 2);
  const index = new Map(domain.map((key, i) => [key, i]));
  return {
    at: (key) => {
      const i = index.get(key);
      return i === undefined ? Number.NaN : start + step * i;
    },
    bandwidth: Math.round(step * (1 - paddingInner)),
  };
}
