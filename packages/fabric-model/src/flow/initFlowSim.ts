import { createRouter, type Router } from "../topology/createRouter.ts";
import type { Route, Topology } from "../topology/Topology.ts";
import type { FlowRouting, FlowSpec } from "./FlowSimState.ts";
import { FLOW_PENDING, FLOW_UNREACHABLE, type FlowSimContext, type FlowSimState } from "./FlowSimState.ts";

/** Inputs of a flow simulation: the network and the transfers. */
export interface FlowSimInput {
  readonly topology: Topology;
  readonly flows: readonly FlowSpec[];
}

/** Options of a flow simulation. */
export interface FlowSimOptions {
  /** "shortest" (default) or "ecmp". */
  readonly routing?: FlowRouting;
  /**
   * A router built for the same topology object, to reuse its per-destination distances across runs
   * (e.g. the steps of a collective); one is built when omitted.
   */
  readonly router?: Router;
}

const BITS_PER_BYTE = 8;

/**
 * The initial state of a flow simulation at time 0: every flow routed (unreachable ones marked so),
 * nothing started yet. Step it with `flowStep`, or run it to the end with `simulateFlows`.
 * @throws RangeError on duplicate flow ids, endpoints that are not node indices, a flow from a node to
 *   itself, negative or non-finite bytes or start, or a router built for another topology.
 * @example flowStep(initFlowSim({ topology, flows }, { routing: "ecmp" }))
 */
export function initFlowSim(input: FlowSimInput, options: FlowSimOptions = {}): FlowSimState {
  const { topology, flows } = input;
  const routing = options.routing ?? "shortest";
  const router = options.router ?? createRouter(topology);
  if (router.topology !== topology) {
    throw new RangeError("initFlowSim: options.router was built for another topology");
  }
  const nodeCount = topology.nodes.length;
  const ids = new Set<string>();
  for (const flow of flows) {
    if (ids.has(flow.id)) throw new RangeError(`initFlowSim: duplicate flow id "${flow.id}"`);
    ids.add(flow.id);
    for (const end of [flow.src, flow.dst]) {
      if (!Number.isInteger(end) || end < 0 || end >= nodeCount) {
        throw new RangeError(`initFlowSim: flow "${flow.id}" names node ${end}, not a node of the topology`);
      }
    }
    if (flow.src === flow.dst)
      throw new RangeError(`initFlowSim: flow "${flow.id}" goes from a node to itself`);
    if (!(Number.isFinite(flow.bytes) && flow.bytes >= 0)) {
      throw new RangeError(`initFlowSim: flow "${flow.id}" has bytes ${flow.bytes}`);
    }
    const start = flow.start ?? 0;
    if (!(Number.isFinite(start) && start >= 0)) {
      throw new RangeError(`initFlowSim: flow "${flow.id}" has start ${start}`);
    }
  }

  const linkCount = topology.links.length;
  const media: number[] = [];
  const mediumResource = new Map<number, number>();
  for (const node of topology.nodes) {
    if (node.kind === "bus") {
      mediumResource.set(node.index, 2 * linkCount + media.length);
      media.push(node.index);
    }
  }
  const resources = 2 * linkCount + media.length;
  const capacity = new Float64Array(resources);
  for (const link of topology.links) {
    capacity[2 * link.index] = link.linkRateUnidirectional;
    capacity[2 * link.index + 1] = link.linkRateUnidirectional;
  }
  media.forEach((node, i) => {
    capacity[2 * linkCount + i] = topology.nodes[node]?.mediumRate ?? 0;
  });

  const f = flows.length;
  const routes: (Route | null)[] = flows.map((flow) =>
    routing === "ecmp"
      ? router.ecmpPath({ src: flow.src, dst: flow.dst, flowId: flow.id })
      : router.shortestPath({ src: flow.src, dst: flow.dst }),
  );
  const pathStart = new Int32Array(f + 1);
  const resourceStart = new Int32Array(resources + 1);
  routes.forEach((route, i) => {
    const length = route === null ? 0 : route.channels.length + route.media.length;
    pathStart[i + 1] = (pathStart[i] as number) + length;
  });
  const pathResources = new Int32Array(pathStart[f] as number);
  routes.forEach((route, i) => {
    if (route === null) return;
    let p = pathStart[i] as number;
    for (const c of route.channels) pathResources[p++] = c;
    for (const m of route.media) pathResources[p++] = mediumResource.get(m) as number;
  });
  for (const r of pathResources) resourceStart[r + 1] = (resourceStart[r + 1] as number) + 1;
  for (let r = 0; r < resources; r++) {
    resourceStart[r + 1] = (resourceStart[r + 1] as number) + (resourceStart[r] as number);
  }
  const resourceFlows = new Int32Array(pathResources.length);
  const fill = resourceStart.slice(0, resources);
  for (let i = 0; i < f; i++) {
    for (let p = pathStart[i] as number; p < (pathStart[i + 1] as number); p++) {
      const r = pathResources[p] as number;
      resourceFlows[fill[r] as number] = i;
      fill[r] = (fill[r] as number) + 1;
    }
  }

  const sizeBits = Float64Array.from(flows, (flow) => flow.bytes * BITS_PER_BYTE);
  const startTime = Float64Array.from(flows, (flow) => flow.start ?? 0);
  const pathLatency = Float64Array.from(routes, (route) => (route === null ? 0 : route.latency));
  const reachable: number[] = [];
  const status = new Uint8Array(f);
  routes.forEach((route, i) => {
    if (route === null) status[i] = FLOW_UNREACHABLE;
    else {
      status[i] = FLOW_PENDING;
      reachable.push(i);
    }
  });
  reachable.sort((a, b) => (startTime[a] as number) - (startTime[b] as number) || a - b);

  const context: FlowSimContext = {
    topology,
    flows,
    routing,
    routes,
    media,
    capacity,
    pathStart,
    pathResources,
    resourceStart,
    resourceFlows,
    sizeBits,
    startTime,
    pathLatency,
    startOrder: Int32Array.from(reachable),
  };
  return {
    context,
    time: 0,
    step: 0,
    status,
    remainingBits: sizeBits.slice(),
    rate: new Float64Array(f),
    drainTime: new Float64Array(f).fill(Number.NaN),
    expectedDrainTime: new Float64Array(f).fill(Number.POSITIVE_INFINITY),
    load: new Float64Array(resources),
    bottleneck: new Int32Array(f).fill(-1),
    started: 0,
    lastEvent: { time: 0, started: [], finished: [], changed: [] },
    done: reachable.length === 0,
  };
}
