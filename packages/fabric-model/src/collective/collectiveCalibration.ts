import type { CollectiveEfficiencies } from "./CollectiveEfficiencies.ts";

/** A band: measured over predicted busbw, [low, high], at large sizes (bandwidth) and small (latency). */
export interface CollectiveBandEntry {
  /** Published systems of this class whose held-out predictions the band rests on. */
  readonly systems: number;
  readonly bandwidth: readonly [number, number];
  readonly latency: readonly [number, number];
}

/** How one published sweep fared when its system was left out of the calibration. */
export interface CollectiveHeldOut {
  /** Every quantity its prediction rests on was measured on another system. */
  readonly validated: boolean;
  /** Geomean |predicted / measured busbw - 1| at sizes of at least 64 MiB (null: none measured). */
  readonly largeError: number | null;
  /** Geomean |predicted / measured time - 1| at sizes of at most 64 KiB (null: none measured). */
  readonly smallError: number | null;
}

/** The collective model's calibration: its efficiencies and its cross-validated bands. */
export interface CollectiveCalibration {
  readonly efficiencies: CollectiveEfficiencies;
  /** Bands by class (`node:<intra class>`, `net:<transport>`), from held-out systems of that class. */
  readonly bands: Readonly<Record<string, CollectiveBandEntry>>;
  /** The band of a prediction the corpus cannot validate: the pooled residuals, widened by half. */
  readonly unvalidated: CollectiveBandEntry;
  /** Each published sweep's held-out errors (leave its system out, calibrate, predict), by sweep id. */
  readonly heldOut: Readonly<Record<string, CollectiveHeldOut>>;
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
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.285, smallError: 0.967 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.083, smallError: 0.519 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0534, smallError: 0.273 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0616, smallError: 0.157 },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.51, smallError: 0.111 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.668, smallError: 0.31 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.176, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.19, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.321, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.116, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.166, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.227, smallError: 0.788 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.77, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.074, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0266, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0441, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0286, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.21, smallError: 0.251 },
    "gh200-2x4-sockets": { validated: true, largeError: 14, smallError: 0.564 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.139, smallError: 0.778 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0176, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0973, smallError: 0.319 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0227, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.77, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.47, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.14, smallError: 0.143 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.352, smallError: 0.0872 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.053, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.0961, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.144, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.157, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.19, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0414, smallError: 0.0858 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.05, smallError: 0.0714 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0571, smallError: 0.167 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0951, smallError: 0.355 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.248, smallError: 0.728 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.243, smallError: 0.691 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.254, smallError: 0.153 },
    "superbench-a100-1x8": { validated: true, largeError: 0.113, smallError: 0.482 },
    "superbench-a100-1x8-all-gather": { validated: true, largeError: 0.0859, smallError: 0.62 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.183, smallError: 0.849 },
    "superbench-a100-1x8-reduce-scatter": { validated: true, largeError: 0.071, smallError: 0.625 },
    "t4-2x1-efa": { validated: true, largeError: 0.416, smallError: 0.976 },
    "t4-2x1-sockets": { validated: true, largeError: 0.558, smallError: 0.797 },
  },
  unvalidated: { systems: 0, bandwidth: [0.5936, 1.55], latency: [0.1061, 3.158] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
