import { advanceFlowSim, createFlowSimWorkspace } from "./advanceFlowSim.ts";
import type { FlowSimState } from "./FlowSimState.ts";

/**
 * Advance a flow simulation to its next event, the earliest of a flow starting and a flow's last bit
 * leaving its sender; every flow that starts or drains at that instant is handled in the same step.
 * Rates are then re-shared max-min fairly (progressive filling), recomputing only the flows whose rate
 * can change. Pure: returns a new state and leaves `state` as it was; a finished state (`done`) is
 * returned as is.
 * @example let s = initFlowSim({ topology, flows }); while (!s.done) s = flowStep(s);
 */
export function flowStep(state: FlowSimState): FlowSimState {
  if (state.done) return state;
  const ctx = state.context;
  const arrays = {
    status: state.status.slice(),
    remainingBits: state.remainingBits.slice(),
    rate: state.rate.slice(),
    drainTime: state.drainTime.slice(),
    expectedDrainTime: state.expectedDrainTime.slice(),
    load: state.load.slice(),
    bottleneck: state.bottleneck.slice(),
  };
  const advance = advanceFlowSim(ctx, arrays, state, createFlowSimWorkspace(ctx, arrays));
  if (advance === null) return { ...state, done: true };
  return {
    context: ctx,
    ...arrays,
    time: advance.time,
    step: state.step + 1,
    started: advance.started,
    lastEvent: advance.event,
    done: advance.done,
  };
}
