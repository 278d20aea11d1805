import type { MessageOf, NoValues } from "../messageText.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";

/**
 * Why the simulated HCA did something, by code, with the values its sentence needs; it sits in a
 * log line's values (`why` of a state change, a drop, a rejected request or a local protection
 * error). QP numbers, keys and addresses are hex strings as verbs tools print them ("0x111").
 * - a state change's cause: `modify-qp`, `destroy-qp`, `posted-in-error`, `attributes-changed`,
 *   `no-attributes-changed`, `wr-failed`, or the responder's reason for rejecting a request;
 * - a request dropped on arrival: `no-port`, `no-qp`, `responder-state`, `psn-ahead`;
 * - local buffers the HCA may not use: `lkey-unknown`, `lkey-other-pd`, `sge-outside-mr`,
 *   `mr-no-local-write`, and `receive-buffer` (one of these, about the receive's buffers);
 * - a request the responder rejects (a NAK): `qp-access-lacks`, `mtu-exceeded`, `no-read-depth`,
 *   `rkey-unknown`, `rkey-other-pd`, `mr-lacks-access`, `range-outside-mr`, `message-too-large`.
 * @example const why: VerbsReason = { code: "wr-failed", values: { wr: 1, status: "IBV_WC_REM_ACCESS_ERR" } };
 */
export type VerbsReasonValues = {
  "modify-qp": NoValues;
  "destroy-qp": NoValues;
  "posted-in-error": NoValues;
  "attributes-changed": { names: string };
  "no-attributes-changed": NoValues;
  "wr-failed": { wr: number; status: IbvWcStatus };
  "no-port": NoValues;
  "no-qp": { qp: string; host: string };
  "responder-state": { qp: string; state: IbvQpState };
  "psn-ahead": { psn: string; expected: string };
  "lkey-unknown": { key: string; host: string };
  "lkey-other-pd": { key: string; qp: string };
  "sge-outside-mr": { addr: string; length: number; mrAddr: string; mrLength: number };
  "mr-no-local-write": { key: string };
  "receive-buffer": { why: VerbsReason };
  "qp-access-lacks": { flag: string };
  "mtu-exceeded": { packetBytes: number; mtuBytes: number };
  "no-read-depth": NoValues;
  "rkey-unknown": { key: string; host: string };
  "rkey-other-pd": { key: string; qp: string };
  "mr-lacks-access": { key: string; flag: string };
  "range-outside-mr": { addr: string; bytes: number; mrAddr: string; mrLength: number };
  "message-too-large": { bytes: number; room: number };
};

/** A reason's code: `"wr-failed"`. */
export type VerbsReasonCode = keyof VerbsReasonValues;

/** A reason: a code and its values. */
export type VerbsReason = MessageOf<VerbsReasonValues>;
