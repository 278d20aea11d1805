import type { CongestedSwitchState } from "./CongestedSwitchState.ts";
import { advanceCongestedSwitch, copyCongestedSwitchState } from "./congestedSwitchKernel.ts";

/**
 * The congested switch one time step later (pure: the given state is not modified). Per step:
 * PAUSE/resume frames, credits and CNPs that were on the wire arrive and DCQCN timers run; data
 * arrives at the switch and is admitted into its ingress port's buffer or dropped when that is
 * full; each sender transmits what PAUSE, credits and its DCQCN rate allow, sharing its link
 * between its flows; the egress ports serve their queues in proportion to what each flow has
 * queued (a fluid FIFO), the congested one marking ECN; the switch sends PAUSE for ports above
 * XOFF and resume below XON.
 * @see https://www.infinibandta.org/ibta-specification/ (credit-based link-level flow control)
 * @see https://1.ieee802.org/dcb/802-1qbb/ (PFC)
 * @see https://doi.org/10.1145/2785956.2787484 (DCQCN)
 * @example stepCongestedSwitch(initCongestedSwitch(inputs)).step // 1
 */
export function stepCongestedSwitch(state: CongestedSwitchState): CongestedSwitchState {
  const next = copyCongestedSwitchState(state);
  advanceCongestedSwitch(next);
  return next;
}
