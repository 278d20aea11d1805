import type { BitsPerSecond, Seconds } from "../units.ts";
import type { FlowSimResult } from "./FlowSimResult.ts";

/** The headline numbers of a flow simulation, for a caption or a table row. */
interface FlowSimSummary {
  readonly flows: number;
  readonly completed: number;
  readonly unreachable: number;
  /** When the last byte arrived. */
  readonly makespan: Seconds;
  /** Mean and worst flow completion time (duration) over completed flows; 0 when none. */
  readonly meanDuration: Seconds;
  readonly maxDuration: Seconds;
  /** Goodput over completed, non-empty flows: mean, slowest and fastest; 0 when none. */
  readonly meanGoodput: BitsPerSecond;
  readonly minGoodput: BitsPerSecond;
  readonly maxGoodput: BitsPerSecond;
  /** Bits of all completed flows / makespan: what the fabric delivered per second overall. */
  readonly aggregateThroughput: BitsPerSecond;
  /** The link with the highest mean utilisation (its busier direction), or null without links. */
  readonly busiestLink: {
    readonly linkId: string;
    readonly meanUtilisation: number;
    readonly peakUtilisation: number;
  } | null;
}

/**
 * Sum a simulation up: completed and unreachable counts, makespan, mean and worst completion time,
 * goodput spread, aggregate throughput and the busiest link.
 * @example flowSimSummary(simulateFlows({ topology, flows })).meanGoodput
 */
export function flowSimSummary(result: FlowSimResult): FlowSimSummary {
  const done = result.flows.filter((f) => f.status === "done");
  const durations = done.map((f) => f.duration ?? 0);
  const goodputs = done.filter((f) => f.bytes > 0).map((f) => f.goodput as number);
  const bits = done.reduce((sum, f) => sum + f.bytes * 8, 0);
  const mean = (values: readonly number[]): number =>
    values.length === 0 ? 0 : values.reduce((s, v) => s + v, 0) / values.length;
  const busiest = result.links.reduce<FlowSimResult["links"][number] | null>(
    (best, l) => (best === null || l.meanUtilisation > best.meanUtilisation ? l : best),
    null,
  );
  return {
    flows: result.flows.length,
    completed: done.length,
    unreachable: result.unreachable.length,
    makespan: result.makespan,
    meanDuration: mean(durations) as Seconds,
    maxDuration: (durations.length === 0 ? 0 : Math.max(...durations)) as Seconds,
    meanGoodput: mean(goodputs) as BitsPerSecond,
    minGoodput: (goodputs.length === 0 ? 0 : Math.min(...goodputs)) as BitsPerSecond,
    maxGoodput: (goodputs.length === 0 ? 0 : Math.max(...goodputs)) as BitsPerSecond,
    aggregateThroughput: (result.makespan > 0 ? bits / result.makespan : 0) as BitsPerSecond,
    busiestLink:
      busiest === null
        ? null
        : {
            linkId: busiest.linkId,
            meanUtilisation: busiest.meanUtilisation,
            peakUtilisation: busiest.peakUtilisation,
          },
  };
}
