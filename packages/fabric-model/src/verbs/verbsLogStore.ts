import type { Seconds } from "../units.ts";
import { IBV_WC_STATUSES, type IbvWcStatus } from "./IbvWcStatus.ts";
import { IBV_WR_OPCODES, type IbvWrOpcode } from "./IbvWrOpcode.ts";
import type { VerbsEvent, VerbsEventKind } from "./VerbsEvent.ts";

/** Event kinds by their column code. */
const KINDS: readonly VerbsEventKind[] = [
  "post",
  "doorbell",
  "dma-read",
  "wire",
  "dma-write",
  "completion",
  "poll",
  "state-change",
  "rnr-nak",
  "nak",
  "drop",
  "timeout",
  "retransmit",
  "async-event",
];
const ACTORS = ["cpu", "hca", "wire"] as const;

/** Column code of each kind. */
export const LOG_KIND: Readonly<Record<VerbsEventKind, number>> = Object.freeze(
  Object.fromEntries(KINDS.map((k, i) => [k, i])) as Record<VerbsEventKind, number>,
);
/** Column code of each actor. */
export const LOG_ACTOR = Object.freeze({ cpu: 0, hca: 1, wire: 2 });

/** Detail templates, chosen per entry and filled from its columns when the log is read. */
export const V = Object.freeze({
  NOTE: 0,
  POST_SEND: 1,
  POST_RECV: 2,
  DOORBELL: 3,
  SQ_DMA_READ: 4,
  REQ_WIRE: 5,
  RESP_DMA_WRITE: 6,
  RESP_DMA_WRITE_SEND: 7,
  ACK_WIRE: 8,
  CQE: 9,
  CQE_UNSIGNALED: 10,
  CQE_ERROR: 11,
  RECV_CQE: 12,
  RESP_DMA_READ: 13,
  READ_RESP_WIRE: 14,
  SQ_DMA_WRITE: 15,
  NAK_WIRE: 16,
  POLL: 17,
});

const hex = (n: number): string => `0x${n.toString(16)}`;

/**
 * The event log as a ring buffer of typed-array columns: writing an entry allocates nothing, and
 * the readable `VerbsEvent` objects (with their `detail` text) are built only when the log is read.
 * Internal to the verbs simulator.
 */
export class VerbsLogStore {
  readonly limit: number;
  readonly hosts: readonly string[];
  /** Entries ever written; the next entry's seq. */
  count = 0;
  readonly time: Float64Array;
  readonly start: Float64Array;
  readonly kind: Uint8Array;
  readonly actor: Uint8Array;
  readonly host: Int32Array;
  readonly peer: Int32Array;
  readonly qp: Int32Array;
  readonly wrId: Float64Array;
  readonly opcode: Int8Array;
  readonly bytes: Float64Array;
  readonly status: Int8Array;
  readonly arg: Float64Array;
  readonly variant: Uint8Array;
  readonly notes: (string | undefined)[];

  /** `new VerbsLogStore({ limit: 100000, hosts: ["alice", "bob"] })` */
  constructor(inputs: { limit: number; hosts: readonly string[] }) {
    const n = Math.max(0, inputs.limit);
    this.limit = n;
    this.hosts = inputs.hosts;
    this.time = new Float64Array(n);
    this.start = new Float64Array(n);
    this.kind = new Uint8Array(n);
    this.actor = new Uint8Array(n);
    this.host = new Int32Array(n);
    this.peer = new Int32Array(n);
    this.qp = new Int32Array(n);
    this.wrId = new Float64Array(n);
    this.opcode = new Int8Array(n);
    this.bytes = new Float64Array(n);
    this.status = new Int8Array(n);
    this.arg = new Float64Array(n);
    this.variant = new Uint8Array(n);
    this.notes = new Array<string | undefined>(n);
  }

  /**
   * Starts an entry and returns its slot, with every optional column reset (peer, qp, wrId, opcode,
   * status: -1 / NaN meaning none); -1 when the log keeps nothing.
   */
  begin(kind: number, actor: number, host: number, time: number): number {
    const seq = this.count++;
    if (this.limit === 0) return -1;
    const i = seq % this.limit;
    this.time[i] = time;
    this.start[i] = time;
    this.kind[i] = kind;
    this.actor[i] = actor;
    this.host[i] = host;
    this.peer[i] = -1;
    this.qp[i] = -1;
    this.wrId[i] = Number.NaN;
    this.opcode[i] = -1;
    this.bytes[i] = 0;
    this.status[i] = -1;
    this.arg[i] = 0;
    this.variant[i] = V.NOTE;
    this.notes[i] = undefined;
    return i;
  }

