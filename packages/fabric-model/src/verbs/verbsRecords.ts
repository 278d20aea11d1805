import type { IbvCq } from "./IbvCq.ts";
import type { IbvMr } from "./IbvMr.ts";
import type { IbvMtu } from "./IbvMtu.ts";
import type { IbvPd } from "./IbvPd.ts";
import type { IbvQp } from "./IbvQp.ts";
import type { IbvQpAttr } from "./IbvQpAttr.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { IbvSge } from "./IbvSendWr.ts";
import type { IbvWc } from "./IbvWc.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";

/* Internal mutable state of the simulated HCAs. Learners only ever hold the handle classes. */

/** One simulated HCA (one per host). */
export interface DeviceRecord {
  index: number;
  host: string;
  name: string;
  lid: number;
  gid: string;
  linkLayer: "InfiniBand" | "Ethernet";
  activeMtu: IbvMtu;
  qps: Map<number, QpRecord>;
  mrsByKey: Map<number, MrRecord>;
  bufferBases: WeakMap<ArrayBufferLike, number>;
  addrCursor: number;
  nextQpNum: number;
  cpuCalls: number;
  /** End time of the last packet serialized on this port's transmit side. */
  txFree: number;
}

/** A protection domain. */
export interface PdRecord {
  handle: IbvPd;
  owner: object;
  device: DeviceRecord;
  id: number;
  mrCount: number;
  qpCount: number;
  alive: boolean;
}

/** A registered memory region. */
export interface MrRecord {
  handle: IbvMr;
  pd: PdRecord;
  buffer: Uint8Array;
  addr: number;
  length: number;
  access: number;
  lkey: number;
  rkey: number;
  alive: boolean;
}

/** A completion-queue entry with what polling it releases. */
export interface CqEntry {
  wc: IbvWc;
  qp: QpRecord;
  gen: number;
  sq: boolean;
  free: number;
}

/** A completion queue. */
export interface CqRecord {
  handle: IbvCq;
  owner: object;
  device: DeviceRecord;
  id: number;
  capacity: number;
  entries: CqEntry[];
  head: number;
  overrun: boolean;
  qpRefs: number;
  alive: boolean;
  emptyStreak: number;
  emptyStreakClock: number;
}

/** Stage durations of one send WR, in seconds, computed at post time from the timing function. */
export interface WrDurations {
  doorbell: number;
  dmaRead: number;
  dmaReadOcc: number;
  wireReq: number;
  wireReqOcc: number;
  respDma: number;
  respDmaOcc: number;
  wireBack: number;
  wireBackOcc: number;
  localDma: number;
  localDmaOcc: number;
  cqe: number;
  /** A header-only packet (ACK, NAK) on the wire. */
  ack: number;
}

/** Life of a send WR in the requester. */
export type SendWrState = "posted" | "held" | "inflight" | "acked" | "failing" | "done";

/** A posted send WR. */
export interface SendWrRecord {
  wrId: number;
  opcode: IbvWrOpcode;
  signaled: boolean;
  sges: readonly IbvSge[];
  bytes: number;
  immData: number | undefined;
  remoteAddr: number;
  rkey: number;
  qp: QpRecord;
  gen: number;
  psn: number;
  npkts: number;
  d: WrDurations;
  state: SendWrState;
  attempt: number;
  sentAt: number;
  ready: boolean;
  status: IbvWcStatus;
  /* What the responder resolved when the request arrived, used by its DMA stage. */
  respQp: QpRecord | null;
  respMr: MrRecord | null;
  recv: RecvWrRecord | null;
}

/** A posted receive WR. */
export interface RecvWrRecord {
  wrId: number;
  sges: readonly IbvSge[];
  state: "posted" | "consumed" | "done";
}

/** A queue pair, requester and responder halves. */
export interface QpRecord {
  handle: IbvQp;
  owner: object;
  device: DeviceRecord;
  pd: PdRecord;
  sendCq: CqRecord;
  recvCq: CqRecord;
  qpNum: number;
  state: IbvQpState;
  destroyed: boolean;
  gen: number;
  maxSendWr: number;
  maxRecvWr: number;
  maxSendSge: number;
  maxRecvSge: number;
  sqSigAll: boolean;
  attrs: IbvQpAttr;
  /* requester */
  sq: SendWrRecord[];
  sqHead: number;
  sqUsed: number;
  pendingRetire: number;
  stopped: boolean;
  retransmitPending: boolean;
  retryCount: number;
  rnrCount: number;
  nextPsn: number;
  pDoorbell: number;
  pDmaRead: number;
  pLocalDma: number;
  pCompletion: number;
  /* responder */
  ePsn: number;
  rq: RecvWrRecord[];
  rqHead: number;
  rqUsed: number;
  rqActive: RecvWrRecord[];
  pRespDma: number;
  pRespCompletion: number;
}
