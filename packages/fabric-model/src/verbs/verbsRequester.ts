import { ibvMtuBytes } from "./IbvMtu.ts";
import type { IbvSge } from "./IbvSendWr.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";
import type { VerbsEngine } from "./VerbsEngine.ts";
import { sendCqe } from "./verbsCompletionQueues.ts";
import { checkLocal, scatter } from "./verbsDma.ts";
import { LOG_ACTOR as A, LOG_LINE as C, LOG_KIND as K } from "./verbsLogStore.ts";
import { moveToError } from "./verbsQpStates.ts";
import type { QpRecord, RecvWrRecord, SendWrRecord, WrDurations } from "./verbsRecords.ts";
import { JOB, stageEnd } from "./verbsScheduled.ts";

/*
 * The requester: posting WRs, the doorbell, fetching WQEs and payloads, sending requests, the
 * answers that come back (ACK, NAK, READ data) and the send queue's in-order completions.
 * Internal to the verbs simulator.
 */

/** PSNs are 24 bits. */
export const PSN_MASK = 0xffffff;

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

/** Queues validated send WRs and rings the doorbell once (the CPU's part ends here). */
export function postSendWrs(
  engine: VerbsEngine,
  qp: QpRecord,
  wrs: readonly ValidSendWr[],
  durations: readonly WrDurations[],
): void {
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
    engine.logWr(K.post, A.cpu, dev, null, qp.qpNum, wr, w.bytes, engine.now, C["post-send"], 0);
  }
  if (qp.state === "IBV_QPS_ERR") {
    moveToError(engine, qp, { code: "posted-in-error", values: {} }, "hca");
    return;
  }
  const first = batch[0] as SendWrRecord;
  const end = stageEnd(qp.pDoorbell, engine.now, first.d.doorbell, 0);
  qp.pDoorbell = end;
  engine.schedule(end, JOB.doorbell, qp, batch, qp.gen, 0);
}

/** Queues receive WRs (flushed at once on a QP in ERR). */
export function postRecvWrs(
  engine: VerbsEngine,
  qp: QpRecord,
  wrs: readonly { wrId: number; sges: readonly IbvSge[] }[],
): void {
  const L = engine.log;
  for (const w of wrs) {
    const recv: RecvWrRecord = { wrId: w.wrId, sges: w.sges, state: "posted" };
    qp.rq.push(recv);
    qp.rqUsed++;
    const i = L.begin(K.post, A.cpu, qp.device.index, engine.now, C["post-recv"]);
    if (i >= 0) {
      L.qp[i] = qp.qpNum;
      L.wrId[i] = w.wrId;
    }
  }
  if (qp.state === "IBV_QPS_ERR") moveToError(engine, qp, { code: "posted-in-error", values: {} }, "hca");
}

/** The HCA sees the doorbell: it starts fetching each WQE of the batch. */
export function onDoorbell(engine: VerbsEngine, qp: QpRecord, batch: SendWrRecord[]): void {
  const first = batch[0] as SendWrRecord;
  const L = engine.log;
  const i = L.begin(
    K.doorbell,
    A.hca,
    qp.device.index,
    engine.now,
    batch.length === 1 ? C.doorbell : C["doorbell-batch"],
  );
  if (i >= 0) {
    L.start[i] = engine.now - first.d.doorbell;
    L.qp[i] = qp.qpNum;
    L.wrId[i] = first.wrId;
    L.arg[i] = batch.length;
  }
  for (const wr of batch) {
    if (wr.state !== "posted") continue;
    const end = stageEnd(qp.pDmaRead, engine.now, wr.d.dmaRead, wr.d.dmaReadOcc);
    qp.pDmaRead = end;
    engine.schedule(end, JOB.sqDmaRead, wr, null, qp.gen, 0);
  }
}

/** The WQE (and a WRITE's or SEND's payload) has been DMA-read: send the request, unless retransmitting. */
export function onSqDmaRead(engine: VerbsEngine, wr: SendWrRecord): void {
  const qp = wr.qp;
  if (qp.stopped) return;
  const isRead = wr.opcode === "IBV_WR_RDMA_READ";
  const bad = checkLocal(qp, wr.sges, isRead);
  if (bad !== null) {
    engine.note(
      "dma-read",
      "hca",
      qp.device,
      { start: engine.now - wr.d.dmaRead, wr },
      "local-protection-error",
      { why: bad },
    );
    fail(engine, wr, "IBV_WC_LOC_PROT_ERR");
    return;
  }
  engine.logWr(
    K["dma-read"],
    A.hca,
    qp.device,
    null,
    qp.qpNum,
    wr,
    isRead ? 0 : wr.bytes,
    engine.now - wr.d.dmaRead,
    isRead ? C["fetch-read-wqe"] : C["fetch-wqe"],
    0,
  );
  if (qp.retransmitPending) {
    wr.state = "held";
    return;
  }
  transmit(engine, wr);
}

