import type { IbvQpState } from "./IbvQpState.ts";
import type { VerbsEngine } from "./VerbsEngine.ts";
import type { VerbsReason } from "./VerbsReason.ts";
import { NOTHING_RECEIVED, purgeCq, recvCqe, sendCqe } from "./verbsCompletionQueues.ts";
import type { QpRecord, SendWrRecord } from "./verbsRecords.ts";

/*
 * QP state changes the simulator makes: a logged change, the move to ERR that flushes every
 * outstanding WR, and the return to RESET. Internal to the verbs simulator.
 */

const hex = (n: number): string => `0x${n.toString(16)}`;

/** Moves a QP to `to` and logs the change with its reason. */
export function setState(
  engine: VerbsEngine,
  qp: QpRecord,
  to: IbvQpState,
  why: VerbsReason,
  actor: "cpu" | "hca",
): void {
  const from = qp.state;
  qp.state = to;
  engine.note("state-change", actor, qp.device, { qpNum: qp.qpNum }, "state-change", {
    qp: hex(qp.qpNum),
    from,
    to,
    why,
  });
}

/** Moves a QP to ERR and flushes every outstanding WR with IBV_WC_WR_FLUSH_ERR. */
export function moveToError(engine: VerbsEngine, qp: QpRecord, why: VerbsReason, actor: "cpu" | "hca"): void {
  if (qp.state !== "IBV_QPS_ERR") setState(engine, qp, "IBV_QPS_ERR", why, actor);
  qp.stopped = true;
  qp.retransmitPending = false;
  for (let i = qp.sqHead; i < qp.sq.length; i++) {
    const wr = qp.sq[i] as SendWrRecord;
    if (wr.state === "done") continue;
    wr.state = "done";
    sendCqe(engine, wr, "IBV_WC_WR_FLUSH_ERR");
    engine.note("completion", "hca", qp.device, { wr, status: "IBV_WC_WR_FLUSH_ERR" }, "flushed", {
      wr: wr.wrId,
      qp: hex(qp.qpNum),
    });
  }
  qp.sq = [];
  qp.sqHead = 0;
  const recvs = [...qp.rqActive, ...qp.rq.slice(qp.rqHead)];
  qp.rqActive = [];
  qp.rq = [];
  qp.rqHead = 0;
  for (const recv of recvs) {
    if (recv.state === "done") continue;
    recvCqe(engine, qp, recv, "IBV_WC_WR_FLUSH_ERR", NOTHING_RECEIVED);
    engine.note(
      "completion",
      "hca",
      qp.device,
      { qpNum: qp.qpNum, wrId: recv.wrId, status: "IBV_WC_WR_FLUSH_ERR" },
      "recv-flushed",
      { wr: recv.wrId, qp: hex(qp.qpNum) },
    );
  }
}

/** Returns a QP to RESET: queues emptied without completions, its CQEs purged, attributes cleared. */
export function resetQp(engine: VerbsEngine, qp: QpRecord, why: VerbsReason, actor: "cpu" | "hca"): void {
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
  purgeCq(qp.sendCq, qp);
  if (qp.recvCq !== qp.sendCq) purgeCq(qp.recvCq, qp);
  if (qp.state !== "IBV_QPS_RESET") setState(engine, qp, "IBV_QPS_RESET", why, actor);
}
