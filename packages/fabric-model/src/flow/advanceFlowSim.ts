import {
  FLOW_ACTIVE,
  FLOW_DONE,
  FLOW_PENDING,
  type FlowSimContext,
  type FlowSimEvent,
} from "./FlowSimState.ts";
import { createRefillWorkspace, type RefillWorkspace, refillRates } from "./refillRates.ts";
import { restartLevel } from "./restartLevel.ts";

/** The per-flow and per-resource arrays of a simulation, changed in place by `advanceFlowSim` (internal). */
interface FlowSimArrays {
  readonly status: Uint8Array;
  readonly remainingBits: Float64Array;
  readonly rate: Float64Array;
  readonly drainTime: Float64Array;
  readonly expectedDrainTime: Float64Array;
  readonly load: Float64Array;
  readonly bottleneck: Int32Array;
}

/** Where the clock and the start queue stand (internal). */
interface FlowSimClock {
  readonly time: number;
  readonly started: number;
}

/** What one `advanceFlowSim` did (internal). */
interface FlowSimAdvance extends FlowSimClock {
  readonly event: FlowSimEvent;
  /** Resources whose load changed at this event (a view of the workspace, valid until the next call). */
  readonly touched: ArrayLike<number>;
  readonly done: boolean;
}

/**
 * Working memory of `advanceFlowSim` for one run (internal): the rate kernel's, and the active flows
 * in index order, kept in step with `status` by `advanceFlowSim` (so it must not be shared between
 * runs, nor used with arrays it did not advance).
 */
interface FlowSimWorkspace {
  readonly refill: RefillWorkspace;
  /** Indices of the active flows, ascending, `activeCount` of them. */
  readonly active: Int32Array;
  activeCount: number;
  /** Per resource: how many active flows cross it (its load is exactly 0 when none does). */
  readonly activeOn: Int32Array;
}

/**
 * Working memory for `advanceFlowSim` on a simulation in the state given by `arrays` (internal).
 * @example const workspace = createFlowSimWorkspace(state.context, state)
 */
export function createFlowSimWorkspace(
  ctx: FlowSimContext,
  arrays: Pick<FlowSimArrays, "status" | "rate" | "bottleneck">,
): FlowSimWorkspace {
  const { status, rate, bottleneck } = arrays;
  const { pathStart, pathResources } = ctx;
  const active = new Int32Array(status.length);
  const activeOn = new Int32Array(ctx.capacity.length);
  let activeCount = 0;
  for (let f = 0; f < status.length; f++) {
    if (status[f] !== FLOW_ACTIVE) continue;
    active[activeCount++] = f;
    for (let p = pathStart[f] as number; p < (pathStart[f + 1] as number); p++) {
      const r = pathResources[p] as number;
      activeOn[r] = (activeOn[r] as number) + 1;
    }
  }
  return {
    activeOn,
    refill: createRefillWorkspace(ctx, { status, activeCode: FLOW_ACTIVE, rate, bottleneck }),
    active,
    activeCount,
  };
}

const NO_RESOURCES = new Int32Array(0);

/** Drain times within this fraction of the event time count as the same event (floating-point ties). */
const SAME_TIME = 1e-12;

/**
 * Move a simulation to its next event, in place (internal; `flowStep` is the pure wrapper and
 * `simulateFlows` the loop). The next event is the earliest of a flow starting and a flow's last bit
 * leaving; every flow that starts or drains then is handled at once, and rates are re-shared by
 * `refillRates` from the level `restartLevel` gives. Returns null when nothing is left to happen.
 * @example advanceFlowSim(context, arrays, { time: 0, started: 0 }, createFlowSimWorkspace(context, arrays))
 */
