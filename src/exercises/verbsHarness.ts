/**
 * The two-host setting shared by the verbs walkthrough figure and the exercises: alice writes into
 * bob's memory over one RC connection. Small helpers that build one side and the attribute objects
 * of each QP transition, so the figure and the exercise checks connect QPs the same way.
 */
import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_WRITE,
  IBV_SEND_SIGNALED,
  type IbvCq,
  type IbvMr,
  type IbvPd,
  type IbvQp,
  type IbvQpAttr,
  type IbvSendWr,
  type VerbsContext,
  VerbsFabric,
} from "fabric-model";

/** Bytes of each host's registered buffer, drawn as cells in the walkthrough. */
export const BUFFER_BYTES = 16;
/** What alice's CPU puts in her buffer before posting: eight recognisable bytes. */
export const PAYLOAD: readonly number[] = [0xde, 0xad, 0xbe, 0xef, 0xca, 0xfe, 0xf0, 0x0d];
/** First packet sequence numbers each side sends (any 24-bit values; the peer must be told). */
export const ALICE_PSN = 0x1000;
/** See {@link ALICE_PSN}. */
export const BOB_PSN = 0x2000;
/** RNR retries before IBV_WC_RNR_RETRY_EXC_ERR (7 would retry forever). */
export const RNR_RETRY = 3;

/** What one side tells its peer out of band (over TCP, a file, a job launcher) before connecting. */
export interface PeerInfo {
  readonly qpNum: number;
  readonly lid: number;
  readonly psn: number;
}

/** The attributes of RESET -> INIT: partition, port, and what remote peers may do through the QP. */
export function qpInitAttr(qpAccessFlags = IBV_ACCESS_REMOTE_WRITE): IbvQpAttr {
  return { qpState: "IBV_QPS_INIT", pkeyIndex: 0, portNum: 1, qpAccessFlags };
}

/** The attributes of INIT -> RTR: who the remote is (LID, QP number) and the PSN it starts at. */
export function qpRtrAttr(peer: PeerInfo): IbvQpAttr {
  return {
    qpState: "IBV_QPS_RTR",
    pathMtu: "IBV_MTU_4096",
    destQpNum: peer.qpNum,
    rqPsn: peer.psn,
    maxDestRdAtomic: 1,
    minRnrTimer: 12,
    ahAttr: { dlid: peer.lid, portNum: 1 },
  };
}

/** The attributes of RTR -> RTS: timers, retry counts and this side's first PSN. */
export function qpRtsAttr(psn: number): IbvQpAttr {
  return {
    qpState: "IBV_QPS_RTS",
    timeout: 14,
    retryCnt: 7,
    rnrRetry: RNR_RETRY,
    sqPsn: psn,
    maxRdAtomic: 1,
  };
}

/** One host's verbs objects. */
export interface Side {
  readonly ctx: VerbsContext;
  readonly pd: IbvPd;
  readonly buf: Uint8Array;
  readonly mr: IbvMr;
  readonly cq: IbvCq;
  readonly qp: IbvQp;
}

/** Opens `host`, allocates a PD (or uses `pd`), registers `buf` with `access`, creates a CQ and an RC QP. */
export function makeSide(
  fabric: VerbsFabric,
  host: string,
  options: { access?: number; buf?: Uint8Array; pd?: IbvPd; mr?: IbvMr } = {},
): Side {
  const ctx = fabric.openDevice(host);
  const pd = options.pd ?? ctx.allocPd();
  const buf = options.buf ?? new Uint8Array(BUFFER_BYTES);
  const mr = options.mr ?? ctx.regMr(pd, buf, options.access ?? IBV_ACCESS_LOCAL_WRITE);
  const cq = ctx.createCq({ cqe: 16 });
  const qp = ctx.createQp(pd, {
    qpType: "IBV_QPT_RC",
    sendCq: cq,
    recvCq: cq,
    cap: { maxSendWr: 8, maxRecvWr: 8 },
  });
  return { ctx, pd, buf, mr, cq, qp };
}

/** What `side` sends its peer. */
export function peerInfo(side: { ctx: VerbsContext; qp: IbvQp }, psn: number): PeerInfo {
  return { qpNum: side.qp.qpNum, lid: side.ctx.queryPort(1).lid, psn };
}

/** Moves `side`'s QP RESET -> INIT -> RTR -> RTS towards `peer`. */
export function connectSide(side: { ctx: VerbsContext; qp: IbvQp }, peer: PeerInfo, psn: number): void {
  side.ctx.modifyQp(side.qp, qpInitAttr());
  side.ctx.modifyQp(side.qp, qpRtrAttr(peer));
  side.ctx.modifyQp(side.qp, qpRtsAttr(psn));
}

/** A fabric with alice and bob; alice's buffer holds {@link PAYLOAD}; both QPs connected. */
export function connectedPair(options: { bobAccess?: number } = {}): {
  fabric: VerbsFabric;
  alice: Side;
  bob: Side;
} {
  const fabric = new VerbsFabric({ hosts: ["alice", "bob"] });
  const aliceBuf = new Uint8Array(BUFFER_BYTES);
  aliceBuf.set(PAYLOAD);
  const alice = makeSide(fabric, "alice", { buf: aliceBuf });
  const bob = makeSide(fabric, "bob", {
    access: options.bobAccess ?? IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE,
  });
  connectSide(alice, peerInfo(bob, BOB_PSN), ALICE_PSN);
  connectSide(bob, peerInfo(alice, ALICE_PSN), BOB_PSN);
  return { fabric, alice, bob };
}

/** A signaled RDMA WRITE of `length` bytes from the start of `from` to `remoteAddr`. */
export function writeWr(
  from: IbvMr,
  remote: { addr: number; rkey: number },
  length: number,
  wrId = 1,
): IbvSendWr {
  return {
    wrId,
    opcode: "IBV_WR_RDMA_WRITE",
    sgList: [{ addr: from.addr, length, lkey: from.lkey }],
    sendFlags: IBV_SEND_SIGNALED,
    rdma: { remoteAddr: remote.addr, rkey: remote.rkey },
  };
}
