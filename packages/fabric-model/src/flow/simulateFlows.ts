import type { BitsPerSecond, Bytes, Seconds } from "../units.ts";
import { advanceFlowSim, createFlowSimWorkspace } from "./advanceFlowSim.ts";
import type {
  FlowOutcome,
  FlowSimResult,
  LinkUsage,
  MediumUsage,
  RateSegment,
  ResourceUsage,
} from "./FlowSimResult.ts";
import { FLOW_UNREACHABLE } from "./FlowSimState.ts";
import { type FlowSimInput, type FlowSimOptions, initFlowSim } from "./initFlowSim.ts";

/**
 * Options of `simulateFlows`.
 * @example simulateFlows({ topology, flows }, { routing: "ecmp", recordTimelines: false })
 */
export interface SimulateFlowsOptions extends FlowSimOptions {
  /**
   * Record per-resource load timelines (`load` of each link direction and medium; default false:
   * they cost time and memory, and means and peaks are computed either way).
   */
  readonly recordTimelines?: boolean;
}

/** Rates this close (relative) to the previous one continue the same segment. */
const SAME_RATE = 1e-12;
const BITS_PER_BYTE = 8;

/**
 * Run a flow-level simulation to the end: flows share link directions (and bus media) max-min
 * fairly, rates change only when a flow starts or finishes, and a flow completes `pathLatency` after
 * its last byte leaves (so one flow alone takes latency + bytes / rate). Deterministic. Each flow's
 * rate segments are kept in typed arrays during the run and become objects when first read.
 * @throws RangeError on invalid flows (see `initFlowSim`).
 * @example simulateFlows({ topology: sharedBus({ hosts: 4, busRate: gbps(10) }), flows }).flows[0].duration
 */
export function simulateFlows(input: FlowSimInput, options: SimulateFlowsOptions = {}): FlowSimResult {
  const record = options.recordTimelines ?? false;
  const initial = initFlowSim(input, options);
  const ctx = initial.context;
  const flows = ctx.flows.length;
  const resources = ctx.capacity.length;
  // The same stepping as `flowStep`, in place on one copy of the arrays.
  const state = {
    status: initial.status.slice(),
    remainingBits: initial.remainingBits.slice(),
    rate: initial.rate.slice(),
    drainTime: initial.drainTime.slice(),
    expectedDrainTime: initial.expectedDrainTime.slice(),
    load: initial.load.slice(),
    bottleneck: initial.bottleneck.slice(),
  };
  const workspace = createFlowSimWorkspace(ctx, state);
  let clock = { time: initial.time, started: initial.started };
  let done = initial.done;
  let steps = 0;

  const segments = new SegmentLog(4 * flows);
  const segmentRate = new Float64Array(flows);
  const segmentStart = new Float64Array(flows);
  // Per resource: bits carried up to `since`, at load `current` from `since` on.
  const carriedBits = new Float64Array(resources);
  const since = new Float64Array(resources);
  const current = new Float64Array(resources);
  const peakLoad = new Float64Array(resources);
  const loadTime: number[][] = Array.from({ length: record ? resources : 0 }, () => [0]);
  const loadValue: number[][] = Array.from({ length: record ? resources : 0 }, () => [0]);
  const aggregateTime: number[] = [0];
  const aggregateValue: number[] = [0];
  let total = 0;

  while (!done) {
    const advance = advanceFlowSim(ctx, state, clock, workspace);
    if (advance === null) break;
    steps++;
    const t = advance.time;
    for (const f of advance.event.changed) {
      const rate = state.rate[f] as number;
      const previous = segmentRate[f] as number;
      if (rate === previous || Math.abs(rate - previous) <= SAME_RATE * previous) continue;
      total += rate - previous;
      if (previous > 0 && t > (segmentStart[f] as number))
        segments.add(f, segmentStart[f] as number, t, previous);
      segmentRate[f] = rate;
      segmentStart[f] = t;
    }
    const touched = advance.touched;
    for (let i = 0; i < touched.length; i++) {
      const r = touched[i] as number;
      const load = state.load[r] as number;
      const before = current[r] as number;
      if (load === before || Math.abs(load - before) <= SAME_RATE * before) continue;
      carriedBits[r] = (carriedBits[r] as number) + before * (t - (since[r] as number));
      since[r] = t;
      current[r] = load;
      if (load > (peakLoad[r] as number)) peakLoad[r] = load;
      if (record) pushStep(loadTime[r] as number[], loadValue[r] as number[], t, load);
    }
    if (advance.done) total = 0;
    if (total !== aggregateValue[aggregateValue.length - 1])
      pushStep(aggregateTime, aggregateValue, t, total);
    clock = advance;
    done = advance.done;
  }
  for (let r = 0; r < resources; r++) {
    carriedBits[r] =
      (carriedBits[r] as number) + (current[r] as number) * (clock.time - (since[r] as number));
  }

  const segmentsOf = segments.byFlow(flows);
  let drainEnd = 0;
  let makespan = 0;
  const outcomes: FlowOutcome[] = ctx.flows.map((flow, f) => {
    const start = ctx.startTime[f] as number as Seconds;
    const route = ctx.routes[f] ?? null;
    if (state.status[f] === FLOW_UNREACHABLE || route === null) {
      return {
        id: flow.id,
        src: flow.src,
        dst: flow.dst,
        bytes: flow.bytes,
        start,
        status: "unreachable",
        route: null,
        pathLatency: 0 as Seconds,
        drainTime: null,
        completionTime: null,
        duration: null,
        meanRate: 0 as BitsPerSecond,
        goodput: 0 as BitsPerSecond,
        segments: [],
      };
    }
    let segmentList: readonly RateSegment[] | undefined;
    const drain = state.drainTime[f] as number;
    const completion = drain + (ctx.pathLatency[f] as number);
    drainEnd = Math.max(drainEnd, drain);
    makespan = Math.max(makespan, completion);
    const bits = ctx.sizeBits[f] as number;
    const sending = drain - start;
    const duration = completion - start;
    return {
      id: flow.id,
      src: flow.src,
      dst: flow.dst,
      bytes: flow.bytes,
      start,
      status: "done",
      route,
      pathLatency: route.latency,
      drainTime: drain as Seconds,
      completionTime: completion as Seconds,
      duration: duration as Seconds,
      meanRate: (sending > 0 ? bits / sending : 0) as BitsPerSecond,
      goodput: (duration > 0 ? bits / duration : 0) as BitsPerSecond,
      get segments(): readonly RateSegment[] {
        segmentList ??= segmentsOf(f);
        return segmentList;
      },
    };
  });

  const usage = (r: number): ResourceUsage => {
    const capacity = ctx.capacity[r] as number;
    const bits = carriedBits[r] as number;
    return {
      capacity: capacity as BitsPerSecond,
      bytesCarried: (bits / BITS_PER_BYTE) as Bytes,
      meanUtilisation: drainEnd > 0 && capacity > 0 ? bits / (capacity * drainEnd) : 0,
      peakUtilisation: capacity > 0 ? (peakLoad[r] as number) / capacity : 0,
      load: record
        ? { time: (loadTime[r] ?? []) as Seconds[], values: (loadValue[r] ?? []) as BitsPerSecond[] }
        : { time: [], values: [] },
    };
  };
  const links: LinkUsage[] = ctx.topology.links.map((link) => {
    const forward = usage(2 * link.index);
    const reverse = usage(2 * link.index + 1);
    return {
      link: link.index,
      linkId: link.id,
      forward,
      reverse,
      meanUtilisation: Math.max(forward.meanUtilisation, reverse.meanUtilisation),
      peakUtilisation: Math.max(forward.peakUtilisation, reverse.peakUtilisation),
    };
  });
  const linkResources = 2 * ctx.topology.links.length;
  const media: MediumUsage[] = ctx.media.map((node, i) => ({
    node,
    nodeId: ctx.topology.nodes[node]?.id ?? String(node),
    ...usage(linkResources + i),
  }));

  return {
    flows: outcomes,
    unreachable: outcomes.filter((o) => o.status === "unreachable").map((o) => o.id),
    links,
    media,
    makespan: makespan as Seconds,
    drainEnd: drainEnd as Seconds,
    aggregateRate: { time: aggregateTime as Seconds[], values: aggregateValue as BitsPerSecond[] },
    steps,
  };
}

