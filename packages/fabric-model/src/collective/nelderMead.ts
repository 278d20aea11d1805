/** Options of `nelderMead`. */
export interface NelderMeadOptions {
  /** Initial simplex edge along each coordinate (default 0.5). */
  readonly step?: number;
  /** Iteration limit (default 2000). */
  readonly maxIterations?: number;
  /** Stop when the simplex's values differ by less than this (default 1e-12). */
  readonly tolerance?: number;
}

/**
 * Minimise `f` from `start` with the Nelder-Mead simplex method (reflection 1, expansion 2,
 * contraction 0.5, shrink 0.5). Deterministic; derivative-free, so it suits the piecewise (min over
 * pairs) cost model.
 * @throws RangeError when `start` is empty.
 * @see Nelder & Mead, "A simplex method for function minimization", Computer Journal 7 (1965)
 * @example nelderMead((x) => (x[0] - 1) ** 2, [0]).point[0] // ~1
 */
export function nelderMead(
  f: (x: readonly number[]) => number,
  start: readonly number[],
  options: NelderMeadOptions = {},
): { readonly point: readonly number[]; readonly value: number; readonly iterations: number } {
  const dim = start.length;
  if (dim === 0) throw new RangeError("nelderMead: start must have at least one coordinate");
  const step = options.step ?? 0.5;
  const maxIterations = options.maxIterations ?? 2000;
  const tolerance = options.tolerance ?? 1e-12;
  let simplex: number[][] = [start.slice()];
  for (let i = 0; i < dim; i++) {
    const x = start.slice();
    x[i] = (x[i] as number) + step;
    simplex.push(x);
  }
  let values = simplex.map(f);
  let iterations = 0;
  for (; iterations < maxIterations; iterations++) {
    const order = values.map((_, i) => i).sort((a, b) => (values[a] as number) - (values[b] as number));
    simplex = order.map((i) => simplex[i] as number[]);
    values = order.map((i) => values[i] as number);
    if (Math.abs((values[dim] as number) - (values[0] as number)) < tolerance) break;
    const centroid = new Array<number>(dim).fill(0);
    for (let i = 0; i < dim; i++) {
      const x = simplex[i] as number[];
      for (let j = 0; j < dim; j++) centroid[j] = (centroid[j] as number) + (x[j] as number) / dim;
    }
    const worst = simplex[dim] as number[];
    const along = (t: number) => centroid.map((c, j) => c + t * (c - (worst[j] as number)));
    const reflected = along(1);
    const fr = f(reflected);
    if (fr < (values[0] as number)) {
      const expanded = along(2);
      const fe = f(expanded);
      simplex[dim] = fe < fr ? expanded : reflected;
      values[dim] = Math.min(fe, fr);
    } else if (fr < (values[dim - 1] as number)) {
      simplex[dim] = reflected;
      values[dim] = fr;
    } else {
      const contracted = along(-0.5);
      const fc = f(contracted);
      if (fc < (values[dim] as number)) {
        simplex[dim] = contracted;
        values[dim] = fc;
      } else {
        const best = simplex[0] as number[];
        for (let i = 1; i <= dim; i++) {
          simplex[i] = (simplex[i] as number[]).map(
            (v, j) => (best[j] as number) + 0.5 * (v - (best[j] as number)),
          );
          values[i] = f(simplex[i] as number[]);
        }
      }
    }
  }
  let best = 0;
  for (let i = 1; i <= dim; i++) if ((values[i] as number) < (values[best] as number)) best = i;
  return { point: simplex[best] as number[], value: values[best] as number, iterations };
}
