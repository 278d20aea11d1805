/**
 * The sender-receiver pairs of a named traffic pattern over a topology's hosts, shared by the
 * topology figures.
 */
import { allToAllPairs, incastPairs, randomPairs, ringPairs, type TrafficPair } from "fabric-model";

/** Seed of the random-pairs pattern, fixed so a shared link always shows the same pairs. */
const RANDOM_SEED = 7;

/** `trafficPairs("ring", hosts)`; unknown names give all-to-all. */
export function trafficPairs(pattern: string, hosts: readonly number[]): TrafficPair[] {
  switch (pattern) {
    case "ring":
      return ringPairs(hosts);
    case "incast":
      return incastPairs({ hosts, target: hosts[0] as number });
    case "random":
      return randomPairs({ hosts, count: hosts.length }, { seed: RANDOM_SEED });
    default:
      return allToAllPairs(hosts);
  }
}
