import { achievedPair, type CollectivePairTerms } from "./achievedCollective.ts";
import {
  type CollectiveEfficiencies,
  collectiveEfficiencyPriors,
  type EfficiencyKey,
} from "./CollectiveEfficiencies.ts";
import {
  type CollectiveScenario,
  type CollectiveScenarioInput,
  collectivePairOrder,
  collectiveScenario,
} from "./predictCollective.ts";

/** One measured sweep as the calibration reads it. */
export interface CollectiveSweepData {
  readonly id: string;
  /** The unit left out in cross-validation (a cluster or a hardware kind). */
  readonly system: string;
  readonly input: CollectiveScenarioInput;
  /** [size in bytes, time in us] per measured size (the faster of out-of-place and in-place). */
  readonly points: readonly (readonly [number, number])[];
}

/** A measured point with the terms of the pair NCCL runs at its size. */
export interface CollectiveFitPoint {
  readonly sweep: string;
  readonly system: string;
  readonly bytes: number;
  /** Measured time (s). */
  readonly time: number;
  readonly terms: CollectivePairTerms;
  /** Weight of the point: every system weighs the same, and every sweep of a system. */
  readonly weight: number;
}

/** Options of `calibrateCollective`. */
export interface CalibrateCollectiveOptions {
  /** Scale of the Cauchy loss on ln(predicted / measured time) (default `collectiveLossScale`). */
  readonly lossScale?: number;
  /** Start from these values (default: the priors). */
  readonly start?: CollectiveEfficiencies;
}

/**
 * Default scale of the calibration's robust (Cauchy) loss, in ln units: a point the model misses by
 * much more than this weighs less and less, so one timing spike cannot drag a class's efficiency.
 * 0.05 is about 1.5x the 90th percentile (3.2 %) of |ln(out-of-place / in-place time)| over the rows
 * of the published sweeps this package first calibrated on.
 * @example collectiveLossScale // 0.05
 */
export const collectiveLossScale = 0.05;

/** The range each kind of quantity is searched over (the value itself, not its log). */
function searchRange(key: EfficiencyKey): readonly [number, number] {
  if (key === "tcpNodeCap") return [1e8, 2e11];
  if (key.startsWith("ring:")) return [2e9, 3e11];
  if (key.startsWith("lat")) return [0.2, 8];
  return [0.05, 1.3];
}

/**
 * The measured points of some sweeps, each with the terms of the pair NCCL's tuner runs at its size
 * (independent of the efficiencies, so the calibration prices them again at no cost).
 * @throws RangeError when a sweep's input is invalid or a point's size or time is not positive.
 * @example collectiveFitPoints(sweeps).length
 */
export function collectiveFitPoints(sweeps: readonly CollectiveSweepData[]): readonly CollectiveFitPoint[] {
  const bySystem = new Map<string, CollectiveSweepData[]>();
  for (const s of sweeps) bySystem.set(s.system, [...(bySystem.get(s.system) ?? []), s]);
  const points: CollectiveFitPoint[] = [];
  for (const [system, members] of bySystem) {
    for (const sweep of members) {
      const scenario: CollectiveScenario = collectiveScenario(sweep.input);
      const usable = sweep.points.filter(([bytes]) => bytes > 0);
      for (const [bytes, us] of usable) {
        if (!(us > 0)) throw new RangeError(`sweep ${sweep.id}: time at ${bytes} B must be > 0`);
        const first = collectivePairOrder(scenario, bytes)[0] as { index: number };
        points.push({
          sweep: sweep.id,
          system,
          bytes,
          time: us * 1e-6,
          terms: (scenario.pairs[first.index] as { terms: CollectivePairTerms }).terms,
          weight: 1 / (bySystem.size * members.length * usable.length),
        });
      }
    }
  }
  return points;
}

/** ln(predicted / measured time) of one point under some efficiencies. */
export function collectivePointError(p: CollectiveFitPoint, eff: CollectiveEfficiencies): number {
  const got = achievedPair(p.terms, eff);
  const predicted = got.latency + p.bytes / got.algorithmBandwidth;
  return Math.log(predicted / p.time);
}

