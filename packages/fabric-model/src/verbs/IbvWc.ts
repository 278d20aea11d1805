import type { Seconds } from "../units.ts";
import type { IbvWcOpcode } from "./IbvWcOpcode.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";

/**
 * A work completion (C: `struct ibv_wc`) returned by `pollCq`. As on hardware, only `wrId`, `status`
 * and `qpNum` are meaningful when `status` is not "IBV_WC_SUCCESS".
 * `for (const wc of ctx.pollCq(cq)) if (wc.status !== "IBV_WC_SUCCESS") console.log(ibvWcStatusStr(wc.status))`
 */
export interface IbvWc {
  readonly wrId: number;
  readonly status: IbvWcStatus;
  readonly opcode: IbvWcOpcode;
  /** Bytes transferred: the message length for receives, the payload for sends, 0 on error. */
  readonly byteLen: number;
  /** Immediate data when `wcFlags & IBV_WC_WITH_IMM`, else undefined. */
  readonly immData: number | undefined;
  /** `IBV_WC_WITH_IMM` or 0. */
  readonly wcFlags: number;
  /** Number of the local QP this completion belongs to. */
  readonly qpNum: number;
  /** Simulation only: simulated time at which the HCA wrote this completion. */
  readonly time: Seconds;
}
