import type { Bytes } from "../units.ts";

/** A point-to-point transfer between ranks, as the flow mapping needs it. */
export interface RankTransfer {
  readonly from: number;
  readonly to: number;
  readonly bytes: Bytes;
}

/**
 * One synchronous step of a collective on a network: its transfers, all started together, and how
 * many consecutive steps repeat the same transfers (default 1).
 * @example const s: CollectiveFlowStep = { transfers: [{ from: 0, to: 1, bytes: mib(1) }], repeat: 14 };
 */
export interface CollectiveFlowStep {
  readonly transfers: readonly RankTransfer[];
  readonly repeat?: number;
}
