import { messageText, type TemplatesMatch } from "../messageText.ts";
import type { VerbsErrorCode, VerbsErrorMessage, VerbsErrorValues } from "./VerbsError.ts";
import type { VerbsEventCode, VerbsEventMessage, VerbsEventValues } from "./VerbsEvent.ts";
import type { VerbsReason, VerbsReasonCode, VerbsReasonValues } from "./VerbsReason.ts";

/**
 * Each log line's English, `{name}` marking its values (`{why}` is a reason, worded from
 * `verbsReasonTemplates`): the words of `verbsEventText`, and of the English UI dictionary's
 * entry for the same code (a test keeps the two equal).
 * @example verbsEventTemplates.cqe // "HCA writes the CQE of wr {wr}"
 */
export const verbsEventTemplates = {
  "post-send": "CPU posts {opcode} wr {wr} ({bytes} B)",
  "post-recv": "CPU posts receive wr {wr}",
  doorbell: "doorbell: HCA sees 1 new WQE on QP {qp}",
  "doorbell-batch": "doorbell: HCA sees {count} new WQEs on QP {qp}",
  "fetch-wqe": "HCA fetches the WQE and DMA-reads {bytes} B from host memory",
  "fetch-read-wqe": "HCA fetches the READ WQE",
  "request-wire": "{opcode} packet ({bytes} B) cross the wire to {peer}",
  "request-wire-packets": "{opcode} packets ({bytes} B) cross the wire to {peer}",
  "read-request-wire": "READ request for {bytes} B crosses the wire to {peer}",
  "responder-write": "HCA writes {bytes} B at {addr} on {host}; its CPU is not involved",
  "responder-write-recv":
    "HCA writes {bytes} B into the buffers of receive wr {recv} on {host}; its CPU is not involved",
  "responder-read": "HCA reads {bytes} B at {addr} on {host}; its CPU is not involved",
  "read-response-wire": "READ response with {bytes} B crosses the wire to {peer}",
  "read-data-lands": "HCA DMA-writes the {bytes} B read into local memory",
  "ack-wire": "ACK for wr {wr} crosses the wire to {peer}",
  "nak-wire": "NAK for wr {wr} crosses the wire to {peer}: {status}",
  cqe: "HCA writes the CQE of wr {wr}",
  "unsignaled-done": "wr {wr} done (unsignaled: no CQE)",
  "completes-with": "wr {wr} completes with {status}",
  "recv-cqe-send": "HCA writes the CQE of receive wr {wr} (SEND, {bytes} B)",
  "recv-cqe-write-imm": "HCA writes the CQE of receive wr {wr} (RDMA WRITE with immediate, {bytes} B)",
  "recv-completes-with": "receive wr {wr} completes with {status}",
  flushed: "wr {wr} flushed: QP {qp} is in IBV_QPS_ERR",
  "recv-flushed": "receive wr {wr} flushed: QP {qp} is in IBV_QPS_ERR",
  poll: "CPU polls 1 completion",
  "poll-batch": "CPU polls {count} completions",
  "cq-overrun":
    "IBV_EVENT_CQ_ERR: CQ full ({capacity} entries), completion of wr {wr} lost; poll more often or create a bigger CQ",
  "state-change": "QP {qp} {from} -> {to}: {why}",
  "receiver-not-ready": "receiver not ready: QP {qp} on {host} has no receive posted; RNR NAK sent",
  "rnr-nak":
    "RNR NAK for wr {wr} reaches the requester: no receive was posted (RNR retry {attempt} of {max})",
  "rnr-nak-forever":
    "RNR NAK for wr {wr} reaches the requester: no receive was posted (RNR retry {attempt} of infinite)",
  "responder-rejects": "responder rejects wr {wr}: {why}; NAK sent",
  dropped: "request for wr {wr} dropped: {why}",
  "ack-timeout": "no ACK for wr {wr} within the local ACK timeout (retry {attempt} of {max})",
  resend: "resending 1 WR from wr {wr}",
  "resend-batch": "resending {count} WRs from wr {wr}",
  "local-protection-error": "local protection error: {why}",
} as const satisfies Record<VerbsEventCode, string>;

/**
 * Each reason's English, `{name}` marking its values.
 * @example verbsReasonTemplates["wr-failed"] // "wr {wr} failed with {status}"
 */
