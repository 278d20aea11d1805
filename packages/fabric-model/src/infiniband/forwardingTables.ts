import type { Source } from "../Source.ts";
import {
  candidateSlots,
  type DestinationLevels,
  destinationLevels,
  type HopRule,
  levelScratch,
  type RoutingGraph,
  routingGraph,
  type SwitchSearch,
  searchSwitch,
  slotsToAdapter,
  switchSearch,
} from "./destinationLevels.ts";
import type { FabricPorts } from "./fabricPorts.ts";
import { infinibandSources } from "./infinibandSources.ts";
import type { EndPortLids, SubnetSweep } from "./SubnetSweep.ts";
import { defaultUpDownRoots, upDownRanks } from "./upDownRanks.ts";

/**
 * A subnet manager routing engine (OpenSM's names): `minhop` (shortest paths, ports balanced by how
 * many LIDs already use them), `updn` (the same, constrained never to go up after going down, from
 * chosen roots), `ftree` (fat-trees: destination-based spreading over the up ports, congestion-free
 * for shift permutations).
 * @example const e: RoutingEngine = "ftree";
 */
export type RoutingEngine = "minhop" | "updn" | "ftree";

/** Every routing engine, in display order. @example routingEngines.length // 3 */
export const routingEngines: readonly RoutingEngine[] = ["minhop", "updn", "ftree"];

/**
 * Why an engine other than the one asked for built the tables (OpenSM falls back to min-hop):
 * - "ftree-not-fat-tree": the fabric is not a symmetrical fat-tree (a link or switch is down, tiers
 *   differ in port counts, or adapters sit on different tiers);
 * - "ftree-lmc": fat-tree routing does not support LMC > 0.
 * @example const c: RoutingFallbackCode = "ftree-not-fat-tree";
 */
export type RoutingFallbackCode = "ftree-not-fat-tree" | "ftree-lmc";

/**
 * The port value of an LFT entry for a LID the switch has no route to (OSM_NO_PATH).
 * @example table.ports[lid] === NO_PATH // the switch drops packets to `lid`
 */
export const NO_PATH = 0xff;

/** One switch's linear forwarding table: `ports[lid]` is the output port (0: the switch itself). */
export interface SwitchForwardingTable {
  readonly node: number;
  readonly ports: readonly number[];
}

/** The forwarding tables a routing engine computed for a swept subnet. */
export interface ForwardingTables {
  readonly sweep: SubnetSweep;
  /** The engine that built the tables. */
  readonly engine: RoutingEngine;
  /** The engine asked for. */
  readonly requested: RoutingEngine;
  /** Why `engine` differs from `requested`, or null. */
  readonly fallback: RoutingFallbackCode | null;
  /** Roots of up/down and fat-tree routing (empty for min-hop). */
  readonly roots: readonly number[];
  /** Up/down rank of every node (-1 for min-hop or unranked). */
  readonly ranks: readonly number[];
  /** One table per discovered switch, in discovery order. */
  readonly switches: readonly SwitchForwardingTable[];
  /** Index into `switches` by node index (-1 for non-switches). */
  readonly tableOf: readonly number[];
  /** Where the engines' rules were read. */
  readonly sources: readonly Source[];
}

/** Inputs of `forwardingTables`. */
export interface ForwardingTablesInputs {
  readonly sweep: SubnetSweep;
  readonly engine: RoutingEngine;
  /** Roots for updn and ftree (node indices or ids); default: the top tier's switches. */
  readonly roots?: readonly (number | string)[];
  /**
   * Tables of an earlier sweep: entries whose port is still up and still on a shortest legal path
   * are kept, as OpenSM keeps the routes that do not have to change.
   */
  readonly previous?: ForwardingTables;
}

/**
 * Compute every switch's linear forwarding table with a routing engine, as OpenSM does: hop tables
 * towards every destination LID (a breadth-first search per destination port), then, per switch and
 * LID in ascending order, one of the ports on a shortest (legal) path. min-hop and up/down pick the
 * port fewest LIDs already use (with LMC > 0, first a port towards a different next node than the
 * same port's other LIDs); fat-tree picks up port `floor(i / D) mod u` for the destination's host
 * index i, where u is the switch's up-port count and D the product of the up-port counts of the tiers
 * below (Zahavi et al.'s destination-based spreading, which makes every shift permutation
 * congestion-free on a full fat-tree). Fat-tree falls back to min-hop when the fabric is not a
 * symmetrical fat-tree or LMC > 0.
 * @throws RangeError when a root is not a live switch of the subnet.
 * @see infinibandSources.opensmRouting, infinibandSources.zahavi2010, infinibandSources.opensmNoPath
 * @example forwardingTables({ sweep: sweepSubnet({ topology: fatTree({ k: 4, linkRate: gbps(100) }), sm: "host-0" }), engine: "ftree" }).engine // "ftree"
 */
