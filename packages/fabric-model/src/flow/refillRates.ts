import { IndexedHeap } from "../algorithms/IndexedHeap.ts";
import type { WaterFillNetwork } from "./waterFill.ts";

/** What changed at an event (internal). */
interface RefillChange {
  /** Flow status codes after the event. */
  readonly status: Uint8Array;
  /**
   * Code of flows that have not started yet: inactive flows with another code are gone for good,
   * and the workspace drops them from its per-resource lists.
   */
  readonly pendingCode: number;
  /** Flows that start sending at this event (their entries in `rate` and `bottleneck` are ignored). */
  readonly arrived: readonly number[];
  /** Flows that stopped sending at this event (their rates and loads already taken out). */
  readonly departed: readonly number[];
  /** Resources whose set of active flows changed (the paths of flows that started or finished). */
  readonly seeds: readonly number[];
  /** Restart level (see `restartLevel`): no active flow whose rate is below it can change. */
  readonly threshold: number;
}

/** What one `refillRates` rewrote (internal). */
interface RefillOutcome {
  /**
   * Resources whose load changed: the seeds and every resource a changed flow crosses (a view of
   * the workspace, valid until its next refill).
   */
  readonly touched: Int32Array;
  /** Flows whose rate changed (the arrived ones included), in the order they were frozen. */
  readonly changed: readonly number[];
}

/**
 * Working memory of `refillRates` for the events of one run (internal). What it tracks during a
 * refill is put back before it returns; what carries over (each flow's phase between IDLE and KEPT,
 * each resource's bottleneck level and count, the flow lists, which only lose flows that finished)
 * is kept in step with the rate and bottleneck arrays it refills, so it must be used with those
 * arrays only, and not be shared between runs.
 */
export interface RefillWorkspace {
  /** Per flow: IDLE when not sending; during a refill KEPT, RELEASED, FROZEN or ARRIVED (see below). */
  readonly phase: Uint8Array;
  /** Per flow: 1 for flows that just started; the caller sets and clears it (see `restartLevel`). */
  readonly fresh: Uint8Array;
  /** Per resource, during a refill: CLEAN, LOADED, PROBED, DIRTY or SATURATED (see below). */
  readonly dirty: Uint8Array;
  /**
   * Per resource, kept across refills: at least the rate of every active flow whose bottleneck it
   * is (the share it last saturated at; -Infinity when it never did).
   */
  readonly bottleneckLevel: Float64Array;
  /** Per resource, kept across refills: how many active flows it bottlenecks. */
  readonly bottlenecked: Int32Array;
  /** Per probed or dirty resource: its key in the heap (Infinity when it is not in). */
  readonly heapKey: Float64Array;
  /** Per probed or dirty resource: how many of its flows are uncapped (started now, or released). */
  readonly uncapped: Int32Array;
  /** Per probed or dirty resource: the old rates of its uncapped flows, summed (0 for new ones). */
  readonly uncappedOld: Float64Array;
  /**
   * Per dirty resource: the level from which the flows it bottlenecks are scheduled for release
   * (Infinity when they are not).
   */
  readonly releaseFrom: Float64Array;
  /**
   * The network's per-resource flow lists, compacted in place (order kept) so that flows gone for
   * good sit past `liveEnd[r]` and are no longer scanned.
   */
  readonly resourceFlows: Int32Array;
  readonly liveEnd: Int32Array;
  /** Resource saturations (id r) and flows rising past their old bottleneck (id resources + f). */
  readonly heap: IndexedHeap;
  /** Resources that left CLEAN in the current refill, `touchedCount` of them. */
  readonly touched: Int32Array;
  touchedCount: number;
  /** Flows whose phase was set in the current refill, `seenCount` of them. */
  readonly seen: Int32Array;
  seenCount: number;
  /** Scratch for the capped rates of one resource (as long as the longest flow list). */
  readonly capped: Float64Array;
}

/**
 * Fresh working memory for `refillRates` on a network whose current rates are `current` (internal):
 * each resource's bottleneck level is read from the rates of the active flows it bottlenecks.
 * @example const workspace = createRefillWorkspace(network, { status, activeCode: 1, rate, bottleneck })
 */
