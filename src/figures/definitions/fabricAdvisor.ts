/**
 * Figure: is a fabric worth it? For a GPU cluster and a training job, each candidate network path
 * is predicted by fabric-model's training model (`adviseFabric` over `predictTraining`'s
 * calibrated points and bands) and priced (`networkCostExamples`, or the reader's prices): its
 * throughput, cost per million tokens and the all-reduce bandwidth it should show; the advisor's
 * recommendation with its reasons; and the nccl-tests run that confirms it before buying.
 * `makeFabricAdvisor` builds the definition with other defaults (the study's H100 case).
 */

import {
  adviseFabric,
  advisorAssumptions,
  type BitsPerSecond,
  type FabricAdvice,
  type FabricAdvisorCandidate,
  inGbps,
  type NetworkCostGpuId,
  networkCostExamples,
  networkCostGpuIds,
  redhat2025,
  type TrainingShardingStrategy,
  type VirtualisationLayerId,
} from "fabric-model";
import { ADVISOR_ROLE_COLORS, type AdvisorChartRow, type AdvisorRole } from "../../charts/advisorBarPanel.ts";
import { fabricAdvisorChart } from "../../charts/fabricAdvisorChart.ts";
import type { StateOf, StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("advisor");

const PATHS: readonly VirtualisationLayerId[] = ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"];
const VIRTUAL_PATHS: readonly VirtualisationLayerId[] = ["pod-overlay", "vnic"];

const PATH_LABELS = {
  "pod-overlay": "fig.fabricAdvisor.path.pod-overlay",
  vnic: "fig.fabricAdvisor.path.vnic",
  "sriov-vf": "fig.fabricAdvisor.path.sriov-vf",
  "sriov-rdma": "fig.fabricAdvisor.path.sriov-rdma",
} as const satisfies Record<VirtualisationLayerId, UiKey>;
const PATH_LOWER = {
  "pod-overlay": "fig.fabricAdvisor.pathLower.pod-overlay",
  vnic: "fig.fabricAdvisor.pathLower.vnic",
  "sriov-vf": "fig.fabricAdvisor.pathLower.sriov-vf",
  "sriov-rdma": "fig.fabricAdvisor.pathLower.sriov-rdma",
} as const satisfies Record<VirtualisationLayerId, UiKey>;
const GPU_LABELS = {
  l40s: "fig.fabricAdvisor.gpu.l40s",
  "h100-sxm": "fig.fabricAdvisor.gpu.h100-sxm",
  "a100-sxm": "fig.fabricAdvisor.gpu.a100-sxm",
  "h200-sxm": "fig.fabricAdvisor.gpu.h200-sxm",
  gh200: "fig.fabricAdvisor.gpu.gh200",
} as const satisfies Record<NetworkCostGpuId, UiKey>;
const STRATEGY_LABELS = {
  "hybrid-shard": "fig.fabricAdvisor.strategyHybrid",
  "full-shard": "fig.fabricAdvisor.strategyFull",
  ddp: "fig.fabricAdvisor.strategyDdp",
} as const satisfies Record<TrainingShardingStrategy, UiKey>;
const STRATEGIES = Object.keys(STRATEGY_LABELS) as TrainingShardingStrategy[];

/** The study's model size in billions of parameters (the default of the size control). */
const STUDY_MODEL_B = redhat2025.config.model.parameters / 1e9;

/** A study cluster's node: its GPU, GPUs per node and the largest node count measured on it. */
function studyCase(gpu: NetworkCostGpuId): { gpusPerNode: number; nodes: number } {
  const cluster = redhat2025.clusters.find((c) => c.gpu === gpu);
  const nodes = Math.max(...redhat2025.points.filter((p) => p.cluster === cluster?.id).map((p) => p.nodes));
  return { gpusPerNode: cluster?.gpusPerNode ?? 8, nodes: Number.isFinite(nodes) ? nodes : 2 };
}

/** The SR-IOV paths' prices matter only when those paths are compared. */
const customWithSriov = (s: Readonly<Record<string, unknown>>) => s.prices === "custom" && s.paths === "all";

/** A price the reader types in, shown only with "my prices" (`appliesWhen`, or its own test). */
const costParam = (
  label: UiKey,
  value: number,
  appliesWhen: (s: Readonly<Record<string, unknown>>) => boolean = (s) => s.prices === "custom",
) =>
  ({
    kind: "number",
    min: 0,
    max: 1000,
    step: 0.01,
    default: value,
    label,
    unit: "fig.fabricAdvisor.unitUsdNodeHour",
    appliesWhen,
  }) as const;

/** The state spec with the defaults of one study cluster (its GPU, node, node count and example prices). */
function makeSpec(gpu: NetworkCostGpuId) {
  const node = studyCase(gpu);
  const prices = networkCostExamples[gpu];
  const extra = prices.usdPerNodeHourByPath;
  return {
    gpu: {
      kind: "enum",
      options: networkCostGpuIds,
      labels: GPU_LABELS,
      default: gpu,
      label: "fig.fabricAdvisor.gpu",
    },
    gpusPerNode: {
      kind: "int",
      min: 1,
      max: 8,
      step: 1,
      default: node.gpusPerNode,
      label: "fig.fabricAdvisor.gpusPerNode",
    },
    nodes: { kind: "int", min: 2, max: 64, step: 1, default: node.nodes, label: "fig.fabricAdvisor.nodes" },
    modelB: {
      kind: "number",
      min: 1,
      max: 70,
      step: 0.01,
      default: STUDY_MODEL_B,
      label: "fig.fabricAdvisor.modelB",
      unit: "fig.fabricAdvisor.unitBillion",
    },
    strategy: {
      kind: "enum",
      options: STRATEGIES,
      labels: STRATEGY_LABELS,
      default: "hybrid-shard",
      label: "fig.fabricAdvisor.strategy",
    },
    paths: {
      kind: "enum",
      options: ["all", "virtual"],
      labels: { all: "fig.fabricAdvisor.pathsAll", virtual: "fig.fabricAdvisor.pathsVirtual" },
      default: "all",
      label: "fig.fabricAdvisor.paths",
    },
    tolerance: {
      kind: "int",
      min: 0,
      max: 50,
      step: 1,
      default: Math.round(advisorAssumptions.tolerance.value * 100),
      label: "fig.fabricAdvisor.tolerance",
      unit: "unit.percent",
    },
    prices: {
      kind: "enum",
      options: ["example", "custom"],
      labels: { example: "fig.fabricAdvisor.pricesExample", custom: "fig.fabricAdvisor.pricesCustom" },
      default: "example",
      label: "fig.fabricAdvisor.prices",
    },
    gpuNodeCost: costParam("fig.fabricAdvisor.gpuNodeCost", prices.usdPerGpuHour * node.gpusPerNode),
    costPod: costParam("fig.fabricAdvisor.costPod", extra["pod-overlay"]),
    costVnic: costParam("fig.fabricAdvisor.costVnic", extra.vnic),
    costSriov: costParam("fig.fabricAdvisor.costSriov", extra["sriov-vf"], customWithSriov),
    costRdma: costParam("fig.fabricAdvisor.costRdma", extra["sriov-rdma"], customWithSriov),
  } as const satisfies StateSpec;
}

type Spec = ReturnType<typeof makeSpec>;
type State = StateOf<Spec>;

/** One candidate as the table and chart show it. */
export interface FabricAdvisorRow {
  readonly network: VirtualisationLayerId;
  readonly role: AdvisorRole;
  readonly extraPerNodeHour: number;
  readonly calibrated: boolean;
  readonly samples: { readonly value: number; readonly low: number; readonly high: number };
  readonly tokensPerSecond: number;
  readonly efficiency: number;
  readonly cost: { readonly value: number; readonly low: number; readonly high: number };
  readonly exposedShare: number;
  /** Expected all-reduce bus bandwidth, Gb/s one way. */
  readonly busGbps: { readonly value: number; readonly low: number; readonly high: number };
}

/** Data of the figure. */
export interface FabricAdvisorData {
  readonly advice: FabricAdvice;
  readonly rows: readonly FabricAdvisorRow[];
  readonly examplePrices: boolean;
  readonly tolerancePct: number;
}

/** The candidates and prices a state describes. */
function candidatesOf(state: State): { gpuNodePerHour: number; candidates: FabricAdvisorCandidate[] } {
  const paths = state.paths === "virtual" ? VIRTUAL_PATHS : PATHS;
  if (state.prices === "example") {
    const example = networkCostExamples[state.gpu];
    return {
      gpuNodePerHour: example.usdPerGpuHour * state.gpusPerNode,
      candidates: paths.map((network) => ({
        network,
        extraPerNodeHour: example.usdPerNodeHourByPath[network],
      })),
    };
  }
  const mine: Readonly<Record<VirtualisationLayerId, number>> = {
    "pod-overlay": state.costPod,
    vnic: state.costVnic,
    "sriov-vf": state.costSriov,
    "sriov-rdma": state.costRdma,
  };
  return {
    gpuNodePerHour: state.gpuNodeCost,
    candidates: paths.map((network) => ({ network, extraPerNodeHour: mine[network] })),
  };
}

const cache = new Map<string, FabricAdvisorData>();

function compute(state: State): FabricAdvisorData {
  const { gpuNodePerHour, candidates } = candidatesOf(state);
  const key = JSON.stringify([
    state.gpu,
    state.gpusPerNode,
    state.nodes,
    state.modelB,
    state.strategy,
    state.tolerance,
    state.prices,
    gpuNodePerHour,
    candidates,
  ]);
  const hit = cache.get(key);
  if (hit) return hit;
  const advice = adviseFabric(
    {
      gpu: state.gpu,
      gpusPerNode: state.gpusPerNode,
      nodes: state.nodes,
      modelParameters: state.modelB * 1e9,
      strategy: state.strategy,
      gpuNodePerHour,
      candidates,
    },
    { tolerance: state.tolerance / 100 },
  );
  const r = advice.recommendation;
  const roleOf = (i: number): AdvisorRole =>
    i === r.index
      ? r.status === "decided"
        ? "recommended"
        : "start"
      : i === r.compareIndex
        ? "compare"
        : "other";
  const rows = advice.candidates.map((c, i) => ({
    network: c.network,
    role: roleOf(i),
    extraPerNodeHour: c.extraPerNodeHour,
    calibrated: c.calibrated,
    samples: c.samplesPerSecond,
    tokensPerSecond: c.tokensPerSecond.value,
    efficiency: c.scalingEfficiency.value,
    cost: c.costPerMillionTokens,
    exposedShare: c.exposedShareOfTime,
    busGbps: {
      value: inGbps(c.effectiveBandwidth.value),
      low: inGbps(c.effectiveBandwidth.low),
      high: inGbps(c.effectiveBandwidth.high),
    },
  }));
  const data = { advice, rows, examplePrices: state.prices === "example", tolerancePct: state.tolerance };
  if (cache.size > 200) cache.clear();
  cache.set(key, data);
  return data;
}

const ROLE_LEGEND: Readonly<Record<AdvisorRole, UiKey>> = {
  recommended: "fig.fabricAdvisor.roleRecommended",
  start: "fig.fabricAdvisor.roleStart",
  compare: "fig.fabricAdvisor.roleCompare",
  other: "fig.fabricAdvisor.roleOther",
};

function chart(data: FabricAdvisorData, context: ChartContext): Element {
  const { tr, lang, lens } = context;
  const m = data.advice.measurement;
  const algbw = lens.collective === "algbw";
  const factor = algbw && m ? m.busBandwidthFactor : 1;
  const unit = tr(lensRateUnit("throughput", lens));
  const show = (gbps: number) => {
    const v = lensRate(gbps / factor, "throughput", lens);
    return formatNumber(lang, v, v < 10 ? 2 : 1);
  };
  const rows: AdvisorChartRow[] = data.rows.map((row) => ({
    label: tr(PATH_LABELS[row.network]),
    role: row.role,
    calibrated: row.calibrated,
    samples: row.samples,
    cost: row.cost,
    busGbps: row.busGbps,
  }));
  const roles = [...new Set(data.rows.map((row) => row.role))].sort(
    (a, b) => Object.keys(ROLE_LEGEND).indexOf(a) - Object.keys(ROLE_LEGEND).indexOf(b),
  );
  const legend = [
    ...roles.map((role) => ({ label: tr(ROLE_LEGEND[role]), color: ADVISOR_ROLE_COLORS[role] })),
    ...(data.rows.some((row) => !row.calibrated)
      ? [{ label: tr("fig.fabricAdvisor.roleUncalibrated"), color: "var(--fab-muted)", pale: true }]
      : []),
  ];
  const path = m ? tr(PATH_LOWER[m.network]) : "";
  const required = m?.requiredBusBandwidth ?? null;
  return fabricAdvisorChart(
    {
      rows,
      toleranceLine: data.advice.toleranceLine,
      tolerancePct: data.tolerancePct,
      costTitle: tr(
        data.examplePrices ? "fig.fabricAdvisor.panelCostExample" : "fig.fabricAdvisor.panelCostCustom",
      ),
      requiredGbps: required === null ? null : inGbps(required),
      hiddenGbps: m ? inGbps(m.hiddenBusBandwidth) : 0,
      busFactor: m?.busBandwidthFactor ?? 1,
      commandTitle: tr("fig.fabricAdvisor.commandTitle", { path }),
      command: m
        ? tr(m.rdma ? "fig.fabricAdvisor.commandRdma" : "fig.fabricAdvisor.commandTcp", {
            ranks: m.ranks,
            perNode: m.gpusPerNode,
            size: m.sizeMiB,
          })
        : "",
      reading: m
        ? tr(required === null ? "fig.fabricAdvisor.thresholdNone" : "fig.fabricAdvisor.threshold", {
            metric: algbw ? "algbw" : "busbw",
            size: formatNumber(lang, m.sizeMiB, 0),
            required: required === null ? "" : show(inGbps(required)),
            hidden: show(inGbps(m.hiddenBusBandwidth)),
            unit,
            tolerance: data.tolerancePct,
          })
        : "",
      note: m?.cappedByMemory
        ? tr("fig.fabricAdvisor.cappedNote", { gradient: formatNumber(lang, m.gradientBytes / 2 ** 20, 0) })
        : null,
      legend,
    },
    context,
  );
}

/** Reason codes the summary spells out (the others show in the chart or are implied by the status). */
const SUMMARY_REASONS = [
  "fastest",
  "within-tolerance-of-best",
  "cheaper-candidates-too-slow",
  "communication-hidden",
  "communication-exposed",
  "band-overlaps",
  "uncalibrated",
  "gpus-per-node-not-calibrated",
  "cheaper-per-token-elsewhere",
  "exceeds-gpu-memory",
] as const;
/** Reasons the measure-first summary gives for the uncertainty. */
const MEASURE_REASONS = ["uncalibrated", "gpus-per-node-not-calibrated", "exceeds-gpu-memory"] as const;

function summary(
  data: FabricAdvisorData,
  tr: ChartContext["tr"],
  lang: ChartContext["lang"],
  lens: ChartContext["lens"],
): string {
  const { advice } = data;
  const r = advice.recommendation;
  const rec = advice.candidates[r.index];
  if (!rec) return "";
  const path = tr(PATH_LOWER[r.network]);
  if (r.reasons.includes("single-node")) return tr("fig.fabricAdvisor.summarySingle", { path });
  const cheapest = advice.candidates.reduce((a, b) =>
    b.costPerMillionTokens.value < a.costPerMillionTokens.value ? b : a,
  );
  const vars = {
    tolerance: data.tolerancePct,
    exposed: formatNumber(lang, rec.exposedShareOfTime * 100, 0),
    gpusPerNode: advice.gpusPerNode,
    cheapest: tr(PATH_LOWER[cheapest.network]),
  };
  const list = (codes: readonly (typeof SUMMARY_REASONS)[number][]) =>
    codes
      .filter((code) => r.reasons.includes(code))
      .map((code) => tr(`fig.fabricAdvisor.reason.${code}`, vars))
      .join(tr("fig.fabricAdvisor.and"));
  const samples = (v: number) => formatNumber(lang, v, v < 10 ? 2 : 1);
  const other = r.compareIndex === null ? undefined : advice.candidates[r.compareIndex];
  let first: string;
  if (r.status === "decided" || !other) {
    first = tr("fig.fabricAdvisor.summaryDecided", {
      path,
      samples: samples(rec.samplesPerSecond.value),
      cost: formatNumber(lang, rec.costPerMillionTokens.value, rec.costPerMillionTokens.value < 1 ? 3 : 2),
      reasons: list(SUMMARY_REASONS),
    });
  } else {
    const why = list(MEASURE_REASONS);
    first = tr(
      rec.communicationHidden ? "fig.fabricAdvisor.summaryMeasureHidden" : "fig.fabricAdvisor.summaryMeasure",
      {
        path,
        samples: samples(rec.samplesPerSecond.value),
        exposed: vars.exposed,
        other: tr(PATH_LOWER[other.network]),
        otherSamples: `${samples(other.samplesPerSecond.low)}–${samples(other.samplesPerSecond.high)}`,
        tolerance: data.tolerancePct,
        why: why ? tr("fig.fabricAdvisor.why", { reasons: why }) : "",
      },
    );
  }
  const m = advice.measurement;
  if (!m) return first;
  const algbw = lens.collective === "algbw";
  const rate = (bits: BitsPerSecond) => {
    const v = lensRate(inGbps(bits) / (algbw ? m.busBandwidthFactor : 1), "throughput", lens);
    return formatNumber(lang, v, v < 10 ? 2 : 1);
  };
  const second =
    m.requiredBusBandwidth === null
      ? tr("fig.fabricAdvisor.summaryMeasurementNone", {
          size: formatNumber(lang, m.sizeMiB, 0),
          path: tr(PATH_LOWER[m.network]),
          hidden: rate(m.hiddenBusBandwidth),
          unit: tr(lensRateUnit("throughput", lens)),
        })
      : tr("fig.fabricAdvisor.summaryMeasurement", {
          size: formatNumber(lang, m.sizeMiB, 0),
          path: tr(PATH_LOWER[m.network]),
          metric: algbw ? "algbw" : "busbw",
          required: rate(m.requiredBusBandwidth),
          unit: tr(lensRateUnit("throughput", lens)),
        });
  return `${first} ${second}`;
}

function table(data: FabricAdvisorData, tr: ChartContext["tr"]) {
  const factor = data.advice.measurement?.busBandwidthFactor ?? 1;
  return {
    columns: [
      { key: "path", label: "fig.fabricAdvisor.colPath" },
      { key: "role", label: "fig.fabricAdvisor.colRole" },
      {
        key: "extra",
        label: "fig.fabricAdvisor.colExtra",
        unit: "fig.fabricAdvisor.unitUsdNodeHour",
        digits: 2,
      },
      { key: "samples", label: "fig.fabricAdvisor.colSamples", digits: 2 },
      { key: "samplesLow", label: "fig.fabricAdvisor.colSamplesLow", digits: 2 },
      { key: "samplesHigh", label: "fig.fabricAdvisor.colSamplesHigh", digits: 2 },
      { key: "tokens", label: "fig.fabricAdvisor.colTokens", digits: 0 },
      { key: "efficiency", label: "fig.fabricAdvisor.colEfficiency", unit: "unit.percent", digits: 0 },
      { key: "cost", label: "fig.fabricAdvisor.colCost", digits: 3 },
      { key: "costLow", label: "fig.fabricAdvisor.colCostLow", digits: 3 },
      { key: "costHigh", label: "fig.fabricAdvisor.colCostHigh", digits: 3 },
      { key: "exposed", label: "fig.fabricAdvisor.colExposed", unit: "unit.percent", digits: 1 },
      { key: "busbw", label: "fig.fabricAdvisor.colBusbw", rate: "throughput" },
      { key: "algbw", label: "fig.fabricAdvisor.colAlgbw", rate: "throughput" },
      { key: "calibrated", label: "fig.fabricAdvisor.colCalibrated" },
    ],
    rows: data.rows.map((row) => ({
      path: tr(PATH_LABELS[row.network]),
      role: tr(ROLE_LEGEND[row.role]),
      extra: row.extraPerNodeHour,
      samples: row.samples.value,
      samplesLow: row.samples.low,
      samplesHigh: row.samples.high,
      tokens: row.tokensPerSecond,
      efficiency: row.efficiency * 100,
      cost: row.cost.value,
      costLow: row.cost.low,
      costHigh: row.cost.high,
      exposed: row.exposedShare * 100,
      busbw: row.busGbps.value,
      algbw: row.busGbps.value / factor,
      calibrated: tr(row.calibrated ? "fig.fabricAdvisor.yes" : "fig.fabricAdvisor.no"),
    })),
  } as const;
}

/**
 * The fabric advisor's definition with the defaults of one of the study's clusters (its GPU, GPUs
 * per node, largest measured node count and example prices).
 */
export function makeFabricAdvisor(
  id: string,
  title: UiKey,
  gpu: NetworkCostGpuId,
): FigureDefinition<Spec, FabricAdvisorData> {
  return {
    id,
    title,
    caption: "fig.fabricAdvisor.caption",
    collectiveBandwidth: true,
    spec: makeSpec(gpu),
    compute,
    chart,
    table,
    summary,
  };
}

/** The fabric advisor on the study's L40S cluster: 8 nodes of 2 GPUs, Granite 8B. */
export const fabricAdvisor = makeFabricAdvisor("fabric-advisor", "fig.fabricAdvisor.title", "l40s");