export function forwardingTables(inputs: ForwardingTablesInputs): ForwardingTables {
  const plan = enginePlan(inputs.sweep, inputs.engine, inputs.roots);
  return routeEngines(inputs.sweep, [plan], inputs.previous)[0] as ForwardingTables;
}

/**
 * How one engine will route a sweep: the engine that builds the tables (after a fall-back), and
 * the rule of its hop tables with the up/down roots and ranks.
 */
export interface EnginePlan {
  readonly engine: RoutingEngine;
  readonly requested: RoutingEngine;
  readonly fallback: RoutingFallbackCode | null;
  readonly roots: readonly number[];
  readonly ranks: readonly number[];
  readonly rule: HopRule;
}

/**
 * The plan of `engine` on a sweep (internal to the engines: `forwardingTables`,
 * `everyEngineTables`).
 * @throws RangeError when a root is not a live switch of the subnet.
 */
export function enginePlan(
  sweep: SubnetSweep,
  requested: RoutingEngine,
  givenRoots: readonly (number | string)[] | undefined,
): EnginePlan {
  const { ports } = sweep;
  const { nodes } = ports.topology;
  let engine = requested;
  let fallback: RoutingFallbackCode | null = null;
  if (engine === "ftree") {
    if (sweep.lmc > 0) fallback = "ftree-lmc";
    else if (!isSymmetricFatTree(ports, sweep)) fallback = "ftree-not-fat-tree";
    if (fallback !== null) engine = "minhop";
  }
  if (engine === "minhop") {
    return { engine, requested, fallback, roots: [], ranks: nodes.map(() => -1), rule: { kind: "minhop" } };
  }
  const roots =
    givenRoots === undefined
      ? defaultUpDownRoots(ports)
      : givenRoots.map((r) => {
          const index = typeof r === "number" ? r : nodes.findIndex((n) => n.id === r);
          if (index < 0) throw new RangeError(`forwardingTables: no switch "${r}" to use as a root`);
          return index;
        });
  const ranks = upDownRanks(ports, roots);
  return { engine, requested, fallback, roots, ranks: ranks.rank, rule: { kind: "updn", ranks } };
}

/**
 * Route a sweep with several engines at once (internal to the engines): engines whose hop tables
 * obey the same rule (min-hop; up/down from the same roots, as up/down and fat-tree do) share one
 * search per destination and one candidate list per switch, and each picks its ports from it with
 * its own counters, so every engine's tables are those it builds alone.
 */
export function routeEngines(
  sweep: SubnetSweep,
  plans: readonly EnginePlan[],
  previous?: ForwardingTables,
): ForwardingTables[] {
  const results = new Array<ForwardingTables>(plans.length);
  const done = new Array<boolean>(plans.length).fill(false);
  for (let first = 0; first < plans.length; first++) {
    if (done[first]) continue;
    const group: number[] = [];
    for (let j = first; j < plans.length; j++) {
      if (!done[j] && sameRule(plans[first] as EnginePlan, plans[j] as EnginePlan)) {
        group.push(j);
        done[j] = true;
      }
    }
    const tables = routeGroup(
      sweep,
      group.map((j) => plans[j] as EnginePlan),
      previous,
    );
    group.forEach((j, g) => {
      results[j] = tables[g] as ForwardingTables;
    });
  }
  return results;
}

/** Whether two plans' hop tables obey the same rule (min-hop, or up/down from the same roots). */
function sameRule(a: EnginePlan, b: EnginePlan): boolean {
  if (a.rule.kind !== b.rule.kind) return false;
  return a.roots.length === b.roots.length && a.roots.every((r, i) => b.roots[i] === r);
}

/** What one engine of a group builds while the group routes. */
interface EngineWork {
  readonly plan: EnginePlan;
  readonly tables: number[][];
  /** LIDs routed through each port so far, per switch (OpenSM's balancing counter). */
  readonly use: Int32Array[];
  /** Fat-tree: the divisor D of every switch's up-port choice (undefined: not routing with ftree). */
  readonly divisor: Float64Array | undefined;
}

