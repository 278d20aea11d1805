import type { Seconds } from "../units.ts";

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
