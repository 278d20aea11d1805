import type { Seconds } from "../units.ts";
import { flowIdHash, saltedFlowHash } from "./ecmpHash.ts";
import type { Route, Topology } from "./Topology.ts";

/** A source and destination node (indices into `topology.nodes`). */
export interface RouteEnds {
  readonly src: number;
  readonly dst: number;
}

/**
 * Routes over one topology, computed by breadth-first search on hop count over the links and nodes
 * that are up. Hosts never forward: a path enters a host only as its destination. Distances to each
 * destination are computed once and reused, so routing many flows costs one BFS per destination.
 */
export interface Router {
  readonly topology: Topology;
  /** Hop count from every node to `dst` (-1 where `dst` cannot be reached). Do not modify it. */
  distancesTo(dst: number): Int32Array;
  /** One shortest path, ties broken towards the lowest link index at every hop; null when unreachable. */
  shortestPath(ends: RouteEnds): Route | null;
  /**
   * The path an ECMP fabric gives flow `flowId`: at every hop, among the next hops on a shortest path,
   * the one picked by `ecmpHash(flowId, node)`; null when unreachable.
   */
  ecmpPath(ends: RouteEnds & { readonly flowId: string }): Route | null;
  /**
   * The directed channels of `ecmpPath`'s route for the flow whose id hashes to `flowHash`
   * (`flowIdHash(flowId)`) written into `out` (room for the topology's node count), without building
   * the route: their number, or -1 when unreachable. For the many flows of a traffic pattern, whose
   * loads need no path objects.
   */
  ecmpChannels(ends: RouteEnds & { readonly flowHash: number }, out: Int32Array): number;
  /** All shortest paths (up to `maxPaths`, default 4096), in lowest-link-first order; [] when unreachable. */
  equalCostPaths(ends: RouteEnds, options?: { readonly maxPaths?: number }): Route[];
}

const DEFAULT_MAX_PATHS = 4096;

/**
 * Build a router for `topology` (links or nodes marked failed are skipped).
 * @example const t = fatTree({ k: 4, linkRate: gbps(100) }); createRouter(t).ecmpPath({ src: t.hosts[0], dst: t.hosts[15], flowId: "f0" })
 */
