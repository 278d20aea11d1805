import {
  FLOW_ACTIVE,
  FLOW_DONE,
  FLOW_PENDING,
  type FlowSimContext,
  type FlowSimEvent,
} from "./FlowSimState.ts";
import { restartLevel } from "./restartLevel.ts";
import { type WaterFillWorkspace, waterFill } from "./waterFill.ts";

/** The per-flow and per-resource arrays of a simulation, changed in place by `advanceFlowSim` (internal). */
export interface FlowSimArrays {
  readonly status: Uint8Array;
  readonly remainingBits: Float64Array;
  readonly rate: Float64Array;
  readonly drainTime: Float64Array;
  readonly load: Float64Array;
  readonly bottleneck: Int32Array;
}

/** Where the clock and the start queue stand (internal). */
export interface FlowSimClock {
  readonly time: number;
  readonly started: number;
}

/** What one `advanceFlowSim` did (internal). */
export interface FlowSimAdvance extends FlowSimClock {
  readonly event: FlowSimEvent;
  /** Resources whose load was rewritten at this event. */
  readonly touched: readonly number[];
  readonly done: boolean;
}

/** Drain times within this fraction of the event time count as the same event (floating-point ties). */
const SAME_TIME = 1e-12;

/**
 * Move a simulation to its next event, in place (internal; `flowStep` is the pure wrapper and
 * `simulateFlows` the loop). The next event is the earliest of a flow starting and a flow's last bit
 * leaving; every flow that starts or drains then is handled at once, and rates are re-shared by
 * `waterFill` from the level `restartLevel` gives. Returns null when nothing is left to happen.
 * @example advanceFlowSim(context, arrays, { time: 0, started: 0 }, workspace)
 */
export function advanceFlowSim(
  ctx: FlowSimContext,
  arrays: FlowSimArrays,
  clock: FlowSimClock,
  workspace: WaterFillWorkspace,
): FlowSimAdvance | null {
  const { startOrder, startTime, sizeBits, pathStart, pathResources } = ctx;
  const { status, remainingBits, rate, drainTime, load } = arrays;
  const flows = status.length;
  const nextStart =
    clock.started < startOrder.length
      ? (startTime[startOrder[clock.started] as number] as number)
      : Number.POSITIVE_INFINITY;
  let nextDrain = Number.POSITIVE_INFINITY;
  for (let f = 0; f < flows; f++) {
    if (status[f] !== FLOW_ACTIVE) continue;
    const t = clock.time + (remainingBits[f] as number) / (rate[f] as number);
    if (t < nextDrain) nextDrain = t;
  }
  const time = Math.max(clock.time, Math.min(nextStart, nextDrain));
  if (!Number.isFinite(time)) return null;
  const dt = time - clock.time;
  const horizon = time + SAME_TIME * time;

  const { fresh } = workspace;
  const started: number[] = [];
  const finished: number[] = [];
  const departed: number[] = [];
  const arrived: number[] = [];
  let departedRate = Number.POSITIVE_INFINITY;
  const seeds: number[] = [];
  let active = 0;
  for (let f = 0; f < flows; f++) {
    if (status[f] !== FLOW_ACTIVE) continue;
    const r = rate[f] as number;
    const left = remainingBits[f] as number;
    if (clock.time + left / r <= horizon) {
      status[f] = FLOW_DONE;
      remainingBits[f] = 0;
      drainTime[f] = time;
      rate[f] = 0;
      if (r < departedRate) departedRate = r;
      departed.push(f);
      finished.push(f);
      for (let p = pathStart[f] as number, end = pathStart[f + 1] as number; p < end; p++) {
        const res = pathResources[p] as number;
        seeds.push(res);
        load[res] = (load[res] as number) - r;
      }
    } else {
      remainingBits[f] = Math.max(0, left - r * dt);
      active++;
    }
  }
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
    active++;
    for (let p = pathStart[f] as number, end = pathStart[f + 1] as number; p < end; p++) {
      seeds.push(pathResources[p] as number);
    }
  }

  let touched: readonly number[] = [];
  const changed: number[] = [...departed];
  if (seeds.length > 0) {
    const threshold = restartLevel({
      network: ctx,
      status,
      activeCode: FLOW_ACTIVE,
      rate,
      departedRate,
      arrived,
      fresh,
    });
    const outcome = waterFill(
      ctx,
      { status, activeCode: FLOW_ACTIVE, pendingCode: FLOW_PENDING, seeds, threshold, fresh },
      arrays,
      workspace,
    );
    touched = outcome.touched;
    changed.push(...outcome.refilled);
  }
  for (const f of arrived) fresh[f] = 0;
  return {
    time,
    started: next,
    event: { time, started, finished, changed },
    touched,
    done: active === 0 && next >= startOrder.length,
  };
}
