import {
  type BitsPerSecond,
  type Bytes,
  type BytesPerSecond,
  type FlopsPerSecond,
  type Seconds,
  seconds,
  toBytesPerSecond,
  transferTime,
} from "../units.ts";
import type {
  TrainingBatchSettings,
  TrainingShardingStrategy,
  TrainingSyncMode,
} from "./TrainingScenario.ts";
import { type TrainingInterNodeTraffic, trainingInterNodeTraffic } from "./trainingInterNodeTraffic.ts";
import { type TrainingMicroBatchGeometry, trainingMicroBatchGeometry } from "./trainingMicroBatchGeometry.ts";

/**
 * Everything `trainingStepTime` needs, as plain numbers: no presets, no calibration look-ups.
 * @example const i: TrainingStepInputs = { gpuPeak: tflopsPerSecond(989), mfu: 0.19, gpusPerNode: 8, nodes: 2, modelParameters: 8.17e9, batch, strategy: "hybrid-shard", sync: "micro-batch", cpuOffload: false, networkBandwidth: gbps(5), overlapShare: 0.75, cpuOptimizerRate: 1e9 };
 */
export interface TrainingStepInputs {
  /** Dense bf16 peak of one GPU. */
  readonly gpuPeak: FlopsPerSecond;
  /** Model FLOPs utilisation: achieved share of `gpuPeak`, counting 6 FLOPs per parameter and token. */
  readonly mfu: number;
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** Trainable parameters of the model. */
  readonly modelParameters: number;
  readonly batch: TrainingBatchSettings;
  readonly strategy: TrainingShardingStrategy;
  readonly sync: TrainingSyncMode;
  /** Whether the optimizer runs on the CPU (a serial term once per optimizer step). */
  readonly cpuOffload: boolean;
  /** Effective inter-node payload rate of one node, one direction, all its NICs together. */
  readonly networkBandwidth: BitsPerSecond;
  /** Share of a micro-batch's compute that the backward-phase communication can hide behind. */
  readonly overlapShare: number;
  /** Parameters per second one node's CPUs update with AdamW (used when `cpuOffload`). */
  readonly cpuOptimizerRate: number;
}

/**
 * Where the time of an optimizer step or of an epoch goes; the four parts sum to `total`.
 * @example trainingStepTime(inputs).step.exposedCommunication // s
 */
export interface TrainingTimeBreakdown {
  /** GPU compute (forward, recompute, backward) of all micro-batches. */
  readonly compute: Seconds;
  /** Communication not hidden behind compute: it adds to the step. */
  readonly exposedCommunication: Seconds;
  /** Communication that ran during compute (not added to `total`; shown for the stacked chart). */
  readonly hiddenCommunication: Seconds;
  /** The serial CPU optimizer (zero without offload). */
  readonly optimizer: Seconds;
  /** compute + exposedCommunication + optimizer. */
  readonly total: Seconds;
}

/**
 * One micro-batch's times (see `trainingStepTime`).
 * @example trainingStepTime(inputs).microBatch.compute // s
 */
interface TrainingMicroBatchTimes {
  readonly compute: Seconds;
  /** Network time of a micro-batch that reduces gradients. */
  readonly networkWithSync: Seconds;
  /** Exposed network time of a micro-batch that reduces gradients. */
  readonly exposedWithSync: Seconds;
  /** Network time of a micro-batch that does not (only full-shard sends anything then). */
  readonly networkWithoutSync: Seconds;
  readonly exposedWithoutSync: Seconds;
}

/**
 * Result of `trainingStepTime`.
 * @example trainingStepTime(inputs).samplesPerSecond // ~40
 */
export interface TrainingStepResult {
  readonly geometry: TrainingMicroBatchGeometry;
  readonly traffic: TrainingInterNodeTraffic;
  readonly microBatch: TrainingMicroBatchTimes;
  /** One optimizer step: `gradientAccumulation` micro-batches and one optimizer update. */
  readonly step: TrainingTimeBreakdown;
  /** One epoch, which is what the study's throughput measures. */
  readonly epoch: TrainingTimeBreakdown;
  /** Samples per epoch / epoch time. */
  readonly samplesPerSecond: number;
  /** samplesPerSecond x mean tokens per sample. */
  readonly tokensPerSecond: number;
}

/** Model FLOPs per parameter and token of a forward and backward pass (2 + 4). */
const MODEL_FLOPS_PER_PARAMETER_TOKEN = 6;

interface PhaseTimes {
  readonly network: number;
  readonly exposed: number;
  readonly hidden: number;
}

/**
 * How a micro-batch's communication overlaps its compute: forward-phase traffic hides behind
 * `(1 - overlapShare)` of the compute and backward-phase traffic behind `overlapShare` of it;
 * whatever does not fit is exposed (times in seconds).
 * @example overlapPhases({ forwardTime: 0, backwardTime: 2, compute: 2, overlapShare: 0.75 }).exposed // 0.5
 */
export function overlapPhases(inputs: {
  readonly forwardTime: number;
  readonly backwardTime: number;
  readonly compute: number;
  readonly overlapShare: number;
}): PhaseTimes {
  const { forwardTime, backwardTime, compute, overlapShare } = inputs;
  const forwardWindow = (1 - overlapShare) * compute;
  const backwardWindow = overlapShare * compute;
  const exposed = Math.max(0, forwardTime - forwardWindow) + Math.max(0, backwardTime - backwardWindow);
  const hidden = Math.min(forwardTime, forwardWindow) + Math.min(backwardTime, backwardWindow);
  return { network: forwardTime + backwardTime, exposed, hidden };
}

