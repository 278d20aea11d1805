import { mulberry32 } from "./mulberry32.ts";
import type { TrafficPair } from "./Topology.ts";

/**
 * `count` sender-receiver pairs drawn uniformly (with repetition) among `hosts`, never a host to
 * itself; the same seed gives the same pairs.
 * @throws RangeError when fewer than 2 hosts are given or `count` is not a non-negative integer.
 * @example randomPairs({ hosts: topology.hosts, count: 1024 }, { seed: 42 })
 */
export function randomPairs(
  inputs: { readonly hosts: readonly number[]; readonly count: number },
  options: { readonly seed: number },
): TrafficPair[] {
  const { hosts, count } = inputs;
  if (hosts.length < 2) throw new RangeError("randomPairs: needs at least 2 hosts");
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`randomPairs: count must be a non-negative integer, got ${count}`);
  }
  const next = mulberry32(options.seed);
  const n = hosts.length;
  const pairs: TrafficPair[] = [];
  for (let i = 0; i < count; i++) {
    const s = Math.floor(next() * n);
    // Draw the receiver among the n-1 other hosts: uniform and never equal to the sender.
    const d = (s + 1 + Math.floor(next() * (n - 1))) % n;
    pairs.push({ src: hosts[s] as number, dst: hosts[d] as number });
  }
  return pairs;
}
