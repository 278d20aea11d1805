import type { TrafficPair } from "../topology/Topology.ts";
import type { LoadRouting } from "./fabricLinkLoads.ts";
import { type ChannelLoadTotals, routeFlows } from "./routeFlows.ts";

/**
 * The flows on each directed channel for a traffic pattern under one way of routing, as
 * `fabricLinkLoads` counts them, without keeping each flow's path: for charts of the loads alone
 * (an all-to-all on 128 hosts is 16,256 flows). Under forwarding tables, the flows that enter the
 * fabric at one switch for one LID are walked once from there (4,096 walks for that all-to-all).
 * @throws RangeError when a pair names a node that is not a host of the fabric.
 * @see infinibandSources.kernelRoceUdpSport
 * @example fabricChannelLoads({ kind: "lft", tables }, shiftPermutationPairs(t.hosts, 4)).maxLoad // 1 with ftree on a full fat-tree
 */
export function fabricChannelLoads(
  routing: LoadRouting,
  pairs: readonly TrafficPair[],
  options: { readonly qpnBase?: number } = {},
): ChannelLoadTotals {
  return routeFlows(routing, pairs, options);
}
