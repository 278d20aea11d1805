import type { DcqcnParameters } from "../presets/dcqcnParameters.ts";
import type { Bytes, BytesPerSecond, Seconds } from "../units.ts";
import type { LosslessMode, LossRecovery } from "./CongestedSwitchInputs.ts";
import type { DcqcnReactionPoint } from "./dcqcnReactionPoint.ts";
import type { PfcThresholds } from "./pfcThresholds.ts";

/**
 * The resolved, fixed description of one congested-switch run. Flows are numbered `0..senders-1`
 * for the incast senders (flow i from host i, entering the switch on ingress port i) and `senders`
 * for the innocent flow (from host 0), when there is one.
 *
 * Senders 1..senders-1 are identical and start together, so they behave identically: the model
 * simulates one flow per **class** (sender 0; each other sender; the innocent flow) and one port
 * per **port class** (port 0, shared with the innocent flow; each other port), and counts a class
 * as many times as it has members wherever flows meet (the egress queue, the lossy buffer). This
 * is exact, not an approximation, and keeps the cost independent of the number of senders.
 * @example initCongestedSwitch(inputs).config.classMultiplicity // [1, 7, 1]
 */
export interface CongestedSwitchConfig {
  readonly mode: LosslessMode;
  readonly lossRecovery: LossRecovery;
  readonly senders: number;
  readonly innocentFlow: boolean;
  /** Number of flows: senders, plus one with the innocent flow. */
  readonly flows: number;
  /** Flows each class stands for: sender 0 (1), the other senders (senders-1, if any), innocent (1). */
  readonly classMultiplicity: readonly number[];
  /** Index of the other-senders class, or -1 with a single sender. */
  readonly otherClass: number;
  /** Index of the innocent class, or -1 without the innocent flow. */
  readonly innocentClass: number;
  /** Classes queued at the congested egress port (sender 0 and the other senders). */
  readonly incastClasses: readonly number[];
  /** Ports each port class stands for: port 0 (1), the other ports (senders-1, if any). */
  readonly portMultiplicity: readonly number[];
  /** Classes entering the switch on one port of each port class. */
  readonly portClassFlows: readonly (readonly number[])[];
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
 * The state of a congested-switch run after `step` time steps. Arrays hold the values of one flow
 * of each class (`classMultiplicity` long) or one port of each port class (`portMultiplicity`
 * long), or rings of `delaySteps` slots per class or port class (data, credits and PAUSE frames
 * take `delaySteps` to cross a link; CNPs `3 x delaySteps`: switch to receiver, receiver to
 * switch, switch to sender). Counters are cumulative since time 0; multiply by the
 * multiplicities for totals (as `runCongestedSwitch` does).
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
  /** Sum over steps of the whole egress queue to the congested receiver, bytes x steps. */
  readonly egressQueueIntegral: number;
  /** Sum over steps of each port's buffer occupancy, bytes x steps (per port). */
  readonly portOccupancyIntegral: Float64Array;
  readonly maxEgressQueue: Bytes;
}
