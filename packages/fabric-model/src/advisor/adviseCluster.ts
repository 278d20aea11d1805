import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { PricedGpuId } from "../presets/fabricPrices.ts";
import type { TrainingRange } from "../training/TrainingPrediction.ts";
import { trainingAssumptions } from "../training/trainingAssumptions.ts";
import { trainingOverlapShare } from "../training/trainingOverlapShare.ts";
import { trainingPathBandwidthEstimate } from "../training/trainingPathBandwidthEstimate.ts";
import { type BitsPerSecond, bitsPerSecond } from "../units.ts";
import { advisorAssumptions } from "./advisorAssumptions.ts";
import { advisorTrainingContext } from "./advisorTrainingContext.ts";
import { type ClusterWorkloadConflict, checkClusterWorkload } from "./checkClusterWorkload.ts";
import { type ClusterCost, type ClusterPrices, clusterCost, clusterPrices } from "./clusterCost.ts";
import { type ClusterFabricOption, clusterFabricOptions } from "./clusterFabricOptions.ts";
import type { TrainingWorkload } from "./TrainingWorkload.ts";
import { type StepSide, type WorkloadStep, workloadStepTime } from "./workloadStepTime.ts";

/**
 * What the cluster advisor is asked: the cluster, the job, the token budget, whether pods run it,
 * and any prices of one's own.
 * @example const i: ClusterAdvisorInputs = { gpu: "h100-sxm", gpusPerNode: 8, nodes: 16, workload, tokenBudget: 1e12, kubernetes: false };
 */
export interface ClusterAdvisorInputs {
  readonly gpu: PricedGpuId;
  readonly gpusPerNode: number;
  readonly nodes: number;
  /** NIC ports per node for GPU traffic; default one per GPU. */
  readonly nicsPerNode?: number;
  readonly workload: TrainingWorkload;
  /** Whether the workload is the training study's fine-tune (its calibrated compute efficiency applies on the study's GPUs). */
  readonly studyWorkload?: boolean;
  /** Tokens to train. */
  readonly tokenBudget: number;
  /** Pods run the job: every option goes through a Kubernetes network path. */
  readonly kubernetes: boolean;
  /** Leaf oversubscription (1 = non-blocking); default 1. */
  readonly oversubscription?: number;
  /** Prices replacing the table's (`clusterPrices`). */
  readonly prices?: Partial<ClusterPrices>;
  /** The options to compare; default every option of the GPU's generation (`clusterFabricOptions`). */
  readonly options?: readonly ClusterFabricOption[];
}

/**
 * One fabric option, predicted and priced.
 * @example adviseCluster(inputs).options[0].stepTime.value // s
 */
export interface ClusterOptionAdvice {
  readonly option: ClusterFabricOption;
  /** Optimizer step time, s: central, and the band of the collectives (and pod path) it rests on (low = fast end). */
  readonly stepTime: TrainingRange;
  /** Tokens per second at each end of `stepTime`. */
  readonly tokensPerSecond: TrainingRange;
  /** Tokens per second with the compute-efficiency range too (what a report's throughput is checked against). */
  readonly throughputBand: { readonly low: number; readonly high: number };
  /** Share of the step the GPUs wait on communication (central). */
  readonly networkWaitShare: number;
  /** GPU-hours spent waiting on the network over the token budget (central). */
  readonly gpuHoursWaiting: number;
  /** Time to train the token budget, s. */
  readonly trainTime: TrainingRange;
  readonly cost: ClusterCost;
  /** Cost per million tokens (currency of the prices). */
  readonly costPerMillionTokens: TrainingRange;
  /** Cost of the token budget (hourly cost x train time). */
  readonly budgetCost: TrainingRange;
  /** Central step time within the fastest option's band. */
  readonly withinBand: boolean;
  /** The central step, with every collective it runs (for the measurement plan). */
  readonly step: WorkloadStep;
}

/**
 * Why the recommended option:
 * - "single-node": nothing crosses the network, so the cheapest fabric wins;
 * - "fastest-is-cheapest": the fastest option is also the cheapest per token within its band;
 * - "cheaper-within-band": a slower option is within the fastest's band and cheaper per token;
 * - "faster-pays": nothing cheaper per token lies within the fastest's band.
 * @example const r: ClusterAdviceReason = "cheaper-within-band";
 */
