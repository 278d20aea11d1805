import type { BitsPerSecond, Seconds } from "../units.ts";
import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "./createTopology.ts";
import { positiveInteger } from "./positiveInteger.ts";
import type { Topology } from "./Topology.ts";

/**
 * Inputs of `sharedBus`.
 * @example sharedBus({ hosts: 8, busRate: gbps(10) }).hosts.length // 8
 */
export interface SharedBusInputs {
  /** Number of hosts on the bus (>= 2). */
  readonly hosts: number;
  /** Rate of the shared medium: everything on the bus, whatever its direction, shares it. */
  readonly busRate: BitsPerSecond;
  /** One-way latency of each host's tap onto the bus (a host-to-host path crosses two); 0 if omitted. */
  readonly linkLatency?: Seconds;
}

/**
 * A shared bus: every host taps one medium (node "bus"), so n concurrent transfers each get busRate / n,
 * like classic shared Ethernet or a PCI bus. Each tap is a link of rate `busRate`; the medium itself is
 * the bus node's `mediumRate`.
 * @throws RangeError when `hosts` < 2 or `busRate` is not positive.
 * @example sharedBus({ hosts: 8, busRate: gbps(10) })
 */
export function sharedBus(inputs: SharedBusInputs): Topology {
  const n = positiveInteger(inputs.hosts, "sharedBus: hosts", 2);
  const nodes: TopologyNodeSpec[] = [
    { id: "bus", kind: "bus", role: "bus", tier: 1, position: 0, group: 0, mediumRate: inputs.busRate },
  ];
  const links: TopologyLinkSpec[] = [];
  for (let h = 0; h < n; h++) {
    nodes.push({ id: `host-${h}`, kind: "host", role: "host", tier: 0, position: h, group: 0 });
    links.push({
      a: `host-${h}`,
      b: "bus",
      linkRateUnidirectional: inputs.busRate,
      ...(inputs.linkLatency === undefined ? {} : { latency: inputs.linkLatency }),
    });
  }
  return createTopology({
    kind: "sharedBus",
    label: `shared bus, ${n} hosts, ${inputs.busRate / 1e9} Gb/s shared`,
    nodes,
    links,
    parameters: { hosts: n, busRate: inputs.busRate },
  });
}
