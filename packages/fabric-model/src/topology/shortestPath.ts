import { createRouter, type RouteEnds } from "./createRouter.ts";
import type { Route, Topology } from "./Topology.ts";

/**
 * One shortest (fewest hops) path between two nodes over the links and switches that are up, ties
 * broken towards the lowest link index; null when the pair is unreachable. For many pairs, build one
 * `createRouter(topology)` and reuse it.
 * @throws RangeError when `src` or `dst` is not a node index.
 * @example shortestPath({ topology: t, src: t.hosts[0], dst: t.hosts[1] }) // t = singleSwitch({ hosts: 4, linkRate: gbps(100) })
 */
export function shortestPath(inputs: RouteEnds & { readonly topology: Topology }): Route | null {
  return createRouter(inputs.topology).shortestPath(inputs);
}
