import { ibvMtuBytes } from "./IbvMtu.ts";
import type { IbvSge } from "./IbvSendWr.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import { IBV_ACCESS_REMOTE_READ, IBV_ACCESS_REMOTE_WRITE } from "./ibvAccessFlags.ts";
import { ibvRnrTimerSeconds } from "./ibvTimers.ts";
import type { VerbsEngine } from "./VerbsEngine.ts";
import type { VerbsReason } from "./VerbsReason.ts";
import { NOTHING_RECEIVED, recvCqe } from "./verbsCompletionQueues.ts";
import { checkLocal, gather, moveTo, scatter } from "./verbsDma.ts";
import { LOG_ACTOR as A, LOG_LINE as C, LOG_KIND as K } from "./verbsLogStore.ts";
import { moveToError } from "./verbsQpStates.ts";
import type { DeviceRecord, MrRecord, QpRecord, RecvWrRecord, SendWrRecord } from "./verbsRecords.ts";
import { PSN_MASK } from "./verbsRequester.ts";
import { drop } from "./verbsRetry.ts";
import { JOB, stageEnd, type VerbsJobs } from "./verbsScheduled.ts";

/*
 * The responder: a request arrives, is checked (route, QP state, PSN, permissions, a posted
 * receive, the MR and its range), then served by DMA with no CPU on that host, answered with an
 * ACK, a READ response, an RNR NAK or a NAK, and completes a receive when it consumes one.
 * Internal to the verbs simulator.
 */

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Signed distance between two 24-bit PSNs. */
function psnDiff(a: number, b: number): number {
  return (((a - b) & PSN_MASK) << 8) >> 8;
}

/** Schedules an answer to the requester once the port is free. */
function sendBack<T extends typeof JOB.ackArrive | typeof JOB.nakArrive | typeof JOB.rnrNakArrive>(
  engine: VerbsEngine,
  dev: DeviceRecord,
  wr: SendWrRecord,
  answer: { type: T; data: VerbsJobs[T]["data"]; duration: number; occupancy: number },
): void {
  const t = stageEnd(dev.txFree, engine.now, answer.duration, answer.occupancy);
  dev.txFree = t;
  engine.schedule(t, answer.type, wr, answer.data, wr.gen, wr.attempt);
}

