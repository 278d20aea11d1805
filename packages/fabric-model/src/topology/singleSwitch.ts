import type { BitsPerSecond, Seconds } from "../units.ts";
import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "./createTopology.ts";
import { positiveInteger } from "./positiveInteger.ts";
import type { Topology } from "./Topology.ts";

/**
 * Inputs of `singleSwitch`.
 * @example singleSwitch({ hosts: 16, linkRate: gbps(200) }).hosts.length // 16
 */
export interface SingleSwitchInputs {
  /** Number of hosts (>= 2). */
  readonly hosts: number;
  /** Per-direction rate of each host's link to the switch. */
  readonly linkRate: BitsPerSecond;
  /** One-way latency of each host link (a host-to-host path crosses two); 0 if omitted. */
  readonly linkLatency?: Seconds;
}

/**
 * One non-blocking switch with every host on its own full-duplex link: n disjoint pairs each get the
 * full link rate, unlike the shared bus.
 * @throws RangeError when `hosts` < 2 or `linkRate` is not positive.
 * @example singleSwitch({ hosts: 8, linkRate: gbps(100) })
 */
export function singleSwitch(inputs: SingleSwitchInputs): Topology {
  const n = positiveInteger(inputs.hosts, "singleSwitch: hosts", 2);
  const nodes: TopologyNodeSpec[] = [{ id: "switch", kind: "switch", role: "switch", tier: 1, position: 0 }];
  const links: TopologyLinkSpec[] = [];
  for (let h = 0; h < n; h++) {
    nodes.push({ id: `host-${h}`, kind: "host", role: "host", tier: 0, position: h, group: 0 });
    links.push({
      a: `host-${h}`,
      b: "switch",
      linkRateUnidirectional: inputs.linkRate,
      ...(inputs.linkLatency === undefined ? {} : { latency: inputs.linkLatency }),
    });
  }
  return createTopology({
    kind: "singleSwitch",
    label: `single switch, ${n} hosts at ${inputs.linkRate / 1e9} Gb/s`,
    nodes,
    links,
    parameters: { hosts: n, linkRate: inputs.linkRate },
  });
}
