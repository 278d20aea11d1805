import type { Topology } from "../topology/Topology.ts";

/**
 * One port of a node as the subnet manager sees it: its number on the node, the link behind it and
 * the port at the other end.
 */
export interface FabricPort {
  /** Node index of the port's owner. */
  readonly node: number;
  /** Port number on that node, from 1 (a switch's port 0 is its management port and has no link). */
  readonly port: number;
  /** Index of the link behind the port in `topology.links`. */
  readonly link: number;
  /** Node at the other end of the link. */
  readonly peerNode: number;
  /** Port number at the other end of the link. */
  readonly peerPort: number;
  /** Directed channel out of this port (2*link from the link's `a` end, 2*link + 1 from `b`). */
  readonly channel: number;
  /** True when the link or either end is down. */
  readonly down: boolean;
}

/**
 * Every node's ports and 64-bit GUIDs (as 16 hex digits), for the subnet manager and the routing
 * engines. Ports are numbered from 1 in the order of the node's links in `topology.links`.
 */
export interface FabricPorts {
  readonly topology: Topology;
  /** `byNode[node][port - 1]`. */
  readonly byNode: readonly (readonly FabricPort[])[];
  /** Node GUID of every node. */
  readonly nodeGuids: readonly string[];
}

/** Mellanox's IEEE OUI (00:02:c9), as the GUIDs of its adapters and switches begin. */
const GUID_PREFIX = "0002c903";

/**
 * The GUID of a node's port: switches answer for the whole node with port 0 (the node GUID), a
 * channel adapter has a GUID per port. Deterministic from the node index so that sweeps and
 * elections are reproducible; sorted GUIDs follow node indices, switch port 0 before adapter ports.
 * @example portGuid(5, 0) // "0002c90300000006"
 */
export function portGuid(node: number, port: number): string {
  return `${GUID_PREFIX}${port.toString(16).padStart(2, "0")}${(node + 1).toString(16).padStart(6, "0")}`;
}

/**
 * Number the ports of every node of `topology` (1, 2, ... in link order) and give every node a GUID.
 * @throws RangeError when the topology has a shared bus (InfiniBand has no shared medium) or a node
 *   with more than 254 ports.
 * @example fabricPorts(fatTree({ k: 4, linkRate: gbps(100) })).byNode[0].length // 4: a core switch's ports
 */
export function fabricPorts(topology: Topology): FabricPorts {
  const lists: FabricPort[][] = topology.nodes.map(() => []);
  for (const node of topology.nodes) {
    if (node.kind === "bus") {
      throw new RangeError(`fabricPorts: "${node.id}" is a shared bus; InfiniBand fabrics are switched`);
    }
  }
  // The port number of each link at its a end and at its b end.
  const degree = new Int32Array(topology.nodes.length);
  const portAtA = new Int32Array(topology.links.length);
  const portAtB = new Int32Array(topology.links.length);
  for (const link of topology.links) {
    degree[link.a] = (degree[link.a] as number) + 1;
    portAtA[link.index] = degree[link.a] as number;
    degree[link.b] = (degree[link.b] as number) + 1;
    portAtB[link.index] = degree[link.b] as number;
    // A link from a node to itself has one port number, the later.
    if (link.a === link.b) portAtA[link.index] = portAtB[link.index] as number;
  }
  for (const link of topology.links) {
    for (let end = 0; end < 2; end++) {
      const self = end === 0 ? link.a : link.b;
      const peer = end === 0 ? link.b : link.a;
      const port = (end === 0 ? portAtA[link.index] : portAtB[link.index]) as number;
      const peerPort = (end === 0 ? portAtB[link.index] : portAtA[link.index]) as number;
      if (port > 254) {
        throw new RangeError(`fabricPorts: ${topology.nodes[self]?.id} has more than 254 ports`);
      }
      const down =
        link.failed || (topology.nodes[self]?.failed ?? false) || (topology.nodes[peer]?.failed ?? false);
      (lists[self] as FabricPort[]).push({
        node: self,
        port,
        link: link.index,
        peerNode: peer,
        peerPort,
        channel: end === 0 ? 2 * link.index : 2 * link.index + 1,
        down,
      });
    }
  }
  for (const list of lists) list.sort((x, y) => x.port - y.port);
  return { topology, byNode: lists, nodeGuids: topology.nodes.map((n) => portGuid(n.index, 0)) };
}
