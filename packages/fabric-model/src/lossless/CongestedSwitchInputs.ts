import type { DcqcnParameters } from "../presets/dcqcnParameters.ts";
import type { BitsPerSecond, Bytes, Seconds } from "../units.ts";

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

/**
 * How a switch port and its senders handle congestion, as the congested-switch model simulates it:
 * - `ib-credits`: InfiniBand link-level credit-based flow control; a sender transmits only into
 *   receive buffer the next hop has advertised as free, so nothing is dropped.
 * - `pfc`: Ethernet Priority Flow Control (IEEE 802.1Qbb); the switch sends PAUSE upstream when an
 *   ingress port's buffer crosses XOFF and resumes below XON.
 * - `pfc-ecn`: PFC plus ECN marking at the egress queue and DCQCN rate control in the senders.
 * - `lossy`: plain Ethernet, no PFC: a full buffer drops packets, which must be sent again.
 * @example const mode: LosslessMode = "pfc-ecn";
 */
export type LosslessMode = "ib-credits" | "pfc" | "pfc-ecn" | "lossy";

/** Every `LosslessMode`, in display order. @example losslessModes.includes("pfc") // true */
export const losslessModes: readonly LosslessMode[] = ["ib-credits", "pfc", "pfc-ecn", "lossy"];

/**
 * How a sender recovers lost packets: `go-back-n` resends everything after the first lost packet
 * (the RoCE NIC behaviour Mittal et al. describe), `selective` resends only what was lost.
 * @see https://doi.org/10.1145/3230543.3230557
 * @example const r: LossRecovery = "go-back-n";
 */
export type LossRecovery = "go-back-n" | "selective";
