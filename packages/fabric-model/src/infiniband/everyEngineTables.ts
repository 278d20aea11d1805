import {
  enginePlan,
  type ForwardingTables,
  type RoutingEngine,
  routeEngines,
  routingEngines,
} from "./forwardingTables.ts";
import type { SubnetSweep } from "./SubnetSweep.ts";

/**
 * Every routing engine's forwarding tables for one sweep, each exactly as `forwardingTables` builds
 * it alone, in less time: engines whose hop tables obey the same rule (up/down and fat-tree, from
 * the same roots) share the search towards each destination and each switch's candidate ports.
 * @throws RangeError when a root is not a live switch of the subnet.
 * @see infinibandSources.opensmRouting
 * @example everyEngineTables({ sweep: sweepSubnet({ topology: fatTree({ k: 4, linkRate: gbps(100) }), sm: "host-0" }) }).ftree.engine // "ftree"
 */
export function everyEngineTables(inputs: {
  readonly sweep: SubnetSweep;
  /** Roots for updn and ftree (node indices or ids); default: the top tier's switches. */
  readonly roots?: readonly (number | string)[];
}): Readonly<Record<RoutingEngine, ForwardingTables>> {
  const plans = routingEngines.map((engine) => enginePlan(inputs.sweep, engine, inputs.roots));
  const tables = routeEngines(inputs.sweep, plans);
  return Object.fromEntries(routingEngines.map((engine, i) => [engine, tables[i]])) as Record<
    RoutingEngine,
    ForwardingTables
  >;
}
