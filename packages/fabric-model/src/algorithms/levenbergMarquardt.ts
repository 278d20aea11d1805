/** Options of `levenbergMarquardt`. */
export interface LevenbergMarquardtOptions {
  /** Stop after this many residual evaluations; default 200 per unknown. */
  readonly maxEvaluations?: number;
  /**
   * Stop when a step lowers the sum of squares by this fraction of it or less; default 1e-10 (near
   * a minimum the steps converge quadratically, so the point is then far closer than that).
   */
  readonly tolerance?: number;
  /** Forward-difference step of the Jacobian, in the unknowns' units; default 1e-7. */
  readonly difference?: number;
}

/** Result of `levenbergMarquardt`. */
export interface LevenbergMarquardtResult {
  readonly point: readonly number[];
  /** Sum of the squared residuals at `point`. */
  readonly value: number;
  /** Residual vectors evaluated (each Jacobian costs one per unknown). */
  readonly evaluations: number;
}

/**
 * Least squares by Levenberg-Marquardt: the `point` near `start` that minimises the sum of squares
 * of `residuals(point)`. Each iteration takes a forward-difference Jacobian J and solves
 * (JᵀJ + λ·diag(JᵀJ))·δ = -Jᵀr (Marquardt's scaling); a step that lowers the sum is taken and λ
 * shrinks tenfold, one that does not is refused and λ grows tenfold. Residuals that are not
 * finite count as an infinite sum. A local method: from a start near a minimum it needs a few
 * Jacobians where a simplex search needs hundreds of evaluations.
 * @throws RangeError when `start` is empty or holds a non-finite number, or when the residuals
 * at `start` are not all finite.
 * @see https://doi.org/10.1137/0111030 (Marquardt 1963)
 * @example levenbergMarquardt(([a, b]) => [10 * (b - a * a), 1 - a], [-1.2, 1]).point // ~[1, 1]
 */
export function levenbergMarquardt(
  residuals: (x: readonly number[]) => readonly number[],
  start: readonly number[],
  options: LevenbergMarquardtOptions = {},
): LevenbergMarquardtResult {
  const n = start.length;
  if (n === 0 || start.some((v) => !Number.isFinite(v))) {
    throw new RangeError("levenbergMarquardt: start must be a non-empty vector of finite numbers");
  }
  const maxEvaluations = options.maxEvaluations ?? 200 * n;
  const tolerance = options.tolerance ?? 1e-10;
  const h = options.difference ?? 1e-7;
  let evaluations = 0;
  const evaluate = (x: readonly number[]): readonly number[] => {
    evaluations++;
    return residuals(x);
  };
  const sumOfSquares = (r: readonly number[]): number => {
    let s = 0;
    for (const v of r) s += v * v;
    return Number.isFinite(s) ? s : Number.POSITIVE_INFINITY;
  };
  let x = [...start];
  let r = evaluate(x);
  let value = sumOfSquares(r);
  if (!Number.isFinite(value)) {
    throw new RangeError("levenbergMarquardt: the residuals at start must be finite");
  }
  const m = r.length;
  let lambda = 1e-3;
  while (evaluations + n + 1 <= maxEvaluations && value > 0) {
    // Jacobian by forward differences, column by column.
    const jacobian: number[][] = [];
    for (let j = 0; j < n; j++) {
      const moved = [...x];
      moved[j] = (moved[j] as number) + h;
      const rj = evaluate(moved);
      jacobian.push(rj.map((v, i) => (v - (r[i] as number)) / h));
    }
    const normal: number[][] = [];
    const gradient: number[] = [];
    for (let a = 0; a < n; a++) {
      const ca = jacobian[a] as number[];
      const row: number[] = [];
      for (let b = 0; b < n; b++) {
        const cb = jacobian[b] as number[];
        let s = 0;
        for (let i = 0; i < m; i++) s += (ca[i] as number) * (cb[i] as number);
        row.push(s);
      }
      normal.push(row);
      let g = 0;
      for (let i = 0; i < m; i++) g += (ca[i] as number) * (r[i] as number);
      gradient.push(-g);
    }
    let improved = false;
    while (evaluations < maxEvaluations && lambda < 1e16) {
      const damped = normal.map((row, a) =>
        row.map((v, b) => (a === b ? v + lambda * Math.max(v, 1e-12) : v)),
      );
      const step = solveLinear(damped, gradient);
      if (step === undefined) {
        lambda *= 10;
        continue;
      }
      const trial = x.map((v, i) => v + (step[i] as number));
      const rt = evaluate(trial);
      const vt = sumOfSquares(rt);
      if (vt < value) {
        const drop = value - vt;
        x = trial;
        r = rt;
        value = vt;
        lambda = Math.max(lambda / 10, 1e-12);
        improved = drop > tolerance * value;
        break;
      }
      lambda *= 10;
    }
    if (!improved) break;
  }
  return { point: x, value, evaluations };
}

/** The solution of a small dense system `a`·x = `b` (Gaussian elimination, partial pivoting), or undefined when singular. */
function solveLinear(a: readonly (readonly number[])[], b: readonly number[]): number[] | undefined {
  const n = b.length;
  const rows = a.map((row, i) => [...row, b[i] as number]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let i = col + 1; i < n; i++) {
      if (Math.abs((rows[i] as number[])[col] as number) > Math.abs((rows[pivot] as number[])[col] as number))
        pivot = i;
    }
    const p = rows[pivot] as number[];
    if (!(Math.abs(p[col] as number) > 0)) return undefined;
    rows[pivot] = rows[col] as number[];
    rows[col] = p;
    for (let i = col + 1; i < n; i++) {
      const row = rows[i] as number[];
      const f = (row[col] as number) / (p[col] as number);
      for (let k = col; k <= n; k++) row[k] = (row[k] as number) - f * (p[k] as number);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    const row = rows[i] as number[];
    let s = row[n] as number;
    for (let k = i + 1; k < n; k++) s -= (row[k] as number) * (x[k] as number);
    x[i] = s / (row[i] as number);
  }
  return x.every(Number.isFinite) ? x : undefined;
}