export const verbsReasonTemplates = {
  "modify-qp": "modifyQp",
  "destroy-qp": "destroyQp",
  "posted-in-error": "posted while in error",
  "attributes-changed": "attributes {names} changed",
  "no-attributes-changed": "attributes (none) changed",
  "wr-failed": "wr {wr} failed with {status}",
  "no-port": "no port in the fabric matches the address vector (check dlid / dgid)",
  "no-qp": "no QP {qp} on {host} (check destQpNum)",
  "responder-state": "responder QP {qp} is in {state}; it receives only in RTR or RTS",
  "psn-ahead":
    "PSN {psn} is ahead of the expected {expected} (the requester's sqPsn must equal the responder's rqPsn)",
  "lkey-unknown": "lkey {key} is not a registered MR on {host}",
  "lkey-other-pd": "lkey {key} belongs to another protection domain than QP {qp}",
  "sge-outside-mr": "SGE [{addr}, +{length}) is outside MR [{mrAddr}, +{mrLength})",
  "mr-no-local-write": "MR {key} lacks IBV_ACCESS_LOCAL_WRITE, needed to land data in it",
  "receive-buffer": "receive buffer: {why}",
  "qp-access-lacks": "responder QP's qpAccessFlags lack {flag}",
  "mtu-exceeded": "packets of {packetBytes} B exceed the responder's path MTU of {mtuBytes} B",
  "no-read-depth": "responder QP has maxDestRdAtomic 0: it accepts no RDMA READ",
  "rkey-unknown": "rkey {key} is not a registered MR on {host}",
  "rkey-other-pd": "rkey {key} belongs to another protection domain than QP {qp}",
  "mr-lacks-access": "MR {key} was registered without {flag}",
  "range-outside-mr": "[{addr}, +{bytes}) is outside MR [{mrAddr}, +{mrLength})",
  "message-too-large": "message of {bytes} B is larger than the {room} B receive buffer",
} as const satisfies Record<VerbsReasonCode, string>;

const ATTRIBUTE_IN_ITS_TRANSITION =
  "Pass each attribute in the transition that needs it: INIT gets pkeyIndex/portNum/qpAccessFlags, RTR the remote side and rq values, RTS the sq values.";

/**
 * Each refused call's English, `{name}` marking its values (the verb and errno come before it in
 * `VerbsError.message`).
 * @example verbsErrorTemplates["recv-in-reset"] // "QP {qp} is in IBV_QPS_RESET: move it to IBV_QPS_INIT before posting receives."
 */
