import type { DcqcnParameters } from "../presets/dcqcnParameters.ts";
import type { BitsPerSecond, Bytes, Seconds } from "../units.ts";
import type { LosslessMode, LossRecovery } from "./LosslessMode.ts";

/**
 * What the congested-switch model simulates: `senders` hosts, each on its own link, all sending to
 * one receiver behind one switch egress port (an incast); optionally an innocent flow from sender
 * 0's host to another, idle receiver, sharing sender 0's link. Every link runs at `linkRate`; each
 * ingress port of the switch owns `ingressBuffer` bytes.
 * @example const inputs: CongestedSwitchInputs = { mode: "pfc", senders: 8, ingressBuffer: kib(256), innocentFlow: true, linkRate: gbps(100) };
 */
export interface CongestedSwitchInputs {
  readonly mode: LosslessMode;
  readonly senders: number;
  readonly ingressBuffer: Bytes;
  readonly innocentFlow: boolean;
  readonly linkRate: BitsPerSecond;
}

/**
 * Options of the congested-switch model; every default is in `congestedSwitchDefaults` (with why)
 * or `dcqcnParameters` (with its source).
 * @example runCongestedSwitch(inputs, { lossRecovery: "selective" })
 */
export interface CongestedSwitchOptions {
  readonly lossRecovery?: LossRecovery;
  readonly linkDelay?: Seconds;
  readonly timeStep?: Seconds;
  readonly duration?: Seconds;
  readonly mtu?: Bytes;
  readonly dcqcn?: DcqcnParameters;
  /** Points in the trace `runCongestedSwitch` returns (at most one per time step). */
  readonly samples?: number;
  /**
   * How trace windows are spaced: equal (`linear`, the default) or growing geometrically from the
   * first time step (`log`), which shows the first microseconds and the last milliseconds alike.
   */
  readonly sampling?: "linear" | "log";
}
