import type { BitsPerSecond, Bytes, Seconds } from "../units.ts";
import { FLOW_ACTIVE, type FlowSimState, type FlowStatus, flowStatusNames } from "./FlowSimState.ts";

/** One flow at one instant of a simulation. */
interface FlowSnapshot {
  readonly id: string;
  readonly status: FlowStatus;
  readonly rate: BitsPerSecond;
  readonly remaining: Bytes;
  /**
   * Index into `resources` of what limits an active flow: a saturated link direction or bus medium on
   * which no flow is faster (its bottleneck); -1 when not active.
   */
  readonly limitedBy: number;
}

/** One link direction or bus medium at one instant. */
interface ResourceSnapshot {
  /** Link index, or -1 for a bus medium. */
  readonly link: number;
  /** Link id with direction ("a>b" forward, "b>a" reverse), or the bus node id. */
  readonly label: string;
  /** For a link direction: the node it leaves and the node it enters; for a medium: the bus twice. */
  readonly from: number;
  readonly to: number;
  readonly load: BitsPerSecond;
  /** load / capacity, 0..1. */
  readonly utilisation: number;
}

/** A state of the flow simulator as plain, labelled objects, for drawing one frame. */
interface FlowSimSnapshot {
  readonly time: Seconds;
  readonly step: number;
  readonly done: boolean;
  /** Ids of the flows that started and finished at the event that led here. */
  readonly started: readonly string[];
  readonly finished: readonly string[];
  readonly flows: readonly FlowSnapshot[];
  /** Link directions (2 per link, forward then reverse), then bus media. */
  readonly resources: readonly ResourceSnapshot[];
}

const BITS_PER_BYTE = 8;

/**
 * Read a simulator state as plain objects: each flow's status, rate, bytes left and bottleneck, each
 * link direction's load and utilisation, and what the last event started and finished. Resources are
 * listed in resource order (channel 2l + d of link l, then the bus media), so `limitedBy` indexes them.
 * @example flowSimSnapshot(flowStep(initFlowSim({ topology, flows }))).flows[0].rate
 */
export function flowSimSnapshot(state: FlowSimState): FlowSimSnapshot {
  const ctx = state.context;
  const idOf = (f: number): string => ctx.flows[f]?.id ?? String(f);
  const resources: ResourceSnapshot[] = [];
  for (const link of ctx.topology.links) {
    for (const [d, from, to] of [
      [0, link.a, link.b],
      [1, link.b, link.a],
    ] as const) {
      const r = 2 * link.index + d;
      const load = state.load[r] as number;
      resources.push({
        link: link.index,
        label: `${ctx.topology.nodes[from]?.id}>${ctx.topology.nodes[to]?.id}`,
        from,
        to,
        load: load as BitsPerSecond,
        utilisation: load / (ctx.capacity[r] as number),
      });
    }
  }
  ctx.media.forEach((node, i) => {
    const r = 2 * ctx.topology.links.length + i;
    const load = state.load[r] as number;
    resources.push({
      link: -1,
      label: ctx.topology.nodes[node]?.id ?? String(node),
      from: node,
      to: node,
      load: load as BitsPerSecond,
      utilisation: load / (ctx.capacity[r] as number),
    });
  });
  return {
    time: state.time as Seconds,
    step: state.step,
    done: state.done,
    started: state.lastEvent.started.map(idOf),
    finished: state.lastEvent.finished.map(idOf),
    flows: ctx.flows.map((flow, f) => ({
      id: flow.id,
      status: flowStatusNames[state.status[f] as number] ?? "pending",
      rate: state.rate[f] as number as BitsPerSecond,
      remaining: ((state.remainingBits[f] as number) / BITS_PER_BYTE) as Bytes,
      limitedBy: state.status[f] === FLOW_ACTIVE ? (state.bottleneck[f] as number) : -1,
    })),
    resources,
  };
}
