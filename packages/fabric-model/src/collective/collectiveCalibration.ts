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
    collnet: 0.996094,
    "hostStaged:pcie3": 0.197523,
    "hostStaged:pcie4": 0.254196,
    "intra:nvlink3": 0.84448,
    latIntra: 1.50407,
    "latNet:efa": 0.370568,
    "latNet:ib": 0.82851,
    "latNet:roce": 0.762741,
    "latNet:slingshot": 0.543881,
    "latNet:tcp": 1.02453,
    "latNet:tcpxo": 1.28377,
    "net:ib": 0.902092,
    "net:roce": 0.897775,
    "net:slingshot": 0.903897,
    "net:tcpx": 0.506796,
    "net:tcpxo": 0.929478,
    "netSingleFlow:ib": 0.806281,
    nvls: 0.990893,
    "ring:ampere": 0.965525,
    "ring:blackwell": 1.0625,
    tree: 1.08692,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.4398, 1.112], latency: [0.4578, 1.292] },
    "net:ib": { systems: 8, bandwidth: [0.7353, 1.171], latency: [0.7453, 1.266] },
    "net:slingshot": { systems: 2, bandwidth: [0.8268, 1.051], latency: [0.2024, 1.788] },
    "net:tcp": { systems: 3, bandwidth: [0.6419, 1.099], latency: [0.1723, 1.832] },
    "node:nvlink4": { systems: 2, bandwidth: [0.8779, 1.051], latency: [0.9512, 1.856] },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.0964, smallError: 0.155 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.0424, smallError: 0.531 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0475, smallError: 0.546 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0427, smallError: 0.148 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0533, smallError: 0.164 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.489, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.46, smallError: 0.129 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.665, smallError: 0.335 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.17, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.174, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.378, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0984, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.152, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.104, smallError: 0.0967 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.76, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0786, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.013, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0535, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0199, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.212, smallError: 0.338 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.4, smallError: 0.587 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.138, smallError: 0.743 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0257, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0984, smallError: 0.206 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0283, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.82, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.42, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.49, smallError: 0.118 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.104, smallError: 0.0548 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.042, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.109, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.085, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.104, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.198, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.103, smallError: 0.0847 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0381, smallError: 0.136 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0468, smallError: 0.0478 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0893, smallError: 0.273 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.105, smallError: 0.655 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.113, smallError: 0.62 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0774, smallError: 0.0842 },
    "superbench-a100-1x8": { validated: false, largeError: 0.0342, smallError: 0.411 },
    "superbench-a100-1x8-all-gather": { validated: false, largeError: 0.0972, smallError: 0.567 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.178, smallError: 0.827 },
    "superbench-a100-1x8-reduce-scatter": { validated: false, largeError: 0.0774, smallError: 0.573 },
    "t4-2x1-efa": { validated: true, largeError: 0.11, smallError: 0.166 },
    "t4-2x1-sockets": { validated: true, largeError: 0.567, smallError: 0.813 },
  },
  unvalidated: { systems: 0, bandwidth: [0.5325, 1.224], latency: [0.09109, 2.391] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss on ln predicted / measured time with the scales of collectiveLossScales, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
