import type { FabricPorts } from "./fabricPorts.ts";

/**
 * Switch ranks for up/down routing: the roots have rank 0 and every other switch its hop count from
 * the nearest root over live switch-to-switch links; adapters sit one rank below their switch.
 * -1 for nodes no root reaches.
 */
export interface UpDownRanks {
  readonly roots: readonly number[];
  /** Rank of every node (-1 when unranked). */
  readonly rank: readonly number[];
}

/**
 * The default roots when none are given: the switches of the topology's highest tier (the cores or
 * spines of a built fat-tree), or, when every switch sits on one tier (a ring, a mesh), the switch
 * with the lowest GUID. OpenSM instead guesses roots from a histogram of hop counts
 * (doc/current-routing.txt); a built topology knows its tiers.
 * @example defaultUpDownRoots(fabricPorts(leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(100) }))) // the two spines
 */
export function defaultUpDownRoots(ports: FabricPorts): number[] {
  const switches = ports.topology.nodes.filter((n) => n.kind === "switch" && !n.failed);
  if (switches.length === 0) return [];
  const top = switches.reduce((m, n) => Math.max(m, n.tier), 0);
  const roots = switches.filter((n) => n.tier === top).map((n) => n.index);
  if (roots.length < switches.length) return roots;
  const lowest = switches.reduce((a, b) =>
    (ports.nodeGuids[a.index] as string) <= (ports.nodeGuids[b.index] as string) ? a : b,
  );
  return [lowest.index];
}

/**
 * Rank the switches from `roots` by breadth-first search over live links, as OpenSM's up/down engine
 * does; adapters get their switch's rank + 1.
 * @throws RangeError when a root is not a live switch.
 * @see infinibandSources.opensmRouting
 * @example upDownRanks(ports, defaultUpDownRoots(ports)).rank
 */
export function upDownRanks(ports: FabricPorts, roots: readonly number[]): UpDownRanks {
  const { nodes } = ports.topology;
  const rank = new Array<number>(nodes.length).fill(-1);
  const queue: number[] = [];
  for (const r of roots) {
    const n = nodes[r];
    if (n === undefined || n.kind !== "switch" || n.failed) {
      throw new RangeError(`upDownRanks: root ${n?.id ?? r} is not a live switch`);
    }
    if (rank[r] === -1) {
      rank[r] = 0;
      queue.push(r);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head] as number;
    for (const p of ports.byNode[u] ?? []) {
      if (p.down || nodes[p.peerNode]?.kind !== "switch" || rank[p.peerNode] !== -1) continue;
      rank[p.peerNode] = (rank[u] as number) + 1;
      queue.push(p.peerNode);
    }
  }
  for (const n of nodes) {
    if (n.kind !== "host") continue;
    const below = (ports.byNode[n.index] ?? [])
      .filter((p) => !p.down && (rank[p.peerNode] as number) >= 0)
      .map((p) => rank[p.peerNode] as number);
    if (below.length > 0) rank[n.index] = Math.max(...below) + 1;
  }
  return { roots: [...roots], rank };
}

/**
 * Whether a move from node `from` to node `to` goes up (towards the roots) under OpenSM's rule: to a
 * lower rank is up, to a higher rank down, between equal ranks the move from the bigger GUID is up,
 * and between two roots always up.
 * @see infinibandSources.opensmUpdnDirection
 * @example isUpMove(ranks, ports.nodeGuids, hostIndex, edgeSwitch) // true: an adapter's first hop goes up
 */
export function isUpMove(ranks: UpDownRanks, guids: readonly string[], from: number, to: number): boolean {
  const a = ranks.rank[from] as number;
  const b = ranks.rank[to] as number;
  if (a === 0 && b === 0) return true;
  if (a !== b) return a > b;
  return (guids[from] as string) > (guids[to] as string);
}