export function createRefillWorkspace(
  network: WaterFillNetwork,
  current: {
    readonly status: Uint8Array;
    readonly activeCode: number;
    readonly rate: Float64Array;
    readonly bottleneck: Int32Array;
  },
): RefillWorkspace {
  const { resourceStart } = network;
  const resources = network.capacity.length;
  const flows = network.pathStart.length - 1;
  let longest = 0;
  for (let r = 0; r < resources; r++) {
    longest = Math.max(longest, (resourceStart[r + 1] as number) - (resourceStart[r] as number));
  }
  const bottleneckLevel = new Float64Array(resources).fill(Number.NEGATIVE_INFINITY);
  const bottlenecked = new Int32Array(resources);
  for (let f = 0; f < flows; f++) {
    const b = current.bottleneck[f] as number;
    if (current.status[f] === current.activeCode && b >= 0) {
      bottleneckLevel[b] = Math.max(bottleneckLevel[b] as number, current.rate[f] as number);
      bottlenecked[b] = (bottlenecked[b] as number) + 1;
    }
  }
  const phase = new Uint8Array(flows);
  for (let f = 0; f < flows; f++) phase[f] = current.status[f] === current.activeCode ? KEPT : IDLE;
  return {
    bottleneckLevel,
    bottlenecked,
    phase,
    fresh: new Uint8Array(flows),
    dirty: new Uint8Array(resources),
    heapKey: new Float64Array(resources).fill(Number.POSITIVE_INFINITY),
    uncapped: new Int32Array(resources),
    uncappedOld: new Float64Array(resources),
    releaseFrom: new Float64Array(resources).fill(Number.POSITIVE_INFINITY),
    resourceFlows: network.resourceFlows.slice(),
    liveEnd: resourceStart.slice(1),
    heap: new IndexedHeap(resources + flows),
    touched: new Int32Array(resources),
    touchedCount: 0,
    seen: new Int32Array(flows),
    seenCount: 0,
    capped: new Float64Array(longest),
  };
}

// Phases of a flow. IDLE: not sending. The others are those of an active flow during one refill.
// KEPT: still at its old rate, which caps it (it freezes there, where its old bottleneck saturates,
// unless a dirty resource saturates below that). RELEASED: its old bottleneck is dirty and had not
// saturated by the flow's old rate, so the flow rises past it. FROZEN: rate final for this event.
// ARRIVED: started at this event, no old rate.
const KEPT = 0;
const RELEASED = 1;
const FROZEN = 2;
const ARRIVED = 3;
const IDLE = 4;

// States of a resource during one refill. CLEAN: nothing on it changed. LOADED: a flow on it slowed
// down, and it bottlenecks nothing at or above the level where that happened, so only its load
// changes. PROBED: uncapped flows cross it, but its list was not read: its heap key is a lower bound
// of its level from its load alone. DIRTY: its list was read and its level is tracked. SATURATED: it
// froze its flows in this refill.
const CLEAN = 0;
const LOADED = 1;
const PROBED = 2;
const DIRTY = 3;
const SATURATED = 4;

/**
 * Re-share max-min fair rates after an event, recomputing only what can change (internal kernel of
 * the flow simulator). It is progressive filling restarted at `threshold` in which every resource
 * nothing touched stays implicit: it saturates at its old level and freezes its flows at their old
 * rates. A flow still at its old rate is capped there, so a resource's level solves capacity = frozen
 * load + sum of min(level, cap) over capped flows + level x uncapped flows (flows that started now or
 * were released). A flow is released when its old bottleneck's level may have risen (the resource
 * left room at or below the flow's rate) and has not saturated by the flow's old rate: an event at
 * that rate. A resource only uncapped flows reach is first "probed": its key is the lower bound
 * (capacity - load + old rates of its uncapped flows) / uncapped, from its load alone, and its list
 * is read only when that bound comes up; a resource whose uncapped flows all froze elsewhere and
 * whose load fits is done. A saturating resource freezes its uncapped flows and the capped ones
 * whose old rate is not below its level; a capped flow frozen lower leaves room, which matters only
 * where it is crossed by flows bottlenecked at or above this level. Levels are summed afresh over
 * each list, so unchanged inputs give bit-identical rates, and unchanged rates keep their bits. Heap
 * keys are lower bounds of the levels (raised in place when found stale at the top; a change that
 * lowers a level lowers the key). Writes new rates into `state.rate`, the freezing resource into
 * `state.bottleneck`, and adds each changed rate's difference to the loads of the resources it
 * crosses in `state.load` (which must hold the current loads, departed flows taken out).
 * @see https://en.wikipedia.org/wiki/Max-min_fairness (progressive filling)
 * @example refillRates(network, { status, pendingCode: 0, arrived: [4], departed: [], seeds: [0, 7], threshold: 0 }, { rate, load, bottleneck }, workspace)
 */