export const verbsErrorTemplates = {
  "pd-unknown": "expected a protection domain from this context's allocPd().",
  "pd-other-context":
    "expected a protection domain from this context's allocPd(). It belongs to another device context ({host}).",
  "pd-deallocated": "this protection domain was deallocated.",
  "pd-busy": "the PD still has {mrs} memory region(s) and {qps} QP(s): deregMr / destroyQp them first.",
  "cq-unknown": "expected a completion queue from this context's createCq().",
  "cq-other-context":
    "expected a completion queue from this context's createCq(). It belongs to another device context ({host}).",
  "cq-destroyed": "this completion queue was destroyed.",
  "cq-busy": "{qps} QP(s) still use this CQ: destroyQp them first.",
  "qp-unknown": "expected a queue pair from this context's createQp().",
  "qp-other-context":
    "expected a queue pair from this context's createQp(). It belongs to another device context ({host}).",
  "qp-destroyed": "QP {qp} was destroyed.",
  "mr-unknown": "expected a memory region from this context's regMr().",
  "mr-deregistered": "this memory region is already deregistered.",
  "no-such-port": "port {port} does not exist: the HCA has one port, number 1.",
  "no-such-gid": "only port 1, GID index 0 exists here (asked port {port}, index {index}).",
  "buffer-not-bytes": "buffer must be a Uint8Array, e.g. new Uint8Array(4096) or big.subarray(0, 256).",
  "buffer-empty": "buffer is empty: register at least one byte.",
  "access-unknown-bits":
    "access {access} has unknown bits: combine IBV_ACCESS_LOCAL_WRITE, IBV_ACCESS_REMOTE_WRITE and IBV_ACCESS_REMOTE_READ with |.",
  "remote-write-needs-local-write":
    "IBV_ACCESS_REMOTE_WRITE needs IBV_ACCESS_LOCAL_WRITE too: use IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE.",
  "cqe-out-of-range": "cqe must be an integer 1..{max}, got {got}.",
  "num-entries-invalid": "numEntries must be a positive integer, got {got}.",
  "poll-stuck":
    "the CQ was polled empty {polls} times while simulated time stood still: simulated time only moves when you call fabric.progress(dt) or fabric.runUntilIdle(). Call one inside your polling loop.",
  "init-attr-missing": "pass {shape}.",
  "init-attr-unknown-field": 'unknown field "{field}": initAttr takes {known}.',
  "qp-type-unsupported":
    'qpType {qpType} is not simulated: only reliable-connected "IBV_QPT_RC" queue pairs are.',
  "cap-missing": "cap is required: {shape}.",
  "cap-unknown-field": 'unknown cap field "{field}": cap takes {known}.',
  "cap-out-of-range": "cap.{name} must be an integer 1..{max}, got {got}.",
  "sq-sig-all-not-boolean": "sqSigAll must be true or false.",
  "attr-missing": "pass an attribute object, e.g. {example}.",
  "attr-unknown": 'unknown attribute "{name}". Known: {known}.',
  "qp-state-unknown": "qpState {qpState} is not one of {states}.",
  "transition-illegal":
    "a QP cannot go from {from} to {to}. From {from} it can go to {next}; the path to send is RESET -> INIT -> RTR -> RTS.",
  "attr-required": "{from} -> {to} requires {required}; missing: {missing}.",
  "attr-misplaced": `{names} cannot be set in {from} -> {to} (this transition takes {allowed}). ${ATTRIBUTE_IN_ITS_TRANSITION}`,
  "attr-misplaced-none": `{names} cannot be set in {from} -> {to} (this transition takes no attributes). ${ATTRIBUTE_IN_ITS_TRANSITION}`,
  "pkey-index-range": "{name} must be an integer {min}..{max} (a P_Key table index), got {got}.",
  "port-num-range": "{name} must be an integer {min}..{max} (the HCA's only port), got {got}.",
  "access-flags-range": "{name} must be an integer {min}..{max} (IBV_ACCESS_* flags), got {got}.",
  "qp-num-range": "{name} must be an integer {min}..{max} (a 24-bit QP number), got {got}.",
  "psn-range": "{name} must be an integer {min}..{max} (a 24-bit PSN), got {got}.",
  "read-depth-range": "{name} must be an integer {min}..{max} (a READ depth), got {got}.",
  "rnr-timer-range": "{name} must be an integer {min}..{max} (an RNR timer code), got {got}.",
  "ack-timeout-range": "{name} must be an integer {min}..{max} (an ACK timeout code), got {got}.",
  "retry-count-range": "{name} must be an integer {min}..{max} (a retry count), got {got}.",
  "rnr-retry-range": "{name} must be an integer {min}..{max} (an RNR retry count (7 = forever)), got {got}.",
  "path-mtu-unknown": "pathMtu must be one of {mtus}, got {got}.",
  "ah-attr-missing": "ahAttr: pass {ib} on InfiniBand or {roce} on RoCE.",
  "ah-attr-unknown-field": 'ahAttr: unknown field "{field}"; ahAttr takes {known}.',
  "ah-port-num": "ahAttr: portNum must be 1, got {got}.",
  "ah-sl": "ahAttr: sl must be 0..15, got {got}.",
  "ah-is-global-not-boolean": "ahAttr: isGlobal must be true or false.",
  "ah-dgid-missing": "ahAttr: isGlobal is true but grh.dgid is missing: set grh: {example}.",
  "ah-roce-needs-grh":
    "ahAttr: RoCE (Ethernet link layer) has no LIDs: every packet needs a global route header. Set isGlobal: true and grh: {example}.",
  "ah-dlid": "ahAttr: dlid must be the peer's unicast LID (1..0xBFFF, from its queryPort(1).lid), got {got}.",
  "sg-list-not-array": "{wr}.sgList must be an array of {shape}.",
  "sg-list-too-long": "{wr} has {count} SGEs; this QP was created with max {max} (cap.max*Sge).",
  "sge-not-object": "{wr}.sgList entries must be {shape}.",
  "sge-unknown-field": '{wr}: unknown SGE field "{field}" (use addr, length, lkey).',
  "sge-addr": "{wr}: sge.addr must be an address such as mr.addr + offset.",
  "sge-length": "{wr}: sge.length must be an integer 0..2^31.",
  "sge-lkey": "{wr}: sge.lkey must be a 32-bit key such as mr.lkey.",
  "message-too-long": "{wr} is {bytes} B, above the 2 GiB message limit.",
  "send-needs-rts":
    "QP {qp} is in {state}; sends need IBV_QPS_RTS: move it RESET -> INIT -> RTR -> RTS with modifyQp.",
  "send-needs-rts-from-rtr":
    "QP {qp} is in {state}; sends need IBV_QPS_RTS: move it to IBV_QPS_RTS with modifyQp (timeout, retryCnt, rnrRetry, sqPsn, maxRdAtomic).",
  "wr-not-object": "{wr} must be an object {shape}.",
  "send-wr-unknown-field": '{wr}: unknown field "{field}"; a send WR takes {known}.',
  "recv-wr-unknown-field": '{wr}: unknown field "{field}"; a receive WR takes wrId, sgList.',
  "wr-id-not-number": "{wr}.wrId must be a number.",
  "opcode-unknown": "{wr}.opcode {opcode} is not one of {opcodes}.",
  "send-flags-unknown": "{wr}.sendFlags may only be IBV_SEND_SIGNALED or 0, got {got}.",
  "rdma-missing":
    "{wr}: {opcode} needs rdma: {shape} with the peer's address and rkey (exchanged out of band).",
  "imm-data-missing": "{wr}: IBV_WR_RDMA_WRITE_WITH_IMM needs immData, a 32-bit unsigned integer.",
  "send-queue-full":
    "send queue of QP {qp} is full ({used} of cap.maxSendWr {max} slots in use; {asked} more asked). Slots free when you poll a completion: poll the send CQ (after fabric.progress / runUntilIdle), and signal at least every Nth WR, since unsignaled WRs are retired only by a later signaled one.",
  "recv-in-reset": "QP {qp} is in IBV_QPS_RESET: move it to IBV_QPS_INIT before posting receives.",
  "recv-queue-full":
    "receive queue of QP {qp} is full ({used} of cap.maxRecvWr {max} in use): poll the receive CQ to free slots.",
} as const satisfies Record<VerbsErrorCode, string>;

