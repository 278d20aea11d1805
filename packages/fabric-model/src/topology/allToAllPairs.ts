import type { TrafficPair } from "./Topology.ts";

/**
 * All-to-all: every host sends to every other host, n(n-1) pairs, ordered by sender then receiver.
 * @example allToAllPairs([0, 1, 2]) // 0->1, 0->2, 1->0, 1->2, 2->0, 2->1
 */
export function allToAllPairs(hosts: readonly number[]): TrafficPair[] {
  const pairs: TrafficPair[] = [];
  for (const src of hosts) for (const dst of hosts) if (src !== dst) pairs.push({ src, dst });
  return pairs;
}
