import type { Seconds } from "../units.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import { IBV_WC_STATUSES, type IbvWcStatus } from "./IbvWcStatus.ts";
import { IBV_WR_OPCODES, type IbvWrOpcode } from "./IbvWrOpcode.ts";
import type {
  VerbsEvent,
  VerbsEventCode,
  VerbsEventKind,
  VerbsEventMessage,
  VerbsEventValues,
} from "./VerbsEvent.ts";

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

/** Each name's position in `names`, as a plain object: call sites read it with constant keys, which costs nothing. */
const index = <T extends string>(
  names: readonly T[],
  of: readonly T[] = names,
): Readonly<Record<T, number>> => {
  const out = {} as Record<T, number>;
  for (const name of names) out[name] = of.indexOf(name);
  return out;
};
/** Column code of each opcode. */
export const LOG_OPCODE = index(IBV_WR_OPCODES);
/** Column code of each completion status. */
export const LOG_STATUS = index(IBV_WC_STATUSES);

const hex = (n: number): string => `0x${n.toString(16)}`;

/** The codes of common lines, whose values the columns hold (written without allocating). */
export type VerbsColumnCode =
  | "post-send"
  | "post-recv"
  | "doorbell"
  | "doorbell-batch"
  | "fetch-wqe"
  | "fetch-read-wqe"
  | "request-wire"
  | "request-wire-packets"
  | "read-request-wire"
  | "responder-write"
  | "responder-write-recv"
  | "responder-read"
  | "read-response-wire"
  | "read-data-lands"
  | "ack-wire"
  | "nak-wire"
  | "cqe"
  | "unsignaled-done"
  | "recv-cqe-send"
  | "recv-cqe-write-imm"
  | "poll"
  | "poll-batch";

const COLUMN_CODES: readonly VerbsColumnCode[] = [
  "post-send",
  "post-recv",
  "doorbell",
  "doorbell-batch",
  "fetch-wqe",
  "fetch-read-wqe",
  "request-wire",
  "request-wire-packets",
  "read-request-wire",
  "responder-write",
  "responder-write-recv",
  "responder-read",
  "read-response-wire",
  "read-data-lands",
  "ack-wire",
  "nak-wire",
  "cqe",
  "unsignaled-done",
  "recv-cqe-send",
  "recv-cqe-write-imm",
  "poll",
  "poll-batch",
];

/** Column code of each kind: `L.begin(LOG_KIND.poll, ...)`. */
export const LOG_KIND = index(KINDS);
/** Column code of each actor. */
export const LOG_ACTOR = index(ACTORS);
/** Column code of each common line. */
export const LOG_LINE = index(COLUMN_CODES);
/** The line column of a rare entry: its code and values are kept whole. */
const RARE_LINE = 255;

/** The columns a rare entry may set; the rest stay "none". */
export interface VerbsLogFields {
  /** When the span began (default: the entry's time). */
  readonly start?: number;
  readonly peer?: number;
  readonly qpNum?: number;
  readonly wrId?: number;
  readonly opcode?: IbvWrOpcode;
  readonly bytes?: number;
  readonly status?: IbvWcStatus;
}

