import { type BitsPerSecond, type Bytes, bytes, type Seconds, seconds } from "../units.ts";
import type { CongestedSwitchInputs, CongestedSwitchOptions } from "./CongestedSwitchInputs.ts";
import type { CongestedSwitchConfig, CongestedSwitchState } from "./CongestedSwitchState.ts";
import { congestedSwitchDefaults as defaults } from "./congestedSwitchDefaults.ts";
import { advanceCongestedSwitch, copyCongestedSwitchState } from "./congestedSwitchKernel.ts";
import { initCongestedSwitch } from "./initCongestedSwitch.ts";

/**
 * One point of a congested-switch trace: averages over the window that ends at `time`.
 * @example runCongestedSwitch(inputs).trace[0].egressQueue
 */
interface CongestedSwitchSample {
  readonly time: Seconds;
  /** Mean bytes queued for the congested receiver. */
  readonly egressQueue: Bytes;
  /** Mean buffer held by each ingress port (per port). */
  readonly portOccupancy: readonly Bytes[];
  /** Goodput (in-order bytes delivered) of each flow. */
  readonly goodput: readonly BitsPerSecond[];
  /** Share of its link capacity each sender used, 0..1 (per port). */
  readonly linkUse: readonly number[];
  /** Share of the window each sender was held back by PAUSE or missing credits, 0..1 (per port). */
  readonly blocked: readonly number[];
  /** Bytes dropped per second, all flows together. */
  readonly dropRate: BitsPerSecond;
}

/**
 * What one flow did over a run.
 * @example runCongestedSwitch(inputs).flows.find((f) => f.kind === "innocent")?.steadyGoodput
 */
interface CongestedSwitchFlowSummary {
  readonly flow: number;
  readonly kind: "incast" | "innocent";
  /** Sending host (= ingress port). */
  readonly host: number;
  readonly sent: Bytes;
  readonly delivered: Bytes;
  readonly discarded: Bytes;
  readonly dropped: Bytes;
  /** Mean goodput over the whole run. */
  readonly goodput: BitsPerSecond;
  /** Mean goodput over the second half of the run, after the start-up transient. */
  readonly steadyGoodput: BitsPerSecond;
}

/**
 * What one ingress port (and its sender) saw over a run.
 * @example runCongestedSwitch(inputs).ports[0].pauseFrames
 */
interface CongestedSwitchPortSummary {
  readonly port: number;
  /** Share of the run the sender was held back by PAUSE or missing credits, 0..1. */
  readonly blocked: number;
  readonly pauseFrames: number;
  readonly meanOccupancy: Bytes;
}

/**
 * A whole congested-switch run: the trace, per-flow and per-port summaries, and the final state.
 * @example runCongestedSwitch(inputs).totals.dropped
 */
export interface CongestedSwitchRun {
  readonly config: CongestedSwitchConfig;
  readonly duration: Seconds;
  readonly trace: readonly CongestedSwitchSample[];
  readonly flows: readonly CongestedSwitchFlowSummary[];
  readonly ports: readonly CongestedSwitchPortSummary[];
  readonly totals: {
    readonly sent: Bytes;
    readonly delivered: Bytes;
    readonly discarded: Bytes;
    readonly dropped: Bytes;
    readonly maxEgressQueue: Bytes;
    readonly meanEgressQueue: Bytes;
  };
  readonly final: CongestedSwitchState;
}

const BITS_PER_BYTE = 8;

/** Steps at which trace windows end: increasing, the last one `total`. */
function windowEnds(total: number, samples: number, sampling: "linear" | "log"): number[] {
  const ends: number[] = [];
  for (let i = 1; i <= samples; i++) {
    const end =
      sampling === "log"
        ? Math.round(total ** ((i - 1) / Math.max(1, samples - 1)))
        : Math.round((i * total) / samples);
    if (end > (ends.at(-1) ?? 0)) ends.push(end);
  }
  if (ends.at(-1) !== total) ends.push(total);
  return ends;
}

/**
 * Run the congested switch from time 0 for `duration` (default 2 ms) and summarise it: a trace of
 * `samples` windows (egress queue, per-port buffer, per-flow goodput, link use, time held back,
 * drop rate) and per-flow / per-port totals. Pure; the same inputs give the same run.
 * @throws RangeError as `initCongestedSwitch`, or on a non-positive duration or sample count.
 * @example runCongestedSwitch({ mode: "pfc-ecn", senders: 8, ingressBuffer: kib(256), innocentFlow: true, linkRate: gbps(100) }).flows
 */