  /** Readable entries with `seq >= since` still retained, oldest first. */
  read(since: number): VerbsEvent[] {
    const first = Math.max(since, this.count - this.limit, 0);
    const out: VerbsEvent[] = [];
    for (let seq = first; seq < this.count; seq++) out.push(this.#entry(seq));
    return out;
  }

  #entry(seq: number): VerbsEvent {
    const i = seq % this.limit;
    const opcode =
      (this.opcode[i] as number) >= 0 ? (IBV_WR_OPCODES[this.opcode[i] as number] as IbvWrOpcode) : null;
    const status =
      (this.status[i] as number) >= 0 ? (IBV_WC_STATUSES[this.status[i] as number] as IbvWcStatus) : null;
    const peer = this.peer[i] as number;
    const qp = this.qp[i] as number;
    const wrId = this.wrId[i] as number;
    const e = {
      seq,
      time: this.time[i] as Seconds,
      start: this.start[i] as Seconds,
      host: this.hosts[this.host[i] as number] as string,
      peer: peer >= 0 ? (this.hosts[peer] as string) : null,
      actor: ACTORS[this.actor[i] as number] as "cpu" | "hca" | "wire",
      kind: KINDS[this.kind[i] as number] as VerbsEventKind,
      qpNum: qp >= 0 ? qp : null,
      wrId: Number.isNaN(wrId) ? null : wrId,
      opcode,
      bytes: this.bytes[i] as number,
      status,
      detail: "",
    };
    e.detail = this.#detail(i, e);
    return e;
  }

  #detail(i: number, e: Omit<VerbsEvent, "detail">): string {
    const arg = this.arg[i] as number;
    const s = (n: number) => (n === 1 ? "" : "s");
    switch (this.variant[i]) {
      case V.POST_SEND:
        return `CPU posts ${e.opcode} wr ${e.wrId} (${e.bytes} B)`;
      case V.POST_RECV:
        return `CPU posts receive wr ${e.wrId}`;
      case V.DOORBELL:
        return `doorbell: HCA sees ${arg} new WQE${s(arg)} on QP ${hex(e.qpNum ?? 0)}`;
      case V.SQ_DMA_READ:
        return e.opcode === "IBV_WR_RDMA_READ"
          ? "HCA fetches the READ WQE"
          : `HCA fetches the WQE and DMA-reads ${e.bytes} B from host memory`;
      case V.REQ_WIRE:
        return e.opcode === "IBV_WR_RDMA_READ"
          ? `READ request for ${arg} B crosses the wire to ${e.peer}`
          : `${e.opcode} packet${s(arg)} (${e.bytes} B) cross the wire to ${e.peer}`;
      case V.RESP_DMA_WRITE:
        return `HCA writes ${e.bytes} B at ${hex(arg)} on ${e.host}; its CPU is not involved`;
      case V.RESP_DMA_WRITE_SEND:
        return `HCA writes ${e.bytes} B into the buffers of receive wr ${arg} on ${e.host}; its CPU is not involved`;
      case V.ACK_WIRE:
        return `ACK for wr ${e.wrId} crosses the wire to ${e.peer}`;
      case V.CQE:
        return `HCA writes the CQE of wr ${e.wrId}`;
      case V.CQE_UNSIGNALED:
        return `wr ${e.wrId} done (unsignaled: no CQE)`;
      case V.CQE_ERROR:
        return `wr ${e.wrId} completes with ${e.status}`;
      case V.RECV_CQE:
        return `HCA writes the CQE of receive wr ${e.wrId} (${arg === 1 ? "RDMA WRITE with immediate" : "SEND"}, ${e.bytes} B)`;
      case V.RESP_DMA_READ:
        return `HCA reads ${e.bytes} B at ${hex(arg)} on ${e.host}; its CPU is not involved`;
      case V.READ_RESP_WIRE:
        return `READ response with ${e.bytes} B crosses the wire to ${e.peer}`;
      case V.SQ_DMA_WRITE:
        return `HCA DMA-writes the ${e.bytes} B read into local memory`;
      case V.NAK_WIRE:
        return `NAK for wr ${e.wrId} crosses the wire to ${e.peer}: ${e.status}`;
      case V.POLL:
        return `CPU polls ${arg} completion${s(arg)}`;
      default:
        return this.notes[i] ?? "";
    }
  }
}
