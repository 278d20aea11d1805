import type { TrainingHeldOut } from "./trainingAccuracy.ts";

/**
 * The stored held-out predictions of `redhat2025TrainingCalibration` (samples/s by study point):
 * what `trainingAccuracy({ study: redhat2025 }, { calibration: redhat2025TrainingCalibration })`
 * predicts for each point its leave-one-out refit leaves out, and for each cluster's largest node
 * count from a fit on its smaller ones (`trainingHeldOut`). Derived, not typed in: a test runs the
 * refits again and checks these values; regenerate with that call when the model or the study
 * changes. A page that shows the stored calibration's accuracy passes them as `heldOut` instead of
 * refitting.
 * @see https://developers.redhat.com/articles/2025/10/16/network-performance-distributed-training-maximizing-gpu-utilization-openshift
 * @example redhat2025TrainingHeldOut.extrapolations
 */
export const redhat2025TrainingHeldOut: TrainingHeldOut = {
  leaveOneOut: {
    "l40s-2-pod-overlay": 3.037563943289068,
    "l40s-4-pod-overlay": 3.6442234216551186,
    "l40s-8-pod-overlay": 5.72742413581474,
    "l40s-2-vnic": 4.0608467018335315,
    "l40s-4-vnic": 7.484457212828288,
    "l40s-8-vnic": 12.111761263121684,
    "h100-2-sriov-vf": 41.61675623933668,
    "h100-2-sriov-rdma": 41.50379256721172,
  },
  extrapolations: {
    "l40s-8-pod-overlay": 5.727562372598876,
    "l40s-8-vnic": 12.111661350039228,
  },
};
