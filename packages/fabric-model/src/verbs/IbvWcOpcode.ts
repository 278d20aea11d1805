import type { IbvWrOpcode } from "./IbvWrOpcode.ts";

/**
 * Work-completion opcodes (libibverbs `enum ibv_wc_opcode`) for the operations modelled here.
 * @see https://github.com/linux-rdma/rdma-core/blob/master/libibverbs/man/ibv_poll_cq.3
 */
export type IbvWcOpcode =
  | "IBV_WC_SEND"
  | "IBV_WC_RDMA_WRITE"
  | "IBV_WC_RDMA_READ"
  | "IBV_WC_RECV"
  | "IBV_WC_RECV_RDMA_WITH_IMM";

/** The completion opcode a send WR reports: `ibvWcOpcodeOf("IBV_WR_RDMA_WRITE_WITH_IMM")` -> "IBV_WC_RDMA_WRITE". */
export function ibvWcOpcodeOf(opcode: IbvWrOpcode): IbvWcOpcode {
  switch (opcode) {
    case "IBV_WR_RDMA_WRITE":
    case "IBV_WR_RDMA_WRITE_WITH_IMM":
      return "IBV_WC_RDMA_WRITE";
    case "IBV_WR_RDMA_READ":
      return "IBV_WC_RDMA_READ";
    case "IBV_WR_SEND":
      return "IBV_WC_SEND";
  }
}
