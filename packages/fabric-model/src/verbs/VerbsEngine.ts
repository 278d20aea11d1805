import { EventQueue } from "../algorithms/EventQueue.ts";
import type { Bytes } from "../units.ts";
import type { IbvAhAttr } from "./IbvQpAttr.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";
import type { VerbsEvent, VerbsEventKind, VerbsEventValues } from "./VerbsEvent.ts";
import type { VerbsOpTiming, VerbsTiming } from "./VerbsTiming.ts";
import { LOG_OPCODE, type VerbsLogFields, VerbsLogStore } from "./verbsLogStore.ts";
import type { DeviceRecord, QpRecord, SendWrRecord, WrDurations } from "./verbsRecords.ts";
import {
  onAck,
  onDoorbell,
  onNak,
  onReadResponse,
  onSqCqe,
  onSqDmaRead,
  onSqDmaWrite,
} from "./verbsRequester.ts";
import {
  onRequestArrive,
  onResponderCqe,
  onResponderDmaRead,
  onResponderDmaWrite,
} from "./verbsResponder.ts";
import { onRetransmit, onRnrNak, onTimeout } from "./verbsRetry.ts";
import { JOB, type VerbsJobs, type VerbsJobType, type VerbsScheduled } from "./verbsScheduled.ts";

const TIMING_FIELDS: readonly (keyof VerbsOpTiming)[] = [
  "doorbell",
  "requesterDma",
  "requestWire",
  "responderDma",
  "responseWire",
  "requesterDmaWrite",
  "completion",
];

/** What a rare log entry records beyond its code and values (the device records stand for hosts). */
export interface VerbsNoteFields {
  /** When the span began (default: now). */
  readonly start?: number;
  readonly peer?: DeviceRecord | null;
  readonly qpNum?: number | null;
  /** The send WR it is about: its QP, id and opcode (unless given). */
  readonly wr?: SendWrRecord | null;
  readonly wrId?: number | null;
  readonly bytes?: number;
  readonly status?: IbvWcStatus | null;
}

/**
 * The simulation core shared by every device of a fabric: the simulated clock, the queue of jobs
 * (typed by `VerbsJobs`) and their dispatch, the event log, stage durations and routing. What the
 * HCA does lives beside it, one concept per file: `verbsRequester` (posting, the send queue and its
 * completions), `verbsResponder` (serving requests), `verbsRetry` (timeouts, RNR and go-back-N),
 * `verbsCompletionQueues`, `verbsQpStates` and `verbsDma`. Internal: learners use VerbsFabric and
 * VerbsContext.
 */
export class VerbsEngine {
  now = 0;
  readonly devices: DeviceRecord[] = [];
  readonly log: VerbsLogStore;
  nextKeyIndex = 0x1a2;
  readonly #heap = new EventQueue<VerbsScheduled>();
  #seq = 0;
  readonly #timing: VerbsTiming;
  readonly #free: VerbsScheduled[] = [];
  readonly #durCache = new Map<number, WrDurations>();
  readonly #destCache = new WeakMap<IbvAhAttr, DeviceRecord | undefined>();

  /** `new VerbsEngine({ timing, logLimit, hosts })`; devices are added by VerbsFabric in host order. */
  constructor(options: { timing: VerbsTiming; logLimit: number; hosts: readonly string[] }) {
    this.#timing = options.timing;
    this.log = new VerbsLogStore({ limit: options.logLimit, hosts: options.hosts });
  }

  // ---------------------------------------------------------------- log

  /** Number of log entries ever written (including those dropped by the log limit). */
  get logCount(): number {
    return this.log.count;
  }

  /** The retained log entries with `seq >= since`, oldest first. */
  events(since: number): VerbsEvent[] {
    return this.log.read(since);
  }

  /** Writes a rare log entry (state changes, errors, protocol events) with its line's values. */
  note<C extends keyof VerbsEventValues>(
    kind: VerbsEventKind,
    actor: "cpu" | "hca" | "wire",
    dev: DeviceRecord,
    fields: VerbsNoteFields,
    code: C,
    values: VerbsEventValues[C],
  ): void {
    const wr = fields.wr ?? null;
    const qpNum = fields.qpNum ?? (wr ? wr.qp.qpNum : null);
    const wrId = fields.wrId ?? (wr ? wr.wrId : null);
    const columns: VerbsLogFields = {
      start: fields.start ?? this.now,
      ...(fields.peer ? { peer: fields.peer.index } : {}),
      ...(qpNum !== null ? { qpNum } : {}),
      ...(wrId !== null ? { wrId } : {}),
      ...(wr ? { opcode: wr.opcode } : {}),
      bytes: fields.bytes ?? 0,
      ...(fields.status ? { status: fields.status } : {}),
    };
    this.log.write(kind, actor, dev.index, this.now, columns, code, values);
  }

