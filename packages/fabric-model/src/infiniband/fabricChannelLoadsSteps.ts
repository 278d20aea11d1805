import type { TrafficPair } from "../topology/Topology.ts";
import type { LoadRouting } from "./fabricLinkLoads.ts";
import { type ChannelLoadTotals, channelLoadTotals, routeFlows } from "./routeFlows.ts";

/**
 * `fabricChannelLoads` in pieces: the pattern's flows routed `flowsPerStep` at a time (default
 * 2,048), the generator pausing after each piece, and returning the same totals (each flow keeps
 * its place in the whole pattern, so its QP numbers, ECMP hash and LMC path are those it has
 * there). A page runs it in idle moments, with the main thread handed back at each pause, to have
 * the loads of a pattern the reader has not picked yet ready when they pick it: an all-to-all on
 * 128 hosts under ECMP is 16,256 flows, each hashed and walked on its own.
 * @throws RangeError as `fabricChannelLoads` (from `next()`), or when flowsPerStep is not a
 * positive integer.
 * @example const steps = fabricChannelLoadsSteps({ kind: "ecmp", topology }, pairs); let s = steps.next(); while (!s.done) s = steps.next(); s.value.maxLoad
 */
export function* fabricChannelLoadsSteps(
  routing: LoadRouting,
  pairs: readonly TrafficPair[],
  options: { readonly qpnBase?: number; readonly flowsPerStep?: number } = {},
): Generator<void, ChannelLoadTotals, void> {
  const step = options.flowsPerStep ?? 2048;
  if (!Number.isInteger(step) || step < 1) {
    throw new RangeError(`fabricChannelLoadsSteps: flowsPerStep must be a positive integer, got ${step}`);
  }
  let loads: number[] | undefined;
  let undelivered = 0;
  for (let from = 0; from < pairs.length || loads === undefined; from += step) {
    const part = routeFlows(routing, pairs.slice(from, from + step), {
      ...(options.qpnBase !== undefined ? { qpnBase: options.qpnBase } : {}),
      flowOffset: from,
    });
    if (loads === undefined) loads = [...part.channelLoads];
    else
      for (let c = 0; c < loads.length; c++)
        loads[c] = (loads[c] as number) + (part.channelLoads[c] as number);
    undelivered += part.undelivered;
    if (from + step < pairs.length) yield;
  }
  return channelLoadTotals(loads, undelivered);
}
