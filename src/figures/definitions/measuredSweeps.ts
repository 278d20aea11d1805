/**
 * Figure: published nccl-tests sweeps against the model. For the sweep picked (every sweep of
 * fabric-model's `ncclReferenceSweeps`, with its source), the measured busbw (or algbw) at each
 * recorded size, out-of-place and in-place, as dots over `predictCollective` for the same hardware
 * as a line with its cross-validated band shaded, and the error at each measured size; the summary
 * gives how far off the model is when the sweep's whole system is left out of its calibration
 * (`collectiveCalibration.heldOut`), and why a run left out of fitting is left out.
 */
import {
  busBandwidthFactor,
  bytes,
  collectiveCalibration,
  inGbps,
  type NcclReferenceSweep,
  ncclReferenceSweeps,
  predictCollective,
  sourceUrl,
  toBitsPerSecond,
} from "fabric-model";
import type { LegendItem } from "../../charts/legendRow.ts";
import { formatSize } from "../../charts/ncclChartParts.ts";
import { sizeSeriesChart } from "../../charts/sizeSeriesChart.ts";
import { stackCharts } from "../../charts/stackCharts.ts";
import { textLine } from "../../charts/textLine.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit, type UnitLens } from "../../lib/unitLens.ts";
import type { ChartContext, DataTable, FigureDefinition } from "../FigureDefinition.ts";
import { GPU_LABELS, PAIR_LABELS, type PairId, TRANSPORT_LABELS } from "../ncclLabels.ts";

needStrings("nccl");

/** The collectives nccl-tests runs that the corpus holds, with UI labels. */
const COLLECTIVE_LABELS: Readonly<Record<string, UiKey>> = {
  all_gather: "fig.measuredSweeps.collective.allGather",
  reduce_scatter: "fig.measuredSweeps.collective.reduceScatter",
  alltoall: "fig.measuredSweeps.collective.alltoall",
  all_reduce: "fig.measuredSweeps.collective.allReduce",
  reduce: "fig.measuredSweeps.collective.reduce",
  broadcast: "fig.measuredSweeps.collective.broadcast",
  sendrecv: "fig.measuredSweeps.collective.sendrecv",
};

const GPU_ORDER = Object.keys(GPU_LABELS);

/**
 * The sweeps in the order the figure offers them: by GPU generation (the order of the GPU
 * presets), then nodes, GPUs per node and the record's order.
 */
const SWEEPS: readonly NcclReferenceSweep[] = ncclReferenceSweeps
  .map((sweep, index) => ({ sweep, index }))
  .sort(
    (a, b) =>
      GPU_ORDER.indexOf(a.sweep.input.gpu) - GPU_ORDER.indexOf(b.sweep.input.gpu) ||
      a.sweep.input.nodes - b.sweep.input.nodes ||
      a.sweep.input.gpusPerNode - b.sweep.input.gpusPerNode ||
      a.index - b.index,
  )
  .map((x) => x.sweep);

/** The words of a sweep's label, each from the dictionary, without the number that tells repeats apart. */
function sweepLabelBase(sweep: NcclReferenceSweep, tr: ChartContext["tr"]): string {
  const input = sweep.input;
  const details: string[] = [];
  if (input.collective !== "all_reduce") {
    details.push(tr(COLLECTIVE_LABELS[input.collective] ?? "fig.measuredSweeps.collective.allReduce"));
  }
  if (input.algorithm !== undefined) details.push(`NCCL_ALGO=${input.algorithm}`);
  if (input.collnet === true && input.algorithm === undefined) details.push("SHARP");
  if (sweep.degraded !== null) details.push(tr("fig.measuredSweeps.leftOut"));
  return tr("fig.measuredSweeps.option", {
    nodes: input.nodes,
    perNode: input.gpusPerNode,
    gpu: tr(GPU_LABELS[input.gpu as keyof typeof GPU_LABELS] ?? "nccl.param.gpu"),
    fabric:
      input.nodes === 1 || input.transport === undefined
        ? tr("fig.measuredSweeps.oneNode")
        : tr(TRANSPORT_LABELS[input.transport]),
    detail: details.map((d) => ` · ${d}`).join(""),
  });
}

/**
 * A sweep's label in the reader's language, built from its input through the dictionary (e.g.
 * "2 × 8 H100 SXM (NVLink 4) · InfiniBand verbs"); sweeps that read alike are numbered in order.
 * @example sweepLabel("nebius-h100-2x8-ib", tr)
 */
export function sweepLabel(id: string, tr: ChartContext["tr"]): string {
  const sweep = SWEEPS.find((s) => s.id === id);
  if (!sweep) return id;
  const base = sweepLabelBase(sweep, tr);
  const alike = SWEEPS.filter((s) => sweepLabelBase(s, tr) === base);
  return alike.length > 1 ? `${base} (${alike.indexOf(sweep) + 1})` : base;
}

