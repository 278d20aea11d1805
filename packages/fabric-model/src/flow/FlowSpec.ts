import type { Bytes, Seconds } from "../units.ts";

/** One transfer to simulate: `bytes` from node `src` to node `dst` (node indices), from time `start`. */
export interface FlowSpec {
  /** Unique id; ECMP hashes it to choose the flow's path. */
  readonly id: string;
  readonly src: number;
  readonly dst: number;
  readonly bytes: Bytes;
  /** When the sender starts; 0 if omitted. */
  readonly start?: Seconds;
}

/**
 * How flows are routed: "shortest" takes one shortest path, ties to the lowest link index (everything
 * between two leaves crosses the same spine); "ecmp" hashes each flow id over the equal-cost next hops.
 */
export type FlowRouting = "shortest" | "ecmp";
