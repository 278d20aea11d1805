import type { BitsPerSecond, Seconds } from "../units.ts";

/** What a node is: an end host, a switch, or a shared medium (a bus every attached host talks over). */
export type TopologyNodeKind = "host" | "switch" | "bus";

/** The role a node plays in its builder's structure, for labels and layout. */
export type TopologyNodeRole =
  | "host"
  | "bus"
  | "switch"
  | "leaf"
  | "spine"
  | "edge"
  | "aggregation"
  | "core"
  | "tree";

/**
 * A node of a topology graph, with layout-friendly attributes: `tier` (0 = hosts, growing towards the
 * root / spine / core), `position` (its index within that tier, left to right) and `group` (pod, leaf
 * or subtree it belongs to; -1 when none).
 */
export interface TopologyNode {
  /** Index of this node in `topology.nodes`; flows and routes name nodes by this index. */
  readonly index: number;
  /** Stable, readable id, e.g. "host-3", "leaf-1", "spine-0", "core-2", "bus". */
  readonly id: string;
  readonly kind: TopologyNodeKind;
  readonly role: TopologyNodeRole;
  readonly tier: number;
  readonly position: number;
  readonly group: number;
  /**
   * Bus only: rate of the shared medium, shared by every transfer through it whatever its direction
   * (n concurrent flows each get mediumRate / n).
   */
  readonly mediumRate?: BitsPerSecond;
  /** True once `failSwitch` took the node down: routes avoid it. */
  readonly failed: boolean;
}

/**
 * A full-duplex link between nodes `a` and `b`: each direction carries up to `linkRateUnidirectional`
 * independently of the other.
 */
export interface TopologyLink {
  /** Index of this link in `topology.links`. */
  readonly index: number;
  /** Stable, readable id, e.g. "host-3~leaf-0" or "leaf-1~spine-0#1" for parallel links. */
  readonly id: string;
  /** Node index of the lower end (nearer the hosts). */
  readonly a: number;
  /** Node index of the upper end. */
  readonly b: number;
  /** Data rate in each direction. */
  readonly linkRateUnidirectional: BitsPerSecond;
  /** One-way propagation plus forwarding latency of the hop. */
  readonly latency: Seconds;
  /** Tier of the upper end (`b`): 1 for host links, 2 for leaf-spine uplinks, and so on. */
  readonly tier: number;
  /** True once `failLink` (or `failSwitch` on an end) took the link down: routes avoid it. */
  readonly failed: boolean;
}

/** Which builder made a topology. */
export type TopologyKind =
  | "sharedBus"
  | "singleSwitch"
  | "leafSpine"
  | "fatTree"
  | "hierarchicalTree"
  | "custom";

/**
 * A network as plain, immutable, serialisable data: nodes, full-duplex links, the host list and the
 * builder's parameters. Functions that "change" it (`failLink`, `failSwitch`) return a new one.
 */
export interface Topology {
  readonly kind: TopologyKind;
  /** Short description, e.g. "leaf-spine 4x8, 2 spines, 2:1 oversubscribed". */
  readonly label: string;
  readonly nodes: readonly TopologyNode[];
  readonly links: readonly TopologyLink[];
  /** Node indices of the hosts, in host order (host i is `nodes[hosts[i]]`). */
  readonly hosts: readonly number[];
  /** Number of tiers including the hosts' tier 0. */
  readonly tiers: number;
  /**
   * The builder's numeric parameters, e.g. `{ leaves, hostsPerLeaf, spines, oversubscription }`;
   * rates here are in bit/s.
   */
  readonly parameters: Readonly<Record<string, number>>;
}

/** One sender-receiver pair of a traffic pattern (node indices, usually taken from `topology.hosts`). */
export interface TrafficPair {
  readonly src: number;
  readonly dst: number;
}

/**
 * A path between two hosts. Channels name a link in one direction: channel 2*l carries link l from its
 * `a` end to its `b` end, channel 2*l + 1 the other way (see `linkChannel`).
 */
export interface Route {
  readonly src: number;
  readonly dst: number;
  /** Node indices from `src` to `dst`, both included. */
  readonly nodes: readonly number[];
  /** Link indices traversed, `nodes.length - 1` of them. */
  readonly links: readonly number[];
  /** Directed channels traversed, one per link. */
  readonly channels: readonly number[];
  /** Shared-medium (bus) nodes traversed: each is a capacity every flow through it shares. */
  readonly media: readonly number[];
  /** Sum of the link latencies along the path. */
  readonly latency: Seconds;
}
