/**
 * Figure: the training model's calibrated numbers (`trainingAccuracy(...).parameters`): each with
 * its unit, meaning and plausible range, its value a dot on the range; and how well the model
 * reproduces the study (mean error of the fit, leave-one-out, extrapolation in node count). The
 * control re-runs the calibration (`calibrateTraining`) under the other reading of the H100 runs'
 * `max_batch_len`, one of the study's open settings.
 */
import {
  calibrateTraining,
  inGbps,
  redhat2025,
  redhat2025TrainingCalibration,
  redhat2025TrainingHeldOut,
  type TrainingAccuracy,
  type TrainingCalibration,
  trainingAccuracySteps,
  type VirtualisationLayerId,
} from "fabric-model";
import {
  type CalibratedParameterRow,
  calibratedParametersChart,
} from "../../charts/calibratedParametersChart.ts";
import { fmt, NETWORK_SHORT, type TextBlockItem } from "../../charts/trainingChartParts.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import type { Lang, UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("calibratedParameters");

type Tr = ChartContext["tr"];

const READINGS = ["article", "topsail"] as const;
type Reading = (typeof READINGS)[number];

const spec = {
  h100Batch: {
    kind: "enum",
    options: READINGS,
    labels: { article: "fig.calParams.readingArticle", topsail: "fig.calParams.readingTopsail" },
    default: "article",
    label: "fig.calParams.reading",
  },
} as const satisfies StateSpec;

/** Data of the figure. */
export interface CalibratedParametersData {
  readonly reading: Reading;
  /** The H100 max_batch_len of that reading. */
  readonly maxBatchLen: number;
  readonly parameters: readonly CalibratedParameterRow[];
  readonly points: number;
  readonly mape: number;
  readonly rms: number;
  readonly looMape: number;
  readonly looPoints: number;
  readonly looSkipped: readonly string[];
  readonly extrapolations: ReadonlyArray<{
    readonly cluster: string;
    readonly heldOutNodes: number;
    readonly maxAbsError: number;
  }>;
}

/** The reading the stored calibration was fitted under. */
const STORED_READING =
  redhat2025TrainingCalibration.readings.h100?.maxBatchLen ?? redhat2025.config.maxBatchLen.h100?.used;

const calibrations = new Map<Reading, TrainingCalibration>();
const accuracies = new Map<Reading, TrainingAccuracy>();

/** The calibration under a reading of the H100 max_batch_len: the stored one for the study's own. */
export function calibrationFor(reading: Reading): TrainingCalibration {
  const stored = redhat2025TrainingCalibration;
  if (reading === STORED_READING) return stored;
  const hit = calibrations.get(reading);
  if (hit) return hit;
  const calibration = calibrateTraining(
    { study: redhat2025 },
    {
      readings: { ...stored.readings, h100: { ...stored.readings.h100, maxBatchLen: reading } },
      sync: stored.sync,
      overlapShare: stored.overlapShare,
      cpuOptimizerRate: stored.cpuOptimizerRate,
      contention: stored.contention,
      start: stored.values,
    },
  ).calibration;
  calibrations.set(reading, calibration);
  return calibration;
}

/** The model's accuracy under a reading (leave-one-out refits the model; memoised per reading). */
export function accuracyFor(reading: Reading): TrainingAccuracy {
  const steps = accuracySteps(reading);
  for (let step = steps.next(); ; step = steps.next()) if (step.done) return step.value;
}

/**
 * `accuracyFor` in pieces (one per calibration run, see `trainingAccuracySteps`): what the
 * element runs, handing the main thread back between them, before it computes a state.
 */
function* accuracySteps(reading: Reading): Generator<void, TrainingAccuracy, void> {
  const hit = accuracies.get(reading);
  if (hit) return hit;
  let accuracy: TrainingAccuracy;
  if (reading === STORED_READING) {
    // The stored calibration comes with its stored held-out predictions: no refit runs.
    accuracy = yield* trainingAccuracySteps(
      { study: redhat2025 },
      { calibration: redhat2025TrainingCalibration, heldOut: redhat2025TrainingHeldOut },
    );
  } else {
    // A first piece of no work: the figure says "Computing…" before the fit starts.
    yield;
    const calibration = calibrationFor(reading);
    yield;
    accuracy = yield* trainingAccuracySteps({ study: redhat2025 }, { calibration });
  }
  accuracies.set(reading, accuracy);
  return accuracy;
}

