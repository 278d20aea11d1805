import type { CollectiveFlowStep } from "./CollectiveFlowStep.ts";
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
