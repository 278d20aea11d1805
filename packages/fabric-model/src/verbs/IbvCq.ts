import type { CqRecord } from "./verbsRecords.ts";

/**
 * A completion queue (C: `struct ibv_cq`), from `ctx.createCq({ cqe })`. Read it with `ctx.pollCq(cq)`.
 * `const cq = ctx.createCq({ cqe: 64 })`
 */
export class IbvCq {
  readonly #rec: CqRecord;
  /** Created by `VerbsContext.createCq`; not for direct use. */
  constructor(rec: CqRecord) {
    this.#rec = rec;
  }
  /** Capacity in completions. */
  get cqe(): number {
    return this.#rec.capacity;
  }
  /** Completions written by the HCA and not yet polled. */
  get depth(): number {
    return this.#rec.entries.length - this.#rec.head;
  }
  /** True once a completion arrived while the CQ was full (it was lost; IBV_EVENT_CQ_ERR was logged). */
  get overrun(): boolean {
    return this.#rec.overrun;
  }
  /** Host the CQ lives on. */
  get host(): string {
    return this.#rec.device.host;
  }
}
