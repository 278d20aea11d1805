/**
 * Figure: NCCL's tuner over message sizes. fabric-model's `predictCollective` prices every
 * (algorithm, protocol) pair of an all-reduce the way NCCL's tuning.cc does; the chart draws each
 * pair's bandwidth from 8 B to 16 GiB, highlights the fastest with the band where measurements of
 * this kind of system fall around it, and marks the sizes where the fastest pair changes (found by
 * bisection on the model). Algorithm and protocol controls mirror NCCL_ALGO and NCCL_PROTO.
 */
import {
  busBandwidthFactor,
  bytes,
  type CollectiveAlgorithmChoice,
  type CollectiveTransport,
  collectiveTransports,
  gbps,
  gpuPresetIds,
  inGbps,
  inMicroseconds,
  type NcclAlgorithm,
  type NcclProtocol,
  nics,
  type PredictCollectiveInput,
  predictCollective,
  toBitsPerSecond,
} from "fabric-model";
import type { LegendItem } from "../../charts/legendRow.ts";
import { formatSize } from "../../charts/ncclChartParts.ts";
import { type SizeHalo, sizeSeriesChart } from "../../charts/sizeSeriesChart.ts";
import { stackCharts } from "../../charts/stackCharts.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import type { ChartContext, DataTable, FigureDefinition } from "../FigureDefinition.ts";
import { GPU_LABELS, PAIR_LABELS, PAIRS, type PairId, TRANSPORT_LABELS } from "../ncclLabels.ts";

needStrings("nccl");

/** Below this chart width (px) the sweep draws the ring's and the tree's pairs in two panels. */
const NARROW = 560;

/** Smallest and largest size of the sweeps, bytes: 8 B to 16 GiB. */
export const SWEEP_MIN_BYTES = 8;
export const SWEEP_MAX_BYTES = 16 * 1024 ** 3;

/** Sizes of a sweep: `perOctave` points per power of two from 8 B to 16 GiB. */
export function sweepSizes(perOctave = 4): number[] {
  const out: number[] = [];
  const lo = Math.log2(SWEEP_MIN_BYTES);
  const hi = Math.log2(SWEEP_MAX_BYTES);
  for (let i = 0; i <= (hi - lo) * perOctave; i++) out.push(2 ** (lo + i / perOctave));
  return out;
}

/** Colour by protocol (in-network algorithms their own), dashes for trees. */
export function pairStyle(pair: PairId): { color: string; dashed: boolean } {
  const [algorithm, protocol] = pair.split("/") as [NcclAlgorithm | "p2p", NcclProtocol];
  if (algorithm === "nvls" || algorithm === "nvlstree") {
    return { color: "var(--fab-series-4)", dashed: algorithm === "nvlstree" };
  }
  if (algorithm === "collnetdirect" || algorithm === "collnetchain") {
    return { color: "var(--fab-series-5)", dashed: algorithm === "collnetchain" };
  }
  const color =
    protocol === "LL"
      ? "var(--fab-series-1)"
      : protocol === "LL128"
        ? "var(--fab-series-2)"
        : "var(--fab-series-3)";
  return { color, dashed: algorithm === "tree" };
}

/** One priced point: a pair at a size, with its time and both bandwidths (Gb/s, one direction). */
export interface SweepPoint {
  readonly bytes: number;
  readonly pair: PairId;
  readonly timeUs: number;
  readonly algbwGbps: number;
  readonly busbwGbps: number;
  /** The prediction's band at this size: measured over predicted bandwidth falls in [bandLow, bandHigh]. */
  readonly bandLow: number;
  readonly bandHigh: number;
}

/** A size where the fastest pair changes. */
export interface SwitchPoint {
  readonly bytes: number;
  readonly from: PairId;
  readonly to: PairId;
}

/** A whole sweep of one configuration. */
export interface CollectiveSweep {
  /** Every pair's points (pairs NCCL disables for the configuration are absent). */
  readonly candidates: readonly SweepPoint[];
  /** The fastest pair at each size. */
  readonly best: readonly SweepPoint[];
  readonly switches: readonly SwitchPoint[];
  readonly ranks: number;
}

type SweepInput = Omit<PredictCollectiveInput, "bytes">;

