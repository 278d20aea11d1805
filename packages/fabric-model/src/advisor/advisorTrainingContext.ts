import { redhat2025 } from "../studies/redhat2025.ts";
import {
  resolveTrainingScenario,
  type TrainingPredictionOptions,
  type TrainingScenarioContext,
} from "../training/resolveTrainingScenario.ts";
import type { TrainingRange } from "../training/TrainingPrediction.ts";
import type { TrainingReasonCode } from "../training/TrainingReasonCode.ts";
import type { TrainingScenarioSettings } from "../training/TrainingScenario.ts";
import { trainingAssumptions } from "../training/trainingAssumptions.ts";
import { trainingPathBandwidthEstimate } from "../training/trainingPathBandwidthEstimate.ts";
import type { BitsPerSecond } from "../units.ts";

/**
 * A resolved training scenario for the advisor, and whether its GPUs per node differ from the
 * ones the training model would use for this GPU (the study cluster's, or its assumption).
 * @example advisorTrainingContext({ gpu: "l40s", network: "vnic" }, { gpusPerNode: 4 }).gpusPerNodeChanged // true
 */
interface AdvisorTrainingContext {
  readonly context: TrainingScenarioContext;
  readonly gpusPerNodeChanged: boolean;
}

/**
 * Resolve a training scenario (`resolveTrainingScenario`) with the GPUs per node the reader chose.
 * `predictTraining` fixes that count per GPU type; when the chosen count differs, the network
 * path's effective bandwidth was never measured with that many NCCL communicators per node, so
 * the context is widened the way the training model widens any unmeasured path: the SR-IOV paths
 * take the `datapath/` estimate for the new stream count, every path is banded from a third of
 * its central value up to that estimate (`trainingAssumptions.bandwidthTransfer`), and
 * "network-not-calibrated" joins the multi-node reasons. MFU per GPU is kept.
 * @throws RangeError as `resolveTrainingScenario`, or when gpusPerNode is not a positive integer.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example advisorTrainingContext({ gpu: "h100-sxm", network: "sriov-vf" }).context.gpusPerNode // 8
 */
export function advisorTrainingContext(
  settings: TrainingScenarioSettings,
  options: TrainingPredictionOptions & { readonly gpusPerNode?: number } = {},
): AdvisorTrainingContext {
  const { gpusPerNode, ...prediction } = options;
  const context = resolveTrainingScenario(settings, prediction);
  if (gpusPerNode === undefined || gpusPerNode === context.gpusPerNode) {
    return { context, gpusPerNodeChanged: false };
  }
  if (!Number.isInteger(gpusPerNode) || gpusPerNode < 1) {
    throw new RangeError(
      `advisorTrainingContext: gpusPerNode must be a positive integer, got ${gpusPerNode}`,
    );
  }
  const study = prediction.study ?? redhat2025;
  const reference = [...study.clusters].sort((a, b) => b.gpusPerNode - a.gpusPerNode)[0];
  const host = context.cluster ?? reference;
  if (host === undefined) throw new RangeError("advisorTrainingContext: the study has no cluster");
  const network = context.network;
  const sriov = network === "sriov-vf" || network === "sriov-rdma";
  const estimate = trainingPathBandwidthEstimate({
    network,
    nicRate: sriov && host.sriovNicRate !== null ? host.sriovNicRate : host.vnicRate,
    gpusPerNode,
    nics: context.nicsPerNode,
  }).bandwidth;
  const t = trainingAssumptions.bandwidthTransfer;
  const central = sriov ? estimate : Math.min(context.bandwidthAtReference.value, estimate);
  const bandwidthAtReference: TrainingRange<BitsPerSecond> = {
    value: central as BitsPerSecond,
    low: (central * t.low) as BitsPerSecond,
    high: Math.max(central * t.high, estimate) as BitsPerSecond,
  };
  const multiNodeReasons: TrainingReasonCode[] = context.multiNodeReasons.includes("network-not-calibrated")
    ? [...context.multiNodeReasons]
    : ["network-not-calibrated", ...context.multiNodeReasons];
  return {
    context: { ...context, gpusPerNode, bandwidthAtReference, multiNodeReasons },
    gpusPerNodeChanged: true,
  };
}
