/**
 * Figure: the training model as a what-if. Throughput against node count (1 to 64) for a chosen
 * GPU, model size, sharding strategy, sync mode and CPU offload, on every network path
 * (`trainingCurves`), drawn as a point inside the study's calibrated region and as a band with
 * its reasons outside it; the step-time breakdown at the chosen node count; scaling efficiency.
 */
import {
  type GpuPresetId,
  gpuPreset,
  inGbps,
  redhat2025,
  type TrainingCurve,
  type TrainingPrediction,
  type TrainingReasonCode,
  type TrainingShardingStrategy,
  trainingCurves,
  type VirtualisationLayerId,
} from "fabric-model";
import {
  fmt,
  NETWORK_LABELS,
  NETWORK_SHORT,
  NETWORKS,
  type TextBlockItem,
} from "../../charts/trainingChartParts.ts";
import { trainingWhatIfChart, type WhatIfCurvePoint } from "../../charts/trainingWhatIfChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import type { Lang, UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("trainingWhatIf", "trainingStudy");

type Tr = ChartContext["tr"];

const GPUS = ["l40s", "h100-sxm", "a100-sxm", "h200-sxm", "gh200"] as const satisfies readonly GpuPresetId[];
type WhatIfGpu = (typeof GPUS)[number];
const GPU_LABELS: Readonly<Record<WhatIfGpu, UiKey>> = {
  l40s: "fig.whatIf.gpu.l40s",
  "h100-sxm": "fig.whatIf.gpu.h100",
  "a100-sxm": "fig.whatIf.gpu.a100",
  "h200-sxm": "fig.whatIf.gpu.h200",
  gh200: "fig.whatIf.gpu.gh200",
};
/** The GPU's plain name, for sentences. */
const GPU_NAMES: Readonly<Record<WhatIfGpu, UiKey>> = {
  l40s: "fig.whatIf.gpuName.l40s",
  "h100-sxm": "fig.whatIf.gpuName.h100",
  "a100-sxm": "fig.whatIf.gpuName.a100",
  "h200-sxm": "fig.whatIf.gpuName.h200",
  gh200: "fig.whatIf.gpuName.gh200",
};
const STRATEGIES = [
  "hybrid-shard",
  "full-shard",
  "ddp",
] as const satisfies readonly TrainingShardingStrategy[];
const STRATEGY_LABELS: Readonly<Record<TrainingShardingStrategy, UiKey>> = {
  "hybrid-shard": "fig.whatIf.strategy.hybrid",
  "full-shard": "fig.whatIf.strategy.full",
  ddp: "fig.whatIf.strategy.ddp",
};

/** Node counts of the curves: every count from 1 to 64 (the micro-batch geometry steps with it). */
const NODES = Array.from({ length: 64 }, (_, i) => i + 1);
/** Node counts listed in the data table (the chosen count is added). */
const TABLE_NODES = [1, 2, 4, 8, 16, 32, 64];
/** The study's model size in billions, as the slider's "8" stands for it. */
const STUDY_MODEL_B = 8;

const spec = {
  nodes: { kind: "int", min: 1, max: 64, step: 1, default: 8, label: "fig.whatIf.nodes" },
  gpu: { kind: "enum", options: GPUS, labels: GPU_LABELS, default: "l40s", label: "fig.whatIf.gpuLabel" },
  network: {
    kind: "enum",
    options: NETWORKS as readonly VirtualisationLayerId[],
    labels: NETWORK_LABELS,
    default: "vnic",
    label: "fig.whatIf.network",
  },
  modelB: {
    kind: "int",
    min: 1,
    max: 70,
    default: STUDY_MODEL_B,
    label: "fig.whatIf.modelSize",
    unit: "training.unit.billion",
  },
  strategy: {
    kind: "enum",
    options: STRATEGIES,
    labels: STRATEGY_LABELS,
    default: "hybrid-shard",
    label: "fig.whatIf.strategyLabel",
  },
  sync: {
    kind: "enum",
    options: ["micro-batch", "step"],
    labels: { "micro-batch": "fig.whatIf.sync.microBatch", step: "fig.whatIf.sync.step" },
    default: "micro-batch",
    label: "fig.whatIf.syncLabel",
  },
  offload: {
    kind: "enum",
    options: ["study", "on", "off"],
    labels: { study: "fig.whatIf.offload.study", on: "fig.whatIf.offload.on", off: "fig.whatIf.offload.off" },
    default: "study",
    label: "fig.whatIf.offloadLabel",
  },
} as const satisfies StateSpec;

/**
 * Trainable parameters for the slider's value in billions: 8 stands for the study's model
 * (Granite 3.1 8B, `redhat2025.config.model.parameters`), other values are taken as they are.
 */
export function modelParametersFor(billions: number): number {
  return billions === STUDY_MODEL_B ? redhat2025.config.model.parameters : billions * 1e9;
}

