import type { Seconds } from "../units.ts";
import type { IbvWc } from "./IbvWc.ts";
import { type IbvWcOpcode, ibvWcOpcodeOf } from "./IbvWcOpcode.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import { IBV_WC_WITH_IMM } from "./ibvSendFlags.ts";
import type { VerbsEngine } from "./VerbsEngine.ts";
import { LOG_ACTOR as A, LOG_LINE as C, LOG_KIND as K } from "./verbsLogStore.ts";
import type {
  CqEntry,
  CqRecord,
  DeviceRecord,
  QpRecord,
  RecvWrRecord,
  SendWrRecord,
} from "./verbsRecords.ts";

/*
 * Completion queues: the HCA writes a CQE (or loses it when the CQ is full, with an async event),
 * the CPU polls it and so frees the queue slots it retires. Internal to the verbs simulator.
 */

/** Adds a completion to a CQ; a full CQ loses it and logs IBV_EVENT_CQ_ERR. */
function pushCqe(engine: VerbsEngine, cq: CqRecord, entry: CqEntry): void {
  if (!cq.alive) return;
  if (cq.entries.length - cq.head >= cq.capacity) {
    cq.overrun = true;
    engine.note(
      "async-event",
      "hca",
      cq.device,
      { qpNum: entry.qp.qpNum, wrId: entry.wc.wrId, status: entry.wc.status },
      "cq-overrun",
      { capacity: cq.capacity, wr: entry.wc.wrId },
    );
    return;
  }
  cq.entries.push(entry);
}

/**
 * The CPU takes up to `max` completions off a CQ (C: `ibv_poll_cq`), releasing the queue slots
 * they retire, and the log records the poll when it returned any.
 */
export function pollCompletions(engine: VerbsEngine, dev: DeviceRecord, cq: CqRecord, max: number): IbvWc[] {
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
  const first = out[0];
  if (first !== undefined) {
    const L = engine.log;
    const i = L.begin(K.poll, A.cpu, dev.index, engine.now, out.length === 1 ? C.poll : C["poll-batch"]);
    if (i >= 0) {
      L.qp[i] = first.qpNum;
      L.wrId[i] = first.wrId;
      L.arg[i] = out.length;
    }
  }
  return out;
}

/** Removes a QP's completions from a CQ (the QP went back to RESET). */
export function purgeCq(cq: CqRecord, qp: QpRecord): void {
  cq.entries = cq.entries.slice(cq.head).filter((e) => e.qp !== qp);
  cq.head = 0;
}

/** Writes a send WR's completion; polling it frees its slot and those of the unsignaled WRs before it. */
export function sendCqe(engine: VerbsEngine, wr: SendWrRecord, status: IbvWcStatus): void {
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
    time: engine.now as Seconds,
  };
  pushCqe(engine, qp.sendCq, { wc, qp, gen: qp.gen, sq: true, free });
}

/** Writes a receive WR's completion (data and immediate only on success). */
export function recvCqe(
  engine: VerbsEngine,
  qp: QpRecord,
  recv: RecvWrRecord,
  status: IbvWcStatus,
  received: { readonly opcode: IbvWcOpcode; readonly byteLen: number; readonly immData: number | undefined },
): void {
  recv.state = "done";
  const ok = status === "IBV_WC_SUCCESS";
  const wc: IbvWc = {
    wrId: recv.wrId,
    status,
    opcode: received.opcode,
    byteLen: ok ? received.byteLen : 0,
    immData: ok ? received.immData : undefined,
    wcFlags: ok && received.immData !== undefined ? IBV_WC_WITH_IMM : 0,
    qpNum: qp.qpNum,
    time: engine.now as Seconds,
  };
  pushCqe(engine, qp.recvCq, { wc, qp, gen: qp.gen, sq: false, free: 1 });
}

/** A receive that got nothing: its completion carries only the status. */
export const NOTHING_RECEIVED = Object.freeze({
  opcode: "IBV_WC_RECV" as IbvWcOpcode,
  byteLen: 0,
  immData: undefined,
});
