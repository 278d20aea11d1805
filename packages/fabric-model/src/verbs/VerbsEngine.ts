import { EventQueue } from "../algorithms/EventQueue.ts";
import type { Bytes, Seconds } from "../units.ts";
import { ibvMtuBytes } from "./IbvMtu.ts";
import type { IbvAhAttr } from "./IbvQpAttr.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { IbvSge } from "./IbvSendWr.ts";
import type { IbvWc } from "./IbvWc.ts";
import { type IbvWcOpcode, ibvWcOpcodeOf } from "./IbvWcOpcode.ts";
import { IBV_WC_STATUSES, type IbvWcStatus } from "./IbvWcStatus.ts";
import { IBV_WR_OPCODES, type IbvWrOpcode } from "./IbvWrOpcode.ts";
import { IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_READ, IBV_ACCESS_REMOTE_WRITE } from "./ibvAccessFlags.ts";
import { IBV_WC_WITH_IMM } from "./ibvSendFlags.ts";
import { ibvAckTimeoutSeconds, ibvRnrTimerSeconds } from "./ibvTimers.ts";
import type { VerbsEvent, VerbsEventKind } from "./VerbsEvent.ts";
import type { VerbsOpTiming, VerbsTiming } from "./VerbsTiming.ts";
import type { VerbsScheduled } from "./verbsEventHeap.ts";
import { LOG_ACTOR, LOG_KIND, V, VerbsLogStore } from "./verbsLogStore.ts";
import type {
  CqEntry,
  CqRecord,
  DeviceRecord,
  MrRecord,
  QpRecord,
  RecvWrRecord,
  SendWrRecord,
  WrDurations,
} from "./verbsRecords.ts";

const PSN_MASK = 0xffffff;

// Event types.
const T_DOORBELL = 0;
const T_SQ_DMA_READ = 1;
const T_REQ_ARRIVE = 2;
const T_RESP_DMA_WRITE = 3;
const T_RESP_CQE = 4;
const T_RESP_DMA_READ = 5;
const T_READ_RESP_ARRIVE = 6;
const T_SQ_DMA_WRITE = 7;
const T_ACK_ARRIVE = 8;
const T_SQ_CQE = 9;
const T_NAK_ARRIVE = 10;
const T_RNR_NAK_ARRIVE = 11;
const T_TIMEOUT = 12;
const T_RETRANSMIT = 13;

/** A send WR after synchronous validation, ready to be queued. */
export interface ValidSendWr {
  wrId: number;
  opcode: IbvWrOpcode;
  signaled: boolean;
  sges: readonly IbvSge[];
  bytes: number;
  immData: number | undefined;
  remoteAddr: number;
  rkey: number;
}

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Signed distance between two 24-bit PSNs. */
function psnDiff(a: number, b: number): number {
  return (((a - b) & PSN_MASK) << 8) >> 8;
}

const OPCODE_CODE: Readonly<Record<IbvWrOpcode, number>> = Object.freeze(
  Object.fromEntries(IBV_WR_OPCODES.map((o, i) => [o, i])) as Record<IbvWrOpcode, number>,
);
const STATUS_CODE: Readonly<Record<IbvWcStatus, number>> = Object.freeze(
  Object.fromEntries(IBV_WC_STATUSES.map((o, i) => [o, i])) as Record<IbvWcStatus, number>,
);
const TIMING_FIELDS: readonly (keyof VerbsOpTiming)[] = [
  "doorbell",
  "requesterDma",
  "requestWire",
  "responderDma",
  "responseWire",
  "requesterDmaWrite",
  "completion",
];
const K = LOG_KIND;
const A = LOG_ACTOR;

function pipe(prevEnd: number, start: number, d: number, occ: number): number {
  return Math.max(start + d, prevEnd + occ);
}

/**
 * The simulation core shared by every device of a fabric: simulated clock, event queue, event log,
 * and the HCA behaviour (requester and responder). Internal: learners use VerbsFabric and VerbsContext.
 */
export class VerbsEngine {
  now = 0;
  readonly devices: DeviceRecord[] = [];
  readonly #heap = new EventQueue<VerbsScheduled>();
  #seq = 0;
  readonly #timing: VerbsTiming;
  readonly #log: VerbsLogStore;
  readonly #free: VerbsScheduled[] = [];
  readonly #durCache = new Map<number, WrDurations>();
  readonly #destCache = new WeakMap<IbvAhAttr, DeviceRecord | undefined>();
  nextKeyIndex = 0x1a2;

  /** `new VerbsEngine({ timing, logLimit, hosts })`; devices are added by VerbsFabric in host order. */
  constructor(options: { timing: VerbsTiming; logLimit: number; hosts: readonly string[] }) {
    this.#timing = options.timing;
    this.#log = new VerbsLogStore({ limit: options.logLimit, hosts: options.hosts });
  }

  // ---------------------------------------------------------------- log and clock

  /** Number of log entries ever written (including those dropped by the log limit). */
  get logCount(): number {
    return this.#log.count;
  }

  /** The retained log entries with `seq >= since`, oldest first. */
  events(since: number): VerbsEvent[] {
    return this.#log.read(since);
  }

  /** Writes a free-text log entry (rare paths: state changes, errors, protocol events). */
  log(
    kind: VerbsEventKind,
    actor: "cpu" | "hca" | "wire",
    dev: DeviceRecord,
    fields: {
      start?: number;
      peer?: DeviceRecord | null;
      qpNum?: number | null;
      wr?: SendWrRecord | null;
      wrId?: number | null;
      bytes?: number;
      status?: IbvWcStatus | null;
    },
    detail: string,
  ): void {
    const L = this.#log;
    const i = L.begin(K[kind], A[actor], dev.index, this.now);
    if (i < 0) return;
    const wr = fields.wr ?? null;
    L.start[i] = fields.start ?? this.now;
    if (fields.peer) L.peer[i] = fields.peer.index;
    const qpNum = fields.qpNum ?? (wr ? wr.qp.qpNum : null);
    if (qpNum !== null) L.qp[i] = qpNum;
    const wrId = fields.wrId ?? (wr ? wr.wrId : null);
    if (wrId !== null) L.wrId[i] = wrId;
    if (wr) L.opcode[i] = OPCODE_CODE[wr.opcode];
    L.bytes[i] = fields.bytes ?? 0;
    if (fields.status) L.status[i] = STATUS_CODE[fields.status];
    L.notes[i] = detail;
  }