/**
 * Derive the efficiencies (`CollectiveEfficiencies`) from measured sweeps: a robust (Cauchy) loss on
 * ln(predicted / measured time) over every point, every system weighted equally, minimised one
 * quantity at a time (a log-spaced scan over its range, then golden-section refinement), in rounds
 * until nothing moves. Only quantities the sweeps' chosen pairs depend on are fitted; one that no
 * point is sensitive to keeps its prior. Deterministic: the same sweeps give the same values.
 * @throws RangeError when there are no points, or the loss scale is not > 0.
 * @example calibrateCollective(collectiveFitPoints(sweeps))["net:ib"]
 */
export function calibrateCollective(
  points: readonly CollectiveFitPoint[],
  options: CalibrateCollectiveOptions = {},
): CollectiveEfficiencies {
  if (points.length === 0) throw new RangeError("calibrateCollective: no points");
  const scale = options.lossScale ?? collectiveLossScale;
  if (!(scale > 0)) throw new RangeError(`calibrateCollective: lossScale must be > 0, got ${scale}`);
  const loss = (e: number) => scale * scale * Math.log1p((e / scale) ** 2);
  const keys = new Set<EfficiencyKey>();
  for (const p of points) {
    for (const b of p.terms.bounds) keys.add(b.key);
    keys.add(p.terms.latencyKey);
  }
  const order = [...keys].sort();
  const eff: Partial<Record<EfficiencyKey, number>> = { ...(options.start ?? {}) };
  const objective = () => {
    let total = 0;
    for (const p of points) total += p.weight * loss(collectivePointError(p, eff));
    return total;
  };
  const valueOf = (key: EfficiencyKey) => eff[key] ?? collectiveEfficiencyPriors[key];
  for (let round = 0; round < 8; round++) {
    let moved = 0;
    for (const key of order) {
      const before = valueOf(key);
      const baseline = objective();
      const [lo, hi] = searchRange(key);
      const a = Math.log(lo);
      const b = Math.log(hi);
      const at = (x: number) => {
        eff[key] = Math.exp(x);
        return objective();
      };
      const steps = 32;
      let bestX = a;
      let bestV = Number.POSITIVE_INFINITY;
      for (let i = 0; i <= steps; i++) {
        const x = a + ((b - a) * i) / steps;
        const v = at(x);
        if (v < bestV - 1e-15) {
          bestV = v;
          bestX = x;
        }
      }
      let left = Math.max(a, bestX - (b - a) / steps);
      let right = Math.min(b, bestX + (b - a) / steps);
      const phi = (Math.sqrt(5) - 1) / 2;
      let c = right - phi * (right - left);
      let d = left + phi * (right - left);
      let fc = at(c);
      let fd = at(d);
      for (let i = 0; i < 40; i++) {
        if (fc < fd) {
          right = d;
          d = c;
          fd = fc;
          c = right - phi * (right - left);
          fc = at(c);
        } else {
          left = c;
          c = d;
          fc = fd;
          d = left + phi * (right - left);
          fd = at(d);
        }
      }
      const x = fc < fd ? c : d;
      const v = Math.min(fc, fd, bestV);
      const chosen = v === bestV ? bestX : x;
      // Keep the value held before (the prior, or an earlier round's) unless the move really helps:
      // a quantity no point is sensitive to stays where it was.
      if (v < baseline - 1e-12 * Math.max(1, baseline)) {
        eff[key] = Math.exp(chosen);
        moved = Math.max(moved, Math.abs(Math.log(Math.exp(chosen) / before)));
      } else if (Object.hasOwn(options.start ?? {}, key) || before !== collectiveEfficiencyPriors[key]) {
        eff[key] = before;
      } else {
        delete eff[key];
      }
    }
    if (moved < 1e-4) break;
  }
  const out: Partial<Record<EfficiencyKey, number>> = {};
  for (const key of order) if (eff[key] !== undefined) out[key] = Number((eff[key] as number).toPrecision(6));
  return out;
}
