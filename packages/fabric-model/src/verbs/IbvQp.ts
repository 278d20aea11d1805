import type { IbvCq } from "./IbvCq.ts";
import type { IbvPd } from "./IbvPd.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { QpRecord } from "./verbsRecords.ts";

/**
 * A reliable-connected queue pair (C: `struct ibv_qp`), from `ctx.createQp(pd, initAttr)`. Send
 * `qpNum` to the peer out of band; it passes it as `destQpNum` when moving its QP to RTR.
 * `const qp = ctx.createQp(pd, { qpType: "IBV_QPT_RC", sendCq: cq, recvCq: cq, cap: { maxSendWr: 16, maxRecvWr: 16 } })`
 */
export class IbvQp {
  readonly #rec: QpRecord;
  /** Created by `VerbsContext.createQp`; not for direct use. */
  constructor(rec: QpRecord) {
    this.#rec = rec;
  }
  /** QP number, 24-bit. */
  get qpNum(): number {
    return this.#rec.qpNum;
  }
  /** Always "IBV_QPT_RC". */
  get qpType(): "IBV_QPT_RC" {
    return "IBV_QPT_RC";
  }
  /** Current state, including moves to IBV_QPS_ERR that the HCA made on its own after an error. */
  get state(): IbvQpState {
    return this.#rec.state;
  }
  /** Protection domain. */
  get pd(): IbvPd {
    return this.#rec.pd.handle;
  }
  /** Completion queue for send WRs. */
  get sendCq(): IbvCq {
    return this.#rec.sendCq.handle;
  }
  /** Completion queue for receive WRs. */
  get recvCq(): IbvCq {
    return this.#rec.recvCq.handle;
  }
  /** Host the QP lives on. */
  get host(): string {
    return this.#rec.device.host;
  }
  /** Send-queue slots in use: WRs posted and not yet retired by polling a completion (at most `cap.maxSendWr`). */
  get sendQueueDepth(): number {
    return this.#rec.sqUsed;
  }
  /** Receive-queue slots in use (at most `cap.maxRecvWr`). */
  get recvQueueDepth(): number {
    return this.#rec.rqUsed;
  }
  /** True once destroyed with `destroyQp`. */
  get destroyed(): boolean {
    return this.#rec.destroyed;
  }
}
