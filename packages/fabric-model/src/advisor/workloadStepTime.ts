import type { CollectiveTransport } from "../collective/collectiveHardware.ts";
import { type ModelledCollective, predictCollective } from "../collective/predictCollective.ts";
import { busBandwidthFactor } from "../measurements/busBandwidthFactor.ts";
import { type GpuPreset, gpuPreset } from "../presets/gpus.ts";
import { redhat2025 } from "../studies/redhat2025.ts";
import { scaledModelShape } from "../training/trainingActivationBytesPerToken.ts";
import { trainingMicroBatchGeometry } from "../training/trainingMicroBatchGeometry.ts";
import { overlapPhases } from "../training/trainingStepTime.ts";
import { type BitsPerSecond, type Bytes, bytes } from "../units.ts";
import { checkClusterWorkload } from "./checkClusterWorkload.ts";
import type { TrainingWorkload } from "./TrainingWorkload.ts";

/**
 * The fabric a step runs over: NCCL's transport, the NICs of a node, and, for pods, the Kubernetes
 * path's effective rate per node, which caps what crosses nodes.
 * @example const f: StepFabric = { transport: "ib", nicCount: 8, nicRate: gbps(400), layerCap: null };
 */
export interface StepFabric {
  readonly transport: CollectiveTransport;
  readonly nicCount: number;
  readonly nicRate: BitsPerSecond;
  /** Effective inter-node payload rate of one node through the pod's network path (one direction), or null on bare metal. */
  readonly layerCap: BitsPerSecond | null;
}

/**
 * Which end of the collectives' cross-validated bands to price: their central prediction, or the
 * fast or slow end of what systems like this one measured.
 * @example const s: StepSide = "slow";
 */
export type StepSide = "value" | "fast" | "slow";

/** The collectives a step runs, by what they do. */
export type StepTraffic = "tensor" | "pipeline" | "experts" | "data";

/**
 * One collective a step runs, as nccl-tests would run it alone: what the measurement plan uses.
 * @example workloadStepTime(inputs).collectives.find((c) => c.traffic === "data")?.collective // "all_reduce"
 */
export interface StepCollective {
  readonly traffic: StepTraffic;
  readonly collective: ModelledCollective;
  /** Size as nccl-tests counts it. */
  readonly bytes: Bytes;
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** Whether it crosses nodes (the fabric carries it). */
  readonly interNode: boolean;
  /** Times per optimizer step. */
  readonly perStep: number;
  /** Predicted time of one, at the priced side (s). */
  readonly time: number;
  /** Predicted bus bandwidth of one, at the priced side (B/s), as nccl-tests reports it. */
  readonly busBandwidth: number;
}

/**
 * Where one optimizer step's time goes, in seconds; `total` = compute + bubble + every exposed
 * part + optimizer.
 * @example workloadStepTime(inputs).step.total
 */
export interface WorkloadStepBreakdown {
  readonly compute: number;
  /** Pipeline fill and drain: GPUs idle while the pipeline is not full. */
  readonly bubble: number;
  /** Tensor-parallel all-reduces beyond what the compute efficiency already holds (see `WorkloadStepInputs.computeEfficiencyMeasuredOn`). */
  readonly tensor: number;
  /** Tensor-parallel all-reduce time already inside the compute efficiency (not in `total`). */
  readonly tensorInEfficiency: number;
  readonly pipeline: number;
  readonly experts: number;
  /** Data-parallel communication not hidden behind compute. */
  readonly dataExposed: number;
  /** Data-parallel communication hidden behind compute (not in `total`). */
  readonly dataHidden: number;
  readonly optimizer: number;
  readonly total: number;
}

/**
 * Result of `workloadStepTime`.
 * @example workloadStepTime(inputs).tokensPerSecond
 */
export interface WorkloadStep {
  readonly step: WorkloadStepBreakdown;
  /** Share of the step the GPUs wait on communication (exposed parts over total). */
  readonly networkWaitShare: number;
  readonly tokensPerSecond: number;
  /** Data-parallel degree, micro-batches per step per replica, tokens of one micro-batch. */
  readonly dataParallel: number;
  readonly microBatches: number;
  readonly microBatchTokens: number;
  readonly collectives: readonly StepCollective[];
}

