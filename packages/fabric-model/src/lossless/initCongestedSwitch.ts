import { dcqcnParameters as defaultDcqcn } from "../presets/dcqcnParameters.ts";
import { bytes, toBytesPerSecond } from "../units.ts";
import type { CongestedSwitchInputs, CongestedSwitchOptions } from "./CongestedSwitchInputs.ts";
import type { CongestedSwitchConfig, CongestedSwitchState } from "./CongestedSwitchState.ts";
import { congestedSwitchDefaults as defaults } from "./congestedSwitchDefaults.ts";
import { copyCongestedSwitchState } from "./congestedSwitchKernel.ts";
import { dcqcnInitial } from "./dcqcnReactionPoint.ts";
import { losslessModes } from "./LosslessMode.ts";
import { pfcThresholds } from "./pfcThresholds.ts";

/** Largest incast the model accepts (a switch's port count is of this order). */
const MAX_SENDERS = 64;

/**
 * The state of a congested switch at time 0: empty buffers and wires, every sender about to send
 * at line rate (DCQCN flows start at line rate), InfiniBand credits equal to each port's buffer.
 * Step it with `stepCongestedSwitch`, or run it with `runCongestedSwitch`.
 * @throws RangeError on an unknown mode, senders not an integer in 1..64, a non-positive rate,
 *   delay, time step or buffer, or (PFC modes) a buffer too small for the headroom (`pfcThresholds`).
 * @example initCongestedSwitch({ mode: "pfc", senders: 8, ingressBuffer: kib(256), innocentFlow: true, linkRate: gbps(100) })
 */
export function initCongestedSwitch(
  inputs: CongestedSwitchInputs,
  options: CongestedSwitchOptions = {},
): CongestedSwitchState {
  const { mode, senders, ingressBuffer, innocentFlow, linkRate } = inputs;
  if (!losslessModes.includes(mode)) {
    throw new RangeError(`initCongestedSwitch: mode "${mode}" is not one of ${losslessModes.join(", ")}`);
  }
  if (!Number.isInteger(senders) || senders < 1 || senders > MAX_SENDERS) {
    throw new RangeError(`initCongestedSwitch: senders ${senders} must be an integer in 1..${MAX_SENDERS}`);
  }
  const timeStep = options.timeStep ?? defaults.timeStep;
  const linkDelay = options.linkDelay ?? defaults.linkDelay;
  if (!(linkRate > 0 && timeStep > 0 && linkDelay > 0 && Number.isFinite(linkRate))) {
    throw new RangeError("initCongestedSwitch: link rate, link delay and time step must be positive");
  }
  const mtu = options.mtu ?? defaults.mtu;
  const dcqcn = options.dcqcn ?? defaultDcqcn;
  const lineRate = toBytesPerSecond(linkRate);
  const delaySteps = Math.max(1, Math.round(linkDelay / timeStep));
  const pfc =
    mode === "pfc" || mode === "pfc-ecn"
      ? pfcThresholds({
          buffer: ingressBuffer,
          linkRate,
          linkDelay: (delaySteps * timeStep) as typeof linkDelay,
          timeStep,
          mtu,
        })
      : null;
  if (!(ingressBuffer > 0)) throw new RangeError("initCongestedSwitch: the ingress buffer must be positive");
  const flows = senders + (innocentFlow ? 1 : 0);
  const steps = (s: number) => Math.max(1, Math.round(s / timeStep));
  const config: CongestedSwitchConfig = {
    mode,
    lossRecovery: options.lossRecovery ?? defaults.lossRecovery,
    senders,
    innocentFlow,
    flows,
    ingressBuffer,
    lineRate,
    timeStep,
    bytesPerStep: bytes(lineRate * timeStep),
    delaySteps,
    mtu,
    pfc,
    dcqcn,
    cnpIntervalSteps: steps(dcqcn.cnpInterval),
    alphaTimerSteps: steps(dcqcn.alphaTimer),
    increaseTimerSteps: steps(dcqcn.rateIncreaseTimer),
  };
  const reactionPoint = dcqcnInitial(lineRate);
  return copyCongestedSwitchState({
    config,
    step: 0,
    queueGood: new Float64Array(flows),
    queueDoomed: new Float64Array(flows),
    inFlight: new Float64Array(flows * delaySteps),
    recoverUntil: new Float64Array(flows),
    reactionPoints: Array.from({ length: flows }, () => reactionPoint),
    markedPackets: new Float64Array(flows),
    lastCnpStep: new Float64Array(flows).fill(Number.NEGATIVE_INFINITY),
    cnpInFlight: new Uint8Array(flows * 3 * delaySteps),
    credits: new Float64Array(senders).fill(ingressBuffer),
    creditsInFlight: new Float64Array(senders * delaySteps),
    xoff: new Uint8Array(senders),
    paused: new Uint8Array(senders),
    pauseInFlight: new Int8Array(senders * delaySteps).fill(-1),
    sent: new Float64Array(flows),
    delivered: new Float64Array(flows),
    discarded: new Float64Array(flows),
    dropped: new Float64Array(flows),
    blockedSteps: new Float64Array(senders),
    pauseFrames: new Float64Array(senders),
    egressQueueIntegral: 0,
    portOccupancyIntegral: new Float64Array(senders),
    maxEgressQueue: bytes(0),
  });
}
