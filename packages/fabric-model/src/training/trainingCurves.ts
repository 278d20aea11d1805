import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../presets/gpus.ts";
import { evaluateTrainingScenario, trainingScenarioBaseline } from "./evaluateTrainingScenario.ts";
import { resolveTrainingScenario, type TrainingPredictionOptions } from "./resolveTrainingScenario.ts";
import type { TrainingPrediction } from "./TrainingPrediction.ts";
import type { TrainingScenarioSettings } from "./TrainingScenario.ts";

/**
 * One curve of a training what-if chart: a GPU type on a network path over node counts.
 * @example trainingCurves(inputs)[0].points.length // 64
 */
export interface TrainingCurve {
  readonly gpu: GpuPresetId;
  readonly network: VirtualisationLayerId;
  readonly points: readonly TrainingPrediction[];
}

/**
 * Every curve of a training what-if chart: each GPU type x network path over the node counts,
 * with the shared settings (model size, strategy, sync, offload, NICs). Each curve resolves its
 * scenario once and its one-node baseline once, so a chart's full recompute stays cheap.
 * @throws RangeError as `predictTraining`.
 * @example trainingCurves({ gpus: ["l40s", "h100-sxm"], networks: ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"], nodes: [1, 2, 4, 8] }).length // 8
 */
export function trainingCurves(
  inputs: Omit<TrainingScenarioSettings, "gpu" | "network"> & {
    readonly gpus: readonly GpuPresetId[];
    readonly networks: readonly VirtualisationLayerId[];
    readonly nodes: readonly number[];
  },
  options: TrainingPredictionOptions = {},
): TrainingCurve[] {
  const { gpus, networks, nodes, ...shared } = inputs;
  const curves: TrainingCurve[] = [];
  for (const gpu of gpus) {
    for (const network of networks) {
      const ctx = resolveTrainingScenario({ ...shared, gpu, network }, options);
      const baseline = trainingScenarioBaseline(ctx);
      curves.push({ gpu, network, points: nodes.map((n) => evaluateTrainingScenario(ctx, n, { baseline })) });
    }
  }
  return curves;
}