/** A request reached the responder: check it, then serve it, drop it, or answer with a NAK. */
export function onRequestArrive(engine: VerbsEngine, wr: SendWrRecord): void {
  const src = wr.qp;
  const dev = engine.destDevice(src);
  const isRead = wr.opcode === "IBV_WR_RDMA_READ";
  engine.logWr(
    K.wire,
    A.wire,
    src.device,
    dev ?? null,
    src.qpNum,
    wr,
    isRead ? 0 : wr.bytes,
    wr.sentAt,
    isRead ? C["read-request-wire"] : wr.npkts === 1 ? C["request-wire"] : C["request-wire-packets"],
    isRead ? wr.bytes : wr.npkts,
  );
  if (dev === undefined) {
    drop(engine, wr, src.device, { code: "no-port", values: {} });
    return;
  }
  const destQpNum = src.attrs.destQpNum ?? -1;
  const rq = dev.qps.get(destQpNum);
  if (rq === undefined) {
    drop(engine, wr, dev, { code: "no-qp", values: { qp: hex(destQpNum), host: dev.host } });
    return;
  }
  if (rq.state !== "IBV_QPS_RTR" && rq.state !== "IBV_QPS_RTS") {
    drop(engine, wr, dev, { code: "responder-state", values: { qp: hex(rq.qpNum), state: rq.state } });
    return;
  }
  const diff = psnDiff(wr.psn, rq.ePsn);
  if (diff > 0) {
    drop(engine, wr, dev, { code: "psn-ahead", values: { psn: hex(wr.psn), expected: hex(rq.ePsn) } });
    return;
  }
  if (diff < 0) {
    // Duplicate of a request already executed: acknowledge again without executing (IB spec C9-105).
    wr.respQp = rq;
    if (isRead) scheduleResponderDma(engine, wr, rq, JOB.responderDmaRead);
    else sendBack(engine, dev, wr, { type: JOB.ackArrive, data: null, duration: wr.d.ack, occupancy: 0 });
    return;
  }
  const why = requestFault(wr, rq, isRead, ibvMtuBytes(src.attrs.pathMtu ?? "IBV_MTU_4096"));
  if (why !== null) {
    rejectClassC(engine, wr, rq, { requesterStatus: "IBV_WC_REM_INV_REQ_ERR", recv: null, why });
    return;
  }
  let recv: RecvWrRecord | null = null;
  if (wr.opcode === "IBV_WR_SEND" || wr.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM") {
    const next = rq.rq[rq.rqHead];
    if (next === undefined) {
      engine.note("rnr-nak", "hca", dev, { peer: src.device, wr, qpNum: rq.qpNum }, "receiver-not-ready", {
        qp: hex(rq.qpNum),
        host: dev.host,
      });
      sendBack(engine, dev, wr, {
        type: JOB.rnrNakArrive,
        data: ibvRnrTimerSeconds(rq.attrs.minRnrTimer ?? 0),
        duration: wr.d.ack,
        occupancy: 0,
      });
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
    const found = dev.mrsByKey.get(wr.rkey);
    const bad = remoteAccessFault(wr, rq, found, isRead);
    if (bad !== null) {
      rejectClassC(engine, wr, rq, {
        requesterStatus: "IBV_WC_REM_ACCESS_ERR",
        recv: recv === null ? null : { wr: recv, status: "IBV_WC_REM_ACCESS_ERR" },
        why: bad,
      });
      return;
    }
    mr = found as MrRecord;
  }
  if (wr.opcode === "IBV_WR_SEND" && recv !== null) {
    let room = 0;
    for (const sge of recv.sges) room += sge.length;
    if (room < wr.bytes) {
      rejectClassC(engine, wr, rq, {
        requesterStatus: "IBV_WC_REM_INV_REQ_ERR",
        recv: { wr: recv, status: "IBV_WC_LOC_LEN_ERR" },
        why: { code: "message-too-large", values: { bytes: wr.bytes, room } },
      });
      return;
    }
    const used: IbvSge[] = [];
    let covered = 0;
    for (const sge of recv.sges) {
      if (covered >= wr.bytes) break;
      used.push({ addr: sge.addr, length: Math.min(sge.length, wr.bytes - covered), lkey: sge.lkey });
      covered += sge.length;
    }
    const bad = checkLocal(rq, used, true);
    if (bad !== null) {
      rejectClassC(engine, wr, rq, {
        requesterStatus: "IBV_WC_REM_OP_ERR",
        recv: { wr: recv, status: "IBV_WC_LOC_PROT_ERR" },
        why: { code: "receive-buffer", values: { why: bad } },
      });
      return;
    }
  }
  rq.ePsn = (rq.ePsn + wr.npkts) & PSN_MASK;
  wr.respQp = rq;
  wr.respMr = mr;
  wr.recv = recv;
  scheduleResponderDma(engine, wr, rq, isRead ? JOB.responderDmaRead : JOB.responderDmaWrite);
}

/** Why the responder QP cannot take this request at all (permission, MTU, READ depth), or null. */
function requestFault(wr: SendWrRecord, rq: QpRecord, isRead: boolean, srcMtu: number): VerbsReason | null {
  const needQp = isRead ? IBV_ACCESS_REMOTE_READ : IBV_ACCESS_REMOTE_WRITE;
  if (wr.opcode !== "IBV_WR_SEND" && ((rq.attrs.qpAccessFlags ?? 0) & needQp) === 0) {
    return {
      code: "qp-access-lacks",
      values: { flag: isRead ? "IBV_ACCESS_REMOTE_READ" : "IBV_ACCESS_REMOTE_WRITE" },
    };
  }
  const dstMtu = ibvMtuBytes(rq.attrs.pathMtu ?? "IBV_MTU_4096");
  if (!isRead && Math.min(wr.bytes, srcMtu) > dstMtu) {
    return { code: "mtu-exceeded", values: { packetBytes: srcMtu, mtuBytes: dstMtu } };
  }
  if (isRead && (rq.attrs.maxDestRdAtomic ?? 0) === 0) return { code: "no-read-depth", values: {} };
  return null;
}

/** Why the rkey does not open `found` for this request (unknown, other PD, no permission, out of range), or null. */
function remoteAccessFault(
  wr: SendWrRecord,
  rq: QpRecord,
  found: MrRecord | undefined,
  isRead: boolean,
): VerbsReason | null {
  if (found === undefined || !found.alive)
    return { code: "rkey-unknown", values: { key: hex(wr.rkey), host: rq.device.host } };
  if (found.pd !== rq.pd) return { code: "rkey-other-pd", values: { key: hex(wr.rkey), qp: hex(rq.qpNum) } };
  if ((found.access & (isRead ? IBV_ACCESS_REMOTE_READ : IBV_ACCESS_REMOTE_WRITE)) === 0) {
    return {
      code: "mr-lacks-access",
      values: { key: hex(wr.rkey), flag: isRead ? "IBV_ACCESS_REMOTE_READ" : "IBV_ACCESS_REMOTE_WRITE" },
    };
  }
  if (wr.remoteAddr < found.addr || wr.remoteAddr + wr.bytes > found.addr + found.length) {
    return {
      code: "range-outside-mr",
      values: { addr: hex(wr.remoteAddr), bytes: wr.bytes, mrAddr: hex(found.addr), mrLength: found.length },
    };
  }
  return null;
}

function scheduleResponderDma(
  engine: VerbsEngine,
  wr: SendWrRecord,
  rq: QpRecord,
  type: typeof JOB.responderDmaRead | typeof JOB.responderDmaWrite,
): void {
  if (type === JOB.responderDmaRead && wr.bytes > 0) wr.respMr = rq.device.mrsByKey.get(wr.rkey) ?? null;
  const end = stageEnd(rq.pRespDma, engine.now, wr.d.respDma, wr.d.respDmaOcc);
  rq.pRespDma = end;
  engine.schedule(end, type, wr, null, rq.gen, wr.attempt);
}

/**
 * A responder error of class C (IB spec 9.9.3): NAK the requester with `requesterStatus`, complete
 * the consumed receive (if any) with its status, move the responder QP to ERR.
 */
function rejectClassC(
  engine: VerbsEngine,
  wr: SendWrRecord,
  rq: QpRecord,
  fault: {
    requesterStatus: IbvWcStatus;
    recv: { wr: RecvWrRecord; status: IbvWcStatus } | null;
    why: VerbsReason;
  },
): void {
  const dev = rq.device;
  const { requesterStatus, recv, why } = fault;
  engine.note(
    "nak",
    "hca",
    dev,
    { peer: wr.qp.device, wr, qpNum: rq.qpNum, status: requesterStatus },
    "responder-rejects",
    { wr: wr.wrId, why },
  );
  if (recv !== null) {
    rq.rqActive = rq.rqActive.filter((r) => r !== recv.wr);
    recvCqe(engine, rq, recv.wr, recv.status, NOTHING_RECEIVED);
    engine.note(
      "completion",
      "hca",
      dev,
      { qpNum: rq.qpNum, wrId: recv.wr.wrId, status: recv.status },
      "recv-completes-with",
      { wr: recv.wr.wrId, status: recv.status },
    );
  }
  moveToError(engine, rq, why, "hca");
  sendBack(engine, dev, wr, { type: JOB.nakArrive, data: requesterStatus, duration: wr.d.ack, occupancy: 0 });
}

/** The responder's HCA writes a WRITE's or SEND's payload into memory; the ACK (and the receive's CQE) follow. */
export function onResponderDmaWrite(engine: VerbsEngine, wr: SendWrRecord, attempt: number): void {
  const rq = wr.respQp as QpRecord;
  const dev = rq.device;
  const recv = wr.recv;
  const start = engine.now - wr.d.respDma;
  if (wr.opcode === "IBV_WR_SEND") {
    if (recv !== null && wr.bytes > 0) {
      const first = recv.sges[0] as IbvSge;
      const mr = dev.mrsByKey.get(first.lkey);
      if (recv.sges.length === 1 && mr !== undefined) moveTo(wr, mr.buffer, first.addr - mr.addr);
      else scatter(dev, recv.sges, gather(wr.qp.device, wr.sges, wr.bytes));
    }
    engine.logWr(
      K["dma-write"],
      A.hca,
      dev,
      null,
      rq.qpNum,
      wr,
      wr.bytes,
      start,
      C["responder-write-recv"],
      recv?.wrId ?? 0,
    );
  } else {
    if (wr.respMr !== null) moveTo(wr, wr.respMr.buffer, wr.remoteAddr - wr.respMr.addr);
    engine.logWr(
      K["dma-write"],
      A.hca,
      dev,
      null,
      rq.qpNum,
      wr,
      wr.bytes,
      start,
      C["responder-write"],
      wr.remoteAddr,
    );
  }
  if (recv !== null) {
    const t = stageEnd(rq.pRespCompletion, engine.now, wr.d.cqe, 0);
    rq.pRespCompletion = t;
    engine.schedule(t, JOB.responderCqe, wr, recv, rq.gen, attempt);
  }
  const t = stageEnd(dev.txFree, engine.now, wr.d.ack, 0);
  dev.txFree = t;
  engine.schedule(t, JOB.ackArrive, wr, null, wr.gen, attempt);
}

/** The receive a SEND or WRITE_WITH_IMM consumed completes. */
export function onResponderCqe(engine: VerbsEngine, wr: SendWrRecord, recv: RecvWrRecord): void {
  const rq = wr.respQp as QpRecord;
  const k = rq.rqActive.indexOf(recv);
  if (k >= 0) rq.rqActive.splice(k, 1);
  const withImm = wr.opcode === "IBV_WR_RDMA_WRITE_WITH_IMM";
  recvCqe(engine, rq, recv, "IBV_WC_SUCCESS", {
    opcode: withImm ? "IBV_WC_RECV_RDMA_WITH_IMM" : "IBV_WC_RECV",
    byteLen: wr.bytes,
    immData: wr.immData,
  });
  const L = engine.log;
  const i = L.begin(
    K.completion,
    A.hca,
    rq.device.index,
    engine.now,
    withImm ? C["recv-cqe-write-imm"] : C["recv-cqe-send"],
  );
  if (i >= 0) {
    L.qp[i] = rq.qpNum;
    L.wrId[i] = recv.wrId;
    L.bytes[i] = wr.bytes;
  }
  L.setStatus(i, "IBV_WC_SUCCESS");
}

/** The responder's HCA reads a READ's data from memory and sends it back. */
export function onResponderDmaRead(engine: VerbsEngine, wr: SendWrRecord, attempt: number): void {
  const rq = wr.respQp as QpRecord;
  const mr = wr.respMr;
  const dev = rq.device;
  const off = mr === null ? 0 : wr.remoteAddr - mr.addr;
  const data = mr === null ? new Uint8Array(0) : mr.buffer.slice(off, off + wr.bytes);
  engine.logWr(
    K["dma-read"],
    A.hca,
    dev,
    null,
    rq.qpNum,
    wr,
    data.length,
    engine.now - wr.d.respDma,
    C["responder-read"],
    wr.remoteAddr,
  );
  const t = stageEnd(dev.txFree, engine.now, wr.d.wireBack, wr.d.wireBackOcc);
  dev.txFree = t;
  engine.schedule(t, JOB.readResponseArrive, wr, data, wr.gen, attempt);
}