const pairOf = (c: { algorithm: NcclAlgorithm | "p2p"; protocol: NcclProtocol }): PairId =>
  `${c.algorithm}/${c.protocol}` as PairId;

function gbpsOf(bytesPerSecond: number): number {
  return inGbps(toBitsPerSecond(bytesPerSecond as Parameters<typeof toBitsPerSecond>[0]));
}

/** The fastest pair at a size (NCCL's choice), by the model. */
function bestPair(input: SweepInput, size: number): PairId {
  const p = predictCollective({ ...input, bytes: bytes(size) });
  return pairOf(p);
}

/** Bisect (in log size) between two sizes whose winners differ; a third winner inside recurses. */
function bisectSwitches(
  input: SweepInput,
  lo: number,
  loPair: PairId,
  hi: number,
  hiPair: PairId,
  out: SwitchPoint[],
): void {
  let a = lo;
  let b = hi;
  let bPair = hiPair;
  while (b / a > 1.001) {
    const mid = Math.sqrt(a * b);
    const pair = bestPair(input, mid);
    if (pair === loPair) a = mid;
    else {
      b = mid;
      bPair = pair;
    }
  }
  out.push({ bytes: b, from: loPair, to: bPair });
  if (bPair !== hiPair) bisectSwitches(input, b, bPair, hi, hiPair, out);
}

/**
 * Sizes where the fastest pair changes, each found by bisection (in log size) between two sweep
 * sizes whose winners differ, to within 0.1 %.
 * @example switchPoints({collective:"all_reduce", gpu:"h100-sxm", gpusPerNode:8, nodes:1}, sweepSizes())[0].to // "tree/LL128"
 */
export function switchPoints(input: SweepInput, sizes: readonly number[]): SwitchPoint[] {
  const out: SwitchPoint[] = [];
  let previous = bestPair(input, sizes[0] ?? SWEEP_MIN_BYTES);
  for (let i = 1; i < sizes.length; i++) {
    const size = sizes[i] as number;
    const winner = bestPair(input, size);
    if (winner !== previous) bisectSwitches(input, sizes[i - 1] as number, previous, size, winner, out);
    previous = winner;
  }
  return out;
}

/**
 * Whether NCCL can run what `input` asks for (NCCL_ALGO / NCCL_PROTO) on its hardware: the model
 * refuses, as NCCL does, an algorithm the hardware lacks (NVLS without NVSwitch SHARP, CollNet
 * without SHARP switches) or a protocol the algorithm does not support.
 */
