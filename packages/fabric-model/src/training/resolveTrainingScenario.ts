import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import { type GpuPreset, gpuPreset } from "../presets/gpus.ts";
import { redhat2025 } from "../studies/redhat2025.ts";
import type { TrainingStudy, TrainingStudyCluster } from "../studies/TrainingStudy.ts";
import type { BitsPerSecond } from "../units.ts";
import { redhat2025TrainingCalibration } from "./redhat2025TrainingCalibration.ts";
import type { TrainingCalibration } from "./TrainingCalibration.ts";
import type { TrainingRange } from "./TrainingPrediction.ts";
import type { TrainingReasonCode } from "./TrainingReasonCode.ts";
import type {
  TrainingBatchSettings,
  TrainingScenarioSettings,
  TrainingShardingStrategy,
  TrainingSyncMode,
} from "./TrainingScenario.ts";
import type { TrainingModelShape } from "./trainingActivationBytesPerToken.ts";
import { trainingAssumptions } from "./trainingAssumptions.ts";
import { trainingPathIsEstimate } from "./trainingParameterSpecs.ts";
import { trainingPathBandwidthEstimate } from "./trainingPathBandwidthEstimate.ts";
import { trainingStudyClusterSettings } from "./trainingStudyClusterSettings.ts";

/**
 * Options of `predictTraining`, `resolveTrainingScenario` and `trainingCurves`: the study and its
 * calibration (default the Red Hat 2025 study and its stored calibration).
 * @example predictTraining(s, { study: redhat2025, calibration: calibrateTraining({ study: redhat2025 }).calibration })
 */
export interface TrainingPredictionOptions {
  readonly study?: TrainingStudy;
  readonly calibration?: TrainingCalibration;
}

/**
 * A scenario resolved against a study and calibration, ready to evaluate at any node count: the
 * settings with defaults filled in, and each uncertain ingredient as a range (equal ends where
 * calibrated). Resolve once per curve; `evaluateTrainingScenario` per node count.
 * @example resolveTrainingScenario({ gpu: "l40s", network: "vnic" }).bandwidthAtReference.value // ~1e10 bit/s
 */
export interface TrainingScenarioContext {
  readonly gpu: GpuPreset;
  readonly network: VirtualisationLayerId;
  /** The study cluster of this GPU, or null when the study has none. */
  readonly cluster: TrainingStudyCluster | null;
  readonly gpusPerNode: number;
  readonly modelParameters: number;
  /** The study model's shape, from which activation memory scales to `modelParameters`. */
  readonly modelShape: TrainingModelShape;
  readonly strategy: TrainingShardingStrategy;
  readonly sync: TrainingSyncMode;
  readonly cpuOffload: boolean;
  readonly nicsPerNode: number;
  readonly batch: TrainingBatchSettings;
  readonly mfu: TrainingRange;
  /** Effective bandwidth per node at the reference node count (2). */
  readonly bandwidthAtReference: TrainingRange<BitsPerSecond>;
  /** Contention exponent within the measured node counts. */
  readonly contention: TrainingRange;
  /** Contention exponent beyond them. */
  readonly contentionBeyond: TrainingRange;
  readonly overlapShare: TrainingRange;
  readonly cpuOptimizerRate: TrainingRange;
  /** CPU optimizer rate beyond the measured node counts (its share grows with nodes). */
  readonly cpuOptimizerRateBeyond: TrainingRange;
  /** Largest node count measured on this path (on this GPU's cluster if it ran the path, else on any). */
  readonly maxMeasuredNodes: number;
  /** Reasons that hold at every node count. */
  readonly reasons: readonly TrainingReasonCode[];
  /** Reasons that hold only on more than one node (the network matters). */
  readonly multiNodeReasons: readonly TrainingReasonCode[];
  readonly fitError: number;
}

const point = (value: number): TrainingRange => ({ value, low: value, high: value });
const geomean = (xs: readonly number[]) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);

/**
 * Resolve a what-if scenario against a study and its calibration (see `TrainingScenarioContext`):
 * MFU from the GPU's cluster (else the geometric mean of the calibrated MFUs, banded); effective
 * bandwidth calibrated for the pod overlay and the vNIC on a measured cluster, the `datapath/`
 * layer estimate for SR-IOV, else transferred and banded from a third of the central value up to
 * the layer model's ceiling; contention, overlap and CPU-optimizer ranges per the reasons.
 * GPUs outside the study get `trainingAssumptions.gpusPerNode` and the NICs of the study's
 * cluster with the most GPUs per node.
 * @throws RangeError on an unknown GPU, a GPU without a bf16 peak, or a non-positive model size or NIC count.
 * @example resolveTrainingScenario({ gpu: "gh200", network: "pod-overlay" }).reasons // ["gpu-not-calibrated"]
 */
