import {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  IBV_SEND_SIGNALED,
  type IbvCq,
  type IbvMr,
  type IbvPd,
  type IbvQp,
  type IbvQpAttr,
  type IbvRecvWr,
  type IbvSendWr,
  type VerbsContext,
  VerbsFabric,
  type VerbsFabricOptions,
} from "../../src/index.ts";

/** One side of a connected pair, as a test sees it. */
export interface VerbsSide {
  readonly ctx: VerbsContext;
  readonly pd: IbvPd;
  readonly cq: IbvCq;
  readonly qp: IbvQp;
  readonly mr: IbvMr;
  readonly buf: Uint8Array;
}

/** Everything one side tells the other out of band, as real applications exchange it. */
export interface VerbsPeerInfo {
  readonly qpNum: number;
  readonly lid: number;
  readonly gid: string;
  readonly psn: number;
  readonly addr: number;
  readonly rkey: number;
}

const ALL = IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ;

/** Creates PD, MR over a fresh buffer, CQ and RC QP on one host. */
export function makeSide(
  fabric: VerbsFabric,
  host: string,
  options: { bytes?: number; mrAccess?: number; maxSendWr?: number; maxRecvWr?: number; cqe?: number } = {},
): VerbsSide {
  const ctx = fabric.openDevice(host);
  const pd = ctx.allocPd();
  const buf = new Uint8Array(options.bytes ?? 4096);
  const mr = ctx.regMr(pd, buf, options.mrAccess ?? ALL);
  const cq = ctx.createCq({ cqe: options.cqe ?? 1024 });
  const qp = ctx.createQp(pd, {
    qpType: "IBV_QPT_RC",
    sendCq: cq,
    recvCq: cq,
    cap: {
      maxSendWr: options.maxSendWr ?? 256,
      maxRecvWr: options.maxRecvWr ?? 256,
      maxSendSge: 4,
      maxRecvSge: 4,
    },
  });
  return { ctx, pd, cq, qp, mr, buf };
}

/** What this side sends to its peer. */
export function peerInfo(side: VerbsSide, psn: number): VerbsPeerInfo {
  return {
    qpNum: side.qp.qpNum,
    lid: side.ctx.queryPort(1).lid,
    gid: side.ctx.queryGid(1, 0),
    psn,
    addr: side.mr.addr,
    rkey: side.mr.rkey,
  };
}

/** Moves `side` RESET -> INIT -> RTR -> RTS towards `remote`, with optional overrides per step. */
export function connect(
  side: VerbsSide,
  remote: VerbsPeerInfo,
  localPsn: number,
  overrides: { init?: Partial<IbvQpAttr>; rtr?: Partial<IbvQpAttr>; rts?: Partial<IbvQpAttr> } = {},
): void {
  const roce = side.ctx.queryPort(1).linkLayer === "Ethernet";
  side.ctx.modifyQp(side.qp, {
    qpState: "IBV_QPS_INIT",
    pkeyIndex: 0,
    portNum: 1,
    qpAccessFlags: IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ,
    ...overrides.init,
  });
  side.ctx.modifyQp(side.qp, {
    qpState: "IBV_QPS_RTR",
    pathMtu: roce ? "IBV_MTU_1024" : "IBV_MTU_4096",
    destQpNum: remote.qpNum,
    rqPsn: remote.psn,
    maxDestRdAtomic: 16,
    minRnrTimer: 12,
    ahAttr: roce
      ? { isGlobal: true, grh: { dgid: remote.gid }, portNum: 1 }
      : { dlid: remote.lid, portNum: 1 },
    ...overrides.rtr,
  });
  side.ctx.modifyQp(side.qp, {
    qpState: "IBV_QPS_RTS",
    timeout: 14,
    retryCnt: 7,
    rnrRetry: 3,
    sqPsn: localPsn,
    maxRdAtomic: 16,
    ...overrides.rts,
  });
}

/** Two hosts, alice and bob, with connected RC QPs. */
export function connectedPair(
  options: Partial<VerbsFabricOptions> & {
    alice?: Parameters<typeof makeSide>[2];
    bob?: Parameters<typeof makeSide>[2];
  } = {},
): { fabric: VerbsFabric; alice: VerbsSide; bob: VerbsSide } {
  const { alice: aOpts, bob: bOpts, ...fabricOptions } = options;
  const fabric = new VerbsFabric({ hosts: ["alice", "bob"], ...fabricOptions });
  const alice = makeSide(fabric, "alice", aOpts);
  const bob = makeSide(fabric, "bob", bOpts);
  const aPsn = 0x1000;
  const bPsn = 0x2000;
  connect(alice, peerInfo(bob, bPsn), aPsn);
  connect(bob, peerInfo(alice, aPsn), bPsn);
  return { fabric, alice, bob };
}

/** An RDMA WRITE or READ of `length` bytes between the two sides' MRs. */
export function rdmaWr(
  from: VerbsSide,
  to: VerbsSide,
  inputs: {
    wrId: number;
    opcode?: "IBV_WR_RDMA_WRITE" | "IBV_WR_RDMA_READ" | "IBV_WR_RDMA_WRITE_WITH_IMM";
    length: number;
    localOffset?: number;
    remoteOffset?: number;
    rkey?: number;
    lkey?: number;
    signaled?: boolean;
    immData?: number;
  },
): IbvSendWr {
  return {
    wrId: inputs.wrId,
    opcode: inputs.opcode ?? "IBV_WR_RDMA_WRITE",
    sgList: [
      {
        addr: from.mr.addr + (inputs.localOffset ?? 0),
        length: inputs.length,
        lkey: inputs.lkey ?? from.mr.lkey,
      },
    ],
    sendFlags: inputs.signaled === false ? 0 : IBV_SEND_SIGNALED,
    rdma: { remoteAddr: to.mr.addr + (inputs.remoteOffset ?? 0), rkey: inputs.rkey ?? to.mr.rkey },
    ...(inputs.immData === undefined ? {} : { immData: inputs.immData }),
  };
}

/** A SEND of `length` bytes from the start of the side's MR. */
export function sendWr(
  from: VerbsSide,
  inputs: { wrId: number; length: number; localOffset?: number },
): IbvSendWr {
  return {
    wrId: inputs.wrId,
    opcode: "IBV_WR_SEND",
    sgList: [{ addr: from.mr.addr + (inputs.localOffset ?? 0), length: inputs.length, lkey: from.mr.lkey }],
    sendFlags: IBV_SEND_SIGNALED,
  };
}

/** A receive WR over `length` bytes of the side's MR. */
export function recvWr(
  side: VerbsSide,
  inputs: { wrId: number; length: number; offset?: number; lkey?: number },
): IbvRecvWr {
  return {
    wrId: inputs.wrId,
    sgList: [
      { addr: side.mr.addr + (inputs.offset ?? 0), length: inputs.length, lkey: inputs.lkey ?? side.mr.lkey },
    ],
  };
}
