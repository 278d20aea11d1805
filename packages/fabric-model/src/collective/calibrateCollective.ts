import {
  achievedPair,
  type CollectivePairTerms,
  pairLatencyShare,
  stepLatencyShare,
} from "./achievedCollective.ts";
import {
  type CollectiveEfficiencies,
  collectiveEfficiencyPriors,
  collectivePriorSpread,
  type EfficiencyKey,
  fittedAtLargeSizes,
  LAUNCH_REFERENCE_US,
} from "./CollectiveEfficiencies.ts";
import { collectiveFitSizes } from "./collectiveFitSizes.ts";
import { type CollectiveLossScales, collectiveLossScales } from "./collectiveLossScales.ts";
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
  /** Nodes of the sweep: link efficiencies inside a node are measured on one-node sweeps only. */
  readonly nodes: number;
  /** Weight of the point: every system weighs the same, and every sweep of a system. */
  readonly weight: number;
}

/** Options of `calibrateCollective`. */
export interface CalibrateCollectiveOptions {
  /** Scales of the Cauchy loss on ln(predicted / measured time) (default `collectiveLossScales`). */
  readonly lossScales?: CollectiveLossScales;
  /** Start from these values (default: the priors). */
  readonly start?: CollectiveEfficiencies;
}

/**
 * Weight of the pull towards the priors: a quantity `k` standard deviations (`collectivePriorSpread`)
 * from its prior costs `collectivePriorWeight * k^2 / 2`. Every system weighs 1 / systems, and at a
 * 4x miss a point's Cauchy loss is about 0.0025 at large sizes and 0.07 at small ones
 * (`collectiveLossScales`), so with 25 systems one system can gain about 1e-4 on a bandwidth and
 * 3e-3 on a latency: one odd system moves a firm bandwidth prior by about one and a half spreads at
 * most, several agreeing systems move it as far as they agree, and latencies (whose priors are loose)
 * follow the systems that agree.
 * @example collectivePriorWeight // 1e-4
 */
export const collectivePriorWeight = 1e-4;

/** The range each kind of quantity is searched over (the value itself, not its log). */
function searchRange(key: EfficiencyKey): readonly [number, number] {
  // A full step over EFA costs ten times NCCL's figure or more (`latNetStep`).
  if (key.startsWith("latNetStep:")) return [0.1, 50];
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
          nodes: scenario.hardware.nodes,
          weight: 1 / (bySystem.size * members.length * usable.length),
        });
      }
    }
  }
  return points;
}

/** ln(predicted / measured time) of one point under some efficiencies. */
export function collectivePointError(p: CollectiveFitPoint, eff: CollectiveEfficiencies): number {
  const got = achievedPair(p.terms, eff, p.bytes);
  const predicted = Math.max(got.latency + p.bytes / got.algorithmBandwidth, got.floor);
  return Math.log(predicted / p.time);
}

/**
 * Derive the efficiencies (`CollectiveEfficiencies`) from measured sweeps: a robust (Cauchy) loss on
 * ln(predicted / measured time), every system weighted equally; bandwidth quantities on the points
 * of at least 64 MiB, latency ratios on those of at most 64 KiB (`collectiveFitSizes`), NVLS's on the
 * large ones where NCCL runs it (`fittedAtLargeSizes`). Minimised one quantity at a time (a
 * log-spaced scan over its range, then golden-section refinement), in rounds until nothing moves.
 * Only quantities the sweeps' chosen pairs depend on are fitted; one that no
 * point is sensitive to keeps its prior. Deterministic: the same sweeps give the same values.
 * @throws RangeError when there are no points, or the loss scale is not > 0.
 * @example calibrateCollective(collectiveFitPoints(sweeps))["net:ib"]
 */