const spec = {
  sweep: {
    kind: "enum",
    options: SWEEPS.map((s) => s.id),
    optionLabel: sweepLabel,
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

/** A point of the model's curve with its band: measured bandwidths of this class fall in [low, high]. */
export interface MeasuredSweepCurvePoint extends Bandwidths {
  readonly bytes: number;
  readonly low: Bandwidths;
  readonly high: Bandwidths;
}

/** Data of the figure. */
export interface MeasuredSweepsData {
  readonly id: string;
  readonly ranks: number;
  readonly rows: readonly MeasuredSweepRow[];
  /** The model at 4 sizes per power of two across the measured range, with its band. */
  readonly curve: readonly MeasuredSweepCurvePoint[];
  /** Geometric mean of |model / measured - 1| over the measured sizes (the model calibrated on every healthy sweep). */
  readonly geomeanError: number;
  readonly worst: MeasuredSweepRow;
  /** The band at the largest size: validated by held-out systems of its class, and how many. */
  readonly band: { readonly validated: boolean; readonly systems: number };
  /** The errors with the sweep's whole system left out of the calibration. */
  readonly heldOut: { readonly largeError: number | null; readonly smallError: number | null } | null;
  /** Left out of fitting (the record says why, in its source's terms). */
  readonly degraded: boolean;
  /** Where the rows were published. */
  readonly sourceUrl: string;
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
  const bandwidths = (algbwGbps: number): Bandwidths => ({ algbwGbps, busbwGbps: algbwGbps * factor });
  const measured = (size: number, timeUs: number) => ({
    timeUs,
    ...bandwidths(toGbps(size / (timeUs * 1e-6))),
  });
  const predict = (size: number) => predictCollective({ ...sweep.input, bytes: bytes(size) });
  const rows = sweep.points.map(([size, outOfPlaceUs, inPlaceUs]) => {
    // A row printed with one timing only (nccl-tests' in-place-only runs) stands for both.
    const outOfPlace = measured(size, outOfPlaceUs ?? inPlaceUs ?? Number.NaN);
    const inPlace = measured(size, inPlaceUs ?? outOfPlaceUs ?? Number.NaN);
    const p = predict(size);
    const model = {
      timeUs: p.time * 1e6,
      ...bandwidths(toGbps(p.algorithmBandwidth)),
      pair: `${p.algorithm}/${p.protocol}` as PairId,
    };
    const geo = Math.sqrt(outOfPlace.busbwGbps * inPlace.busbwGbps);
    return { bytes: size, outOfPlace, inPlace, model, error: model.busbwGbps / geo - 1 };
  });
  const first = rows[0]?.bytes ?? 8;
  const last = rows.at(-1)?.bytes ?? first;
  const curve: MeasuredSweepCurvePoint[] = [];
  for (let e = Math.log2(first); e <= Math.log2(last) + 1e-9; e += 0.25) {
    const size = 2 ** e;
    const p = predict(size);
    const algbw = toGbps(p.algorithmBandwidth);
    curve.push({
      bytes: size,
      ...bandwidths(algbw),
      low: bandwidths(algbw * p.band.low),
      high: bandwidths(algbw * p.band.high),
    });
  }
  const logs = rows.map((r) => Math.log(1 + Math.abs(r.error)));
  const geomeanError = Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length) - 1;
  const worst = rows.reduce((a, b) => (Math.abs(b.error) > Math.abs(a.error) ? b : a));
  const band = predict(last).band;
  const heldOut = collectiveCalibration.heldOut[id];
  const data: MeasuredSweepsData = {
    id,
    ranks,
    rows,
    curve,
    geomeanError,
    worst,
    band: { validated: band.validated, systems: band.systems },
    heldOut: heldOut ? { largeError: heldOut.largeError, smallError: heldOut.smallError } : null,
    degraded: sweep.degraded !== null,
    sourceUrl: sourceUrl(sweep.source),
  };
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
      { label: tr("fig.measuredSweeps.legendBand"), color: "var(--fab-series-1)", shape: "band" },
      { label: tr("fig.measuredSweeps.legendOutOfPlace"), color: "var(--fab-series-2)", shape: "circle" },
      { label: tr("fig.measuredSweeps.legendInPlace"), color: "var(--fab-series-3)", shape: "circle" },
    ];
    const plot = sizeSeriesChart(
      {
        yLabel: tr("nccl.axisBandwidth", {
          measure: tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw"),
          unit: tr(lensRateUnit("throughput", lens)),
        }),
        ranges: [
          {
            color: "var(--fab-series-1)",
            points: data.curve.map((p) => ({
              bytes: p.bytes,
              low: lensValue(p.low, lens),
              high: lensValue(p.high, lens),
            })),
          },
        ],
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
    // Where the rows were published, under the chart (and in its exports).
    const source = textLine(
      context.document,
      tr("fig.measuredSweeps.source", { url: data.sourceUrl }),
      context.width,
    );
    return stackCharts(context.document, [plot, source], { direction: "column", gap: 4 });
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
    const percent = (x: number) => formatNumber(lang, x * 100, x < 0.1 ? 1 : 0);
    const parts = [
      tr("fig.measuredSweeps.summary", {
        sweep: sweepLabel(data.id, tr),
        sizes: data.rows.length,
        error: formatNumber(lang, data.geomeanError * 100, 1),
        worstSize: formatSize(tr, lang, data.worst.bytes, 0),
        worst: formatNumber(lang, data.worst.error * 100, 0),
      }),
    ];
    if (data.heldOut?.largeError != null) {
      parts.push(tr("fig.measuredSweeps.heldOut", { error: percent(data.heldOut.largeError) }));
    } else if (data.heldOut?.smallError != null) {
      parts.push(tr("fig.measuredSweeps.heldOutSmall", { error: percent(data.heldOut.smallError) }));
    }
    parts.push(
      data.band.validated
        ? tr("fig.measuredSweeps.bandValidated", { systems: data.band.systems })
        : tr("fig.measuredSweeps.bandUnvalidated"),
    );
    if (data.degraded) parts.push(tr("fig.measuredSweeps.degraded"));
    return parts.join(" ");
  },
};