export function runCongestedSwitch(
  inputs: CongestedSwitchInputs,
  options: CongestedSwitchOptions = {},
): CongestedSwitchRun {
  const initial = initCongestedSwitch(inputs, options);
  const { config } = initial;
  const durationWanted = options.duration ?? defaults.duration;
  const samplesWanted = options.samples ?? defaults.samples;
  if (!(durationWanted > 0) || !Number.isInteger(samplesWanted) || samplesWanted < 1) {
    throw new RangeError("runCongestedSwitch: duration must be positive and samples a positive integer");
  }
  const totalSteps = Math.max(1, Math.round(durationWanted / config.timeStep));
  const samples = Math.min(samplesWanted, totalSteps);
  const state = copyCongestedSwitchState(initial);
  const senders = config.senders;
  const flows = config.flows;
  const classes = config.classMultiplicity.length;
  /** The class of flow f and the port class of port p (see CongestedSwitchConfig). */
  const classOf = (f: number) => (f === 0 ? 0 : f < senders ? config.otherClass : config.innocentClass);
  const portClassOf = (p: number) => (p === 0 ? 0 : 1);
  const halfStep = Math.floor(totalSteps / 2);
  let deliveredAtHalf = new Float64Array(classes);

  const trace: CongestedSwitchSample[] = [];
  let previous = copyCongestedSwitchState(state);
  let windowStart = 0;
  for (const windowEnd of windowEnds(totalSteps, samples, options.sampling ?? "linear")) {
    while (state.step < windowEnd) {
      if (state.step === halfStep) deliveredAtHalf = state.delivered.slice();
      advanceCongestedSwitch(state);
    }
    if (state.step === halfStep) deliveredAtHalf = state.delivered.slice();
    const steps = windowEnd - windowStart;
    const span = steps * config.timeStep;
    const rate = (now: Float64Array, before: Float64Array, index: number) =>
      (((now[index] as number) - (before[index] as number)) * BITS_PER_BYTE) / span;
    let droppedNow = 0;
    let droppedBefore = 0;
    for (let c = 0; c < classes; c++) {
      const m = config.classMultiplicity[c] as number;
      droppedNow += m * (state.dropped[c] as number);
      droppedBefore += m * (previous.dropped[c] as number);
    }
    trace.push({
      time: seconds(windowEnd * config.timeStep),
      egressQueue: bytes(Math.max(0, state.egressQueueIntegral - previous.egressQueueIntegral) / steps),
      portOccupancy: Array.from({ length: senders }, (_, port) => {
        const p = portClassOf(port);
        return bytes(
          Math.max(
            0,
            (state.portOccupancyIntegral[p] as number) - (previous.portOccupancyIntegral[p] as number),
          ) / steps,
        );
      }),
      goodput: Array.from(
        { length: flows },
        (_, f) => rate(state.delivered, previous.delivered, classOf(f)) as BitsPerSecond,
      ),
      linkUse: Array.from({ length: senders }, (_, port) => {
        let sentNow = 0;
        let sentBefore = 0;
        for (const c of config.portClassFlows[portClassOf(port)] ?? []) {
          sentNow += state.sent[c] as number;
          sentBefore += previous.sent[c] as number;
        }
        return (sentNow - sentBefore) / (steps * config.bytesPerStep);
      }),
      blocked: Array.from({ length: senders }, (_, port) => {
        const p = portClassOf(port);
        return ((state.blockedSteps[p] as number) - (previous.blockedSteps[p] as number)) / steps;
      }),
      dropRate: (((droppedNow - droppedBefore) * BITS_PER_BYTE) / span) as BitsPerSecond,
    });
    previous = copyCongestedSwitchState(state);
    windowStart = windowEnd;
  }

  const duration = seconds(totalSteps * config.timeStep);
  const secondHalf = (totalSteps - halfStep) * config.timeStep;
  const flowSummaries: CongestedSwitchFlowSummary[] = Array.from({ length: flows }, (_, f) => {
    const c = classOf(f);
    return {
      flow: f,
      kind: f < senders ? "incast" : "innocent",
      host: f < senders ? f : 0,
      sent: bytes(state.sent[c] as number),
      delivered: bytes(state.delivered[c] as number),
      discarded: bytes(state.discarded[c] as number),
      dropped: bytes(state.dropped[c] as number),
      goodput: (((state.delivered[c] as number) * BITS_PER_BYTE) / duration) as BitsPerSecond,
      steadyGoodput: ((((state.delivered[c] as number) - (deliveredAtHalf[c] as number)) * BITS_PER_BYTE) /
        secondHalf) as BitsPerSecond,
    };
  });
  const ports: CongestedSwitchPortSummary[] = Array.from({ length: senders }, (_, port) => {
    const p = portClassOf(port);
    return {
      port,
      blocked: (state.blockedSteps[p] as number) / totalSteps,
      pauseFrames: state.pauseFrames[p] as number,
      meanOccupancy: bytes((state.portOccupancyIntegral[p] as number) / totalSteps),
    };
  });
  /** Sum over all flows of a per-class counter. */
  const total = (values: Float64Array) =>
    bytes(values.reduce((sum, v, c) => sum + v * (config.classMultiplicity[c] as number), 0));
  const final: CongestedSwitchState = copyCongestedSwitchState(state);
  return {
    config,
    duration,
    trace,
    flows: flowSummaries,
    ports,
    totals: {
      sent: total(state.sent),
      delivered: total(state.delivered),
      discarded: total(state.discarded),
      dropped: total(state.dropped),
      maxEgressQueue: state.maxEgressQueue,
      meanEgressQueue: bytes(state.egressQueueIntegral / totalSteps),
    },
    final,
  };
}
