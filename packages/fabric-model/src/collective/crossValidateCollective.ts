import { quantile } from "../algorithms/quantile.ts";
import type { NcclReferenceSweep } from "../studies/ncclReferenceSweeps.ts";
import {
  type CollectiveEfficiencies,
  type EfficiencyKey,
  fittedAtLargeSizes,
} from "./CollectiveEfficiencies.ts";
import { type CollectiveSweepData, calibrateCollective, collectiveFitPoints } from "./calibrateCollective.ts";
import { collectiveBandBasis } from "./collectiveBands.ts";
import type { CollectiveBandEntry, CollectiveHeldOut } from "./collectiveCalibration.ts";
import { collectiveFitSizes } from "./collectiveFitSizes.ts";
import { measuredAlgorithms } from "./measuredAlgorithms.ts";
import { type CollectivePrediction, collectiveScenario, predictScenario } from "./predictCollective.ts";

/** A sweep as cross-validation reads it: the calibration's data, and whether it is fit to learn from. */
export interface CollectiveValidationSweep extends CollectiveSweepData {
  /** Null for a healthy run; else why it is left out of fitting and of the targets (it is still predicted). */
  readonly degraded: string | null;
}

/**
 * What the held-out errors are held to (issue "Collective predictions that hold on clusters the
 * model has never seen"): geomean busbw error at sizes >= 64 MiB per system and over every validated
 * healthy point, and time error at sizes <= 64 KiB. Fractions.
 * @example collectiveValidationTargets.system // 0.15
 */
export const collectiveValidationTargets = { system: 0.15, overall: 0.1, small: 0.25 } as const;

/** One measured size of a held-out sweep, against the held-out prediction. */
export interface CollectiveValidationPoint {
  /** Size as nccl-tests counts it (B). */
  readonly bytes: number;
  /** The faster of the out-of-place and in-place times (s), and the predicted time (s). */
  readonly measuredTime: number;
  readonly predictedTime: number;
  /** nccl-tests' busbw of those times (B/s). */
  readonly measuredBusBandwidth: number;
  readonly predictedBusBandwidth: number;
  /** The pair NCCL's tuner picks at this size, and what binds it. */
  readonly algorithm: CollectivePrediction["algorithm"];
  readonly protocol: CollectivePrediction["protocol"];
  readonly bottleneck: CollectivePrediction["bottleneck"];
}

/** One held-out sweep's result. */
export interface CollectiveValidationRow {
  readonly sweep: string;
  readonly system: string;
  readonly basis: string;
  /** Every quantity the held-out predictions rest on was measured on other systems. */
  readonly validated: boolean;
  readonly degraded: string | null;
  /** Measured sizes of at least 64 MiB, and geomean |predicted / measured busbw - 1| over them. */
  readonly largePoints: number;
  readonly largeError: number | null;
  /** Measured sizes of at most 64 KiB, and geomean |predicted / measured time - 1| over them. */
  readonly smallPoints: number;
  readonly smallError: number | null;
  /** Sizes between, and their geomean busbw error (predicted, never fitted). */
  readonly midError: number | null;
  /** The largest size's point (null: none measured). */
  readonly largest: CollectiveValidationPoint | null;
  /** ln(measured / predicted busbw) at every large, small and between size (the bands' raw material). */
  readonly largeResiduals: readonly number[];
  readonly smallResiduals: readonly number[];
  readonly midResiduals: readonly number[];
  /** Every measured size, predicted with the sweep's system left out. */
  readonly points: readonly CollectiveValidationPoint[];
}

/**
 * One held-out system over its validated healthy sweeps, their points pooled: the targets
 * (<= 15 % at large sizes, <= 25 % at small ones) are per system, and a system may have several sweeps.
 */
export interface CollectiveValidationSystem {
  readonly system: string;
  readonly sweeps: number;
  /** Points of at least 64 MiB, and geomean |predicted / measured busbw - 1| over them. */
  readonly largePoints: number;
  readonly largeError: number | null;
  /** Points of at most 64 KiB, and geomean |predicted / measured time - 1| over them. */
  readonly smallPoints: number;
  readonly smallError: number | null;
}

/** The whole cross-validation. */
export interface CollectiveValidation {
  readonly rows: readonly CollectiveValidationRow[];
  /** Per system, over its validated healthy sweeps (systems without one are left out). */
  readonly systems: readonly CollectiveValidationSystem[];
  /** Bands by class from validated held-out residuals, and the pooled band for the rest. */
  readonly bands: Readonly<Record<string, CollectiveBandEntry>>;
  readonly unvalidated: CollectiveBandEntry;
  /** Geomean busbw error at large sizes over every validated healthy point. */
  readonly overallLargeError: number;
}

const geomeanError = (ratios: readonly number[]): number | null =>
  ratios.length === 0
    ? null
    : Math.exp(ratios.reduce((s, r) => s + Math.log(Math.max(1e-4, Math.abs(r - 1))), 0) / ratios.length);

