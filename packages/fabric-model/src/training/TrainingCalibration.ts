import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { TrainingSyncMode } from "./TrainingScenario.ts";

/**
 * Which reading of each uncertain study setting a calibration used, per cluster id.
 * @example const r: TrainingStudyReadings = { h100: { maxBatchLen: "topsail" } };
 */
export type TrainingStudyReadings = Readonly<
  Record<string, { readonly maxBatchLen?: string; readonly cpuOffload?: string }>
>;

/**
 * The calibrated numbers of the training model for one study (values by parameter name, in base
 * units) and the fixed choices they were calibrated under.
 * @example redhat2025TrainingCalibration.values["mfu.l40s"] // ~0.2
 */
export interface TrainingCalibration {
  /** Id of the study calibrated against. */
  readonly study: string;
  /** Calibrated values by `TrainingParameterSpec.name`, base units. */
  readonly values: Readonly<Record<string, number>>;
  /** Share of compute that hides backward-phase communication (derived, not calibrated). */
  readonly overlapShare: number;
  /** CPU optimizer rate, parameters/s per node (an assumption, not calibrated). */
  readonly cpuOptimizerRate: number;
  /** Sync mode the study points are modelled with. */
  readonly sync: TrainingSyncMode;
  /** Readings used where the study's sources disagree (empty: each setting's `used` reading). */
  readonly readings: TrainingStudyReadings;
  /** Network paths with a node-count contention exponent. */
  readonly contention: readonly VirtualisationLayerId[];
  /** Root mean square of the fitted points' relative errors: the fit's error a prediction carries. */
  readonly rmsError: number;
}
