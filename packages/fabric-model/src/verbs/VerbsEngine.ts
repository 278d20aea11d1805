import type { Bytes, Seconds } from "../units.ts";
import { ibvMtuBytes } from "./IbvMtu.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { IbvSge } from "./IbvSendWr.ts";
import type { IbvWc } from "./IbvWc.ts";
import { type IbvWcOpcode, ibvWcOpcodeOf } from "./IbvWcOpcode.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";
import { IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_READ, IBV_ACCESS_REMOTE_WRITE } from "./ibvAccessFlags.ts";
import { IBV_WC_WITH_IMM } from "./ibvSendFlags.ts";
import { ibvAckTimeoutSeconds, ibvRnrTimerSeconds } from "./ibvTimers.ts";
import type { VerbsEvent, VerbsEventKind } from "./VerbsEvent.ts";
import type { VerbsTimedStage, VerbsTiming } from "./VerbsTiming.ts";
import { VerbsEventHeap, type VerbsScheduled } from "./verbsEventHeap.ts";
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

/** What the responder resolved at packet arrival, carried to its DMA stage. */
interface RespWork {
  rq: QpRecord;
  gen: number;
  mr: MrRecord | null;
  recv: RecvWrRecord | null;
}

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Signed distance between two 24-bit PSNs. */
function psnDiff(a: number, b: number): number {
  return (((a - b) & PSN_MASK) << 8) >> 8;
}

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
  readonly #heap = new VerbsEventHeap();
  #seq = 0;
  readonly #timing: VerbsTiming;
  readonly #logLimit: number;
  #log: VerbsEvent[] = [];
  #logStart = 0;
  #logCount = 0;
  #capture: VerbsEvent[] | null = null;
  readonly #durCache = new Map<string, WrDurations>();
  nextKeyIndex = 0x1a2;

  /** `new VerbsEngine({ timing, logLimit })` */
  constructor(options: { timing: VerbsTiming; logLimit: number }) {
    this.#timing = options.timing;
    this.#logLimit = options.logLimit;
  }

  // ---------------------------------------------------------------- log and clock

  /** Number of log entries ever written (including those dropped by the log limit). */
  get logCount(): number {
    return this.#logCount;
  }

  /** The retained log entries with `seq >= since`, oldest first. */
  events(since: number): VerbsEvent[] {
    const out: VerbsEvent[] = [];
    const n = this.#log.length;
    for (let i = 0; i < n; i++) {
      const e = this.#log[(this.#logStart + i) % n] as VerbsEvent;
      if (e.seq >= since) out.push(e);
    }
    return out;
  }

  log(
    kind: VerbsEventKind,
    actor: "cpu" | "hca" | "wire",
    host: string,
    fields: {
      start?: number;
      peer?: string | null;
      qpNum?: number | null;
      wr?: SendWrRecord | null;
      wrId?: number | null;
      opcode?: IbvWrOpcode | null;
      bytes?: number;
      status?: IbvWcStatus | null;
    },
    detail: string,
  ): void {
    const seq = this.#logCount++;
    if (this.#logLimit <= 0 && this.#capture === null) return;
    const wr = fields.wr ?? null;
    const e: VerbsEvent = {
      seq,
      time: this.now as Seconds,
      start: (fields.start ?? this.now) as Seconds,
      host,
      peer: fields.peer ?? null,
      actor,
      kind,
      qpNum: fields.qpNum ?? (wr ? wr.qp.qpNum : null),
      wrId: fields.wrId ?? (wr ? wr.wrId : null),
      opcode: fields.opcode ?? (wr ? wr.opcode : null),
      bytes: fields.bytes ?? 0,
      status: fields.status ?? null,
      detail,
    };
    if (this.#capture !== null) this.#capture.push(e);
    if (this.#logLimit <= 0) return;
    if (this.#log.length < this.#logLimit) {
      this.#log.push(e);
    } else {
      this.#log[this.#logStart] = e;
      this.#logStart = (this.#logStart + 1) % this.#logLimit;
    }
  }

  #schedule(time: number, type: number, target: unknown, gen: number, attempt: number, data: unknown): void {
    this.#heap.push({ time, seq: this.#seq++, type, target, gen, attempt, data });
  }

  /** True when nothing live is scheduled (stale events are discarded on the way). */
  idle(): boolean {
    for (;;) {
      const top = this.#heap.peek();
      if (top === undefined) return true;
      if (this.#live(top)) return false;
      this.#heap.pop();
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
      if (!this.#live(top)) continue;
      if (top.time > this.now) this.now = top.time;
      this.#dispatch(top);
      n++;
    }
    return n;
  }

  /** Runs all live events at the next event time and returns the log entries they wrote. */
  step(): VerbsEvent[] {
    const t = this.nextTime();
    const captured: VerbsEvent[] = [];
    if (t === undefined) return captured;
    this.#capture = captured;
    try {
      this.runUntil(t, Number.POSITIVE_INFINITY);
    } finally {
      this.#capture = null;
    }
    return captured;
  }

  // ---------------------------------------------------------------- timing

  #price(stage: VerbsTimedStage, bytes: number): number {
    const t = this.#timing({ stage, bytes: bytes as Bytes });
    if (typeof t !== "number" || !Number.isFinite(t) || t < 0) {
      throw new RangeError(
        `timing({ stage: "${stage}", bytes: ${bytes} }) returned ${String(t)}: a VerbsTiming must return a finite, non-negative number of seconds`,
      );
    }
    return t;
  }

  /** Stage durations for an opcode and payload, cached (timing functions must be pure). */
  durations(opcode: IbvWrOpcode, bytes: number): WrDurations {
    const read = opcode === "IBV_WR_RDMA_READ";
    const key = `${read ? "r" : "w"}${bytes}`;
    const hit = this.#durCache.get(key);
    if (hit !== undefined) return hit;
    const p = (s: VerbsTimedStage, b: number) => this.#price(s, b);
    const wire0 = p("wire", 0);
    const dr0 = p("dma-read", 0);
    const dw0 = p("dma-write", 0);
    let d: WrDurations;
    if (read) {
      const respDma = p("dma-read", bytes);
      const wireBack = p("wire", bytes);
      const localDma = p("dma-write", bytes);
      d = {
        doorbell: p("doorbell", 0),
        dmaRead: dr0,
        dmaReadOcc: 0,
        wireReq: wire0,
        wireReqOcc: 0,
        respDma,
        respDmaOcc: respDma - dr0,
        wireBack,
        wireBackOcc: wireBack - wire0,
        localDma,
        localDmaOcc: localDma - dw0,
        cqe: p("completion", 0),
        ack: wire0,
      };
    } else {
      const dmaRead = p("dma-read", bytes);
      const wireReq = p("wire", bytes);
      const respDma = p("dma-write", bytes);
      d = {
        doorbell: p("doorbell", 0),
        dmaRead,
        dmaReadOcc: dmaRead - dr0,
        wireReq,
        wireReqOcc: wireReq - wire0,
        respDma,
        respDmaOcc: respDma - dw0,
        wireBack: wire0,
        wireBackOcc: 0,
        localDma: 0,
        localDmaOcc: 0,
        cqe: p("completion", 0),
        ack: wire0,
      };
    }
    if (this.#durCache.size > 4096) this.#durCache.clear();
    this.#durCache.set(key, d);
    return d;
  }

  // ---------------------------------------------------------------- lookups

  deviceByLid(lid: number): DeviceRecord | undefined {
    for (const d of this.devices) if (d.lid === lid && d.linkLayer === "InfiniBand") return d;
    return undefined;
  }

  deviceByGid(gid: string): DeviceRecord | undefined {
    const g = gid.toLowerCase();
    for (const d of this.devices) if (d.gid === g) return d;
    return undefined;
  }

  #destDevice(qp: QpRecord): DeviceRecord | undefined {
    const av = qp.attrs.ahAttr;
    if (av === undefined) return undefined;
    if (av.isGlobal === true && av.grh !== undefined) return this.deviceByGid(av.grh.dgid);
    return av.dlid === undefined ? undefined : this.deviceByLid(av.dlid);
  }

  // ---------------------------------------------------------------- completion queues

  #pushCqe(cq: CqRecord, entry: CqEntry): void {
    if (!cq.alive) return;
    if (cq.entries.length - cq.head >= cq.capacity) {
      cq.overrun = true;
      this.log(
        "async-event",
        "hca",
        cq.device.host,
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
    if (cq.head > 1024 && cq.head * 2 > cq.entries.length) {
      cq.entries = cq.entries.slice(cq.head);
      cq.head = 0;
    }
    return out;
  }

  #purgeCq(cq: CqRecord, qp: QpRecord): void {
    const kept = cq.entries.slice(cq.head).filter((e) => e.qp !== qp);
    cq.entries = kept;
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
    const wc: IbvWc = {
      wrId: recv.wrId,
      status,
      opcode,
      byteLen: status === "IBV_WC_SUCCESS" ? byteLen : 0,
      immData: status === "IBV_WC_SUCCESS" ? immData : undefined,
      wcFlags: status === "IBV_WC_SUCCESS" && immData !== undefined ? IBV_WC_WITH_IMM : 0,
      qpNum: qp.qpNum,
      time: this.now as Seconds,
    };
    this.#pushCqe(qp.recvCq, { wc, qp, gen: qp.gen, sq: false, free: 1 });
  }

  // ---------------------------------------------------------------- QP state

  setState(qp: QpRecord, to: IbvQpState, why: string, actor: "cpu" | "hca"): void {
    const from = qp.state;
    qp.state = to;
    this.log(
      "state-change",
      actor,
      qp.device.host,
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
        qp.device.host,
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
        qp.device.host,
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
    const host = qp.device.host;
    const batch: SendWrRecord[] = [];
    const mtu = qp.attrs.pathMtu === undefined ? 4096 : ibvMtuBytes(qp.attrs.pathMtu);
    for (let i = 0; i < wrs.length; i++) {
      const w = wrs[i] as ValidSendWr;
      const npkts = Math.max(1, Math.ceil(w.bytes / mtu));
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
        payload: null,
        state: "posted",
        attempt: 0,
        sentAt: 0,
        ready: false,
        status: "IBV_WC_SUCCESS",
      };
      qp.nextPsn = (qp.nextPsn + npkts) & PSN_MASK;
      qp.sq.push(wr);
      qp.sqUsed++;
      batch.push(wr);
      this.log(
        "post",
        "cpu",
        host,
        { wr, bytes: w.bytes },
        `CPU posts ${w.opcode} wr ${w.wrId} (${w.bytes} B)`,
      );
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
      this.log(
        "post",
        "cpu",
        qp.device.host,
        { qpNum: qp.qpNum, wrId: w.wrId },
        `CPU posts receive wr ${w.wrId}`,
      );
    }
    if (qp.state === "IBV_QPS_ERR") this.moveToError(qp, "posted while in error", "hca");
  }

  // ---------------------------------------------------------------- event dispatch

  #live(ev: VerbsScheduled): boolean {
    switch (ev.type) {
      case T_DOORBELL: {
        const qp = ev.target as QpRecord;
        return qp.gen === ev.gen;
      }
      case T_RESP_DMA_WRITE:
      case T_RESP_DMA_READ: {
        const w = ev.data as RespWork;
        return w.rq.gen === w.gen;
      }
      case T_RESP_CQE: {
        const w = ev.data as RespWork;
        return w.rq.gen === w.gen && w.recv !== null && w.recv.state === "consumed";
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
    switch (ev.type) {
      case T_DOORBELL:
        this.#onDoorbell(ev.target as QpRecord, ev.data as SendWrRecord[]);
        break;
      case T_SQ_DMA_READ:
        this.#onSqDmaRead(ev.target as SendWrRecord);
        break;
      case T_REQ_ARRIVE:
        this.#onRequestArrive(ev.target as SendWrRecord);
        break;
      case T_RESP_DMA_WRITE:
        this.#onRespDmaWrite(ev.target as SendWrRecord, ev.attempt, ev.data as RespWork);
        break;
      case T_RESP_CQE:
        this.#onRespCqe(ev.target as SendWrRecord, ev.data as RespWork);
        break;
      case T_RESP_DMA_READ:
        this.#onRespDmaRead(ev.target as SendWrRecord, ev.attempt, ev.data as RespWork);
        break;
      case T_READ_RESP_ARRIVE:
        this.#onReadResponse(ev.target as SendWrRecord, ev.data as Uint8Array);
        break;
      case T_SQ_DMA_WRITE:
        this.#onSqDmaWrite(ev.target as SendWrRecord, ev.data as Uint8Array);
        break;
      case T_ACK_ARRIVE:
        this.#onAck(ev.target as SendWrRecord);
        break;
      case T_SQ_CQE:
        this.#onSqCqe(ev.target as SendWrRecord);
        break;
      case T_NAK_ARRIVE:
        this.#onNak(ev.target as SendWrRecord, ev.data as IbvWcStatus);
        break;
      case T_RNR_NAK_ARRIVE:
        this.#onRnrNak(ev.target as SendWrRecord, ev.data as number);
        break;
      case T_TIMEOUT:
        this.#onTimeout(ev.target as SendWrRecord);
        break;
      case T_RETRANSMIT:
        this.#onRetransmit(ev.target as SendWrRecord);
        break;
    }
  }

  // ---------------------------------------------------------------- requester

  #onDoorbell(qp: QpRecord, batch: SendWrRecord[]): void {
    const first = batch[0] as SendWrRecord;
    this.log(
      "doorbell",
      "hca",
      qp.device.host,
      { start: this.now - first.d.doorbell, qpNum: qp.qpNum, wrId: first.wrId },
      `doorbell: HCA sees ${batch.length} new WQE${batch.length === 1 ? "" : "s"} on QP ${hex(qp.qpNum)}`,
    );
    for (const wr of batch) {
      if (wr.state !== "posted") continue;
      const end = pipe(qp.pDmaRead, this.now, wr.d.dmaRead, wr.d.dmaReadOcc);
      qp.pDmaRead = end;
      this.#schedule(end, T_SQ_DMA_READ, wr, qp.gen, 0, null);
    }
  }

  /** Checks local SGEs against the QP's PD; returns a reason when they fail, else null. */
  #checkLocal(qp: QpRecord, sges: readonly IbvSge[], needWrite: boolean): string | null {
    const dev = qp.device;
    for (const sge of sges) {
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

  #gather(qp: QpRecord, sges: readonly IbvSge[], bytes: number): Uint8Array {
    const out = new Uint8Array(bytes);
    let off = 0;
    for (const sge of sges) {
      if (sge.length === 0) continue;
      const mr = qp.device.mrsByKey.get(sge.lkey) as MrRecord;
      const from = sge.addr - mr.addr;
      out.set(mr.buffer.subarray(from, from + sge.length), off);
      off += sge.length;
    }
    return out;
  }

  #scatter(dev: DeviceRecord, sges: readonly IbvSge[], data: Uint8Array): void {
    let off = 0;
    for (const sge of sges) {
      if (off >= data.length) break;
      if (sge.length === 0) continue;
      const mr = dev.mrsByKey.get(sge.lkey);
      const n = Math.min(sge.length, data.length - off);
      if (mr !== undefined) mr.buffer.set(data.subarray(off, off + n), sge.addr - mr.addr);
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
        qp.device.host,
        { start: this.now - wr.d.dmaRead, wr },
        `local protection error: ${bad}`,
      );
      this.#fail(wr, "IBV_WC_LOC_PROT_ERR");
      return;
    }
    if (!isRead) wr.payload = this.#gather(qp, wr.sges, wr.bytes);
    this.log(
      "dma-read",
      "hca",
      qp.device.host,
      { start: this.now - wr.d.dmaRead, wr, bytes: isRead ? 0 : wr.bytes },
      isRead
        ? `HCA fetches the READ WQE`
        : `HCA fetches the WQE and DMA-reads ${wr.bytes} B from host memory`,
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
        this.log(
          "completion",
          "hca",
          qp.device.host,
          { wr: head, status, bytes: 0 },
          failed ? `wr ${head.wrId} completes with ${status}` : `HCA writes CQE for wr ${head.wrId}`,
        );
      } else {
        qp.pendingRetire++;
        this.log(
          "completion",
          "hca",
          qp.device.host,
          { wr: head, status },
          `wr ${head.wrId} done (unsignaled: no CQE)`,
        );
      }
      if (failed) {
        this.moveToError(qp, `wr ${head.wrId} failed with ${status}`, "hca");
        return;
      }
    }
    if (qp.sqHead > 1024 && qp.sqHead * 2 > qp.sq.length) {
      qp.sq = qp.sq.slice(qp.sqHead);
      qp.sqHead = 0;
    }
  }

  #onAck(wr: SendWrRecord): void {
    const qp = wr.qp;
    this.log(
      "wire",
      "wire",
      this.#destDevice(qp)?.host ?? qp.device.host,
      { start: this.now - wr.d.ack, peer: qp.device.host, wr },
      `ACK for wr ${wr.wrId} reaches the requester`,
    );
    this.#succeed(wr);
  }

  #onNak(wr: SendWrRecord, status: IbvWcStatus): void {
    const qp = wr.qp;
    this.log(
      "nak",
      "wire",
      this.#destDevice(qp)?.host ?? qp.device.host,
      { start: this.now - wr.d.ack, peer: qp.device.host, wr, status },
      `NAK for wr ${wr.wrId} reaches the requester: ${status}`,
    );
    this.#fail(wr, status);
  }

  #onRnrNak(wr: SendWrRecord, waitSeconds: number): void {
    const qp = wr.qp;
    const rnrRetry = qp.attrs.rnrRetry ?? 0;
    this.log(
      "rnr-nak",
      "wire",
      this.#destDevice(qp)?.host ?? qp.device.host,
      { peer: qp.device.host, wr },
      `RNR NAK for wr ${wr.wrId}: no receive posted at the responder (retry ${qp.rnrCount + 1} of ${rnrRetry === 7 ? "infinite" : rnrRetry})`,
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
      qp.device.host,
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
      if (!seen) continue;
      if (wr.state === "inflight") {
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
      qp.device.host,
      { wr: from },
      `resending ${n} WR${n === 1 ? "" : "s"} from wr ${from.wrId}`,
    );
  }

  #drop(wr: SendWrRecord, host: string, why: string): void {
    this.log("drop", "hca", host, { wr }, `request for wr ${wr.wrId} dropped: ${why}`);
    const timeout = wr.qp.attrs.timeout ?? 0;
    if (timeout === 0) return;
    const t = Math.max(this.now, wr.sentAt + ibvAckTimeoutSeconds(timeout));
    this.#schedule(t, T_TIMEOUT, wr, wr.gen, wr.attempt, null);
  }

  #onReadResponse(wr: SendWrRecord, data: Uint8Array): void {
    const qp = wr.qp;
    this.log(
      "wire",
      "wire",
      this.#destDevice(qp)?.host ?? qp.device.host,
      { start: this.now - wr.d.wireBack, peer: qp.device.host, wr, bytes: data.length },
      `READ response with ${data.length} B reaches the requester`,
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
        qp.device.host,
        { start: this.now - wr.d.localDma, wr },
        `local protection error: ${bad}`,
      );
      wr.state = "inflight";
      this.#fail(wr, "IBV_WC_LOC_PROT_ERR");
      return;
    }
    this.#scatter(qp.device, wr.sges, data);
    this.log(
      "dma-write",
      "hca",
      qp.device.host,
      { start: this.now - wr.d.localDma, wr, bytes: data.length },
      `HCA DMA-writes the ${data.length} B read into local memory`,
    );
    wr.state = "inflight";
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
    this.log(
      "wire",
      "wire",
      src.device.host,
      { start: wr.sentAt, peer: dev?.host ?? null, wr, bytes: isRead ? 0 : wr.bytes },
      isRead
        ? `READ request for ${wr.bytes} B crosses the wire`
        : `${wr.opcode} packet(s), ${wr.bytes} B, cross the wire`,
    );
    if (dev === undefined) {
      this.#drop(wr, src.device.host, "no port in the fabric matches the address vector (check dlid / dgid)");
      return;
    }
    const destQpNum = src.attrs.destQpNum ?? -1;
    const rq = dev.qps.get(destQpNum);
    if (rq === undefined) {
      this.#drop(wr, dev.host, `no QP ${hex(destQpNum)} on ${dev.host} (check destQpNum)`);
      return;
    }
    if (rq.state !== "IBV_QPS_RTR" && rq.state !== "IBV_QPS_RTS") {
      this.#drop(
        wr,
        dev.host,
        `responder QP ${hex(rq.qpNum)} is in ${rq.state}; it receives only in RTR or RTS`,
      );
      return;
    }
    const diff = psnDiff(wr.psn, rq.ePsn);
    if (diff > 0) {
      this.#drop(
        wr,
        dev.host,
        `PSN ${hex(wr.psn)} is ahead of the expected ${hex(rq.ePsn)} (sqPsn and the peer's rqPsn must match)`,
      );
      return;
    }
    if (diff < 0) {
      // Duplicate of a request already executed: acknowledge again without executing (IB C9-105).
      if (isRead) this.#execRead(wr, rq, dev);
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
          dev.host,
          { peer: src.device.host, wr },
          `receiver not ready: QP ${hex(rq.qpNum)} on ${dev.host} has no receive posted`,
        );
        this.#sendBack(dev, wr, T_RNR_NAK_ARRIVE, ibvRnrTimerSeconds(rq.attrs.minRnrTimer ?? 0), wr.d.ack, 0);
        return;
      }
      rq.rqHead++;
      if (rq.rqHead > 1024 && rq.rqHead * 2 > rq.rq.length) {
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
      else if (found.pd !== rq.pd)
        why = `rkey ${hex(wr.rkey)} belongs to another protection domain than QP ${hex(rq.qpNum)}`;
      else if ((found.access & needMr) === 0)
        why = `MR ${hex(wr.rkey)} was registered without ${isRead ? "IBV_ACCESS_REMOTE_READ" : "IBV_ACCESS_REMOTE_WRITE"}`;
      else if (wr.remoteAddr < found.addr || wr.remoteAddr + wr.bytes > found.addr + found.length) {
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
      let covered = 0;
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
    const work: RespWork = { rq, gen: rq.gen, mr, recv };
    if (isRead) {
      const end = pipe(rq.pRespDma, this.now, wr.d.respDma, wr.d.respDmaOcc);
      rq.pRespDma = end;
      this.#schedule(end, T_RESP_DMA_READ, wr, wr.gen, wr.attempt, work);
    } else {
      const end = pipe(rq.pRespDma, this.now, wr.d.respDma, wr.d.respDmaOcc);
      rq.pRespDma = end;
      this.#schedule(end, T_RESP_DMA_WRITE, wr, wr.gen, wr.attempt, work);
    }
  }

  #execRead(wr: SendWrRecord, rq: QpRecord, dev: DeviceRecord): void {
    const mr = wr.bytes > 0 ? (dev.mrsByKey.get(wr.rkey) ?? null) : null;
    const work: RespWork = { rq, gen: rq.gen, mr, recv: null };
    const end = pipe(rq.pRespDma, this.now, wr.d.respDma, wr.d.respDmaOcc);
    rq.pRespDma = end;
    this.#schedule(end, T_RESP_DMA_READ, wr, wr.gen, wr.attempt, work);
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
      dev.host,
      { peer: wr.qp.device.host, wr, status: requesterStatus },
      `responder rejects wr ${wr.wrId}: ${why}`,
    );
    if (recv !== null) {
      rq.rqActive = rq.rqActive.filter((r) => r !== recv);
      this.#recvCqe(rq, recv, recvStatus, "IBV_WC_RECV", 0, undefined);
      this.log(
        "completion",
        "hca",
        dev.host,
        { qpNum: rq.qpNum, wrId: recv.wrId, status: recvStatus },
        `receive wr ${recv.wrId} completes with ${recvStatus}`,
      );
    }
    this.moveToError(rq, why, "hca");
    this.#sendBack(dev, wr, T_NAK_ARRIVE, requesterStatus, wr.d.ack, 0);
  }

  #onRespDmaWrite(wr: SendWrRecord, attempt: number, work: RespWork): void {
    const { rq } = work;
    const dev = rq.device;
    const data = wr.payload ?? new Uint8Array(0);
    let where = "";
    if (wr.opcode === "IBV_WR_SEND") {
      if (work.recv !== null) this.#scatter(dev, work.recv.sges, data);
      where = `into receive wr ${work.recv?.wrId}`;
    } else if (work.mr !== null) {
      work.mr.buffer.set(data, wr.remoteAddr - work.mr.addr);
      where = `at ${hex(wr.remoteAddr)}`;
    }
    this.log(
      "dma-write",
      "hca",
      dev.host,
      {
        start: this.now - wr.d.respDma,
        qpNum: rq.qpNum,
        wrId: wr.wrId,
        opcode: wr.opcode,
        bytes: data.length,
      },
      `HCA writes ${data.length} B ${where} on ${dev.host}; its CPU is not involved`,
    );
    if (work.recv !== null) {
      const t = pipe(rq.pRespCompletion, this.now, wr.d.cqe, 0);
      rq.pRespCompletion = t;
      this.#schedule(t, T_RESP_CQE, wr, rq.gen, attempt, work);
    }
    const t = pipe(dev.txFree, this.now, wr.d.ack, 0);
    dev.txFree = t;
    this.#schedule(t, T_ACK_ARRIVE, wr, wr.gen, attempt, null);
  }

  #onRespCqe(wr: SendWrRecord, work: RespWork): void {
    const { rq } = work;
    const recv = work.recv as RecvWrRecord;
    rq.rqActive = rq.rqActive.filter((r) => r !== recv);
    const withImm = wr.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM";
    this.#recvCqe(
      rq,
      recv,
      "IBV_WC_SUCCESS",
      withImm ? "IBV_WC_RECV_RDMA_WITH_IMM" : "IBV_WC_RECV",
      wr.bytes,
      wr.immData,
    );
    this.log(
      "completion",
      "hca",
      rq.device.host,
      { qpNum: rq.qpNum, wrId: recv.wrId, status: "IBV_WC_SUCCESS", bytes: 0 },
      `HCA writes CQE for receive wr ${recv.wrId} (${withImm ? "RDMA WRITE with immediate" : "SEND"}, ${wr.bytes} B)`,
    );
  }

  #onRespDmaRead(wr: SendWrRecord, attempt: number, work: RespWork): void {
    const { rq, mr } = work;
    const dev = rq.device;
    const data =
      mr === null
        ? new Uint8Array(0)
        : mr.buffer.slice(wr.remoteAddr - mr.addr, wr.remoteAddr - mr.addr + wr.bytes);
    this.log(
      "dma-read",
      "hca",
      dev.host,
      {
        start: this.now - wr.d.respDma,
        qpNum: rq.qpNum,
        wrId: wr.wrId,
        opcode: wr.opcode,
        bytes: data.length,
      },
      `HCA reads ${data.length} B at ${hex(wr.remoteAddr)} on ${dev.host}; its CPU is not involved`,
    );
    const t = pipe(dev.txFree, this.now, wr.d.wireBack, wr.d.wireBackOcc);
    dev.txFree = t;
    this.#schedule(t, T_READ_RESP_ARRIVE, wr, wr.gen, attempt, data);
  }
}
