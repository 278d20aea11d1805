/**
 * Where to draw a topology: nodes placed by tier (hosts at the bottom) and by position within
 * their tier, links between them with the utilisation to colour them by. Pure layout, no DOM.
 */
import type { Topology } from "fabric-model";

/** A node placed in the unit square (x left to right, y bottom to top). */
export interface PlacedNode {
  readonly id: string;
  readonly kind: "host" | "switch" | "bus";
  readonly x: number;
  readonly y: number;
  readonly failed: boolean;
}
/** A link placed between two nodes, with its busier direction's utilisation (0..1). */
export interface PlacedLink {
  readonly id: string;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly utilisation: number;
  readonly failed: boolean;
}
/** A drawable topology. */
export interface TopologyDrawing {
  readonly nodes: readonly PlacedNode[];
  readonly links: readonly PlacedLink[];
  /** Horizontal extent of a bus node, if any (it is drawn as a bar over all its hosts). */
  readonly bus?: { readonly x1: number; readonly x2: number; readonly y: number; readonly failed: boolean };
}

/** Lay out `topology`; `utilisation[i]` is link i's utilisation (missing = 0). */
export function topologyLayout(topology: Topology, utilisation: readonly number[] = []): TopologyDrawing {
  const tiers = Math.max(1, topology.tiers - 1);
  const countByTier = new Map<number, number>();
  for (const node of topology.nodes) countByTier.set(node.tier, (countByTier.get(node.tier) ?? 0) + 1);
  const nodes: PlacedNode[] = topology.nodes.map((node) => {
    const count = countByTier.get(node.tier) ?? 1;
    return {
      id: node.id,
      kind: node.kind,
      x: (node.position + 0.5) / count,
      y: node.tier / tiers,
      failed: node.failed,
    };
  });
  const busNode = topology.nodes.find((n) => n.kind === "bus");
  const links: PlacedLink[] = topology.links.map((link) => {
    const a = nodes[link.a] as PlacedNode;
    const b = nodes[link.b] as PlacedNode;
    // A bus tap goes straight up from its host to the bus bar.
    const top = b.kind === "bus" ? { x: a.x, y: b.y } : b;
    return {
      id: link.id,
      x1: a.x,
      y1: a.y,
      x2: top.x,
      y2: top.y,
      utilisation: utilisation[link.index] ?? 0,
      failed: link.failed,
    };
  });
  if (!busNode) return { nodes, links };
  const hostXs = nodes.filter((n) => n.kind === "host").map((n) => n.x);
  return {
    nodes: nodes.filter((n) => n.kind !== "bus"),
    links,
    bus: {
      x1: Math.min(...hostXs),
      x2: Math.max(...hostXs),
      y: busNode.tier / tiers,
      failed: busNode.failed,
    },
  };
}
