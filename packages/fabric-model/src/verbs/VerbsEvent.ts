import type { MessageOf, NoValues } from "../messageText.ts";
import type { Seconds } from "../units.ts";
import type { IbvQpState } from "./IbvQpState.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";
import type { VerbsReason } from "./VerbsReason.ts";

/**
 * What happened, in data-path order: the CPU posts a WR and rings the doorbell; the HCA DMA-reads the
 * WQE and payload; packets cross the wire; the remote HCA DMA-writes memory (no remote CPU); a CQE is
 * written; the CPU polls it. Plus protocol events (NAKs, drops, retransmissions) and QP state changes.
 */
export type VerbsEventKind =
  | "post"
  | "doorbell"
  | "dma-read"
  | "wire"
  | "dma-write"
  | "completion"
  | "poll"
  | "state-change"
  | "rnr-nak"
  | "nak"
  | "drop"
  | "timeout"
  | "retransmit"
  | "async-event";

/**
 * Each log line's code and the values its sentence needs (`verbsEventTemplates` holds the
 * English). QP numbers and addresses are hex strings ("0x111"); `wr` is a work request id; `why`
 * is a {@link VerbsReason}. Codes that differ only in a count say it in the code (`doorbell` is one
 * WQE, `doorbell-batch` several), so every language words the count its own way.
 * @example const v: VerbsEventValues["cqe"] = { wr: 1 };
 */
export type VerbsEventValues = {
  "post-send": { opcode: IbvWrOpcode; wr: number; bytes: number };
  "post-recv": { wr: number };
  doorbell: { qp: string };
  "doorbell-batch": { count: number; qp: string };
  "fetch-wqe": { bytes: number };
  "fetch-read-wqe": NoValues;
  "request-wire": { opcode: IbvWrOpcode; bytes: number; peer: string };
  "request-wire-packets": { opcode: IbvWrOpcode; bytes: number; peer: string };
  "read-request-wire": { bytes: number; peer: string };
  "responder-write": { bytes: number; addr: string; host: string };
  "responder-write-recv": { bytes: number; recv: number; host: string };
  "responder-read": { bytes: number; addr: string; host: string };
  "read-response-wire": { bytes: number; peer: string };
  "read-data-lands": { bytes: number };
  "ack-wire": { wr: number; peer: string };
  "nak-wire": { wr: number; peer: string; status: IbvWcStatus };
  cqe: { wr: number };
  "unsignaled-done": { wr: number };
  "completes-with": { wr: number; status: IbvWcStatus };
  "recv-cqe-send": { wr: number; bytes: number };
  "recv-cqe-write-imm": { wr: number; bytes: number };
  "recv-completes-with": { wr: number; status: IbvWcStatus };
  flushed: { wr: number; qp: string };
  "recv-flushed": { wr: number; qp: string };
  poll: NoValues;
  "poll-batch": { count: number };
  "cq-overrun": { capacity: number; wr: number };
  "state-change": { qp: string; from: IbvQpState; to: IbvQpState; why: VerbsReason };
  "receiver-not-ready": { qp: string; host: string };
  "rnr-nak": { wr: number; attempt: number; max: number };
  "rnr-nak-forever": { wr: number; attempt: number };
  "responder-rejects": { wr: number; why: VerbsReason };
  dropped: { wr: number; why: VerbsReason };
  "ack-timeout": { wr: number; attempt: number; max: number };
  resend: { wr: number };
  "resend-batch": { count: number; wr: number };
  "local-protection-error": { why: VerbsReason };
};

/** A log line's code: `"cqe"`. */
export type VerbsEventCode = keyof VerbsEventValues;

/** A log line as a code and its values. */
export type VerbsEventMessage = MessageOf<VerbsEventValues>;

/** What every log entry has: when, where and who. */
interface VerbsEventBase {
  /** Position in the log, from 0. */
  readonly seq: number;
  /** Simulated time the event ended. */
  readonly time: Seconds;
  /** Simulated time the event began. */
  readonly start: Seconds;
  /** Host where it happened (for `wire`, the sender). */
  readonly host: string;
  /** Who did it: the host CPU (a verb call), the HCA, or the wire. */
  readonly actor: "cpu" | "hca" | "wire";
}

/** The queue pair and work request an event is about. */
interface OnWorkRequest {
  /** Local QP number. */
  readonly qpNum: number;
  /** Work request id (a poll's: the first completion's). */
  readonly wrId: number;
}

/**
 * One entry of the simulation's event log, for inspection and animation: a variant per `kind` with
 * the fields that kind has, and its line as `code` and `values` (`verbsEventText(e)` words it in
 * English). Spans (doorbell, DMA, wire) are logged when they end, with `start` < `time`;
 * instantaneous events have `start === time`. `bytes` is the payload this step moved (0 for
 * headers, ACKs and WQE fetches).
 * `fabric.events().filter((e) => e.kind === "dma-write" && e.host === "bob")`
 */
export type VerbsEvent = VerbsEventBase &
  VerbsEventMessage &
  (
    | (OnWorkRequest & { readonly kind: "post"; readonly opcode: IbvWrOpcode | null; readonly bytes: number })
    | (OnWorkRequest & { readonly kind: "doorbell"; readonly count: number })
    | (OnWorkRequest & { readonly kind: "dma-read"; readonly opcode: IbvWrOpcode; readonly bytes: number })
    | (OnWorkRequest & {
        readonly kind: "wire";
        /** The receiving host, or null when no port matches the address. */
        readonly peer: string | null;
        readonly opcode: IbvWrOpcode;
        readonly bytes: number;
      })
    | (OnWorkRequest & { readonly kind: "dma-write"; readonly opcode: IbvWrOpcode; readonly bytes: number })
    | (OnWorkRequest & {
        readonly kind: "completion";
        /** The send opcode; null for a receive's completion. */
        readonly opcode: IbvWrOpcode | null;
        readonly bytes: number;
        /** The work-completion status; null for an unsignaled WR retired without a CQE. */
        readonly status: IbvWcStatus | null;
      })
    | (OnWorkRequest & { readonly kind: "poll"; readonly count: number })
    | {
        readonly kind: "state-change";
        readonly qpNum: number;
        readonly from: IbvQpState;
        readonly to: IbvQpState;
      }
    | (OnWorkRequest & { readonly kind: "rnr-nak"; readonly peer: string; readonly opcode: IbvWrOpcode })
    | (OnWorkRequest & {
        readonly kind: "nak";
        readonly peer: string;
        readonly opcode: IbvWrOpcode;
        readonly status: IbvWcStatus;
      })
    | (OnWorkRequest & { readonly kind: "drop"; readonly opcode: IbvWrOpcode })
    | (OnWorkRequest & { readonly kind: "timeout"; readonly opcode: IbvWrOpcode })
    | (OnWorkRequest & { readonly kind: "retransmit"; readonly opcode: IbvWrOpcode; readonly count: number })
    | (OnWorkRequest & { readonly kind: "async-event"; readonly status: IbvWcStatus })
  );

/**
 * The events of one kind: `Extract` by `kind`, for type guards.
 * `events.filter((e): e is VerbsEventOf<"completion"> => e.kind === "completion")`
 */
export type VerbsEventOf<K extends VerbsEventKind> = Extract<VerbsEvent, { readonly kind: K }>;