// Checked when compiled: each template names exactly its code's values (else the type names the code).
true satisfies TemplatesMatch<typeof verbsEventTemplates, VerbsEventValues>;
true satisfies TemplatesMatch<typeof verbsReasonTemplates, VerbsReasonValues>;
true satisfies TemplatesMatch<typeof verbsErrorTemplates, VerbsErrorValues>;

/** Every log line code, in the order of `verbsEventTemplates`: `verbsEventCodes.includes("cqe")`. */
export const verbsEventCodes = /* @__PURE__ */ Object.keys(verbsEventTemplates) as VerbsEventCode[];
/** Every reason code, in the order of `verbsReasonTemplates`: `verbsReasonCodes.includes("no-port")`. */
export const verbsReasonCodes = /* @__PURE__ */ Object.keys(verbsReasonTemplates) as VerbsReasonCode[];
/** Every refused-call code, in the order of `verbsErrorTemplates`: `verbsErrorCodes.includes("pd-unknown")`. */
export const verbsErrorCodes = /* @__PURE__ */ Object.keys(verbsErrorTemplates) as VerbsErrorCode[];

/**
 * A log line in English, its reason included.
 * @example verbsEventText({ code: "cqe", values: { wr: 1 } }) // "HCA writes the CQE of wr 1"
 */
export function verbsEventText(message: VerbsEventMessage): string {
  return messageText(verbsEventTemplates, message, verbsReasonTemplates);
}

/**
 * A reason in English: `verbsReasonText({ code: "modify-qp", values: {} })` -> "modifyQp".
 */
export function verbsReasonText(reason: VerbsReason): string {
  return messageText(verbsReasonTemplates, reason);
}

/**
 * Why a call was refused, in English (without the verb and errno that `VerbsError.message` adds).
 * @example verbsErrorText({ code: "qp-destroyed", values: { qp: "0x111" } }) // "QP 0x111 was destroyed."
 */
export function verbsErrorText(message: VerbsErrorMessage): string {
  return messageText(verbsErrorTemplates, message);
}
