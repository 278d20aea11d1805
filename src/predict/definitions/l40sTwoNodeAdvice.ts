/**
 * Chapter 7: two nodes of two L40S GPUs, the 8B model, all four paths on offer at the example
 * prices: the path the fabric advisor recommends.
 */
import { fabricAdvisor } from "../../figures/definitions/fabricAdvisor.ts";
import { defaultState } from "../../lib/figureState.ts";
import type { ChoicePrediction } from "../PredictionDefinition.ts";

const STATE = { gpu: "l40s", gpusPerNode: 2, nodes: 2 } as const;

export const l40sTwoNodeAdvice: ChoicePrediction = {
  id: "l40s-two-node-advice",
  kind: "choice",
  options: [
    { value: "pod-overlay", label: "fig.fabricAdvisor.path.pod-overlay" },
    { value: "vnic", label: "fig.fabricAdvisor.path.vnic" },
    { value: "sriov-vf", label: "fig.fabricAdvisor.path.sriov-vf" },
    { value: "sriov-rdma", label: "fig.fabricAdvisor.path.sriov-rdma" },
  ],
  compute: () =>
    fabricAdvisor.compute({ ...defaultState(fabricAdvisor.spec), ...STATE }).advice.recommendation.network,
  figure: { name: "fabric-advisor", state: STATE },
};
