import type { FabricPorts } from "./fabricPorts.ts";
import { isUpMove, type UpDownRanks } from "./upDownRanks.ts";

/**
 * The rule a routing engine's hop tables obey: any shortest path (min-hop), or only paths that never
 * go up after going down (up/down, with the ranks that define up).
 */
export type HopRule = { readonly kind: "minhop" } | { readonly kind: "updn"; readonly ranks: UpDownRanks };

/**
 * The fabric as flat arrays for the routing engines (internal): the live ports of node u are slots
 * `start[u] .. start[u+1]-1`, each with its port number, peer node, directed channel and, for up/down,
 * whether leaving by it goes up.
 */
export interface RoutingGraph {
  readonly ports: FabricPorts;
  readonly rule: HopRule;
  readonly start: Int32Array;
  readonly port: Int32Array;
  readonly peer: Int32Array;
  readonly channel: Int32Array;
  readonly up: Uint8Array;
  /** For up/down: whether the move from the slot's peer back to its node goes up. */
  readonly upIn: Uint8Array;
  readonly isSwitch: Uint8Array;
  /** The most live ports any node has (the room `candidateSlots` may need). */
  readonly maxDegree: number;
}

/**
 * Flatten the live ports of a fabric for the hop-table searches.
 * @see infinibandSources.opensmUpdnDirection
 */
export function routingGraph(ports: FabricPorts, rule: HopRule): RoutingGraph {
  const { nodes } = ports.topology;
  const n = nodes.length;
  const start = new Int32Array(n + 1);
  const slots: { port: number; peer: number; channel: number; up: number; upIn: number }[] = [];
  let maxDegree = 0;
  for (let u = 0; u < n; u++) {
    start[u] = slots.length;
    for (const p of ports.byNode[u] ?? []) {
      if (p.down) continue;
      const updn = rule.kind === "updn";
      const up = updn && isUpMove(rule.ranks, ports.nodeGuids, u, p.peerNode) ? 1 : 0;
      const upIn = updn && isUpMove(rule.ranks, ports.nodeGuids, p.peerNode, u) ? 1 : 0;
      slots.push({ port: p.port, peer: p.peerNode, channel: p.channel, up, upIn });
    }
    maxDegree = Math.max(maxDegree, slots.length - (start[u] as number));
  }
  start[n] = slots.length;
  const isSwitch = new Uint8Array(n);
  for (const node of nodes) isSwitch[node.index] = node.kind === "switch" ? 1 : 0;
  return {
    ports,
    rule,
    start,
    port: Int32Array.from(slots, (s) => s.port),
    peer: Int32Array.from(slots, (s) => s.peer),
    channel: Int32Array.from(slots, (s) => s.channel),
    up: Uint8Array.from(slots, (s) => s.up),
    upIn: Uint8Array.from(slots, (s) => s.upIn),
    isSwitch,
    maxDegree,
  };
}

/**
 * Hop counts towards one destination port (internal to the routing engines): `dist[node]` is the
 * hops from `node` to the destination (-1 if none), `downOnly[node]` is 1 where the rest of the path
 * from `node` only goes down (up/down: a packet that arrived going down may only continue down).
 */
export interface DestinationLevels {
  readonly dist: Int32Array;
  readonly downOnly: Uint8Array;
}

/**
 * Breadth-first search backwards from a destination port, level by level, as OpenSM's up/down engine
 * builds its tables (doc/current-routing.txt: "a BFS from every target ... avoid steps that will
 * perform up after a down step was used"). A node is fixed at the first level that reaches it,
 * preferring the down-only state, so that every switch's choice is consistent with its neighbours':
 * routes that follow the tables are always up* then down*. Adapters never forward: they are reached
 * as sources but not expanded. The destination port (`port` > 0, an adapter's) is the only way in.
 * With `scratch` the search works in (and returns) those arrays instead of allocating.
 * @see infinibandSources.opensmRouting
 */
export function destinationLevels(
  graph: RoutingGraph,
  destination: { readonly node: number; readonly port: number },
  scratch?: LevelScratch,
): DestinationLevels {
  const { start, port, peer, upIn, isSwitch } = graph;
  const updn = graph.rule.kind === "updn";
  const n = isSwitch.length;
  const work = scratch ?? levelScratch(n);
  const dist = work.dist.fill(-1);
  const downOnly = work.downOnly.fill(0);
  // Breadth-first queue: nodes of level L are queue[levelStart .. levelEnd); the next level is
  // appended after them. pending[v] holds the best state seen for a node of the next level.
  const { queue, pending } = work;
  const dst = destination.node;
  dist[dst] = 0;
  downOnly[dst] = 1;
  queue[0] = dst;
  let levelStart = 0;
  let levelEnd = 1;
  for (let level = 1; levelStart < levelEnd; level++) {
    let tail = levelEnd;
    for (let q = levelStart; q < levelEnd; q++) {
      const w = queue[q] as number;
      const adapter = isSwitch[w] === 0;
      if (adapter && w !== dst) continue;
      for (let e = start[w] as number, end = start[w + 1] as number; e < end; e++) {
        if (adapter && destination.port > 0 && port[e] !== destination.port) continue;
        const v = peer[e] as number;
        if (dist[v] !== -1) continue;
        let state = 1;
        // The packet's move is v -> w, the reverse of slot e.
        if (updn) {
          if (upIn[e] === 1) state = 0;
          else if (downOnly[w] === 0) continue;
        }
        const seen = pending[v] as number;
        if (seen === -1) queue[tail++] = v;
        if (state > seen) pending[v] = state;
      }
    }
    for (let q = levelEnd; q < tail; q++) {
      const v = queue[q] as number;
      dist[v] = level;
      downOnly[v] = pending[v] as number;
      pending[v] = -1;
    }
    levelStart = levelEnd;
    levelEnd = tail;
  }
  return { dist, downOnly };
}

