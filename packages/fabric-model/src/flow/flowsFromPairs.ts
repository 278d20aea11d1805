import type { TrafficPair } from "../topology/Topology.ts";
import type { Bytes, Seconds } from "../units.ts";
import type { FlowSpec } from "./FlowSimState.ts";

/**
 * Turn traffic pairs into flows of `bytes` each, starting at `start` (default 0), with ids
 * `${idPrefix}${i}` (default prefix "flow-").
 * @example flowsFromPairs(ringPairs(topology.hosts), { bytes: mib(64) })
 */
export function flowsFromPairs(
  pairs: readonly TrafficPair[],
  options: { readonly bytes: Bytes; readonly start?: Seconds; readonly idPrefix?: string },
): FlowSpec[] {
  const prefix = options.idPrefix ?? "flow-";
  return pairs.map((pair, i) => ({
    id: `${prefix}${i}`,
    src: pair.src,
    dst: pair.dst,
    bytes: options.bytes,
    ...(options.start === undefined ? {} : { start: options.start }),
  }));
}
