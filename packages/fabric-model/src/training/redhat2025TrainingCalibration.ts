import type { TrainingCalibration } from "./TrainingCalibration.ts";

/**
 * The stored result of `calibrateTraining({ study: redhat2025 })`: seven numbers derived from the
 * study's twelve points (MFU per GPU, effective bandwidth per cluster for the pod overlay and the
 * vNIC, the overlay's contention exponent), not typed in from a source. A test re-runs the
 * calibration and checks them; regenerate with that call when the model or the study changes.
 * Values in base units (bandwidths in bit/s).
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example redhat2025TrainingCalibration.values["bandwidth.l40s.vnic"] // ~1.03e10 bit/s
 */
export const redhat2025TrainingCalibration: TrainingCalibration = {
  study: "redhat-2025",
  overlapShare: 0.75,
  cpuOptimizerRate: 1e9,
  sync: "micro-batch",
  readings: {
    l40s: { maxBatchLen: "article", cpuOffload: "article" },
    h100: { maxBatchLen: "article", cpuOffload: "topsail" },
  },
  contention: ["pod-overlay"],
  values: {
    "mfu.l40s": 0.20316541717307543,
    "mfu.h100": 0.18924630216161414,
    "bandwidth.l40s.pod-overlay": 5031375247.287754,
    "bandwidth.l40s.vnic": 10314474179.145334,
    "bandwidth.h100.pod-overlay": 1323415494.9299994,
    "bandwidth.h100.vnic": 4968642570.923589,
    "contention.pod-overlay": 0.16933112280346613,
  },
  rmsError: 0.016997681036352567,
};