/** Append a step (or overwrite the last one when it starts at the same time). */
function pushStep(time: number[], values: number[], t: number, value: number): void {
  if (time.length > 0 && time[time.length - 1] === t) {
    values[values.length - 1] = value;
    return;
  }
  time.push(t);
  values.push(value);
}

/** Rate segments of all flows in the order they close, in growable typed arrays (internal). */
class SegmentLog {
  count = 0;
  private flow: Int32Array;
  private start: Float64Array;
  private end: Float64Array;
  private rate: Float64Array;

  /** Room for `capacity` segments to start with (it grows as needed). */
  constructor(capacity: number) {
    const size = Math.max(16, capacity);
    this.flow = new Int32Array(size);
    this.start = new Float64Array(size);
    this.end = new Float64Array(size);
    this.rate = new Float64Array(size);
  }

  add(f: number, start: number, end: number, rate: number): void {
    if (this.count === this.flow.length) this.grow();
    const i = this.count++;
    this.flow[i] = f;
    this.start[i] = start;
    this.end[i] = end;
    this.rate[i] = rate;
  }

  /** A function giving flow f's segments as objects, in time order. */
  byFlow(flows: number): (f: number) => RateSegment[] {
    const first = new Int32Array(flows + 1);
    for (let i = 0; i < this.count; i++) {
      const f = this.flow[i] as number;
      first[f + 1] = (first[f + 1] as number) + 1;
    }
    for (let f = 0; f < flows; f++) first[f + 1] = (first[f + 1] as number) + (first[f] as number);
    const order = new Int32Array(this.count);
    const fill = first.slice(0, flows);
    for (let i = 0; i < this.count; i++) {
      const f = this.flow[i] as number;
      order[fill[f] as number] = i;
      fill[f] = (fill[f] as number) + 1;
    }
    const { start, end, rate } = this;
    return (f) => {
      const list: RateSegment[] = [];
      for (let k = first[f] as number, stop = first[f + 1] as number; k < stop; k++) {
        const i = order[k] as number;
        list.push({
          start: start[i] as number as Seconds,
          end: end[i] as number as Seconds,
          rate: rate[i] as number as BitsPerSecond,
        });
      }
      return list;
    };
  }

  private grow(): void {
    const size = 2 * this.flow.length;
    const flow = new Int32Array(size);
    const start = new Float64Array(size);
    const end = new Float64Array(size);
    const rate = new Float64Array(size);
    flow.set(this.flow);
    start.set(this.start);
    end.set(this.end);
    rate.set(this.rate);
    this.flow = flow;
    this.start = start;
    this.end = end;
    this.rate = rate;
  }
}
