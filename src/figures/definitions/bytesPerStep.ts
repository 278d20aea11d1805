/**
 * Figure: what each all-reduce schedule sends, and what one alpha-beta line gets wrong. Left, the
 * bytes the busiest GPU has sent after each step of fabric-model's ring, double-binary-tree and
 * direct schedules (run on real buffers) against their formulas. Right, the NCCL-like model's
 * time over sizes against the alpha-beta line `T = 2(n-1) alpha + 2(n-1)/n S beta` fitted to the
 * model on large sizes only, and where that line's error passes 2x.
 */
import {
  busBandwidthFactor,
  type CollectiveState,
  type CollectiveStepper,
  directAllReduce,
  doubleBinaryTreeLoad,
  type GpuNetworkPairingId,
  gpuNetworkPairingIds,
  gpuNetworkPairings,
  inGbps,
  pairingCollectiveHardware,
  ringAllReduce,
  toBitsPerSecond,
  treeAllReduce,
} from "fabric-model";
import { formatSize } from "../../charts/ncclChartParts.ts";
import { sizeSeriesChart } from "../../charts/sizeSeriesChart.ts";
import { stackCharts } from "../../charts/stackCharts.ts";
import { stepBytesChart } from "../../charts/stepBytesChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { PAIR_LABELS, type PairId } from "../ncclLabels.ts";
import { PAIRING_LABELS } from "./hierarchicalAllreduce.ts";
import { collectiveSweep } from "./protocolSweep.ts";

needStrings("nccl");

/** Fit windows offered: the line is fitted on sizes from this one to 16 GiB. */
const FIT_FROM_LABELS = {
  "65536": "fig.bytesStep.from64k",
  "1048576": "fig.bytesStep.from1m",
  "16777216": "fig.bytesStep.from16m",
  "268435456": "fig.bytesStep.from256m",
} as const satisfies Record<string, UiKey>;

const spec = {
  pairing: {
    kind: "enum",
    options: [...gpuNetworkPairingIds],
    labels: PAIRING_LABELS,
    default: "azure-nd-h100-v5",
    label: "nccl.param.pairing",
  },
  nodes: { kind: "enum", options: ["1", "2", "4", "8"], default: "2", label: "nccl.param.nodes" },
  fitFrom: {
    kind: "enum",
    options: Object.keys(FIT_FROM_LABELS) as (keyof typeof FIT_FROM_LABELS)[],
    labels: FIT_FROM_LABELS,
    default: "1048576",
    label: "fig.bytesStep.fitFrom",
  },
} as const satisfies StateSpec;

/** The schedules compared step by step. */
export const SCHEDULES = ["ring", "tree", "direct"] as const;
export type ScheduleName = (typeof SCHEDULES)[number];

const STEPPERS: Readonly<Record<ScheduleName, CollectiveStepper<Record<string, never>>>> = {
  ring: ringAllReduce as CollectiveStepper<Record<string, never>>,
  tree: treeAllReduce as CollectiveStepper<Record<string, never>>,
  direct: directAllReduce,
};

const cumulativeCache = new Map<string, number[]>();

/**
 * Bytes the busiest GPU has sent after each step, as a multiple of the buffer, running the
 * schedule on `ranks` buffers of 2 x ranks elements (so ring chunks and tree halves divide evenly).
 * @example busiestCumulative("ring", 4).at(-1) // 1.5, i.e. 2(n-1)/n
 */
export function busiestCumulative(schedule: ScheduleName, ranks: number): number[] {
  const key = `${schedule}/${ranks}`;
  const hit = cumulativeCache.get(key);
  if (hit) return hit;
  const elements = 2 * ranks;
  const inputs = Array.from({ length: ranks }, () => new Float64Array(elements).fill(1));
  const stepper = STEPPERS[schedule];
  let state: CollectiveState = stepper.init(inputs);
  const bufferBytes = elements * Float64Array.BYTES_PER_ELEMENT;
  const out = [0];
  while (!stepper.isDone(state)) {
    state = stepper.step(state);
    out.push(Math.max(...state.bytesSent.map(Number)) / bufferBytes);
  }
  if (cumulativeCache.size > 100) cumulativeCache.clear();
  cumulativeCache.set(key, out);
  return out;
}

/**
 * Least-squares line `y = intercept + slope x` through points.
 * @example fitLine([[0, 1], [1, 3], [2, 5]]) // { intercept: 1, slope: 2 }
 */