/** Everything `workloadStepTime` needs. */
export interface WorkloadStepInputs {
  readonly gpu: string;
  readonly gpusPerNode: number;
  readonly nodes: number;
  readonly workload: TrainingWorkload;
  readonly fabric: StepFabric;
  /** Compute efficiency (share of peak while computing) to price with. */
  readonly computeEfficiency: number;
  /**
   * The GPU (preset id) on whose NVLink nodes `computeEfficiency` was measured end to end, with the
   * tensor-parallel all-reduces inside it, or none when it excludes them (the default). Those runs
   * spent the time the same all-reduces take on that GPU, which the efficiency carries to this GPU
   * scaled by the ratio of the peaks; the step adds only the tensor-parallel time beyond that.
   */
  readonly computeEfficiencyMeasuredOn?: string;
  /** Share of a micro-batch's compute that backward-phase communication can hide behind. */
  readonly overlapShare: number;
  /** Parameters per second one node's CPUs update (with CPU offload). */
  readonly cpuOptimizerRate: number;
  readonly side: StepSide;
  /** Multiplies the bandwidth of every inter-node collective (a measurement threshold's search); default 1. */
  readonly interNodeScale?: number;
}

/** Model FLOPs per parameter and token of a forward and backward pass (2 + 4). */
const MODEL_FLOPS_PER_PARAMETER_TOKEN = 6;
/** Bytes of one bf16 value (activations and parameters on the wire; gradients by default). */
const BF16 = 2;
/** Tensor-parallel all-reduces per transformer layer and micro-batch: two forward, two backward (Megatron-LM). */
const TENSOR_ALL_REDUCES_PER_LAYER = 4;
/** Expert all-to-alls per MoE layer and micro-batch: dispatch and combine, forward and backward. */
const EXPERT_ALL_TO_ALLS_PER_LAYER = 4;

/** The collective's time and bus bandwidth at the priced side of its band. */
function priced(
  collective: ModelledCollective,
  size: number,
  hw: {
    readonly gpu: string;
    readonly gpusPerNode: number;
    readonly nodes: number;
    readonly installed: number;
    readonly fabric: StepFabric;
  },
  side: StepSide,
  scale: number,
): { time: number; busBandwidth: number } {
  if (size <= 0) return { time: 0, busBandwidth: 0 };
  const across = hw.nodes > 1;
  const p = predictCollective({
    collective,
    bytes: bytes(size),
    gpu: hw.gpu,
    gpusPerNode: hw.gpusPerNode,
    nodes: hw.nodes,
    gpusPerNodeInstalled: hw.installed,
    ...(across
      ? { nicCount: hw.fabric.nicCount, nicRate: hw.fabric.nicRate, transport: hw.fabric.transport }
      : {}),
  });
  const factor = side === "value" ? 1 : side === "fast" ? p.band.high : p.band.low;
  const s = across ? scale : 1;
  let time = p.time / factor / s;
  if (across && hw.fabric.layerCap !== null) {
    // The pod's path carries every byte this node's GPUs send across: groups per node x one rank's bus bytes.
    const ranks = hw.gpusPerNode * hw.nodes;
    const groupsPerNode = hw.installed / hw.gpusPerNode;
    const wire = groupsPerNode * size * busBandwidthFactor(collective, ranks);
    time = Math.max(time, (wire * 8) / hw.fabric.layerCap / s);
  }
  const busBandwidth =
    time > 0 ? (size / time) * busBandwidthFactor(collective, hw.gpusPerNode * hw.nodes) : 0;
  return { time, busBandwidth };
}

/**
 * Time of one tensor-parallel all-reduce of `size` bytes that `inputs.computeEfficiency` already
 * holds: what it takes on the GPU the efficiency was measured on (inside one of its nodes, at the
 * priced side of the band), scaled by that GPU's peak over this one's, as the efficiency scales
 * everything it measured; 0 when the efficiency excludes tensor-parallel communication.
 */
function tensorTimeInEfficiency(inputs: WorkloadStepInputs, size: number, gpu: GpuPreset): number {
  const t = inputs.workload.tensorParallel;
  const measuredOn = inputs.computeEfficiencyMeasuredOn;
  if (measuredOn === undefined || t < 2 || gpu.denseBf16 === null) return 0;
  const reference = gpuPreset(measuredOn);
  if (reference.denseBf16 === null) return 0;
  const there = priced(
    "all_reduce",
    size,
    { gpu: reference.id, gpusPerNode: t, nodes: 1, installed: t, fabric: inputs.fabric },
    inputs.side,
    1,
  ).time;
  return (there * reference.denseBf16) / gpu.denseBf16;
}