/** Puts a request on the wire; it arrives after the port is free and the packets have crossed. */
export function transmit(engine: VerbsEngine, wr: SendWrRecord): void {
  const dev = wr.qp.device;
  wr.state = "inflight";
  wr.sentAt = engine.now;
  const arrive = stageEnd(dev.txFree, engine.now, wr.d.wireReq, wr.d.wireReqOcc);
  dev.txFree = arrive;
  engine.schedule(arrive, JOB.requestArrive, wr, null, wr.gen, wr.attempt);
}

/** Decides an error for a WR: nothing more is sent on its QP; the error CQE comes in order. */
export function fail(engine: VerbsEngine, wr: SendWrRecord, status: IbvWcStatus): void {
  const qp = wr.qp;
  qp.stopped = true;
  wr.state = "failing";
  wr.status = status;
  const t = stageEnd(qp.pCompletion, engine.now, wr.d.cqe, 0);
  qp.pCompletion = t;
  engine.schedule(t, JOB.sqCqe, wr, null, qp.gen, wr.attempt);
}

function succeed(engine: VerbsEngine, wr: SendWrRecord): void {
  const qp = wr.qp;
  wr.state = "acked";
  qp.retryCount = 0;
  qp.rnrCount = 0;
  const t = stageEnd(qp.pCompletion, engine.now, wr.d.cqe, 0);
  qp.pCompletion = t;
  engine.schedule(t, JOB.sqCqe, wr, null, qp.gen, wr.attempt);
}

/**
 * A WR's completion is ready: retire the send queue's head in order, writing a CQE for each
 * signaled or failed WR (a failure moves the QP to ERR, flushing the rest).
 */
export function onSqCqe(engine: VerbsEngine, wr: SendWrRecord): void {
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
      sendCqe(engine, head, status);
      if (failed) {
        engine.note("completion", "hca", dev, { wr: head, status }, "completes-with", {
          wr: head.wrId,
          status,
        });
      } else {
        const i = engine.logWr(K.completion, A.hca, dev, null, qp.qpNum, head, 0, engine.now, C.cqe, 0);
        engine.log.setStatus(i, "IBV_WC_SUCCESS");
      }
    } else {
      qp.pendingRetire++;
      engine.logWr(K.completion, A.hca, dev, null, qp.qpNum, head, 0, engine.now, C["unsignaled-done"], 0);
    }
    if (failed) {
      moveToError(engine, qp, { code: "wr-failed", values: { wr: head.wrId, status } }, "hca");
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

/** The ACK reached the requester. */
export function onAck(engine: VerbsEngine, wr: SendWrRecord): void {
  const qp = wr.qp;
  const from = engine.destDevice(qp) ?? qp.device;
  engine.logWr(K.wire, A.wire, from, qp.device, qp.qpNum, wr, 0, engine.now - wr.d.ack, C["ack-wire"], 0);
  succeed(engine, wr);
}

/** A NAK reached the requester: the WR fails with its status. */
export function onNak(engine: VerbsEngine, wr: SendWrRecord, status: IbvWcStatus): void {
  const qp = wr.qp;
  const from = engine.destDevice(qp) ?? qp.device;
  const i = engine.logWr(
    K.nak,
    A.wire,
    from,
    qp.device,
    qp.qpNum,
    wr,
    0,
    engine.now - wr.d.ack,
    C["nak-wire"],
    0,
  );
  engine.log.setStatus(i, status);
  fail(engine, wr, status);
}

/** A READ response reached the requester: its data is DMA-written into the local buffers next. */
export function onReadResponse(engine: VerbsEngine, wr: SendWrRecord, data: Uint8Array): void {
  const qp = wr.qp;
  const from = engine.destDevice(qp) ?? qp.device;
  engine.logWr(
    K.wire,
    A.wire,
    from,
    qp.device,
    qp.qpNum,
    wr,
    data.length,
    engine.now - wr.d.wireBack,
    C["read-response-wire"],
    0,
  );
  wr.state = "acked";
  qp.retryCount = 0;
  qp.rnrCount = 0;
  const end = stageEnd(qp.pLocalDma, engine.now, wr.d.localDma, wr.d.localDmaOcc);
  qp.pLocalDma = end;
  engine.schedule(end, JOB.sqDmaWrite, wr, data, qp.gen, wr.attempt);
}

/** A READ's data lands in the local buffers (if they still allow it). */
export function onSqDmaWrite(engine: VerbsEngine, wr: SendWrRecord, data: Uint8Array): void {
  const qp = wr.qp;
  const bad = checkLocal(qp, wr.sges, true);
  if (bad !== null) {
    engine.note(
      "dma-write",
      "hca",
      qp.device,
      { start: engine.now - wr.d.localDma, wr },
      "local-protection-error",
      { why: bad },
    );
    fail(engine, wr, "IBV_WC_LOC_PROT_ERR");
    return;
  }
  scatter(qp.device, wr.sges, data);
  engine.logWr(
    K["dma-write"],
    A.hca,
    qp.device,
    null,
    qp.qpNum,
    wr,
    data.length,
    engine.now - wr.d.localDma,
    C["read-data-lands"],
    0,
  );
  succeed(engine, wr);
}
