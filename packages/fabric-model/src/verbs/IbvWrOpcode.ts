/**
 * Send work-request opcodes modelled here (libibverbs `enum ibv_wr_opcode`).
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/man/ibv_post_send.3
 */
export type IbvWrOpcode =
  | "IBV_WR_RDMA_WRITE"
  | "IBV_WR_RDMA_WRITE_WITH_IMM"
  | "IBV_WR_RDMA_READ"
  | "IBV_WR_SEND";

/** All modelled send opcodes: `IBV_WR_OPCODES.length` -> 4. */
export const IBV_WR_OPCODES: readonly IbvWrOpcode[] = Object.freeze([
  "IBV_WR_RDMA_WRITE",
  "IBV_WR_RDMA_WRITE_WITH_IMM",
  "IBV_WR_RDMA_READ",
  "IBV_WR_SEND",
]);