export type ClusterAdviceReason =
  | "single-node"
  | "fastest-is-cheapest"
  | "cheaper-within-band"
  | "faster-pays";

/**
 * Result of `adviseCluster`: the options side by side and the recommendation, or the conflicts
 * that stop the workload from running on the cluster as set.
 * @example adviseCluster(inputs).kind // "advice"
 */
export type ClusterAdvice =
  | {
      readonly kind: "advice";
      readonly options: readonly ClusterOptionAdvice[];
      /** Index of the fastest option (central step time; the cheaper on a tie). */
      readonly fastest: number;
      /** Index of the recommended option. */
      readonly recommended: number;
      readonly reason: ClusterAdviceReason;
      /** The fastest option's step time band, s (low = fast end). */
      readonly band: TrainingRange;
      readonly computeEfficiency: TrainingRange;
      readonly prices: ClusterPrices;
    }
  | { readonly kind: "conflict"; readonly conflicts: readonly ClusterWorkloadConflict[] };

const SIDES: readonly StepSide[] = ["value", "fast", "slow"];

/**
 * How the cluster advisor runs one optimizer step of the inputs' workload over a fabric option
 * (`workloadStepTime` with the settings `adviseCluster` resolves: compute efficiency, overlap (the
 * workload's `trainingOverlapShare` when it says whether it checkpoints activations), optimizer rate
 * and offload from the training model, the pod path's rate as `layerCap`; with the assumed
 * efficiency, the GPU it was measured on, whose tensor-parallel all-reduces it holds), at a side
 * of the bands, a compute efficiency and a multiplier on every inter-node collective's bandwidth.
 * @throws RangeError as `advisorTrainingContext`.
 * @example clusterStepRunner(inputs).run(option, "value", 0.475).step.total // s
 */
export function clusterStepRunner(inputs: ClusterAdvisorInputs): {
  readonly efficiency: TrainingRange;
  readonly run: (
    option: ClusterFabricOption,
    side: StepSide,
    efficiency: number,
    interNodeScale?: number,
  ) => WorkloadStep;
} {
  const base = advisorTrainingContext(
    { gpu: inputs.gpu, network: "sriov-rdma" },
    { gpusPerNode: inputs.gpusPerNode },
  ).context;
  const calibrated = inputs.studyWorkload === true && base.cluster !== null;
  const a = advisorAssumptions.computeEfficiency;
  const own = calibrated ? base.mfu : inputs.workload.computeEfficiency;
  const efficiency: TrainingRange = own ?? { value: a.value, low: a.low, high: a.high };
  // Megatron's end-to-end efficiency holds its tensor-parallel all-reduces; the others exclude them.
  const measuredOn = own === undefined ? { computeEfficiencyMeasuredOn: a.measuredOn } : {};
  const checkpointing = inputs.workload.activationCheckpointing;
  const overlapShare =
    checkpointing === undefined
      ? base.overlapShare.value
      : trainingOverlapShare({ activationCheckpointing: checkpointing });
  const cpuOffload = inputs.workload.cpuOffload ?? (inputs.studyWorkload === true && base.cpuOffload);
  const nicsPerNode = inputs.nicsPerNode ?? inputs.gpusPerNode;
  const caps = new Map<string, TrainingRange<BitsPerSecond> | null>();
  const capOf = (option: ClusterFabricOption, side: StepSide): BitsPerSecond | null => {
    if (!caps.has(option.id)) {
      caps.set(
        option.id,
        option.layer === null ? null : layerCap(inputs, option.layer, option.nicRate, nicsPerNode),
      );
    }
    const cap = caps.get(option.id) ?? null;
    return cap === null ? null : side === "value" ? cap.value : side === "fast" ? cap.high : cap.low;
  };
  return {
    efficiency,
    run: (option, side, computeEfficiency, interNodeScale = 1) =>
      workloadStepTime({
        gpu: inputs.gpu,
        gpusPerNode: inputs.gpusPerNode,
        nodes: inputs.nodes,
        workload: { ...inputs.workload, cpuOffload },
        fabric: {
          transport: option.family,
          nicCount: nicsPerNode,
          nicRate: option.nicRate,
          layerCap: capOf(option, side),
        },
        computeEfficiency,
        ...measuredOn,
        overlapShare,
        cpuOptimizerRate: base.cpuOptimizerRate.value,
        side,
        interNodeScale,
      }),
  };
}

