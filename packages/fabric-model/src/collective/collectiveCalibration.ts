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
    collnet: 0.990048,
    hostStaged: 0.194565,
    "intra:nvlink3": 0.792002,
    "intra:nvlink5": 0.925027,
    "latIntra:nvlink3": 1.29347,
    "latIntra:nvlink4": 1.26468,
    "latIntra:nvlink5": 1.76636,
    "latIntra:pcie3": 1.04786,
    "latIntra:pcie4": 1.18128,
    "latNet:efa": 0.401365,
    "latNet:ib": 1.02213,
    "latNet:roce": 1.23684,
    "latNet:slingshot": 0.743211,
    "latNet:tcp": 1.37963,
    "latNet:tcpxo": 1.03714,
    "net:ib": 0.905682,
    "net:roce": 0.887428,
    "net:slingshot": 0.893534,
    "net:tcp": 0.916201,
    "net:tcpx": 0.505868,
    "net:tcpxo": 0.915528,
    nvls: 0.970173,
    "ring:ampere": 0.846276,
    "ring:blackwell": 1.15628,
    tree: 1.10652,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.4489, 1.058], latency: [0.4719, 2.189] },
    "net:ib": { systems: 8, bandwidth: [0.7373, 1.492], latency: [0.6477, 2.033] },
    "net:slingshot": { systems: 2, bandwidth: [0.8227, 1.051], latency: [0.2272, 2.142] },
    "net:tcp": { systems: 3, bandwidth: [0.6456, 1.34], latency: [0.1815, 1.804] },
    "node:nvlink3": { systems: 1, bandwidth: [0.9399, 1.162], latency: [0.3812, 1.051] },
    "node:nvlink4": { systems: 2, bandwidth: [0.8756, 1.051], latency: [0.9512, 1.54] },
  },
  unvalidated: { systems: 0, bandwidth: [0.5665, 1.54], latency: [0.1083, 3.135] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
