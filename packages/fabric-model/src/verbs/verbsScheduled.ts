import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { QpRecord, RecvWrRecord, SendWrRecord } from "./verbsRecords.ts";

/** The simulator's job types (small integers, so dispatching a job is a jump, not string compares). */
export const JOB = {
  doorbell: 0,
  sqDmaRead: 1,
  requestArrive: 2,
  responderDmaWrite: 3,
  responderCqe: 4,
  responderDmaRead: 5,
  readResponseArrive: 6,
  sqDmaWrite: 7,
  ackArrive: 8,
  sqCqe: 9,
  nakArrive: 10,
  rnrNakArrive: 11,
  timeout: 12,
  retransmit: 13,
} as const;

/**
 * The simulator's jobs, by type: what each one acts on (`target`) and carries (`data`).
 * Requester: the doorbell, the WQE fetch (`sq-dma-read`), the READ data landing locally
 * (`sq-dma-write`), the send completion (`sq-cqe`). Responder: a request arriving, its DMA
 * (`responder-dma-write` / `-read`) and the receive completion (`responder-cqe`). Answers
 * arriving at the requester: ACK, NAK (with the status), RNR NAK (with the wait in seconds), a
 * READ response (with the data). Retry: the ACK timeout and the go-back-N retransmission.
 */
export type VerbsJobs = {
  [JOB.doorbell]: { target: QpRecord; data: SendWrRecord[] };
  [JOB.sqDmaRead]: { target: SendWrRecord; data: null };
  [JOB.requestArrive]: { target: SendWrRecord; data: null };
  [JOB.responderDmaWrite]: { target: SendWrRecord; data: null };
  [JOB.responderCqe]: { target: SendWrRecord; data: RecvWrRecord };
  [JOB.responderDmaRead]: { target: SendWrRecord; data: null };
  [JOB.readResponseArrive]: { target: SendWrRecord; data: Uint8Array };
  [JOB.sqDmaWrite]: { target: SendWrRecord; data: Uint8Array };
  [JOB.ackArrive]: { target: SendWrRecord; data: null };
  [JOB.sqCqe]: { target: SendWrRecord; data: null };
  [JOB.nakArrive]: { target: SendWrRecord; data: IbvWcStatus };
  [JOB.rnrNakArrive]: { target: SendWrRecord; data: number };
  [JOB.timeout]: { target: SendWrRecord; data: null };
  [JOB.retransmit]: { target: SendWrRecord; data: null };
};

/** A job's type: `JOB.ackArrive`. */
export type VerbsJobType = keyof VerbsJobs;

/**
 * A scheduled job: when it runs (`time`, then `seq` among equal times), the QP generation and WR
 * attempt it belongs to (a reset QP or a resent WR makes it stale), its type, target and data.
 * Every job has the same fields, so the heap's objects are reused.
 */
export type VerbsScheduled = {
  [T in VerbsJobType]: {
    time: number;
    seq: number;
    gen: number;
    attempt: number;
    type: T;
    target: VerbsJobs[T]["target"];
    data: VerbsJobs[T]["data"];
  };
}[VerbsJobType];

/**
 * When a pipelined stage ends: `duration` after it starts, and no sooner than `occupancy` after the
 * previous item left the same stage (which is busy that long per item).
 * @example stageEnd(5, 3, 1, 4) // 9: starts at 3, but the stage is busy until 5 + 4
 */
export function stageEnd(previousEnd: number, start: number, duration: number, occupancy: number): number {
  return Math.max(start + duration, previousEnd + occupancy);
}
