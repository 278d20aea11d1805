/**
 * Options of `nelderMead`.
 * @example nelderMead(f, [0, 0], { step: 0.5, maxEvaluations: 2000 })
 */
interface NelderMeadOptions {
  /** Edge of the initial simplex along each axis; default 0.5. */
  readonly step?: number;
  /** Stop after this many objective evaluations; default 200 per dimension. */
  readonly maxEvaluations?: number;
  /** Stop when the simplex's objective values span this much or less; default 1e-14. */
  readonly tolerance?: number;
}

/**
 * Result of `nelderMead`: the best point found, its objective value, and how many evaluations it took.
 * @example nelderMead(f, x0).point
 */
interface NelderMeadResult {
  readonly point: readonly number[];
  readonly value: number;
  readonly evaluations: number;
}

/**
 * Minimise `objective` with the Nelder-Mead simplex method (reflection 1, expansion 2, outside and
 * inside contraction 1/2, shrink 1/2), deterministically: the initial simplex is `start` plus `step`
 * along each axis, and ties keep their order. Derivative-free, so it suits piecewise objectives (the
 * collective cost model's min over protocols). A non-finite objective value counts as +Infinity.
 * Used by `calibrateTransport` and `calibrateTraining`.
 * @throws RangeError when `start` is empty or holds a non-finite number.
 * @see https://doi.org/10.1093/comjnl/7.4.308 (Nelder and Mead 1965)
 * @example nelderMead((x) => (x[0] - 1) ** 2 + (x[1] + 2) ** 2, [0, 0]).point // ~[1, -2]
 */
export function nelderMead(
  objective: (x: readonly number[]) => number,
  start: readonly number[],
  options: NelderMeadOptions = {},
): NelderMeadResult {
  const n = start.length;
  if (n === 0 || start.some((v) => !Number.isFinite(v))) {
    throw new RangeError("nelderMead: start must be a non-empty vector of finite numbers");
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
  type Vertex = { x: number[]; v: number };
  let simplex: Vertex[] = [{ x: [...start], v: f(start) }];
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
    const best = simplex[0] as Vertex;
    const worst = simplex[n] as Vertex;
    const secondWorst = simplex[n - 1] as Vertex;
    if (worst.v - best.v <= tolerance) break;
    const centroid = new Array<number>(n).fill(0);
    for (let k = 0; k < n; k++) {
      const x = (simplex[k] as Vertex).x;
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
          const x = along(best.x, (simplex[k] as Vertex).x, 0.5);
          simplex[k] = { x, v: f(x) };
        }
      }
    }
  }
  const best = simplex.reduce((a, b) => (b.v < a.v ? b : a));
  return { point: best.x, value: best.v, evaluations };
}
