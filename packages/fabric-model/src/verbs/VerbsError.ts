import type { MessageOf, NoValues } from "../messageText.ts";
import { verbsErrorText } from "./verbsMessageText.ts";

/** errno-style codes a verb can fail with synchronously, as the C verbs return them. */
export type VerbsErrno = "EINVAL" | "ENOMEM" | "EBUSY" | "EOPNOTSUPP" | "EDEADLK";

/** An attribute out of its range: which one, its range, and what was given (as `String(value)`). */
type OutOfRange = { name: string; min: number; max: number; got: string };

/**
 * Why a verb refused a call, by code, with the values its sentence needs (`verbsErrorTemplates`
 * holds the English). `wr` names the refused work request as the message shows it ("wr", or
 * "wr[2]" in a list); `got` is the value given, as `String(value)`; `known`, `required`,
 * `missing` and the like are comma-separated names; `shape` and `example` are code, shown as they
 * are in every language; QP numbers are hex strings.
 * @example const v: VerbsErrorValues["send-needs-rts"] = { qp: "0x111", state: "IBV_QPS_INIT" };
 */
export type VerbsErrorValues = {
  "pd-unknown": NoValues;
  "pd-other-context": { host: string };
  "pd-deallocated": NoValues;
  "pd-busy": { mrs: number; qps: number };
  "cq-unknown": NoValues;
  "cq-other-context": { host: string };
  "cq-destroyed": NoValues;
  "cq-busy": { qps: number };
  "qp-unknown": NoValues;
  "qp-other-context": { host: string };
  "qp-destroyed": { qp: string };
  "mr-unknown": NoValues;
  "mr-deregistered": NoValues;
  "no-such-port": { port: number };
  "no-such-gid": { port: number; index: number };
  "buffer-not-bytes": NoValues;
  "buffer-empty": NoValues;
  "access-unknown-bits": { access: string };
  "remote-write-needs-local-write": NoValues;
  "cqe-out-of-range": { max: number; got: string };
  "num-entries-invalid": { got: string };
  "poll-stuck": { polls: number };
  "init-attr-missing": { shape: string };
  "init-attr-unknown-field": { field: string; known: string };
  "qp-type-unsupported": { qpType: string };
  "cap-missing": { shape: string };
  "cap-unknown-field": { field: string; known: string };
  "cap-out-of-range": { name: string; max: number; got: string };
  "sq-sig-all-not-boolean": NoValues;
  "attr-missing": { example: string };
  "attr-unknown": { name: string; known: string };
  "qp-state-unknown": { qpState: string; states: string };
  "transition-illegal": { from: string; to: string; next: string };
  "attr-required": { from: string; to: string; required: string; missing: string };
  "attr-misplaced": { names: string; from: string; to: string; allowed: string };
  "attr-misplaced-none": { names: string; from: string; to: string };
  "pkey-index-range": OutOfRange;
  "port-num-range": OutOfRange;
  "access-flags-range": OutOfRange;
  "qp-num-range": OutOfRange;
  "psn-range": OutOfRange;
  "read-depth-range": OutOfRange;
  "rnr-timer-range": OutOfRange;
  "ack-timeout-range": OutOfRange;
  "retry-count-range": OutOfRange;
  "rnr-retry-range": OutOfRange;
  "path-mtu-unknown": { mtus: string; got: string };
  "ah-attr-missing": { ib: string; roce: string };
  "ah-attr-unknown-field": { field: string; known: string };
  "ah-port-num": { got: string };
  "ah-sl": { got: string };
  "ah-is-global-not-boolean": NoValues;
  "ah-dgid-missing": { example: string };
  "ah-roce-needs-grh": { example: string };
  "ah-dlid": { got: string };
  "sg-list-not-array": { wr: string; shape: string };
  "sg-list-too-long": { wr: string; count: number; max: number };
  "sge-not-object": { wr: string; shape: string };
  "sge-unknown-field": { wr: string; field: string };
  "sge-addr": { wr: string };
  "sge-length": { wr: string };
  "sge-lkey": { wr: string };
  "message-too-long": { wr: string; bytes: number };
  "send-needs-rts": { qp: string; state: string };
  "send-needs-rts-from-rtr": { qp: string; state: string };
  "wr-not-object": { wr: string; shape: string };
  "send-wr-unknown-field": { wr: string; field: string; known: string };
  "recv-wr-unknown-field": { wr: string; field: string };
  "wr-id-not-number": { wr: string };
  "opcode-unknown": { wr: string; opcode: string; opcodes: string };
  "send-flags-unknown": { wr: string; got: string };
  "rdma-missing": { wr: string; opcode: string; shape: string };
  "imm-data-missing": { wr: string };
  "send-queue-full": { qp: string; used: number; max: number; asked: number };
  "recv-in-reset": { qp: string };
  "recv-queue-full": { qp: string; used: number; max: number };
};

/** A refused call's code: `"send-needs-rts"`. */
export type VerbsErrorCode = keyof VerbsErrorValues;

/** Why a call was refused: a code and its values. */
export type VerbsErrorMessage = MessageOf<VerbsErrorValues>;

/**
 * A verb refused a call synchronously, as ibverbs would return an errno (C: `ibv_post_send()` returns
 * EINVAL and sets `bad_wr`). The simulator throws instead of returning codes so a mistake cannot be
 * ignored silently; a thrown call has changed nothing. Asynchronous failures (bad rkey, RNR, ...)
 * are never thrown: they arrive as work completions with an error status, as on real hardware.
 * `code` and `values` say why (a page words them in its language); `message` is the same in
 * English, after the verb and errno: "ibv_post_send: EINVAL: QP 0x111 is in IBV_QPS_RTR; ...".
 *
 * `try { ctx.postSend(qp, wr) } catch (e) { if (e instanceof VerbsError) console.log(e.errno, e.code) }`
 */
export class VerbsError extends Error {
  /** errno name, e.g. "EINVAL". */
  readonly errno: VerbsErrno;
  /** The C verb this call stands for, e.g. "ibv_post_send". */
  readonly verb: string;
  /** For postSend/postRecv: index in the list of the first refused work request (C: `bad_wr`); else -1. */
  readonly badWrIndex: number;
  /** Why, as a code: "send-needs-rts". */
  readonly code: VerbsErrorCode;
  /** The values the code's sentence needs. */
  readonly values: VerbsErrorMessage["values"];

  /** `new VerbsError({ errno: "EINVAL", verb: "ibv_post_recv", why: { code: "recv-in-reset", values: { qp: "0x111" } } })` */
  constructor(inputs: { errno: VerbsErrno; verb: string; why: VerbsErrorMessage; badWrIndex?: number }) {
    super(`${inputs.verb}: ${inputs.errno}: ${verbsErrorText(inputs.why)}`);
    this.name = "VerbsError";
    this.errno = inputs.errno;
    this.verb = inputs.verb;
    this.badWrIndex = inputs.badWrIndex ?? -1;
    this.code = inputs.why.code;
    this.values = inputs.why.values;
  }
}
