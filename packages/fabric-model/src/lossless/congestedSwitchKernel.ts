import { type Bytes, bytes, toBytesPerSecond } from "../units.ts";
import type { CongestedSwitchState } from "./CongestedSwitchState.ts";
import { type DcqcnReactionPoint, dcqcnOnCnp, dcqcnTick } from "./dcqcnReactionPoint.ts";
import { ecnMarkProbability } from "./ecnMarkProbability.ts";

/**
 * Internal to lossless/ (not exported by the barrel): the congested-switch state with writable
 * fields, the copy that `stepCongestedSwitch` and `runCongestedSwitch` advance, and the advance.
 */
type WorkingCongestedSwitchState = {
  -readonly [K in keyof CongestedSwitchState]: CongestedSwitchState[K] extends readonly DcqcnReactionPoint[]
    ? DcqcnReactionPoint[]
    : CongestedSwitchState[K];
};

/** A deep copy of a state that can be advanced without touching the original. */
export function copyCongestedSwitchState(state: CongestedSwitchState): WorkingCongestedSwitchState {
  // Every field listed in one order, so that all states share one object shape.
  return {
    config: state.config,
    step: state.step,
    queueGood: state.queueGood.slice(),
    queueDoomed: state.queueDoomed.slice(),
    inFlight: state.inFlight.slice(),
    recoverUntil: state.recoverUntil.slice(),
    reactionPoints: [...state.reactionPoints],
    markedPackets: state.markedPackets.slice(),
    lastCnpStep: state.lastCnpStep.slice(),
    cnpInFlight: state.cnpInFlight.slice(),
    credits: state.credits.slice(),
    creditsInFlight: state.creditsInFlight.slice(),
    xoff: state.xoff.slice(),
    paused: state.paused.slice(),
    pauseInFlight: state.pauseInFlight.slice(),
    sent: state.sent.slice(),
    delivered: state.delivered.slice(),
    discarded: state.discarded.slice(),
    dropped: state.dropped.slice(),
    blockedSteps: state.blockedSteps.slice(),
    pauseFrames: state.pauseFrames.slice(),
    egressQueueIntegral: state.egressQueueIntegral,
    portOccupancyIntegral: state.portOccupancyIntegral.slice(),
    maxEgressQueue: state.maxEgressQueue,
  };
}

/**
 * Share `budget` bytes between a host's one or two flows with per-flow caps, equally (round robin
 * in the fluid limit), giving what a capped flow cannot use to the other.
 */
function shareLink(budget: number, capA: number, capB: number, two: boolean, out: Float64Array): void {
  const half = budget / 2;
  if (!two) {
    out[0] = Math.min(budget, capA);
    out[1] = 0;
  } else if (capA <= half) {
    out[0] = capA;
    out[1] = Math.min(capB, budget - capA);
  } else if (capB <= half) {
    out[0] = Math.min(capA, budget - capB);
    out[1] = capB;
  } else {
    out[0] = half;
    out[1] = half;
  }
}

/**
 * Admit what arrives now for `group` (classes sharing one buffer of `limit` bytes, each counted
 * `weight[c]` times), in proportion to what each brings when it does not all fit; the rest is
 * dropped. After a loss a go-back-N flow's arrivals are doomed until the sender has rewound: the
 * receiver sees the gap when the next packet leaves the queue and reaches it, its NAK takes two
 * link delays back, and what the sender sent meanwhile is still on the wire.
 */
function admit(
  s: WorkingCongestedSwitchState,
  group: readonly number[],
  weight: readonly number[] | null,
  limit: number,
  queueDelaySteps: number,
): void {
  const c = s.config;
  const k = c.delaySteps;
  const t = s.step;
  const slot = t % k;
  const inFlight = s.inFlight;
  const qg = s.queueGood;
  const qd = s.queueDoomed;
  let occupancy = 0;
  let arriving = 0;
  for (let i = 0; i < group.length; i++) {
    const f = group[i] as number;
    const m = weight ? (weight[f] as number) : 1;
    occupancy += m * ((qg[f] as number) + (qd[f] as number));
    arriving += m * (inFlight[f * k + slot] as number);
  }
  const free = Math.max(0, limit - occupancy);
  const admitFraction = arriving <= free ? 1 : free / arriving;
  for (let i = 0; i < group.length; i++) {
    const f = group[i] as number;
    const arrived = inFlight[f * k + slot] as number;
    inFlight[f * k + slot] = 0;
    if (arrived <= 0) continue;
    const admitted = arrived * admitFraction;
    const lost = Math.max(0, arrived - admitted);
    if (lost > 0) {
      s.dropped[f] = (s.dropped[f] as number) + lost;
      if (c.lossRecovery === "go-back-n") {
        s.recoverUntil[f] = Math.max(s.recoverUntil[f] as number, t + queueDelaySteps + 4 * k);
      }
    }
    if (t < (s.recoverUntil[f] as number)) qd[f] = (qd[f] as number) + admitted;
    else qg[f] = (qg[f] as number) + admitted;
  }
}

