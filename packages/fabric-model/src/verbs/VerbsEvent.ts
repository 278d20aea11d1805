import type { Seconds } from "../units.ts";
import type { IbvWcStatus } from "./IbvWcStatus.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";

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
 * One entry of the simulation's event log, for inspection and animation. Spans (doorbell, DMA, wire)
 * are logged when they end, with `start` < `time`; instantaneous events have `start === time`.
 * `fabric.events().filter((e) => e.kind === "dma-write" && e.host === "bob")`
 */
export interface VerbsEvent {
  /** Position in the log, from 0. */
  readonly seq: number;
  /** Simulated time the event ended. */
  readonly time: Seconds;
  /** Simulated time the event began. */
  readonly start: Seconds;
  /** Host where it happened (for `wire`, the sender). */
  readonly host: string;
  /** For `wire`, `nak`, `rnr-nak`: the other host; else null. */
  readonly peer: string | null;
  /** Who did it: the host CPU (a verb call), the HCA, or the wire. */
  readonly actor: "cpu" | "hca" | "wire";
  readonly kind: VerbsEventKind;
  /** Local QP involved, or null. */
  readonly qpNum: number | null;
  /** Work request involved, or null. */
  readonly wrId: number | null;
  readonly opcode: IbvWrOpcode | null;
  /** Payload bytes moved by this step (0 for headers, ACKs, WQE fetches). */
  readonly bytes: number;
  /** For completions and NAKs: the work-completion status. */
  readonly status: IbvWcStatus | null;
  /** One line a person can read, e.g. "RDMA WRITE 64 B lands at 0x7f0000001000". */
  readonly detail: string;
}