export function refillRates(
  network: WaterFillNetwork,
  change: RefillChange,
  state: { readonly rate: Float64Array; readonly load: Float64Array; readonly bottleneck: Int32Array },
  workspace: RefillWorkspace,
): RefillOutcome {
  const { capacity, pathStart, pathResources, resourceStart } = network;
  const { rate, load, bottleneck } = state;
  const { phase, dirty, heapKey, uncapped, uncappedOld, resourceFlows, liveEnd, heap } = workspace;
  const { seen, touched, bottleneckLevel, bottlenecked, releaseFrom } = workspace;
  const resources = capacity.length;
  const changed: number[] = [];
  const { threshold } = change;
  workspace.touchedCount = 0;
  workspace.seenCount = 0;

  for (const f of change.departed) {
    phase[f] = IDLE;
    unbottleneck(workspace, bottleneck[f] as number);
  }
  for (const f of change.arrived) {
    phase[f] = ARRIVED;
    seen[workspace.seenCount++] = f;
    for (let p = pathStart[f] as number, pend = pathStart[f + 1] as number; p < pend; p++) {
      probe(network, load, workspace, pathResources[p] as number, 0, threshold);
    }
  }
  for (const r of change.seeds) {
    // A resource flows left: only flows it bottlenecks at or above the threshold can rise.
    const d = dirty[r];
    if (d === DIRTY || bottlenecked[r] === 0 || (bottleneckLevel[r] as number) < threshold) {
      if (d === CLEAN) {
        dirty[r] = LOADED;
        touched[workspace.touchedCount++] = r;
      }
    } else {
      const solved = enter(network, change, state, workspace, r, threshold);
      if (solved < (heapKey[r] as number)) {
        heapKey[r] = solved;
        heap.set(r, solved);
      }
    }
  }

  while (heap.size > 0) {
    const id = heap.topId();
    const key = heap.topKey();
    if (id >= resources) {
      // A flow reaches its old rate while its old bottleneck is dirty and not saturated: it rises on.
      heap.pop();
      const f = id - resources;
      if (phase[f] !== KEPT) continue;
      phase[f] = RELEASED;
      seen[workspace.seenCount++] = f;
      const old = rate[f] as number;
      for (let p = pathStart[f] as number, pend = pathStart[f + 1] as number; p < pend; p++) {
        probe(network, load, workspace, pathResources[p] as number, old, key);
      }
      continue;
    }

    const r = id;
    const cap = capacity[r] as number;
    const n = uncapped[r] as number;
    if (n > 0) {
      const bound = (cap - (load[r] as number) + (uncappedOld[r] as number)) / n;
      if (bound > key) {
        heapKey[r] = bound;
        heap.set(r, bound);
        continue;
      }
    }
    const level =
      dirty[r] === PROBED
        ? enter(network, change, state, workspace, r, Number.POSITIVE_INFINITY)
        : solveLevel(network, rate, workspace, r);
    if (level > key) {
      heapKey[r] = level;
      if (level === Number.POSITIVE_INFINITY) heap.remove(r);
      else heap.set(r, level);
      continue;
    }
    heap.remove(r);
    // Saturate r. Its share again, summed in list order over the flows it does not freeze, so that
    // the same inputs always give the same bits.
    dirty[r] = SATURATED;
    heapKey[r] = Number.POSITIVE_INFINITY;
    const start = resourceStart[r] as number;
    const end = liveEnd[r] as number;
    let kept = 0;
    let count = 0;
    for (let k = start; k < end; k++) {
      const f = resourceFlows[k] as number;
      const p = phase[f];
      if (p === FROZEN || (p === KEPT && (rate[f] as number) < level)) kept += rate[f] as number;
      else if (p !== IDLE) count++;
    }
    const share = Math.max(0, (cap - kept) / count);
    // Flows it bottlenecked before and does not freeze now are below its level.
    bottleneckLevel[r] = share;
    for (let k = start; k < end; k++) {
      const f = resourceFlows[k] as number;
      const p = phase[f];
      if (p === IDLE || p === FROZEN || (p === KEPT && (rate[f] as number) < level)) continue;
      const old = p === ARRIVED ? 0 : (rate[f] as number);
      const same = p !== ARRIVED && share === old;
      if (p === KEPT) {
        seen[workspace.seenCount++] = f;
        heap.remove(resources + f);
      }
      phase[f] = FROZEN;
      rate[f] = share;
      if (p !== ARRIVED && bottleneck[f] !== r) unbottleneck(workspace, bottleneck[f] as number);
      if (p === ARRIVED || bottleneck[f] !== r) bottlenecked[r] = (bottlenecked[r] as number) + 1;
      bottleneck[f] = r;
      if (same && p === KEPT) continue;
      if (!same) changed.push(f);
      // An uncapped flow crosses only probed and dirty resources. A capped one that slowed down
      // leaves room, where only flows bottlenecked at or above this level can rise.
      const wasUncapped = p !== KEPT;
      const delta = share - old;
      for (let q = pathStart[f] as number, qend = pathStart[f + 1] as number; q < qend; q++) {
        const s = pathResources[q] as number;
        if (!same) load[s] = (load[s] as number) + delta;
        if (wasUncapped) {
          const left = (uncapped[s] as number) - 1;
          uncapped[s] = left;
          uncappedOld[s] = (uncappedOld[s] as number) - old;
          // Nothing on it can rise any more: unless it carries too much, it will not saturate.
          const cs = capacity[s] as number;
          if (left === 0 && (load[s] as number) <= cs + FIT * cs && s !== r) {
            heapKey[s] = Number.POSITIVE_INFINITY;
            heap.remove(s);
          }
          continue;
        }
        if (same) continue;
        const ds = dirty[s];
        if (ds === SATURATED || ds === LOADED) continue;
        if (bottlenecked[s] === 0 || (bottleneckLevel[s] as number) < share) {
          if (ds === CLEAN) {
            dirty[s] = LOADED;
            touched[workspace.touchedCount++] = s;
          }
        } else if (ds !== DIRTY) {
          const solved = enter(network, change, state, workspace, s, share);
          if (solved < (heapKey[s] as number)) {
            heapKey[s] = solved;
            heap.set(s, solved);
          }
        } else if (releaseFrom[s] === Number.POSITIVE_INFINITY) {
          scheduleReleases(network, state, workspace, s, share);
        }
      }
    }
  }

  const touchedCount = workspace.touchedCount;
  for (let i = 0; i < touchedCount; i++) {
    const r = touched[i] as number;
    dirty[r] = CLEAN;
    heapKey[r] = Number.POSITIVE_INFINITY;
    uncapped[r] = 0;
    uncappedOld[r] = 0;
    releaseFrom[r] = Number.POSITIVE_INFINITY;
  }
  for (let i = 0, end = workspace.seenCount; i < end; i++) phase[seen[i] as number] = KEPT;
  return { touched: touched.subarray(0, touchedCount), changed };
}

