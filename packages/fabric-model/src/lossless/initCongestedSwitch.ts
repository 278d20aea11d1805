import { dcqcnParameters as defaultDcqcn } from "../presets/dcqcnParameters.ts";
import { bytes, toBytesPerSecond } from "../units.ts";
import type { CongestedSwitchInputs, CongestedSwitchOptions } from "./CongestedSwitchInputs.ts";
import { losslessModes } from "./CongestedSwitchInputs.ts";
import type { CongestedSwitchConfig, CongestedSwitchState } from "./CongestedSwitchState.ts";
import { congestedSwitchDefaults as defaults } from "./congestedSwitchDefaults.ts";
import { copyCongestedSwitchState } from "./congestedSwitchKernel.ts";
import { dcqcnInitial } from "./dcqcnReactionPoint.ts";
import { pfcThresholds } from "./pfcThresholds.ts";

/** Largest incast the model accepts (a switch's port count is of this order). */
const MAX_SENDERS = 64;

/**
 * The state of a congested switch at time 0: empty buffers and wires, every sender about to send
 * at line rate (DCQCN flows start at line rate), InfiniBand credits equal to each port's buffer.
 * Arrays hold one flow per class and one port per port class (see `CongestedSwitchConfig`).
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
  const otherClass = senders > 1 ? 1 : -1;
  const classMultiplicity = [1, ...(senders > 1 ? [senders - 1] : []), ...(innocentFlow ? [1] : [])];
  const classes = classMultiplicity.length;
  const innocentClass = innocentFlow ? classes - 1 : -1;
  const portMultiplicity = [1, ...(senders > 1 ? [senders - 1] : [])];
  const ports = portMultiplicity.length;
  const steps = (s: number) => Math.max(1, Math.round(s / timeStep));
  const config: CongestedSwitchConfig = {
    mode,
    lossRecovery: options.lossRecovery ?? defaults.lossRecovery,
    senders,
    innocentFlow,
    flows,
    classMultiplicity,
    otherClass,
    innocentClass,
    incastClasses: otherClass >= 0 ? [0, otherClass] : [0],
    portMultiplicity,
    portClassFlows: portMultiplicity.map((_, p) =>
      p === 0 ? (innocentFlow ? [0, innocentClass] : [0]) : [otherClass],
    ),
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
    queueGood: new Float64Array(classes),
    queueDoomed: new Float64Array(classes),
    inFlight: new Float64Array(classes * delaySteps),
    recoverUntil: new Float64Array(classes),
    reactionPoints: Array.from({ length: classes }, () => reactionPoint),
    markedPackets: new Float64Array(classes),
    lastCnpStep: new Float64Array(classes).fill(Number.NEGATIVE_INFINITY),
    cnpInFlight: new Uint8Array(classes * 3 * delaySteps),
    credits: new Float64Array(ports).fill(ingressBuffer),
    creditsInFlight: new Float64Array(ports * delaySteps),
    xoff: new Uint8Array(ports),
    paused: new Uint8Array(ports),
    pauseInFlight: new Int8Array(ports * delaySteps).fill(-1),
    sent: new Float64Array(classes),
    delivered: new Float64Array(classes),
    discarded: new Float64Array(classes),
    dropped: new Float64Array(classes),
    blockedSteps: new Float64Array(ports),
    pauseFrames: new Float64Array(ports),
    egressQueueIntegral: 0,
    portOccupancyIntegral: new Float64Array(ports),
    maxEgressQueue: bytes(0),
  });
}
