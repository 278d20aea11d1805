import type { BitsPerSecond, Seconds } from "../units.ts";
import type {
  Topology,
  TopologyKind,
  TopologyLink,
  TopologyNode,
  TopologyNodeKind,
  TopologyNodeRole,
} from "./Topology.ts";

/** A node to create: only `id` and `kind` are required; layout attributes default to 0 / -1. */
export interface TopologyNodeSpec {
  readonly id: string;
  readonly kind: TopologyNodeKind;
  readonly role?: TopologyNodeRole;
  readonly tier?: number;
  readonly position?: number;
  readonly group?: number;
  /** Required for a bus: the rate of the shared medium. */
  readonly mediumRate?: BitsPerSecond;
}

/** A full-duplex link to create between two node ids (or node indices). */
export interface TopologyLinkSpec {
  readonly a: string | number;
  readonly b: string | number;
  readonly linkRateUnidirectional: BitsPerSecond;
  /** One-way latency of the hop; 0 when omitted. */
  readonly latency?: Seconds;
}

/** Inputs of `createTopology`. */
interface CreateTopologyInputs {
  readonly nodes: readonly TopologyNodeSpec[];
  readonly links: readonly TopologyLinkSpec[];
  readonly kind?: TopologyKind;
  readonly label?: string;
  readonly parameters?: Readonly<Record<string, number>>;
}

/**
 * Build a validated topology from node and link specs (the builders use it; use it for custom graphs).
 * Each link is stored with `a` as its lower-tier end; parallel links get ids suffixed "#1", "#2", ...
 * @throws RangeError on duplicate node ids, unknown link ends, self-links, non-positive or non-finite
 *   rates, negative latencies, or a bus without a positive `mediumRate`.
 * @example createTopology({ nodes: [{ id: "h0", kind: "host" }, { id: "h1", kind: "host" }], links: [{ a: "h0", b: "h1", linkRateUnidirectional: gbps(100) }] })
 */
export function createTopology(inputs: CreateTopologyInputs): Topology {
  const byId = new Map<string, number>();
  const nodes: TopologyNode[] = inputs.nodes.map((spec, index) => {
    if (byId.has(spec.id)) throw new RangeError(`createTopology: duplicate node id "${spec.id}"`);
    byId.set(spec.id, index);
    if (spec.kind === "bus" && !(positiveFinite(spec.mediumRate) && spec.mediumRate !== undefined)) {
      throw new RangeError(`createTopology: bus "${spec.id}" needs a positive, finite mediumRate`);
    }
    const node: TopologyNode = {
      index,
      id: spec.id,
      kind: spec.kind,
      role: spec.role ?? spec.kind,
      tier: spec.tier ?? (spec.kind === "host" ? 0 : 1),
      position: spec.position ?? index,
      group: spec.group ?? -1,
      failed: false,
      ...(spec.kind === "bus" ? { mediumRate: spec.mediumRate } : {}),
    };
    return node;
  });
  const resolve = (end: string | number): number => {
    const index = typeof end === "number" ? end : byId.get(end);
    if (index === undefined || !Number.isInteger(index) || index < 0 || index >= nodes.length) {
      throw new RangeError(`createTopology: link end "${end}" is not a node`);
    }
    return index;
  };
  const seen = new Map<string, number>();
  const links: TopologyLink[] = inputs.links.map((spec, index) => {
    let a = resolve(spec.a);
    let b = resolve(spec.b);
    if (a === b) throw new RangeError(`createTopology: self-link on "${nodes[a]?.id}"`);
    if (!positiveFinite(spec.linkRateUnidirectional)) {
      throw new RangeError(`createTopology: link ${spec.a}~${spec.b} needs a positive, finite rate`);
    }
    const latency = spec.latency ?? (0 as Seconds);
    if (!(Number.isFinite(latency) && latency >= 0)) {
      throw new RangeError(`createTopology: link ${spec.a}~${spec.b} has a negative or non-finite latency`);
    }
    const nodeA = nodes[a] as TopologyNode;
    const nodeB = nodes[b] as TopologyNode;
    if (nodeA.tier > nodeB.tier) [a, b] = [b, a];
    const lower = nodes[a] as TopologyNode;
    const upper = nodes[b] as TopologyNode;
    const base = `${lower.id}~${upper.id}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return {
      index,
      id: count === 0 ? base : `${base}#${count}`,
      a,
      b,
      linkRateUnidirectional: spec.linkRateUnidirectional,
      latency,
      tier: Math.max(lower.tier, upper.tier),
      failed: false,
    };
  });
  const hosts = nodes.filter((n) => n.kind === "host").map((n) => n.index);
  const tiers = nodes.reduce((m, n) => Math.max(m, n.tier), 0) + 1;
  return {
    kind: inputs.kind ?? "custom",
    label: inputs.label ?? `custom topology, ${hosts.length} hosts`,
    nodes,
    links,
    hosts,
    tiers,
    parameters: { ...(inputs.parameters ?? {}) },
  };
}

function positiveFinite(value: number | undefined): boolean {
  return value !== undefined && Number.isFinite(value) && value > 0;
}
