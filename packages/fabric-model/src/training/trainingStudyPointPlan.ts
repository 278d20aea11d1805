import { gpuPreset } from "../presets/gpus.ts";
import type { TrainingStudy, TrainingStudyPoint } from "../studies/TrainingStudy.ts";
import { type BitsPerSecond, bitsPerSecond } from "../units.ts";
import type { TrainingCalibration } from "./TrainingCalibration.ts";
import { trainingAssumptions } from "./trainingAssumptions.ts";
import { trainingPathIsEstimate } from "./trainingParameterSpecs.ts";
import { trainingPathBandwidthEstimate } from "./trainingPathBandwidthEstimate.ts";
import type { TrainingStepInputs } from "./trainingStepTime.ts";
import { trainingStudyClusterSettings } from "./trainingStudyClusterSettings.ts";

/**
 * How a study point's bandwidth is found: a calibrated value scaled by contention, the `datapath/`
 * estimate (measured layers), or none (one node).
 * @example plan.bandwidth.kind // "calibrated"
 */
type TrainingPointBandwidth =
  | {
      readonly kind: "calibrated";
      /** Parameter name of the bandwidth at the reference node count. */
      readonly name: string;
      /** Parameter name of the path's contention exponent, or null. */
      readonly contention: string | null;
      /** nodes / reference nodes. */
      readonly nodesRatio: number;
    }
  | { readonly kind: "estimate"; readonly value: BitsPerSecond }
  | { readonly kind: "none" };

/**
 * A study point prepared for repeated evaluation: every step input except the calibrated ones,
 * and the names of the parameters it depends on.
 * @example trainingPlanInputs(trainingStudyPointPlan({ study, point }, { calibration }), values)
 */
export interface TrainingStudyPointPlan {
  readonly point: TrainingStudyPoint;
  readonly base: Omit<TrainingStepInputs, "mfu" | "networkBandwidth">;
  /** Parameter name of the cluster's MFU. */
  readonly mfu: string;
  readonly bandwidth: TrainingPointBandwidth;
}

/**
 * Prepare a study point for the model under a calibration's fixed choices: the cluster's GPU peak,
 * GPUs per node, batch settings and offload (per the readings), hybrid-shard, and the bandwidth
 * rule (calibrated for estimate-based paths, the datapath estimate for measured SR-IOV layers).
 * The plan is independent of the calibrated values, so a calibration evaluates it thousands of
 * times without recomputing the datapath estimate.
 * @throws RangeError on an unknown cluster or reading, or a GPU without a bf16 peak.
 * @example trainingStudyPointPlan({ study: redhat2025, point: redhat2025.points[10] }, { calibration: redhat2025TrainingCalibration }).bandwidth.kind // "estimate"
 */
export function trainingStudyPointPlan(
  inputs: { readonly study: TrainingStudy; readonly point: TrainingStudyPoint },
  options: {
    readonly calibration: Omit<TrainingCalibration, "values" | "rmsError">;
    /** SR-IOV NICs per node instead of the point's. */
    readonly nicsPerNode?: number;
  },
): TrainingStudyPointPlan {
  const { study, point } = inputs;
  const { calibration } = options;
  const settings = trainingStudyClusterSettings(
    { study, cluster: point.cluster },
    { readings: calibration.readings },
  );
  const { cluster } = settings;
  const gpu = gpuPreset(cluster.gpu);
  if (gpu.denseBf16 === null) throw new RangeError(`trainingStudyPointPlan: ${gpu.id} has no bf16 peak`);
  const base: TrainingStudyPointPlan["base"] = {
    gpuPeak: gpu.denseBf16,
    gpusPerNode: cluster.gpusPerNode,
    nodes: point.nodes,
    modelParameters: study.config.model.parameters,
    batch: settings.batch,
    strategy: study.config.strategy.value,
    sync: calibration.sync,
    cpuOffload: settings.cpuOffload,
    overlapShare: calibration.overlapShare,
    cpuOptimizerRate: calibration.cpuOptimizerRate,
  };
  let bandwidth: TrainingPointBandwidth = { kind: "none" };
  if (point.network !== null && point.nodes > 1) {
    if (trainingPathIsEstimate(point.network)) {
      bandwidth = {
        kind: "calibrated",
        name: `bandwidth.${cluster.id}.${point.network}`,
        contention: calibration.contention.includes(point.network) ? `contention.${point.network}` : null,
        nodesRatio: point.nodes / trainingAssumptions.referenceNodes.value,
      };
    } else {
      const sriov = point.network === "sriov-vf" || point.network === "sriov-rdma";
      const estimate = trainingPathBandwidthEstimate({
        network: point.network,
        nicRate: sriov && cluster.sriovNicRate !== null ? cluster.sriovNicRate : cluster.vnicRate,
        gpusPerNode: cluster.gpusPerNode,
        nics: options.nicsPerNode ?? point.nicsPerNode,
      });
      bandwidth = { kind: "estimate", value: estimate.bandwidth };
    }
  }
  return { point, base, mfu: `mfu.${cluster.id}`, bandwidth };
}

/**
 * The step inputs of a planned study point under calibrated values (by parameter name, base
 * units); a missing contention exponent counts as 0.
 * @throws RangeError when a needed value is missing.
 * @example trainingStepTime(trainingPlanInputs(plan, redhat2025TrainingCalibration.values)).samplesPerSecond
 */
export function trainingPlanInputs(
  plan: TrainingStudyPointPlan,
  values: Readonly<Record<string, number>>,
): TrainingStepInputs {
  const mfu = values[plan.mfu];
  if (mfu === undefined) throw new RangeError(`trainingPlanInputs: no value for ${plan.mfu}`);
  const b = plan.bandwidth;
  let networkBandwidth = bitsPerSecond(0);
  if (b.kind === "estimate") networkBandwidth = b.value;
  else if (b.kind === "calibrated") {
    const reference = values[b.name];
    if (reference === undefined) throw new RangeError(`trainingPlanInputs: no value for ${b.name}`);
    const exponent = b.contention === null ? 0 : (values[b.contention] ?? 0);
    networkBandwidth = (reference * b.nodesRatio ** -exponent) as BitsPerSecond;
  }
  return { ...plan.base, mfu, networkBandwidth };
}