  /**
   * Writes a common log entry about a send WR without allocating (its line's values come from
   * the columns): kind, actor and line as `LOG_KIND`, `LOG_ACTOR` and `LOG_LINE` codes. Returns
   * its slot (for `log.setStatus`), or -1.
   */
  logWr(
    kind: number,
    actor: number,
    dev: DeviceRecord,
    peer: DeviceRecord | null,
    qpNum: number,
    wr: SendWrRecord,
    bytes: number,
    start: number,
    line: number,
    arg: number,
  ): number {
    const L = this.log;
    const i = L.begin(kind, actor, dev.index, this.now, line);
    if (i < 0) return i;
    L.start[i] = start;
    if (peer !== null) L.peer[i] = peer.index;
    L.qp[i] = qpNum;
    L.wrId[i] = wr.wrId;
    L.opcode[i] = LOG_OPCODE[wr.opcode];
    L.bytes[i] = bytes;
    L.arg[i] = arg;
    return i;
  }

  // ---------------------------------------------------------------- clock and jobs

  /** Queues a job to run at `time` for QP generation `gen` and WR attempt `attempt`. */
  schedule<T extends VerbsJobType>(
    time: number,
    type: T,
    target: VerbsJobs[T]["target"],
    data: VerbsJobs[T]["data"],
    gen: number,
    attempt: number,
  ): void {
    const ev = this.#free.pop() as { -readonly [K in keyof VerbsScheduled]: unknown } | undefined;
    if (ev === undefined) {
      this.#heap.push({ time, seq: this.#seq++, gen, attempt, type, target, data } as VerbsScheduled);
      return;
    }
    ev.time = time;
    ev.seq = this.#seq++;
    ev.gen = gen;
    ev.attempt = attempt;
    ev.type = type;
    ev.target = target;
    ev.data = data;
    this.#heap.push(ev as VerbsScheduled);
  }

  #recycle(ev: VerbsScheduled): void {
    // Drop the references, so a finished WR or QP is not kept alive by the free list.
    const spent = ev as { target: unknown; data: unknown };
    spent.target = null;
    spent.data = null;
    if (this.#free.length < 4096) this.#free.push(ev);
  }

  /** True when nothing live is scheduled (stale jobs are discarded on the way). */
  idle(): boolean {
    for (;;) {
      const top = this.#heap.peek();
      if (top === undefined) return true;
      if (live(top)) return false;
      this.#recycle(this.#heap.pop() as VerbsScheduled);
    }
  }

  /** Time of the next live job, or undefined. */
  nextTime(): number | undefined {
    return this.idle() ? undefined : (this.#heap.peek() as VerbsScheduled).time;
  }

  /** Runs every live job due at or before `until`; returns how many ran (at most `maxEvents`). */
  runUntil(until: number, maxEvents: number): number {
    let n = 0;
    while (n < maxEvents) {
      const top = this.#heap.peek();
      if (top === undefined || top.time > until) break;
      this.#heap.pop();
      if (live(top)) {
        if (top.time > this.now) this.now = top.time;
        this.#dispatch(top);
        n++;
      }
      this.#recycle(top);
    }
    return n;
  }

  /** Runs all live jobs at the next job time and returns the log entries they wrote. */
  step(): VerbsEvent[] {
    const t = this.nextTime();
    if (t === undefined) return [];
    const before = this.log.count;
    this.runUntil(t, Number.POSITIVE_INFINITY);
    return this.log.read(before);
  }

  #dispatch(ev: VerbsScheduled): void {
    switch (ev.type) {
      case JOB.doorbell:
        onDoorbell(this, ev.target, ev.data);
        break;
      case JOB.sqDmaRead:
        onSqDmaRead(this, ev.target);
        break;
      case JOB.requestArrive:
        onRequestArrive(this, ev.target);
        break;
      case JOB.responderDmaWrite:
        onResponderDmaWrite(this, ev.target, ev.attempt);
        break;
      case JOB.responderCqe:
        onResponderCqe(this, ev.target, ev.data);
        break;
      case JOB.responderDmaRead:
        onResponderDmaRead(this, ev.target, ev.attempt);
        break;
      case JOB.readResponseArrive:
        onReadResponse(this, ev.target, ev.data);
        break;
      case JOB.sqDmaWrite:
        onSqDmaWrite(this, ev.target, ev.data);
        break;
      case JOB.ackArrive:
        onAck(this, ev.target);
        break;
      case JOB.sqCqe:
        onSqCqe(this, ev.target);
        break;
      case JOB.nakArrive:
        onNak(this, ev.target, ev.data);
        break;
      case JOB.rnrNakArrive:
        onRnrNak(this, ev.target, ev.data);
        break;
      case JOB.timeout:
        onTimeout(this, ev.target);
        break;
      case JOB.retransmit:
        onRetransmit(this, ev.target);
        break;
    }
  }