function canRun(input: SweepInput): boolean {
  try {
    predictCollective({ ...input, bytes: bytes(2 ** 20) });
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}

const sweeps = new Map<string, CollectiveSweep>();

/**
 * Price an all-reduce of every sweep size: each pair's time and bandwidths, the winner, and the
 * switch points. Memoised by input.
 * @throws RangeError as predictCollective (e.g. fewer than 2 GPUs in all).
 */
export function collectiveSweep(input: SweepInput, perOctave = 4): CollectiveSweep {
  const key = `${JSON.stringify(input)}/${perOctave}`;
  const hit = sweeps.get(key);
  if (hit) return hit;
  const sizes = sweepSizes(perOctave);
  const ranks = input.gpusPerNode * input.nodes;
  const factor = busBandwidthFactor(input.collective, ranks);
  const candidates: SweepPoint[] = [];
  const best: SweepPoint[] = [];
  for (const size of sizes) {
    const p = predictCollective({ ...input, bytes: bytes(size) });
    const points = p.candidates.map((c) => {
      const algbw = gbpsOf(size / c.time);
      return {
        bytes: size,
        pair: pairOf(c),
        timeUs: inMicroseconds(c.time),
        algbwGbps: algbw,
        busbwGbps: algbw * factor,
        bandLow: p.band.low,
        bandHigh: p.band.high,
      };
    });
    candidates.push(...points);
    const winner = points.find((x) => x.pair === pairOf(p));
    if (winner) best.push(winner);
  }
  const result = { candidates, best, switches: switchPoints(input, sizes), ranks };
  if (sweeps.size > 100) sweeps.clear();
  sweeps.set(key, result);
  return result;
}

/** The lens's collective bandwidth of a point (algbw or busbw), in the lens's unit. */
export function lensCollective(point: SweepPoint, lens: UnitLens): number {
  return lensRate(lens.collective === "busbw" ? point.busbwGbps : point.algbwGbps, "throughput", lens);
}

/**
 * Stretches of the winning curve, one per run of the same pair, each joined to the next run; with
 * `keep`, only the runs of the pairs it accepts (a panel that draws some of the pairs).
 */
export function winningHalos(
  best: readonly SweepPoint[],
  value: (p: SweepPoint) => number,
  keep: (pair: PairId) => boolean = () => true,
): SizeHalo[] {
  const halos: SizeHalo[] = [];
  let start = 0;
  for (let i = 1; i <= best.length; i++) {
    const first = best[start];
    if (!first) break;
    if (i < best.length && best[i]?.pair === first.pair) continue;
    const run = best.slice(start, Math.min(i + 1, best.length));
    if (keep(first.pair))
      halos.push({
        color: pairStyle(first.pair).color,
        points: run.map((p) => ({ bytes: p.bytes, value: value(p) })),
      });
    start = i;
  }
  return halos;
}

/** What NCCL_ALGO may ask for in an all-reduce, with UI labels ("auto": NCCL's tuner picks). */
export const ALGORITHM_LABELS = {
  auto: "fig.protoSweep.auto",
  ring: "fig.protoSweep.algo.ring",
  tree: "fig.protoSweep.algo.tree",
  nvls: "fig.protoSweep.algo.nvls",
  nvlstree: "fig.protoSweep.algo.nvlstree",
  collnet: "fig.protoSweep.algo.collnet",
} as const satisfies Partial<Record<"auto" | CollectiveAlgorithmChoice, UiKey>>;

/** The band of the winning curve: where measurements fall around it, as a shaded range of the lens's value. */
export function winningBand(best: readonly SweepPoint[], value: (p: SweepPoint) => number) {
  return best.map((p) => ({ bytes: p.bytes, low: value(p) * p.bandLow, high: value(p) * p.bandHigh }));
}

/** NIC port rates of the NIC presets, Gb/s, each once. */
const NIC_RATES = [...new Set(Object.values(nics).map((n) => String(inGbps(n.linkRateUnidirectional))))].sort(
  (a, b) => Number(a) - Number(b),
);

const spec = {
  gpu: {
    kind: "enum",
    options: [...gpuPresetIds],
    labels: GPU_LABELS,
    default: "h100-sxm",
    label: "nccl.param.gpu",
  },
  gpusPerNode: { kind: "enum", options: ["1", "2", "4", "8"], default: "8", label: "nccl.param.gpusPerNode" },
  nodes: {
    kind: "enum",
    options: ["1", "2", "3", "4", "8", "16", "32"],
    default: "2",
    label: "nccl.param.nodes",
  },
  nicGbps: {
    kind: "enum",
    options: NIC_RATES,
    default: NIC_RATES.at(-1) ?? "400",
    label: "nccl.param.nicRate",
    unit: "unit.Gbps",
  },
  transport: {
    kind: "enum",
    options: [...collectiveTransports],
    labels: TRANSPORT_LABELS,
    default: "ib",
    label: "nccl.param.transport",
  },
  algorithm: {
    kind: "enum",
    options: Object.keys(ALGORITHM_LABELS) as Array<keyof typeof ALGORITHM_LABELS>,
    labels: ALGORITHM_LABELS,
    default: "auto",
    label: "fig.protoSweep.param.algorithm",
  },
  protocol: {
    kind: "enum",
    options: ["auto", "LL", "LL128", "Simple"],
    optionLabel: (value, tr) => (value === "auto" ? tr("fig.protoSweep.auto") : value),
    default: "auto",
    label: "fig.protoSweep.param.protocol",
  },
} as const satisfies StateSpec;

/** Data of the figure. */
export interface ProtocolSweepData extends CollectiveSweep {
  readonly gpu: keyof typeof GPU_LABELS;
  readonly gpusPerNode: number;
  readonly nodes: number;
  readonly nicGbps: number;
  readonly transport: CollectiveTransport;
  /** NCCL_ALGO and NCCL_PROTO as asked ("auto": not set). */
  readonly algorithm: string;
  readonly protocol: string;
  /** NCCL would refuse what was asked on this hardware (it stops with an error); the lines show its own choice. */
  readonly refused: boolean;
}

/** Rows of a sweep table: one per power-of-two size. */
export function sweepTableRows(
  sweep: CollectiveSweep,
  tr: ChartContext["tr"],
): Array<Record<string, number | string>> {
  const rows: Array<Record<string, number | string>> = [];
  const bySize = new Map<number, SweepPoint[]>();
  for (const p of sweep.candidates) {
    if (!Number.isInteger(Math.log2(p.bytes))) continue;
    const list = bySize.get(p.bytes) ?? [];
    list.push(p);
    bySize.set(p.bytes, list);
  }
  for (const best of sweep.best) {
    const list = bySize.get(best.bytes);
    if (!list) continue;
    const row: Record<string, number | string> = {
      bytes: best.bytes,
      best: tr(PAIR_LABELS[best.pair]),
      timeUs: best.timeUs,
      algbw: best.algbwGbps,
      busbw: best.busbwGbps,
    };
    for (const pair of PAIRS) row[pair] = list.find((p) => p.pair === pair)?.timeUs ?? "";
    rows.push(row);
  }
  return rows;
}

export const protocolSweep: FigureDefinition<typeof spec, ProtocolSweepData> = {
  id: "protocol-sweep",
  collectiveBandwidth: true,
  title: "fig.protoSweep.title",
  caption: "fig.protoSweep.caption",
  spec,
  conflicts(state) {
    // A collective needs two GPUs at least (predictCollective refuses fewer).
    const gpus = Number(state.gpusPerNode) * Number(state.nodes);
    return gpus < 2
      ? [{ params: ["gpusPerNode", "nodes"], reason: { key: "nccl.conflict.tooFewGpus", vars: { gpus } } }]
      : [];
  },
  compute(state) {
    const gpusPerNode = Number(state.gpusPerNode);
    const nodes = Number(state.nodes);
    const nicGbps = Number(state.nicGbps);
    const transport = state.transport as CollectiveTransport;
    const hardware: SweepInput = {
      collective: "all_reduce",
      gpu: state.gpu,
      gpusPerNode,
      nodes,
      // One NIC per GPU, as on rail-optimised GPU nodes.
      nicCount: gpusPerNode,
      nicRate: gbps(nicGbps),
      transport,
    };
    const asked: SweepInput = {
      ...hardware,
      ...(state.algorithm === "auto" ? {} : { algorithm: state.algorithm as CollectiveAlgorithmChoice }),
      ...(state.protocol === "auto" ? {} : { protocol: state.protocol as NcclProtocol }),
    };
    const refused = (state.algorithm !== "auto" || state.protocol !== "auto") && !canRun(asked);
    const sweep = collectiveSweep(refused ? hardware : asked);
    return {
      ...sweep,
      gpu: state.gpu as keyof typeof GPU_LABELS,
      gpusPerNode,
      nodes,
      nicGbps,
      transport,
      algorithm: state.algorithm,
      protocol: state.protocol,
      refused,
    };
  },
  chart(data, context) {
    const { tr, lang, lens, document } = context;
    const value = (p: SweepPoint) => lensCollective(p, lens);
    const present = PAIRS.filter((pair) => data.candidates.some((p) => p.pair === pair));
    const panel = (pairs: readonly PairId[], title: string | undefined, bestInLegend: boolean) => {
      const legend: LegendItem[] = pairs.map((pair) => ({
        label: tr(PAIR_LABELS[pair]),
        color: pairStyle(pair).color,
        shape: pairStyle(pair).dashed ? "dashedLine" : "line",
      }));
      if (bestInLegend) {
        legend.push({ label: tr("fig.protoSweep.legendBest"), color: "var(--fab-muted)", shape: "swatch" });
        legend.push({ label: tr("fig.protoSweep.legendBand"), color: "var(--fab-muted)", shape: "band" });
      }
      return sizeSeriesChart(
        {
          ...(title ? { title } : {}),
          yLabel: tr("nccl.axisBandwidth", {
            measure: tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw"),
            unit: tr(lensRateUnit("throughput", lens)),
          }),
          series: pairs.map((pair) => ({
            id: pair,
            ...pairStyle(pair),
            width: 1.6,
            opacity: 0.85,
            points: data.candidates
              .filter((p) => p.pair === pair)
              .map((p) => ({ bytes: p.bytes, value: value(p) })),
          })),
          ranges: [{ color: "var(--fab-muted)", points: winningBand(data.best, value) }],
          halos: winningHalos(data.best, value, (pair) => pairs.includes(pair)),
          marks: data.switches.map((s) => ({
            bytes: s.bytes,
            label: tr("fig.protoSweep.switchLabel", {
              pair: tr(PAIR_LABELS[s.to]),
              size: formatSize(tr, lang, s.bytes, 0),
            }),
          })),
          legend,
          height: context.width < NARROW ? 280 : 340,
        },
        context,
      );
    };
    if (context.width >= NARROW) return panel(present, undefined, true);
    // On a phone, six lines or more in one 300 px plot cannot be told apart: the ring's pairs and
    // the others (the tree's, and NVLS, CollNet or PAT where the setting has them) go in two
    // panels, one above the other, on the same axes.
    const ring = present.filter((pair) => pair.startsWith("ring/"));
    const others = present.filter((pair) => !pair.startsWith("ring/"));
    const groups = [
      { pairs: ring, title: tr("nccl.algorithm.ring") },
      {
        pairs: others,
        title: tr(
          others.every((pair) => pair.startsWith("tree/"))
            ? "nccl.algorithm.tree"
            : "fig.protoSweep.panelOthers",
        ),
      },
    ].filter((g) => g.pairs.length > 0);
    return stackCharts(
      document,
      groups.map((g, i) => panel(g.pairs, g.title, i === 0)),
      { direction: "column", gap: 18 },
    );
  },
  table(data, tr): DataTable {
    return {
      columns: [
        { key: "bytes", label: "nccl.colSize", unit: "unit.B", digits: 0 },
        { key: "best", label: "fig.protoSweep.colBest" },
        { key: "timeUs", label: "fig.protoSweep.colTime", unit: "unit.us", digits: 1 },
        { key: "algbw", label: "nccl.algbwColumn", rate: "throughput" },
        { key: "busbw", label: "nccl.busbwColumn", rate: "throughput" },
        ...PAIRS.map((pair) => ({
          key: pair,
          label: PAIR_LABELS[pair],
          unit: "unit.us" as UiKey,
          digits: 1,
        })),
      ],
      rows: sweepTableRows(data, tr),
    };
  },
  summary(data, tr, lang, lens) {
    const first = data.best[0];
    const last = data.best.at(-1);
    const sequence = [
      tr("fig.protoSweep.seqFirst", { pair: first ? tr(PAIR_LABELS[first.pair]) : "" }),
      ...data.switches.map((s) =>
        tr("fig.protoSweep.seqNext", { pair: tr(PAIR_LABELS[s.to]), size: formatSize(tr, lang, s.bytes, 0) }),
      ),
    ].join(", ");
    const asked =
      data.algorithm === "auto" && data.protocol === "auto"
        ? ""
        : tr(data.refused ? "fig.protoSweep.refused" : "fig.protoSweep.asked", {
            setting: [
              data.algorithm === "auto" ? "" : `NCCL_ALGO=${data.algorithm}`,
              data.protocol === "auto" ? "" : `NCCL_PROTO=${data.protocol}`,
            ]
              .filter(Boolean)
              .join(" "),
          });
    const band = last
      ? tr("fig.protoSweep.band", {
          low: formatNumber(lang, lensCollective(last, lens) * last.bandLow, 0),
          high: formatNumber(lang, lensCollective(last, lens) * last.bandHigh, 0),
          unit: tr(lensRateUnit("throughput", lens)),
        })
      : "";
    return `${asked}${tr("fig.protoSweep.summary", {
      gpus: data.ranks,
      gpu: tr(GPU_LABELS[data.gpu]),
      nodes: data.nodes,
      sequence,
      measure: tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw"),
      value: last ? formatNumber(lang, lensCollective(last, lens), 1) : "",
      unit: tr(lensRateUnit("throughput", lens)),
    })} ${band}`;
  },
};