export function resolveTrainingScenario(
  settings: TrainingScenarioSettings,
  options: TrainingPredictionOptions = {},
): TrainingScenarioContext {
  const study = options.study ?? redhat2025;
  const calibration = options.calibration ?? redhat2025TrainingCalibration;
  const values = calibration.values;
  const gpu = gpuPreset(settings.gpu);
  if (gpu.denseBf16 === null)
    throw new RangeError(`resolveTrainingScenario: ${gpu.id} has no bf16 tensor cores`);
  const modelParameters = settings.modelParameters ?? study.config.model.parameters;
  const nicsPerNode = settings.nicsPerNode ?? 1;
  if (!(modelParameters > 0) || !Number.isInteger(nicsPerNode) || nicsPerNode < 1) {
    throw new RangeError(
      "resolveTrainingScenario: modelParameters must be positive and nicsPerNode a positive integer",
    );
  }
  const network = settings.network;
  const cluster = study.clusters.find((c) => c.gpu === gpu.id) ?? null;
  const reference = [...study.clusters].sort((a, b) => b.gpusPerNode - a.gpusPerNode)[0];
  if (reference === undefined) throw new RangeError("resolveTrainingScenario: the study has no cluster");
  const host = cluster ?? reference;
  const clusterSettings = trainingStudyClusterSettings(
    { study, cluster: host.id },
    { readings: calibration.readings },
  );
  const gpusPerNode =
    cluster?.gpusPerNode ?? trainingAssumptions.gpusPerNode[gpu.id] ?? reference.gpusPerNode;
  const strategy = settings.strategy ?? study.config.strategy.value;
  const sync = settings.sync ?? calibration.sync;
  const cpuOffload = settings.cpuOffload ?? (cluster !== null ? clusterSettings.cpuOffload : false);

  const reasons: TrainingReasonCode[] = [];
  const multiNodeReasons: TrainingReasonCode[] = [];
  if (cluster === null) reasons.push("gpu-not-calibrated");
  const measuredOnCluster =
    cluster !== null &&
    study.points.some((p) => p.cluster === cluster.id && p.network === network && p.nodes > 1);
  if (!measuredOnCluster) multiNodeReasons.push("network-not-calibrated");
  const sizeChanged = Math.abs(modelParameters / study.config.model.parameters - 1) > 1e-9;
  if (sizeChanged) reasons.push("model-size-not-calibrated");
  if (strategy !== study.config.strategy.value) multiNodeReasons.push("strategy-not-calibrated");
  if (sync !== calibration.sync) multiNodeReasons.push("sync-not-calibrated");
  const offloadChanged = cluster !== null && cpuOffload !== clusterSettings.cpuOffload;
  if (offloadChanged) reasons.push("offload-not-calibrated");

  const mfus = study.clusters.map((c) => values[`mfu.${c.id}`]).filter((v): v is number => v !== undefined);
  const mfuCentral = cluster !== null ? (values[`mfu.${cluster.id}`] ?? geomean(mfus)) : geomean(mfus);
  const t = trainingAssumptions;
  const mfu =
    cluster === null || sizeChanged || offloadChanged
      ? { value: mfuCentral, low: mfuCentral * t.mfuTransfer.low, high: mfuCentral * t.mfuTransfer.high }
      : point(mfuCentral);

  const sriov = network === "sriov-vf" || network === "sriov-rdma";
  const estimate = trainingPathBandwidthEstimate({
    network,
    nicRate: sriov && host.sriovNicRate !== null ? host.sriovNicRate : host.vnicRate,
    gpusPerNode,
    nics: nicsPerNode,
  }).bandwidth;
  const calibratedPath = trainingPathIsEstimate(network);
  const own = cluster !== null ? values[`bandwidth.${cluster.id}.${network}`] : undefined;
  let bandwidthAtReference: TrainingRange;
  if (calibratedPath && own !== undefined) bandwidthAtReference = point(own);
  else if (!calibratedPath && measuredOnCluster) bandwidthAtReference = point(estimate);
  else {
    const others = study.clusters
      .map((c) => values[`bandwidth.${c.id}.${network}`])
      .filter((v): v is number => v !== undefined);
    const central = calibratedPath && others.length > 0 ? Math.min(geomean(others), estimate) : estimate;
    bandwidthAtReference = {
      value: central,
      low: central * t.bandwidthTransfer.low,
      high: Math.max(central * t.bandwidthTransfer.high, calibratedPath ? estimate : central),
    };
  }

  const exponents = calibration.contention.map((p) => values[`contention.${p}`] ?? 0);
  const ownExponent = calibration.contention.includes(network) ? (values[`contention.${network}`] ?? 0) : 0;
  const steepest = Math.max(0, ownExponent, ...exponents);
  const basis = ownExponent > 0 ? ownExponent : steepest;
  const contentionBeyond = {
    value: ownExponent,
    low: basis * t.contentionBeyondMeasured.low,
    high: basis * t.contentionBeyondMeasured.high,
  };
  const maxMeasuredNodes = Math.max(
    1,
    ...study.points
      .filter((p) => p.network === network && (!measuredOnCluster || p.cluster === cluster?.id))
      .map((p) => p.nodes),
  );

  const overlap = calibration.overlapShare;
  const overlapShare =
    strategy !== study.config.strategy.value || sync !== calibration.sync
      ? { value: overlap, low: overlap * t.overlapTransfer.low, high: overlap * t.overlapTransfer.high }
      : point(overlap);
  const rate = calibration.cpuOptimizerRate;
  const rateBand = { value: rate, low: t.cpuOptimizerRate.low, high: t.cpuOptimizerRate.high };
  const optimizerUncertain = cluster === null || sizeChanged || offloadChanged;

  return {
    gpu,
    network,
    cluster,
    gpusPerNode,
    modelParameters,
    modelShape: {
      parameters: study.config.model.parameters,
      layers: study.config.model.shape.layers,
      hiddenSize: study.config.model.shape.hiddenSize,
    },
    strategy,
    sync,
    cpuOffload,
    nicsPerNode,
    batch: clusterSettings.batch,
    mfu,
    bandwidthAtReference: bandwidthAtReference as TrainingRange<BitsPerSecond>,
    contention: point(ownExponent),
    contentionBeyond,
    overlapShare,
    cpuOptimizerRate: optimizerUncertain ? rateBand : point(rate),
    cpuOptimizerRateBeyond: rateBand,
    maxMeasuredNodes,
    reasons,
    multiNodeReasons,
    fitError: calibration.rmsError,
  };
}