export function fitLine(points: ReadonlyArray<readonly [number, number]>): {
  intercept: number;
  slope: number;
} {
  const n = points.length;
  if (n < 2) return { intercept: Number.NaN, slope: Number.NaN };
  let sx = 0;
  let sy = 0;
  for (const [x, y] of points) {
    sx += x;
    sy += y;
  }
  const mx = sx / n;
  const my = sy / n;
  let sxx = 0;
  let sxy = 0;
  for (const [x, y] of points) {
    sxx += (x - mx) * (x - mx);
    sxy += (x - mx) * (y - my);
  }
  const slope = sxx > 0 ? sxy / sxx : Number.NaN;
  return { intercept: my - slope * mx, slope };
}

/** One size of the cost panel. */
export interface CostPoint {
  readonly bytes: number;
  readonly modelUs: number;
  readonly lineUs: number;
  readonly pair: PairId;
}

/** Data of the figure. */
export interface BytesPerStepData {
  readonly pairing: GpuNetworkPairingId;
  readonly nodes: number;
  readonly ranks: number;
  readonly steps: ReadonlyArray<{
    readonly schedule: ScheduleName;
    readonly cumulative: readonly number[];
    readonly formula: number;
  }>;
  readonly fitFrom: number;
  /** Alpha per step (microseconds) and 1/beta (Gb/s, per GPU's link, as busbw) of the fitted line. */
  readonly alphaUs: number;
  readonly inverseBetaGbps: number;
  readonly cost: readonly CostPoint[];
  /** Largest size at which the line is off by more than 2x (null when it never is). */
  readonly breaksBelow: number | null;
}

const SCHEDULE_LABELS: Readonly<Record<ScheduleName, UiKey>> = {
  ring: "nccl.algorithm.ring",
  tree: "nccl.algorithm.tree",
  direct: "nccl.algorithm.direct",
};
const SCHEDULE_COLORS: Readonly<Record<ScheduleName, string>> = {
  ring: "var(--fab-series-1)",
  tree: "var(--fab-series-2)",
  direct: "var(--fab-series-4)",
};