/**
 * One optimizer step of a training workload on a cluster and fabric, with every collective priced
 * by the collective model (`predictCollective`: NCCL's tuner and what nccl-tests measures, at the
 * chosen end of its cross-validated band). A replica spans tensor x pipeline GPUs; the rest of the
 * GPUs are data-parallel replicas. Per micro-batch and pipeline stage: compute `6 P_active tokens /
 * (TP PP peak efficiency)`; tensor-parallel all-reduces inside the node (4 per layer, exposed, less
 * the part an efficiency measured with them inside already holds: `computeEfficiencyMeasuredOn`);
 * pipeline send/recv of the activations forward and backward (exposed; across nodes when a node
 * holds fewer stages than the pipeline has); expert all-to-alls (4 per MoE layer, exposed). The
 * pipeline adds (stages - 1) / interleave micro-batch times of bubble. Data-parallel traffic (DDP
 * all-reduce; FSDP full-shard parameter all-gathers, as often as `parameterGather` says, and a
 * gradient reduce-scatter; hybrid-shard all-reduce across nodes among same-local-rank GPUs; gradients
 * of `gradientReduceBytes` per value) hides behind the compute of the micro-batch that carries it
 * (`overlapPhases`), gradients every micro-batch or once per step. On pods, the Kubernetes path's
 * effective rate bounds every collective that crosses nodes. Layers and hidden size are the
 * workload's `shape`, else scaled from the study model's. Mixture-of-experts gradients are those
 * of P / (TP PP EP) parameters per GPU (expert weights dominate the parameters).
 * @throws RangeError on degrees that do not tile the cluster (see `checkClusterWorkload`), or as `predictCollective`.
 * @see https://arxiv.org/abs/1909.08053 (Megatron-LM: two all-reduces forward and two backward per layer)
 * @see https://arxiv.org/abs/2104.04473 (pipeline bubble (p - 1) / (v m) of the ideal time with v interleaved stages)
 * @example workloadStepTime({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 2, workload, fabric, computeEfficiency: 0.19, overlapShare: 0.75, cpuOptimizerRate: 1e9, side: "value" }).tokensPerSecond
 */
