import type { WalkthroughData } from "../figures/definitions/verbsWalkthrough.ts";

/**
 * How a replayed verbs program ended for alice, as a checkpoint option value: the status of her
 * completion, or `post-refused` when `postSend` itself failed.
 * @throws Error when the program neither failed to post nor produced a completion.
 * @example verbsOutcome(walkthrough(11, "send-without-recv")) // "IBV_WC_RNR_RETRY_EXC_ERR"
 */
export function verbsOutcome(data: WalkthroughData): string {
  if (data.error) return "post-refused";
  if (data.completion) return data.completion.status;
  throw new Error("the verbs program ended without a completion for alice");
}