function phases(
  forward: Bytes,
  backward: Bytes,
  rate: BytesPerSecond,
  compute: number,
  overlap: number,
): PhaseTimes {
  return overlapPhases({
    forwardTime: transferTime(forward, rate),
    backwardTime: transferTime(backward, rate),
    compute,
    overlapShare: overlap,
  });
}

function breakdown(
  compute: number,
  exposed: number,
  hidden: number,
  optimizer: number,
): TrainingTimeBreakdown {
  return {
    compute: seconds(compute),
    exposedCommunication: seconds(exposed),
    hiddenCommunication: seconds(hidden),
    optimizer: seconds(optimizer),
    total: seconds(compute + exposed + optimizer),
  };
}

/**
 * Step and epoch time of data-parallel / FSDP training. Per micro-batch, compute is
 * `6 P tokens / (peak * mfu)`; inter-node traffic (from `trainingInterNodeTraffic`) moves at the
 * node's effective bandwidth; backward-phase traffic hides behind `overlapShare` of the compute
 * and forward-phase traffic behind the rest, so exposed = `max(0, T_net - window)` per phase.
 * Gradients cross the network on every micro-batch or only on the last one of each step (`sync`).
 * With CPU offload the optimizer updates the node's parameters on the CPU once per step, serially.
 * Throughput is samples per epoch over epoch time, as the study measures it.
 * @throws RangeError on a non-positive mfu, peak or rate, an overlap share outside [0, 1], or as `trainingMicroBatchGeometry`.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example trainingStepTime({ gpuPeak: tflopsPerSecond(989), mfu: 0.19, gpusPerNode: 8, nodes: 2, modelParameters: 8.17e9, batch, strategy: "hybrid-shard", sync: "micro-batch", cpuOffload: false, networkBandwidth: gbps(400), overlapShare: 0.75, cpuOptimizerRate: 1e9 }).samplesPerSecond // ~40
 */
export function trainingStepTime(inputs: TrainingStepInputs): TrainingStepResult {
  const { gpuPeak, mfu, overlapShare, batch } = inputs;
  if (!(mfu > 0) || !Number.isFinite(mfu) || !(gpuPeak > 0)) {
    throw new RangeError(`trainingStepTime: mfu and gpuPeak must be positive (mfu ${mfu}, peak ${gpuPeak})`);
  }
  if (!(overlapShare >= 0 && overlapShare <= 1)) {
    throw new RangeError(`trainingStepTime: overlapShare must lie in [0, 1], got ${overlapShare}`);
  }
  if (inputs.nodes > 1 && !(inputs.networkBandwidth > 0)) {
    throw new RangeError("trainingStepTime: networkBandwidth must be positive on more than one node");
  }
  if (inputs.cpuOffload && !(inputs.cpuOptimizerRate > 0)) {
    throw new RangeError("trainingStepTime: cpuOptimizerRate must be positive with CPU offload");
  }
  const geometry = trainingMicroBatchGeometry({ batch, gpus: inputs.nodes * inputs.gpusPerNode });
  const traffic = trainingInterNodeTraffic(inputs);
  const rate = toBytesPerSecond(inputs.networkBandwidth);
  const compute =
    (MODEL_FLOPS_PER_PARAMETER_TOKEN * inputs.modelParameters * geometry.tokensPerGpuPerMicroBatch) /
    (gpuPeak * mfu);
  const withSync = phases(
    traffic.forwardPerMicroBatch,
    (traffic.backwardPerMicroBatch + traffic.gradientSync) as Bytes,
    rate,
    compute,
    overlapShare,
  );
  const withoutSync = phases(
    traffic.forwardPerMicroBatch,
    traffic.backwardPerMicroBatch,
    rate,
    compute,
    overlapShare,
  );
  const paramsOnNodeCpu =
    inputs.strategy === "hybrid-shard"
      ? inputs.modelParameters
      : inputs.strategy === "full-shard"
        ? inputs.modelParameters / inputs.nodes
        : inputs.modelParameters * inputs.gpusPerNode;
  const optimizer = inputs.cpuOffload ? paramsOnNodeCpu / inputs.cpuOptimizerRate : 0;

  const ga = geometry.gradientAccumulation;
  const syncsPerStep = inputs.sync === "micro-batch" ? ga : 1;
  const stepExposed = syncsPerStep * withSync.exposed + (ga - syncsPerStep) * withoutSync.exposed;
  const stepHidden = syncsPerStep * withSync.hidden + (ga - syncsPerStep) * withoutSync.hidden;
  const step = breakdown(ga * compute, stepExposed, stepHidden, optimizer);

  const microBatches = geometry.microBatchesPerEpoch;
  const syncs = inputs.sync === "micro-batch" ? microBatches : microBatches / ga;
  const epoch = breakdown(
    microBatches * compute,
    syncs * withSync.exposed + (microBatches - syncs) * withoutSync.exposed,
    syncs * withSync.hidden + (microBatches - syncs) * withoutSync.hidden,
    geometry.optimizerStepsPerEpoch * optimizer,
  );
  const samplesPerSecond = batch.samples / epoch.total;
  return {
    geometry,
    traffic,
    microBatch: {
      compute: seconds(compute),
      networkWithSync: seconds(withSync.network),
      exposedWithSync: seconds(withSync.exposed),
      networkWithoutSync: seconds(withoutSync.network),
      exposedWithoutSync: seconds(withoutSync.exposed),
    },
    step,
    epoch,
    samplesPerSecond,
    tokensPerSecond: samplesPerSecond * batch.meanTokensPerSample,
  };
}
