import { type Bytes, bytes, toBytesPerSecond } from "../units.ts";
import type { CongestedSwitchState } from "./CongestedSwitchState.ts";
import { type DcqcnReactionPoint, dcqcnOnCnp, dcqcnTick } from "./dcqcnReactionPoint.ts";
import { ecnMarkProbability } from "./ecnMarkProbability.ts";

/**
 * Internal to lossless/ (not exported by the barrel): the congested-switch state with writable
 * fields, the copy that `stepCongestedSwitch` and `runCongestedSwitch` advance, and the advance.
 */
export type WorkingCongestedSwitchState = {
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

/** Per-configuration lookups and scratch space, derived once (the scratch is rewritten on every use). */
interface KernelTables {
  /** Flows entering the switch on each port: the sender's own flow, plus the innocent flow on port 0. */
  readonly portFlows: readonly (readonly number[])[];
  /** Flows queued at each egress port: the incast flows, then the innocent flow (if any). */
  readonly egressFlows: readonly (readonly number[])[];
  /** Bytes each flow left the switch with in the current step. */
  readonly departed: Float64Array;
  /** The two shares of a host's link in the current step. */
  readonly shares: Float64Array;
}
const kernelTables = new WeakMap<object, KernelTables>();
function tablesOf(state: WorkingCongestedSwitchState): KernelTables {
  const { config } = state;
  let tables = kernelTables.get(config);
  if (!tables) {
    tables = {
      portFlows: Array.from({ length: config.senders }, (_, p) =>
        p === 0 && config.innocentFlow ? [0, config.senders] : [p],
      ),
      egressFlows: config.innocentFlow
        ? [Array.from({ length: config.senders }, (_, f) => f), [config.senders]]
        : [Array.from({ length: config.senders }, (_, f) => f)],
      departed: new Float64Array(config.flows),
      shares: new Float64Array(2),
    };
    kernelTables.set(config, tables);
  }
  return tables;
}

function queued(state: WorkingCongestedSwitchState, flow: number): number {
  return (state.queueGood[flow] as number) + (state.queueDoomed[flow] as number);
}

/**
 * Serve up to `capacity` bytes from the queues of flows `from..to-1` in proportion to their content
 * (a fluid FIFO), writing each flow's departure into `out`.
 */
function serve(
  state: WorkingCongestedSwitchState,
  from: number,
  to: number,
  capacity: number,
  out: Float64Array,
): void {
  let total = 0;
  for (let f = from; f < to; f++) total += queued(state, f);
  const served = Math.min(capacity, total);
  for (let f = from; f < to; f++) {
    const q = queued(state, f);
    if (q <= 0) {
      out[f] = 0;
      continue;
    }
    const d = (served * q) / total;
    const good = state.queueGood[f] as number;
    const doomed = state.queueDoomed[f] as number;
    const fromGood = (d * good) / q;
    const fromDoomed = (d * doomed) / q;
    state.queueGood[f] = Math.max(0, good - fromGood);
    state.queueDoomed[f] = Math.max(0, doomed - fromDoomed);
    state.delivered[f] = (state.delivered[f] as number) + fromGood;
    state.discarded[f] = (state.discarded[f] as number) + fromDoomed;
    out[f] = d;
  }
}

/**
 * Admit what arrives now for `group` (flows sharing one buffer of `limit` bytes), in proportion to
 * what each brings when it does not all fit; the rest is dropped. After a loss a go-back-N flow's
 * arrivals are doomed until the sender has rewound: the receiver sees the gap when the next packet
 * leaves the queue and reaches it, its NAK takes two link delays back, and what the sender sent
 * meanwhile is still on the wire.
 */
function admit(
  s: WorkingCongestedSwitchState,
  group: readonly number[],
  limit: number,
  queueDelaySteps: number,
): void {
  const c = s.config;
  const k = c.delaySteps;
  const t = s.step;
  const slot = t % k;
  const inFlight = s.inFlight;
  let occupancy = 0;
  let arriving = 0;
  for (let i = 0; i < group.length; i++) {
    const f = group[i] as number;
    occupancy += (s.queueGood[f] as number) + (s.queueDoomed[f] as number);
    arriving += inFlight[f * k + slot] as number;
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
    if (t < (s.recoverUntil[f] as number)) s.queueDoomed[f] = (s.queueDoomed[f] as number) + admitted;
    else s.queueGood[f] = (s.queueGood[f] as number) + admitted;
  }
}

/**
 * Advance a working state by one time step, in place: control frames arrive (PAUSE/resume,
 * credits, CNPs, DCQCN timers), data arrives at the switch and is admitted or dropped per ingress
 * port, senders transmit what flow control and their rate allow, the egress ports serve their
 * queues (marking ECN on the congested one), and the switch decides PAUSE/resume per port.
 */
export function advanceCongestedSwitch(s: WorkingCongestedSwitchState): void {
  const c = s.config;
  const k = c.delaySteps;
  const kc = 3 * k;
  const t = s.step;
  const slot = t % k;
  const cnpSlot = t % kc;
  const flows = c.flows;
  const senders = c.senders;
  const capacity = c.bytesPerStep;
  const pfc = c.mode === "pfc" || c.mode === "pfc-ecn";
  const ecn = c.mode === "pfc-ecn";
  const credits = c.mode === "ib-credits";
  const qg = s.queueGood;
  const qd = s.queueDoomed;

  // (a) Control frames and timers.
  for (let p = 0; p < senders; p++) {
    const pauseFrame = s.pauseInFlight[p * k + slot] as number;
    if (pauseFrame >= 0) {
      s.paused[p] = pauseFrame;
      s.pauseInFlight[p * k + slot] = -1;
    }
    s.credits[p] = (s.credits[p] as number) + (s.creditsInFlight[p * k + slot] as number);
    s.creditsInFlight[p * k + slot] = 0;
  }
  if (ecn) {
    const tickInputs = {
      parameters: c.dcqcn,
      lineRate: c.lineRate,
      additiveIncrease: toBytesPerSecond(c.dcqcn.rateAdditiveIncrease),
      alphaTimerSteps: c.alphaTimerSteps,
      increaseTimerSteps: c.increaseTimerSteps,
      step: t,
    };
    for (let f = 0; f < flows; f++) {
      const rp = s.reactionPoints[f] as DcqcnReactionPoint;
      if (s.cnpInFlight[f * kc + cnpSlot]) {
        s.cnpInFlight[f * kc + cnpSlot] = 0;
        s.reactionPoints[f] = dcqcnOnCnp(rp, { g: c.dcqcn.g, step: t });
      } else {
        s.reactionPoints[f] = dcqcnTick(rp, tickInputs);
      }
    }
  }

  const tables = tablesOf(s);
  const lists = tables.portFlows;

  // (b) Data arrives at the switch and is admitted, or dropped when its buffer is full. Lossless
  // modes account buffer per ingress port (what PFC and credits watch); a lossy switch drops at
  // the egress queue, which may hold the memory of all ports.
  let egressBefore = 0;
  for (let f = 0; f < senders; f++) egressBefore += (qg[f] as number) + (qd[f] as number);
  const queueDelaySteps = Math.ceil(egressBefore / capacity);
  if (c.mode === "lossy") {
    for (const group of tables.egressFlows) admit(s, group, senders * c.ingressBuffer, queueDelaySteps);
  } else {
    for (const group of lists) admit(s, group, c.ingressBuffer, queueDelaySteps);
  }

  // (c) Senders transmit.
  for (let h = 0; h < senders; h++) {
    let budget: number = capacity;
    if (pfc && s.paused[h]) budget = 0;
    if (credits) budget = Math.min(capacity, Math.max(0, s.credits[h] as number));
    if ((pfc || credits) && budget < capacity) s.blockedSteps[h] = (s.blockedSteps[h] as number) + 1;
    const fs = lists[h] as readonly number[];
    const a = fs[0] as number;
    const b = fs.length > 1 ? (fs[1] as number) : -1;
    const capA = ecn
      ? (s.reactionPoints[a] as DcqcnReactionPoint).currentRate * c.timeStep
      : Number.POSITIVE_INFINITY;
    const capB =
      b >= 0 && ecn
        ? (s.reactionPoints[b] as DcqcnReactionPoint).currentRate * c.timeStep
        : Number.POSITIVE_INFINITY;
    shareLink(budget, capA, capB, b >= 0, tables.shares);
    const amountA = tables.shares[0] as number;
    const amountB = tables.shares[1] as number;
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
  for (let f = 0; f < senders; f++) egress += (qg[f] as number) + (qd[f] as number);
  const markProbability = ecn ? ecnMarkProbability(egress as Bytes, c.dcqcn) : 0;
  const departed = tables.departed;
  serve(s, 0, senders, capacity, departed);
  if (c.innocentFlow) serve(s, senders, flows, capacity, departed);
  if (ecn) {
    for (let f = 0; f < senders; f++) {
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
    for (let p = 0; p < senders; p++) {
      let freed = 0;
      for (const f of lists[p] as readonly number[]) freed += departed[f] as number;
      s.creditsInFlight[p * k + slot] = (s.creditsInFlight[p * k + slot] as number) + freed;
    }
  }

  // (e) PFC decisions and statistics.
  const thresholds = c.pfc;
  let egressAfter = 0;
  for (let f = 0; f < senders; f++) egressAfter += (qg[f] as number) + (qd[f] as number);
  for (let p = 0; p < senders; p++) {
    let occupancy = 0;
    for (const f of lists[p] as readonly number[]) occupancy += (qg[f] as number) + (qd[f] as number);
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
