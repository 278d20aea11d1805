/**
 * verbs/: a simulated HCA with an ibverbs-shaped API (PD, MR, CQ, RC QP, WRITE/READ/SEND/RECV).
 *
 * Start with `new VerbsFabric({ hosts: ["alice", "bob"] })` and `fabric.openDevice(host)`, whose
 * `VerbsContext` has the verbs (`allocPd`, `regMr`, `createCq`, `createQp`, `modifyQp`,
 * `postSend`, `postRecv`, `pollCq`, ...). Simulated time moves only with `fabric.progress`,
 * `runUntilIdle` or `step`.
 *
 * The simulator words nothing: a refused call throws a `VerbsError` with an errno and a `code` and
 * `values` (`verbsErrorText` words it; its `message` is that English); every entry of
 * `fabric.events()` is a `VerbsEvent` of one `kind` with its line as `code` and `values`
 * (`verbsEventText` words it, reasons inside it included). `verbsEventCodes`, `verbsReasonCodes`
 * and `verbsErrorCodes` list every code, and the `*Templates` give each one's English.
 */
export { IbvCq } from "./IbvCq.ts";
export { type IbvDeviceAttr, ibvDeviceAttrPreset } from "./IbvDeviceAttr.ts";
export { IbvMr } from "./IbvMr.ts";
export { IBV_MTUS, type IbvMtu, ibvMtuBytes } from "./IbvMtu.ts";
export { IbvPd } from "./IbvPd.ts";
export type { IbvPortAttr } from "./IbvPortAttr.ts";
export { IbvQp } from "./IbvQp.ts";
export type { IbvAhAttr, IbvQpAttr } from "./IbvQpAttr.ts";
export type { IbvQpCap, IbvQpInitAttr } from "./IbvQpInitAttr.ts";
export { IBV_QP_STATES, type IbvQpState } from "./IbvQpState.ts";
export type { IbvRecvWr } from "./IbvRecvWr.ts";
export type { IbvSendWr, IbvSge } from "./IbvSendWr.ts";
export type { IbvWc } from "./IbvWc.ts";
export { type IbvWcOpcode, ibvWcOpcodeOf } from "./IbvWcOpcode.ts";
export { IBV_WC_STATUSES, type IbvWcStatus, ibvWcStatusStr } from "./IbvWcStatus.ts";
export { IBV_WR_OPCODES, type IbvWrOpcode } from "./IbvWrOpcode.ts";
export {
  IBV_ACCESS_ALL,
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  type IbvAccessFlags,
  ibvAccessFlagNames,
} from "./ibvAccessFlags.ts";
export { IBV_SEND_SIGNALED, IBV_WC_WITH_IMM } from "./ibvSendFlags.ts";
export { ibvAckTimeoutSeconds, ibvRnrTimerSeconds } from "./ibvTimers.ts";
export { VerbsContext } from "./VerbsContext.ts";
export {
  type VerbsErrno,
  VerbsError,
  type VerbsErrorCode,
  type VerbsErrorMessage,
  type VerbsErrorValues,
} from "./VerbsError.ts";
export type {
  VerbsEvent,
  VerbsEventCode,
  VerbsEventKind,
  VerbsEventMessage,
  VerbsEventOf,
  VerbsEventValues,
} from "./VerbsEvent.ts";
export { VerbsFabric, type VerbsFabricOptions, type VerbsRunResult } from "./VerbsFabric.ts";
export type { VerbsReason, VerbsReasonCode, VerbsReasonValues } from "./VerbsReason.ts";
export type { VerbsOpTiming, VerbsTiming } from "./VerbsTiming.ts";
export { verbsDatapathTiming, verbsOpTimingTotal } from "./verbsDatapathTiming.ts";
export {
  verbsErrorCodes,
  verbsErrorTemplates,
  verbsErrorText,
  verbsEventCodes,
  verbsEventTemplates,
  verbsEventText,
  verbsReasonCodes,
  verbsReasonTemplates,
  verbsReasonText,
} from "./verbsMessageText.ts";
export { type IbvQpAttrName, type VerbsQpTransition, verbsQpTransitions } from "./verbsQpTransitions.ts";
