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
    collnetdirect: 0.424934,
    "hostStaged:pcie3": 0.1979,
    "hostStaged:pcie4": 0.25409,
    "intra:nvlink3": 0.844846,
    latIntra: 1.12726,
    latLaunch: 1.08528,
    "latNet:efa": 0.329975,
    "latNet:ib": 1.21969,
    "latNet:roce": 1.27472,
    "latNet:slingshot": 0.779705,
    "latNet:tcp": 0.571481,
    "latNet:tcpxo": 1.16821,
    "latNetStep:efa": 10.7191,
    "latNetStep:ib": 0.146501,
    "latNetStep:roce": 0.996378,
    "latNetStep:slingshot": 8.37256,
    "latNetStep:tcp": 0.736888,
    "latNetStep:tcpx": 2.48195,
    "latNetStep:tcpxo": 1.14787,
    latNvls: 6.48868,
    latShm: 1.77071,
    "net:efa": 0.895985,
    "net:ib": 0.903042,
    "net:roce": 0.89826,
    "net:slingshot": 0.904382,
    "net:tcp": 0.90021,
    "net:tcpx": 0.509735,
    "net:tcpxo": 0.936166,
    "netSingleFlow:ib": 0.903042,
    nvls: 1.01217,
    "ring:ampere": 0.962584,
    "ring:blackwell": 1.0625,
    "shm:pcie4": 0.172672,
    tree: 1.08741,
  },
  algorithms: ["collnetchain", "collnetdirect", "nvls", "nvlstree", "p2p", "ring", "tree"],
  bands: {
    "net:efa": { systems: 5, bandwidth: [0.5934, 1.113], latency: [0.8044, 1.288], between: [0.6269, 1.102] },
    "net:ib": { systems: 7, bandwidth: [0.8358, 1.12], latency: [0.7021, 1.251], between: [0.5868, 1.192] },
    "net:slingshot": {
      systems: 1,
      bandwidth: [0.8483, 1.051],
      latency: [0.2099, 1.877],
      between: [0.4813, 1.051],
    },
    "net:tcp": { systems: 3, bandwidth: [0.8884, 1.113], latency: [0.1211, 1.947], between: [0.4738, 1.186] },
    "node:nvlink4": {
      systems: 2,
      bandwidth: [0.9246, 1.051],
      latency: [0.9512, 1.41],
      between: [0.6428, 1.144],
    },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.0956, smallError: 0.0681 },
    "aws-p4d-2x8-efa-ring": { validated: true, largeError: 0.0147, smallError: 0.183 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.0413, smallError: 0.115 },
    "aws-p4de-2x8-efa-simple": { validated: true, largeError: 0.0229, smallError: 0.108 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0146, smallError: 0.15 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0327, smallError: 0.0649 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0375, smallError: 0.072 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.444, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.48, smallError: 0.143 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 1.51, smallError: 0.296 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.791, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.145, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.448, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0809, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: false, largeError: 0.0196, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.0772, smallError: 0.0559 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.746, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.082, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0198, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0296, smallError: null },
    "gh200-2x1-slingshot": { validated: false, largeError: 0.0293, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.0206, smallError: 0.193 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.5, smallError: 0.725 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.112, smallError: 0.787 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0294, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.052, smallError: 0.244 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0176, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.56, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.46, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.49, smallError: 0.197 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.105, smallError: 0.134 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.00479, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.1, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.113, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.126, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.175, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0461, smallError: 0.0938 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0203, smallError: 0.0772 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0152, smallError: 0.0855 },
    "panoramic-a100pcie-1x4-shm": { validated: false, largeError: 0.182, smallError: 0.248 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0973, smallError: 0.0709 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.104, smallError: 0.753 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.113, smallError: 0.716 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0774, smallError: 0.0653 },
    "superbench-a100-1x8": { validated: false, largeError: 0.0396, smallError: 0.0293 },
    "superbench-a100-1x8-all-gather": { validated: false, largeError: 0.102, smallError: 0.0115 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.185, smallError: 0.606 },
    "superbench-a100-1x8-reduce-scatter": { validated: false, largeError: 0.0821, smallError: 0.0221 },
    "t4-2x1-efa": { validated: true, largeError: 0.111, smallError: 0.101 },
    "t4-2x1-sockets": { validated: true, largeError: 0.131, smallError: 0.848 },
  },
  unvalidated: { systems: 0, bandwidth: [0.7646, 1.18], latency: [0.09617, 2.572], between: [0.3647, 1.291] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss on ln predicted / measured time with the scales of collectiveLossScales, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