/**
 * The event log as a ring buffer of typed-array columns: writing a common entry (`begin`, then its
 * columns) allocates nothing: its line's values are read back from the columns and `arg`, and
 * its code is one of `VerbsColumnCode`. The rare ones (state changes,
 * errors, protocol events) keep their values object. The readable `VerbsEvent` objects are built
 * only when the log is read. Internal to the verbs simulator.
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
  /** One more number a common line needs: a count, an address, a receive's wr id. */
  readonly arg: Float64Array;
  /** The line's code (`LOG_LINE`), or `RARE_LINE`. */
  readonly code: Uint8Array;
  /** A rare entry's line, code and values as given. */
  readonly rare: (VerbsEventMessage | undefined)[];

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
    this.code = new Uint8Array(n);
    this.rare = new Array<VerbsEventMessage | undefined>(n);
  }

  /**
   * Starts an entry of a kind, actor and line (`LOG_KIND`, `LOG_ACTOR`, `LOG_LINE` codes) and returns
   * its slot, with every optional column reset (peer, qp, wrId, opcode, status: -1 / NaN meaning
   * none); -1 when the log keeps nothing. The caller fills the columns its line reads.
   */
  begin(kind: number, actor: number, host: number, time: number, line: number): number {
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
    this.code[i] = line;
    this.rare[i] = undefined;
    return i;
  }

  /**
   * Writes a rare entry whose line keeps its values object: `store.write("drop", "hca", 0, now, {
   * qpNum, wrId }, "dropped", { wr, why })`.
   */
  write<C extends VerbsEventCode>(
    kind: VerbsEventKind,
    actor: "cpu" | "hca" | "wire",
    host: number,
    time: number,
    fields: VerbsLogFields,
    code: C,
    values: VerbsEventValues[C],
  ): void {
    const i = this.begin(LOG_KIND[kind], LOG_ACTOR[actor], host, time, RARE_LINE);
    if (i < 0) return;
    this.start[i] = fields.start ?? time;
    if (fields.peer !== undefined) this.peer[i] = fields.peer;
    if (fields.qpNum !== undefined) this.qp[i] = fields.qpNum;
    if (fields.wrId !== undefined) this.wrId[i] = fields.wrId;
    if (fields.opcode !== undefined) this.opcode[i] = LOG_OPCODE[fields.opcode];
    this.bytes[i] = fields.bytes ?? 0;
    if (fields.status !== undefined) this.status[i] = LOG_STATUS[fields.status];
    this.rare[i] = { code, values } as VerbsEventMessage;
  }

  /** Sets the status column of slot `i` (from `begin`; -1 does nothing). */
  setStatus(i: number, status: IbvWcStatus): void {
    if (i >= 0) this.status[i] = LOG_STATUS[status];
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
    const opcode = IBV_WR_OPCODES[this.opcode[i] as number] ?? null;
    const status = IBV_WC_STATUSES[this.status[i] as number] ?? null;
    const peerIndex = this.peer[i] as number;
    const peer = peerIndex >= 0 ? (this.hosts[peerIndex] as string) : null;
    const rare = this.rare[i];
    let code: VerbsEventCode;
    let values: VerbsEventMessage["values"];
    if (rare !== undefined) ({ code, values } = rare);
    else {
      const line = COLUMN_CODES[this.code[i] as number] as VerbsColumnCode;
      code = line;
      values = this.#values(i, line, peer, opcode, status);
    }
    const kind = KINDS[this.kind[i] as number] as VerbsEventKind;
    const base = {
      seq,
      time: this.time[i] as Seconds,
      start: this.start[i] as Seconds,
      host: this.hosts[this.host[i] as number] as string,
      actor: ACTORS[this.actor[i] as number] as "cpu" | "hca" | "wire",
      kind,
      qpNum: this.qp[i] as number,
      code,
      values,
    };
    const wrId = this.wrId[i] as number;
    const bytes = this.bytes[i] as number;
    const arg = this.arg[i] as number;
    let event: object;
    switch (kind) {
      case "state-change": {
        const change = values as { from: IbvQpState; to: IbvQpState };
        event = { ...base, from: change.from, to: change.to };
        break;
      }
      case "doorbell":
      case "poll":
        event = { ...base, wrId, count: arg };
        break;
      case "retransmit":
        event = { ...base, wrId, opcode, count: code === "resend" ? 1 : (values as { count: number }).count };
        break;
      case "async-event":
        event = { ...base, wrId, status };
        break;
      case "drop":
      case "timeout":
        event = { ...base, wrId, opcode };
        break;
      case "rnr-nak":
        event = { ...base, wrId, peer, opcode };
        break;
      case "nak":
        event = { ...base, wrId, peer, opcode, status };
        break;
      case "completion":
        event = { ...base, wrId, opcode, bytes, status };
        break;
      case "wire":
        event = { ...base, wrId, peer, opcode, bytes };
        break;
      default:
        event = { ...base, wrId, opcode, bytes };
    }
    return event as VerbsEvent;
  }

  /** A common line's values, from its columns. */
  #values(
    i: number,
    code: VerbsColumnCode,
    peer: string | null,
    opcode: IbvWrOpcode | null,
    status: IbvWcStatus | null,
  ): VerbsEventValues[VerbsEventCode] {
    const wr = this.wrId[i] as number;
    const bytes = this.bytes[i] as number;
    const arg = this.arg[i] as number;
    const host = this.hosts[this.host[i] as number] as string;
    const to = String(peer);
    const qp = hex(this.qp[i] as number);
    switch (code) {
      case "post-send":
        return { opcode: opcode as IbvWrOpcode, wr, bytes };
      case "doorbell":
        return { qp };
      case "doorbell-batch":
        return { count: arg, qp };
      case "fetch-wqe":
      case "read-data-lands":
        return { bytes };
      case "request-wire":
      case "request-wire-packets":
        return { opcode: opcode as IbvWrOpcode, bytes, peer: to };
      case "read-request-wire":
        return { bytes: arg, peer: to };
      case "responder-write":
      case "responder-read":
        return { bytes, addr: hex(arg), host };
      case "responder-write-recv":
        return { bytes, recv: arg, host };
      case "read-response-wire":
        return { bytes, peer: to };
      case "ack-wire":
        return { wr, peer: to };
      case "nak-wire":
        return { wr, peer: to, status: status as IbvWcStatus };
      case "recv-cqe-send":
      case "recv-cqe-write-imm":
        return { wr, bytes };
      case "poll-batch":
        return { count: arg };
      case "fetch-read-wqe":
      case "poll":
        return {};
      case "post-recv":
      case "cqe":
      case "unsignaled-done":
        return { wr };
    }
  }
}