export function workloadStepTime(inputs: WorkloadStepInputs): WorkloadStep {
  const { workload: w, gpusPerNode: g, nodes, fabric, side } = inputs;
  const gpu: GpuPreset = gpuPreset(inputs.gpu);
  if (gpu.denseBf16 === null) throw new RangeError(`workloadStepTime: ${gpu.id} has no bf16 tensor cores`);
  const conflicts = checkClusterWorkload({ gpusPerNode: g, nodes, workload: w });
  if (conflicts.length > 0) throw new RangeError(`workloadStepTime: ${conflicts.join(", ")}`);
  const t = w.tensorParallel;
  const p = w.pipelineParallel;
  const ep = w.expertParallel;
  const mp = t * p;
  const gpus = g * nodes;
  const d = gpus / mp;
  const scale = inputs.interNodeScale ?? 1;
  const active = w.activeParameters ?? w.modelParameters;
  const shape =
    w.shape ??
    scaledModelShape({
      modelParameters: active,
      reference: {
        parameters: redhat2025.config.model.parameters,
        layers: redhat2025.config.model.shape.layers,
        hiddenSize: redhat2025.config.model.shape.hiddenSize,
      },
    });
  const layersPerStage = shape.layers / p;
  const h = shape.hiddenSize;
  const geometry = trainingMicroBatchGeometry({
    batch: {
      samples: w.tokensPerStep / w.sequenceLength,
      meanTokensPerSample: w.sequenceLength,
      effectiveBatchSize: w.tokensPerStep / w.sequenceLength,
      maxBatchLen: w.microBatchTokens,
    },
    gpus: d,
  });
  const m = geometry.gradientAccumulation;
  const tokens = geometry.tokensPerGpuPerMicroBatch;
  const compute =
    (MODEL_FLOPS_PER_PARAMETER_TOKEN * active * tokens) / (mp * gpu.denseBf16 * inputs.computeEfficiency);

  const collectives: StepCollective[] = [];
  const add = (
    traffic: StepTraffic,
    collective: ModelledCollective,
    size: number,
    placement: { gpusPerNode: number; nodes: number },
    perStep: number,
  ): number => {
    if (size <= 0 || placement.gpusPerNode * placement.nodes < 2 || perStep <= 0) return 0;
    const got = priced(collective, size, { gpu: gpu.id, ...placement, installed: g, fabric }, side, scale);
    collectives.push({
      traffic,
      collective,
      bytes: bytes(size),
      ...placement,
      interNode: placement.nodes > 1,
      perStep,
      time: got.time,
      busBandwidth: got.busBandwidth,
    });
    return got.time;
  };

  // Tensor parallelism: inside the node.
  const tensorEach = add(
    "tensor",
    "all_reduce",
    tokens * h * BF16,
    { gpusPerNode: t, nodes: 1 },
    m * layersPerStage * TENSOR_ALL_REDUCES_PER_LAYER,
  );
  const tensorAll = tensorEach * layersPerStage * TENSOR_ALL_REDUCES_PER_LAYER;
  const tensorInEfficiency = Math.min(
    tensorAll,
    tensorTimeInEfficiency(inputs, tokens * h * BF16, gpu) * layersPerStage * TENSOR_ALL_REDUCES_PER_LAYER,
  );
  const tensor = tensorAll - tensorInEfficiency;
  // Pipeline: activations to the next stage, gradients back.
  const stagesPerNode = Math.max(1, Math.floor(g / t));
  const pipeAcross = p > stagesPerNode;
  const pipeEach =
    p > 1
      ? add(
          "pipeline",
          "sendrecv",
          (tokens * h * BF16) / t,
          pipeAcross ? { gpusPerNode: 1, nodes: 2 } : { gpusPerNode: 2, nodes: 1 },
          2 * m,
        )
      : 0;
  const pipeline = 2 * pipeEach;
  // Data-parallel members of one replica coordinate: how many share a node, over how many nodes.
  const dpPerNode = Math.max(1, Math.min(d, Math.floor(g / mp)));
  // A group that does not fill its last node still spans it: whole nodes, rounded up.
  const dpNodes = Math.ceil(d / dpPerNode);
  // Experts: all-to-all over the expert-parallel group (spread over data-parallel ranks).
  const k = w.expertsPerToken ?? 1;
  const epPerNode = Math.min(ep, dpPerNode);
  const expertsEach =
    ep > 1
      ? add(
          "experts",
          "alltoall",
          (tokens * k * h * BF16) / t,
          { gpusPerNode: epPerNode, nodes: Math.ceil(ep / epPerNode) },
          m * layersPerStage * EXPERT_ALL_TO_ALLS_PER_LAYER,
        )
      : 0;
  const experts = expertsEach * layersPerStage * EXPERT_ALL_TO_ALLS_PER_LAYER;

  // Data parallelism.
  const parameters = w.modelParameters / (mp * ep);
  const gradientBytes = parameters * (w.gradientReduceBytes ?? BF16);
  const group = { gpusPerNode: dpPerNode, nodes: dpNodes };
  const syncEvery = w.gradientSync === "micro-batch";
  const gather = w.parameterGather ?? "forward-and-backward";
  let gatherTime = 0;
  let sync = 0;
  if (w.dataParallel === "ddp") {
    sync = add("data", "all_reduce", gradientBytes, group, syncEvery ? m : 1);
  } else if (w.dataParallel === "fsdp-full") {
    const gathers = gather === "forward-and-backward" ? 2 * m : gather === "forward" ? m : 1;
    gatherTime = add("data", "all_gather", parameters * BF16, group, gathers);
    sync = add("data", "reduce_scatter", gradientBytes, group, syncEvery ? m : 1);
  } else {
    sync = add(
      "data",
      "all_reduce",
      gradientBytes / dpPerNode,
      { gpusPerNode: 1, nodes: dpNodes },
      syncEvery ? m : 1,
    );
  }
  // Micro-batches differ only in what they carry: the first (the step's gather), the last (the
  // step's gradient reduction) and those between.
  const carried = (first: boolean, last: boolean) =>
    overlapPhases({
      forwardTime: gather !== "step" || first ? gatherTime : 0,
      backwardTime: (gather === "forward-and-backward" ? gatherTime : 0) + (syncEvery || last ? sync : 0),
      compute,
      overlapShare: inputs.overlapShare,
    });
  const kinds =
    m === 1
      ? [{ n: 1, phases: carried(true, true) }]
      : [
          { n: 1, phases: carried(true, false) },
          { n: m - 2, phases: carried(false, false) },
          { n: 1, phases: carried(false, true) },
        ];
  const dataExposed = kinds.reduce((sum, k) => sum + k.n * k.phases.exposed, 0);
  const dataHidden = kinds.reduce((sum, k) => sum + k.n * k.phases.hidden, 0);

  const perMicroBatch = compute + tensor + pipeline + experts;
  const interleave = w.pipelineInterleave ?? 1;
  const bubble = p > 1 ? ((p - 1) / interleave) * perMicroBatch : 0;
  const paramsOnNodeCpu = (w.modelParameters / (mp * ep)) * Math.min(g, dpPerNode * mp);
  const optimizer = w.cpuOffload ? paramsOnNodeCpu / inputs.cpuOptimizerRate : 0;
  const step: WorkloadStepBreakdown = {
    compute: m * compute,
    bubble,
    tensor: m * tensor,
    tensorInEfficiency: m * tensorInEfficiency,
    pipeline: m * pipeline,
    experts: m * experts,
    dataExposed,
    dataHidden,
    optimizer,
    total: m * perMicroBatch + bubble + dataExposed + optimizer,
  };
  const waiting = step.tensor + step.pipeline + step.experts + step.dataExposed;
  return {
    step,
    networkWaitShare: step.total > 0 ? waiting / step.total : 0,
    tokensPerSecond: w.tokensPerStep / step.total,
    dataParallel: d,
    microBatches: m,
    microBatchTokens: tokens,
    collectives,
  };
}
