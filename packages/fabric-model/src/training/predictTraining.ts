import { evaluateTrainingScenario } from "./evaluateTrainingScenario.ts";
import { resolveTrainingScenario, type TrainingPredictionOptions } from "./resolveTrainingScenario.ts";
import type { TrainingPrediction } from "./TrainingPrediction.ts";
import type { TrainingScenario } from "./TrainingScenario.ts";

/**
 * Predict training throughput for a what-if scenario (GPU type, nodes, network path, model size,
 * sharding strategy, sync mode, CPU offload): samples/s and tokens/s, scaling efficiency against
 * one node, and the step-time breakdown (compute, exposed and hidden communication, optimizer).
 * Inside the study's calibrated region the result is a point with the fit's error; outside it a
 * band with reason codes (see `TrainingPrediction`).
 * @throws RangeError on an unknown GPU or one without bf16, a non-positive model size, or a node
 * count that is not a positive integer.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example predictTraining({ gpu: "l40s", network: "vnic", nodes: 8 }).samplesPerSecond.value // ~12.4
 */
export function predictTraining(
  scenario: TrainingScenario,
  options: TrainingPredictionOptions = {},
): TrainingPrediction {
  return evaluateTrainingScenario(resolveTrainingScenario(scenario, options), scenario.nodes);
}