/** Route a sweep with engines whose hop tables obey one rule (the first plan's). */
function routeGroup(
  sweep: SubnetSweep,
  plans: readonly EnginePlan[],
  previous: ForwardingTables | undefined,
): ForwardingTables[] {
  const { ports } = sweep;
  const { nodes } = ports.topology;
  const graph = routingGraph(ports, (plans[0] as EnginePlan).rule);
  const switchNodes = sweep.discovered.filter((d) => d.kind === "switch").map((d) => d.node);
  const tableOf = new Array<number>(nodes.length).fill(-1);
  switchNodes.forEach((s, i) => {
    tableOf[s] = i;
  });
  const work: EngineWork[] = plans.map((plan) => ({
    plan,
    tables: switchNodes.map(() => new Array<number>(sweep.maxLid + 1).fill(NO_PATH)),
    use: switchNodes.map((s) => new Int32Array((ports.byNode[s]?.length ?? 0) + 1)),
    divisor: plan.engine === "ftree" ? fatTreeDivisors(graph, plan.ranks) : undefined,
  }));
  // Adapters numbered as OpenSM orders compute nodes for fat-tree routing: leaf by leaf, port by port.
  const hostIndex = new Int32Array(nodes.length).fill(-1);
  let hosts = 0;
  for (const s of [...switchNodes].sort((a, b) => a - b)) {
    for (const p of ports.byNode[s] ?? []) {
      if (nodes[p.peerNode]?.kind === "host" && hostIndex[p.peerNode] === -1) hostIndex[p.peerNode] = hosts++;
    }
  }
  const before = switchNodes.map((s) =>
    previous === undefined ? undefined : previous.switches[previous.tableOf[s] ?? -1]?.ports,
  );

  const { port: slotPort, peer: slotPeer } = graph;
  const candidates = new Int32Array(graph.maxDegree);
  // Next nodes taken by the LIDs of one port so far (2^LMC at most).
  const nextNodes = new Int32Array(1 << sweep.lmc);
  const scratch = levelScratch(nodes.length);
  // Bound once: a module runner that wraps imports in getters then pays for one lookup per call.
  const slotsOf = candidateSlots;
  // An adapter port behind a switch shares the search towards that switch (one search per switch
  // instead of one per LID owner: 80 instead of 208 on a k = 8 fat-tree), kept until its last use.
  const { endPorts } = sweep;
  const via = endPorts.map((end) => searchSwitch(graph, end));
  const lastUse = new Int32Array(nodes.length).fill(-1);
  via.forEach((v, e) => {
    if (v >= 0) lastUse[v] = e;
  });
  const searches = new Array<SwitchSearch | undefined>(nodes.length);
  const searchWork = {
    scratch,
    out: candidates,
    slots: new Int32Array(switchNodes.length * graph.maxDegree),
  };
  for (let e = 0; e < endPorts.length; e++) {
    const end = endPorts[e] as EndPortLids;
    const toward = via[e] as number;
    let search: SwitchSearch | undefined;
    let levels: DestinationLevels | undefined;
    if (toward >= 0) {
      search = searches[toward] ?? switchSearch(graph, switchNodes, toward, searchWork);
      searches[toward] = lastUse[toward] === e ? undefined : search;
    } else levels = destinationLevels(graph, end, scratch);
    const goesDown = search?.downOnly ?? (levels as DestinationLevels).downOnly;
    const i = Math.max(0, hostIndex[end.node] as number);
    for (let k = 0; k < switchNodes.length; k++) {
      const s = switchNodes[k] as number;
      if (s === end.node) {
        for (let g = 0; g < work.length; g++)
          ((work[g] as EngineWork).tables[k] as number[])[end.baseLid] = 0;
        continue;
      }
      // The candidate slots are from[first .. first + count).
      let from: Int32Array = candidates;
      let first = 0;
      let count: number;
      if (search === undefined) count = slotsOf(graph, levels as DestinationLevels, s, end.node, candidates);
      else if (s === toward) count = slotsToAdapter(graph, s, end.node, candidates);
      else {
        from = search.slots;
        first = search.start[k] as number;
        count = (search.start[k + 1] as number) - first;
      }
      if (count === 0) continue;
      const kept = before[k];
      // Indexed loops: a for-of allocates an iterator and a result per step until the code is optimised.
      for (let g = 0; g < work.length; g++) {
        const w = work[g] as EngineWork;
        const table = w.tables[k] as number[];
        const counts = w.use[k] as Int32Array;
        const divisor = end.kind === "host" ? w.divisor : undefined;
        let taken = 0;
        for (let lid = end.baseLid; lid < end.baseLid + end.lidCount; lid++) {
          let chosen = -1;
          const keptPort = kept?.[lid];
          if (keptPort !== undefined) {
            for (let c = first; c < first + count && chosen < 0; c++) {
              if (slotPort[from[c] as number] === keptPort) chosen = from[c] as number;
            }
          }
          if (chosen < 0 && divisor !== undefined) {
            // Going down: the (i mod g)-th of parallel links to the child; going up: up port floor(i / D) mod u.
            const index = goesDown[s] === 1 ? i % count : Math.floor(i / (divisor[s] as number)) % count;
            chosen = from[first + index] as number;
          }
          if (chosen < 0) {
            chosen =
              count === 1
                ? (from[first] as number)
                : leastUsed(graph, from, first, count, counts, nextNodes, taken);
          }
          const port = slotPort[chosen] as number;
          table[lid] = port;
          counts[port] = (counts[port] as number) + 1;
          nextNodes[taken++] = slotPeer[chosen] as number;
        }
      }
    }
  }
  return work.map(({ plan, tables }) => ({
    sweep,
    engine: plan.engine,
    requested: plan.requested,
    fallback: plan.fallback,
    roots: plan.roots,
    ranks: plan.ranks,
    switches: switchNodes.map((node, i) => ({ node, ports: tables[i] as number[] })),
    tableOf,
    sources: [
      infinibandSources.opensmRouting,
      infinibandSources.opensmUpdnDirection,
      ...(plan.engine === "ftree" ? [infinibandSources.zahavi2010] : []),
    ],
  }));
}