/** [low, high] factors that hold the residuals' 5th to 95th percentiles, at least +-5 %. */
function bandOf(residuals: readonly number[], widen = 1): readonly [number, number] {
  const sorted = [...residuals].sort((a, b) => a - b);
  const lo = Math.min(-0.05, quantile(sorted, 0.05)) * widen;
  const hi = Math.max(0.05, quantile(sorted, 0.95)) * widen;
  return [Number(Math.exp(lo).toPrecision(4)), Number(Math.exp(hi).toPrecision(4))];
}

/**
 * Leave-one-system-out cross-validation: for each system, calibrate on every other system's healthy
 * sweeps and predict this one's sweeps; report the errors at large sizes (busbw), small sizes (time)
 * and between, the pair NCCL picks, and whether the prediction is validated (every quantity it rests
 * on was measured on another system). Bands come from the validated held-out residuals of each class
 * (`node:<intra class>` or `net:<transport>`); a class without any uses the pooled residuals, widened
 * by half. Deterministic.
 * @throws RangeError when a sweep's input is invalid (as `predictCollective`).
 * @example crossValidateCollective(sweeps).rows.filter((r) => r.validated && (r.largeError ?? 0) > 0.15)
 */
export function crossValidateCollective(sweeps: readonly CollectiveValidationSweep[]): CollectiveValidation {
  const healthy = sweeps.filter((s) => s.degraded === null);
  const systems = [...new Set(sweeps.map((s) => s.system))];
  const rows: CollectiveValidationRow[] = [];
  for (const system of systems) {
    const training = healthy.filter((s) => s.system !== system);
    const points = collectiveFitPoints(training);
    const efficiencies: CollectiveEfficiencies = calibrateCollective(points);
    const algorithms = measuredAlgorithms(points);
    for (const sweep of sweeps.filter((s) => s.system === system)) {
      rows.push(validateSweep(sweep, efficiencies, algorithms));
    }
  }
  const byBasis = new Map<
    string,
    { large: number[]; small: number[]; mid: number[]; systems: Set<string> }
  >();
  const pooled = { large: [] as number[], small: [] as number[], mid: [] as number[] };
  for (const r of rows) {
    if (!r.validated || r.degraded !== null) continue;
    const entry = byBasis.get(r.basis) ?? { large: [], small: [], mid: [], systems: new Set<string>() };
    entry.large.push(...r.largeResiduals);
    entry.small.push(...r.smallResiduals);
    entry.mid.push(...r.midResiduals);
    entry.systems.add(r.system);
    byBasis.set(r.basis, entry);
    pooled.large.push(...r.largeResiduals);
    pooled.small.push(...r.smallResiduals);
    pooled.mid.push(...r.midResiduals);
  }
  const bands: Record<string, CollectiveBandEntry> = {};
  for (const [basis, e] of [...byBasis].sort(([a], [b]) => (a < b ? -1 : 1))) {
    bands[basis] = {
      systems: e.systems.size,
      bandwidth: bandOf(e.large.length > 0 ? e.large : pooled.large),
      latency: bandOf(e.small.length > 0 ? e.small : pooled.small),
      between: bandOf(e.mid.length > 0 ? e.mid : pooled.mid),
    };
  }
  const counted = rows.filter((r) => r.validated && r.degraded === null);
  const validatedLarge = counted.flatMap((r) => r.largeResiduals.map((x) => Math.exp(-x)));
  const perSystem = systems.flatMap((system) => {
    const own = counted.filter((r) => r.system === system);
    if (own.length === 0) return [];
    const large = own.flatMap((r) => r.largeResiduals.map((x) => Math.exp(-x)));
    const small = own.flatMap((r) => r.smallResiduals.map((x) => Math.exp(x)));
    return [
      {
        system,
        sweeps: own.length,
        largePoints: large.length,
        largeError: geomeanError(large),
        smallPoints: small.length,
        smallError: geomeanError(small),
      },
    ];
  });
  return {
    rows,
    systems: perSystem,
    bands,
    unvalidated: {
      systems: 0,
      bandwidth: bandOf(pooled.large, 1.5),
      latency: bandOf(pooled.small, 1.5),
      between: bandOf(pooled.mid, 1.5),
    },
    overallLargeError: geomeanError(validatedLarge) ?? 0,
  };
}

