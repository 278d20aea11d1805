/**
 * Figure: published nccl-tests all-reduce sweeps against the model. For the sweep picked, the
 * measured busbw (or algbw) at each recorded size, out-of-place and in-place, as dots over
 * `predictCollective` for the same hardware as a line, and the error at each measured size.
 * The sweeps and their hardware come from fabric-model's `ncclReferenceSweeps` (with sources).
 */
import {
  busBandwidthFactor,
  bytes,
  inGbps,
  ncclReferenceSweeps,
  predictCollective,
  toBitsPerSecond,
} from "fabric-model";
import type { LegendItem } from "../../charts/legendRow.ts";
import { formatSize } from "../../charts/ncclChartParts.ts";
import { sizeSeriesChart } from "../../charts/sizeSeriesChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import type { DataTable, FigureDefinition } from "../FigureDefinition.ts";
import { PAIR_LABELS, type PairId } from "./protocolSweep.ts";

needStrings("nccl");

/** UI label of each sweep. */
const SWEEP_LABELS: Readonly<Record<string, UiKey>> = {
  "h100-2x8-tcpxo": "fig.measuredSweeps.sweep.h100Tcpxo",
  "gh200-2x4-slingshot": "fig.measuredSweeps.sweep.gh200x4Slingshot",
  "gh200-2x1-slingshot": "fig.measuredSweeps.sweep.gh200x1Slingshot",
  "gh200-2x4-sockets": "fig.measuredSweeps.sweep.gh200x4Sockets",
  "t4-2x1-efa": "fig.measuredSweeps.sweep.t4Efa",
  "t4-2x1-sockets": "fig.measuredSweeps.sweep.t4Sockets",
};

/** Ids of the recorded sweeps the figure offers, in the record's order. */
const SWEEP_IDS = ncclReferenceSweeps.map((s) => s.id).filter((id) => id in SWEEP_LABELS);

const spec = {
  sweep: {
    kind: "enum",
    options: SWEEP_IDS,
    labels: SWEEP_LABELS,
    default: "h100-2x8-tcpxo",
    label: "fig.measuredSweeps.param.sweep",
  },
} as const satisfies StateSpec;

/** Bandwidths of one operation, Gb/s one way. */
interface Bandwidths {
  readonly algbwGbps: number;
  readonly busbwGbps: number;
}

/** One measured size beside the model. */
export interface MeasuredSweepRow {
  readonly bytes: number;
  readonly outOfPlace: Bandwidths & { readonly timeUs: number };
  readonly inPlace: Bandwidths & { readonly timeUs: number };
  readonly model: Bandwidths & { readonly timeUs: number; readonly pair: PairId };
  /** Model busbw over the measured one (geometric mean of both halves), minus one. */
  readonly error: number;
}

/** Data of the figure. */
export interface MeasuredSweepsData {
  readonly id: string;
  readonly ranks: number;
  readonly rows: readonly MeasuredSweepRow[];
  /** The model at 4 sizes per power of two across the measured range. */
  readonly curve: ReadonlyArray<Bandwidths & { readonly bytes: number }>;
  /** Geometric mean of |model / measured - 1| over the measured sizes. */
  readonly geomeanError: number;
  readonly worst: MeasuredSweepRow;
}

const toGbps = (bytesPerSecond: number) =>
  inGbps(toBitsPerSecond(bytesPerSecond as Parameters<typeof toBitsPerSecond>[0]));

const cache = new Map<string, MeasuredSweepsData>();

/**
 * The sweep `id` of `ncclReferenceSweeps` beside `predictCollective`. Memoised by id.
 * @throws RangeError for an unknown id.
 * @example measuredSweep("t4-2x1-efa").rows.length // 15
 */
export function measuredSweep(id: string): MeasuredSweepsData {
  const hit = cache.get(id);
  if (hit) return hit;
  const sweep = ncclReferenceSweeps.find((s) => s.id === id);
  if (!sweep) throw new RangeError(`no recorded sweep "${id}"`);
  const ranks = sweep.input.gpusPerNode * sweep.input.nodes;
  const factor = busBandwidthFactor(sweep.input.collective, ranks);
  const measured = (size: number, timeUs: number) => {
    const algbwGbps = toGbps(size / (timeUs * 1e-6));
    return { timeUs, algbwGbps, busbwGbps: algbwGbps * factor };
  };
  const model = (size: number) => {
    const p = predictCollective({ ...sweep.input, bytes: bytes(size) });
    const algbwGbps = toGbps(p.algorithmBandwidth);
    return {
      timeUs: p.time * 1e6,
      algbwGbps,
      busbwGbps: algbwGbps * factor,
      pair: `${p.algorithm}/${p.protocol}` as PairId,
    };
  };
  const rows = sweep.points.map(([size, outOfPlaceUs, inPlaceUs]) => {
    // A row printed with one timing only (nccl-tests' in-place-only runs) stands for both.
    const outOfPlace = measured(size, outOfPlaceUs ?? inPlaceUs ?? Number.NaN);
    const inPlace = measured(size, inPlaceUs ?? outOfPlaceUs ?? Number.NaN);
    const predicted = model(size);
    const geo = Math.sqrt(outOfPlace.busbwGbps * inPlace.busbwGbps);
    return { bytes: size, outOfPlace, inPlace, model: predicted, error: predicted.busbwGbps / geo - 1 };
  });
  const first = rows[0]?.bytes ?? 8;
  const last = rows.at(-1)?.bytes ?? first;
  const curve: Array<Bandwidths & { bytes: number }> = [];
  for (let e = Math.log2(first); e <= Math.log2(last) + 1e-9; e += 0.25) {
    const size = 2 ** e;
    const { algbwGbps, busbwGbps } = model(size);
    curve.push({ bytes: size, algbwGbps, busbwGbps });
  }
  const logs = rows.map((r) => Math.log(1 + Math.abs(r.error)));
  const geomeanError = Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length) - 1;
  const worst = rows.reduce((a, b) => (Math.abs(b.error) > Math.abs(a.error) ? b : a));
  const data = { id, ranks, rows, curve, geomeanError, worst };
  cache.set(id, data);
  return data;
}