/** "mfu" | "bandwidth" | "contention" and the cluster and path a parameter name carries. */
export function parseParameterName(name: string): {
  kind: "mfu" | "bandwidth" | "contention";
  cluster: string | null;
  network: VirtualisationLayerId | null;
} {
  const [kind, a, b] = name.split(".");
  if (kind === "mfu") return { kind, cluster: a ?? null, network: null };
  if (kind === "bandwidth")
    return { kind, cluster: a ?? null, network: (b as VirtualisationLayerId) ?? null };
  return { kind: "contention", cluster: null, network: (a as VirtualisationLayerId) ?? null };
}

function parameterLabel(row: CalibratedParameterRow, tr: Tr): string {
  const cluster = redhat2025.clusters.find((c) => c.id === row.cluster)?.label ?? "";
  const network = row.network ? tr(NETWORK_SHORT[row.network]) : "";
  if (row.kind === "mfu") return tr("fig.calParams.label.mfu", { cluster });
  if (row.kind === "bandwidth") return tr("fig.calParams.label.bandwidth", { cluster, network });
  return tr("fig.calParams.label.contention", { network });
}

/**
 * UI keys of each calibrated parameter's meaning and of the reason for its plausible range, by the
 * name `trainingParameterSpecs` gives the parameter; the English values are the model's own text.
 */
export const PARAMETER_TEXT: Readonly<Record<string, { readonly meaning: UiKey; readonly why: UiKey }>> = {
  "mfu.l40s": { meaning: "fig.calParams.meaning.mfu.l40s", why: "fig.calParams.why.mfu.l40s" },
  "mfu.h100": { meaning: "fig.calParams.meaning.mfu.h100", why: "fig.calParams.why.mfu.h100" },
  "bandwidth.l40s.pod-overlay": {
    meaning: "fig.calParams.meaning.bandwidth.l40s.pod-overlay",
    why: "fig.calParams.why.bandwidth.l40s.pod-overlay",
  },
  "bandwidth.l40s.vnic": {
    meaning: "fig.calParams.meaning.bandwidth.l40s.vnic",
    why: "fig.calParams.why.bandwidth.l40s.vnic",
  },
  "bandwidth.h100.pod-overlay": {
    meaning: "fig.calParams.meaning.bandwidth.h100.pod-overlay",
    why: "fig.calParams.why.bandwidth.h100.pod-overlay",
  },
  "bandwidth.h100.vnic": {
    meaning: "fig.calParams.meaning.bandwidth.h100.vnic",
    why: "fig.calParams.why.bandwidth.h100.vnic",
  },
  "contention.pod-overlay": {
    meaning: "fig.calParams.meaning.contention.pod-overlay",
    why: "fig.calParams.why.contention.pod-overlay",
  },
};

/**
 * A calibrated parameter's meaning and range reason in the translator's language, the numbers in
 * them (range ends in Gb/s, the cluster's NIC rate in Gb/s and GPUs per node) filled from the model;
 * the model's English text for a parameter `PARAMETER_TEXT` does not list.
 * @example parameterText(row, translator("ko")).why // "0은 경합이 없는 경우이고, …"
 */
export function parameterText(row: CalibratedParameterRow, tr: Tr): { meaning: string; why: string } {
  const keys = PARAMETER_TEXT[row.name];
  if (!keys) return { meaning: row.meaning, why: row.why };
  const cluster = redhat2025.clusters.find((c) => c.id === row.cluster);
  const vars = {
    floor: String(row.low),
    ceiling: row.high.toFixed(1),
    nic: cluster ? String(inGbps(cluster.vnicRate)) : "–",
    streams: cluster ? cluster.gpusPerNode : "–",
  };
  return { meaning: tr(keys.meaning, vars), why: tr(keys.why, vars) };
}

/** The accuracy paragraphs under the chart. */
function accuracyLines(data: CalibratedParametersData, tr: Tr, lang: Lang): TextBlockItem[] {
  const pct = (x: number) => fmt(lang, x * 100, 1);
  const lines: TextBlockItem[] = [
    { text: tr("fig.calParams.accuracyTitle"), bold: true },
    {
      text: tr("fig.calParams.fit", { n: data.points, mape: pct(data.mape), rms: pct(data.rms) }),
      indent: 8,
    },
    {
      text: tr("fig.calParams.loo", {
        n: data.looPoints,
        mape: pct(data.looMape),
        skipped: data.looSkipped.length,
      }),
      indent: 8,
    },
  ];
  for (const e of data.extrapolations) {
    lines.push({
      text: tr("fig.calParams.extrapolation", {
        cluster: e.cluster,
        nodes: e.heldOutNodes,
        max: pct(e.maxAbsError),
      }),
      indent: 8,
    });
  }
  return lines;
}

