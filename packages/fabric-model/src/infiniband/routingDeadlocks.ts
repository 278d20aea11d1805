import { type BufferDependencyGraph, bufferDependencyGraph } from "./bufferDependencyGraph.ts";
import { type DependencyBuffer, dependencyBuffer } from "./dependencyBuffer.ts";
import { findDependencyCycles } from "./findDependencyCycles.ts";
import type { ForwardingTables } from "./forwardingTables.ts";
import { lftRoute } from "./lftRoute.ts";

/** The deadlock check of a set of forwarding tables. */
export interface RoutingDeadlocks {
  /** The channel dependency graph of every route between adapter ports (one lane). */
  readonly graph: BufferDependencyGraph;
  /** Dependency cycles, each as the buffers involved in order; empty when deadlock-free. */
  readonly cycles: readonly (readonly DependencyBuffer[])[];
  /** Routes followed (every adapter port to every other adapter LID). */
  readonly routes: number;
}

/**
 * Check forwarding tables for credit-loop deadlocks: follow the route from every adapter port to
 * every other adapter's LIDs, build the channel dependency graph (a packet holding a link's buffer
 * while it waits for the next link's) and return its cycles. Acyclic means no deadlock whatever the
 * load, with InfiniBand credits as with PFC (Dally and Seitz); up/down and fat-tree routing are
 * acyclic by construction, min-hop on a ring is not.
 * @see infinibandSources.dallySeitz1987, infinibandSources.opensmRouting
 * @example routingDeadlocks(forwardingTables({ sweep, engine: "updn" })).cycles.length // 0
 */
export function routingDeadlocks(tables: ForwardingTables): RoutingDeadlocks {
  const { sweep } = tables;
  const topology = sweep.ports.topology;
  const adapters = sweep.endPorts.filter((e) => e.kind === "host");
  const routes: number[][] = [];
  let followed = 0;
  for (const src of adapters) {
    for (const dst of adapters) {
      if (dst.node === src.node) continue;
      for (let lid = dst.baseLid; lid < dst.baseLid + dst.lidCount; lid++) {
        const r = lftRoute(tables, { src: src.node, srcPort: src.port, dlid: lid });
        followed++;
        if (r.channels.length > 1) routes.push([...r.channels]);
      }
    }
  }
  const graph = bufferDependencyGraph(routes, { buffers: 2 * topology.links.length });
  const cycles = findDependencyCycles(graph).map((c) => c.map((b) => dependencyBuffer(topology, b)));
  return { graph, cycles, routes: followed };
}
