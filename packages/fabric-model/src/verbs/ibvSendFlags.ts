/**
 * Send flags, with libibverbs' bit values (`enum ibv_send_flags`).
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/verbs.h (enum ibv_send_flags)
 */

/**
 * Ask for a completion (CQE) when this send WR succeeds; without it (and without `sqSigAll`) only a
 * failure produces one. `{ opcode: "IBV_WR_RDMA_WRITE", sendFlags: IBV_SEND_SIGNALED, … }`
 */
export const IBV_SEND_SIGNALED = 2;

/** A work completion carries immediate data (`wc.wcFlags & IBV_WC_WITH_IMM`), as `enum ibv_wc_flags`. */
export const IBV_WC_WITH_IMM = 2;
