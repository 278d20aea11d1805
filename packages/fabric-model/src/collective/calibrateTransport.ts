import { nelderMead } from "../algorithms/nelderMead.ts";
import { type BytesPerSecond, bytesPerSecond, seconds } from "../units.ts";
import type { TransportModel } from "./CollectiveTransport.ts";
import type { CalibratedTransport, TransportCalibration } from "./calibratedTransports.ts";
import { collectiveTransports, transportHopLatency } from "./collectiveTransports.ts";
import { type PredictCollectiveInput, predictCollective } from "./predictCollective.ts";

/** One measured point of a sweep: the hardware and size as `predictCollective` input, and the busbw. */
export interface CalibrationPoint {
  /** Which sweep (file) the point belongs to; every sweep weighs the same in the fit. */
  readonly sweep: string;
  readonly input: PredictCollectiveInput;
  readonly measuredBusBandwidth: BytesPerSecond;
}

/** Inputs of `calibrateTransport`. */
interface CalibrateTransportInput {
  readonly transport: CalibratedTransport;
  readonly points: readonly CalibrationPoint[];
}

/** Options of `calibrateTransport`. */
interface CalibrateTransportOptions {
  /** Also fit a per-node bandwidth ceiling (the kernel TCP stack); default true for "tcp" only. */
  readonly fitBandwidthCap?: boolean;
  /**
   * Fit the host stack's latency over the underlay's hop instead of an LL hop latency of the class's
   * own (a kernel-stack transport); default true for "tcp" only.
   */
  readonly fitHostStackLatency?: boolean;
  /**
   * Scale of the Cauchy loss on ln(predicted / measured) (default `calibrationLossScale`); Infinity
   * gives plain least squares.
   */
  readonly lossScale?: number;
}

/**
 * Default scale of `calibrateTransport`'s Cauchy loss, in ln units: rows the model misses by much
 * more than this weigh less and less, so isolated timing spikes (one timing of a size 2-7x the
 * other) do not drag a class's constants. 0.05 is about 1.5x the 90th percentile (3.2 %) of
 * |ln(out-of-place / in-place time)| over every row of the shared nccl-tests sweeps (median 0.8 %):
 * a row off by several times what two timings of it disagree by is treated as noise. The accuracy
 * reported (`collectiveSweepError`) still counts every row.
 * @see test/collective/calibrateTransport.test.ts, which recomputes that percentile
 * @example calibrationLossScale // 0.05
 */
export const calibrationLossScale = 0.05;

const US = 1e-6;
const GB = 1e9;
// Fixed, deterministic starting points, a small grid so the robust loss's separate basins are all
// tried: [ln efficiency, ln LL hop (or host stack) us, ln Simple hop us, ln LL cap GB/s, ln cap GB/s].
const STARTS: readonly (readonly number[])[] = [0.35, 0.9].flatMap((efficiency) =>
  [50, 150, 400].flatMap((simpleHopUs) =>
    [
      [5, 30],
      [40, 1],
    ].map(([llHopUs, llCapGBps]) =>
      [efficiency, llHopUs as number, simpleHopUs, llCapGBps as number, 3].map(Math.log),
    ),
  ),
);

/**
 * Fit one transport class's constants (NIC efficiency, LL and Simple hop latencies, LL bus-bandwidth
 * cap; for kernel TCP a per-node ceiling, and the host stack's latency over the underlay's hop in
 * place of an LL hop of its own) to measured nccl-tests sweeps: a robust (Cauchy) loss on
 * ln(predicted / measured busbw), each sweep weighted equally, minimised by Nelder-Mead from a fixed
 * grid of starts (each restarted once from where it ended). Deterministic: the same points give the
 * same constants.
 * @throws RangeError when there are no points, a point's measured busbw is not positive, the loss
 * scale is not > 0, or a point's input is invalid for `predictCollective`.
 * @example calibrateTransport({ transport: "efa", points }).nicEfficiency
 */
export function calibrateTransport(
  input: CalibrateTransportInput,
  options: CalibrateTransportOptions = {},
): TransportCalibration & { readonly residual: number } {
  const { transport, points } = input;
  if (points.length === 0) throw new RangeError("calibrateTransport: no calibration points");
  for (const p of points) {
    if (!(p.measuredBusBandwidth > 0)) {
      throw new RangeError(`calibrateTransport: measured busbw must be > 0 (sweep ${p.sweep})`);
    }
  }
  const fitCap = options.fitBandwidthCap ?? transport === "tcp";
  const fitStack = options.fitHostStackLatency ?? transport === "tcp";
  const scale = options.lossScale ?? calibrationLossScale;
  if (!(scale > 0)) throw new RangeError(`calibrateTransport: lossScale must be > 0, got ${scale}`);
  const loss =
    scale === Number.POSITIVE_INFINITY
      ? (e: number) => e * e
      : (e: number) => scale * scale * Math.log1p((e / scale) ** 2);
  const base = collectiveTransports[transport];
  const bySweep = new Map<string, CalibrationPoint[]>();
  for (const p of points) bySweep.set(p.sweep, [...(bySweep.get(p.sweep) ?? []), p]);
  const sweeps = [...bySweep.values()];

  const decode = (x: readonly number[]): TransportCalibration => ({
    nicEfficiency: Math.min(1, Math.exp(x[0] as number)),
    hopLatencyLL: fitStack ? null : seconds(Math.exp(x[1] as number) * US),
    hostStackLatency: fitStack ? seconds(Math.exp(x[1] as number) * US) : null,
    hopLatencySimple: seconds(Math.exp(x[2] as number) * US),
    llBusBandwidthCap: bytesPerSecond(Math.exp(x[3] as number) * GB),
    bandwidthCapPerNode: fitCap ? bytesPerSecond(Math.exp(x[4] as number) * GB) : null,
  });
  const model = (c: TransportCalibration): TransportModel => ({
    ...base,
    nicEfficiency: c.nicEfficiency,
    bandwidthCapPerNode: c.bandwidthCapPerNode,
    hopLatency: transportHopLatency(c),
    hostStackLatency: c.hostStackLatency,
    llBusBandwidthCap: c.llBusBandwidthCap,
  });
  const objective = (x: readonly number[]): number => {
    const transportModel = model(decode(x));
    let total = 0;
    for (const sweep of sweeps) {
      let sum = 0;
      for (const p of sweep) {
        const predicted = predictCollective(p.input, { transportModel }).busBandwidth;
        sum += loss(Math.log(predicted / p.measuredBusBandwidth));
      }
      total += sum / sweep.length;
    }
    return total / sweeps.length;
  };
  const dims = fitCap ? 5 : 4;
  let best: { point: readonly number[]; value: number } | null = null;
  for (const start of STARTS) {
    const first = nelderMead(objective, start.slice(0, dims));
    const again = nelderMead(objective, first.point, { step: 0.1 });
    if (best === null || again.value < best.value) best = again;
  }
  const result = best as { point: readonly number[]; value: number };
  return { ...decode(result.point), residual: result.value };
}