  // ---------------------------------------------------------------- timing

  #price(opcode: IbvWrOpcode, bytes: number): VerbsOpTiming {
    const t = this.#timing({ opcode, bytes: bytes as Bytes });
    for (const k of TIMING_FIELDS) {
      const v = t?.[k];
      if (typeof v !== "number" || !Number.isFinite(v) || v < 0) {
        throw new RangeError(
          `timing({ opcode: "${opcode}", bytes: ${bytes} }).${k} is ${String(v)}: a VerbsTiming must return finite, non-negative seconds for every stage`,
        );
      }
    }
    return t;
  }

  /** Stage durations for an opcode and payload, cached (timing functions must be pure). */
  durations(opcode: IbvWrOpcode, bytes: number): WrDurations {
    const key = bytes * 4 + LOG_OPCODE[opcode];
    const hit = this.#durCache.get(key);
    if (hit !== undefined) return hit;
    const t = this.#price(opcode, bytes);
    const z = bytes === 0 ? t : this.#price(opcode, 0);
    const d: WrDurations = {
      doorbell: t.doorbell,
      dmaRead: t.requesterDma,
      dmaReadOcc: t.requesterDma - z.requesterDma,
      wireReq: t.requestWire,
      wireReqOcc: t.requestWire - z.requestWire,
      respDma: t.responderDma,
      respDmaOcc: t.responderDma - z.responderDma,
      wireBack: t.responseWire,
      wireBackOcc: t.responseWire - z.responseWire,
      localDma: t.requesterDmaWrite,
      localDmaOcc: t.requesterDmaWrite - z.requesterDmaWrite,
      cqe: t.completion,
      ack: opcode === "IBV_WR_RDMA_READ" ? z.requestWire : z.responseWire,
    };
    if (this.#durCache.size > 4096) this.#durCache.clear();
    this.#durCache.set(key, d);
    return d;
  }

  // ---------------------------------------------------------------- routing

  /** The device an address vector points at, or undefined when none matches. */
  deviceFor(av: IbvAhAttr | undefined): DeviceRecord | undefined {
    if (av === undefined) return undefined;
    if (this.#destCache.has(av)) return this.#destCache.get(av);
    let found: DeviceRecord | undefined;
    if (av.isGlobal === true && av.grh !== undefined) {
      const g = av.grh.dgid.toLowerCase();
      found = this.devices.find((d) => d.gid === g);
    } else if (av.dlid !== undefined) {
      found = this.devices.find((d) => d.lid === av.dlid && d.linkLayer === "InfiniBand");
    }
    this.#destCache.set(av, found);
    return found;
  }

  /** The device a QP's address vector points at (its peer), or undefined. */
  destDevice(qp: QpRecord): DeviceRecord | undefined {
    return this.deviceFor(qp.attrs.ahAttr);
  }
}

/**
 * Whether a job still applies: its QP was not reset since (generation), and its WR is still in the
 * state the job expects, on the same attempt where it matters (a resend makes older jobs stale).
 */
function live(ev: VerbsScheduled): boolean {
  switch (ev.type) {
    case JOB.doorbell:
      return ev.target.gen === ev.gen;
    case JOB.responderDmaWrite:
    case JOB.responderDmaRead: {
      const rq = ev.target.respQp;
      return rq !== null && rq.gen === ev.gen;
    }
    case JOB.responderCqe: {
      const rq = ev.target.respQp;
      return rq !== null && rq.gen === ev.gen && ev.data.state === "consumed";
    }
    case JOB.sqDmaRead: {
      const wr = ev.target;
      return wr.state === "posted" && wr.qp.gen === wr.gen;
    }
    case JOB.sqCqe: {
      const wr = ev.target;
      return (wr.state === "acked" || wr.state === "failing") && wr.qp.gen === wr.gen;
    }
    case JOB.sqDmaWrite: {
      const wr = ev.target;
      return wr.state === "acked" && wr.attempt === ev.attempt && wr.qp.gen === wr.gen;
    }
    case JOB.retransmit: {
      const wr = ev.target;
      return wr.state === "held" && wr.qp.gen === wr.gen;
    }
    default: {
      const wr = ev.target;
      return wr.state === "inflight" && wr.attempt === ev.attempt && wr.qp.gen === wr.gen;
    }
  }
}