/**
 * Serve up to `capacity` bytes from the queues of `group` in proportion to their content (a fluid
 * FIFO), each class counted `weight[c]` times; writes each class's per-flow departure into `out`.
 */
function serve(
  s: WorkingCongestedSwitchState,
  group: readonly number[],
  weight: readonly number[],
  capacity: number,
  out: Float64Array,
): void {
  const qg = s.queueGood;
  const qd = s.queueDoomed;
  let total = 0;
  for (let i = 0; i < group.length; i++) {
    const f = group[i] as number;
    total += (weight[f] as number) * ((qg[f] as number) + (qd[f] as number));
  }
  const served = Math.min(capacity, total);
  for (let i = 0; i < group.length; i++) {
    const f = group[i] as number;
    const good = qg[f] as number;
    const doomed = qd[f] as number;
    const q = good + doomed;
    if (q <= 0 || total <= 0) {
      out[f] = 0;
      continue;
    }
    const d = (served * q) / total;
    const fromGood = (d * good) / q;
    const fromDoomed = (d * doomed) / q;
    qg[f] = Math.max(0, good - fromGood);
    qd[f] = Math.max(0, doomed - fromDoomed);
    s.delivered[f] = (s.delivered[f] as number) + fromGood;
    s.discarded[f] = (s.discarded[f] as number) + fromDoomed;
    out[f] = d;
  }
}

/** Scratch space per configuration (rewritten on every use, so sharing it is safe). */
interface Scratch {
  /** DCQCN timer inputs without the step. */
  readonly tick: Omit<Parameters<typeof dcqcnTick>[1], "step">;
  readonly departed: Float64Array;
  readonly shares: Float64Array;
  /** The innocent class alone, as a group. */
  readonly innocent: readonly number[];
}
const scratch = new WeakMap<object, Scratch>();
function scratchOf(s: WorkingCongestedSwitchState): Scratch {
  let space = scratch.get(s.config);
  if (!space) {
    const c = s.config;
    space = {
      tick: {
        parameters: c.dcqcn,
        lineRate: c.lineRate,
        additiveIncrease: toBytesPerSecond(c.dcqcn.rateAdditiveIncrease),
        alphaTimerSteps: c.alphaTimerSteps,
        increaseTimerSteps: c.increaseTimerSteps,
      },
      departed: new Float64Array(s.config.classMultiplicity.length),
      shares: new Float64Array(2),
      innocent: [s.config.innocentClass],
    };
    scratch.set(s.config, space);
  }
  return space;
}

/**
 * Advance a working state by one time step, in place: control frames arrive (PAUSE/resume,
 * credits, CNPs, DCQCN timers), data arrives at the switch and is admitted or dropped, senders
 * transmit what flow control and their rate allow, the egress ports serve their queues (marking
 * ECN on the congested one), and the switch decides PAUSE/resume per port.
 */
