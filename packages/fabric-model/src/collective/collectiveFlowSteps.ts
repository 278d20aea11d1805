import type { Bytes } from "../units.ts";
import type { CollectiveTransfer } from "./CollectiveTransfer.ts";

/**
 * Convert a schedule's plan (`state.plan` of any stepper) into flow steps, merging consecutive steps
 * whose transfers are the same (same pairs, same byte counts) into one repeated step.
 * @example collectiveFlowSteps(ringAllReduce.init(inputs).plan)
 */
export function collectiveFlowSteps(plan: readonly (readonly CollectiveTransfer[])[]): CollectiveFlowStep[] {
  const out: { transfers: CollectiveFlowStep["transfers"]; repeat: number; key: string }[] = [];
  for (const step of plan) {
    const transfers = step.map((t) => ({ from: t.from, to: t.to, bytes: t.bytes }));
    const key = transfers.map((t) => `${t.from}>${t.to}:${t.bytes}`).join(",");
    const last = out[out.length - 1];
    if (last !== undefined && last.key === key) last.repeat += 1;
    else out.push({ transfers, repeat: 1, key });
  }
  return out.map(({ transfers, repeat }) => ({ transfers, repeat }));
}

/** A point-to-point transfer between ranks, as the flow mapping needs it. */
interface RankTransfer {
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
