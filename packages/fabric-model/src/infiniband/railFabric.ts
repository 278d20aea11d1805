import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "../topology/createTopology.ts";
import type { Topology } from "../topology/Topology.ts";
import type { BitsPerSecond } from "../units.ts";

/**
 * How the NICs of multi-GPU servers are cabled to the leaves:
 * - "rail": NIC r of every server goes to leaf r (rail-optimised): the GPUs of one rank in every
 *   server share a leaf;
 * - "server": all NICs of a server go to the same leaf, servers spread over the leaves in order (a
 *   classic leaf-spine, cabled server by server).
 * @example const c: RailCabling = "rail";
 */
export type RailCabling = "rail" | "server";

/** Inputs of `railFabric`. */
export interface RailFabricInputs {
  /** Servers (>= 2). */
  readonly servers: number;
  /** GPUs, and so NICs and rails, per server (>= 1); with "server" cabling it must divide `servers`. */
  readonly nicsPerServer: number;
  /** Spine switches (>= 1); every leaf links to every spine. */
  readonly spines: number;
  readonly linkRate: BitsPerSecond;
  readonly cabling: RailCabling;
}

/**
 * A two-tier fabric of multi-GPU servers, one NIC per GPU, each NIC a host node
 * (`server-<s>-nic-<r>`, its `group` the server) on a leaf: `nicsPerServer` leaves of `servers` NIC
 * ports each, every leaf linked to every spine with as many links in total as it has NICs (non-
 * blocking), cabled by rail or by server. Rail cabling keeps the traffic of GPU r of every server on
 * leaf r, which is what NCCL's rings between servers use (and why SHARP needs each leaf to hold one
 * rail); server cabling sends it through the spines.
 * @throws RangeError on counts that are not positive integers, fewer than two servers, leaf uplinks
 *   that do not divide evenly among the spines, or server cabling that does not divide the servers
 *   evenly among the leaves.
 * @see infinibandSources.nvidiaSharpNccl
 * @example railFabric({ servers: 4, nicsPerServer: 8, spines: 4, linkRate: gbps(400), cabling: "rail" }).hosts.length // 32
 */
export function railFabric(inputs: RailFabricInputs): Topology {
  const { servers, nicsPerServer: rails, spines, linkRate, cabling } = inputs;
  for (const [name, v, min] of [
    ["servers", servers, 2],
    ["nicsPerServer", rails, 1],
    ["spines", spines, 1],
  ] as const) {
    if (!Number.isInteger(v) || v < min)
      throw new RangeError(`railFabric: ${name} must be an integer >= ${min}, got ${v}`);
  }
  if (servers % spines !== 0) {
    throw new RangeError(
      `railFabric: each leaf's ${servers} uplinks must divide evenly among ${spines} spines`,
    );
  }
  if (cabling === "server" && servers % rails !== 0) {
    throw new RangeError(
      `railFabric: server cabling needs the ${servers} servers to divide among ${rails} leaves`,
    );
  }
  const nodes: TopologyNodeSpec[] = [];
  const links: TopologyLinkSpec[] = [];
  for (let s = 0; s < spines; s++)
    nodes.push({ id: `spine-${s}`, kind: "switch", role: "spine", tier: 2, position: s });
  for (let l = 0; l < rails; l++) {
    nodes.push({ id: `leaf-${l}`, kind: "switch", role: "leaf", tier: 1, position: l, group: l });
    for (let s = 0; s < spines; s++) {
      for (let k = 0; k < servers / spines; k++) {
        links.push({ a: `leaf-${l}`, b: `spine-${s}`, linkRateUnidirectional: linkRate });
      }
    }
  }
  const perLeaf = servers / rails;
  for (let v = 0; v < servers; v++) {
    for (let r = 0; r < rails; r++) {
      const id = `server-${v}-nic-${r}`;
      nodes.push({ id, kind: "host", role: "host", tier: 0, position: v * rails + r, group: v });
      const leaf = cabling === "rail" ? r : Math.floor(v / perLeaf);
      links.push({ a: id, b: `leaf-${leaf}`, linkRateUnidirectional: linkRate });
    }
  }
  return createTopology({
    kind: "custom",
    label: `${servers} servers x ${rails} NICs, ${cabling === "rail" ? "rail-optimised" : "cabled by server"}, ${spines} spines`,
    nodes,
    links,
    parameters: { servers, nicsPerServer: rails, spines, linkRate, railCabling: cabling === "rail" ? 1 : 0 },
  });
}

/**
 * The NIC host node of GPU `rail` in server `server` of a `railFabric`.
 * @throws RangeError when the fabric has no such NIC.
 * @example railNic(t, 2, 5) // node index of "server-2-nic-5"
 */
export function railNic(topology: Topology, server: number, rail: number): number {
  const index = topology.nodes.findIndex((n) => n.id === `server-${server}-nic-${rail}`);
  if (index < 0) throw new RangeError(`railNic: no server-${server}-nic-${rail} in ${topology.label}`);
  return index;
}
