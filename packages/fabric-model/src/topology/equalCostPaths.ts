import { createRouter, type RouteEnds } from "./createRouter.ts";
import type { Route, Topology } from "./Topology.ts";

/**
 * Every shortest path between two nodes over the links and switches that are up (at most
 * `maxPaths`, default 4096); [] when the pair is unreachable. A k-ary fat-tree has (k/2)^2 between
 * pods, a leaf-spine `spines x linksPerSpine^2` between leaves.
 * @throws RangeError when `src` or `dst` is not a node index.
 * @example equalCostPaths({ topology: t, src: t.hosts[0], dst: t.hosts[15] }).length // 4 for t = fatTree({ k: 4, linkRate: gbps(100) })
 */
export function equalCostPaths(
  inputs: RouteEnds & { readonly topology: Topology },
  options: { readonly maxPaths?: number } = {},
): Route[] {
  return createRouter(inputs.topology).equalCostPaths(inputs, options);
}
