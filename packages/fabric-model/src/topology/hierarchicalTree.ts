import type { BitsPerSecond, Seconds } from "../units.ts";
import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "./createTopology.ts";
import { positiveInteger } from "./positiveInteger.ts";
import type { Topology } from "./Topology.ts";

/**
 * Inputs of `hierarchicalTree`.
 * @example hierarchicalTree({ depth: 3, fanout: 2, linkRate: gbps(100) }).hosts.length // 8
 */
export interface HierarchicalTreeInputs {
  /** Switch levels (>= 1): 1 is a single switch, 2 a root over `fanout` switches, and so on. */
  readonly depth: number;
  /** Children of every switch (>= 2): switches below, or hosts at the bottom level. */
  readonly fanout: number;
  /** Per-direction rate of every switch-to-switch link. */
  readonly linkRate: BitsPerSecond;
  /** Per-direction rate of host links; `linkRate` if omitted. */
  readonly hostLinkRate?: BitsPerSecond;
  /** One-way latency of every link; 0 if omitted. */
  readonly linkLatency?: Seconds;
}

/**
 * A classic hierarchical tree: one root, every switch has `fanout` children, fanout^depth hosts, one
 * path between any two hosts, and the same link rate at every level, so the root's links are the
 * bottleneck (bisection = fanout/2 x linkRate for an even fanout). Nodes carry `group` = the root's
 * child subtree they sit under (-1 for the root).
 * @throws RangeError when depth < 1, fanout < 2, or a rate is not positive.
 * @example hierarchicalTree({ depth: 2, fanout: 4, linkRate: gbps(100) }) // 16 hosts
 */
export function hierarchicalTree(inputs: HierarchicalTreeInputs): Topology {
  const depth = positiveInteger(inputs.depth, "hierarchicalTree: depth");
  const fanout = positiveInteger(inputs.fanout, "hierarchicalTree: fanout", 2);
  const hostLinkRate = inputs.hostLinkRate ?? inputs.linkRate;
  const latency = inputs.linkLatency === undefined ? {} : { latency: inputs.linkLatency };
  const nodes: TopologyNodeSpec[] = [];
  const links: TopologyLinkSpec[] = [];
  // Level by level from the root (tier = depth) down to the bottom switches (tier 1), then hosts.
  let parents: string[] = [];
  for (let tier = depth; tier >= 1; tier--) {
    const count = fanout ** (depth - tier);
    const level: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = tier === depth ? "root" : `tree-${tier}-${i}`;
      const group = tier === depth ? -1 : Math.floor(i / fanout ** (depth - tier - 1));
      nodes.push({ id, kind: "switch", role: "tree", tier, position: i, group });
      const parent = parents[Math.floor(i / fanout)];
      if (parent !== undefined)
        links.push({ a: id, b: parent, linkRateUnidirectional: inputs.linkRate, ...latency });
      level.push(id);
    }
    parents = level;
  }
  const hosts = fanout ** depth;
  for (let h = 0; h < hosts; h++) {
    const group = depth === 1 ? h : Math.floor(h / fanout ** (depth - 1));
    nodes.push({ id: `host-${h}`, kind: "host", role: "host", tier: 0, position: h, group });
    links.push({
      a: `host-${h}`,
      b: parents[Math.floor(h / fanout)] as string,
      linkRateUnidirectional: hostLinkRate,
      ...latency,
    });
  }
  return createTopology({
    kind: "hierarchicalTree",
    label: `tree, depth ${depth}, fanout ${fanout}, ${hosts} hosts at ${inputs.linkRate / 1e9} Gb/s`,
    nodes,
    links,
    parameters: { depth, fanout, hosts, linkRate: inputs.linkRate, hostLinkRate },
  });
}
