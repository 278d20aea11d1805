/**
 * Flows over resources in compressed rows, as the water-filling kernel reads them (internal).
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

/** What changed and where to restart (internal). */
export interface WaterFillChange {
  /** Flow status codes; flows whose code is `activeCode` share the resources. */
  readonly status: Uint8Array;
  readonly activeCode: number;
  /**
   * Code of flows that have not started yet: flows with neither code are gone for good, and the
   * workspace drops them from its per-resource lists.
   */
  readonly pendingCode: number;
  /** Resources whose set of active flows changed (the paths of flows that started or finished). */
  readonly seeds: readonly number[];
  /**
   * Restart level T (see `restartLevel`): active flows whose rate is below T keep it; the others,
   * and the flows that just started, are re-filled from T up. 0 re-fills every flow connected to
   * `seeds`.
   */
  readonly threshold: number;
  /** 1 for flows that just started (their entry in `rate` is ignored); null when none did. */
  readonly fresh: Uint8Array | null;
}

/**
 * Max-min fair rates by progressive filling, restarted at level `threshold` and restricted to the
 * flows that can change (internal kernel of the flow simulator). Progressive filling raises every
 * unfrozen flow together; a resource saturates at level (capacity - frozen load) / unfrozen flows;
 * the lowest such level freezes that resource's flows, and so on. Flows below the threshold are kept,
 * and so are flows at or above it that are not connected to `seeds` through re-filled flows (nothing
 * they depend on changed). A min-heap holds each resource once, keyed by a level that can only be
 * stale on the low side (levels only grow), and re-inserts it when popped stale. `state.load` must hold
 * the current loads with the rates of flows that just finished already taken out. Writes, in place,
 * new rates into `state.rate`, loads of the resources it touched into `state.load`, and each re-filled
 * flow's saturating resource into `state.bottleneck`; returns what it touched.
 * @see https://en.wikipedia.org/wiki/Max-min_fairness (progressive filling)
 * @example waterFill(network, { status, activeCode: 1, pendingCode: 0, seeds: [0, 1], threshold: 0, fresh: null }, { rate, load, bottleneck }, createWaterFillWorkspace(network))
 */
export function waterFill(
  network: WaterFillNetwork,
  change: WaterFillChange,
  state: { readonly rate: Float64Array; readonly load: Float64Array; readonly bottleneck: Int32Array },
  workspace: WaterFillWorkspace,
): WaterFillOutcome {
  const { capacity, pathStart, pathResources, resourceStart } = network;
  const { status, activeCode, pendingCode, threshold, fresh } = change;
  const { rate, load, bottleneck } = state;
  const { unfrozen, remaining, mark, heap, resourceFlows, liveEnd } = workspace;
  const touched: number[] = [];
  const refilled: number[] = [];
  for (const r of change.seeds) {
    if (unfrozen[r] === -1) {
      unfrozen[r] = 0;
      remaining[r] = 0;
      touched.push(r);
    }
  }
  for (let i = 0; i < touched.length; i++) {
    const r = touched[i] as number;
    let end = liveEnd[r] as number;
    for (let k = resourceStart[r] as number; k < end; k++) {
      const f = resourceFlows[k] as number;
      const code = status[f];
      if (code !== activeCode) {
        if (code !== pendingCode) {
          // Gone for good: swap it past the live end of this resource's list and look at k again.
          end--;
          resourceFlows[k] = resourceFlows[end] as number;
          resourceFlows[end] = f;
          k--;
        }
        continue;
      }
      if (mark[f]) continue;
      const isNew = fresh !== null && fresh[f] === 1;
      const old = isNew ? 0 : (rate[f] as number);
      if (!isNew && old < threshold) continue;
      mark[f] = 1;
      refilled.push(f);
      for (let p = pathStart[f] as number, pend = pathStart[f + 1] as number; p < pend; p++) {
        const r2 = pathResources[p] as number;
        const n = unfrozen[r2] as number;
        if (n === -1) {
          unfrozen[r2] = 1;
          remaining[r2] = old;
          touched.push(r2);
        } else {
          unfrozen[r2] = n + 1;
          remaining[r2] = (remaining[r2] as number) + old;
        }
      }
    }
    liveEnd[r] = end;
  }

  // Load that stays (flows kept as they are) = current load - old load of the re-filled flows.
  for (const r of touched) {
    const kept = Math.max(0, (load[r] as number) - (remaining[r] as number));
    const count = unfrozen[r] as number;
    remaining[r] = (capacity[r] as number) - kept;
    load[r] = count === 0 && kept < (capacity[r] as number) * DRIFT ? 0 : kept;
    if (count > 0) heap.push((remaining[r] as number) / count, r);
  }
  while (heap.size > 0) {
    const r = heap.topResource();
    const key = heap.topKey();
    heap.pop();
    const n = unfrozen[r] as number;
    if (n === 0) continue;
    const level = (remaining[r] as number) / n;
    if (level !== key) {
      heap.push(level, r);
      continue;
    }
    const share = Math.max(0, level);
    for (let k = resourceStart[r] as number, end = liveEnd[r] as number; k < end; k++) {
      const f = resourceFlows[k] as number;
      if (mark[f] !== 1) continue;
      mark[f] = 2;
      rate[f] = share;
      bottleneck[f] = r;
      for (let p = pathStart[f] as number, pend = pathStart[f + 1] as number; p < pend; p++) {
        const r2 = pathResources[p] as number;
        remaining[r2] = (remaining[r2] as number) - share;
        load[r2] = (load[r2] as number) + share;
        unfrozen[r2] = (unfrozen[r2] as number) - 1;
      }
    }
  }
  for (const r of touched) unfrozen[r] = -1;
  for (const f of refilled) mark[f] = 0;
  return { touched, refilled };
}

