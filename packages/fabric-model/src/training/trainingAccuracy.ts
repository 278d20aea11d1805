import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { TrainingStudy, TrainingStudyPoint } from "../studies/TrainingStudy.ts";
import { calibrateTraining, type TrainingCalibrationOptions } from "./calibrateTraining.ts";
import { predictTrainingStudyPoint } from "./predictTrainingStudyPoint.ts";
import type { TrainingCalibration } from "./TrainingCalibration.ts";
import type { TrainingParameterSpec } from "./TrainingParameterSpec.ts";
import { trainingParameterIdentified } from "./trainingParameterIdentified.ts";
import { trainingParameterSpecs } from "./trainingParameterSpecs.ts";
import { trainingStudyPointPlan } from "./trainingStudyPointPlan.ts";

/**
 * One study point, measured against predicted (samples/s), with the relative error.
 * @example trainingAccuracy({ study }).points[0].error // ~-0.011
 */
interface TrainingAccuracyPoint {
  readonly id: string;
  /** Cluster label as the study prints it ("L40S"). */
  readonly cluster: string;
  readonly nodes: number;
  readonly network: VirtualisationLayerId | null;
  readonly measured: number;
  readonly predicted: number;
  /** predicted / measured - 1. */
  readonly error: number;
}

/**
 * A calibrated number as a page shows it: display value and unit, meaning, plausible range.
 * @example trainingAccuracy({ study }).parameters[0] // { name: "mfu.l40s", value: 20.3, unit: "%", … }
 */
interface TrainingParameterReport {
  readonly name: string;
  /** In `unit` (display unit). */
  readonly value: number;
  readonly unit: string;
  readonly meaning: string;
  /** Plausible range, display unit, and why. */
  readonly range: { readonly low: number; readonly high: number; readonly why: string };
  /** The value in base units (`baseUnit`). */
  readonly baseValue: number;
  readonly baseUnit: string;
}

/**
 * A fit on a cluster's smaller node counts predicting its largest one.
 * @example trainingAccuracy({ study }).extrapolations[0].heldOutNodes // 8
 */
interface TrainingExtrapolation {
  readonly cluster: string;
  readonly heldOutNodes: number;
  readonly fittedOn: readonly string[];
  readonly points: readonly TrainingAccuracyPoint[];
  /** Largest |error| of the held-out points. */
  readonly maxAbsError: number;
}

/**
 * Accuracy of the training model on a study (see `trainingAccuracy`).
 * @example trainingAccuracy({ study: redhat2025 }).mape // ~0.014
 */
export interface TrainingAccuracy {
  readonly calibration: TrainingCalibration;
  readonly points: readonly TrainingAccuracyPoint[];
  /** Mean |error| over all points (a fraction: 0.014 is 1.4%). */
  readonly mape: number;
  readonly leaveOneOut: {
    readonly mape: number;
    readonly points: readonly TrainingAccuracyPoint[];
    readonly skipped: readonly { readonly id: string; readonly reason: string }[];
  };
  readonly extrapolations: readonly TrainingExtrapolation[];
  readonly parameters: readonly TrainingParameterReport[];
}

/**
 * What `trainingAccuracy`'s refits predict (samples/s) for the points they hold out, by point id:
 * each leave-one-out fit for its point, each extrapolation fit for its cluster's largest node count.
 * Given back to `trainingAccuracySteps` with the calibration they came from, they stand in for the
 * refits (a page shows the stored calibration's accuracy without running them again).
 * @example trainingHeldOut(trainingAccuracy({ study: redhat2025 })).leaveOneOut["l40s-2-vnic"] // ~4.06
 */
export interface TrainingHeldOut {
  readonly leaveOneOut: Readonly<Record<string, number>>;
  readonly extrapolations: Readonly<Record<string, number>>;
}

/** Options of `trainingAccuracy`: the calibration's, a calibration to judge, and its held-out predictions. */
export interface TrainingAccuracyOptions extends TrainingCalibrationOptions {
  /** The calibration to judge (default: a fresh `calibrateTraining` on every point). */
  readonly calibration?: TrainingCalibration;
  /**
   * That calibration's held-out predictions, stored (`trainingHeldOut`): the refits they record are
   * not run again. Ignored without `calibration`; points they lack are refitted.
   */
  readonly heldOut?: TrainingHeldOut;
}

/**
 * The held-out predictions of an accuracy (see `TrainingHeldOut`).
 * @example trainingHeldOut(accuracy).extrapolations
 */
export function trainingHeldOut(accuracy: TrainingAccuracy): TrainingHeldOut {
  return {
    leaveOneOut: Object.fromEntries(accuracy.leaveOneOut.points.map((p) => [p.id, p.predicted])),
    extrapolations: Object.fromEntries(
      accuracy.extrapolations.flatMap((e) => e.points.map((p) => [p.id, p.predicted])),
    ),
  };
}

function meanAbs(points: readonly TrainingAccuracyPoint[]): number {
  return points.length === 0 ? Number.NaN : points.reduce((a, p) => a + Math.abs(p.error), 0) / points.length;
}

/**
 * A calibrated value as a `TrainingParameterReport` (display units).
 * @example trainingParameterReport(spec, 1.0e10).value // 10 (Gb/s)
 */
function trainingParameterReport(spec: TrainingParameterSpec, value: number): TrainingParameterReport {
  const d = spec.display.scale;
  return {
    name: spec.name,
    value: value / d,
    unit: spec.display.unit,
    meaning: spec.meaning,
    range: { low: spec.range.low / d, high: spec.range.high / d, why: spec.range.why },
    baseValue: value,
    baseUnit: spec.unit,
  };
}