  /** Writes a templated log entry about a send WR; the detail text is built only when read. */
  #logWr(
    kind: number,
    actor: number,
    dev: DeviceRecord,
    peer: DeviceRecord | null,
    qpNum: number,
    wr: SendWrRecord,
    bytes: number,
    start: number,
    variant: number,
    arg: number,
  ): void {
    const L = this.#log;
    const i = L.begin(kind, actor, dev.index, this.now);
    if (i < 0) return;
    L.start[i] = start;
    if (peer !== null) L.peer[i] = peer.index;
    L.qp[i] = qpNum;
    L.wrId[i] = wr.wrId;
    L.opcode[i] = OPCODE_CODE[wr.opcode];
    L.bytes[i] = bytes;
    L.variant[i] = variant;
    L.arg[i] = arg;
  }

  /** Sets the status column of the entry just written. */
  #setLastStatus(status: IbvWcStatus): void {
    const L = this.#log;
    if (L.limit > 0) L.status[(L.count - 1) % L.limit] = STATUS_CODE[status];
  }

  /** Logs a CPU poll that returned `count` completions. */
  logPoll(dev: DeviceRecord, first: IbvWc, count: number): void {
    const L = this.#log;
    const i = L.begin(K.poll, A.cpu, dev.index, this.now);
    if (i < 0) return;
    L.qp[i] = first.qpNum;
    L.wrId[i] = first.wrId;
    L.variant[i] = V.POLL;
    L.arg[i] = count;
  }

  #schedule(time: number, type: number, target: unknown, gen: number, attempt: number, data: unknown): void {
    const ev = this.#free.pop();
    if (ev === undefined) {
      this.#heap.push({ time, seq: this.#seq++, type, target, gen, attempt, data });
      return;
    }
    ev.time = time;
    ev.seq = this.#seq++;
    ev.type = type;
    ev.target = target;
    ev.gen = gen;
    ev.attempt = attempt;
    ev.data = data;
    this.#heap.push(ev);
  }

  #recycle(ev: VerbsScheduled): void {
    ev.target = null;
    ev.data = null;
    if (this.#free.length < 4096) this.#free.push(ev);
  }

  /** True when nothing live is scheduled (stale events are discarded on the way). */
  idle(): boolean {
    for (;;) {
      const top = this.#heap.peek();
      if (top === undefined) return true;
      if (this.#live(top)) return false;
      this.#recycle(this.#heap.pop() as VerbsScheduled);
    }
  }

  /** Time of the next live event, or undefined. */
  nextTime(): number | undefined {
    return this.idle() ? undefined : (this.#heap.peek() as VerbsScheduled).time;
  }

  /** Runs every live event due at or before `until`; returns how many ran (at most `maxEvents`). */
  runUntil(until: number, maxEvents: number): number {
    let n = 0;
    while (n < maxEvents) {
      const top = this.#heap.peek();
      if (top === undefined || top.time > until) break;
      this.#heap.pop();
      if (this.#live(top)) {
        if (top.time > this.now) this.now = top.time;
        this.#dispatch(top);
        n++;
      }
      this.#recycle(top);
    }
    return n;
  }

  /** Runs all live events at the next event time and returns the log entries they wrote. */
  step(): VerbsEvent[] {
    const t = this.nextTime();
    if (t === undefined) return [];
    const before = this.#log.count;
    this.runUntil(t, Number.POSITIVE_INFINITY);
    return this.#log.read(before);
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
    const key = bytes * 4 + OPCODE_CODE[opcode];
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

  // ---------------------------------------------------------------- lookups

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

  #destDevice(qp: QpRecord): DeviceRecord | undefined {
    return this.deviceFor(qp.attrs.ahAttr);
  }

  // ---------------------------------------------------------------- completion queues

  #pushCqe(cq: CqRecord, entry: CqEntry): void {
    if (!cq.alive) return;
    if (cq.entries.length - cq.head >= cq.capacity) {
      cq.overrun = true;
      this.log(
        "async-event",
        "hca",
        cq.device,
        { qpNum: entry.qp.qpNum, wrId: entry.wc.wrId, status: entry.wc.status },
        `IBV_EVENT_CQ_ERR: CQ full (${cq.capacity} entries), completion of wr ${entry.wc.wrId} lost; poll more often or create a bigger CQ`,
      );
      return;
    }
    cq.entries.push(entry);
  }

  /** Removes and returns up to `max` completions, releasing the queue slots they retire. */
  poll(cq: CqRecord, max: number): IbvWc[] {
    const out: IbvWc[] = [];
    while (out.length < max && cq.head < cq.entries.length) {
      const e = cq.entries[cq.head++] as CqEntry;
      if (e.qp.gen === e.gen) {
        if (e.sq) e.qp.sqUsed -= e.free;
        else e.qp.rqUsed -= e.free;
      }
      out.push(e.wc);
    }
    if (cq.head === cq.entries.length) {
      cq.entries.length = 0;
      cq.head = 0;
    } else if (cq.head > 1024 && cq.head * 2 > cq.entries.length) {
      cq.entries = cq.entries.slice(cq.head);
      cq.head = 0;
    }
    return out;
  }

  #purgeCq(cq: CqRecord, qp: QpRecord): void {
    cq.entries = cq.entries.slice(cq.head).filter((e) => e.qp !== qp);
    cq.head = 0;
  }

  #sendCqe(wr: SendWrRecord, status: IbvWcStatus): void {
    const qp = wr.qp;
    const ok = status === "IBV_WC_SUCCESS";
    const free = qp.pendingRetire + 1;
    qp.pendingRetire = 0;
    const wc: IbvWc = {
      wrId: wr.wrId,
      status,
      opcode: ibvWcOpcodeOf(wr.opcode),
      byteLen: ok ? wr.bytes : 0,
      immData: undefined,
      wcFlags: 0,
      qpNum: qp.qpNum,
      time: this.now as Seconds,
    };
    this.#pushCqe(qp.sendCq, { wc, qp, gen: qp.gen, sq: true, free });
  }

  #recvCqe(
    qp: QpRecord,
    recv: RecvWrRecord,
    status: IbvWcStatus,
    opcode: IbvWcOpcode,
    byteLen: number,
    immData: number | undefined,
  ): void {
    recv.state = "done";
    const ok = status === "IBV_WC_SUCCESS";
    const wc: IbvWc = {
      wrId: recv.wrId,
      status,
      opcode,
      byteLen: ok ? byteLen : 0,
      immData: ok ? immData : undefined,
      wcFlags: ok && immData !== undefined ? IBV_WC_WITH_IMM : 0,
      qpNum: qp.qpNum,
      time: this.now as Seconds,
    };
    this.#pushCqe(qp.recvCq, { wc, qp, gen: qp.gen, sq: false, free: 1 });
  }

  // ---------------------------------------------------------------- QP state

  /** Records a state change in the log. */
  setState(qp: QpRecord, to: IbvQpState, why: string, actor: "cpu" | "hca"): void {
    const from = qp.state;
    qp.state = to;
    this.log(
      "state-change",
      actor,
      qp.device,
      { qpNum: qp.qpNum },
      `QP ${hex(qp.qpNum)} ${from} -> ${to}: ${why}`,
    );
  }

  /** Moves a QP to ERR and flushes every outstanding WR with IBV_WC_WR_FLUSH_ERR. */
  moveToError(qp: QpRecord, why: string, actor: "cpu" | "hca"): void {
    if (qp.state !== "IBV_QPS_ERR") this.setState(qp, "IBV_QPS_ERR", why, actor);
    qp.stopped = true;
    qp.retransmitPending = false;
    for (let i = qp.sqHead; i < qp.sq.length; i++) {
      const wr = qp.sq[i] as SendWrRecord;
      if (wr.state === "done") continue;
      wr.state = "done";
      this.#sendCqe(wr, "IBV_WC_WR_FLUSH_ERR");
      this.log(
        "completion",
        "hca",
        qp.device,
        { wr, status: "IBV_WC_WR_FLUSH_ERR" },
        `wr ${wr.wrId} flushed: QP ${hex(qp.qpNum)} is in IBV_QPS_ERR`,
      );
    }
    qp.sq = [];
    qp.sqHead = 0;
    const recvs = [...qp.rqActive, ...qp.rq.slice(qp.rqHead)];
    qp.rqActive = [];
    qp.rq = [];
    qp.rqHead = 0;
    for (const recv of recvs) {
      if (recv.state === "done") continue;
      this.#recvCqe(qp, recv, "IBV_WC_WR_FLUSH_ERR", "IBV_WC_RECV", 0, undefined);
      this.log(
        "completion",
        "hca",
        qp.device,
        { qpNum: qp.qpNum, wrId: recv.wrId, status: "IBV_WC_WR_FLUSH_ERR" },
        `receive wr ${recv.wrId} flushed: QP ${hex(qp.qpNum)} is in IBV_QPS_ERR`,
      );
    }
  }

  /** Returns a QP to RESET: queues emptied without completions, its CQEs purged, attributes cleared. */
  reset(qp: QpRecord, actor: "cpu" | "hca", why: string): void {
    qp.gen++;
    for (let i = qp.sqHead; i < qp.sq.length; i++) (qp.sq[i] as SendWrRecord).state = "done";
    for (const r of qp.rq) r.state = "done";
    for (const r of qp.rqActive) r.state = "done";
    qp.sq = [];
    qp.sqHead = 0;
    qp.rq = [];
    qp.rqHead = 0;
    qp.rqActive = [];
    qp.sqUsed = 0;
    qp.rqUsed = 0;
    qp.pendingRetire = 0;
    qp.stopped = false;
    qp.retransmitPending = false;
    qp.retryCount = 0;
    qp.rnrCount = 0;
    qp.attrs = {};
    this.#purgeCq(qp.sendCq, qp);
    if (qp.recvCq !== qp.sendCq) this.#purgeCq(qp.recvCq, qp);
    if (qp.state !== "IBV_QPS_RESET") this.setState(qp, "IBV_QPS_RESET", why, actor);
  }

  // ---------------------------------------------------------------- posting

  /** Queues validated send WRs and rings the doorbell once (the CPU's part ends here). */
  postSend(qp: QpRecord, wrs: readonly ValidSendWr[], durations: readonly WrDurations[]): void {
    const dev = qp.device;
    const batch: SendWrRecord[] = [];
    const mtu = qp.attrs.pathMtu === undefined ? 4096 : ibvMtuBytes(qp.attrs.pathMtu);
    for (let i = 0; i < wrs.length; i++) {
      const w = wrs[i] as ValidSendWr;
      const npkts = w.bytes <= mtu ? 1 : Math.ceil(w.bytes / mtu);
      const wr: SendWrRecord = {
        wrId: w.wrId,
        opcode: w.opcode,
        signaled: w.signaled || qp.sqSigAll,
        sges: w.sges,
        bytes: w.bytes,
        immData: w.immData,
        remoteAddr: w.remoteAddr,
        rkey: w.rkey,
        qp,
        gen: qp.gen,
        psn: qp.nextPsn,
        npkts,
        d: durations[i] as WrDurations,
        state: "posted",
        attempt: 0,
        sentAt: 0,
        ready: false,
        status: "IBV_WC_SUCCESS",
        respQp: null,
        respMr: null,
        recv: null,
      };
      qp.nextPsn = (qp.nextPsn + npkts) & PSN_MASK;
      qp.sq.push(wr);
      qp.sqUsed++;
      batch.push(wr);
      this.#logWr(K.post, A.cpu, dev, null, qp.qpNum, wr, w.bytes, this.now, V.POST_SEND, 0);
    }
    if (qp.state === "IBV_QPS_ERR") {
      this.moveToError(qp, "posted while in error", "hca");
      return;
    }
    const first = batch[0] as SendWrRecord;
    const end = pipe(qp.pDoorbell, this.now, first.d.doorbell, 0);
    qp.pDoorbell = end;
    this.#schedule(end, T_DOORBELL, qp, qp.gen, 0, batch);
  }

  /** Queues receive WRs (flushed at once on a QP in ERR). */
  postRecv(qp: QpRecord, wrs: readonly { wrId: number; sges: readonly IbvSge[] }[]): void {
    for (const w of wrs) {
      const recv: RecvWrRecord = { wrId: w.wrId, sges: w.sges, state: "posted" };
      qp.rq.push(recv);
      qp.rqUsed++;
      const L = this.#log;
      const i = L.begin(K.post, A.cpu, qp.device.index, this.now);
      if (i >= 0) {
        L.qp[i] = qp.qpNum;
        L.wrId[i] = w.wrId;
        L.variant[i] = V.POST_RECV;
      }
    }
    if (qp.state === "IBV_QPS_ERR") this.moveToError(qp, "posted while in error", "hca");
  }

  // ---------------------------------------------------------------- event dispatch

  #live(ev: VerbsScheduled): boolean {
    switch (ev.type) {
      case T_DOORBELL:
        return (ev.target as QpRecord).gen === ev.gen;
      case T_RESP_DMA_WRITE:
      case T_RESP_DMA_READ: {
        const rq = (ev.target as SendWrRecord).respQp;
        return rq !== null && rq.gen === ev.gen;
      }
      case T_RESP_CQE: {
        const rq = (ev.target as SendWrRecord).respQp;
        return rq !== null && rq.gen === ev.gen && (ev.data as RecvWrRecord).state === "consumed";
      }
      case T_SQ_DMA_READ: {
        const wr = ev.target as SendWrRecord;
        return wr.state === "posted" && wr.qp.gen === wr.gen;
      }
      case T_SQ_CQE: {
        const wr = ev.target as SendWrRecord;
        return (wr.state === "acked" || wr.state === "failing") && wr.qp.gen === wr.gen;
      }
      case T_SQ_DMA_WRITE: {
        const wr = ev.target as SendWrRecord;
        return wr.state === "acked" && wr.attempt === ev.attempt && wr.qp.gen === wr.gen;
      }
      case T_RETRANSMIT: {
        const wr = ev.target as SendWrRecord;
        return wr.state === "held" && wr.qp.gen === wr.gen;
      }
      default: {
        const wr = ev.target as SendWrRecord;
        return wr.state === "inflight" && wr.attempt === ev.attempt && wr.qp.gen === wr.gen;
      }
    }
  }

  #dispatch(ev: VerbsScheduled): void {
    const wr = ev.target as SendWrRecord;
    switch (ev.type) {
      case T_DOORBELL:
        this.#onDoorbell(ev.target as QpRecord, ev.data as SendWrRecord[]);
        break;
      case T_SQ_DMA_READ:
        this.#onSqDmaRead(wr);
        break;
      case T_REQ_ARRIVE:
        this.#onRequestArrive(wr);
        break;
      case T_RESP_DMA_WRITE:
        this.#onRespDmaWrite(wr, ev.attempt);
        break;
      case T_RESP_CQE:
        this.#onRespCqe(wr, ev.data as RecvWrRecord);
        break;
      case T_RESP_DMA_READ:
        this.#onRespDmaRead(wr, ev.attempt);
        break;
      case T_READ_RESP_ARRIVE:
        this.#onReadResponse(wr, ev.data as Uint8Array);
        break;
      case T_SQ_DMA_WRITE:
        this.#onSqDmaWrite(wr, ev.data as Uint8Array);
        break;
      case T_ACK_ARRIVE:
        this.#onAck(wr);
        break;
      case T_SQ_CQE:
        this.#onSqCqe(wr);
        break;
      case T_NAK_ARRIVE:
        this.#onNak(wr, ev.data as IbvWcStatus);
        break;
      case T_RNR_NAK_ARRIVE:
        this.#onRnrNak(wr, ev.data as number);
        break;
      case T_TIMEOUT:
        this.#onTimeout(wr);
        break;
      case T_RETRANSMIT:
        this.#onRetransmit(wr);
        break;
    }
  }

  // ---------------------------------------------------------------- requester

  #onDoorbell(qp: QpRecord, batch: SendWrRecord[]): void {
    const first = batch[0] as SendWrRecord;
    const L = this.#log;
    const i = L.begin(K.doorbell, A.hca, qp.device.index, this.now);
    if (i >= 0) {
      L.start[i] = this.now - first.d.doorbell;
      L.qp[i] = qp.qpNum;
      L.wrId[i] = first.wrId;
      L.variant[i] = V.DOORBELL;
      L.arg[i] = batch.length;
    }
    for (const wr of batch) {
      if (wr.state !== "posted") continue;
      const end = pipe(qp.pDmaRead, this.now, wr.d.dmaRead, wr.d.dmaReadOcc);
      qp.pDmaRead = end;
      this.#schedule(end, T_SQ_DMA_READ, wr, qp.gen, 0, null);
    }
  }

  /** Checks SGEs against a QP's PD; returns a reason when they fail, else null. */
  #checkLocal(qp: QpRecord, sges: readonly IbvSge[], needWrite: boolean): string | null {
    const dev = qp.device;
    for (let k = 0; k < sges.length; k++) {
      const sge = sges[k] as IbvSge;
      if (sge.length === 0) continue;
      const mr = dev.mrsByKey.get(sge.lkey);
      if (mr === undefined || !mr.alive) return `lkey ${hex(sge.lkey)} is not a registered MR on ${dev.host}`;
      if (mr.pd !== qp.pd)
        return `lkey ${hex(sge.lkey)} belongs to another protection domain than QP ${hex(qp.qpNum)}`;
      if (sge.addr < mr.addr || sge.addr + sge.length > mr.addr + mr.length) {
        return `SGE [${hex(sge.addr)}, +${sge.length}) is outside MR [${hex(mr.addr)}, +${mr.length})`;
      }
      if (needWrite && (mr.access & IBV_ACCESS_LOCAL_WRITE) === 0) {
        return `MR ${hex(mr.lkey)} lacks IBV_ACCESS_LOCAL_WRITE, needed to land data in it`;
      }
    }
    return null;
  }

  /** Gathers the bytes of `sges` (registered on `dev`) into a new array. */
  #gather(dev: DeviceRecord, sges: readonly IbvSge[], bytes: number): Uint8Array {
    const out = new Uint8Array(bytes);
    let off = 0;
    for (const sge of sges) {
      if (sge.length === 0) continue;
      const mr = dev.mrsByKey.get(sge.lkey);
      if (mr !== undefined) {
        const from = sge.addr - mr.addr;
        out.set(mr.buffer.subarray(from, from + sge.length), off);
      }
      off += sge.length;
    }
    return out;
  }

  /** Copies `n` bytes, with a plain loop for small copies (cheaper than creating views). */
  #copy(src: Uint8Array, srcOff: number, dst: Uint8Array, dstOff: number, n: number): void {
    if (n <= 64) {
      for (let k = 0; k < n; k++) dst[dstOff + k] = src[srcOff + k] as number;
    } else {
      dst.set(src.subarray(srcOff, srcOff + n), dstOff);
    }
  }

  /** Moves a WRITE/SEND payload from the requester's SGEs to one contiguous destination. */
  #moveTo(wr: SendWrRecord, dst: Uint8Array, dstOff: number): void {
    const dev = wr.qp.device;
    let off = dstOff;
    for (let k = 0; k < wr.sges.length; k++) {
      const sge = wr.sges[k] as IbvSge;
      if (sge.length === 0) continue;
      const mr = dev.mrsByKey.get(sge.lkey);
      if (mr !== undefined) this.#copy(mr.buffer, sge.addr - mr.addr, dst, off, sge.length);
      off += sge.length;
    }
  }

  #scatter(dev: DeviceRecord, sges: readonly IbvSge[], data: Uint8Array): void {
    let off = 0;
    for (const sge of sges) {
      if (off >= data.length) break;
      if (sge.length === 0) continue;
      const mr = dev.mrsByKey.get(sge.lkey);
      const n = Math.min(sge.length, data.length - off);
      if (mr !== undefined) this.#copy(data, off, mr.buffer, sge.addr - mr.addr, n);
      off += n;
    }
  }

  #onSqDmaRead(wr: SendWrRecord): void {
    const qp = wr.qp;
    if (qp.stopped) return;
    const isRead = wr.opcode === "IBV_WR_RDMA_READ";
    const bad = this.#checkLocal(qp, wr.sges, isRead);
    if (bad !== null) {
      this.log(
        "dma-read",
        "hca",
        qp.device,
        { start: this.now - wr.d.dmaRead, wr },
        `local protection error: ${bad}`,
      );
      this.#fail(wr, "IBV_WC_LOC_PROT_ERR");
      return;
    }
    this.#logWr(
      K["dma-read"],
      A.hca,
      qp.device,
      null,
      qp.qpNum,
      wr,
      isRead ? 0 : wr.bytes,
      this.now - wr.d.dmaRead,
      V.SQ_DMA_READ,
      0,
    );
    if (qp.retransmitPending) {
      wr.state = "held";
      return;
    }
    this.#transmit(wr);
  }

  #transmit(wr: SendWrRecord): void {
    const dev = wr.qp.device;
    wr.state = "inflight";
    wr.sentAt = this.now;
    const arrive = pipe(dev.txFree, this.now, wr.d.wireReq, wr.d.wireReqOcc);
    dev.txFree = arrive;
    this.#schedule(arrive, T_REQ_ARRIVE, wr, wr.gen, wr.attempt, null);
  }

  /** Decides an error for a WR: nothing more is sent on its QP; the error CQE comes in order. */
  #fail(wr: SendWrRecord, status: IbvWcStatus): void {
    const qp = wr.qp;
    qp.stopped = true;
    wr.state = "failing";
    wr.status = status;
    const t = pipe(qp.pCompletion, this.now, wr.d.cqe, 0);
    qp.pCompletion = t;
    this.#schedule(t, T_SQ_CQE, wr, qp.gen, wr.attempt, null);
  }

  #succeed(wr: SendWrRecord): void {
    const qp = wr.qp;
    wr.state = "acked";
    qp.retryCount = 0;
    qp.rnrCount = 0;
    const t = pipe(qp.pCompletion, this.now, wr.d.cqe, 0);
    qp.pCompletion = t;
    this.#schedule(t, T_SQ_CQE, wr, qp.gen, wr.attempt, null);
  }

  #onSqCqe(wr: SendWrRecord): void {
    wr.ready = true;
    const qp = wr.qp;
    const dev = qp.device;
    while (qp.sqHead < qp.sq.length) {
      const head = qp.sq[qp.sqHead] as SendWrRecord;
      if (head.state === "done") {
        qp.sqHead++;
        continue;
      }
      if (!head.ready) break;
      qp.sqHead++;
      const failed = head.state === "failing";
      const status = failed ? head.status : "IBV_WC_SUCCESS";
      head.state = "done";
      if (failed || head.signaled) {
        this.#sendCqe(head, status);
        if (failed) {
          this.log(
            "completion",
            "hca",
            dev,
            { wr: head, status },
            `wr ${head.wrId} completes with ${status}`,
          );
        } else {
          this.#logWr(K.completion, A.hca, dev, null, qp.qpNum, head, 0, this.now, V.CQE, 0);
          this.#setLastStatus("IBV_WC_SUCCESS");
        }
      } else {
        qp.pendingRetire++;
        this.#logWr(K.completion, A.hca, dev, null, qp.qpNum, head, 0, this.now, V.CQE_UNSIGNALED, 0);
      }
      if (failed) {
        this.moveToError(qp, `wr ${head.wrId} failed with ${status}`, "hca");
        return;
      }
    }
    if (qp.sqHead === qp.sq.length) {
      qp.sq.length = 0;
      qp.sqHead = 0;
    } else if (qp.sqHead > 1024 && qp.sqHead * 2 > qp.sq.length) {
      qp.sq = qp.sq.slice(qp.sqHead);
      qp.sqHead = 0;
    }
  }

  #onAck(wr: SendWrRecord): void {
    const qp = wr.qp;
    const from = this.#destDevice(qp) ?? qp.device;
    this.#logWr(K.wire, A.wire, from, qp.device, qp.qpNum, wr, 0, this.now - wr.d.ack, V.ACK_WIRE, 0);
    this.#succeed(wr);
  }

  #onNak(wr: SendWrRecord, status: IbvWcStatus): void {
    const qp = wr.qp;
    const from = this.#destDevice(qp) ?? qp.device;
    this.#logWr(K.nak, A.wire, from, qp.device, qp.qpNum, wr, 0, this.now - wr.d.ack, V.NAK_WIRE, 0);
    this.#setLastStatus(status);
    this.#fail(wr, status);
  }

  #onRnrNak(wr: SendWrRecord, waitSeconds: number): void {
    const qp = wr.qp;
    const rnrRetry = qp.attrs.rnrRetry ?? 0;
    this.log(
      "rnr-nak",
      "wire",
      this.#destDevice(qp) ?? qp.device,
      { start: this.now - wr.d.ack, peer: qp.device, wr },
      `RNR NAK for wr ${wr.wrId} reaches the requester: no receive was posted (RNR retry ${qp.rnrCount + 1} of ${rnrRetry === 7 ? "infinite" : rnrRetry})`,
    );
    if (rnrRetry !== 7 && qp.rnrCount >= rnrRetry) {
      this.#fail(wr, "IBV_WC_RNR_RETRY_EXC_ERR");
      return;
    }
    qp.rnrCount++;
    this.#goBackN(wr, this.now + waitSeconds);
  }

  #onTimeout(wr: SendWrRecord): void {
    const qp = wr.qp;
    const retryCnt = qp.attrs.retryCnt ?? 0;
    this.log(
      "timeout",
      "hca",
      qp.device,
      { start: wr.sentAt, wr },
      `no ACK for wr ${wr.wrId} within the local ACK timeout (retry ${qp.retryCount + 1} of ${retryCnt})`,
    );
    if (qp.retryCount >= retryCnt) {
      this.#fail(wr, "IBV_WC_RETRY_EXC_ERR");
      return;
    }
    qp.retryCount++;
    this.#goBackN(wr, this.now);
  }

  /** Go-back-N: hold `from` and every later sent WR; resend them all at `at`. */
  #goBackN(from: SendWrRecord, at: number): void {
    const qp = from.qp;
    qp.retransmitPending = true;
    let seen = false;
    for (let i = qp.sqHead; i < qp.sq.length; i++) {
      const wr = qp.sq[i] as SendWrRecord;
      if (wr === from) seen = true;
      if (seen && wr.state === "inflight") {
        wr.attempt++;
        wr.state = "held";
      }
    }
    this.#schedule(at, T_RETRANSMIT, from, qp.gen, from.attempt, null);
  }

  #onRetransmit(from: SendWrRecord): void {
    const qp = from.qp;
    qp.retransmitPending = false;
    let seen = false;
    let n = 0;
    for (let i = qp.sqHead; i < qp.sq.length; i++) {
      const wr = qp.sq[i] as SendWrRecord;
      if (wr.state === "failing") break;
      if (wr === from) seen = true;
      if (seen && wr.state === "held") {
        this.#transmit(wr);
        n++;
      }
    }
    this.log(
      "retransmit",
      "hca",
      qp.device,
      { wr: from },
      `resending ${n} WR${n === 1 ? "" : "s"} from wr ${from.wrId}`,
    );
  }

  #drop(wr: SendWrRecord, dev: DeviceRecord, why: string): void {
    this.log("drop", "hca", dev, { wr }, `request for wr ${wr.wrId} dropped: ${why}`);
    const timeout = wr.qp.attrs.timeout ?? 0;
    if (timeout === 0) return;
    const t = Math.max(this.now, wr.sentAt + ibvAckTimeoutSeconds(timeout));
    this.#schedule(t, T_TIMEOUT, wr, wr.gen, wr.attempt, null);
  }

  #onReadResponse(wr: SendWrRecord, data: Uint8Array): void {
    const qp = wr.qp;
    const from = this.#destDevice(qp) ?? qp.device;
    this.#logWr(
      K.wire,
      A.wire,
      from,
      qp.device,
      qp.qpNum,
      wr,
      data.length,
      this.now - wr.d.wireBack,
      V.READ_RESP_WIRE,
      0,
    );
    wr.state = "acked";
    qp.retryCount = 0;
    qp.rnrCount = 0;
    const end = pipe(qp.pLocalDma, this.now, wr.d.localDma, wr.d.localDmaOcc);
    qp.pLocalDma = end;
    this.#schedule(end, T_SQ_DMA_WRITE, wr, qp.gen, wr.attempt, data);
  }

  #onSqDmaWrite(wr: SendWrRecord, data: Uint8Array): void {
    const qp = wr.qp;
    const bad = this.#checkLocal(qp, wr.sges, true);
    if (bad !== null) {
      this.log(
        "dma-write",
        "hca",
        qp.device,
        { start: this.now - wr.d.localDma, wr },
        `local protection error: ${bad}`,
      );
      this.#fail(wr, "IBV_WC_LOC_PROT_ERR");
      return;
    }
    this.#scatter(qp.device, wr.sges, data);
    this.#logWr(
      K["dma-write"],
      A.hca,
      qp.device,
      null,
      qp.qpNum,
      wr,
      data.length,
      this.now - wr.d.localDma,
      V.SQ_DMA_WRITE,
      0,
    );
    this.#succeed(wr);
  }

  // ---------------------------------------------------------------- responder

  #sendBack(dev: DeviceRecord, wr: SendWrRecord, type: number, data: unknown, d: number, occ: number): void {
    const t = pipe(dev.txFree, this.now, d, occ);
    dev.txFree = t;
    this.#schedule(t, type, wr, wr.gen, wr.attempt, data);
  }

  #onRequestArrive(wr: SendWrRecord): void {
    const src = wr.qp;
    const dev = this.#destDevice(src);
    const isRead = wr.opcode === "IBV_WR_RDMA_READ";
    this.#logWr(
      K.wire,
      A.wire,
      src.device,
      dev ?? null,
      src.qpNum,
      wr,
      isRead ? 0 : wr.bytes,
      wr.sentAt,
      V.REQ_WIRE,
      isRead ? wr.bytes : wr.npkts,
    );
    if (dev === undefined) {
      this.#drop(wr, src.device, "no port in the fabric matches the address vector (check dlid / dgid)");
      return;
    }
    const destQpNum = src.attrs.destQpNum ?? -1;
    const rq = dev.qps.get(destQpNum);
    if (rq === undefined) {
      this.#drop(wr, dev, `no QP ${hex(destQpNum)} on ${dev.host} (check destQpNum)`);
      return;
    }
    if (rq.state !== "IBV_QPS_RTR" && rq.state !== "IBV_QPS_RTS") {
      this.#drop(wr, dev, `responder QP ${hex(rq.qpNum)} is in ${rq.state}; it receives only in RTR or RTS`);
      return;
    }
    const diff = psnDiff(wr.psn, rq.ePsn);
    if (diff > 0) {
      this.#drop(
        wr,
        dev,
        `PSN ${hex(wr.psn)} is ahead of the expected ${hex(rq.ePsn)} (the requester's sqPsn must equal the responder's rqPsn)`,
      );
      return;
    }
    if (diff < 0) {
      // Duplicate of a request already executed: acknowledge again without executing (IB spec C9-105).
      wr.respQp = rq;
      if (isRead) this.#scheduleRespDma(wr, rq, T_RESP_DMA_READ);
      else this.#sendBack(dev, wr, T_ACK_ARRIVE, null, wr.d.ack, 0);
      return;
    }
    const needQp = isRead ? IBV_ACCESS_REMOTE_READ : IBV_ACCESS_REMOTE_WRITE;
    if (wr.opcode !== "IBV_WR_SEND" && ((rq.attrs.qpAccessFlags ?? 0) & needQp) === 0) {
      const flag = isRead ? "IBV_ACCESS_REMOTE_READ" : "IBV_ACCESS_REMOTE_WRITE";
      this.#classC(
        wr,
        rq,
        dev,
        "IBV_WC_REM_INV_REQ_ERR",
        null,
        "IBV_WC_REM_INV_REQ_ERR",
        `responder QP's qpAccessFlags lack ${flag}`,
      );
      return;
    }
    const srcMtu = ibvMtuBytes(src.attrs.pathMtu ?? "IBV_MTU_4096");
    const dstMtu = ibvMtuBytes(rq.attrs.pathMtu ?? "IBV_MTU_4096");
    if (!isRead && Math.min(wr.bytes, srcMtu) > dstMtu) {
      this.#classC(
        wr,
        rq,
        dev,
        "IBV_WC_REM_INV_REQ_ERR",
        null,
        "IBV_WC_REM_INV_REQ_ERR",
        `packets of ${srcMtu} B exceed the responder's path MTU of ${dstMtu} B`,
      );
      return;
    }
    if (isRead && (rq.attrs.maxDestRdAtomic ?? 0) === 0) {
      this.#classC(
        wr,
        rq,
        dev,
        "IBV_WC_REM_INV_REQ_ERR",
        null,
        "IBV_WC_REM_INV_REQ_ERR",
        "responder QP has maxDestRdAtomic 0: it accepts no RDMA READ",
      );
      return;
    }
    let recv: RecvWrRecord | null = null;
    if (wr.opcode === "IBV_WR_SEND" || wr.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM") {
      const next = rq.rq[rq.rqHead];
      if (next === undefined) {
        this.log(
          "rnr-nak",
          "hca",
          dev,
          { peer: src.device, wr, qpNum: rq.qpNum },
          `receiver not ready: QP ${hex(rq.qpNum)} on ${dev.host} has no receive posted; RNR NAK sent`,
        );
        this.#sendBack(dev, wr, T_RNR_NAK_ARRIVE, ibvRnrTimerSeconds(rq.attrs.minRnrTimer ?? 0), wr.d.ack, 0);
        return;
      }
      rq.rqHead++;
      if (rq.rqHead === rq.rq.length) {
        rq.rq.length = 0;
        rq.rqHead = 0;
      } else if (rq.rqHead > 1024 && rq.rqHead * 2 > rq.rq.length) {
        rq.rq = rq.rq.slice(rq.rqHead);
        rq.rqHead = 0;
      }
      next.state = "consumed";
      rq.rqActive.push(next);
      recv = next;
    }
    let mr: MrRecord | null = null;
    if (wr.opcode !== "IBV_WR_SEND" && wr.bytes > 0) {
      const needMr = isRead ? IBV_ACCESS_REMOTE_READ : IBV_ACCESS_REMOTE_WRITE;
      const found = dev.mrsByKey.get(wr.rkey);
      let why: string | null = null;
      if (found === undefined || !found.alive)
        why = `rkey ${hex(wr.rkey)} is not a registered MR on ${dev.host}`;
      else if (found.pd !== rq.pd) {
        why = `rkey ${hex(wr.rkey)} belongs to another protection domain than QP ${hex(rq.qpNum)}`;
      } else if ((found.access & needMr) === 0) {
        why = `MR ${hex(wr.rkey)} was registered without ${isRead ? "IBV_ACCESS_REMOTE_READ" : "IBV_ACCESS_REMOTE_WRITE"}`;
      } else if (wr.remoteAddr < found.addr || wr.remoteAddr + wr.bytes > found.addr + found.length) {
        why = `[${hex(wr.remoteAddr)}, +${wr.bytes}) is outside MR [${hex(found.addr)}, +${found.length})`;
      }
      if (why !== null) {
        this.#classC(wr, rq, dev, "IBV_WC_REM_ACCESS_ERR", recv, "IBV_WC_REM_ACCESS_ERR", why);
        return;
      }
      mr = found as MrRecord;
    }
    if (wr.opcode === "IBV_WR_SEND" && recv !== null) {
      let room = 0;
      for (const sge of recv.sges) room += sge.length;
      if (room < wr.bytes) {
        this.#classC(
          wr,
          rq,
          dev,
          "IBV_WC_REM_INV_REQ_ERR",
          recv,
          "IBV_WC_LOC_LEN_ERR",
          `message of ${wr.bytes} B is larger than the ${room} B receive buffer`,
        );
        return;
      }
      const used: IbvSge[] = [];
      let covered = 0;
      for (const sge of recv.sges) {
        if (covered >= wr.bytes) break;
        used.push({ addr: sge.addr, length: Math.min(sge.length, wr.bytes - covered), lkey: sge.lkey });
        covered += sge.length;
      }
      const bad = this.#checkLocal(rq, used, true);
      if (bad !== null) {
        this.#classC(wr, rq, dev, "IBV_WC_REM_OP_ERR", recv, "IBV_WC_LOC_PROT_ERR", `receive buffer: ${bad}`);
        return;
      }
    }
    rq.ePsn = (rq.ePsn + wr.npkts) & PSN_MASK;
    wr.respQp = rq;
    wr.respMr = mr;
    wr.recv = recv;
    this.#scheduleRespDma(wr, rq, isRead ? T_RESP_DMA_READ : T_RESP_DMA_WRITE);
  }

  #scheduleRespDma(wr: SendWrRecord, rq: QpRecord, type: number): void {
    if (type === T_RESP_DMA_READ && wr.bytes > 0) wr.respMr = rq.device.mrsByKey.get(wr.rkey) ?? null;
    const end = pipe(rq.pRespDma, this.now, wr.d.respDma, wr.d.respDmaOcc);
    rq.pRespDma = end;
    this.#schedule(end, type, wr, rq.gen, wr.attempt, null);
  }

  /** A responder error of class C (IB spec 9.9.3): NAK the requester, complete the receive (if any), move the responder QP to ERR. */
  #classC(
    wr: SendWrRecord,
    rq: QpRecord,
    dev: DeviceRecord,
    requesterStatus: IbvWcStatus,
    recv: RecvWrRecord | null,
    recvStatus: IbvWcStatus,
    why: string,
  ): void {
    this.log(
      "nak",
      "hca",
      dev,
      { peer: wr.qp.device, wr, qpNum: rq.qpNum, status: requesterStatus },
      `responder rejects wr ${wr.wrId}: ${why}; NAK sent`,
    );
    if (recv !== null) {
      rq.rqActive = rq.rqActive.filter((r) => r !== recv);
      this.#recvCqe(rq, recv, recvStatus, "IBV_WC_RECV", 0, undefined);
      this.log(
        "completion",
        "hca",
        dev,
        { qpNum: rq.qpNum, wrId: recv.wrId, status: recvStatus },
        `receive wr ${recv.wrId} completes with ${recvStatus}`,
      );
    }
    this.moveToError(rq, why, "hca");
    this.#sendBack(dev, wr, T_NAK_ARRIVE, requesterStatus, wr.d.ack, 0);
  }

  #onRespDmaWrite(wr: SendWrRecord, attempt: number): void {
    const rq = wr.respQp as QpRecord;
    const dev = rq.device;
    const recv = wr.recv;
    if (wr.opcode === "IBV_WR_SEND") {
      if (recv !== null && wr.bytes > 0) {
        const first = recv.sges[0] as IbvSge;
        const mr = dev.mrsByKey.get(first.lkey);
        if (recv.sges.length === 1 && mr !== undefined) this.#moveTo(wr, mr.buffer, first.addr - mr.addr);
        else this.#scatter(dev, recv.sges, this.#gather(wr.qp.device, wr.sges, wr.bytes));
      }
      this.#logWr(
        K["dma-write"],
        A.hca,
        dev,
        null,
        rq.qpNum,
        wr,
        wr.bytes,
        this.now - wr.d.respDma,
        V.RESP_DMA_WRITE_SEND,
        recv?.wrId ?? 0,
      );
    } else {
      if (wr.respMr !== null) this.#moveTo(wr, wr.respMr.buffer, wr.remoteAddr - wr.respMr.addr);
      this.#logWr(
        K["dma-write"],
        A.hca,
        dev,
        null,
        rq.qpNum,
        wr,
        wr.bytes,
        this.now - wr.d.respDma,
        V.RESP_DMA_WRITE,
        wr.remoteAddr,
      );
    }
    if (recv !== null) {
      const t = pipe(rq.pRespCompletion, this.now, wr.d.cqe, 0);
      rq.pRespCompletion = t;
      this.#schedule(t, T_RESP_CQE, wr, rq.gen, attempt, recv);
    }
    const t = pipe(dev.txFree, this.now, wr.d.ack, 0);
    dev.txFree = t;
    this.#schedule(t, T_ACK_ARRIVE, wr, wr.gen, attempt, null);
  }

  #onRespCqe(wr: SendWrRecord, recv: RecvWrRecord): void {
    const rq = wr.respQp as QpRecord;
    const k = rq.rqActive.indexOf(recv);
    if (k >= 0) rq.rqActive.splice(k, 1);
    const withImm = wr.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM";
    this.#recvCqe(
      rq,
      recv,
      "IBV_WC_SUCCESS",
      withImm ? "IBV_WC_RECV_RDMA_WITH_IMM" : "IBV_WC_RECV",
      wr.bytes,
      wr.immData,
    );
    const L = this.#log;
    const i = L.begin(K.completion, A.hca, rq.device.index, this.now);
    if (i >= 0) {
      L.qp[i] = rq.qpNum;
      L.wrId[i] = recv.wrId;
      L.bytes[i] = wr.bytes;
      L.status[i] = STATUS_CODE.IBV_WC_SUCCESS;
      L.variant[i] = V.RECV_CQE;
      L.arg[i] = withImm ? 1 : 0;
    }
  }

  #onRespDmaRead(wr: SendWrRecord, attempt: number): void {
    const rq = wr.respQp as QpRecord;
    const mr = wr.respMr;
    const dev = rq.device;
    const off = mr === null ? 0 : wr.remoteAddr - mr.addr;
    const data = mr === null ? new Uint8Array(0) : mr.buffer.slice(off, off + wr.bytes);
    this.#logWr(
      K["dma-read"],
      A.hca,
      dev,
      null,
      rq.qpNum,
      wr,
      data.length,
      this.now - wr.d.respDma,
      V.RESP_DMA_READ,
      wr.remoteAddr,
    );
    const t = pipe(dev.txFree, this.now, wr.d.wireBack, wr.d.wireBackOcc);
    dev.txFree = t;
    this.#schedule(t, T_READ_RESP_ARRIVE, wr, wr.gen, attempt, data);
  }
}
