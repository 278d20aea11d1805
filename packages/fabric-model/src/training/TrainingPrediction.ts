import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "../presets/gpus.ts";
import type { BitsPerSecond, Bytes } from "../units.ts";
import type { TrainingReasonCode, TrainingWarningCode } from "./TrainingReasonCode.ts";
import type { TrainingShardingStrategy, TrainingSyncMode } from "./TrainingScenario.ts";
import type { TrainingMicroBatchGeometry } from "./trainingMicroBatchGeometry.ts";
import type { TrainingTimeBreakdown } from "./trainingStepTime.ts";

/**
 * A predicted quantity: central value and the band around it (low <= value <= high).
 * @example predictTraining(s).samplesPerSecond // { value: 12.4, low: 12.1, high: 12.7 }
 */
export interface TrainingRange<T extends number = number> {
  readonly value: T;
  readonly low: T;
  readonly high: T;
}

/**
 * A training prediction for one scenario. Inside the calibrated region (`kind` "calibrated") the
 * band is the fit's error around the point; outside it (`kind` "band", with `reasons`) the band
 * spans the uncertain ingredients and a page must draw it, not the central value alone.
 * @example predictTraining({ gpu: "gh200", network: "vnic", nodes: 4 }).reasons // ["gpu-not-calibrated", "network-not-calibrated"]
 */
export interface TrainingPrediction {
  readonly gpu: GpuPresetId;
  readonly nodes: number;
  readonly network: VirtualisationLayerId;
  readonly gpusPerNode: number;
  readonly modelParameters: number;
  readonly strategy: TrainingShardingStrategy;
  readonly sync: TrainingSyncMode;
  readonly cpuOffload: boolean;
  readonly nicsPerNode: number;
  readonly kind: "calibrated" | "band";
  readonly reasons: readonly TrainingReasonCode[];
  readonly warnings: readonly TrainingWarningCode[];
  /** Relative RMS error of the calibration's fit, carried by every prediction. */
  readonly fitError: number;
  readonly samplesPerSecond: TrainingRange;
  readonly tokensPerSecond: TrainingRange;
  /** samples/s on n nodes / (n x samples/s on one node), same settings. */
  readonly scalingEfficiency: TrainingRange;
  /** Breakdown of one optimizer step at the central values. */
  readonly step: TrainingTimeBreakdown;
  /** Breakdown of one epoch at the central values. */
  readonly epoch: TrainingTimeBreakdown;
  readonly geometry: TrainingMicroBatchGeometry;
  /** Effective inter-node bandwidth per node at this node count. */
  readonly networkBandwidth: TrainingRange<BitsPerSecond>;
  readonly mfu: TrainingRange;
  /** Model state per GPU (0 with CPU offload) against the GPU's memory. */
  /**
   * When GPU memory lowered the tokens a micro-batch may hold per GPU below the study's setting
   * (see `trainingScenarioBatch`): the lowered and the configured `maxBatchLen`; else null.
   */
  readonly memoryBound: { readonly maxBatchLen: number; readonly configured: number } | null;
  readonly gpuStateBytes: Bytes;
  readonly gpuMemory: Bytes;
}
