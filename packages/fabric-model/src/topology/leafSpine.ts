import { type BitsPerSecond, bitsPerSecond, type Seconds } from "../units.ts";
import { createTopology, type TopologyLinkSpec, type TopologyNodeSpec } from "./createTopology.ts";
import { positiveInteger } from "./positiveInteger.ts";
import type { Topology } from "./Topology.ts";

/**
 * Inputs of `leafSpine`. Give at most one of `uplinkRate` and `oversubscription`.
 * @example leafSpine({ leaves: 4, hostsPerLeaf: 8, spines: 2, hostLinkRate: gbps(400), oversubscription: 2 })
 */
export interface LeafSpineInputs {
  readonly leaves: number;
  readonly hostsPerLeaf: number;
  readonly spines: number;
  /** Per-direction rate of each host-to-leaf link. */
  readonly hostLinkRate: BitsPerSecond;
  /** Per-direction rate of each leaf-to-spine link; derived from `oversubscription` when omitted. */
  readonly uplinkRate?: BitsPerSecond;
  /**
   * Leaf oversubscription ratio, host-facing over spine-facing capacity (1 = non-blocking, 2 = 2:1).
   * When given, `uplinkRate` = hostsPerLeaf * hostLinkRate / (spines * linksPerSpine * ratio).
   */
  readonly oversubscription?: number;
  /** Parallel links from each leaf to each spine (default 1). */
  readonly linksPerSpine?: number;
  /** One-way latency of every link; 0 if omitted. */
  readonly linkLatency?: Seconds;
}

/**
 * A two-tier leaf-spine (folded Clos, a two-level fat-tree): every leaf has `hostsPerLeaf` hosts and
 * `linksPerSpine` links to every spine. With neither `uplinkRate` nor `oversubscription`, uplinks run
 * at the host rate. The resulting ratio is in `parameters.oversubscription`.
 * @throws RangeError on non-integer or zero counts, non-positive rates, or both `uplinkRate` and
 *   `oversubscription` given.
 * @example leafSpine({ leaves: 4, hostsPerLeaf: 8, spines: 2, hostLinkRate: gbps(100), oversubscription: 2 })
 */
export function leafSpine(inputs: LeafSpineInputs): Topology {
  const leaves = positiveInteger(inputs.leaves, "leafSpine: leaves");
  const hostsPerLeaf = positiveInteger(inputs.hostsPerLeaf, "leafSpine: hostsPerLeaf");
  const spines = positiveInteger(inputs.spines, "leafSpine: spines");
  const linksPerSpine = positiveInteger(inputs.linksPerSpine ?? 1, "leafSpine: linksPerSpine");
  if (inputs.uplinkRate !== undefined && inputs.oversubscription !== undefined) {
    throw new RangeError("leafSpine: give uplinkRate or oversubscription, not both");
  }
  if (
    inputs.oversubscription !== undefined &&
    !(Number.isFinite(inputs.oversubscription) && inputs.oversubscription > 0)
  ) {
    throw new RangeError(`leafSpine: oversubscription must be > 0, got ${inputs.oversubscription}`);
  }
  const downCapacity = hostsPerLeaf * inputs.hostLinkRate;
  const uplinkCount = spines * linksPerSpine;
  const uplinkRate =
    inputs.uplinkRate ??
    (inputs.oversubscription === undefined
      ? inputs.hostLinkRate
      : bitsPerSecond(downCapacity / (uplinkCount * inputs.oversubscription)));
  const oversubscription = downCapacity / (uplinkCount * uplinkRate);
  const latency = inputs.linkLatency === undefined ? {} : { latency: inputs.linkLatency };

  const nodes: TopologyNodeSpec[] = [];
  const links: TopologyLinkSpec[] = [];
  for (let s = 0; s < spines; s++) {
    nodes.push({ id: `spine-${s}`, kind: "switch", role: "spine", tier: 2, position: s, group: -1 });
  }
  for (let l = 0; l < leaves; l++) {
    nodes.push({ id: `leaf-${l}`, kind: "switch", role: "leaf", tier: 1, position: l, group: l });
    for (let s = 0; s < spines; s++) {
      for (let k = 0; k < linksPerSpine; k++) {
        links.push({ a: `leaf-${l}`, b: `spine-${s}`, linkRateUnidirectional: uplinkRate, ...latency });
      }
    }
  }
  for (let l = 0; l < leaves; l++) {
    for (let h = 0; h < hostsPerLeaf; h++) {
      const index = l * hostsPerLeaf + h;
      nodes.push({ id: `host-${index}`, kind: "host", role: "host", tier: 0, position: index, group: l });
      links.push({
        a: `host-${index}`,
        b: `leaf-${l}`,
        linkRateUnidirectional: inputs.hostLinkRate,
        ...latency,
      });
    }
  }
  return createTopology({
    kind: "leafSpine",
    label: `leaf-spine, ${leaves} leaves x ${hostsPerLeaf} hosts, ${spines} spines, ${formatRatio(oversubscription)} oversubscribed`,
    nodes,
    links,
    parameters: {
      leaves,
      hostsPerLeaf,
      spines,
      linksPerSpine,
      hostLinkRate: inputs.hostLinkRate,
      uplinkRate,
      oversubscription,
    },
  });
}

function formatRatio(ratio: number): string {
  return `${Number(ratio.toFixed(2))}:1`;
}
