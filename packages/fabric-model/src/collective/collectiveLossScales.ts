import { quantile } from "../algorithms/quantile.ts";
import type { NcclReferenceSweep } from "../studies/ncclReferenceSweeps.ts";
import { collectiveFitSizes } from "./collectiveFitSizes.ts";

/** Scales of the calibration's robust loss (ln units), by the kind of point it fits. */
export interface CollectiveLossScales {
  /** Points that fit bandwidths (`collectiveFitSizes`). */
  readonly bandwidth: number;
  /** Points that fit latencies. */
  readonly latency: number;
}

/**
 * How far apart two timings of the same run fall, as the scale a point's miss is judged by: the
 * 90th percentile of |ln(out-of-place / in-place time)| over the healthy sweeps' rows that print
 * both, apart for large sizes and small ones. A miss much wider than that is more likely the run's
 * noise or its host than the model's class, and the calibration's Cauchy loss weighs it less and
 * less. Small sizes scatter several times more than large ones (a few microseconds of host jitter
 * on a 30 us call), so one scale for both either let timing spikes drag bandwidths or made latency
 * fits seize on whichever single system sat nearest the prior.
 * @throws RangeError when no healthy row of a kind prints both times.
 * @example deriveCollectiveLossScales(ncclReferenceSweeps).latency // ~0.12
 */
export function deriveCollectiveLossScales(sweeps: readonly NcclReferenceSweep[]): CollectiveLossScales {
  const large: number[] = [];
  const small: number[] = [];
  for (const sweep of sweeps) {
    if (sweep.degraded !== null) continue;
    for (const [bytes, outOfPlace, inPlace] of sweep.points) {
      if (!(outOfPlace !== null && inPlace !== null && outOfPlace > 0 && inPlace > 0)) continue;
      const spread = Math.abs(Math.log(outOfPlace / inPlace));
      if (bytes >= collectiveFitSizes.bandwidthFrom) large.push(spread);
      else if (bytes > 0 && bytes <= collectiveFitSizes.latencyUpTo) small.push(spread);
    }
  }
  if (large.length === 0 || small.length === 0) {
    throw new RangeError(
      "deriveCollectiveLossScales: no healthy row prints both times at large and small sizes",
    );
  }
  large.sort((a, b) => a - b);
  small.sort((a, b) => a - b);
  return { bandwidth: quantile(large, 0.9), latency: quantile(small, 0.9) };
}

/**
 * The loss scales of the stored calibration: `deriveCollectiveLossScales(ncclReferenceSweeps)`,
 * rounded to three digits (test/collective/collectiveCalibration.test.ts derives them again).
 * @example collectiveLossScales.bandwidth // 0.017
 */
export const collectiveLossScales: CollectiveLossScales = { bandwidth: 0.017, latency: 0.101 };
