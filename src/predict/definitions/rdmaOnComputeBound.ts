/**
 * Chapter 6: two H100 nodes of the study over SR-IOV, with kernel TCP and then with RDMA: how much
 * faster training gets, from the calibrated training model, sorted into the option it falls in.
 */
import { predictTraining } from "fabric-model";
import type { ChoicePrediction } from "../PredictionDefinition.ts";

/** Gain bounds of the options: below 2%, 2-10%, 10-100%, and twice as fast or more. */
const BOUNDS = [0.02, 0.1, 1] as const;

export const rdmaOnComputeBound: ChoicePrediction = {
  id: "rdma-on-compute-bound",
  kind: "choice",
  options: [
    { value: "double", label: "predict.option.gainDouble" },
    { value: "large", label: "predict.option.gainLarge" },
    { value: "small", label: "predict.option.gainSmall" },
    { value: "none", label: "predict.option.gainNone" },
  ],
  compute() {
    const tcp = predictTraining({ gpu: "h100-sxm", network: "sriov-vf", nodes: 2 }).samplesPerSecond.value;
    const rdma = predictTraining({ gpu: "h100-sxm", network: "sriov-rdma", nodes: 2 }).samplesPerSecond.value;
    const gain = rdma / tcp - 1;
    if (gain < BOUNDS[0]) return "none";
    if (gain < BOUNDS[1]) return "small";
    if (gain < BOUNDS[2]) return "large";
    return "double";
  },
  figure: { name: "training-what-if", state: { gpu: "h100-sxm", network: "sriov-rdma", nodes: 2 } },
};