/** Data of the figure. */
export interface TrainingWhatIfData {
  readonly nodes: number;
  readonly gpu: WhatIfGpu;
  readonly network: VirtualisationLayerId;
  readonly modelParameters: number;
  readonly strategy: TrainingShardingStrategy;
  readonly sync: "micro-batch" | "step";
  /** Every network's curve over 1..64 nodes. */
  readonly curves: readonly TrainingCurve[];
  /** The chosen network at the chosen node count. */
  readonly chosen: TrainingPrediction;
  /** Largest node count still inside the measured range of the chosen network. */
  readonly maxMeasuredNodes: number;
}

const cache = new Map<string, TrainingCurve[]>();

/** All four network curves for one set of shared settings; memoised, so moving the node count is free. */
function curvesFor(
  gpu: WhatIfGpu,
  modelParameters: number,
  strategy: TrainingShardingStrategy,
  sync: "micro-batch" | "step",
  offload: "study" | "on" | "off",
): TrainingCurve[] {
  const key = `${gpu}/${modelParameters}/${strategy}/${sync}/${offload}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const curves = trainingCurves({
    gpus: [gpu],
    networks: NETWORKS,
    nodes: NODES,
    modelParameters,
    strategy,
    sync: sync === "step" ? "optimizer-step" : "micro-batch",
    ...(offload === "study" ? {} : { cpuOffload: offload === "on" }),
  });
  if (cache.size > 64) cache.clear();
  cache.set(key, curves);
  return curves;
}

/** The largest node count of a curve whose prediction is not extrapolated in node count. */
export function lastMeasuredNodes(points: readonly TrainingPrediction[]): number {
  let last = 1;
  for (const p of points) if (!p.reasons.includes("nodes-beyond-measured")) last = Math.max(last, p.nodes);
  return last;
}

const REASON_KEYS: Readonly<Record<TrainingReasonCode, UiKey>> = {
  "gpu-not-calibrated": "fig.whatIf.reason.gpu",
  "network-not-calibrated": "fig.whatIf.reason.network",
  "nodes-beyond-measured": "fig.whatIf.reason.nodes",
  "model-size-not-calibrated": "fig.whatIf.reason.size",
  "strategy-not-calibrated": "fig.whatIf.reason.strategy",
  "sync-not-calibrated": "fig.whatIf.reason.sync",
  "offload-not-calibrated": "fig.whatIf.reason.offload",
};

/** The plainly worded reasons (and warnings) of the chosen prediction, as text paragraphs. */
export function reasonLines(data: TrainingWhatIfData, tr: Tr, lang: Lang): TextBlockItem[] {
  const p = data.chosen;
  const vars = {
    gpu: tr(GPU_NAMES[data.gpu]),
    network: tr(NETWORK_SHORT[data.network]),
    nodes: data.nodes,
    max: data.maxMeasuredNodes,
    size: fmt(lang, data.modelParameters / 1e9, 2),
    studySize: fmt(lang, redhat2025.config.model.parameters / 1e9, 2),
    strategy: tr(STRATEGY_LABELS[data.strategy]),
    gpusPerNode: p.gpusPerNode,
    fit: fmt(lang, p.fitError * 100, 1),
  };
  const lines: TextBlockItem[] = [];
  if (p.kind === "calibrated") lines.push({ text: tr("fig.whatIf.calibrated", vars), bold: true });
  else {
    lines.push({ text: tr("fig.whatIf.whyBand", vars), bold: true });
    for (const r of p.reasons) lines.push({ text: `• ${tr(REASON_KEYS[r], vars)}`, indent: 8 });
  }
  if (p.memoryBound !== null && !p.warnings.includes("exceeds-gpu-memory")) {
    lines.push({
      text: tr("fig.whatIf.memoryBatch", {
        ...vars,
        tokens: fmt(lang, p.memoryBound.maxBatchLen, 0),
        study: fmt(lang, p.memoryBound.configured, 0),
        state: fmt(lang, p.gpuStateBytes / 1e9, 0),
      }),
      gap: 4,
    });
  }
  if (p.warnings.includes("exceeds-gpu-memory")) {
    lines.push({
      text: tr("fig.whatIf.warnMemory", {
        ...vars,
        state: fmt(lang, p.gpuStateBytes / 1e9, 0),
        memory: fmt(lang, p.gpuMemory / 1e9, 0),
      }),
      bold: true,
      gap: 4,
    });
  }
  return lines;
}

/** A prediction's samples/s as "12.4" or, for a band, "9.1–15.2". */
function throughputText(p: TrainingPrediction, lang: Lang): string {
  const s = p.samplesPerSecond;
  const digits = s.value < 10 ? 2 : 1;
  return p.kind === "band"
    ? `${fmt(lang, s.low, digits)}–${fmt(lang, s.high, digits)}`
    : fmt(lang, s.value, digits);
}

export const trainingWhatIf: FigureDefinition<typeof spec, TrainingWhatIfData> = {
  id: "training-what-if",
  title: "fig.whatIf.title",
  caption: "fig.whatIf.caption",
  spec,
  compute(state) {
    const modelParameters = modelParametersFor(state.modelB);
    const curves = curvesFor(state.gpu, modelParameters, state.strategy, state.sync, state.offload);
    const curve = curves.find((c) => c.network === state.network);
    const chosen = curve?.points[state.nodes - 1];
    if (!curve || !chosen) throw new RangeError(`training-what-if: no prediction at ${state.nodes} nodes`);
    return {
      nodes: state.nodes,
      gpu: state.gpu,
      network: state.network,
      modelParameters,
      strategy: state.strategy,
      sync: state.sync,
      curves,
      chosen,
      maxMeasuredNodes: lastMeasuredNodes(curve.points),
    };
  },
  chart(data, context) {
    const { tr } = context;
    const points: WhatIfCurvePoint[] = data.curves.flatMap((c) =>
      c.points.map((p) => ({
        network: c.network,
        nodes: p.nodes,
        value: p.samplesPerSecond.value,
        low: p.samplesPerSecond.low,
        high: p.samplesPerSecond.high,
        band: p.kind === "band",
      })),
    );
    const atNodes = data.curves.flatMap((c) => {
      const p = c.points[data.nodes - 1];
      return p ? [{ network: c.network, step: p.step, kind: p.kind }] : [];
    });
    const one = data.curves.find((c) => c.network === data.network)?.points[0]?.samplesPerSecond.value ?? 0;
    return trainingWhatIfChart(
      {
        points,
        chosenNetwork: data.network,
        nodes: data.nodes,
        oneNode: one,
        atNodes,
        reasons: reasonLines(data, tr, context.lang),
      },
      context,
    );
  },
  table(data, tr) {
    const counts = [...new Set([...TABLE_NODES, data.nodes])].sort((a, b) => a - b);
    // The chosen path at the listed node counts, then the other paths at the chosen node count.
    const picks = [
      ...counts.map((n) => ({ network: data.network, nodes: n })),
      ...NETWORKS.filter((n) => n !== data.network).map((network) => ({ network, nodes: data.nodes })),
    ];
    return {
      columns: [
        { key: "nodes", label: "fig.whatIf.colNodes", digits: 0 },
        { key: "network", label: "fig.whatIf.colNetwork" },
        { key: "value", label: "fig.whatIf.colThroughput", unit: "training.unit.samplesPerS", digits: 2 },
        { key: "low", label: "fig.whatIf.colLow", unit: "training.unit.samplesPerS", digits: 2 },
        { key: "high", label: "fig.whatIf.colHigh", unit: "training.unit.samplesPerS", digits: 2 },
        { key: "efficiency", label: "fig.whatIf.colEfficiency", unit: "unit.percent", digits: 0 },
        { key: "bandwidth", label: "fig.whatIf.colBandwidth", rate: "throughput", digits: 2 },
        { key: "compute", label: "fig.whatIf.colCompute", unit: "training.unit.s", digits: 1 },
        { key: "exposed", label: "fig.whatIf.colExposed", unit: "training.unit.s", digits: 1 },
        { key: "hidden", label: "fig.whatIf.colHidden", unit: "training.unit.s", digits: 1 },
        { key: "optimizer", label: "fig.whatIf.colOptimizer", unit: "training.unit.s", digits: 1 },
        { key: "basis", label: "fig.whatIf.colBasis" },
      ],
      rows: picks.flatMap(({ network, nodes }) => {
        const p = data.curves.find((c) => c.network === network)?.points[nodes - 1];
        if (!p) return [];
        return [
          {
            nodes,
            network: tr(NETWORK_SHORT[network]),
            value: p.samplesPerSecond.value,
            low: p.samplesPerSecond.low,
            high: p.samplesPerSecond.high,
            efficiency: p.scalingEfficiency.value * 100,
            bandwidth: nodes > 1 ? inGbps(p.networkBandwidth.value) : "",
            compute: p.step.compute,
            exposed: p.step.exposedCommunication,
            hidden: p.step.hiddenCommunication,
            optimizer: p.step.optimizer,
            basis: tr(p.kind === "band" ? "fig.whatIf.basisBand" : "fig.whatIf.basisCalibrated"),
          },
        ];
      }),
    };
  },
  summary(data, tr, lang, lens) {
    const p = data.chosen;
    const total = p.step.total;
    const exposedShare = total > 0 ? (p.step.exposedCommunication / total) * 100 : 0;
    return tr(p.nodes > 1 ? "fig.whatIf.summary" : "fig.whatIf.summaryOne", {
      gpu: tr(GPU_NAMES[data.gpu]),
      memory: fmt(lang, gpuPreset(data.gpu).memory / 1e9, 0),
      size: fmt(lang, data.modelParameters / 1e9, 2),
      network: tr(NETWORK_SHORT[data.network]),
      nodes: data.nodes,
      throughput: throughputText(p, lang),
      basis: tr(p.kind === "band" ? "fig.whatIf.basisBand" : "fig.whatIf.basisCalibrated"),
      efficiency: fmt(lang, p.scalingEfficiency.value * 100, 0),
      bandwidth: fmt(lang, lensRate(inGbps(p.networkBandwidth.value), "throughput", lens), 1),
      unit: tr(lensRateUnit("throughput", lens)),
      exposed: fmt(lang, exposedShare, 0),
    });
  },
};