/**
 * Arrays one destination search works in, to reuse across the destinations of one routing run: the
 * result of `destinationLevels` with a scratch is overwritten by the next call with it.
 */
export interface LevelScratch {
  readonly dist: Int32Array;
  readonly downOnly: Uint8Array;
  readonly queue: Int32Array;
  /** All -1 between searches (each search restores it). */
  readonly pending: Int8Array;
}

/** Fresh scratch arrays for a fabric of `n` nodes. */
export function levelScratch(n: number): LevelScratch {
  return {
    dist: new Int32Array(n),
    downOnly: new Uint8Array(n),
    queue: new Int32Array(n),
    pending: new Int8Array(n).fill(-1),
  };
}

/**
 * The slots (indices into the graph's port arrays) switch `s` may send a packet for the destination of
 * `levels` out of: one hop nearer, to the destination itself or a switch, and (up/down) going down
 * only where the rest of the path goes down only, up otherwise. Written into `out` (`graph.maxDegree`
 * long), their number returned.
 */
export function candidateSlots(
  graph: RoutingGraph,
  levels: DestinationLevels,
  s: number,
  destination: number,
  out: Int32Array,
): number {
  const { dist, downOnly } = levels;
  const ds = dist[s] as number;
  if (ds <= 0) return 0;
  const { start, peer, up, isSwitch } = graph;
  const updn = graph.rule.kind === "updn";
  const sDown = downOnly[s] === 1;
  let count = 0;
  for (let e = start[s] as number, end = start[s + 1] as number; e < end; e++) {
    const w = peer[e] as number;
    if (dist[w] !== ds - 1) continue;
    if (w !== destination && isSwitch[w] === 0) continue;
    if (updn && (sDown ? up[e] === 1 || downOnly[w] === 0 : up[e] === 0)) continue;
    out[count++] = e;
  }
  return count;
}

/**
 * The switch whose search an end port's routes can share (internal to the routing engines): a
 * switch's own, or, for an adapter port whose live link goes to a switch without going up from it,
 * that switch (-1 otherwise). Towards such an adapter every other switch has the hop counts of the
 * search towards its switch plus one, the same down-only states and so the same candidate slots.
 */
export function searchSwitch(
  graph: RoutingGraph,
  end: { readonly node: number; readonly port: number; readonly kind: "switch" | "host" },
): number {
  if (end.kind === "switch") return end.node;
  const { start, port, peer, upIn, isSwitch } = graph;
  for (let e = start[end.node] as number, last = start[end.node + 1] as number; e < last; e++) {
    if (port[e] !== end.port) continue;
    const v = peer[e] as number;
    return isSwitch[v] === 1 && upIn[e] === 0 ? v : -1;
  }
  return -1;
}

/**
 * The candidate slots of every switch towards one switch, and the search's down-only states, shared
 * by the routes towards that switch and the adapters behind it (see `searchSwitch`).
 */
export interface SwitchSearch {
  /** Switch `k`'s candidate slots (in `candidateSlots`' order) are `slots[start[k] .. start[k+1])`. */
  readonly start: Int32Array;
  readonly slots: Int32Array;
  readonly downOnly: Uint8Array;
}

/**
 * Search towards switch `node` and keep every other switch's candidate slots (`switches` in table
 * order; `scratch`, `out`, `graph.maxDegree` long, and `slots`, `switches.length` times that, are
 * worked in).
 */
export function switchSearch(
  graph: RoutingGraph,
  switches: readonly number[],
  node: number,
  work: { readonly scratch: LevelScratch; readonly out: Int32Array; readonly slots: Int32Array },
): SwitchSearch {
  const { out, slots } = work;
  const levels = destinationLevels(graph, { node, port: 0 }, work.scratch);
  const start = new Int32Array(switches.length + 1);
  let total = 0;
  for (let k = 0; k < switches.length; k++) {
    start[k] = total;
    const s = switches[k] as number;
    if (s === node) continue;
    const count = candidateSlots(graph, levels, s, node, out);
    for (let c = 0; c < count; c++) slots[total++] = out[c] as number;
  }
  start[switches.length] = total;
  return { start, slots: slots.slice(0, total), downOnly: levels.downOnly.slice() };
}

/**
 * The candidate slots of switch `s` towards an adapter `searchSwitch` placed behind it: its live
 * links to the adapter (up/down: those not going up). Written into `out`, their number returned.
 */
export function slotsToAdapter(graph: RoutingGraph, s: number, adapter: number, out: Int32Array): number {
  const { start, peer, up } = graph;
  const updn = graph.rule.kind === "updn";
  let count = 0;
  for (let e = start[s] as number, last = start[s + 1] as number; e < last; e++) {
    if (peer[e] === adapter && !(updn && up[e] === 1)) out[count++] = e;
  }
  return count;
}
