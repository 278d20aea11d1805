import type { IbvCq } from "./IbvCq.ts";

/** Queue sizes of a QP (C: `struct ibv_qp_cap`). `{ maxSendWr: 64, maxRecvWr: 64, maxSendSge: 1, maxRecvSge: 1 }` */
export interface IbvQpCap {
  /** Outstanding send WRs (posted and not yet retired by polling their completion), 1..32768. */
  readonly maxSendWr: number;
  /** Outstanding receive WRs, 1..32768. */
  readonly maxRecvWr: number;
  /** SGEs per send WR, 1..30 (default 1). */
  readonly maxSendSge?: number;
  /** SGEs per receive WR, 1..30 (default 1). */
  readonly maxRecvSge?: number;
}

/**
 * Arguments of `createQp` (C: `struct ibv_qp_init_attr`). Only reliable-connected QPs are simulated.
 * `{ qpType: "IBV_QPT_RC", sendCq: cq, recvCq: cq, cap: { maxSendWr: 16, maxRecvWr: 16 } }`
 */
export interface IbvQpInitAttr {
  readonly qpType: "IBV_QPT_RC";
  readonly sendCq: IbvCq;
  readonly recvCq: IbvCq;
  readonly cap: IbvQpCap;
  /** Signal every send WR, as if each had `IBV_SEND_SIGNALED` (default false). */
  readonly sqSigAll?: boolean;
}
