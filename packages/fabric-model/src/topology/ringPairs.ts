import type { TrafficPair } from "./Topology.ts";

/**
 * A ring: host i sends to host i+1, the last to the first (one step of a ring collective).
 * Fewer than two hosts make no pairs.
 * @example ringPairs([4, 5, 6]) // 4->5, 5->6, 6->4
 */
export function ringPairs(hosts: readonly number[]): TrafficPair[] {
  if (hosts.length < 2) return [];
  return hosts.map((src, i) => ({ src, dst: hosts[(i + 1) % hosts.length] as number }));
}
