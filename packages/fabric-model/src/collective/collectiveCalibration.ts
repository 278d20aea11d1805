import type { CollectiveEfficiencies } from "./CollectiveEfficiencies.ts";

/** A band: measured over predicted busbw, [low, high], at large sizes (bandwidth) and small (latency). */
export interface CollectiveBandEntry {
  /** Published systems of this class whose held-out predictions the band rests on. */
  readonly systems: number;
  readonly bandwidth: readonly [number, number];
  readonly latency: readonly [number, number];
}

/** The collective model's calibration: its efficiencies and its cross-validated bands. */
export interface CollectiveCalibration {
  readonly efficiencies: CollectiveEfficiencies;
  /** Bands by class (`node:<intra class>`, `net:<transport>`), from held-out systems of that class. */
  readonly bands: Readonly<Record<string, CollectiveBandEntry>>;
  /** The band of a prediction the corpus cannot validate: the pooled residuals, widened by half. */
  readonly unvalidated: CollectiveBandEntry;
  /** How the values were derived, and from what. */
  readonly method: string;
}

/**
 * The collective model's stored calibration, derived by `deriveCollectiveCalibration` from
 * `ncclReferenceSweeps` (efficiencies: `calibrateCollective` on every healthy sweep; bands: leave-one-
 * system-out `crossValidateCollective`). Not typed in: test/collective/collectiveCalibration.test.ts
 * derives it again and checks these values, and prints the cross-validation table.
 * @example collectiveCalibration.efficiencies["net:ib"] // ~0.91 of line rate
 */
export const collectiveCalibration: CollectiveCalibration = {
  efficiencies: {
    collnet: 0.98991,
    hostStaged: 0.194564,
    "intra:nvlink3": 0.792123,
    "intra:nvlink5": 0.924457,
    "latIntra:nvlink3": 1.2627,
    "latIntra:nvlink4": 1.19889,
    "latIntra:nvlink5": 1.73436,
    "latIntra:pcie3": 1.04287,
    "latIntra:pcie4": 1.12405,
    "latNet:efa": 0.401746,
    "latNet:ib": 1.07692,
    "latNet:roce": 1.29649,
    "latNet:slingshot": 0.755316,
    "latNet:tcp": 1.47701,
    "latNet:tcpxo": 1.03751,
    "net:ib": 0.905719,
    "net:roce": 0.887515,
    "net:slingshot": 0.893509,
    "net:tcp": 0.916662,
    "net:tcpx": 0.505744,
    "net:tcpxo": 0.9147,
    nvls: 0.972753,
    "ring:ampere": 0.846194,
    "ring:blackwell": 1.15557,
    tree: 1.10708,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.7011, 1.067], latency: [0.4603, 2.191] },
    "net:ib": { systems: 8, bandwidth: [0.7376, 1.492], latency: [0.6618, 2.054] },
    "net:slingshot": { systems: 2, bandwidth: [0.8217, 1.051], latency: [0.2241, 2.152] },
    "net:tcp": { systems: 3, bandwidth: [0.6456, 1.34], latency: [0.189, 1.84] },
    "node:nvlink3": { systems: 1, bandwidth: [0.9373, 1.162], latency: [0.3715, 1.051] },
    "node:nvlink4": { systems: 2, bandwidth: [0.8733, 1.051], latency: [0.9512, 1.54] },
  },
  unvalidated: { systems: 0, bandwidth: [0.5936, 1.55], latency: [0.1061, 3.158] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
