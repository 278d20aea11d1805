/**
 * Order statistics of the benchmarks' samples: the q-quantile with linear interpolation between
 * the two nearest samples, and the median (the mean of the middle two for an even count).
 */

/** The `q`-quantile (0..1) of `xs`: `quantile([1, 2, 3, 4], 0.5)` -> 2.5. */
export const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  const lo = Math.floor(i);
  const hi = Math.ceil(i);
  return s[lo] + (s[hi] - s[lo]) * (i - lo);
};

/** The median of `xs`: `median([3, 1, 2])` -> 2. */
export const median = (xs) => quantile(xs, 0.5);
