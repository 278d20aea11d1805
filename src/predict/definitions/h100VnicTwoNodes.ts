/**
 * Chapter 6: two H100 nodes of the study joined by the secondary vNIC, against one node alone:
 * throughput as a multiple of the one-node throughput, from the calibrated training model.
 */
import { predictTraining } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const h100VnicTwoNodes: NumberPrediction = {
  id: "h100-vnic-two-nodes",
  kind: "number",
  unit: "predict.unit.timesOneNode",
  digits: 2,
  compute() {
    const one = predictTraining({ gpu: "h100-sxm", network: "vnic", nodes: 1 }).samplesPerSecond.value;
    const two = predictTraining({ gpu: "h100-sxm", network: "vnic", nodes: 2 }).samplesPerSecond.value;
    return two / one;
  },
  figure: { name: "study-reproduction", state: { cluster: "h100", point: "h100-2-vnic" } },
};
