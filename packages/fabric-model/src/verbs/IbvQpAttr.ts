import type { IbvMtu } from "./IbvMtu.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { IbvAccessFlags } from "./ibvAccessFlags.ts";

/**
 * Address vector (C: `struct ibv_ah_attr`): how to reach the remote port. On InfiniBand give the
 * remote `dlid`; on RoCE (Ethernet link layer) set `isGlobal: true` and `grh.dgid` to the remote GID.
 * `{ dlid: remote.lid, portNum: 1 }` or `{ isGlobal: true, grh: { dgid: remote.gid }, portNum: 1 }`
 */
export interface IbvAhAttr {
  /** Destination LID (InfiniBand), 1..0xBFFF. */
  readonly dlid?: number;
  /** Use a global route header: required on RoCE. */
  readonly isGlobal?: boolean;
  /** Global route: the destination GID as printed by `queryGid`, e.g. "fe80:0000:0000:0000:0002:c903:0000:0001". */
  readonly grh?: { readonly dgid: string; readonly sgidIndex?: number; readonly hopLimit?: number };
  /** Service level 0..15 (accepted, not modelled). */
  readonly sl?: number;
  /** Local port, 1. */
  readonly portNum?: number;
}

/**
 * Attributes for `modifyQp` (C: `struct ibv_qp_attr`). The attributes you pass are the attribute
 * mask: each transition needs exactly its required ones and accepts only its optional ones, as
 * `ibv_modify_qp` checks them. `{ qpState: "IBV_QPS_INIT", pkeyIndex: 0, portNum: 1, qpAccessFlags: IBV_ACCESS_REMOTE_WRITE }`
 */
export interface IbvQpAttr {
  readonly qpState?: IbvQpState;
  /** INIT: partition key index, 0..127. */
  readonly pkeyIndex?: number;
  /** INIT: HCA port, 1. */
  readonly portNum?: number;
  /** INIT: what remote peers may do through this QP (`IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ`). */
  readonly qpAccessFlags?: IbvAccessFlags;
  /** RTR: path MTU, e.g. "IBV_MTU_1024". */
  readonly pathMtu?: IbvMtu;
  /** RTR: the remote QP's number, exchanged out of band. */
  readonly destQpNum?: number;
  /** RTR: first PSN expected from the remote (its `sqPsn`), 24-bit. */
  readonly rqPsn?: number;
  /** RTR: RDMA READs the remote may have outstanding at this responder, 0..16. */
  readonly maxDestRdAtomic?: number;
  /** RTR: RNR NAK timer code 0..31 sent to a requester that finds no posted receive (see ibvRnrTimerSeconds). */
  readonly minRnrTimer?: number;
  /** RTR: address vector of the remote port. */
  readonly ahAttr?: IbvAhAttr;
  /** RTS: local ACK timeout code 0..31, 4.096 us x 2^timeout (0 = forever). */
  readonly timeout?: number;
  /** RTS: transport retries 0..7 before IBV_WC_RETRY_EXC_ERR. */
  readonly retryCnt?: number;
  /** RTS: RNR retries 0..7 before IBV_WC_RNR_RETRY_EXC_ERR; 7 means retry forever. */
  readonly rnrRetry?: number;
  /** RTS: first PSN this QP sends, 24-bit. */
  readonly sqPsn?: number;
  /** RTS: RDMA READs this QP may have outstanding as requester, 0..16. */
  readonly maxRdAtomic?: number;
}
