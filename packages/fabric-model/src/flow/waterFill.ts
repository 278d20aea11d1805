import { IndexedHeap } from "../algorithms/IndexedHeap.ts";

/**
 * Flows over resources in compressed rows, as the rate kernels read them (internal).
 * Resource r's capacity is `capacity[r]`; flow f crosses `pathResources[pathStart[f] .. pathStart[f+1])`;
 * resource r is crossed by `resourceFlows[resourceStart[r] .. resourceStart[r+1])`.
 */
export interface WaterFillNetwork {
  readonly capacity: Float64Array;
  readonly pathStart: Int32Array;
  readonly pathResources: Int32Array;
  readonly resourceStart: Int32Array;
  readonly resourceFlows: Int32Array;
}

/**
 * Max-min fair rates of every flow of a network by progressive filling, from scratch (internal; the
 * simulator re-shares incrementally with `refillRates`, and tests check it against this). Progressive
 * filling raises every unfrozen flow together; a resource saturates at level (capacity - frozen load) /
 * unfrozen flows; the lowest such level freezes that resource's flows, and so on. A min-heap holds each
 * resource once, keyed by a level that can only be stale on the low side (levels only grow), and
 * re-keys it when found stale on top. Writes each flow's rate into `rate` and the resource that froze it
 * into `bottleneck` (flows that cross no resource are left as they are).
 * @see https://en.wikipedia.org/wiki/Max-min_fairness (progressive filling)
 * @example waterFill(network, { rate: new Float64Array(flows), bottleneck: new Int32Array(flows) })
 */
export function waterFill(
  network: WaterFillNetwork,
  out: { readonly rate: Float64Array; readonly bottleneck: Int32Array },
): void {
  const { capacity, pathStart, pathResources, resourceStart, resourceFlows } = network;
  const { rate, bottleneck } = out;
  const resources = capacity.length;
  const flows = pathStart.length - 1;
  const unfrozen = new Int32Array(resources);
  const remaining = Float64Array.from(capacity);
  const frozen = new Uint8Array(flows);
  const heap = new IndexedHeap(resources);
  for (let r = 0; r < resources; r++) {
    const n = (resourceStart[r + 1] as number) - (resourceStart[r] as number);
    unfrozen[r] = n;
    if (n > 0) heap.set(r, (remaining[r] as number) / n);
  }
  while (heap.size > 0) {
    const r = heap.topId();
    const key = heap.topKey();
    const n = unfrozen[r] as number;
    const level = (remaining[r] as number) / n;
    if (n > 0 && level !== key) {
      heap.set(r, level);
      continue;
    }
    heap.pop();
    if (n === 0) continue;
    const share = Math.max(0, level);
    for (let k = resourceStart[r] as number, end = resourceStart[r + 1] as number; k < end; k++) {
      const f = resourceFlows[k] as number;
      if (frozen[f] === 1) continue;
      frozen[f] = 1;
      rate[f] = share;
      bottleneck[f] = r;
      for (let p = pathStart[f] as number, pend = pathStart[f + 1] as number; p < pend; p++) {
        const r2 = pathResources[p] as number;
        remaining[r2] = (remaining[r2] as number) - share;
        unfrozen[r2] = (unfrozen[r2] as number) - 1;
      }
    }
  }
}