export function calibrateCollective(
  points: readonly CollectiveFitPoint[],
  options: CalibrateCollectiveOptions = {},
): CollectiveEfficiencies {
  if (points.length === 0) throw new RangeError("calibrateCollective: no points");
  const scales = options.lossScales ?? collectiveLossScales;
  for (const [kind, value] of Object.entries(scales)) {
    if (!(value > 0))
      throw new RangeError(`calibrateCollective: lossScales.${kind} must be > 0, got ${value}`);
  }
  const used = points.filter(
    (p) => p.bytes >= collectiveFitSizes.bandwidthFrom || p.bytes <= collectiveFitSizes.latencyUpTo,
  );
  // Compile: every quantity an index, every point its bounds as (coefficient, index) pairs.
  const keys: EfficiencyKey[] = [];
  const index = new Map<EfficiencyKey, number>();
  const indexOf = (k: EfficiencyKey) => {
    let i = index.get(k);
    if (i === undefined) {
      i = keys.length;
      keys.push(k);
      index.set(k, i);
    }
    return i;
  };
  const compiled = used.map((p) => {
    const bandwidth = p.bytes >= collectiveFitSizes.bandwidthFrom;
    return {
      p,
      scale: bandwidth ? scales.bandwidth : scales.latency,
      bounds: p.terms.bounds.map((b) => [b.coefficient, indexOf(b.key)] as const),
      intraLat: indexOf(p.terms.intraLatencyKey),
      intraShare: pairLatencyShare(p.terms, p.bytes),
      interLat: indexOf(p.terms.interLatencyKey),
      stepLat: indexOf(p.terms.stepLatencyKey),
      stepShare: stepLatencyShare(p.terms, p.bytes),
      launch: indexOf("latLaunch"),
      // Which quantities this point fits (the others still price it).
      // A link efficiency is measured where that link is the only one: NVLink and PCIe on one node.
      // NVLS's latency is measured where NCCL runs NVLS: at large sizes only.
      fits: bandwidth
        ? [
            ...p.terms.bounds
              .filter((b) => !(b.key.startsWith("intra:") && p.nodes > 1))
              .map((b) => indexOf(b.key)),
            ...(fittedAtLargeSizes(p.terms.intraLatencyKey) ? [indexOf(p.terms.intraLatencyKey)] : []),
            ...(p.terms.stepLatency > 0 ? [indexOf(p.terms.stepLatencyKey)] : []),
          ]
        : [
            ...(p.terms.intraLatency > 0 ? [indexOf(p.terms.intraLatencyKey)] : []),
            ...(p.terms.interLatency > 0 ? [indexOf(p.terms.interLatencyKey)] : []),
            // Only a process driving several GPUs can be held up by its launches.
            ...(p.terms.launches > 1 ? [indexOf("latLaunch")] : []),
          ],
    };
  });
  const values = Float64Array.from(keys, (k) => options.start?.[k] ?? collectiveEfficiencyPriors[k]);
  const affected: number[][] = keys.map(() => []);
  compiled.forEach((c, i) => {
    for (const k of new Set(c.fits)) affected[k]?.push(i);
  });
  const loss = (e: number, scale: number) => scale * scale * Math.log1p((e / scale) ** 2);
  const pointLoss = (i: number) => {
    const c = compiled[i] as (typeof compiled)[number];
    let bw = Number.POSITIVE_INFINITY;
    for (const [coefficient, k] of c.bounds) {
      const v = coefficient * (values[k] as number);
      if (v < bw) bw = v;
    }
    const latency =
      c.p.terms.intraLatency * c.intraShare * (values[c.intraLat] as number) +
      c.p.terms.interLatency * (values[c.interLat] as number) +
      c.p.terms.stepLatency * c.stepShare * (values[c.stepLat] as number);
    const floor = c.p.terms.launches * LAUNCH_REFERENCE_US * 1e-6 * (values[c.launch] as number);
    const predicted = Math.max(latency + c.p.bytes / (bw * c.p.terms.protocolRatio), floor);
    return c.p.weight * loss(Math.log(predicted / c.p.time), c.scale);
  };
  const descend = (order: readonly (readonly [EfficiencyKey, number])[]) => {
    for (let round = 0; round < 8; round++) {
      let moved = 0;
      for (const [key, k] of order) {
        const members = affected[k] as number[];
        const prior = collectiveEfficiencyPriors[key];
        const spread = collectivePriorSpread(key);
        const sum = () => {
          let t = 0;
          for (const i of members) t += pointLoss(i);
          const v = values[k] as number;
          if (Number.isFinite(prior)) t += (collectivePriorWeight * (Math.log(v / prior) / spread) ** 2) / 2;
          return t;
        };
        const before = values[k] as number;
        const baseline = sum();
        const [lo, hi] = searchRange(key);
        const a = Math.log(lo);
        const b = Math.log(hi);
        const at = (x: number) => {
          values[k] = Math.exp(x);
          return sum();
        };
        const steps = 24;
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
        for (let i = 0; i < 30; i++) {
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
        const refined = fc < fd ? c : d;
        const v = Math.min(fc, fd, bestV);
        const chosen = Math.exp(v === bestV ? bestX : refined);
        // Move only when it really helps: a quantity no point is sensitive to keeps where it was.
        if (v < baseline - 1e-12 * Math.max(1, baseline)) {
          values[k] = chosen;
          moved = Math.max(moved, Math.abs(Math.log(chosen / before)));
        } else {
          values[k] = before;
        }
      }
      if (moved < 1e-4) break;
    }
  };
  const total = () => {
    let t = 0;
    for (let i = 0; i < compiled.length; i++) t += pointLoss(i);
    for (let k = 0; k < keys.length; k++) {
      const key = keys[k] as EfficiencyKey;
      const prior = collectiveEfficiencyPriors[key];
      if (Number.isFinite(prior)) {
        t +=
          (collectivePriorWeight *
            (Math.log((values[k] as number) / prior) / collectivePriorSpread(key)) ** 2) /
          2;
      }
    }
    return t;
  };
  const fittable = keys.map((k, i) => [k, i] as const).filter(([, i]) => (affected[i]?.length ?? 0) > 0);
  // Coordinate descent is sensitive to the order quantities are visited in (a ceiling and a link
  // efficiency can explain the same run): run it from three orders and keep the lowest loss.
  const kind = (k: EfficiencyKey) =>
    k.startsWith("ring:") || k === "tree" || k === "nvls" || k.startsWith("collnet")
      ? 0
      : k.startsWith("intra:") || k.startsWith("net:") || k.startsWith("hostStaged:") || k.startsWith("shm:")
        ? 1
        : 2;
  const orders = [
    [0, 1, 2],
    [1, 0, 2],
    [2, 1, 0],
  ].map((ranks) =>
    [...fittable].sort(
      (a, b) => ranks.indexOf(kind(a[0])) - ranks.indexOf(kind(b[0])) || (a[0] < b[0] ? -1 : 1),
    ),
  );
  const start = Float64Array.from(values);
  let best: { values: Float64Array; loss: number } | null = null;
  for (const order of orders) {
    values.set(start);
    descend(order);
    const loss = total();
    if (best === null || loss < best.loss - 1e-15) best = { values: Float64Array.from(values), loss };
  }
  values.set((best as { values: Float64Array }).values);
  const out: Partial<Record<EfficiencyKey, number>> = {};
  for (const [key, k] of fittable) {
    const v = values[k] as number;
    if (v !== collectiveEfficiencyPriors[key] || options.start?.[key] !== undefined) {
      out[key] = Number(v.toPrecision(6));
    }
  }
  return out;
}
