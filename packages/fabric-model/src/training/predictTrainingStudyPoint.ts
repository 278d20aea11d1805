import type { TrainingStudy, TrainingStudyPoint } from "../studies/TrainingStudy.ts";
import type { TrainingCalibration } from "./TrainingCalibration.ts";
import { type TrainingStepResult, trainingStepTime } from "./trainingStepTime.ts";
import { trainingPlanInputs, trainingStudyPointPlan } from "./trainingStudyPointPlan.ts";

/**
 * The model's prediction of one study point (or of the same run with another SR-IOV NIC count)
 * under a calibration: the full `trainingStepTime` result.
 * @throws RangeError on an unknown point id, or as `trainingStudyPointPlan`.
 * @example predictTrainingStudyPoint({ study: redhat2025, point: "l40s-8-vnic" }, { calibration: redhat2025TrainingCalibration }).samplesPerSecond // ~12.4
 */
export function predictTrainingStudyPoint(
  inputs: { readonly study: TrainingStudy; readonly point: string | TrainingStudyPoint },
  options: { readonly calibration: TrainingCalibration; readonly nicsPerNode?: number },
): TrainingStepResult {
  const { study } = inputs;
  const point =
    typeof inputs.point === "string" ? study.points.find((p) => p.id === inputs.point) : inputs.point;
  if (point === undefined)
    throw new RangeError(`predictTrainingStudyPoint: unknown point ${String(inputs.point)}`);
  const plan = trainingStudyPointPlan(
    { study, point },
    {
      calibration: options.calibration,
      ...(options.nicsPerNode !== undefined ? { nicsPerNode: options.nicsPerNode } : {}),
    },
  );
  return trainingStepTime(trainingPlanInputs(plan, options.calibration.values));
}