/** The lens's collective measure (algbw or busbw) of a point, in the lens's unit. */
const lensValue = (b: Bandwidths, lens: UnitLens) =>
  lensRate(lens.collective === "busbw" ? b.busbwGbps : b.algbwGbps, "throughput", lens);

export const measuredSweeps: FigureDefinition<typeof spec, MeasuredSweepsData> = {
  id: "measured-sweeps",
  collectiveBandwidth: true,
  title: "fig.measuredSweeps.title",
  caption: "fig.measuredSweeps.caption",
  spec,
  compute(state) {
    return measuredSweep(state.sweep);
  },
  chart(data, context) {
    const { tr, lens } = context;
    const legend: LegendItem[] = [
      { label: tr("fig.measuredSweeps.legendModel"), color: "var(--fab-series-1)", shape: "line" },
      { label: tr("fig.measuredSweeps.legendOutOfPlace"), color: "var(--fab-series-2)", shape: "circle" },
      { label: tr("fig.measuredSweeps.legendInPlace"), color: "var(--fab-series-3)", shape: "circle" },
    ];
    return sizeSeriesChart(
      {
        yLabel: tr("nccl.axisBandwidth", {
          measure: tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw"),
          unit: tr(lensRateUnit("throughput", lens)),
        }),
        series: [
          {
            id: "model",
            color: "var(--fab-series-1)",
            width: 2,
            points: data.curve.map((p) => ({ bytes: p.bytes, value: lensValue(p, lens) })),
          },
          {
            id: "outOfPlace",
            color: "var(--fab-series-2)",
            dots: "filled",
            points: data.rows.map((r) => ({ bytes: r.bytes, value: lensValue(r.outOfPlace, lens) })),
          },
          {
            id: "inPlace",
            color: "var(--fab-series-3)",
            dots: "hollow",
            points: data.rows.map((r) => ({ bytes: r.bytes, value: lensValue(r.inPlace, lens) })),
          },
        ],
        legend,
        height: 340,
      },
      context,
    );
  },
  table(data, tr): DataTable {
    return {
      columns: [
        { key: "bytes", label: "nccl.colSize", unit: "unit.B", digits: 0 },
        { key: "timeUs", label: "fig.measuredSweeps.colTime", unit: "unit.us", digits: 1 },
        { key: "algbw", label: "fig.measuredSweeps.colMeasuredAlgbw", rate: "throughput" },
        { key: "busbw", label: "fig.measuredSweeps.colMeasuredBusbw", rate: "throughput" },
        { key: "modelTimeUs", label: "fig.measuredSweeps.colModelTime", unit: "unit.us", digits: 1 },
        { key: "modelBusbw", label: "fig.measuredSweeps.colModelBusbw", rate: "throughput" },
        { key: "pair", label: "fig.measuredSweeps.colPair" },
        { key: "error", label: "fig.measuredSweeps.colError", unit: "unit.percent", digits: 1 },
      ],
      rows: data.rows.map((r) => ({
        bytes: r.bytes,
        timeUs: r.outOfPlace.timeUs,
        algbw: r.outOfPlace.algbwGbps,
        busbw: r.outOfPlace.busbwGbps,
        modelTimeUs: r.model.timeUs,
        modelBusbw: r.model.busbwGbps,
        pair: tr(PAIR_LABELS[r.model.pair]),
        error: r.error * 100,
      })),
    };
  },
  summary(data, tr, lang) {
    return tr("fig.measuredSweeps.summary", {
      sweep: tr(SWEEP_LABELS[data.id] ?? "fig.measuredSweeps.param.sweep"),
      sizes: data.rows.length,
      error: formatNumber(lang, data.geomeanError * 100, 1),
      worstSize: formatSize(tr, lang, data.worst.bytes, 0),
      worst: formatNumber(lang, data.worst.error * 100, 0),
    });
  },
};
