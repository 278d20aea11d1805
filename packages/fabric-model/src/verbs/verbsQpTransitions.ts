import type { IbvQpAttr } from "./IbvQpAttr.ts";
import type { IbvQpState } from "./IbvQpState.ts";

/** A QP attribute name other than `qpState`, e.g. "pkeyIndex". */
export type IbvQpAttrName = Exclude<keyof IbvQpAttr, "qpState">;

/** What one state transition requires and accepts. */
export interface VerbsQpTransition {
  readonly from: IbvQpState;
  readonly to: IbvQpState;
  readonly required: readonly IbvQpAttrName[];
  readonly optional: readonly IbvQpAttrName[];
}

const t = (
  from: IbvQpState,
  to: IbvQpState,
  required: IbvQpAttrName[] = [],
  optional: IbvQpAttrName[] = [],
): VerbsQpTransition => Object.freeze({ from, to, required, optional });

/**
 * The legal RC transitions and their attribute masks, from the kernel's `qp_state_table` that
 * `ib_modify_qp_is_ok()` checks (alternate-path and SQD entries left out: not simulated). Any pair
 * missing here is refused with EINVAL, e.g. RESET -> RTR or RESET -> ERR.
 * `verbsQpTransitions.find((x) => x.to === "IBV_QPS_RTR")?.required` -> ["ahAttr", "pathMtu", ...]
 * @see https://github.com/torvalds/linux/blob/master/drivers/infiniband/core/verbs.c (qp_state_table)
 */
export const verbsQpTransitions: readonly VerbsQpTransition[] = Object.freeze([
  t("IBV_QPS_RESET", "IBV_QPS_RESET"),
  t("IBV_QPS_RESET", "IBV_QPS_INIT", ["pkeyIndex", "portNum", "qpAccessFlags"]),
  t("IBV_QPS_INIT", "IBV_QPS_RESET"),
  t("IBV_QPS_INIT", "IBV_QPS_ERR"),
  t("IBV_QPS_INIT", "IBV_QPS_INIT", [], ["pkeyIndex", "portNum", "qpAccessFlags"]),
  t(
    "IBV_QPS_INIT",
    "IBV_QPS_RTR",
    ["ahAttr", "pathMtu", "destQpNum", "rqPsn", "maxDestRdAtomic", "minRnrTimer"],
    ["qpAccessFlags", "pkeyIndex"],
  ),
  t("IBV_QPS_RTR", "IBV_QPS_RESET"),
  t("IBV_QPS_RTR", "IBV_QPS_ERR"),
  t(
    "IBV_QPS_RTR",
    "IBV_QPS_RTS",
    ["timeout", "retryCnt", "rnrRetry", "sqPsn", "maxRdAtomic"],
    ["qpAccessFlags", "minRnrTimer"],
  ),
  t("IBV_QPS_RTS", "IBV_QPS_RESET"),
  t("IBV_QPS_RTS", "IBV_QPS_ERR"),
  t("IBV_QPS_RTS", "IBV_QPS_RTS", [], ["qpAccessFlags", "minRnrTimer"]),
  t("IBV_QPS_ERR", "IBV_QPS_RESET"),
  t("IBV_QPS_ERR", "IBV_QPS_ERR"),
]);
