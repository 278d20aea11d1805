import type { CollectiveEfficiencies } from "./CollectiveEfficiencies.ts";

/**
 * A band: measured over predicted busbw, [low, high], at large sizes (bandwidth: at least 64 MiB),
 * small ones (latency: at most 64 KiB) and the sizes between, which nothing is fitted on.
 */
export interface CollectiveBandEntry {
  /** Published systems of this class whose held-out predictions the band rests on. */
  readonly systems: number;
  readonly bandwidth: readonly [number, number];
  readonly latency: readonly [number, number];
  readonly between: readonly [number, number];
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
  /** The algorithms NCCL ran at large sizes in some healthy sweep (`measuredAlgorithms`). */
  readonly algorithms: readonly string[];
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
    collnetdirect: 0.424864,
    "hostStaged:pcie3": 0.197445,
    "hostStaged:pcie4": 0.254101,
    "intra:nvlink3": 0.844555,
    latIntra: 1.16543,
    latLaunch: 1.08711,
    "latNet:efa": 0.3298,
    "latNet:ib": 1.17864,
    "latNet:roce": 1.21713,
    "latNet:slingshot": 0.749602,
    "latNet:tcp": 0.550586,
    "latNet:tcpxo": 1.23467,
    latNvls: 6.58934,
    latShm: 1.76934,
    "net:efa": 0.897832,
    "net:ib": 0.904417,
    "net:roce": 0.89818,
    "net:slingshot": 0.90396,
    "net:tcpx": 0.506266,
    "net:tcpxo": 0.927966,
    "netSingleFlow:ib": 0.904417,
    nvls: 1.01247,
    "ring:ampere": 0.962226,
    "ring:blackwell": 1.0625,
    "shm:pcie4": 0.172625,
    tree: 1.08537,
  },
  algorithms: ["collnetchain", "collnetdirect", "nvls", "nvlstree", "p2p", "ring", "tree"],
  bands: {
    "net:efa": { systems: 3, bandwidth: [0.5082, 1.114], latency: [0.7554, 1.094], between: [0.3889, 1.051] },
    "net:ib": { systems: 7, bandwidth: [0.8384, 1.119], latency: [0.7071, 1.24], between: [0.5913, 1.21] },
    "net:slingshot": {
      systems: 2,
      bandwidth: [0.8248, 1.051],
      latency: [0.1517, 1.893],
      between: [0.3157, 1.051],
    },
    "net:tcp": { systems: 3, bandwidth: [0.642, 1.103], latency: [0.1208, 1.946], between: [0.3545, 1.16] },
    "node:nvlink4": {
      systems: 2,
      bandwidth: [0.9258, 1.051],
      latency: [0.9512, 1.459],
      between: [0.6495, 1.17],
    },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.0964, smallError: 0.0731 },
    "aws-p4de-2x8-efa": { validated: false, largeError: 0.161, smallError: 0.121 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0129, smallError: 0.199 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0323, smallError: 0.0548 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0368, smallError: 0.0646 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.443, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.51, smallError: 0.139 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 1.51, smallError: 0.3 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.791, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.148, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.449, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0574, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: false, largeError: 0.0196, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.0714, smallError: 0.0601 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.771, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0732, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0279, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0304, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0192, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.223, smallError: 0.218 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.6, smallError: 0.722 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.112, smallError: 0.783 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0253, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0531, smallError: 0.241 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0182, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.56, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.47, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.49, smallError: 0.185 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.104, smallError: 0.131 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.0185, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.0975, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.108, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.122, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.171, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0472, smallError: 0.0987 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0198, smallError: 0.0768 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0148, smallError: 0.0745 },
    "panoramic-a100pcie-1x4-shm": { validated: false, largeError: 0.182, smallError: 0.247 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0913, smallError: 0.0719 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.105, smallError: 0.752 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.113, smallError: 0.715 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0771, smallError: 0.0542 },
    "superbench-a100-1x8": { validated: false, largeError: 0.0389, smallError: 0.0251 },
    "superbench-a100-1x8-all-gather": { validated: false, largeError: 0.101, smallError: 0.011 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.184, smallError: 0.604 },
    "superbench-a100-1x8-reduce-scatter": { validated: false, largeError: 0.0814, smallError: 0.0174 },
    "t4-2x1-efa": { validated: true, largeError: 0.11, smallError: 0.0993 },
    "t4-2x1-sockets": { validated: true, largeError: 0.567, smallError: 0.86 },
  },
  unvalidated: {
    systems: 0,
    bandwidth: [0.5652, 1.174],
    latency: [0.05907, 2.604],
    between: [0.2942, 1.283],
  },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss on ln predicted / measured time with the scales of collectiveLossScales, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