/** One active flow fewer is bottlenecked at resource b (none when b < 0) (part of `refillRates`). */
function unbottleneck(workspace: RefillWorkspace, b: number): void {
  if (b < 0) return;
  const left = (workspace.bottlenecked[b] as number) - 1;
  workspace.bottlenecked[b] = left;
  if (left === 0) workspace.bottleneckLevel[b] = Number.NEGATIVE_INFINITY;
}

/**
 * An uncapped flow (old rate `old`, 0 if it just started) now crosses resource r, at level `level`
 * (part of `refillRates`): count it, and lower r's heap key to the bound its load gives (never below
 * `level`), probing r if nothing had touched it.
 */
function probe(
  network: WaterFillNetwork,
  load: Float64Array,
  workspace: RefillWorkspace,
  r: number,
  old: number,
  level: number,
): void {
  const { dirty, uncapped, uncappedOld, heapKey } = workspace;
  const d = dirty[r];
  if (d === CLEAN || d === LOADED) {
    if (d === CLEAN) workspace.touched[workspace.touchedCount++] = r;
    dirty[r] = PROBED;
    uncapped[r] = 1;
    uncappedOld[r] = old;
  } else {
    uncapped[r] = (uncapped[r] as number) + 1;
    uncappedOld[r] = (uncappedOld[r] as number) + old;
  }
  const bound = Math.max(
    level,
    ((network.capacity[r] as number) - (load[r] as number) + (uncappedOld[r] as number)) /
      (uncapped[r] as number),
  );
  if (bound < (heapKey[r] as number)) {
    heapKey[r] = bound;
    workspace.heap.set(r, bound);
  }
}

/**
 * Read resource r's list and track it from now on (part of `refillRates`): drop finished flows
 * (keeping the order), count its uncapped flows, schedule the release of the flows it bottlenecks
 * whose old rate is not below `release` (Infinity: none), and return its level (`solveLevel`). The
 * caller puts it in the heap. One pass does all of it.
 */
