import type { TrafficPair } from "../topology/Topology.ts";

/**
 * A shift permutation: host i sends to host (i + shift) mod n, every host sending and receiving
 * exactly once; the pattern of one step of an all-to-all done in n - 1 shifts, and the one Zahavi et
 * al. route congestion-free on fat-trees.
 * @throws RangeError when `shift` is not an integer 1 .. n-1 or fewer than two hosts are given.
 * @see infinibandSources.zahavi2010
 * @example shiftPermutationPairs([10, 11, 12, 13], 1) // 10->11, 11->12, 12->13, 13->10
 */
export function shiftPermutationPairs(hosts: readonly number[], shift: number): TrafficPair[] {
  const n = hosts.length;
  if (n < 2) throw new RangeError("shiftPermutationPairs: needs at least 2 hosts");
  if (!Number.isInteger(shift) || shift < 1 || shift >= n) {
    throw new RangeError(`shiftPermutationPairs: shift must be an integer 1..${n - 1}, got ${shift}`);
  }
  return hosts.map((src, i) => ({ src, dst: hosts[(i + shift) % n] as number }));
}
