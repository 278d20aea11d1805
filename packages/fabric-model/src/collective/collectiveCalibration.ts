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
    collnet: 0.990068,
    "hostStaged:pcie3": 0.182575,
    "hostStaged:pcie4": 0.278785,
    "intra:nvlink3": 0.792025,
    "intra:nvlink5": 0.924904,
    "latIntra:nvlink3": 1.28814,
    "latIntra:nvlink4": 1.26179,
    "latIntra:nvlink5": 1.76084,
    "latIntra:pcie3": 1.04763,
    "latIntra:pcie4": 1.15988,
    "latNet:efa": 0.401421,
    "latNet:ib": 1.03092,
    "latNet:roce": 1.21736,
    "latNet:slingshot": 0.743172,
    "latNet:tcp": 1.37734,
    "latNet:tcpxo": 1.03716,
    "net:ib": 0.905687,
    "net:roce": 0.887377,
    "net:slingshot": 0.893533,
    "net:tcp": 0.91629,
    "net:tcpx": 0.505863,
    "net:tcpxo": 0.915488,
    nvls: 0.970179,
    "ring:ampere": 0.846259,
    "ring:blackwell": 1.15613,
    tree: 1.10663,
  },
  bands: {
    "net:efa": { systems: 4, bandwidth: [0.4489, 1.121], latency: [0.4715, 2.19] },
    "net:ib": { systems: 8, bandwidth: [0.7377, 1.254], latency: [0.6194, 2.036] },
    "net:slingshot": { systems: 2, bandwidth: [0.8226, 1.051], latency: [0.2297, 2.143] },
    "net:tcp": { systems: 3, bandwidth: [0.6678, 1.109], latency: [0.1812, 1.802] },
    "node:nvlink3": { systems: 1, bandwidth: [0.9394, 1.162], latency: [0.3796, 1.051] },
    "node:nvlink4": { systems: 2, bandwidth: [0.8755, 1.051], latency: [0.9512, 1.538] },
  },
  heldOut: {
    "aws-g4dn-metal-2x1-efa": { validated: true, largeError: 0.105, smallError: 0.984 },
    "aws-p4de-2x8-efa": { validated: true, largeError: 0.0442, smallError: 0.517 },
    "aws-p5-1x8-batch": { validated: true, largeError: 0.0534, smallError: 0.271 },
    "aws-p5-2x8-efa": { validated: true, largeError: 0.0616, smallError: 0.157 },
    "aws-p5-2x8-efa-do-eks": { validated: true, largeError: 0.0654, smallError: 0.165 },
    "aws-p5-2x8-efa-eks-excerpt": { validated: true, largeError: 0.376, smallError: null },
    "coreweave-a100-16x8-ib": { validated: true, largeError: 2.51, smallError: 0.0957 },
    "coreweave-a100-4x8-sharp": { validated: false, largeError: 0.669, smallError: 0.32 },
    "coreweave-a100-4x8-sharp-large": { validated: false, largeError: 0.176, smallError: null },
    "coreweave-gb200-nvl72-1rack": { validated: false, largeError: 0.191, smallError: null },
    "coreweave-gb200-nvl72-20racks": { validated: false, largeError: 0.315, smallError: null },
    "coreweave-gb200-nvl72-2racks": { validated: false, largeError: 0.118, smallError: null },
    "coreweave-h100-12x8-sharp": { validated: true, largeError: 0.166, smallError: null },
    "crusoe-a100-2x8-ib": { validated: true, largeError: 0.226, smallError: 0.772 },
    "gcp-a3high-2x8-tcpx-all-gather": { validated: false, largeError: 0.768, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather": { validated: false, largeError: 0.0753, smallError: null },
    "gcp-a3mega-2x8-tcpxo-all-gather-ll128": { validated: false, largeError: 0.0239, smallError: null },
    "gcp-a4-b200-2x8-roce": { validated: false, largeError: 0.0451, smallError: null },
    "gh200-2x1-slingshot": { validated: true, largeError: 0.0287, smallError: null },
    "gh200-2x4-slingshot": { validated: false, largeError: 0.209, smallError: 0.267 },
    "gh200-2x4-sockets": { validated: false, largeError: 14.4, smallError: 0.57 },
    "h100-2x8-tcpxo": { validated: false, largeError: 0.139, smallError: 0.771 },
    "hpe-gh200-2x4-slingshot-tree": { validated: true, largeError: 0.0175, smallError: null },
    "lambda-b200-2x8-ib": { validated: true, largeError: 0.0981, smallError: 0.332 },
    "nccl-tests-290-h100-1x8": { validated: true, largeError: 0.0306, smallError: null },
    "nccl-tests-290-h100-2x8-ib": { validated: true, largeError: 1.76, smallError: null },
    "nccl-tests-290-h100-2x8-ib-ring": { validated: true, largeError: 2.46, smallError: null },
    "nccl-tests-293-a100pcie-2x1-hdr-gdr": { validated: true, largeError: 2.15, smallError: 0.34 },
    "nccl-tests-293-a100pcie-2x1-hdr-nps4": { validated: true, largeError: 0.0971, smallError: 0.291 },
    "nccl-tests-309-h100-2x8-ib": { validated: true, largeError: 0.0547, smallError: null },
    "nccl-tests-309-h100-2x8-ib-ring-min-ctas": { validated: true, largeError: 0.0982, smallError: null },
    "nccl-tests-309-h100-4x8-ib": { validated: true, largeError: 0.144, smallError: null },
    "nccl-tests-309-h100-8x8-ib": { validated: true, largeError: 0.157, smallError: null },
    "nccl-tests-309-h100-8x8-ib-min-ctas": { validated: true, largeError: 0.192, smallError: null },
    "nccl-tests-309-vm-h100-4x8-ib": { validated: true, largeError: 0.0412, smallError: 0.0857 },
    "nccl-tests-309-xe9680-h100-2x8-ib": { validated: true, largeError: 0.0371, smallError: 0.0787 },
    "nebius-h100-2x8-ib": { validated: true, largeError: 0.0615, smallError: 0.165 },
    "redhat-h200-2x8-tcp": { validated: true, largeError: 0.0958, smallError: 0.308 },
    "redhat-l40s-2x1-tcp": { validated: true, largeError: 0.106, smallError: 0.629 },
    "redhat-l40s-2x1-tcp-first-run": { validated: true, largeError: 0.115, smallError: 0.595 },
    "redhat-l40s-2x2-roce": { validated: false, largeError: 0.0755, smallError: 0.0856 },
    "superbench-a100-1x8": { validated: true, largeError: 0.114, smallError: 0.471 },
    "superbench-a100-1x8-all-gather": { validated: true, largeError: 0.0855, smallError: 0.612 },
    "superbench-a100-1x8-alltoall": { validated: false, largeError: 0.182, smallError: 0.845 },
    "superbench-a100-1x8-reduce-scatter": { validated: true, largeError: 0.072, smallError: 0.617 },
    "t4-2x1-efa": { validated: true, largeError: 0.103, smallError: 0.99 },
    "t4-2x1-sockets": { validated: true, largeError: 0.506, smallError: 0.803 },
  },
  unvalidated: { systems: 0, bandwidth: [0.5706, 1.274], latency: [0.1101, 3.138] },
  method:
    "deriveCollectiveCalibration over ncclReferenceSweeps: calibrateCollective (Cauchy loss of scale 0.05 on ln predicted / measured time, every system weighted equally, bandwidths on sizes >= 64 MiB and latencies on sizes <= 64 KiB, priors held by collectivePriorSpread, coordinate descent from three orders) on the healthy sweeps; bands from crossValidateCollective (5th-95th percentile of held-out ln measured / predicted busbw per class, at least +-5 %)",
};