export function advanceFlowSim(
  ctx: FlowSimContext,
  arrays: FlowSimArrays,
  clock: FlowSimClock,
  workspace: FlowSimWorkspace,
): FlowSimAdvance | null {
  const { startOrder, startTime, sizeBits, pathStart, pathResources } = ctx;
  const { status, remainingBits, rate, drainTime, expectedDrainTime, load } = arrays;
  const { active, activeOn } = workspace;
  const activeCount = workspace.activeCount;
  const nextStart =
    clock.started < startOrder.length
      ? (startTime[startOrder[clock.started] as number] as number)
      : Number.POSITIVE_INFINITY;
  let nextDrain = Number.POSITIVE_INFINITY;
  for (let i = 0; i < activeCount; i++) {
    const t = expectedDrainTime[active[i] as number] as number;
    if (t < nextDrain) nextDrain = t;
  }
  const time = Math.max(clock.time, Math.min(nextStart, nextDrain));
  if (!Number.isFinite(time)) return null;
  const dt = time - clock.time;
  const horizon = time + SAME_TIME * time;

  const { fresh } = workspace.refill;
  const started: number[] = [];
  const finished: number[] = [];
  const arrived: number[] = [];
  let departedRate = Number.POSITIVE_INFINITY;
  const seeds: number[] = [];
  let kept = 0;
  for (let i = 0; i < activeCount; i++) {
    const f = active[i] as number;
    const r = rate[f] as number;
    if ((expectedDrainTime[f] as number) <= horizon) {
      status[f] = FLOW_DONE;
      remainingBits[f] = 0;
      drainTime[f] = time;
      expectedDrainTime[f] = Number.POSITIVE_INFINITY;
      rate[f] = 0;
      if (r < departedRate) departedRate = r;
      finished.push(f);
      for (let p = pathStart[f] as number, end = pathStart[f + 1] as number; p < end; p++) {
        const s = pathResources[p] as number;
        seeds.push(s);
        const left = (activeOn[s] as number) - 1;
        activeOn[s] = left;
        load[s] = left === 0 ? 0 : (load[s] as number) - r;
      }
    } else {
      remainingBits[f] = Math.max(0, (remainingBits[f] as number) - r * dt);
      active[kept++] = f;
    }
  }
  const departed = finished.slice();
  const changed: number[] = finished.slice();
  let next = clock.started;
  while (next < startOrder.length && (startTime[startOrder[next] as number] as number) <= time) {
    const f = startOrder[next++] as number;
    started.push(f);
    if ((sizeBits[f] as number) === 0) {
      status[f] = FLOW_DONE;
      drainTime[f] = time;
      finished.push(f);
      continue;
    }
    status[f] = FLOW_ACTIVE;
    fresh[f] = 1;
    arrived.push(f);
    for (let p = pathStart[f] as number, end = pathStart[f + 1] as number; p < end; p++) {
      const s = pathResources[p] as number;
      seeds.push(s);
      activeOn[s] = (activeOn[s] as number) + 1;
    }
  }
  workspace.activeCount = mergeAscending(active, kept, arrived);

  let touched: ArrayLike<number> = NO_RESOURCES;
  if (seeds.length > 0) {
    const threshold = restartLevel({
      network: ctx,
      status,
      activeCode: FLOW_ACTIVE,
      rate,
      departedRate,
      arrived,
      fresh,
      scratch: workspace.refill.capped,
    });
    const outcome = refillRates(
      ctx,
      { status, pendingCode: FLOW_PENDING, arrived, departed, seeds, threshold },
      arrays,
      workspace.refill,
    );
    touched = outcome.touched;
    for (const f of outcome.changed) {
      changed.push(f);
      expectedDrainTime[f] = time + (remainingBits[f] as number) / (rate[f] as number);
    }
  }
  for (const f of arrived) fresh[f] = 0;
  return {
    time,
    started: next,
    event: { time, started, finished, changed },
    touched,
    done: workspace.activeCount === 0 && next >= startOrder.length,
  };
}

/** Merge `extra` into the ascending `list[0 .. count)`, in place from the back; the new count. */
function mergeAscending(list: Int32Array, count: number, extra: readonly number[]): number {
  if (extra.length === 0) return count;
  const sorted = extra.length === 1 ? extra : [...extra].sort((a, b) => a - b);
  let i = count - 1;
  let j = sorted.length - 1;
  let k = count + sorted.length - 1;
  while (j >= 0) {
    const x = sorted[j] as number;
    if (i >= 0 && (list[i] as number) > x) list[k--] = list[i--] as number;
    else {
      list[k--] = x;
      j--;
    }
  }
  return count + sorted.length;
}
