import { levenbergMarquardt } from "../algorithms/levenbergMarquardt.ts";
import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { TrainingStudy } from "../studies/TrainingStudy.ts";
import type { TrainingCalibration, TrainingStudyReadings } from "./TrainingCalibration.ts";
import type { TrainingParameterSpec } from "./TrainingParameterSpec.ts";
import type { TrainingSyncMode } from "./TrainingScenario.ts";
import { trainingAssumptions } from "./trainingAssumptions.ts";
import { trainingOverlapShare } from "./trainingOverlapShare.ts";
import { trainingParameterIdentified } from "./trainingParameterIdentified.ts";
import { trainingParameterSpecs } from "./trainingParameterSpecs.ts";
import { trainingStepTime } from "./trainingStepTime.ts";
import { trainingStudyClusterSettings } from "./trainingStudyClusterSettings.ts";
import { trainingPlanInputs, trainingStudyPointPlan } from "./trainingStudyPointPlan.ts";

/**
 * Options of `calibrateTraining`: the fixed choices the fit runs under (defaults: the study's
 * used readings and sync mode, the derived overlap share, the assumed CPU optimizer rate, contention
 * on the pod overlay) and a warm start.
 * @example calibrateTraining({ study: redhat2025 }, { readings: { h100: { maxBatchLen: "topsail" } } })
 */
export interface TrainingCalibrationOptions {
  readonly readings?: TrainingStudyReadings;
  readonly sync?: TrainingSyncMode;
  readonly overlapShare?: number;
  readonly cpuOptimizerRate?: number;
  readonly contention?: readonly VirtualisationLayerId[];
  /** Start values by parameter name (base units); default each spec's `start`. */
  readonly start?: Readonly<Record<string, number>>;
  /** Evaluations of every point's prediction (each Jacobian takes one per free number); default 3000. */
  readonly maxEvaluations?: number;
}

/**
 * One point's measured and predicted throughput and the relative error `predicted / measured - 1`.
 * @example calibrateTraining({ study }).residuals[0].error // ~-0.01
 */
interface TrainingPointResidual {
  readonly id: string;
  readonly measured: number;
  readonly predicted: number;
  readonly error: number;
}

/**
 * Result of `calibrateTraining`.
 * @example calibrateTraining({ study: redhat2025 }).calibration.values["mfu.h100"] // ~0.19
 */
export interface TrainingCalibrationResult {
  readonly calibration: TrainingCalibration;
  /** Every parameter the study's model has. */
  readonly parameters: readonly TrainingParameterSpec[];
  /** Names of the parameters the fitted points determine (the others keep their start value). */
  readonly identified: readonly string[];
  readonly unidentified: readonly string[];
  /** Residuals of the fitted points. */
  readonly residuals: readonly TrainingPointResidual[];
  /** Sum of squared log errors at the optimum. */
  readonly objective: number;
  /** Evaluations of every fitted point's prediction. */
  readonly evaluations: number;
}

/**
 * Calibrate the training model against a study: least squares on the log of predicted over
 * measured throughput, minimised by Levenberg-Marquardt in log-parameter space (deterministic;
 * from the study's start values it reaches the optimum the stored calibration holds in about 40
 * evaluations of the points, where a simplex search took 1,600). Fits the parameters of `trainingParameterSpecs`
 * that the chosen points identify (`pointIds`, default all 12); the others keep their start value.
 * @throws RangeError on an unknown point id, cluster or reading, or an empty point set.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example calibrateTraining({ study: redhat2025 }).calibration.values["bandwidth.l40s.vnic"] // ~1e10 bit/s
 */
export function calibrateTraining(
  inputs: { readonly study: TrainingStudy; readonly pointIds?: readonly string[] },
  options: TrainingCalibrationOptions = {},
): TrainingCalibrationResult {
  const { study } = inputs;
  const ids = inputs.pointIds ?? study.points.map((p) => p.id);
  const points = ids.map((id) => {
    const point = study.points.find((p) => p.id === id);
    if (point === undefined) throw new RangeError(`calibrateTraining: unknown point ${id}`);
    return point;
  });
  if (points.length === 0) throw new RangeError("calibrateTraining: no points to fit");
  const contention = options.contention ?? ["pod-overlay"];
  const readings: Record<string, { maxBatchLen: string; cpuOffload: string }> = {};
  for (const cluster of study.clusters) {
    readings[cluster.id] = trainingStudyClusterSettings(
      { study, cluster: cluster.id },
      options.readings ? { readings: options.readings } : {},
    ).readings;
  }
  const settings: Omit<TrainingCalibration, "values" | "rmsError"> = {
    study: study.id,
    overlapShare:
      options.overlapShare ??
      trainingOverlapShare({ activationCheckpointing: study.config.activationCheckpointing.value }),
    cpuOptimizerRate: options.cpuOptimizerRate ?? trainingAssumptions.cpuOptimizerRate.value,
    sync: options.sync ?? study.config.sync.value,
    readings,
    contention,
  };
  const specs = trainingParameterSpecs(study, { contention });
  const plans = points.map((point) => trainingStudyPointPlan({ study, point }, { calibration: settings }));
  const free = specs.filter((s) => trainingParameterIdentified(s, plans));
  const values: Record<string, number> = {};
  for (const s of specs) values[s.name] = options.start?.[s.name] ?? s.start;

  const valuesAt = (x: readonly number[]): Record<string, number> => {
    const v = { ...values };
    free.forEach((s, i) => {
      v[s.name] = Math.exp(x[i] as number);
    });
    return v;
  };
  // Log errors of the predicted throughputs: least squares on them weighs a point 10% high and
  // one 10% low alike.
  const logErrors = (x: readonly number[]): number[] => {
    const v = valuesAt(x);
    return plans.map((plan) =>
      Math.log(trainingStepTime(trainingPlanInputs(plan, v)).samplesPerSecond / plan.point.samplesPerSecond),
    );
  };
  let x = free.map((s) => Math.log(values[s.name] as number));
  let best: number;
  let evaluations = 1;
  if (free.length > 0) {
    const run = levenbergMarquardt(logErrors, x, { maxEvaluations: options.maxEvaluations ?? 3000 });
    x = [...run.point];
    best = run.value;
    evaluations = run.evaluations;
  } else {
    best = logErrors(x).reduce((a, e) => a + e * e, 0);
  }
  const fitted = valuesAt(x);
  const residuals = plans.map((plan) => {
    const predicted = trainingStepTime(trainingPlanInputs(plan, fitted)).samplesPerSecond;
    const measured = plan.point.samplesPerSecond;
    return { id: plan.point.id, measured, predicted, error: predicted / measured - 1 };
  });
  const freeNames = new Set(free.map((s) => s.name));
  return {
    calibration: {
      ...settings,
      values: fitted,
      rmsError: Math.sqrt(residuals.reduce((a, r) => a + r.error * r.error, 0) / residuals.length),
    },
    parameters: specs,
    identified: free.map((s) => s.name),
    unidentified: specs.filter((s) => !freeNames.has(s.name)).map((s) => s.name),
    residuals,
    objective: best,
    evaluations,
  };
}
