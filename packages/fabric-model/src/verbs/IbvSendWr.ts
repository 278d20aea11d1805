import type { IbvWrOpcode } from "./IbvWrOpcode.ts";

/**
 * One scatter/gather element (C: `struct ibv_sge`): `length` bytes at simulated virtual address `addr`
 * inside a memory region whose lkey is `lkey`. `{ addr: mr.addr, length: 64, lkey: mr.lkey }`
 */
export interface IbvSge {
  /** Simulated virtual address (a number, as `mr.addr + offset`). */
  readonly addr: number;
  /** Bytes. */
  readonly length: number;
  /** Local key of the memory region holding these bytes. */
  readonly lkey: number;
}

/**
 * A send work request (C: `struct ibv_send_wr`, without `next`: pass an array to post several).
 * `{ wrId: 1, opcode: "IBV_WR_RDMA_WRITE", sgList: [sge], sendFlags: IBV_SEND_SIGNALED, rdma: { remoteAddr, rkey } }`
 */
export interface IbvSendWr {
  /** Your identifier, echoed in the work completion. */
  readonly wrId: number;
  readonly opcode: IbvWrOpcode;
  /** Local buffers: gathered for WRITE/SEND, scattered into for READ. May be empty (zero-length op). */
  readonly sgList: readonly IbvSge[];
  /** `IBV_SEND_SIGNALED` or 0 (default 0). */
  readonly sendFlags?: number;
  /** 32-bit immediate data, required for `IBV_WR_RDMA_WRITE_WITH_IMM`. */
  readonly immData?: number;
  /** Remote side of RDMA WRITE/READ (C: `wr.wr.rdma`): the peer's address and rkey, exchanged out of band. */
  readonly rdma?: { readonly remoteAddr: number; readonly rkey: number };
}
