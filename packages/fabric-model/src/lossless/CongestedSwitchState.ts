import type { DcqcnParameters } from "../presets/dcqcnParameters.ts";
import type { Bytes, BytesPerSecond, Seconds } from "../units.ts";
import type { DcqcnReactionPoint } from "./dcqcnReactionPoint.ts";
import type { LosslessMode, LossRecovery } from "./LosslessMode.ts";
import type { PfcThresholds } from "./pfcThresholds.ts";

/**
 * The resolved, fixed description of one congested-switch run: flows are numbered `0..senders-1`
 * for the incast senders (flow i from host i) and `senders` for the innocent flow (from host 0),
 * when there is one; host i enters the switch on ingress port i.
 * @example initCongestedSwitch(inputs).config.flows
 */
export interface CongestedSwitchConfig {
  readonly mode: LosslessMode;
  readonly lossRecovery: LossRecovery;
  readonly senders: number;
  readonly innocentFlow: boolean;
  /** Number of flows: senders, plus one with the innocent flow. */
  readonly flows: number;
  readonly ingressBuffer: Bytes;
  readonly lineRate: BytesPerSecond;
  readonly timeStep: Seconds;
  /** Bytes one link carries in one time step. */
  readonly bytesPerStep: Bytes;
  /** One-way link delay in whole time steps (at least 1). */
  readonly delaySteps: number;
  readonly mtu: Bytes;
  /** PFC thresholds in the `pfc` and `pfc-ecn` modes; null in the others. */
  readonly pfc: PfcThresholds | null;
  readonly dcqcn: DcqcnParameters;
  readonly cnpIntervalSteps: number;
  readonly alphaTimerSteps: number;
  readonly increaseTimerSteps: number;
}

/**
 * The state of a congested-switch run after `step` time steps. Arrays are per flow (`flows`
 * long), per port (`senders` long) or rings of `delaySteps` slots per flow or port (data, credits
 * and PAUSE frames take `delaySteps` to cross a link; CNPs `3 x delaySteps`: switch to receiver,
 * receiver to switch, switch to sender). Counters are cumulative since time 0.
 * @example stepCongestedSwitch(state).step === state.step + 1
 */
export interface CongestedSwitchState {
  readonly config: CongestedSwitchConfig;
  readonly step: number;
  /** Bytes queued in the switch that will be delivered in order (per flow). */
  readonly queueGood: Float64Array;
  /** Bytes queued behind a loss that a go-back-N receiver will discard (per flow). */
  readonly queueDoomed: Float64Array;
  /** Data on the wire to the switch, ring of `delaySteps` slots per flow. */
  readonly inFlight: Float64Array;
  /** Step until which a flow's arrivals are doomed (go-back-N recovery after a loss). */
  readonly recoverUntil: Float64Array;
  readonly reactionPoints: readonly DcqcnReactionPoint[];
  /** Fractional marked packets seen by the receiver since its last CNP (per flow). */
  readonly markedPackets: Float64Array;
  /** Step of the last CNP the receiver sent for a flow (-Infinity if none). */
  readonly lastCnpStep: Float64Array;
  /** CNPs on their way back to senders, ring of `3 x delaySteps` slots per flow (0 or 1). */
  readonly cnpInFlight: Uint8Array;
  /** InfiniBand: bytes each sender may still send (advertised free buffer). */
  readonly credits: Float64Array;
  /** InfiniBand: credits on their way back, ring of `delaySteps` slots per port. */
  readonly creditsInFlight: Float64Array;
  /** PFC: whether the switch has paused a port (switch side). */
  readonly xoff: Uint8Array;
  /** PFC: whether a sender currently obeys a PAUSE (host side). */
  readonly paused: Uint8Array;
  /** PFC frames on their way to senders: -1 none, 0 resume, 1 pause; ring of `delaySteps` slots per port. */
  readonly pauseInFlight: Int8Array;
  readonly sent: Float64Array;
  /** Bytes delivered in order to the receiver (goodput). */
  readonly delivered: Float64Array;
  /** Bytes delivered but discarded by a go-back-N receiver. */
  readonly discarded: Float64Array;
  readonly dropped: Float64Array;
  /** Steps in which a port's sender was held back by PAUSE or lack of credits. */
  readonly blockedSteps: Float64Array;
  /** PAUSE (XOFF) frames the switch has sent per port. */
  readonly pauseFrames: Float64Array;
  /** Sum over steps of the egress queue to the congested receiver, bytes x steps. */
  readonly egressQueueIntegral: number;
  /** Sum over steps of each port's buffer occupancy, bytes x steps (per port). */
  readonly portOccupancyIntegral: Float64Array;
  readonly maxEgressQueue: Bytes;
}
