import type { TrafficPair } from "./Topology.ts";

/**
 * Incast: every host except `target` sends to `target` (the many-to-one pattern that overloads one
 * receiver's link).
 * @throws RangeError when `target` is not one of `hosts`.
 * @example incastPairs({ hosts: [0, 1, 2, 3], target: 0 }) // 1->0, 2->0, 3->0
 */
export function incastPairs(inputs: {
  readonly hosts: readonly number[];
  readonly target: number;
}): TrafficPair[] {
  if (!inputs.hosts.includes(inputs.target)) {
    throw new RangeError(`incastPairs: target ${inputs.target} is not one of the hosts`);
  }
  return inputs.hosts.filter((h) => h !== inputs.target).map((src) => ({ src, dst: inputs.target }));
}
