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
    collnet: 0.990144,
    "hostStaged:pcie3": 0.182463,
    "hostStaged:pcie4": 0.278759,
    "intra:nvlink3": 0.79171,
    "intra:nvlink5": 0.91143,
    latIntra: 1.36813,
    "latNet:efa": 0.38643,
    "latNet:ib": 0.910385,
    "latNet:roce": 0.979279,
    "latNet:slingshot": 0.746956,
    "latNet:tcp": 1.22617,
    "latNet:tcpxo": 1.03657,
    "net:ib": 0.905508,
    "net:roce": 0.886472,
    "net:slingshot": 0.893589,
    "net:tcp": 0.919443,
    "net:tcpx": 0.506063,
    "net:tcpxo": 0.917171,
    nvls: 0.970128,
    "ring:ampere": 0.846523,
    "ring:blackwell": 1.13929,
    tree: 1.11044,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.4451, 1.122], latency: [0.469, 2.149] },
    "net:ib": { systems: 8, bandwidth: [0.7383, 1.224], latency: [0.7252, 1.178] },
    "net:slingshot": { systems: 2, bandwidth: [0.8247, 1.051], latency: [0.2409, 1.785] },
    "net:tcp": { systems: 3, bandwidth: [0.6695, 1.106], latency: [0.1947, 1.78] },
    "node:nvlink3": { systems: 1, bandwidth: [0.9473, 1.161], latency: [0.4095, 1.051] },
    "node:nvlink4": { systems: 2, bandwidth: [0.8815, 1.051], latency: [0.9512, 1.64] },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.105, smallError: 0.153 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.0344, smallError: 0.52 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0523, smallError: 0.361 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0616, smallError: 0.137 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0657, smallError: 0.159 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.383, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.51, smallError: 0.0864 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.67, smallError: 0.341 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.176, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.164, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.416, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0752, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.166, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.184, smallError: 0.0725 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.765, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.077, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0181, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0518, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0289, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.206, smallError: 0.299 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.4, smallError: 0.577 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.138, smallError: 0.758 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0173, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.096, smallError: 0.219 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0315, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.76, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.44, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.14, smallError: 0.13 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.097, smallError: 0.0679 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.0553, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.101, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.146, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.161, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.195, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0382, smallError: 0.0718 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0456, smallError: 0.0826 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0602, smallError: 0.0287 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.094, smallError: 0.299 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.106, smallError: 0.611 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.115, smallError: 0.577 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0758, smallError: 0.0343 },
    "superbench-a100-1x8": { validated: true, largeError: 0.116, smallError: 0.43 },
    "superbench-a100-1x8-all-gather": { validated: true, largeError: 0.0841, smallError: 0.581 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.18, smallError: 0.833 },
    "superbench-a100-1x8-reduce-scatter": { validated: true, largeError: 0.0744, smallError: 0.587 },
    "t4-2x1-efa": { validated: true, largeError: 0.103, smallError: 0.99 },
    "t4-2x1-sockets": { validated: true, largeError: 0.502, smallError: 0.791 },
  },
  unvalidated: { systems: 0, bandwidth: [0.5638, 1.274], latency: [0.1183, 2.385] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
