import type { TrainingStudy } from "../studies/TrainingStudy.ts";
import { predictTrainingStudyPoint } from "./predictTrainingStudyPoint.ts";
import { redhat2025TrainingCalibration } from "./redhat2025TrainingCalibration.ts";
import type { TrainingCalibration } from "./TrainingCalibration.ts";

/**
 * One claim of a study checked against the model: the claimed value, the measured one (for
 * ratios), the model's, and whether the model reproduces the claim within its tolerance.
 * @example checkTrainingClaims({ study: redhat2025 })[0].holds // true
 */
export interface TrainingClaimCheck {
  readonly id: string;
  readonly statement: string;
  /** Claimed ratio; for "no gain with more NICs" 1 (no change). */
  readonly expected: number;
  /** The ratio in the study's own measurements (null when the claim has no measured pair). */
  readonly measured: number | null;
  /** The model's ratio (for NICs: the largest throughput with more NICs over one NIC). */
  readonly predicted: number;
  readonly tolerance: number;
  readonly holds: boolean;
}

/**
 * Check a study's claims against the model under a calibration (default the stored Red Hat 2025
 * one): ratio claims compare the model's throughput ratio of two points with the claimed ratio;
 * "no gain with more NICs" re-predicts the point with each NIC count.
 * @throws RangeError when a claim names an unknown point.
 * @example checkTrainingClaims({ study: redhat2025 }).every((c) => c.holds) // true
 */
export function checkTrainingClaims(
  inputs: { readonly study: TrainingStudy },
  options: { readonly calibration?: TrainingCalibration } = {},
): TrainingClaimCheck[] {
  const { study } = inputs;
  const calibration = options.calibration ?? redhat2025TrainingCalibration;
  const measured = (id: string) => {
    const p = study.points.find((q) => q.id === id);
    if (p === undefined) throw new RangeError(`checkTrainingClaims: unknown point ${id}`);
    return p.samplesPerSecond;
  };
  const predicted = (id: string, nicsPerNode?: number) =>
    predictTrainingStudyPoint(
      { study, point: id },
      { calibration, ...(nicsPerNode !== undefined ? { nicsPerNode } : {}) },
    ).samplesPerSecond;
  return study.claims.map((claim) => {
    if (claim.kind === "ratio") {
      const ratio = predicted(claim.numerator) / predicted(claim.denominator);
      return {
        id: claim.id,
        statement: claim.statement,
        expected: claim.expected,
        measured: measured(claim.numerator) / measured(claim.denominator),
        predicted: ratio,
        tolerance: claim.tolerance,
        holds: Math.abs(ratio / claim.expected - 1) <= claim.tolerance,
      };
    }
    const one = predicted(claim.point);
    const best = Math.max(...claim.nicsPerNode.map((n) => predicted(claim.point, n)));
    return {
      id: claim.id,
      statement: claim.statement,
      expected: 1,
      measured: null,
      predicted: best / one,
      tolerance: claim.tolerance,
      holds: best / one - 1 <= claim.tolerance,
    };
  });
}
