import { nelderMead } from "../algorithms/nelderMead.ts";
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
  /** Objective evaluations per Nelder-Mead run; default 3000. */
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
  readonly evaluations: number;
}

/**
 * Calibrate the training model against a study: least squares on the log of predicted over
 * measured throughput, minimised by Nelder-Mead in log-parameter space (deterministic; restarted
 * from the best point until it stops improving). Fits the parameters of `trainingParameterSpecs`
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
  const objective = (x: readonly number[]): number => {
    const v = valuesAt(x);
    let total = 0;
    for (const plan of plans) {
      const predicted = trainingStepTime(trainingPlanInputs(plan, v)).samplesPerSecond;
      const e = Math.log(predicted / plan.point.samplesPerSecond);
      total += e * e;
    }
    return total;
  };
  let x = free.map((s) => Math.log(values[s.name] as number));
  let best = Number.POSITIVE_INFINITY;
  let evaluations = 0;
  if (free.length > 0) {
    for (let restart = 0; restart < 8; restart++) {
      const run = nelderMead(objective, x, {
        step: restart === 0 ? 0.5 : 0.1,
        maxEvaluations: options.maxEvaluations ?? 3000,
      });
      evaluations += run.evaluations;
      x = [...run.point];
      const improved = best - run.value;
      best = Math.min(best, run.value);
      if (restart > 0 && improved < 1e-13) break;
    }
  } else {
    best = objective(x);
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