/**
 * The effective rate per node of a pod's network path: the training model's (calibrated on the
 * study's cluster where it measured this path at this NIC rate, else widened as it widens any
 * unmeasured path) for the pod network and the vNIC, whose software path rather than the wire
 * limits them; for SR-IOV at a NIC rate the study did not have, the datapath model's estimate for
 * that rate and NIC count, banded down to `trainingAssumptions.bandwidthTransfer.low` of it.
 */
function layerCap(
  inputs: ClusterAdvisorInputs,
  layer: VirtualisationLayerId,
  nicRate: BitsPerSecond,
  nics: number,
): TrainingRange<BitsPerSecond> {
  const context = advisorTrainingContext(
    { gpu: inputs.gpu, network: layer },
    { gpusPerNode: inputs.gpusPerNode },
  ).context;
  const sriov = layer === "sriov-vf" || layer === "sriov-rdma";
  const studyRate =
    context.cluster === null ? null : sriov ? context.cluster.sriovNicRate : context.cluster.vnicRate;
  if (!sriov || nicRate === studyRate) return context.bandwidthAtReference;
  const estimate = trainingPathBandwidthEstimate({
    network: layer,
    nicRate,
    gpusPerNode: inputs.gpusPerNode,
    nics,
  }).bandwidth;
  const t = trainingAssumptions.bandwidthTransfer;
  return { value: estimate, low: bitsPerSecond(estimate * t.low), high: estimate };
}

/** Index of the best element by `better(a, b)`; the first on ties. */
function argBest(n: number, better: (a: number, b: number) => boolean): number {
  let best = 0;
  for (let i = 1; i < n; i++) if (better(i, best)) best = i;
  return best;
}

const SECONDS_PER_HOUR = 3600;

/**
 * Does this cluster need InfiniBand? For a cluster and a training workload, every fabric option
 * of the GPU's generation (`clusterFabricOptions`: Ethernet with kernel TCP, RoCEv2, InfiniBand at
 * each NIC rate; under Kubernetes through each pod path) is predicted with `workloadStepTime`, whose
 * every collective is `predictCollective`'s, at the centre and both ends of the collectives'
 * cross-validated bands, and priced with `clusterCost` (nodes, switches of a fabric that size,
 * links). Per option: step time with its band, GPU time waiting on the network, time and cost to
 * train the token budget, cost per million tokens, capital and hourly cost. The recommendation is
 * the option cheapest per million tokens among those whose central step time lies within the
 * fastest option's band (its slow end), the faster on a tie. Scaling every price by one factor
 * scales every cost and leaves the recommendation alone.
 * Compute efficiency: the training model's calibrated MFU for the study's fine-tune on the study's
 * GPUs, else the workload's, else `advisorAssumptions.computeEfficiency`; its range widens
 * `throughputBand` only (it moves every option alike, so it does not decide between them).
 * @throws RangeError on a token budget that is not positive, and as `clusterCost` and `workloadStepTime`.
 * @example adviseCluster({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 16, workload, tokenBudget: 1e12, kubernetes: false }).kind // "advice"
 */
