/**
 * A correct solution of each exercise, for the unit and browser tests (pages never load this).
 */
export const solutions: Readonly<Record<string, string>> = {
  "register-memory": `const mr = bob.regMr(bobPd, bobBuf, IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE);
return mr;`,
  "connect-qp": `alice.modifyQp(aliceQp, {
  qpState: "IBV_QPS_INIT",
  pkeyIndex: 0,
  portNum: 1,
  qpAccessFlags: IBV_ACCESS_REMOTE_WRITE,
});
alice.modifyQp(aliceQp, {
  qpState: "IBV_QPS_RTR",
  pathMtu: "IBV_MTU_4096",
  destQpNum: bobInfo.qpNum,
  rqPsn: bobInfo.psn,
  maxDestRdAtomic: 1,
  minRnrTimer: 12,
  ahAttr: { dlid: bobInfo.lid, portNum: 1 },
});
alice.modifyQp(aliceQp, {
  qpState: "IBV_QPS_RTS",
  timeout: 14,
  retryCnt: 7,
  rnrRetry: 3,
  sqPsn: alicePsn,
  maxRdAtomic: 1,
});`,
  "post-write": `alice.postSend(aliceQp, {
  wrId: 1,
  opcode: "IBV_WR_RDMA_WRITE",
  sgList: [{ addr: aliceMr.addr, length: 8, lkey: aliceMr.lkey }],
  sendFlags: IBV_SEND_SIGNALED,
  rdma: { remoteAddr: bobInfo.addr + 8, rkey: bobInfo.rkey },
});
fabric.runUntilIdle();
const wcs = alice.pollCq(aliceCq);
return wcs[0];`,
  "send-recv": `bob.postRecv(bobQp, { wrId: 7, sgList: [{ addr: bobMr.addr, length: 16, lkey: bobMr.lkey }] });
alice.postSend(aliceQp, {
  wrId: 1,
  opcode: "IBV_WR_SEND",
  sgList: [{ addr: aliceMr.addr, length: 8, lkey: aliceMr.lkey }],
  sendFlags: IBV_SEND_SIGNALED,
});
fabric.runUntilIdle();
log("alice", alice.pollCq(aliceCq));
log("bob", bob.pollCq(bobCq));`,
};