export function createRouter(topology: Topology): Router {
  const n = topology.nodes.length;
  const isHost = new Uint8Array(n);
  const isBus = new Uint8Array(n);
  const up = new Uint8Array(n);
  for (const node of topology.nodes) {
    isHost[node.index] = node.kind === "host" ? 1 : 0;
    isBus[node.index] = node.kind === "bus" ? 1 : 0;
    up[node.index] = node.failed ? 0 : 1;
  }
  const degree = new Int32Array(n + 1);
  for (const link of topology.links) {
    if (link.failed || !up[link.a] || !up[link.b]) continue;
    degree[link.a + 1] = (degree[link.a + 1] as number) + 1;
    degree[link.b + 1] = (degree[link.b + 1] as number) + 1;
  }
  for (let i = 0; i < n; i++) degree[i + 1] = (degree[i + 1] as number) + (degree[i] as number);
  const adjStart = degree;
  const adjLink = new Int32Array(adjStart[n] as number);
  const adjNode = new Int32Array(adjStart[n] as number);
  const fill = adjStart.slice(0, n);
  for (const link of topology.links) {
    if (link.failed || !up[link.a] || !up[link.b]) continue;
    let slot = fill[link.a] as number;
    adjLink[slot] = link.index;
    adjNode[slot] = link.b;
    fill[link.a] = slot + 1;
    slot = fill[link.b] as number;
    adjLink[slot] = link.index;
    adjNode[slot] = link.a;
    fill[link.b] = slot + 1;
  }

  // Each link's first end: a channel is 2 * link one way, 2 * link + 1 the other.
  const linkA = Int32Array.from(topology.links, (link) => link.a);
  const cache = new Map<number, Int32Array>();
  const queue = new Int32Array(n);

  function checkNode(index: number, what: string): void {
    if (!Number.isInteger(index) || index < 0 || index >= n) {
      throw new RangeError(`router: ${what} ${index} is not a node of this topology`);
    }
  }

  function distancesTo(dst: number): Int32Array {
    checkNode(dst, "dst");
    const cached = cache.get(dst);
    if (cached !== undefined) return cached;
    const dist = new Int32Array(n).fill(-1);
    const first = adjStart[dst] as number;
    const beside = adjNode[first] as number;
    if (up[dst] && isHost[dst] && (adjStart[dst + 1] as number) - first === 1 && !isHost[beside]) {
      // A host on one link: every path to it ends with that link and hosts do not forward, so it
      // is one hop further than the node beside it (whose distances serve all its hosts).
      const via = distancesTo(beside);
      for (let v = 0; v < n; v++) dist[v] = (via[v] as number) < 0 ? -1 : (via[v] as number) + 1;
      dist[dst] = 0;
    } else if (up[dst]) {
      dist[dst] = 0;
      let head = 0;
      let tail = 0;
      queue[tail++] = dst;
      while (head < tail) {
        const u = queue[head++] as number;
        if (u !== dst && isHost[u]) continue;
        const du = (dist[u] as number) + 1;
        for (let e = adjStart[u] as number, end = adjStart[u + 1] as number; e < end; e++) {
          const v = adjNode[e] as number;
          if (dist[v] === -1) {
            dist[v] = du;
            queue[tail++] = v;
          }
        }
      }
    }
    cache.set(dst, dist);
    return dist;
  }

  /** Next-hop slots (indices into adjLink/adjNode) of `u` on a shortest path to `dst`, into `out`: their number. */
  function nextHops(u: number, dst: number, dist: Int32Array, out: Int32Array, at = 0): number {
    const want = (dist[u] as number) - 1;
    let count = 0;
    for (let e = adjStart[u] as number, end = adjStart[u + 1] as number; e < end; e++) {
      const v = adjNode[e] as number;
      if (dist[v] === want && (v === dst || !isHost[v])) out[at + count++] = e;
    }
    return count;
  }
  // Room for any node's next hops, and for the slots of any path (it crosses each node once).
  let maxDegree = 1;
  for (let u = 0; u < n; u++)
    maxDegree = Math.max(maxDegree, (adjStart[u + 1] as number) - (adjStart[u] as number));
  const slotScratch = new Int32Array(n + 1);

  /**
   * The next hops towards each destination, found the first time a walk passes a node and kept:
   * for `dst`, `at[u]` is where node u's hops start in `hopList` (-1: not found yet) and
   * `counts[u]` how many there are. Many flows to one destination (an all-to-all) pass the same
   * switches, so each (node, destination) is searched once rather than once per flow.
   */
  const hopTablesOf = new Map<number, { readonly at: Int32Array; readonly counts: Int32Array }>();
  let hopList = new Int32Array(Math.max(16, adjStart[n] as number));
  let hopUsed = 0;

  /** The kept next hops of every node towards `dst` (filled as walks pass). */
  function hopTables(dst: number): { readonly at: Int32Array; readonly counts: Int32Array } {
    let tables = hopTablesOf.get(dst);
    if (tables === undefined) {
      tables = { at: new Int32Array(n).fill(-1), counts: new Int32Array(n) };
      hopTablesOf.set(dst, tables);
    }
    return tables;
  }

  /** Where node `u`'s next hops towards `dst` start in `hopList`; their count is in `counts[u]`. */
  function hopsFrom(u: number, dst: number, dist: Int32Array, at: Int32Array, counts: Int32Array): number {
    const known = at[u] as number;
    if (known >= 0) return known;
    if (hopUsed + maxDegree > hopList.length) {
      const grown = new Int32Array(2 * hopList.length + maxDegree);
      grown.set(hopList);
      hopList = grown;
    }
    const start = hopUsed;
    const count = nextHops(u, dst, dist, hopList, start);
    hopUsed += count;
    at[u] = start;
    counts[u] = count;
    return start;
  }

  function toRoute(src: number, dst: number, slots: readonly number[]): Route {
    const nodes = [src];
    const links: number[] = [];
    const channels: number[] = [];
    const media: number[] = [];
    let latency = 0;
    let cur = src;
    for (const e of slots) {
      const l = adjLink[e] as number;
      const link = topology.links[l];
      if (link === undefined) throw new Error("router: internal link index out of range");
      links.push(l);
      channels.push(link.a === cur ? 2 * l : 2 * l + 1);
      latency += link.latency;
      cur = adjNode[e] as number;
      nodes.push(cur);
      if (isBus[cur]) media.push(cur);
    }
    return { src, dst, nodes, links, channels, media, latency: latency as Seconds };
  }

  /** The slots of a walk to `ends.dst` picking among next hops with `pick`, into `slotScratch`: their number, or -1. */
  function walkSlots(ends: RouteEnds, pick: (u: number, count: number) => number): number {
    checkNode(ends.src, "src");
    const dist = distancesTo(ends.dst);
    if (!up[ends.src] || (dist[ends.src] as number) < 0) return -1;
    const { at, counts } = hopTables(ends.dst);
    let length = 0;
    let u = ends.src;
    while (u !== ends.dst) {
      const start = hopsFrom(u, ends.dst, dist, at, counts);
      const count = counts[u] as number;
      if (count === 0) return -1;
      const e = hopList[start + pick(u, count)] as number;
      slotScratch[length++] = e;
      u = adjNode[e] as number;
    }
    return length;
  }

  function walk(ends: RouteEnds, pick: (u: number, count: number) => number): Route | null {
    const length = walkSlots(ends, pick);
    return length < 0 ? null : toRoute(ends.src, ends.dst, Array.from(slotScratch.subarray(0, length)));
  }

  return {
    topology,
    distancesTo,
    shortestPath: (ends) => walk(ends, () => 0),
    ecmpPath(ends) {
      const id = flowIdHash(ends.flowId);
      return walk(ends, (u, count) => saltedFlowHash(id, u) % count);
    },
    ecmpChannels(ends, out) {
      const id = ends.flowHash;
      const length = walkSlots(ends, (u, count) => saltedFlowHash(id, u) % count);
      let cur = ends.src;
      for (let i = 0; i < length; i++) {
        const e = slotScratch[i] as number;
        const l = adjLink[e] as number;
        out[i] = linkA[l] === cur ? 2 * l : 2 * l + 1;
        cur = adjNode[e] as number;
      }
      return length;
    },
    equalCostPaths(ends, options = {}) {
      const maxPaths = options.maxPaths ?? DEFAULT_MAX_PATHS;
      checkNode(ends.src, "src");
      const dist = distancesTo(ends.dst);
      const routes: Route[] = [];
      if (!up[ends.src] || (dist[ends.src] as number) < 0) return routes;
      const slots: number[] = [];
      const visit = (u: number): void => {
        if (routes.length >= maxPaths) return;
        if (u === ends.dst) {
          routes.push(toRoute(ends.src, ends.dst, slots));
          return;
        }
        const hops = new Int32Array(maxDegree);
        const count = nextHops(u, ends.dst, dist, hops);
        for (const e of hops.subarray(0, count)) {
          slots.push(e);
          visit(adjNode[e] as number);
          slots.pop();
        }
      };
      visit(ends.src);
      return routes;
    },
  };
}