/** Resources whose load was rewritten and flows whose rate was re-filled by one `waterFill` (internal). */
export interface WaterFillOutcome {
  readonly touched: readonly number[];
  readonly refilled: readonly number[];
}

/**
 * Working memory of `waterFill`, reusable across calls on one network and one run (internal): every
 * entry it uses is set before use and put back (`unfrozen` to -1, `mark` to 0) before it returns;
 * its flow lists only ever lose flows that finished, so it must not be shared between runs.
 */
export interface WaterFillWorkspace {
  /** Per resource: -1 when untouched, else the count of flows still to freeze. */
  readonly unfrozen: Int32Array;
  /** Per resource: capacity left for the flows still to freeze. */
  readonly remaining: Float64Array;
  /** Per flow: 0, 1 = to re-fill, 2 = re-filled. */
  readonly mark: Uint8Array;
  /** Per flow: 1 for flows that just started; the caller sets and clears it. */
  readonly fresh: Uint8Array;
  /**
   * The network's per-resource flow lists, reordered in place so that flows gone for good sit past
   * `liveEnd[r]` and are no longer scanned.
   */
  readonly resourceFlows: Int32Array;
  readonly liveEnd: Int32Array;
  readonly heap: LevelHeap;
}

/**
 * Fresh working memory for `waterFill` on a network (internal).
 * @example const workspace = createWaterFillWorkspace(network)
 */
export function createWaterFillWorkspace(network: WaterFillNetwork): WaterFillWorkspace {
  const resources = network.capacity.length;
  return {
    unfrozen: new Int32Array(resources).fill(-1),
    remaining: new Float64Array(resources),
    mark: new Uint8Array(network.pathStart.length - 1),
    fresh: new Uint8Array(network.pathStart.length - 1),
    resourceFlows: network.resourceFlows.slice(),
    liveEnd: network.resourceStart.slice(1),
    heap: new LevelHeap(resources),
  };
}

/**
 * Loads are kept incrementally (old load - old rates + new rates); a resource left with no re-filled
 * flow and a load below this fraction of its capacity is reset to exactly 0 (rounding residue).
 */
const DRIFT = 1e-9;

/**
 * A 4-ary min-heap of (level, resource) pairs on typed arrays, at most `capacity` entries (internal):
 * shallower than a binary heap, which matters because popping dominates the kernel's cost.
 */
export class LevelHeap {
  size = 0;
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;

  constructor(capacity: number) {
    this.keys = new Float64Array(Math.max(1, capacity));
    this.ids = new Int32Array(Math.max(1, capacity));
  }

  topResource(): number {
    return this.ids[0] as number;
  }

  topKey(): number {
    return this.keys[0] as number;
  }

  push(key: number, id: number): void {
    const { keys, ids } = this;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 2;
      if ((keys[parent] as number) <= key) break;
      keys[i] = keys[parent] as number;
      ids[i] = ids[parent] as number;
      i = parent;
    }
    keys[i] = key;
    ids[i] = id;
  }

  pop(): void {
    const { keys, ids } = this;
    const last = --this.size;
    if (last <= 0) return;
    const key = keys[last] as number;
    const id = ids[last] as number;
    let i = 0;
    for (;;) {
      const first = 4 * i + 1;
      if (first >= last) break;
      let child = first;
      let best = keys[first] as number;
      const end = Math.min(first + 4, last);
      for (let c = first + 1; c < end; c++) {
        const k = keys[c] as number;
        if (k < best) {
          best = k;
          child = c;
        }
      }
      if (best >= key) break;
      keys[i] = best;
      ids[i] = ids[child] as number;
      i = child;
    }
    keys[i] = key;
    ids[i] = id;
  }
}
