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
    "hostStaged:pcie3": 0.197507,
    "hostStaged:pcie4": 0.254224,
    "intra:nvlink3": 0.844515,
    latIntra: 1.39954,
    "latNet:efa": 0.317639,
    "latNet:ib": 0.928226,
    "latNet:roce": 0.882018,
    "latNet:slingshot": 0.587157,
    "latNet:tcp": 1.19278,
    "latNet:tcpxo": 1.2883,
    "net:ib": 0.902266,
    "net:roce": 0.897786,
    "net:slingshot": 0.903911,
    "net:tcpx": 0.506621,
    "net:tcpxo": 0.928493,
    "netSingleFlow:ib": 0.805789,
    nvls: 0.990486,
    "ring:ampere": 0.964785,
    "ring:blackwell": 1.0625,
    tree: 1.08481,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.4197, 1.112], latency: [0.7754, 1.249], between: [0.4311, 1.051] },
    "net:ib": { systems: 8, bandwidth: [0.7388, 1.169], latency: [0.737, 1.231], between: [0.5479, 1.116] },
    "net:slingshot": {
      systems: 1,
      bandwidth: [0.8253, 1.051],
      latency: [0.2113, 1.851],
      between: [0.4798, 1.051],
    },
    "net:tcp": { systems: 3, bandwidth: [0.642, 1.102], latency: [0.1825, 1.908], between: [0.3803, 1.168] },
    "node:nvlink4": {
      systems: 2,
      bandwidth: [0.8707, 1.051],
      latency: [0.9512, 1.725],
      between: [0.8074, 1.333],
    },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.0963, smallError: 0.0696 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.0543, smallError: 0.174 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0487, smallError: 0.435 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0602, smallError: 0.076 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0626, smallError: 0.0917 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.515, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.47, smallError: 0.0683 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.665, smallError: 0.327 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.17, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.166, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.4, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0891, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.152, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.0992, smallError: 0.0722 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.763, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0773, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0165, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0528, smallError: null },
    "gh200-2x1-slingshot": { validated: false, largeError: 0.0176, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.216, smallError: 0.313 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.4, smallError: 0.577 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.138, smallError: 0.755 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0249, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0975, smallError: 0.219 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0287, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.81, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.43, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.49, smallError: 0.141 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.104, smallError: 0.0723 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.0411, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.106, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.0838, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.102, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.195, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0978, smallError: 0.0816 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0395, smallError: 0.0874 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0463, smallError: 0.0363 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0908, smallError: 0.301 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.105, smallError: 0.719 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.113, smallError: 0.683 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0771, smallError: 0.034 },
    "superbench-a100-1x8": { validated: false, largeError: 0.0365, smallError: 0.452 },
    "superbench-a100-1x8-all-gather": { validated: false, largeError: 0.0991, smallError: 0.597 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.181, smallError: 0.839 },
    "superbench-a100-1x8-reduce-scatter": { validated: false, largeError: 0.0792, smallError: 0.603 },
    "t4-2x1-efa": { validated: true, largeError: 0.11, smallError: 0.108 },
    "t4-2x1-sockets": { validated: true, largeError: 0.567, smallError: 0.803 },
  },
  unvalidated: { systems: 0, bandwidth: [0.527, 1.221], latency: [0.09712, 2.518], between: [0.339, 1.29] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss on ln predicted / measured time with the scales of collectiveLossScales, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