/** Predict one sweep with some efficiencies and compare. */
function validateSweep(
  sweep: CollectiveValidationSweep,
  efficiencies: CollectiveEfficiencies,
  algorithms: readonly string[],
): CollectiveValidationRow {
  const scenario = collectiveScenario(sweep.input);
  const measured = sweep.points.filter(([bytes, us]) => bytes > 0 && us > 0);
  const predict = (bytes: number) => predictScenario(scenario, bytes, { efficiencies });
  const used = new Set<EfficiencyKey>();
  let unmeasured = false;
  const largeRatios: number[] = [];
  const smallRatios: number[] = [];
  const midRatios: number[] = [];
  const largeResiduals: number[] = [];
  const smallResiduals: number[] = [];
  const midResiduals: number[] = [];
  const points: CollectiveValidationPoint[] = [];
  for (const [bytes, us] of measured) {
    const p = predict(bytes);
    const ratio = p.time / (us * 1e-6); // predicted / measured time = measured / predicted busbw
    const factor = p.busBandwidth / Math.max(1e-30, p.algorithmBandwidth);
    points.push({
      bytes,
      measuredTime: us * 1e-6,
      predictedTime: p.time,
      measuredBusBandwidth: (bytes / (us * 1e-6)) * factor,
      predictedBusBandwidth: p.busBandwidth,
      algorithm: p.algorithm,
      protocol: p.protocol,
      bottleneck: p.bottleneck,
    });
    const pair = scenario.pairs.find(
      (q) => q.terms.algorithm === p.algorithm && q.terms.protocol === p.protocol,
    );
    if (bytes >= collectiveFitSizes.bandwidthFrom) {
      if (!algorithms.includes(p.algorithm)) unmeasured = true;
      largeRatios.push(1 / ratio);
      largeResiduals.push(Math.log(ratio));
      if (pair) {
        const binding = pair.terms.bounds.find((b) => b.limit === p.candidates[0]?.bottleneck);
        if (binding) used.add(binding.key);
        if (fittedAtLargeSizes(pair.terms.intraLatencyKey)) used.add(pair.terms.intraLatencyKey);
        if (pair.terms.stepLatency > 0) used.add(pair.terms.stepLatencyKey);
      }
    } else if (bytes <= collectiveFitSizes.latencyUpTo) {
      smallRatios.push(ratio);
      smallResiduals.push(Math.log(ratio));
      if (p.bottleneck === "launch") used.add("latLaunch");
      else if (pair)
        used.add(scenario.hardware.nodes > 1 ? pair.terms.interLatencyKey : pair.terms.intraLatencyKey);
    } else {
      midRatios.push(1 / ratio);
      midResiduals.push(Math.log(ratio));
    }
  }
  const largest = points.reduce<CollectiveValidationPoint | null>(
    (best, q) => (best === null || q.bytes >= best.bytes ? q : best),
    null,
  );
  const validated = !unmeasured && [...used].every((k) => efficiencies[k] !== undefined);
  return {
    sweep: sweep.id,
    system: sweep.system,
    basis: collectiveBandBasis(scenario.hardware),
    validated,
    degraded: sweep.degraded,
    largePoints: largeRatios.length,
    largeError: geomeanError(largeRatios),
    smallPoints: smallRatios.length,
    smallError: geomeanError(smallRatios),
    midError: geomeanError(midRatios),
    largest,
    largeResiduals,
    smallResiduals,
    midResiduals,
    points,
  };
}

/**
 * The published sweeps as cross-validation reads them: each measured size with the faster of its
 * out-of-place and in-place times (a timing spike is always slower, never faster).
 * @example collectiveValidationSweeps(ncclReferenceSweeps).length
 */
export function collectiveValidationSweeps(
  sweeps: readonly NcclReferenceSweep[],
): readonly CollectiveValidationSweep[] {
  return sweeps.map((s) => ({
    id: s.id,
    system: s.system,
    input: s.input,
    degraded: s.degraded,
    points: s.points.flatMap(([bytes, oop, ip]) => {
      const times = [oop, ip].filter((t): t is number => t !== null && t > 0);
      return times.length === 0 ? [] : [[bytes, Math.min(...times)] as const];
    }),
  }));
}

/**
 * Everything the stored calibration holds, derived from sweeps: the efficiencies fitted on every
 * healthy sweep, and the bands and each sweep's held-out errors (3 significant digits) that
 * leave-one-system-out cross-validation measures.
 * @example deriveCollectiveCalibration(collectiveValidationSweeps(ncclReferenceSweeps)).efficiencies["net:ib"]
 */
export function deriveCollectiveCalibration(sweeps: readonly CollectiveValidationSweep[]): {
  readonly efficiencies: CollectiveEfficiencies;
  readonly algorithms: readonly string[];
  readonly bands: Readonly<Record<string, CollectiveBandEntry>>;
  readonly unvalidated: CollectiveBandEntry;
  readonly heldOut: Readonly<Record<string, CollectiveHeldOut>>;
  readonly validation: CollectiveValidation;
} {
  const points = collectiveFitPoints(sweeps.filter((s) => s.degraded === null));
  const efficiencies = calibrateCollective(points);
  const validation = crossValidateCollective(sweeps);
  const round = (x: number | null) => (x === null ? null : Number(x.toPrecision(3)));
  const heldOut = Object.fromEntries(
    validation.rows.map((r) => [
      r.sweep,
      { validated: r.validated, largeError: round(r.largeError), smallError: round(r.smallError) },
    ]),
  );
  return {
    efficiencies,
    algorithms: measuredAlgorithms(points),
    bands: validation.bands,
    unvalidated: validation.unvalidated,
    heldOut,
    validation,
  };
}
