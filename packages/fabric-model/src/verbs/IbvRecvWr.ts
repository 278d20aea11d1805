import type { IbvSge } from "./IbvSendWr.ts";

/**
 * A receive work request (C: `struct ibv_recv_wr`): buffers an incoming SEND is scattered into. A
 * WRITE_WITH_IMM consumes one too (its data goes to the rkey address, the sgList is unused).
 * `{ wrId: 7, sgList: [{ addr: mr.addr, length: 256, lkey: mr.lkey }] }`
 */
export interface IbvRecvWr {
  readonly wrId: number;
  readonly sgList: readonly IbvSge[];
}
