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
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.285, smallError: 0.967 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.0443, smallError: 0.517 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0534, smallError: 0.273 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0616, smallError: 0.157 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0654, smallError: 0.165 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.375, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.51, smallError: 0.0929 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.669, smallError: 0.321 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.176, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.192, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.313, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.119, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.166, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.226, smallError: 0.769 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.768, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0753, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0238, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0448, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0287, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.209, smallError: 0.268 },
    "gh200-2x4-sockets": { validated: true, largeError: 14, smallError: 0.569 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.139, smallError: 0.77 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0175, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0982, smallError: 0.334 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0307, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.76, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.46, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.14, smallError: 0.116 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.352, smallError: 0.0382 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.0548, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.0982, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.145, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.157, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.192, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0409, smallError: 0.0852 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0356, smallError: 0.0789 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0615, smallError: 0.166 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0958, smallError: 0.319 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.248, smallError: 0.698 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.243, smallError: 0.662 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.254, smallError: 0.0911 },
    "superbench-a100-1x8": { validated: true, largeError: 0.114, smallError: 0.469 },
    "superbench-a100-1x8-all-gather": { validated: true, largeError: 0.0855, smallError: 0.61 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.182, smallError: 0.845 },
    "superbench-a100-1x8-reduce-scatter": { validated: true, largeError: 0.0722, smallError: 0.615 },
    "t4-2x1-efa": { validated: true, largeError: 0.416, smallError: 0.97 },
    "t4-2x1-sockets": { validated: true, largeError: 0.558, smallError: 0.804 },
  },
  unvalidated: { systems: 0, bandwidth: [0.5665, 1.54], latency: [0.1083, 3.135] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
