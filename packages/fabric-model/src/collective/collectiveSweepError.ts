/** Accuracy of predictions over one sweep. */
interface CollectiveSweepError {
  readonly points: number;
  /** Geometric mean of |predicted / measured - 1| (each floored at 1e-4 so an exact hit stays finite). */
  readonly geomeanAbsoluteError: number;
  /** exp(mean |ln(predicted / measured)|) - 1: a stricter average that outliers weigh on fully. */
  readonly meanLogError: number;
  /** Largest |predicted / measured - 1|. */
  readonly worst: number;
}

const FLOOR = 1e-4;

/**
 * Error statistics of predicted against measured values (e.g. busbw at every size of a sweep).
 * @throws RangeError when the lists differ in length, are empty, or hold a value that is not > 0.
 * @example collectiveSweepError([1.1, 0.9], [1, 1]).geomeanAbsoluteError // 0.1
 */
export function collectiveSweepError(
  predicted: readonly number[],
  measured: readonly number[],
): CollectiveSweepError {
  if (predicted.length !== measured.length || predicted.length === 0) {
    throw new RangeError(
      "collectiveSweepError: predicted and measured must be non-empty and of equal length",
    );
  }
  let logAbs = 0;
  let logRatio = 0;
  let worst = 0;
  for (let i = 0; i < predicted.length; i++) {
    const p = predicted[i] as number;
    const m = measured[i] as number;
    if (!(p > 0) || !(m > 0)) throw new RangeError("collectiveSweepError: values must be > 0");
    const rel = Math.abs(p / m - 1);
    logAbs += Math.log(Math.max(FLOOR, rel));
    logRatio += Math.abs(Math.log(p / m));
    worst = Math.max(worst, rel);
  }
  const n = predicted.length;
  return {
    points: n,
    geomeanAbsoluteError: Math.exp(logAbs / n),
    meanLogError: Math.exp(logRatio / n) - 1,
    worst,
  };
}