function bandwidthText(data: CalibratedParametersData, lens: UnitLens, lang: Lang, key: string): string {
  const row = data.parameters.find((p) => p.name === key);
  return row ? fmt(lang, lensRate(row.value, "throughput", lens), 2) : "–";
}

export const calibratedParameters: FigureDefinition<typeof spec, CalibratedParametersData> = {
  id: "calibrated-parameters",
  title: "fig.calParams.title",
  caption: "fig.calParams.caption",
  spec,
  *prepare(state) {
    yield* accuracySteps("article");
    yield* accuracySteps(state.h100Batch);
  },
  compute(state) {
    const accuracy = accuracyFor(state.h100Batch);
    const stored = accuracyFor("article");
    const reading = redhat2025.config.maxBatchLen.h100?.readings.find((r) => r.id === state.h100Batch);
    return {
      reading: state.h100Batch,
      maxBatchLen: reading?.value ?? Number.NaN,
      parameters: accuracy.parameters.map((p) => {
        const parsed = parseParameterName(p.name);
        const before = stored.parameters.find((q) => q.name === p.name);
        return {
          name: p.name,
          ...parsed,
          value: p.value,
          stored: before?.value ?? p.value,
          unit: p.unit,
          low: p.range.low,
          high: p.range.high,
          meaning: p.meaning,
          why: p.range.why,
        };
      }),
      points: accuracy.points.length,
      mape: accuracy.mape,
      rms: accuracy.calibration.rmsError,
      looMape: accuracy.leaveOneOut.mape,
      looPoints: accuracy.leaveOneOut.points.length,
      looSkipped: accuracy.leaveOneOut.skipped.map((s) => s.id),
      extrapolations: accuracy.extrapolations.map((e) => ({
        cluster: e.cluster,
        heldOutNodes: e.heldOutNodes,
        maxAbsError: e.maxAbsError,
      })),
    };
  },
  chart(data, context) {
    const { tr } = context;
    return calibratedParametersChart(
      {
        rows: data.parameters.map((p) => ({ ...p, label: parameterLabel(p, tr) })),
        showStored: data.reading !== "article",
        accuracy: accuracyLines(data, tr, context.lang),
      },
      context,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "parameter", label: "fig.calParams.colParameter" },
        { key: "name", label: "fig.calParams.colName" },
        { key: "value", label: "fig.calParams.colValue", digits: 3 },
        { key: "unit", label: "fig.calParams.colUnit" },
        { key: "low", label: "fig.calParams.colLow", digits: 2 },
        { key: "high", label: "fig.calParams.colHigh", digits: 2 },
        { key: "bandwidth", label: "fig.calParams.colBandwidth", rate: "throughput", digits: 2 },
        { key: "bandwidthLow", label: "fig.calParams.colBandwidthLow", rate: "throughput", digits: 2 },
        { key: "bandwidthHigh", label: "fig.calParams.colBandwidthHigh", rate: "throughput", digits: 1 },
        { key: "meaning", label: "fig.calParams.colMeaning" },
        { key: "why", label: "fig.calParams.colWhy" },
      ],
      rows: data.parameters.map((p) => {
        const bw = p.kind === "bandwidth";
        const text = parameterText(p, tr);
        return {
          parameter: parameterLabel(p, tr),
          name: p.name,
          value: bw ? "" : p.value,
          unit: bw ? "" : p.unit,
          low: bw ? "" : p.low,
          high: bw ? "" : p.high,
          bandwidth: bw ? p.value : "",
          bandwidthLow: bw ? p.low : "",
          bandwidthHigh: bw ? p.high : "",
          meaning: text.meaning,
          why: text.why,
        };
      }),
    };
  },
  summary(data, tr, lang, lens) {
    const pct = (x: number) => fmt(lang, x * 100, 1);
    const extrapolation = data.extrapolations[0];
    return tr("fig.calParams.summary", {
      n: data.parameters.length,
      points: data.points,
      batch: fmt(lang, data.maxBatchLen, 0),
      mape: pct(data.mape),
      loo: pct(data.looMape),
      extrapolation: extrapolation ? pct(extrapolation.maxAbsError) : "–",
      l40sPod: bandwidthText(data, lens, lang, "bandwidth.l40s.pod-overlay"),
      l40sVnic: bandwidthText(data, lens, lang, "bandwidth.l40s.vnic"),
      h100Pod: bandwidthText(data, lens, lang, "bandwidth.h100.pod-overlay"),
      h100Vnic: bandwidthText(data, lens, lang, "bandwidth.h100.vnic"),
      unit: tr(lensRateUnit("throughput", lens)),
    });
  },
};
