/**
 * Chapter 4: alice SENDs eight bytes to bob, who has posted no receive: the completion status she
 * polls, from the verbs walkthrough replayed on fabric-model's simulated HCA.
 */
import { verbsWalkthrough, walkthrough } from "../../figures/definitions/verbsWalkthrough.ts";
import type { ChoicePrediction } from "../PredictionDefinition.ts";
import { verbsOutcome } from "../verbsOutcome.ts";

export const sendWithoutRecv: ChoicePrediction = {
  id: "send-without-recv",
  kind: "choice",
  options: [
    { value: "IBV_WC_SUCCESS", code: true },
    { value: "IBV_WC_REM_ACCESS_ERR", code: true },
    { value: "IBV_WC_RNR_RETRY_EXC_ERR", code: true },
    { value: "IBV_WC_RETRY_EXC_ERR", code: true },
    { value: "post-refused", label: "predict.option.postRefused" },
  ],
  compute: () => verbsOutcome(walkthrough(verbsWalkthrough.spec.step.max, "send-without-recv")),
  figure: { name: "verbs-walkthrough", state: { fault: "send-without-recv" } },
};
