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
    collnet: 0.990149,
    "hostStaged:pcie3": 0.182572,
    "hostStaged:pcie4": 0.27876,
    "intra:nvlink3": 0.791695,
    "intra:nvlink5": 0.911585,
    latIntra: 1.37251,
    "latNet:efa": 0.388169,
    "latNet:ib": 0.905856,
    "latNet:roce": 0.974002,
    "latNet:slingshot": 0.746389,
    "latNet:tcp": 1.21987,
    "latNet:tcpxo": 1.03657,
    "net:ib": 0.905507,
    "net:roce": 0.886468,
    "net:slingshot": 0.89359,
    "net:tcp": 0.91959,
    "net:tcpx": 0.506071,
    "net:tcpxo": 0.917249,
    nvls: 0.970136,
    "ring:ampere": 0.846541,
    "ring:blackwell": 1.13948,
    tree: 1.11062,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.4457, 1.121], latency: [0.4709, 2.167] },
    "net:ib": { systems: 8, bandwidth: [0.7378, 1.224], latency: [0.7256, 1.179] },
    "net:slingshot": { systems: 2, bandwidth: [0.8247, 1.051], latency: [0.2405, 2.149] },
    "net:tcp": { systems: 3, bandwidth: [0.6679, 1.106], latency: [0.1944, 1.777] },
    "node:nvlink3": { systems: 1, bandwidth: [0.9477, 1.161], latency: [0.4109, 1.051] },
    "node:nvlink4": { systems: 2, bandwidth: [0.8818, 1.051], latency: [0.9512, 1.645] },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.105, smallError: 0.96 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.035, smallError: 0.518 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0523, smallError: 0.365 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0616, smallError: 0.142 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0657, smallError: 0.162 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.382, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.51, smallError: 0.0915 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.67, smallError: 0.342 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.176, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.164, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.415, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.0758, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.166, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.184, smallError: 0.0732 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.764, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0771, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0178, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0519, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0289, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.206, smallError: 0.3 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.4, smallError: 0.577 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.138, smallError: 0.757 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0173, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.096, smallError: 0.218 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0315, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.76, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.44, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.14, smallError: 0.127 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.097, smallError: 0.0674 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.0553, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.101, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.146, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.162, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.195, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0379, smallError: 0.0735 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0459, smallError: 0.0838 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0602, smallError: 0.0297 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.094, smallError: 0.297 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.106, smallError: 0.608 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.115, smallError: 0.574 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0758, smallError: 0.0335 },
    "superbench-a100-1x8": { validated: true, largeError: 0.116, smallError: 0.428 },
    "superbench-a100-1x8-all-gather": { validated: true, largeError: 0.084, smallError: 0.58 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.18, smallError: 0.833 },
    "superbench-a100-1x8-reduce-scatter": { validated: true, largeError: 0.0745, smallError: 0.585 },
    "t4-2x1-efa": { validated: true, largeError: 0.103, smallError: 0.996 },
    "t4-2x1-sockets": { validated: true, largeError: 0.506, smallError: 0.791 },
  },
  unvalidated: { systems: 0, bandwidth: [0.562, 1.274], latency: [0.1179, 3.151] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