function enter(
  network: WaterFillNetwork,
  change: RefillChange,
  state: { readonly rate: Float64Array; readonly bottleneck: Int32Array },
  workspace: RefillWorkspace,
  r: number,
  release: number,
): number {
  const { status, pendingCode } = change;
  const { rate, bottleneck } = state;
  const { phase, resourceFlows, liveEnd, heap, capped } = workspace;
  const resources = network.capacity.length;
  if (workspace.dirty[r] === CLEAN) workspace.touched[workspace.touchedCount++] = r;
  workspace.dirty[r] = DIRTY;
  const capacity = network.capacity[r] as number;
  let left = capacity;
  let uncapped = 0;
  let uncappedOld = 0;
  let count = 0;
  let total = 0;
  let write = network.resourceStart[r] as number;
  for (let k = write, end = liveEnd[r] as number; k < end; k++) {
    const f = resourceFlows[k] as number;
    const p = phase[f];
    if (p === IDLE) {
      if (status[f] === pendingCode) resourceFlows[write++] = f;
      continue;
    }
    resourceFlows[write++] = f;
    if (p === FROZEN) left -= rate[f] as number;
    else if (p === KEPT) {
      const x = rate[f] as number;
      if (bottleneck[f] === r && x >= release) heap.set(resources + f, x);
      capped[count++] = x;
      total += x;
    } else {
      uncapped++;
      if (p === RELEASED) uncappedOld += rate[f] as number;
    }
  }
  liveEnd[r] = write;
  workspace.uncapped[r] = uncapped;
  workspace.uncappedOld[r] = uncappedOld;
  if (release !== Number.POSITIVE_INFINITY) workspace.releaseFrom[r] = release;
  if (uncapped === 0 && total <= left + FIT * capacity) return Number.POSITIVE_INFINITY;
  return levelOf(capacity, left, uncapped, capped, count);
}

/**
 * Schedule the release, at their old rates, of the flows dirty resource r bottlenecks whose old rate
 * is not below `level` (part of `refillRates`; `enter` does the same in its pass).
 */
function scheduleReleases(
  network: WaterFillNetwork,
  state: { readonly rate: Float64Array; readonly bottleneck: Int32Array },
  workspace: RefillWorkspace,
  r: number,
  level: number,
): void {
  const { rate, bottleneck } = state;
  const { phase, resourceFlows, heap } = workspace;
  const resources = network.capacity.length;
  workspace.releaseFrom[r] = level;
  for (let k = network.resourceStart[r] as number, end = workspace.liveEnd[r] as number; k < end; k++) {
    const f = resourceFlows[k] as number;
    if (phase[f] === KEPT && bottleneck[f] === r && (rate[f] as number) >= level) {
      heap.set(resources + f, rate[f] as number);
    }
  }
}

/**
 * The level at which dirty resource r saturates given what is known now (part of `refillRates`):
 * frozen flows at their rates, kept flows capped at their old rates, uncapped flows at the level;
 * Infinity when it cannot saturate (no flow on it is uncapped and the capped rates fit).
 */
function solveLevel(
  network: WaterFillNetwork,
  rate: Float64Array,
  workspace: RefillWorkspace,
  r: number,
): number {
  const { phase, resourceFlows, capped } = workspace;
  let left = network.capacity[r] as number;
  let uncapped = 0;
  let count = 0;
  for (let k = network.resourceStart[r] as number, end = workspace.liveEnd[r] as number; k < end; k++) {
    const f = resourceFlows[k] as number;
    const p = phase[f];
    if (p === FROZEN) left -= rate[f] as number;
    else if (p === KEPT) capped[count++] = rate[f] as number;
    else if (p !== IDLE) uncapped++;
  }
  return levelOf(network.capacity[r] as number, left, uncapped, capped, count);
}

/**
 * Solve left = sum of min(level, cap) over the capped rates + level x uncapped for the level
 * (Infinity when the capped rates fit and nothing is uncapped). Progressive filling in batches: every
 * capped rate below the current level is frozen there, which raises the level, until none is below;
 * reorders `capped[0 .. count)`.
 */
function levelOf(
  capacity: number,
  left: number,
  uncapped: number,
  capped: Float64Array,
  count: number,
): number {
  if (uncapped === 0) {
    // Capped flows alone: they keep their rates if they fit (to rounding), else the largest are cut.
    let total = 0;
    for (let i = 0; i < count; i++) total += capped[i] as number;
    if (total <= left + FIT * capacity) return Number.POSITIVE_INFINITY;
  }
  let n = uncapped + count;
  let level = left / n;
  for (;;) {
    let below = 0;
    for (let i = 0; i < count; i++) {
      const x = capped[i] as number;
      if (x < level) {
        left -= x;
        below++;
        count--;
        capped[i] = capped[count] as number;
        i--;
      }
    }
    if (below === 0) return level;
    n -= below;
    if (n === 0) return Number.POSITIVE_INFINITY;
    level = left / n;
  }
}

/**
 * Capped flows whose old rates add up to at most capacity x (1 + FIT) over what is left fit: sums
 * of the same rates in another order differ by a few ulps, which must not cut them.
 */
const FIT = 1e-12;
