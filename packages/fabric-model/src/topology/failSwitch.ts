import type { Topology, TopologyNode } from "./Topology.ts";

/**
 * A copy of `topology` with one switch (or the bus) down, by id or index, and every link attached to
 * it marked down too; routes then avoid them. The input is not changed.
 * @throws RangeError when no node has that id or index, or the node is a host.
 * @example failSwitch(topology, "spine-0")
 */
export function failSwitch(topology: Topology, nodeId: string | number): Topology {
  const target = findNode(topology, nodeId);
  if (target.kind === "host") {
    throw new RangeError(`failSwitch: "${target.id}" is a host, not a switch or bus`);
  }
  return {
    ...topology,
    nodes: topology.nodes.map((node) => (node.index === target.index ? { ...node, failed: true } : node)),
    links: topology.links.map((link) =>
      link.a === target.index || link.b === target.index ? { ...link, failed: true } : link,
    ),
  };
}

function findNode(topology: Topology, nodeId: string | number): TopologyNode {
  const node =
    typeof nodeId === "number" ? topology.nodes[nodeId] : topology.nodes.find((n) => n.id === nodeId);
  if (node === undefined) throw new RangeError(`failSwitch: no node "${nodeId}" in ${topology.label}`);
  return node;
}
