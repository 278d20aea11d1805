import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "../topology/createTopology.ts";
import type { Topology } from "../topology/Topology.ts";
import type { BitsPerSecond } from "../units.ts";

/**
 * Switches joined in a ring (switch i to switch i+1, the last to the first), each with its own hosts:
 * the smallest fabric with a loop, where shortest-path routing creates a cyclic channel dependency
 * (the classic example of Dally and Seitz) and up/down routing breaks it.
 * @throws RangeError when `switches` < 3 or `hostsPerSwitch` < 1 (not integers), or the rate is not positive.
 * @see infinibandSources.dallySeitz1987
 * @example switchRing({ switches: 5, linkRate: gbps(100) }).hosts.length // 5
 */
export function switchRing(inputs: {
  readonly switches: number;
  readonly hostsPerSwitch?: number;
  readonly linkRate: BitsPerSecond;
}): Topology {
  const n = inputs.switches;
  const h = inputs.hostsPerSwitch ?? 1;
  if (!Number.isInteger(n) || n < 3)
    throw new RangeError(`switchRing: switches must be an integer >= 3, got ${n}`);
  if (!Number.isInteger(h) || h < 1) {
    throw new RangeError(`switchRing: hostsPerSwitch must be an integer >= 1, got ${h}`);
  }
  const nodes: TopologyNodeSpec[] = [];
  const links: TopologyLinkSpec[] = [];
  for (let s = 0; s < n; s++) {
    nodes.push({ id: `switch-${s}`, kind: "switch", role: "switch", tier: 1, position: s, group: s });
  }
  for (let s = 0; s < n; s++) {
    links.push({ a: `switch-${s}`, b: `switch-${(s + 1) % n}`, linkRateUnidirectional: inputs.linkRate });
  }
  for (let s = 0; s < n; s++) {
    for (let k = 0; k < h; k++) {
      const id = `host-${s * h + k}`;
      nodes.push({ id, kind: "host", role: "host", tier: 0, position: s * h + k, group: s });
      links.push({ a: id, b: `switch-${s}`, linkRateUnidirectional: inputs.linkRate });
    }
  }
  return createTopology({
    kind: "custom",
    label: `ring of ${n} switches, ${h} host${h === 1 ? "" : "s"} each`,
    nodes,
    links,
    parameters: { switches: n, hostsPerSwitch: h, linkRate: inputs.linkRate },
  });
}