/**
 * The candidate slot (of `candidates[first .. first + count)`) fewest LIDs use, preferring a next
 * node this port's other LIDs do not go to (the first `taken` of `avoid`).
 */
function leastUsed(
  graph: RoutingGraph,
  candidates: Int32Array,
  first: number,
  count: number,
  counts: Int32Array,
  avoid: Int32Array,
  taken: number,
): number {
  const { port, peer } = graph;
  let best = candidates[first] as number;
  let bestKey = Number.POSITIVE_INFINITY;
  for (let c = first; c < first + count; c++) {
    const e = candidates[c] as number;
    let key = counts[port[e] as number] as number;
    const next = peer[e] as number;
    for (let t = 0; t < taken; t++) {
      if (avoid[t] === next) {
        key += 1e9;
        break;
      }
    }
    if (key < bestKey) {
      best = e;
      bestKey = key;
    }
  }
  return best;
}

/**
 * The fat-tree engine's divisor per node: D of its rank, the product of the up-port counts of the
 * ranks below it (its up port for host index i is `floor(i / D) mod u`).
 */
function fatTreeDivisors(graph: RoutingGraph, ranks: readonly number[]): Float64Array {
  const { start, peer, isSwitch } = graph;
  // Up ports per switch rank.
  const upByRank = new Map<number, number>();
  for (let u = 0; u < isSwitch.length; u++) {
    if (isSwitch[u] === 0) continue;
    const r = ranks[u] as number;
    let up = 0;
    for (let e = start[u] as number; e < (start[u + 1] as number); e++) {
      if (ranks[peer[e] as number] === r - 1) up++;
    }
    upByRank.set(r, Math.max(upByRank.get(r) ?? 0, up));
  }
  const maxRank = Math.max(...upByRank.keys());
  const byRank = new Map<number, number>();
  let d = 1;
  for (let r = maxRank; r >= 0; r--) {
    byRank.set(r, d);
    d *= Math.max(1, upByRank.get(r) ?? 1);
  }
  return Float64Array.from(ranks, (r) => byRank.get(r) ?? 1);
}

/**
 * Whether the swept fabric is a symmetrical fat-tree by OpenSM's rules: every adapter on tier 0 with
 * its links to tier 1, every switch's links going one tier up or down, and switches of one tier
 * having the same numbers of up and down ports, all of them up.
 */
function isSymmetricFatTree(ports: FabricPorts, sweep: SubnetSweep): boolean {
  const { nodes, links } = ports.topology;
  if (sweep.undiscovered.length > 0) return false;
  if (links.some((l) => l.failed) || nodes.some((n) => n.failed)) return false;
  const shape = new Map<number, string>();
  for (const node of nodes) {
    const list = ports.byNode[node.index] ?? [];
    if (node.kind === "host") {
      if (node.tier !== 0 || list.some((p) => nodes[p.peerNode]?.tier !== 1)) return false;
      continue;
    }
    let up = 0;
    let down = 0;
    for (const p of list) {
      const t = nodes[p.peerNode]?.tier as number;
      if (t === node.tier + 1) up++;
      else if (t === node.tier - 1) down++;
      else return false;
    }
    const key = `${up}/${down}`;
    const seen = shape.get(node.tier);
    if (seen !== undefined && seen !== key) return false;
    shape.set(node.tier, key);
  }
  return true;
}