export const bytesPerStep: FigureDefinition<typeof spec, BytesPerStepData> = {
  id: "bytes-per-step",
  title: "fig.bytesStep.title",
  caption: "fig.bytesStep.caption",
  spec,
  compute(state) {
    const pairing = gpuNetworkPairings[state.pairing as GpuNetworkPairingId];
    const nodes = Number(state.nodes);
    const ranks = pairing.gpusPerNode * nodes;
    const steps = SCHEDULES.map((schedule) => ({
      schedule,
      cumulative: busiestCumulative(schedule, ranks),
      formula: schedule === "tree" ? doubleBinaryTreeLoad(ranks) : busBandwidthFactor("all_reduce", ranks),
    }));
    const sweep = collectiveSweep({
      collective: "all_reduce",
      ...pairingCollectiveHardware(pairing),
      nodes,
    });
    const fitFrom = Number(state.fitFrom);
    // Fit T = a + b S on the model's times (seconds, bytes) over the window, then read the
    // alpha-beta parameters: a = 2(n-1) alpha, b = 2(n-1)/n beta.
    const window = sweep.best
      .filter((p) => p.bytes >= fitFrom)
      .map((p) => [p.bytes, p.timeUs * 1e-6] as const);
    const { intercept, slope } = fitLine(window);
    const alpha = intercept / (2 * (ranks - 1));
    const beta = slope / busBandwidthFactor("all_reduce", ranks);
    const cost = sweep.best.map((p) => ({
      bytes: p.bytes,
      modelUs: p.timeUs,
      lineUs: (intercept + slope * p.bytes) * 1e6,
      pair: p.pair,
    }));
    const off = cost.filter((c) => c.lineUs / c.modelUs > 2 || c.modelUs / c.lineUs > 2 || c.lineUs <= 0);
    return {
      pairing: pairing.id,
      nodes,
      ranks,
      steps,
      fitFrom,
      alphaUs: alpha * 1e6,
      inverseBetaGbps:
        beta > 0 ? inGbps(toBitsPerSecond((1 / beta) as Parameters<typeof toBitsPerSecond>[0])) : Number.NaN,
      cost,
      breaksBelow: off.length > 0 ? Math.max(...off.map((c) => c.bytes)) : null,
    };
  },
  chart(data, context) {
    const { tr, lang } = context;
    const narrow = context.width < 720;
    const width = narrow ? context.width : Math.floor((context.width - 20) / 2);
    const steps = stepBytesChart(
      {
        series: data.steps.map((s) => ({
          label: tr(SCHEDULE_LABELS[s.schedule]),
          color: SCHEDULE_COLORS[s.schedule],
          cumulative: s.cumulative,
          formula: s.formula,
          formulaLabel: tr("fig.bytesStep.formulaLabel", {
            schedule: tr(SCHEDULE_LABELS[s.schedule]),
            factor: formatNumber(lang, s.formula, 3),
            steps: s.cumulative.length - 1,
          }),
        })),
        xLabel: tr("fig.bytesStep.axisStep", { ranks: data.ranks }),
        yLabel: tr("fig.bytesStep.axisSent"),
      },
      { ...context, width },
    );
    const first = data.cost[0];
    const cost = sizeSeriesChart(
      {
        yLabel: tr("fig.bytesStep.axisTime"),
        series: [
          {
            id: "model",
            color: "var(--fab-series-1)",
            width: 2.4,
            points: data.cost.map((c) => ({ bytes: c.bytes, value: c.modelUs })),
          },
          {
            id: "line",
            color: "var(--fab-series-2)",
            dashed: true,
            width: 2,
            points: data.cost.map((c) => ({ bytes: c.bytes, value: c.lineUs })),
          },
        ],
        band: {
          from: data.fitFrom,
          to: data.cost.at(-1)?.bytes ?? data.fitFrom,
          label: tr("fig.bytesStep.fitBand"),
        },
        marks:
          data.breaksBelow === null
            ? []
            : [
                {
                  bytes: data.breaksBelow,
                  label: tr("fig.bytesStep.breakMark", { size: formatSize(tr, lang, data.breaksBelow, 0) }),
                },
              ],
        notes:
          first && first.lineUs > 0
            ? [
                {
                  bytes: first.bytes,
                  value: first.lineUs,
                  label: tr("fig.bytesStep.ratioNote", {
                    ratio: formatNumber(lang, first.lineUs / first.modelUs, 1),
                  }),
                },
              ]
            : [],
        legend: [
          { label: tr("fig.bytesStep.legendModel"), color: "var(--fab-series-1)", shape: "line" },
          { label: tr("fig.bytesStep.legendLine"), color: "var(--fab-series-2)", shape: "dashedLine" },
        ],
        height: 300,
      },
      { ...context, width },
    );
    return stackCharts(context.document, [steps, cost], { direction: narrow ? "column" : "row", gap: 20 });
  },
  table(data, tr) {
    return {
      columns: [
        { key: "bytes", label: "nccl.colSize", unit: "unit.B", digits: 0 },
        { key: "pair", label: "fig.protoSweep.colBest" },
        { key: "modelUs", label: "fig.bytesStep.colModel", unit: "unit.us", digits: 1 },
        { key: "lineUs", label: "fig.bytesStep.colLine", unit: "unit.us", digits: 1 },
        { key: "ratio", label: "fig.bytesStep.colRatio", digits: 2 },
      ],
      rows: data.cost
        .filter((c) => Number.isInteger(Math.log2(c.bytes)))
        .map((c) => ({
          bytes: c.bytes,
          pair: tr(PAIR_LABELS[c.pair]),
          modelUs: c.modelUs,
          lineUs: c.lineUs,
          ratio: c.lineUs / c.modelUs,
        })),
    };
  },
  summary(data, tr, lang, lens) {
    const of = (s: ScheduleName) => data.steps.find((x) => x.schedule === s);
    const first = data.cost[0];
    const pairKey = first ? PAIR_LABELS[first.pair] : undefined;
    return tr("fig.bytesStep.summary", {
      ranks: data.ranks,
      ringFactor: formatNumber(lang, of("ring")?.formula ?? Number.NaN, 3),
      ringSteps: (of("ring")?.cumulative.length ?? 1) - 1,
      treeFactor: formatNumber(lang, of("tree")?.formula ?? Number.NaN, 3),
      treeSteps: (of("tree")?.cumulative.length ?? 1) - 1,
      from: formatSize(tr, lang, data.fitFrom, 0),
      alpha: formatNumber(lang, data.alphaUs, 2),
      bw: formatNumber(lang, lensRate(data.inverseBetaGbps, "throughput", lens), 0),
      unit: tr(lensRateUnit("throughput", lens)),
      lineSmall: formatNumber(lang, first?.lineUs ?? Number.NaN, 1),
      modelSmall: formatNumber(lang, first?.modelUs ?? Number.NaN, 1),
      pair: pairKey ? tr(pairKey) : "",
      ratio: formatNumber(lang, first ? first.lineUs / first.modelUs : Number.NaN, 1),
    });
  },
};
