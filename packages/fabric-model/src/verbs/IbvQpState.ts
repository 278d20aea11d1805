/**
 * Queue-pair states modelled here (libibverbs `enum ibv_qp_state`, without SQD/SQE which an RC QP only
 * reaches on request or never): RESET -> INIT -> RTR -> RTS, and ERR from any of them.
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/man/ibv_modify_qp.3.md
 */
export type IbvQpState = "IBV_QPS_RESET" | "IBV_QPS_INIT" | "IBV_QPS_RTR" | "IBV_QPS_RTS" | "IBV_QPS_ERR";

/** All modelled QP states in life-cycle order: `IBV_QP_STATES.includes("IBV_QPS_RTS")` -> true. */
export const IBV_QP_STATES: readonly IbvQpState[] = Object.freeze([
  "IBV_QPS_RESET",
  "IBV_QPS_INIT",
  "IBV_QPS_RTR",
  "IBV_QPS_RTS",
  "IBV_QPS_ERR",
]);
