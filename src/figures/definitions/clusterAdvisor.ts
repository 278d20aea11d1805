/**
 * Figure: does this cluster need InfiniBand? For a cluster (GPU, GPUs per node, nodes, bare metal
 * or pods) and a training workload, fabric-model's cluster advisor (`adviseCluster`) predicts every
 * fabric option of the GPU's generation (kernel TCP, RoCEv2, InfiniBand at each NIC rate; under
 * Kubernetes through its pod paths) with every collective from the collective model and its band,
 * and prices it from the sourced price table (`fabricPrices`, or the reader's prices): step time,
 * GPU time waiting on the network, time and cost of a token budget, cost per million tokens,
 * capital and hourly cost; the recommendation with why, and when it would flip
 * (`clusterAdviceFlips`). The study's two clusters keep the study's hardware.
 */

import {
  adviseCluster,
  type ClusterAdvice,
  type ClusterAdviceFlip,
  type ClusterAdvisorInputs,
  type ClusterFabricOption,
  type ClusterMeasurementPlan,
  type ClusterOptionAdvice,
  type ClusterPrices,
  type ClusterWorkloadConflict,
  clusterAdviceFlips,
  clusterMeasurementPlan,
  type FabricFamily,
  type PricedGpuId,
  pricedGpuIds,
  redhat2025,
  studyClusterOptions,
  type TrainingWorkloadId,
  trainingWorkloadIds,
  trainingWorkloads,
} from "fabric-model";
import { ADVISOR_ROLE_COLORS, type AdvisorRole } from "../../charts/advisorBarPanel.ts";
import { clusterAdvisorChart } from "../../charts/clusterAdvisorChart.ts";
import type { StateOf, StateSpec } from "../../lib/figureState.ts";
import { formatNumber, localePath, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { defaultLens, lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import { hardwareQuery } from "../../yourMeasurements/hardwareQuery.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("advisor");

type ClusterChoice = "mine" | "study-l40s" | "study-h100";
const CLUSTERS: readonly ClusterChoice[] = ["mine", "study-l40s", "study-h100"];

const GPU_LABELS = {
  l40s: "fig.fabricAdvisor.gpu.l40s",
  "h100-sxm": "fig.fabricAdvisor.gpu.h100-sxm",
  "a100-sxm": "fig.fabricAdvisor.gpu.a100-sxm",
  "h200-sxm": "fig.fabricAdvisor.gpu.h200-sxm",
  gh200: "fig.fabricAdvisor.gpu.gh200",
  "b200-sxm": "fig.clusterAdvisor.gpu.b200-sxm",
} as const satisfies Record<PricedGpuId, UiKey>;
const WORKLOAD_LABELS = {
  "study-fine-tune": "fig.clusterAdvisor.workload.study-fine-tune",
  "dense-pretraining": "fig.clusterAdvisor.workload.dense-pretraining",
  "moe-pretraining": "fig.clusterAdvisor.workload.moe-pretraining",
} as const satisfies Record<TrainingWorkloadId, UiKey>;
const FAMILY_LABELS = {
  tcp: "fig.clusterAdvisor.family.tcp",
  roce: "fig.clusterAdvisor.family.roce",
  ib: "fig.clusterAdvisor.family.ib",
} as const satisfies Record<FabricFamily, UiKey>;
const LAYER_LABELS = {
  "pod-overlay": "fig.fabricAdvisor.pathLower.pod-overlay",
  vnic: "fig.fabricAdvisor.pathLower.vnic",
  "sriov-vf": "fig.fabricAdvisor.pathLower.sriov-vf",
  "sriov-rdma": "fig.fabricAdvisor.pathLower.sriov-rdma",
} as const;
const CONFLICT_LABELS = {
  "tensor-exceeds-node": "fig.clusterAdvisor.conflict.tensor-exceeds-node",
  "replica-exceeds-cluster": "fig.clusterAdvisor.conflict.replica-exceeds-cluster",
  "experts-exceed-replicas": "fig.clusterAdvisor.conflict.experts-exceed-replicas",
  "batch-below-replicas": "fig.clusterAdvisor.conflict.batch-below-replicas",
  "micro-batch-below-sequence": "fig.clusterAdvisor.conflict.micro-batch-below-sequence",
  "active-exceeds-total": "fig.clusterAdvisor.conflict.active-exceeds-total",
  "bad-count": "fig.clusterAdvisor.conflict.bad-count",
} as const satisfies Record<ClusterWorkloadConflict, UiKey>;
const REASON_LABELS = {
  "single-node": "fig.clusterAdvisor.reason.single-node",
  "fastest-is-cheapest": "fig.clusterAdvisor.reason.fastest-is-cheapest",
  "cheaper-within-band": "fig.clusterAdvisor.reason.cheaper-within-band",
  "faster-pays": "fig.clusterAdvisor.reason.faster-pays",
} as const;

/** A price control: 0 keeps the table's price. */
const priceParam = (label: UiKey, unit: UiKey, max: number) =>
  ({ kind: "number", min: 0, max, step: 0.01, default: 0, label, unit }) as const;

/** The reader's own cluster's controls: a study cluster keeps the study's hardware and job. */
const mine = (s: Readonly<Record<string, unknown>>) => s.cluster === "mine";

const spec = {
  cluster: {
    kind: "enum",
    options: CLUSTERS,
    labels: {
      mine: "fig.clusterAdvisor.cluster.mine",
      "study-l40s": "fig.clusterAdvisor.cluster.study-l40s",
      "study-h100": "fig.clusterAdvisor.cluster.study-h100",
    },
    default: "mine",
    label: "fig.clusterAdvisor.cluster",
  },
  gpu: {
    kind: "enum",
    options: pricedGpuIds,
    labels: GPU_LABELS,
    default: "h100-sxm",
    label: "fig.fabricAdvisor.gpu",
    appliesWhen: mine,
  },
  gpusPerNode: {
    kind: "int",
    min: 1,
    max: 8,
    step: 1,
    default: 8,
    label: "fig.fabricAdvisor.gpusPerNode",
    appliesWhen: mine,
  },
  nodes: { kind: "int", min: 1, max: 2048, step: 1, default: 16, label: "fig.fabricAdvisor.nodes" },
  kubernetes: { kind: "bool", default: false, label: "fig.clusterAdvisor.kubernetes", appliesWhen: mine },
  workload: {
    kind: "enum",
    options: trainingWorkloadIds,
    labels: WORKLOAD_LABELS,
    default: "dense-pretraining",
    label: "fig.clusterAdvisor.workload",
    appliesWhen: mine,
  },
  modelB: {
    kind: "number",
    min: 0,
    max: 2000,
    step: 0.01,
    default: 0,
    label: "fig.clusterAdvisor.modelB",
    unit: "fig.fabricAdvisor.unitBillion",
    appliesWhen: mine,
  },
  tokensB: {
    kind: "number",
    min: 0.001,
    max: 100000,
    step: 0.001,
    default: 1000,
    label: "fig.clusterAdvisor.tokensB",
    unit: "fig.clusterAdvisor.unitBillionTokens",
  },
  oversubscription: {
    kind: "number",
    min: 1,
    max: 8,
    step: 0.5,
    default: 1,
    label: "fig.clusterAdvisor.oversubscription",
  },
  gpuPrice: priceParam("fig.clusterAdvisor.gpuPrice", "fig.clusterAdvisor.unitUsdGpu", 1e6),
  ibPort: priceParam("fig.clusterAdvisor.ibPort", "fig.clusterAdvisor.unitUsd", 1e5),
  ethPort: priceParam("fig.clusterAdvisor.ethPort", "fig.clusterAdvisor.unitUsd", 1e5),
  link: priceParam("fig.clusterAdvisor.link", "fig.clusterAdvisor.unitUsd", 1e5),
} as const satisfies StateSpec;

type Spec = typeof spec;
type State = StateOf<Spec>;

/** The figure's data: the advice (or the conflicts), the what-ifs, and what the inputs were. */
export interface ClusterAdvisorData {
  readonly advice: ClusterAdvice;
  readonly flips: readonly ClusterAdviceFlip[];
  /** The measurement that settles the pick (null on one node or a conflict). */
  readonly plan: ClusterMeasurementPlan | null;
  readonly inputs: ClusterAdvisorInputs;
  /** The study cluster the scenario is locked to, or null for the reader's cluster. */
  readonly study: "l40s" | "h100" | null;
  readonly tokensB: number;
}

/** The advisor's inputs for a state: a study cluster keeps the study's hardware and job. */
export function clusterAdvisorInputs(state: State): {
  inputs: ClusterAdvisorInputs;
  study: "l40s" | "h100" | null;
} {
  const study = state.cluster === "mine" ? null : state.cluster === "study-l40s" ? "l40s" : "h100";
  const preset = trainingWorkloads[study === null ? state.workload : "study-fine-tune"];
  const w = preset.workload;
  const k = study === null && state.modelB > 0 ? (state.modelB * 1e9) / w.modelParameters : 1;
  const workload = {
    ...w,
    modelParameters: w.modelParameters * k,
    ...(w.activeParameters === undefined ? {} : { activeParameters: w.activeParameters * k }),
  };
  const prices: Partial<ClusterPrices> = {
    ...(state.ibPort > 0 ? { infinibandSwitchPort400: state.ibPort } : {}),
    ...(state.ethPort > 0 ? { ethernetSwitchPort400: state.ethPort } : {}),
    ...(state.link > 0 ? { link400: state.link } : {}),
  };
  const tokenBudget = state.tokensB * 1e9;
  if (study !== null) {
    const cluster = redhat2025.clusters.find((c) => c.id === study);
    const gpu = (cluster?.gpu ?? "h100-sxm") as PricedGpuId;
    const node = trainingWorkloads["study-fine-tune"];
    return {
      study,
      inputs: {
        gpu,
        gpusPerNode: cluster?.gpusPerNode ?? 8,
        nodes: state.nodes,
        nicsPerNode: 1,
        workload: node.workload,
        studyWorkload: true,
        tokenBudget,
        kubernetes: true,
        oversubscription: state.oversubscription,
        prices: gpuPriceOverride(gpu, state.gpuPrice, prices),
        options: studyClusterOptions(study),
      },
    };
  }
  return {
    study,
    inputs: {
      gpu: state.gpu,
      gpusPerNode: state.gpusPerNode,
      nodes: state.nodes,
      workload,
      studyWorkload: preset.study,
      tokenBudget,
      kubernetes: state.kubernetes,
      oversubscription: state.oversubscription,
      prices: gpuPriceOverride(state.gpu, state.gpuPrice, prices),
    },
  };
}

/** The reader's GPU price replaces the table's in the table's kind (per GPU bought, or per GPU-hour rented). */
function gpuPriceOverride(
  gpu: PricedGpuId,
  price: number,
  prices: Partial<ClusterPrices>,
): Partial<ClusterPrices> {
  if (!(price > 0)) return prices;
  const rental = gpu === "l40s";
  return {
    ...prices,
    gpu: rental ? { kind: "rental", perGpuHour: price } : { kind: "purchase", perGpu: price },
  };
}

const cache = new Map<string, ClusterAdvisorData>();

/** Changes that would flip the advice the figure's text summary names; the notes name them all. */
const SUMMARY_FLIPS = 1;

/**
 * The advice for a state in three pieces (the advice, what would flip it, the plan to measure it),
 * pausing between them, left in the cache for `compute`: a cold first advice takes about 50 ms.
 */
function* prepare(state: State): Generator<undefined, void> {
  const key = JSON.stringify(state);
  if (cache.has(key)) return;
  const { inputs, study } = clusterAdvisorInputs(state);
  const advice = adviseCluster(inputs);
  yield;
  const flips = advice.kind === "advice" ? clusterAdviceFlips(inputs, advice) : [];
  yield;
  const plan = clusterMeasurementPlan(inputs, advice);
  if (cache.size > 100) cache.clear();
  cache.set(key, { advice, flips, plan, inputs, study, tokensB: state.tokensB });
}

function compute(state: State): ClusterAdvisorData {
  const key = JSON.stringify(state);
  if (!cache.has(key)) for (const _ of prepare(state));
  return cache.get(key) as ClusterAdvisorData;
}

/** An option in words: family, rate and, under Kubernetes, the pod path. */
function optionLabel(option: ClusterFabricOption, tr: ChartContext["tr"]): string {
  const base = tr("fig.clusterAdvisor.optionLabel", {
    family: tr(FAMILY_LABELS[option.family]),
    rate: Math.round(option.nicRate / 1e9),
  });
  return option.layer === null
    ? base
    : tr("fig.clusterAdvisor.optionLayer", { option: base, layer: tr(LAYER_LABELS[option.layer]) });
}

function optionById(advice: ClusterAdvice, id: string | null): ClusterFabricOption | null {
  if (advice.kind !== "advice" || id === null) return null;
  return advice.options.find((o) => o.option.id === id)?.option ?? null;
}

function roleOf(advice: Extract<ClusterAdvice, { kind: "advice" }>, i: number): AdvisorRole {
  if (i === advice.recommended) return "recommended";
  if (i === advice.fastest) return "compare";
  return "other";
}

const digits = (v: number) => (v < 1 ? 3 : v < 10 ? 2 : v < 100 ? 1 : 0);
const days = (seconds: number) => seconds / 86400;

function conflictMessage(
  conflicts: readonly ClusterWorkloadConflict[],
  data: ClusterAdvisorData,
  tr: ChartContext["tr"],
): string {
  const w = data.inputs.workload;
  const vars = {
    tensor: w.tensorParallel,
    pipeline: w.pipelineParallel,
    experts: w.expertParallel,
    perNode: data.inputs.gpusPerNode,
    gpus: data.inputs.gpusPerNode * data.inputs.nodes,
    sequences: Math.floor(w.tokensPerStep / w.sequenceLength),
  };
  return tr("fig.clusterAdvisor.conflict", {
    reasons: conflicts.map((c) => tr(CONFLICT_LABELS[c], vars)).join(tr("fig.fabricAdvisor.and")),
  });
}

/** What would flip the advice, naming at most `most` of the changes (the rest counted). */
function flipSentence(
  data: ClusterAdvisorData,
  tr: ChartContext["tr"],
  lang: ChartContext["lang"],
  most: number,
): string {
  const flipping = data.flips.filter((f) => f.flips);
  if (flipping.length === 0) return tr("fig.clusterAdvisor.noFlip");
  const parts = flipping.slice(0, most).map((f) => {
    const option = optionById(data.advice, f.recommends);
    const to = option ? optionLabel(option, tr) : (f.recommends ?? "");
    const change =
      f.change === "nodes"
        ? tr("fig.clusterAdvisor.flipNodes", { nodes: f.value })
        : f.change === "model"
          ? tr("fig.clusterAdvisor.flipModel", { model: formatNumber(lang, (f.value as number) / 1e9, 1) })
          : tr("fig.clusterAdvisor.flipGpu", { gpu: tr(GPU_LABELS[f.value as PricedGpuId]) });
    return tr("fig.clusterAdvisor.flipTo", { change, option: to || tr(FAMILY_LABELS.tcp) });
  });
  if (flipping.length > most)
    parts.push(tr("fig.clusterAdvisor.flipsMore", { count: flipping.length - most }));
  return tr("fig.clusterAdvisor.flips", { flips: parts.join(tr("fig.clusterAdvisor.flipSeparator")) });
}

/** The nccl-tests command of a plan, as it is typed (code: not translated). */
export function planCommand(plan: ClusterMeasurementPlan): string {
  const env = plan.env.map(([name, value]) => `-x ${name}=${value}`).join(" ");
  const ranks = plan.gpusPerNode * plan.nodes;
  return `mpirun -np ${ranks} -N ${plan.gpusPerNode} ${env} ./build/${plan.binary} -b ${plan.sizeMiB}M -e ${plan.sizeMiB}M -g 1 -d bfloat16`;
}

/** The one-link check of a plan, as it is typed. */
export function linkCommand(plan: ClusterMeasurementPlan): string {
  return plan.link.tool === "iperf3"
    ? "iperf3 -c <server> -P 8 -t 30"
    : `ib_write_bw -d <mlx5_0>${plan.link.roce ? " -x 3" : ""} -F --report_gbits -s 1048576 -q 4 <server>`;
}

/** What to measure before buying, in words around the commands. */
function measurementSentences(
  data: ClusterAdvisorData,
  tr: ChartContext["tr"],
  lang: ChartContext["lang"],
  lens: UnitLens = defaultLens,
): string[] {
  const plan = data.plan;
  if (plan === null) return [];
  const gb = (v: number) => formatNumber(lang, v / 1e9, v < 1e10 ? 2 : 1);
  const option = optionLabel(plan.option, tr);
  const reading =
    plan.requiredBusBandwidth === null
      ? tr("fig.clusterAdvisor.measureNone", { option })
      : tr(
          plan.fallback === null ? "fig.clusterAdvisor.measureHolds" : "fig.clusterAdvisor.measureFallback",
          {
            required: gb(plan.requiredBusBandwidth),
            fallback: plan.fallback === null ? "" : optionLabel(plan.fallback, tr),
          },
        );
  return [
    tr("fig.clusterAdvisor.measureRun", {
      option,
      nodes: plan.nodes,
      command: planCommand(plan),
      expected: gb(plan.expectedBusBandwidth.value),
      low: gb(plan.expectedBusBandwidth.low),
      high: gb(plan.expectedBusBandwidth.high),
    }),
    reading,
    tr("fig.clusterAdvisor.measureLink", {
      command: linkCommand(plan),
      rate: formatNumber(lang, lensRate(plan.link.nicRate / 1e9, "capacity", lens), 0),
      unit: tr(lensRateUnit("capacity", lens)),
    }),
  ];
}

/**
 * The advice in words: the pick and why, its step and budget, and what would flip it (at most
 * `mostFlips` changes named: the text summary names one, the notes under the figure all).
 */
function summary(
  data: ClusterAdvisorData,
  tr: ChartContext["tr"],
  lang: ChartContext["lang"],
  mostFlips: number,
): string {
  const { advice } = data;
  if (advice.kind === "conflict") return conflictMessage(advice.conflicts, data, tr);
  const rec = advice.options[advice.recommended] as ClusterOptionAdvice;
  const fastest = advice.options[advice.fastest] as ClusterOptionAdvice;
  const n = (v: number) => formatNumber(lang, v, digits(v));
  const first = tr("fig.clusterAdvisor.summary", {
    option: optionLabel(rec.option, tr),
    why: tr(REASON_LABELS[advice.reason], {
      fastest: optionLabel(fastest.option, tr),
      low: n(advice.band.low),
      high: n(advice.band.high),
      cost: n(rec.costPerMillionTokens.value),
      fastestCost: n(fastest.costPerMillionTokens.value),
    }),
    step: n(rec.stepTime.value),
    low: n(rec.stepTime.low),
    high: n(rec.stepTime.high),
    wait: formatNumber(lang, rec.networkWaitShare * 100, 0),
    tokens: formatNumber(lang, data.tokensB, 3),
    days: n(days(rec.trainTime.value)),
    budget: formatNumber(lang, rec.budgetCost.value, 0),
  });
  const locked =
    data.study === null
      ? ""
      : ` ${tr(data.study === "l40s" ? "fig.clusterAdvisor.lockedL40s" : "fig.clusterAdvisor.lockedH100")}`;
  return `${first} ${flipSentence(data, tr, lang, mostFlips)}${locked}`;
}

/**
 * The link that opens "Your measurements" with the planned run's hardware filled in: its ranks
 * per node and nodes, the NICs next to the GPUs it uses (a share of the node's), their rate and
 * the fabric family as NCCL's transport.
 */
export function measurementsLink(
  data: ClusterAdvisorData,
  context: Pick<ChartContext, "lang" | "tr" | "siteRoot">,
): { href: string; label: string } | undefined {
  const plan = data.plan;
  if (plan === null) return undefined;
  const nics = data.inputs.nicsPerNode ?? data.inputs.gpusPerNode;
  const query = hardwareQuery({
    gpu: data.inputs.gpu,
    gpusPerNode: plan.gpusPerNode,
    nodes: plan.nodes,
    nicCount: Math.max(1, Math.round((nics * plan.gpusPerNode) / data.inputs.gpusPerNode)),
    nicGbps: Math.round(plan.link.nicRate / 1e9),
    transport: plan.option.family,
  });
  const path = `${localePath(context.lang, "/measurements/")}?${query}`;
  return {
    href: context.siteRoot ? new URL(path, context.siteRoot).href : path,
    label: context.tr("fig.clusterAdvisor.measureOpen"),
  };
}

function chart(data: ClusterAdvisorData, context: ChartContext): Element {
  const { tr, lang } = context;
  const { advice } = data;
  if (advice.kind === "conflict") {
    return clusterAdvisorChart(
      {
        rows: [],
        legend: [],
        stepTitle: "",
        costTitle: "",
        bandLine: { x: 0, label: "" },
        notes: [],
        message: conflictMessage(advice.conflicts, data, tr),
      },
      context,
    );
  }
  const rows = advice.options.map((o, i) => ({
    label: optionLabel(o.option, tr),
    role: roleOf(advice, i),
    calibrated: true,
    samples: o.stepTime,
    cost: o.costPerMillionTokens,
    busGbps: { value: 0, low: 0, high: 0 },
  }));
  const roles: AdvisorRole[] =
    advice.recommended === advice.fastest ? ["recommended", "other"] : ["recommended", "compare", "other"];
  const legendKey: Record<AdvisorRole, UiKey> = {
    recommended: "fig.clusterAdvisor.roleRecommended",
    compare: "fig.clusterAdvisor.roleFastest",
    start: "fig.clusterAdvisor.roleRecommended",
    other: "fig.clusterAdvisor.roleOther",
  };
  return clusterAdvisorChart(
    {
      rows,
      legend: roles.map((role) => ({ label: tr(legendKey[role]), color: ADVISOR_ROLE_COLORS[role] })),
      stepTitle: tr("fig.clusterAdvisor.panelStep"),
      costTitle: tr("fig.clusterAdvisor.panelCost"),
      bandLine: {
        x: advice.band.high,
        label: tr("fig.clusterAdvisor.bandLine", {
          value: formatNumber(lang, advice.band.high, digits(advice.band.high)),
        }),
      },
      notes: [
        summary(data, tr, lang, Number.POSITIVE_INFINITY),
        ...measurementSentences(data, tr, lang, context.lens),
      ],
      message: null,
    },
    context,
  );
}

function table(data: ClusterAdvisorData, tr: ChartContext["tr"]) {
  const { advice } = data;
  const columns = [
    { key: "option", label: "fig.clusterAdvisor.colOption" },
    { key: "role", label: "fig.fabricAdvisor.colRole" },
    { key: "step", label: "fig.clusterAdvisor.colStep", unit: "fig.clusterAdvisor.unitS", digits: 2 },
    { key: "stepLow", label: "fig.clusterAdvisor.colStepLow", unit: "fig.clusterAdvisor.unitS", digits: 2 },
    { key: "stepHigh", label: "fig.clusterAdvisor.colStepHigh", unit: "fig.clusterAdvisor.unitS", digits: 2 },
    { key: "wait", label: "fig.clusterAdvisor.colWait", unit: "unit.percent", digits: 1 },
    { key: "waitHours", label: "fig.clusterAdvisor.colWaitHours", digits: 0 },
    { key: "days", label: "fig.clusterAdvisor.colDays", digits: 1 },
    { key: "perMillion", label: "fig.clusterAdvisor.colPerMillion", digits: 3 },
    { key: "budget", label: "fig.clusterAdvisor.colBudget", digits: 0 },
    { key: "capital", label: "fig.clusterAdvisor.colCapital", digits: 0 },
    { key: "fabricCapital", label: "fig.clusterAdvisor.colFabricCapital", digits: 0 },
    { key: "perHour", label: "fig.clusterAdvisor.colPerHour", digits: 2 },
    { key: "switches", label: "fig.clusterAdvisor.colSwitches", digits: 0 },
    { key: "tiers", label: "fig.clusterAdvisor.colTiers", digits: 0 },
  ] as const;
  if (advice.kind === "conflict") return { columns, rows: [] };
  const roleKey: Record<AdvisorRole, UiKey> = {
    recommended: "fig.clusterAdvisor.roleRecommended",
    compare: "fig.clusterAdvisor.roleFastest",
    start: "fig.clusterAdvisor.roleRecommended",
    other: "fig.clusterAdvisor.roleOther",
  };
  return {
    columns,
    rows: advice.options.map((o, i) => ({
      option: optionLabel(o.option, tr),
      role: tr(roleKey[roleOf(advice, i)]),
      step: o.stepTime.value,
      stepLow: o.stepTime.low,
      stepHigh: o.stepTime.high,
      wait: o.networkWaitShare * 100,
      waitHours: o.gpuHoursWaiting,
      days: days(o.trainTime.value),
      perMillion: o.costPerMillionTokens.value,
      budget: o.budgetCost.value,
      capital: o.cost.capital,
      fabricCapital: o.cost.fabricCapital,
      perHour: o.cost.perHour,
      switches: o.cost.fabric?.switches ?? 0,
      tiers: o.cost.fabric?.tiers ?? 0,
    })),
  };
}

/** The cluster advisor: the reader's cluster by default (16 nodes of 8 H100, dense 70B pretraining). */
export const clusterAdvisor: FigureDefinition<Spec, ClusterAdvisorData> = {
  id: "cluster-advisor",
  title: "fig.clusterAdvisor.title",
  caption: "fig.clusterAdvisor.caption",
  spec,
  prepare,
  compute,
  chart,
  table,
  summary: (data, tr, lang) => summary(data, tr, lang, SUMMARY_FLIPS),
  pageLinks: (data, context) => {
    const link = measurementsLink(data, context);
    return link ? [link] : [];
  },
};
