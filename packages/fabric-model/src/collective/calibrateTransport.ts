import { type BytesPerSecond, bytesPerSecond, seconds } from "../units.ts";
import type { TransportModel } from "./CollectiveTransport.ts";
import type { CalibratedTransport, TransportCalibration } from "./calibratedTransports.ts";
import { collectiveTransports } from "./collectiveTransports.ts";
import { nelderMead } from "./nelderMead.ts";
import { type PredictCollectiveInput, predictCollective } from "./predictCollective.ts";

/** One measured point of a sweep: the hardware and size as `predictCollective` input, and the busbw. */
export interface CalibrationPoint {
  /** Which sweep (file) the point belongs to; every sweep weighs the same in the fit. */
  readonly sweep: string;
  readonly input: PredictCollectiveInput;
  readonly measuredBusBandwidth: BytesPerSecond;
}

/** Inputs of `calibrateTransport`. */
export interface CalibrateTransportInput {
  readonly transport: CalibratedTransport;
  readonly points: readonly CalibrationPoint[];
}

/** Options of `calibrateTransport`. */
export interface CalibrateTransportOptions {
  /** Also fit a per-node bandwidth ceiling (the kernel TCP stack); default true for "tcp" only. */
  readonly fitBandwidthCap?: boolean;
}

const US = 1e-6;
const GB = 1e9;
// Fixed, deterministic starting points: [ln efficiency, ln LL hop us, ln Simple hop us, ln LL cap GB/s, ln cap GB/s].
const STARTS: readonly (readonly number[])[] = [
  [Math.log(0.9), Math.log(5), Math.log(50), Math.log(40), Math.log(5)],
  [Math.log(0.4), Math.log(40), Math.log(300), Math.log(1), Math.log(3)],
  [Math.log(0.6), Math.log(20), Math.log(150), Math.log(5), Math.log(2)],
  [Math.log(0.9), Math.log(60), Math.log(250), Math.log(30), Math.log(10)],
];

/**
 * Fit one transport class's constants (NIC efficiency, LL and Simple hop latencies, LL bus-bandwidth
 * cap, and for kernel TCP a per-node ceiling) to measured nccl-tests sweeps: least squares on
 * ln(predicted / measured busbw), each sweep weighted equally, minimised by Nelder-Mead from fixed
 * starts (then restarted from the best point). Deterministic: the same points give the same constants.
 * @throws RangeError when there are no points or a point's measured busbw is not positive, or when a
 * point's input is invalid for `predictCollective`.
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
  const base = collectiveTransports[transport];
  const bySweep = new Map<string, CalibrationPoint[]>();
  for (const p of points) bySweep.set(p.sweep, [...(bySweep.get(p.sweep) ?? []), p]);
  const sweeps = [...bySweep.values()];

  const decode = (x: readonly number[]): TransportCalibration => ({
    nicEfficiency: Math.min(1, Math.exp(x[0] as number)),
    hopLatencyLL: seconds(Math.exp(x[1] as number) * US),
    hopLatencySimple: seconds(Math.exp(x[2] as number) * US),
    llBusBandwidthCap: bytesPerSecond(Math.exp(x[3] as number) * GB),
    bandwidthCapPerNode: fitCap ? bytesPerSecond(Math.exp(x[4] as number) * GB) : null,
  });
  const model = (c: TransportCalibration): TransportModel => ({
    ...base,
    nicEfficiency: c.nicEfficiency,
    bandwidthCapPerNode: c.bandwidthCapPerNode,
    hopLatency: { LL: c.hopLatencyLL, LL128: c.hopLatencyLL, Simple: c.hopLatencySimple },
    llBusBandwidthCap: c.llBusBandwidthCap,
  });
  const objective = (x: readonly number[]): number => {
    const transportModel = model(decode(x));
    let total = 0;
    for (const sweep of sweeps) {
      let sum = 0;
      for (const p of sweep) {
        const predicted = predictCollective(p.input, { transportModel }).busBandwidth;
        const e = Math.log(predicted / p.measuredBusBandwidth);
        sum += e * e;
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
