/**
 * Options of `minimiseNelderMead`.
 * @example minimiseNelderMead(f, [0, 0], { step: 0.5, maxEvaluations: 2000 })
 */
export interface MinimiseNelderMeadOptions {
  /** Edge of the initial simplex along each axis; default 0.5. */
  readonly step?: number;
  /** Stop after this many objective evaluations; default 200 per dimension. */
  readonly maxEvaluations?: number;
  /** Stop when the simplex's objective values span less than this; default 1e-14. */
  readonly tolerance?: number;
}

/**
 * Result of `minimiseNelderMead`.
 * @example minimiseNelderMead(f, x0).x
 */
export interface MinimiseNelderMeadResult {
  readonly x: readonly number[];
  readonly value: number;
  readonly evaluations: number;
}

/**
 * Minimise `objective` with the Nelder-Mead simplex method (reflection 1, expansion 2, contraction
 * 1/2, shrink 1/2), deterministically: the initial simplex is `start` plus `step` along each axis,
 * ties keep their order. A non-finite objective value counts as +Infinity.
 * @throws RangeError when `start` is empty or holds a non-finite number.
 * @see https://doi.org/10.1093/comjnl/7.4.308 (Nelder and Mead 1965)
 * @example minimiseNelderMead((x) => (x[0] - 1) ** 2 + (x[1] + 2) ** 2, [0, 0]).x // ~[1, -2]
 */
export function minimiseNelderMead(
  objective: (x: readonly number[]) => number,
  start: readonly number[],
  options: MinimiseNelderMeadOptions = {},
): MinimiseNelderMeadResult {
  const n = start.length;
  if (n === 0 || start.some((v) => !Number.isFinite(v))) {
    throw new RangeError("minimiseNelderMead: start must be a non-empty vector of finite numbers");
  }
  const step = options.step ?? 0.5;
  const maxEvaluations = options.maxEvaluations ?? 200 * n;
  const tolerance = options.tolerance ?? 1e-14;
  let evaluations = 0;
  const f = (x: readonly number[]): number => {
    evaluations++;
    const v = objective(x);
    return Number.isFinite(v) ? v : Number.POSITIVE_INFINITY;
  };
  let simplex: { x: number[]; v: number }[] = [{ x: [...start], v: f(start) }];
  for (let i = 0; i < n; i++) {
    const x = [...start];
    x[i] = (x[i] as number) + step;
    simplex.push({ x, v: f(x) });
  }
  const along = (from: readonly number[], to: readonly number[], t: number): number[] =>
    from.map((a, i) => a + t * ((to[i] as number) - a));
  while (evaluations < maxEvaluations) {
    simplex = simplex
      .map((s, i) => ({ s, i }))
      .sort((a, b) => a.s.v - b.s.v || a.i - b.i)
      .map((e) => e.s);
    const best = simplex[0] as { x: number[]; v: number };
    const worst = simplex[n] as { x: number[]; v: number };
    const secondWorst = simplex[n - 1] as { x: number[]; v: number };
    if (worst.v - best.v <= tolerance) break;
    const centroid = new Array<number>(n).fill(0);
    for (let k = 0; k < n; k++) {
      const x = (simplex[k] as { x: number[] }).x;
      for (let i = 0; i < n; i++) centroid[i] = (centroid[i] as number) + (x[i] as number) / n;
    }
    const reflected = along(centroid, worst.x, -1);
    const rv = f(reflected);
    if (rv < best.v) {
      const expanded = along(centroid, worst.x, -2);
      const ev = f(expanded);
      simplex[n] = ev < rv ? { x: expanded, v: ev } : { x: reflected, v: rv };
    } else if (rv < secondWorst.v) {
      simplex[n] = { x: reflected, v: rv };
    } else {
      const outside = rv < worst.v;
      const contracted = along(centroid, outside ? reflected : worst.x, 0.5);
      const cv = f(contracted);
      if (cv < (outside ? rv : worst.v)) {
        simplex[n] = { x: contracted, v: cv };
      } else {
        for (let k = 1; k <= n; k++) {
          const x = along(best.x, (simplex[k] as { x: number[] }).x, 0.5);
          simplex[k] = { x, v: f(x) };
        }
      }
    }
  }
  const best = simplex.reduce((a, b) => (b.v < a.v ? b : a));
  return { x: best.x, value: best.v, evaluations };
}
