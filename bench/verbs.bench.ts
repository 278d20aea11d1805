/**
 * Budget of the verbs simulator: post 100,000 small (64 B) RDMA WRITEs in batches of 64 (the last
 * of each batch signaled), run the simulation to idle after each batch and poll the completion, as
 * a learner's loop would, within 1 s a run: at least 100,000 operations per second of wall time,
 * with the event log kept (100,000 entries) and with it off.
 * Run: `npm run bench -- --only=model`, or `npx vitest bench bench/verbs.bench.ts`.
 */
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_WRITE,
  IBV_SEND_SIGNALED,
  type IbvSendWr,
  VerbsFabric,
} from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "./benchWithin.ts";

const OPS = 100_000;
const BATCH = 64;
const BYTES = 64;
/** The budget, at least this many operations a second, as the time one run of OPS may take. */
const MIN_OPS_PER_SECOND = 100_000;
const BUDGET_MS = (OPS / MIN_OPS_PER_SECOND) * 1000;

/** One run: a fresh fabric, two connected QPs, OPS WRITEs; returns the completions polled. */
function once(logLimit: number): number {
  const fabric = new VerbsFabric({ hosts: ["alice", "bob"], logLimit });
  const sides = ["alice", "bob"].map((host) => {
    const ctx = fabric.openDevice(host);
    const pd = ctx.allocPd();
    const mr = ctx.regMr(pd, new Uint8Array(1 << 20), IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE);
    const cq = ctx.createCq({ cqe: 4096 });
    const qp = ctx.createQp(pd, {
      qpType: "IBV_QPT_RC",
      sendCq: cq,
      recvCq: cq,
      cap: { maxSendWr: 256, maxRecvWr: 16 },
    });
    return { ctx, mr, cq, qp, lid: ctx.queryPort(1).lid };
  });
  const [a, b] = sides as [(typeof sides)[0], (typeof sides)[0]];
  for (const [self, peer] of [
    [a, b],
    [b, a],
  ] as const) {
    self.ctx.modifyQp(self.qp, {
      qpState: "IBV_QPS_INIT",
      pkeyIndex: 0,
      portNum: 1,
      qpAccessFlags: IBV_ACCESS_REMOTE_WRITE,
    });
    self.ctx.modifyQp(self.qp, {
      qpState: "IBV_QPS_RTR",
      pathMtu: "IBV_MTU_4096",
      destQpNum: peer.qp.qpNum,
      rqPsn: 0,
      maxDestRdAtomic: 1,
      minRnrTimer: 12,
      ahAttr: { dlid: peer.lid, portNum: 1 },
    });
    self.ctx.modifyQp(self.qp, {
      qpState: "IBV_QPS_RTS",
      timeout: 14,
      retryCnt: 7,
      rnrRetry: 7,
      sqPsn: 0,
      maxRdAtomic: 1,
    });
  }
  let completed = 0;
  for (let posted = 0; posted < OPS; posted += BATCH) {
    const batch: IbvSendWr[] = [];
    for (let i = 0; i < BATCH; i++) {
      const off = ((posted + i) * BYTES) % (1 << 20);
      batch.push({
        wrId: posted + i,
        opcode: "IBV_WR_RDMA_WRITE",
        sgList: [{ addr: a.mr.addr + off, length: BYTES, lkey: a.mr.lkey }],
        sendFlags: i === BATCH - 1 ? IBV_SEND_SIGNALED : 0,
        rdma: { remoteAddr: b.mr.addr + off, rkey: b.mr.rkey },
      });
    }
    a.ctx.postSend(a.qp, batch);
    fabric.runUntilIdle();
    for (const wc of a.ctx.pollCq(a.cq)) {
      if (wc.status !== "IBV_WC_SUCCESS") throw new Error(`unexpected ${wc.status}`);
      completed++;
    }
  }
  if (completed !== Math.ceil(OPS / BATCH))
    throw new Error(`expected ${Math.ceil(OPS / BATCH)} completions, got ${completed}`);
  return completed;
}

test("verbs: 100,000 RDMA WRITEs", async (context) => {
  for (const [name, logLimit] of [
    ["verbs-rdma-write-post-rate (100,000 WRITEs, log kept)", 100_000],
    ["verbs-rdma-write-post-rate-log-off (100,000 WRITEs)", 0],
  ] as const) {
    await benchWithin(context, name, BUDGET_MS, () => once(logLimit), {
      time: 0,
      iterations: 7,
      warmupIterations: 1,
    });
  }
});
