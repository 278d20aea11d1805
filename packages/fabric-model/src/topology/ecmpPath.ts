import { createRouter, type RouteEnds } from "./createRouter.ts";
import type { Route, Topology } from "./Topology.ts";

/**
 * The path an ECMP fabric gives one flow: at every hop, one of the equal-cost next hops picked by a
 * deterministic hash of the flow id and the switch (`ecmpHash`); null when unreachable.
 * @throws RangeError when `src` or `dst` is not a node index.
 * @example ecmpPath({ topology: t, src: t.hosts[0], dst: t.hosts[3], flowId: "f1" }) // t = leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 4, hostLinkRate: gbps(100) })
 */
export function ecmpPath(
  inputs: RouteEnds & { readonly topology: Topology; readonly flowId: string },
): Route | null {
  return createRouter(inputs.topology).ecmpPath(inputs);
}
