/**
 * Chapter 4: bob registered his buffer with local write only, and alice RDMA-WRITEs into it with
 * the right rkey: the completion status she polls, from the verbs walkthrough on the simulated HCA.
 */
import { verbsWalkthrough, walkthrough } from "../../figures/definitions/verbsWalkthrough.ts";
import type { ChoicePrediction } from "../PredictionDefinition.ts";
import { verbsOutcome } from "../verbsOutcome.ts";

export const writeWithoutPermission: ChoicePrediction = {
  id: "write-without-permission",
  kind: "choice",
  options: [
    { value: "IBV_WC_SUCCESS", code: true },
    { value: "IBV_WC_LOC_PROT_ERR", code: true },
    { value: "IBV_WC_REM_ACCESS_ERR", code: true },
    { value: "IBV_WC_RETRY_EXC_ERR", code: true },
    { value: "post-refused", label: "predict.option.postRefused" },
  ],
  compute: () => verbsOutcome(walkthrough(verbsWalkthrough.spec.step.max, "no-remote-write")),
  figure: { name: "verbs-walkthrough", state: { fault: "no-remote-write" } },
};
