import type { FabricPorts } from "./fabricPorts.ts";
import type { SmpEvent } from "./SmpEvent.ts";

/** A node the sweep reached, with the directed route that first reached it. */
export interface DiscoveredNode {
  readonly node: number;
  readonly guid: string;
  readonly kind: "switch" | "host";
  /** Hops from the SM's node. */
  readonly hops: number;
  /** Directed route (egress ports from the SM's port) of the first NodeInfo that reached it. */
  readonly path: readonly number[];
}

/**
 * The LIDs of one end port: a channel adapter port gets 2^LMC consecutive LIDs from `baseLid`, a
 * switch one LID for its port 0.
 */
export interface EndPortLids {
  readonly node: number;
  /** Port number (0 for a switch's management port). */
  readonly port: number;
  readonly guid: string;
  readonly kind: "switch" | "host";
  readonly baseLid: number;
  readonly lidCount: number;
}

/**
 * What a subnet sweep found and assigned: the nodes in discovery order, the LIDs of every end port,
 * and the SMPs it took, in order.
 */
export interface SubnetSweep {
  readonly ports: FabricPorts;
  /** The master SM's node and port. */
  readonly sm: { readonly node: number; readonly port: number };
  /** LID mask control: end ports get 2^lmc LIDs. */
  readonly lmc: number;
  readonly discovered: readonly DiscoveredNode[];
  /** Nodes of the topology the sweep did not reach (down, or cut off from the SM). */
  readonly undiscovered: readonly number[];
  /** End ports with LIDs, in ascending base-LID order. */
  readonly endPorts: readonly EndPortLids[];
  /** Highest LID assigned. */
  readonly maxLid: number;
  /** Index into `endPorts` of the owner of every LID (-1 where unassigned), length maxLid + 1. */
  readonly lidOwner: readonly number[];
  readonly events: readonly SmpEvent[];
}
