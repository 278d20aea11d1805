import { ibvAckTimeoutSeconds } from "./ibvTimers.ts";
import type { VerbsEngine } from "./VerbsEngine.ts";
import type { VerbsReason } from "./VerbsReason.ts";
import type { DeviceRecord, SendWrRecord } from "./verbsRecords.ts";
import { fail, transmit } from "./verbsRequester.ts";
import { JOB } from "./verbsScheduled.ts";

/*
 * Retry and timers: a dropped request waits for the local ACK timeout; a timeout or an RNR NAK
 * resends the WR and every later one (go-back-N) until the retry count is used up, then the WR
 * fails. Internal to the verbs simulator.
 */

/** rnrRetry 7 means retry forever. */
const RNR_RETRY_FOREVER = 7;

/** An RNR NAK reached the requester: wait `waitSeconds` and resend, or fail once the RNR retries are used up. */
export function onRnrNak(engine: VerbsEngine, wr: SendWrRecord, waitSeconds: number): void {
  const qp = wr.qp;
  const rnrRetry = qp.attrs.rnrRetry ?? 0;
  const at = { start: engine.now - wr.d.ack, peer: qp.device, wr };
  const from = engine.destDevice(qp) ?? qp.device;
  if (rnrRetry === RNR_RETRY_FOREVER) {
    engine.note("rnr-nak", "wire", from, at, "rnr-nak-forever", { wr: wr.wrId, attempt: qp.rnrCount + 1 });
  } else {
    engine.note("rnr-nak", "wire", from, at, "rnr-nak", {
      wr: wr.wrId,
      attempt: qp.rnrCount + 1,
      max: rnrRetry,
    });
  }
  if (rnrRetry !== RNR_RETRY_FOREVER && qp.rnrCount >= rnrRetry) {
    fail(engine, wr, "IBV_WC_RNR_RETRY_EXC_ERR");
    return;
  }
  qp.rnrCount++;
  goBackN(engine, wr, engine.now + waitSeconds);
}

/** No ACK came within the local ACK timeout: resend, or fail once the retries are used up. */
export function onTimeout(engine: VerbsEngine, wr: SendWrRecord): void {
  const qp = wr.qp;
  const retryCnt = qp.attrs.retryCnt ?? 0;
  engine.note("timeout", "hca", qp.device, { start: wr.sentAt, wr }, "ack-timeout", {
    wr: wr.wrId,
    attempt: qp.retryCount + 1,
    max: retryCnt,
  });
  if (qp.retryCount >= retryCnt) {
    fail(engine, wr, "IBV_WC_RETRY_EXC_ERR");
    return;
  }
  qp.retryCount++;
  goBackN(engine, wr, engine.now);
}

/** Go-back-N: hold `from` and every later sent WR; resend them all at `at`. */
function goBackN(engine: VerbsEngine, from: SendWrRecord, at: number): void {
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
  engine.schedule(at, JOB.retransmit, from, null, qp.gen, from.attempt);
}

/** Resends the held WRs from `from` on, in order. */
export function onRetransmit(engine: VerbsEngine, from: SendWrRecord): void {
  const qp = from.qp;
  qp.retransmitPending = false;
  let seen = false;
  let n = 0;
  for (let i = qp.sqHead; i < qp.sq.length; i++) {
    const wr = qp.sq[i] as SendWrRecord;
    if (wr.state === "failing") break;
    if (wr === from) seen = true;
    if (seen && wr.state === "held") {
      transmit(engine, wr);
      n++;
    }
  }
  if (n === 1) engine.note("retransmit", "hca", qp.device, { wr: from }, "resend", { wr: from.wrId });
  else engine.note("retransmit", "hca", qp.device, { wr: from }, "resend-batch", { count: n, wr: from.wrId });
}

/** A request was dropped on arrival: the requester hears nothing and times out (if it has a timeout). */
export function drop(engine: VerbsEngine, wr: SendWrRecord, dev: DeviceRecord, why: VerbsReason): void {
  engine.note("drop", "hca", dev, { wr }, "dropped", { wr: wr.wrId, why });
  const timeout = wr.qp.attrs.timeout ?? 0;
  if (timeout === 0) return;
  const t = Math.max(engine.now, wr.sentAt + ibvAckTimeoutSeconds(timeout));
  engine.schedule(t, JOB.timeout, wr, null, wr.gen, wr.attempt);
}
