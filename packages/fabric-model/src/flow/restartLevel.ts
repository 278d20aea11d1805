import type { WaterFillNetwork } from "./waterFill.ts";

/** Inputs of `restartLevel` (internal). */
interface RestartLevelInputs {
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
  /** Room for the rates of one resource's flows (allocated when missing or too short). */
  readonly scratch?: Float64Array;
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
  let rates = inputs.scratch;
  for (const g of inputs.arrived) {
    for (let p = pathStart[g] as number, pend = pathStart[g + 1] as number; p < pend; p++) {
      const r = pathResources[p] as number;
      const start = resourceStart[r] as number;
      const end = resourceStart[r + 1] as number;
      if (rates === undefined || rates.length < end - start) rates = new Float64Array(end - start);
      // Rates of the flows already on r, ascending (insertion sort: lists are short), and arrivals.
      let count = 0;
      let arriving = 0;
      for (let k = start; k < end; k++) {
        const f = resourceFlows[k] as number;
        if (status[f] !== activeCode) continue;
        if (fresh[f] === 1) {
          arriving++;
          continue;
        }
        const x = rate[f] as number;
        let i = count++;
        while (i > 0 && (rates[i - 1] as number) > x) {
          rates[i] = rates[i - 1] as number;
          i--;
        }
        rates[i] = x;
      }
      // Flows below the level keep their rate; the others and the arrivals run at the level.
      let kept = 0;
      for (let i = 0; i <= count; i++) {
        const candidate = ((capacity[r] as number) - kept) / (count - i + arriving);
        if (i === count || candidate <= (rates[i] as number)) {
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
