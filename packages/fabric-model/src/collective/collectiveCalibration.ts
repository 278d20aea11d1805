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
    collnetdirect: 0.424879,
    "hostStaged:pcie3": 0.197507,
    "hostStaged:pcie4": 0.254063,
    "intra:nvlink3": 0.844585,
    latIntra: 1.17308,
    latLaunch: 1.08837,
    "latNet:efa": 0.329544,
    "latNet:ib": 1.17387,
    "latNet:roce": 1.2056,
    "latNet:slingshot": 0.743631,
    "latNet:tcp": 0.546641,
    "latNet:tcpxo": 1.3008,
    latNvls: 6.5878,
    "net:efa": 0.897843,
    "net:ib": 0.904414,
    "net:roce": 0.898247,
    "net:slingshot": 0.904043,
    "net:tcpx": 0.506236,
    "net:tcpxo": 0.928267,
    "netSingleFlow:ib": 0.904414,
    nvls: 1.01254,
    "ring:ampere": 0.962191,
    "ring:blackwell": 1.0625,
    tree: 1.08559,
  },
  algorithms: ["collnetchain", "collnetdirect", "nvls", "nvlstree", "p2p", "ring", "tree"],
  bands: {
    "net:efa": { systems: 3, bandwidth: [0.5081, 1.114], latency: [0.7561, 1.095], between: [0.389, 1.051] },
    "net:ib": { systems: 7, bandwidth: [0.8342, 1.119], latency: [0.7086, 1.242], between: [0.5928, 1.182] },
    "net:slingshot": {
      systems: 2,
      bandwidth: [0.8249, 1.051],
      latency: [0.1516, 1.959],
      between: [0.3159, 1.051],
    },
    "net:tcp": { systems: 3, bandwidth: [0.6419, 1.103], latency: [0.1207, 2.013], between: [0.3544, 1.174] },
    "node:nvlink4": {
      systems: 2,
      bandwidth: [0.9258, 1.051],
      latency: [0.9512, 1.471],
      between: [0.6499, 1.177],
    },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.0963, smallError: 0.0724 },
    "aws-p4de-2x8-efa": { validated: false, largeError: 0.161, smallError: 0.121 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0128, smallError: 0.211 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0323, smallError: 0.0602 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0368, smallError: 0.0613 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.443, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.5, smallError: 0.138 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 1.51, smallError: 0.3 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.791, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.149, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.448, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0588, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: false, largeError: 0.0196, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.0717, smallError: 0.06 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.771, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0733, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0277, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0306, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0191, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.223, smallError: 0.222 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.6, smallError: 0.721 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.112, smallError: 0.782 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0253, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0532, smallError: 0.24 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0182, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.56, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.47, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.49, smallError: 0.184 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.104, smallError: 0.131 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.00494, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.0977, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.116, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.13, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.175, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0474, smallError: 0.0976 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0195, smallError: 0.0829 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0147, smallError: 0.0701 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0911, smallError: 0.0726 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.105, smallError: 0.809 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.113, smallError: 0.771 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0768, smallError: 0.0755 },
    "superbench-a100-1x8": { validated: false, largeError: 0.0387, smallError: 0.0223 },
    "superbench-a100-1x8-all-gather": { validated: false, largeError: 0.101, smallError: 0.0102 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.184, smallError: 0.604 },
    "superbench-a100-1x8-reduce-scatter": { validated: false, largeError: 0.0812, smallError: 0.0125 },
    "t4-2x1-efa": { validated: true, largeError: 0.11, smallError: 0.099 },
    "t4-2x1-sockets": { validated: true, largeError: 0.567, smallError: 0.86 },
  },
  unvalidated: { systems: 0, bandwidth: [0.556, 1.173], latency: [0.05902, 2.741], between: [0.2941, 1.267] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss on ln predicted / measured time with the scales of collectiveLossScales, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
