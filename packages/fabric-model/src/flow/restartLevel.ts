import type { WaterFillNetwork } from "./waterFill.ts";

/** Inputs of `restartLevel` (internal). */
export interface RestartLevelInputs {
  readonly network: WaterFillNetwork;
  /** Status codes after the event; `activeCode` marks flows that are sending. */
  readonly status: Uint8Array;
  readonly activeCode: number;
  /** Rates before the event (entries of flows that just started are ignored). */
  readonly rate: Float64Array;
  /** Lowest rate among the flows that finish at this event (Infinity when none does). */
  readonly departedRate: number;
  /** Flows that start at this event, and a 1 for each of them in `fresh`. */
  readonly arrived: readonly number[];
  readonly fresh: Uint8Array;
}

/** Fraction by which the level is lowered so that floating-point ties are re-filled too. */
const TIE_MARGIN = 1e-9;

/**
 * The level T from which progressive filling can restart after flows leave and arrive, keeping every
 * rate below T as it was (internal). In progressive filling every flow on a resource that saturates
 * at level L has a rate <= L. So a departing flow (rate x) crossed no resource that saturates below
 * x, and removing it changes nothing below x. An arriving flow changes nothing below the level where
 * one of its resources, carrying the rates below that level, plus every other flow and the arrivals
 * at that level, would reach capacity. T is the lowest of these levels, lowered by a tiny margin.
 * @see https://en.wikipedia.org/wiki/Max-min_fairness (progressive filling)
 * @example restartLevel({ network, status, activeCode: 1, rate, departedRate: 5e10, arrived: [], fresh })
 */
export function restartLevel(inputs: RestartLevelInputs): number {
  const { network, status, activeCode, rate, fresh } = inputs;
  const { capacity, pathStart, pathResources, resourceStart, resourceFlows } = network;
  let level = inputs.departedRate;
  if (inputs.arrived.length > 0) {
    const arrivals = new Map<number, number>();
    for (const g of inputs.arrived) {
      for (let p = pathStart[g] as number, end = pathStart[g + 1] as number; p < end; p++) {
        const r = pathResources[p] as number;
        arrivals.set(r, (arrivals.get(r) ?? 0) + 1);
      }
    }
    const rates: number[] = [];
    for (const [r, arriving] of arrivals) {
      rates.length = 0;
      for (let k = resourceStart[r] as number, end = resourceStart[r + 1] as number; k < end; k++) {
        const f = resourceFlows[k] as number;
        if (status[f] === activeCode && fresh[f] !== 1) rates.push(rate[f] as number);
      }
      rates.sort((a, b) => a - b);
      // Flows below the level keep their rate; the others and the arrivals run at the level.
      let kept = 0;
      for (let i = 0; i <= rates.length; i++) {
        const candidate = ((capacity[r] as number) - kept) / (rates.length - i + arriving);
        if (i === rates.length || candidate <= (rates[i] as number)) {
          level = Math.min(level, candidate);
          break;
        }
        kept += rates[i] as number;
      }
    }
  }
  if (!Number.isFinite(level)) return 0;
  return Math.max(0, level * (1 - TIE_MARGIN));
}
