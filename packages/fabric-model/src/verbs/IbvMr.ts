import type { IbvPd } from "./IbvPd.ts";
import type { MrRecord } from "./verbsRecords.ts";

/**
 * A registered memory region (C: `struct ibv_mr`), from `ctx.regMr(pd, buffer, access)`. The HCA reads
 * and writes `buffer` directly: an RDMA WRITE from a peer changes its bytes with no CPU involved.
 * Send `addr`, `length` and `rkey` to a peer out of band; use `lkey` in your own SGEs.
 * `const mr = ctx.regMr(pd, new Uint8Array(4096), IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE)`
 */
export class IbvMr {
  readonly #rec: MrRecord;
  /** Created by `VerbsContext.regMr`; not for direct use. */
  constructor(rec: MrRecord) {
    this.#rec = rec;
  }
  /** Simulated virtual address of the first byte. */
  get addr(): number {
    return this.#rec.addr;
  }
  /** Bytes. */
  get length(): number {
    return this.#rec.length;
  }
  /** Key for local SGEs. As on ConnectX (mlx5) it has the same value as `rkey`. */
  get lkey(): number {
    return this.#rec.lkey;
  }
  /** Key a remote peer puts in `rdma.rkey`; honoured only for the remote access flags given at registration. */
  get rkey(): number {
    return this.#rec.rkey;
  }
  /** `IBV_ACCESS_*` flags given at registration. */
  get access(): number {
    return this.#rec.access;
  }
  /** The registered memory itself. */
  get buffer(): Uint8Array {
    return this.#rec.buffer;
  }
  /** Protection domain of the region. */
  get pd(): IbvPd {
    return this.#rec.pd.handle;
  }
  /** False once deregistered. */
  get valid(): boolean {
    return this.#rec.alive;
  }
}
