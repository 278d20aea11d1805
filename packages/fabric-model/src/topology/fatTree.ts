import type { BitsPerSecond, Seconds } from "../units.ts";
import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "./createTopology.ts";
import type { Topology } from "./Topology.ts";

/** Inputs of `fatTree`: give the switch radix `k` or the host count (`hosts` = k^3 / 4). */
export interface FatTreeInputs {
  /** Switch radix, even and >= 2: k pods, (k/2)^2 core switches, k^3/4 hosts. */
  readonly k?: number;
  /** Host count; must equal k^3/4 for an even k (2, 16, 54, 128 for k = 8, 250, 432, 1024 for k = 16). */
  readonly hosts?: number;
  /** Per-direction rate of every link. */
  readonly linkRate: BitsPerSecond;
  /** One-way latency of every link; 0 if omitted. */
  readonly linkLatency?: Seconds;
}

/**
 * A three-tier k-ary fat-tree (Al-Fares et al., SIGCOMM 2008): k pods of k/2 edge and k/2 aggregation
 * switches, (k/2)^2 core switches, k/2 hosts per edge switch, every link at `linkRate`; full bisection
 * bandwidth (hosts/2 x linkRate). Core switch i*(k/2)+j links to aggregation switch i of every pod.
 * @see https://doi.org/10.1145/1402958.1402967
 * @throws RangeError when neither or both of `k` / `hosts` are given, k is odd or < 2, or `hosts` is
 *   not k^3/4 for an even k.
 * @example fatTree({ k: 8, linkRate: gbps(400) }) // 128 hosts
 */
export function fatTree(inputs: FatTreeInputs): Topology {
  const k = radix(inputs);
  const half = k / 2;
  const latency = inputs.linkLatency === undefined ? {} : { latency: inputs.linkLatency };
  const rate = inputs.linkRate;
  const nodes: TopologyNodeSpec[] = [];
  const links: TopologyLinkSpec[] = [];
  for (let c = 0; c < half * half; c++) {
    nodes.push({
      id: `core-${c}`,
      kind: "switch",
      role: "core",
      tier: 3,
      position: c,
      group: Math.floor(c / half),
    });
  }
  for (let p = 0; p < k; p++) {
    for (let a = 0; a < half; a++) {
      const id = `agg-${p}-${a}`;
      nodes.push({ id, kind: "switch", role: "aggregation", tier: 2, position: p * half + a, group: p });
      for (let j = 0; j < half; j++) {
        links.push({ a: id, b: `core-${a * half + j}`, linkRateUnidirectional: rate, ...latency });
      }
    }
  }
  for (let p = 0; p < k; p++) {
    for (let e = 0; e < half; e++) {
      const id = `edge-${p}-${e}`;
      nodes.push({ id, kind: "switch", role: "edge", tier: 1, position: p * half + e, group: p });
      for (let a = 0; a < half; a++) {
        links.push({ a: id, b: `agg-${p}-${a}`, linkRateUnidirectional: rate, ...latency });
      }
    }
  }
  let host = 0;
  for (let p = 0; p < k; p++) {
    for (let e = 0; e < half; e++) {
      for (let h = 0; h < half; h++, host++) {
        nodes.push({ id: `host-${host}`, kind: "host", role: "host", tier: 0, position: host, group: p });
        links.push({ a: `host-${host}`, b: `edge-${p}-${e}`, linkRateUnidirectional: rate, ...latency });
      }
    }
  }
  return createTopology({
    kind: "fatTree",
    label: `fat-tree k=${k}, ${host} hosts at ${rate / 1e9} Gb/s`,
    nodes,
    links,
    parameters: { k, hosts: host, linkRate: rate },
  });
}

function radix(inputs: FatTreeInputs): number {
  if ((inputs.k === undefined) === (inputs.hosts === undefined)) {
    throw new RangeError("fatTree: give exactly one of k and hosts");
  }
  const k = inputs.k ?? Math.round(Math.cbrt(4 * (inputs.hosts as number)));
  if (!Number.isInteger(k) || k < 2 || k % 2 !== 0) {
    throw new RangeError(`fatTree: k must be an even integer >= 2, got ${inputs.k ?? k}`);
  }
  if (inputs.hosts !== undefined && (k * k * k) / 4 !== inputs.hosts) {
    throw new RangeError(
      `fatTree: hosts must be k^3/4 for an even k (e.g. 16, 128, 432, 1024), got ${inputs.hosts}`,
    );
  }
  return k;
}