export function advanceCongestedSwitch(s: WorkingCongestedSwitchState): void {
  const c = s.config;
  const k = c.delaySteps;
  const kc = 3 * k;
  const t = s.step;
  const slot = t % k;
  const cnpSlot = t % kc;
  const classes = c.classMultiplicity.length;
  const ports = c.portMultiplicity.length;
  const weight = c.classMultiplicity;
  const capacity = c.bytesPerStep;
  const pfc = c.mode === "pfc" || c.mode === "pfc-ecn";
  const ecn = c.mode === "pfc-ecn";
  const credits = c.mode === "ib-credits";
  const qg = s.queueGood;
  const qd = s.queueDoomed;
  const incast = c.incastClasses;
  const portFlows = c.portClassFlows;
  const space = scratchOf(s);

  // (a) Control frames and timers.
  for (let p = 0; p < ports; p++) {
    const pauseFrame = s.pauseInFlight[p * k + slot] as number;
    if (pauseFrame >= 0) {
      s.paused[p] = pauseFrame;
      s.pauseInFlight[p * k + slot] = -1;
    }
    s.credits[p] = (s.credits[p] as number) + (s.creditsInFlight[p * k + slot] as number);
    s.creditsInFlight[p * k + slot] = 0;
  }
  if (ecn) {
    const tickInputs = space.tick;
    for (let f = 0; f < classes; f++) {
      const rp = s.reactionPoints[f] as DcqcnReactionPoint;
      if (s.cnpInFlight[f * kc + cnpSlot]) {
        s.cnpInFlight[f * kc + cnpSlot] = 0;
        s.reactionPoints[f] = dcqcnOnCnp(rp, { g: c.dcqcn.g, step: t });
      } else if (
        t - rp.alphaTimerStart >= c.alphaTimerSteps ||
        t - rp.increaseTimerStart >= c.increaseTimerSteps
      ) {
        s.reactionPoints[f] = dcqcnTick(rp, { ...tickInputs, step: t });
      }
    }
  }

  // (b) Data arrives at the switch and is admitted, or dropped when its buffer is full. Lossless
  // modes account buffer per ingress port (what PFC and credits watch); a lossy switch drops at
  // the egress queue, which may hold the memory of all ports.
  let egressBefore = 0;
  for (let i = 0; i < incast.length; i++) {
    const f = incast[i] as number;
    egressBefore += (weight[f] as number) * ((qg[f] as number) + (qd[f] as number));
  }
  const queueDelaySteps = Math.ceil(egressBefore / capacity);
  if (c.mode === "lossy") {
    const limit = c.senders * c.ingressBuffer;
    admit(s, incast, weight, limit, queueDelaySteps);
    if (c.innocentClass >= 0) admit(s, space.innocent, null, limit, queueDelaySteps);
  } else {
    for (let p = 0; p < ports; p++)
      admit(s, portFlows[p] as readonly number[], null, c.ingressBuffer, queueDelaySteps);
  }

  // (c) Senders transmit: each host shares its link between its one or two flows.
  for (let h = 0; h < ports; h++) {
    let budget: number = capacity;
    if (pfc && s.paused[h]) budget = 0;
    if (credits) budget = Math.min(capacity, Math.max(0, s.credits[h] as number));
    if ((pfc || credits) && budget < capacity) s.blockedSteps[h] = (s.blockedSteps[h] as number) + 1;
    const fs = portFlows[h] as readonly number[];
    const a = fs[0] as number;
    const b = fs.length > 1 ? (fs[1] as number) : -1;
    const capA = ecn
      ? (s.reactionPoints[a] as DcqcnReactionPoint).currentRate * c.timeStep
      : Number.POSITIVE_INFINITY;
    const capB =
      b >= 0 && ecn
        ? (s.reactionPoints[b] as DcqcnReactionPoint).currentRate * c.timeStep
        : Number.POSITIVE_INFINITY;
    shareLink(budget, capA, capB, b >= 0, space.shares);
    const amountA = space.shares[0] as number;
    const amountB = space.shares[1] as number;
    s.inFlight[a * k + slot] = amountA;
    s.sent[a] = (s.sent[a] as number) + amountA;
    if (b >= 0) {
      s.inFlight[b * k + slot] = amountB;
      s.sent[b] = (s.sent[b] as number) + amountB;
    }
    if (credits) s.credits[h] = (s.credits[h] as number) - amountA - amountB;
  }

  // (d) Egress ports serve their queues; the congested one marks ECN.
  let egress = 0;
  for (let i = 0; i < incast.length; i++) {
    const f = incast[i] as number;
    egress += (weight[f] as number) * ((qg[f] as number) + (qd[f] as number));
  }
  const markProbability = ecn ? ecnMarkProbability(egress as Bytes, c.dcqcn) : 0;
  const departed = space.departed;
  departed.fill(0);
  serve(s, incast, weight, capacity, departed);
  if (c.innocentClass >= 0) serve(s, space.innocent, weight, capacity, departed);
  if (ecn) {
    for (let i = 0; i < incast.length; i++) {
      const f = incast[i] as number;
      if (t - (s.lastCnpStep[f] as number) < c.cnpIntervalSteps) continue;
      const marked = (s.markedPackets[f] as number) + (markProbability * (departed[f] as number)) / c.mtu;
      if (marked >= 1) {
        s.cnpInFlight[f * kc + cnpSlot] = 1;
        s.lastCnpStep[f] = t;
        s.markedPackets[f] = 0;
      } else {
        s.markedPackets[f] = marked;
      }
    }
  }
  if (credits) {
    for (let p = 0; p < ports; p++) {
      let freed = 0;
      const fs = portFlows[p] as readonly number[];
      for (let i = 0; i < fs.length; i++) freed += departed[fs[i] as number] as number;
      s.creditsInFlight[p * k + slot] = (s.creditsInFlight[p * k + slot] as number) + freed;
    }
  }

  // (e) PFC decisions and statistics.
  const thresholds = c.pfc;
  let egressAfter = 0;
  for (let i = 0; i < incast.length; i++) {
    const f = incast[i] as number;
    egressAfter += (weight[f] as number) * ((qg[f] as number) + (qd[f] as number));
  }
  for (let p = 0; p < ports; p++) {
    let occupancy = 0;
    const fs = portFlows[p] as readonly number[];
    for (let i = 0; i < fs.length; i++) {
      const f = fs[i] as number;
      occupancy += (qg[f] as number) + (qd[f] as number);
    }
    s.portOccupancyIntegral[p] = (s.portOccupancyIntegral[p] as number) + occupancy;
    if (!thresholds) continue;
    if (!s.xoff[p] && occupancy >= thresholds.xoff) {
      s.xoff[p] = 1;
      s.pauseInFlight[p * k + slot] = 1;
      s.pauseFrames[p] = (s.pauseFrames[p] as number) + 1;
    } else if (s.xoff[p] && occupancy <= thresholds.xon) {
      s.xoff[p] = 0;
      s.pauseInFlight[p * k + slot] = 0;
    }
  }
  s.egressQueueIntegral += egressAfter;
  if (egressAfter > s.maxEgressQueue) s.maxEgressQueue = bytes(egressAfter);
  s.step = t + 1;
}
