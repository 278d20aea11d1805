import type { Topology, TrafficPair } from "../topology/Topology.ts";
import type { ForwardingTables } from "./forwardingTables.ts";
import type { LftRouteOutcome } from "./lftRoute.ts";
import { type ChannelLoadTotals, routeFlows } from "./routeFlows.ts";

/**
 * How flows are routed: by the subnet manager's forwarding tables (InfiniBand, destination LID), or
 * by ECMP as a RoCE fabric does it (each switch hashes the flow's addresses and UDP source port to
 * one of its equal-cost next hops).
 */
export type LoadRouting =
  | { readonly kind: "lft"; readonly tables: ForwardingTables }
  | { readonly kind: "ecmp"; readonly topology: Topology };

/** The path of one flow, and how it ended. */
export interface FlowPath {
  readonly src: number;
  readonly dst: number;
  /** "delivered", or why not (an LFT outcome; "unreachable" when ECMP finds no path). */
  readonly outcome: LftRouteOutcome | "unreachable";
  /** Directed channels crossed (2*link + direction). */
  readonly channels: readonly number[];
  /** Destination LID used (LFT routing), or the UDP source port the switches hashed (ECMP). */
  readonly selector: number;
}

/** Flows per directed channel for a traffic pattern under one way of routing, and every flow's path. */
export interface FabricLinkLoads extends ChannelLoadTotals {
  /** Every flow's path, in the order of the pairs. */
  readonly flows: readonly FlowPath[];
}

/**
 * Route every pair of a traffic pattern and count the flows on each directed channel. With LFT
 * routing a flow leaves its source adapter's port 1 for the destination's port-1 LID (with LMC > 0,
 * flow k uses LID base + k mod 2^LMC, spreading flows over the LMC paths); with ECMP, flow k is a QP
 * pair numbered from `qpnBase` whose UDP source port (`roceUdpSourcePort`) the switches hash.
 * @throws RangeError when a pair names a node that is not a host of the fabric.
 * @see infinibandSources.kernelRoceUdpSport
 * @example fabricLinkLoads({ kind: "lft", tables }, shiftPermutationPairs(t.hosts, 4)).maxLoad // 1 with ftree on a full fat-tree
 */
export function fabricLinkLoads(
  routing: LoadRouting,
  pairs: readonly TrafficPair[],
  options: { readonly qpnBase?: number } = {},
): FabricLinkLoads {
  const flows: FlowPath[] = [];
  const totals = routeFlows(routing, pairs, options, (pair, outcome, channels, count, selector) => {
    flows.push({
      src: pair.src,
      dst: pair.dst,
      outcome,
      channels: Array.from(channels.subarray(0, count)),
      selector,
    });
  });
  return { ...totals, flows };
}
