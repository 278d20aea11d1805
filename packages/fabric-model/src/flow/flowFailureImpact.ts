import type { BitsPerSecond, Seconds } from "../units.ts";
import type { FlowSimResult } from "./FlowSimResult.ts";

/** How one flow changed between a baseline run and a run on a degraded topology. */
interface FlowImpact {
  readonly id: string;
  /** Completed in the degraded run (it had a path). */
  readonly survived: boolean;
  /** Took a different route than in the baseline (false when it did not survive). */
  readonly rerouted: boolean;
  readonly baselineGoodput: BitsPerSecond;
  readonly degradedGoodput: BitsPerSecond;
  /** 1 - degraded / baseline goodput: 0 = unaffected, 1 = lost entirely; negative if it sped up. */
  readonly throughputLoss: number;
  readonly baselineDuration: Seconds | null;
  readonly degradedDuration: Seconds | null;
}

/** Per-flow and overall effect of a failure. */
export interface FailureImpact {
  readonly flows: readonly FlowImpact[];
  /** Flows that completed in the baseline and still complete. */
  readonly survived: number;
  /** Flows that completed in the baseline and are unreachable now. */
  readonly lost: number;
  /** Surviving flows whose route changed. */
  readonly rerouted: number;
  /** Mean throughputLoss over the flows that completed in the baseline (lost flows count 1). */
  readonly meanThroughputLoss: number;
}

/**
 * Compare two runs of the same flows, before and after a failure (`failLink` / `failSwitch`), flow by
 * flow (matched by id): which survive, which are rerouted, and how much goodput each loses.
 * @throws RangeError when a baseline flow id is missing from the degraded run.
 * @example flowFailureImpact({ baseline: simulateFlows({ topology, flows }), degraded: simulateFlows({ topology: failSwitch(topology, "spine-0"), flows }) })
 */
export function flowFailureImpact(inputs: {
  readonly baseline: FlowSimResult;
  readonly degraded: FlowSimResult;
}): FailureImpact {
  const degradedById = new Map(inputs.degraded.flows.map((f) => [f.id, f]));
  const flows: FlowImpact[] = inputs.baseline.flows.map((before) => {
    const after = degradedById.get(before.id);
    if (after === undefined)
      throw new RangeError(`flowFailureImpact: flow "${before.id}" missing from degraded run`);
    const survived = after.status === "done";
    const rerouted =
      survived &&
      before.route !== null &&
      after.route !== null &&
      before.route.links.join(",") !== after.route.links.join(",");
    const throughputLoss = before.goodput > 0 ? 1 - after.goodput / before.goodput : 0;
    return {
      id: before.id,
      survived,
      rerouted,
      baselineGoodput: before.goodput,
      degradedGoodput: after.goodput,
      throughputLoss,
      baselineDuration: before.duration,
      degradedDuration: after.duration,
    };
  });
  const counted = flows.filter((_, i) => inputs.baseline.flows[i]?.status === "done");
  return {
    flows,
    survived: counted.filter((f) => f.survived).length,
    lost: counted.filter((f) => !f.survived).length,
    rerouted: counted.filter((f) => f.rerouted).length,
    meanThroughputLoss:
      counted.length === 0 ? 0 : counted.reduce((sum, f) => sum + f.throughputLoss, 0) / counted.length,
  };
}