export function adviseCluster(inputs: ClusterAdvisorInputs): ClusterAdvice {
  const conflicts = checkClusterWorkload(inputs);
  if (conflicts.length > 0) return { kind: "conflict", conflicts };
  if (!(Number.isFinite(inputs.tokenBudget) && inputs.tokenBudget > 0)) {
    throw new RangeError(`adviseCluster: tokenBudget must be positive, got ${inputs.tokenBudget}`);
  }
  const prices = clusterPrices(inputs.gpu, inputs.prices);
  const runner = clusterStepRunner(inputs);
  const efficiency = runner.efficiency;
  const nicsPerNode = inputs.nicsPerNode ?? inputs.gpusPerNode;
  const gpus = inputs.gpusPerNode * inputs.nodes;
  const tokens = inputs.workload.tokensPerStep;
  const options = inputs.options ?? clusterFabricOptions({ gpu: inputs.gpu, kubernetes: inputs.kubernetes });
  if (options.length === 0) throw new RangeError("adviseCluster: at least one fabric option is needed");
  const evaluated = options.map((option) => {
    const steps = Object.fromEntries(
      SIDES.map((side) => [side, runner.run(option, side, efficiency.value)]),
    ) as Record<StepSide, WorkloadStep>;
    const slowest = runner.run(option, "slow", efficiency.low);
    const quickest = runner.run(option, "fast", efficiency.high);
    const cost = clusterCost({
      gpusPerNode: inputs.gpusPerNode,
      nodes: inputs.nodes,
      nicsPerNode,
      family: option.family,
      nicRate: option.nicRate,
      oversubscription: inputs.oversubscription ?? 1,
      prices,
    });
    const stepTime: TrainingRange = {
      value: steps.value.step.total,
      low: Math.min(steps.fast.step.total, steps.value.step.total),
      high: Math.max(steps.slow.step.total, steps.value.step.total),
    };
    const perSecond = (t: number) => tokens / t;
    const trainTime = (t: number) => (inputs.tokenBudget / tokens) * t;
    const perMillion = (t: number) => (cost.perHour / (perSecond(t) * SECONDS_PER_HOUR)) * 1e6;
    const central = trainTime(stepTime.value);
    return {
      option,
      stepTime,
      tokensPerSecond: {
        value: perSecond(stepTime.value),
        low: perSecond(stepTime.high),
        high: perSecond(stepTime.low),
      },
      throughputBand: {
        low: Math.min(perSecond(slowest.step.total), perSecond(stepTime.high)),
        high: Math.max(perSecond(quickest.step.total), perSecond(stepTime.low)),
      },
      networkWaitShare: steps.value.networkWaitShare,
      gpuHoursWaiting: (steps.value.networkWaitShare * central * gpus) / SECONDS_PER_HOUR,
      trainTime: { value: central, low: trainTime(stepTime.low), high: trainTime(stepTime.high) },
      cost,
      costPerMillionTokens: {
        value: perMillion(stepTime.value),
        low: perMillion(stepTime.low),
        high: perMillion(stepTime.high),
      },
      budgetCost: {
        value: (cost.perHour * central) / SECONDS_PER_HOUR,
        low: (cost.perHour * trainTime(stepTime.low)) / SECONDS_PER_HOUR,
        high: (cost.perHour * trainTime(stepTime.high)) / SECONDS_PER_HOUR,
      },
      step: steps.value,
    };
  });
  const n = evaluated.length;
  const at = (i: number) => evaluated[i] as (typeof evaluated)[number];
  const fastest = argBest(
    n,
    (i, j) =>
      at(i).stepTime.value < at(j).stepTime.value ||
      (at(i).stepTime.value === at(j).stepTime.value && at(i).cost.perHour < at(j).cost.perHour),
  );
  const band = at(fastest).stepTime;
  const within = evaluated.map((o) => o.stepTime.value <= band.high);
  const eligible = evaluated.map((_, i) => i).filter((i) => within[i]);
  const recommended = eligible[
    argBest(eligible.length, (x, y) => {
      const i = at(eligible[x] as number);
      const j = at(eligible[y] as number);
      return (
        i.costPerMillionTokens.value < j.costPerMillionTokens.value ||
        (i.costPerMillionTokens.value === j.costPerMillionTokens.value && i.stepTime.value < j.stepTime.value)
      );
    })
  ] as number;
  const cheaperOutside = evaluated.some(
    (o, i) => !within[i] && o.costPerMillionTokens.value < at(recommended).costPerMillionTokens.value,
  );
  const reason: ClusterAdviceReason =
    inputs.nodes === 1
      ? "single-node"
      : recommended !== fastest
        ? "cheaper-within-band"
        : cheaperOutside
          ? "faster-pays"
          : "fastest-is-cheapest";
  return {
    kind: "advice",
    options: evaluated.map((o, i) => ({ ...o, withinBand: within[i] as boolean })),
    fastest,
    recommended,
    reason,
    band,
    computeEfficiency: efficiency,
    prices,
  };
}
