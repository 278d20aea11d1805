// Lab: one RDMA WRITE through the verbs sandbox, with a fault to fix.
// alice writes ten bytes straight into bob's memory over a reliable connection (RC): both hosts
// register a buffer, create a completion queue and a queue pair, exchange what the other needs
// (QP number, LID, PSN, buffer address and rkey), move their QPs RESET -> INIT -> RTR -> RTS, and
// alice posts the WRITE. Something in the setup is wrong: run it, read the completion, fix it.
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_WRITE,
  IBV_SEND_SIGNALED,
  type IbvQp,
  type VerbsContext,
  VerbsFabric,
} from "fabric-model";

const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
const alice = fabric.openDevice("alice");
const bob = fabric.openDevice("bob");

// alice's buffer holds the message; bob's is empty, and is where the WRITE should land.
const message = new TextEncoder().encode("hello, bob");
const aliceBuf = new Uint8Array(16);
aliceBuf.set(message);
const bobBuf = new Uint8Array(16);

const alicePd = alice.allocPd();
const bobPd = bob.allocPd();
const aliceMr = alice.regMr(alicePd, aliceBuf, IBV_ACCESS_LOCAL_WRITE);
const bobMr = bob.regMr(bobPd, bobBuf, IBV_ACCESS_LOCAL_WRITE);

const aliceCq = alice.createCq({ cqe: 16 });
const bobCq = bob.createCq({ cqe: 16 });
const queuePair = { qpType: "IBV_QPT_RC" as const, cap: { maxSendWr: 8, maxRecvWr: 8 } };
const aliceQp = alice.createQp(alicePd, { ...queuePair, sendCq: aliceCq, recvCq: aliceCq });
const bobQp = bob.createQp(bobPd, { ...queuePair, sendCq: bobCq, recvCq: bobCq });

// What each side tells the other out of band (in a real program: over TCP, before any RDMA).
const alicePsn = 0x1000;
const bobPsn = 0x2000;
const aliceInfo = { qpNum: aliceQp.qpNum, lid: alice.queryPort(1).lid, psn: alicePsn };
const bobInfo = { qpNum: bobQp.qpNum, lid: bob.queryPort(1).lid, psn: bobPsn };

function connect(ctx: VerbsContext, qp: IbvQp, peer: typeof aliceInfo, psn: number): void {
  ctx.modifyQp(qp, {
    qpState: "IBV_QPS_INIT",
    pkeyIndex: 0,
    portNum: 1,
    qpAccessFlags: IBV_ACCESS_REMOTE_WRITE,
  });
  ctx.modifyQp(qp, {
    qpState: "IBV_QPS_RTR",
    pathMtu: "IBV_MTU_4096",
    destQpNum: peer.qpNum,
    rqPsn: peer.psn,
    maxDestRdAtomic: 1,
    minRnrTimer: 12,
    ahAttr: { dlid: peer.lid, portNum: 1 },
  });
  ctx.modifyQp(qp, {
    qpState: "IBV_QPS_RTS",
    timeout: 14,
    retryCnt: 7,
    rnrRetry: 3,
    sqPsn: psn,
    maxRdAtomic: 1,
  });
  console.log(`${ctx.host}: QP ${qp.qpNum} is ${ctx.queryQp(qp).qpState}, connected to QP ${peer.qpNum}`);
}
connect(alice, aliceQp, bobInfo, alicePsn);
connect(bob, bobQp, aliceInfo, bobPsn);

// alice writes the message into bob's buffer, using the address and rkey bob sent her.
alice.postSend(aliceQp, {
  wrId: 1,
  opcode: "IBV_WR_RDMA_WRITE",
  sgList: [{ addr: aliceMr.addr, length: message.length, lkey: aliceMr.lkey }],
  sendFlags: IBV_SEND_SIGNALED,
  rdma: { remoteAddr: bobMr.addr, rkey: bobMr.rkey },
});
const bobCpuBefore = bob.cpuInvolvement;
fabric.runUntilIdle();

for (const wc of alice.pollCq(aliceCq)) {
  console.log(`alice's completion: ${wc.status}, ${wc.opcode}, ${wc.byteLen} bytes`);
}
const landed = new TextDecoder().decode(bobBuf.subarray(0, message.length)).replaceAll("\0", ".");
console.log(`bob's buffer now starts with: "${landed}"`);
console.log(`verbs calls bob's CPU made for the WRITE: ${bob.cpuInvolvement - bobCpuBefore}`);
console.log(`alice's QP is ${alice.queryQp(aliceQp).qpState}`);
