/**
 * Chapter 7: the study's H100 cluster (two nodes of eight GPUs, the 8B model): the bus bandwidth
 * per node above which the gradient reduction hides completely behind compute, as the advisor
 * figure computes it (Gb/s).
 */
import { inGbps } from "fabric-model";
import { fabricAdvisorH100 } from "../../figures/definitions/fabricAdvisorH100.ts";
import { defaultState } from "../../lib/figureState.ts";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const h100HidingRate: NumberPrediction = {
  id: "h100-hiding-rate",
  kind: "number",
  unit: "unit.Gbps",
  digits: 0,
  compute() {
    const measurement = fabricAdvisorH100.compute(defaultState(fabricAdvisorH100.spec)).advice.measurement;
    if (!measurement) throw new Error("the advisor gave no measurement for the study's H100 cluster");
    return inGbps(measurement.hiddenBusBandwidth);
  },
  figure: { name: "fabric-advisor-h100", state: { gpu: "h100-sxm", gpusPerNode: 8, nodes: 2 } },
};