/**
 * How well the training model reproduces a study: every point under the calibration (default: a
 * fresh `calibrateTraining` on all points), leave-one-out over the multi-node points whose
 * parameters the other points still identify (each left-out point predicted by a fit without
 * it), and, for each cluster measured at three or more node counts, a fit without its largest
 * node count predicting it. Errors are relative (fractions).
 * @throws RangeError as `calibrateTraining`.
 * @example trainingAccuracy({ study: redhat2025 }).leaveOneOut.mape // ~0.034
 */
export function trainingAccuracy(
  inputs: { readonly study: TrainingStudy },
  options: TrainingAccuracyOptions = {},
): TrainingAccuracy {
  const steps = trainingAccuracySteps(inputs, options);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * `trainingAccuracy` in pieces: the generator pauses after each calibration it runs (the full fit
 * when none is given, each leave-one-out refit, each extrapolation refit; 10-30 ms each in a warm
 * engine) and returns the same result. A page runs it with the main thread handed back at each
 * pause, so a re-fit never blocks input; `trainingAccuracy` runs it straight through.
 * @throws RangeError as `calibrateTraining` (from `next()`).
 * @example const steps = trainingAccuracySteps({ study: redhat2025 }); let s = steps.next(); while (!s.done) s = steps.next(); s.value.mape // ~0.014
 */
export function* trainingAccuracySteps(
  inputs: { readonly study: TrainingStudy },
  options: TrainingAccuracyOptions = {},
): Generator<void, TrainingAccuracy, void> {
  const { study } = inputs;
  const { calibration: given, heldOut, ...calibrationOptions } = options;
  const calibration = given ?? calibrateTraining({ study }, calibrationOptions).calibration;
  if (!given) yield;
  const fitOptions: TrainingCalibrationOptions = {
    ...calibrationOptions,
    readings: calibration.readings,
    sync: calibration.sync,
    overlapShare: calibration.overlapShare,
    cpuOptimizerRate: calibration.cpuOptimizerRate,
    contention: calibration.contention,
    start: calibration.values,
  };
  const label = (p: TrainingStudyPoint) => study.clusters.find((c) => c.id === p.cluster)?.label ?? p.cluster;
  const row = (p: TrainingStudyPoint, c: TrainingCalibration | number): TrainingAccuracyPoint => {
    const predicted =
      typeof c === "number"
        ? c
        : predictTrainingStudyPoint({ study, point: p }, { calibration: c }).samplesPerSecond;
    return {
      id: p.id,
      cluster: label(p),
      nodes: p.nodes,
      network: p.network,
      measured: p.samplesPerSecond,
      predicted,
      error: predicted / p.samplesPerSecond - 1,
    };
  };
  const points = study.points.map((p) => row(p, calibration));

  const specs = trainingParameterSpecs(study, { contention: calibration.contention });
  const plans = study.points.map((point) => trainingStudyPointPlan({ study, point }, { calibration }));
  const looPoints: TrainingAccuracyPoint[] = [];
  const skipped: { id: string; reason: string }[] = [];
  for (const plan of plans) {
    if (plan.point.nodes < 2) continue;
    const rest = plans.filter((p) => p !== plan);
    const needs = specs.filter(
      (s) =>
        s.name === plan.mfu ||
        (plan.bandwidth.kind === "calibrated" &&
          (s.name === plan.bandwidth.name || s.name === plan.bandwidth.contention)),
    );
    const lost = needs.filter((s) => !trainingParameterIdentified(s, rest));
    if (lost.length > 0) {
      skipped.push({
        id: plan.point.id,
        reason: `${lost.map((s) => s.name).join(", ")} not identified without this point`,
      });
      continue;
    }
    const stored = given ? heldOut?.leaveOneOut[plan.point.id] : undefined;
    if (stored !== undefined) {
      looPoints.push(row(plan.point, stored));
      continue;
    }
    const fit = calibrateTraining({ study, pointIds: rest.map((p) => p.point.id) }, fitOptions);
    looPoints.push(row(plan.point, fit.calibration));
    yield;
  }

  const extrapolations: TrainingExtrapolation[] = [];
  for (const cluster of study.clusters) {
    const multi = study.points.filter((p) => p.cluster === cluster.id && p.nodes > 1);
    const counts = [...new Set(multi.map((p) => p.nodes))].sort((a, b) => a - b);
    if (counts.length < 3) continue;
    const heldOutNodes = counts[counts.length - 1] as number;
    const fittedOn = study.points.filter((p) => !(p.cluster === cluster.id && p.nodes === heldOutNodes));
    const heldOutPoints = multi.filter((p) => p.nodes === heldOutNodes);
    const stored = given ? heldOutPoints.map((p) => heldOut?.extrapolations[p.id]) : [];
    const fit =
      stored.length > 0 && stored.every((v) => v !== undefined)
        ? null
        : calibrateTraining({ study, pointIds: fittedOn.map((p) => p.id) }, fitOptions).calibration;
    const held = heldOutPoints.map((p, i) => row(p, fit ?? (stored[i] as number)));
    extrapolations.push({
      cluster: cluster.label,
      heldOutNodes,
      fittedOn: fittedOn.map((p) => p.id),
      points: held,
      maxAbsError: Math.max(...held.map((p) => Math.abs(p.error))),
    });
    if (fit !== null) yield;
  }

  return {
    calibration,
    points,
    mape: meanAbs(points),
    leaveOneOut: { mape: meanAbs(looPoints), points: looPoints, skipped },
    extrapolations,
    parameters: specs.map((s) => trainingParameterReport(s, calibration.values[s.name] ?? Number.NaN)),
  };
}
