import { IndexedHeap } from "../algorithms/IndexedHeap.ts";
import type { TrafficPair } from "../topology/Topology.ts";
import {
  candidateSlots,
  type DestinationLevels,
  destinationLevels,
  routingGraph,
} from "./destinationLevels.ts";
import { type ForwardingTables, NO_PATH } from "./forwardingTables.ts";
import { upDownRanks } from "./upDownRanks.ts";

/** Inputs of `simulatePacketRouting`. */
export interface SimulatePacketRoutingInputs {
  readonly tables: ForwardingTables;
  readonly pairs: readonly TrafficPair[];
  /** Packets every flow sends (default 8). */
  readonly packetsPerFlow?: number;
  /**
   * Adaptive routing: every switch sends each packet out of the least-loaded port of the
   * destination's AR group (the ports on a shortest legal path), instead of the LFT's one port.
   */
  readonly adaptive: boolean;
}

/** What the packets did. Times are in packet times: one packet crosses the fastest link in 1. */
export interface PacketRoutingResult {
  readonly adaptive: boolean;
  /** Packets that crossed each directed channel. */
  readonly channelPackets: readonly number[];
  readonly maxChannelPackets: number;
  /** Arrival of the last packet, in packet times. */
  readonly makespan: number;
  /** Packets that arrived before one sent earlier on the same flow. */
  readonly outOfOrderPackets: number;
  /** Flows with at least one packet out of order. */
  readonly reorderedFlows: number;
  readonly packets: number;
  /** Packets that could not be routed (no table entry or AR group). */
  readonly dropped: number;
}

/**
 * Send every flow of a traffic pattern as packets through the fabric, with static routing (each
 * switch's LFT port) or adaptive routing (the least-loaded port of the destination's AR group, the
 * ports with minimal hops, as the subnet manager's TREE AR groups are built), and count what
 * adaptive routing costs: packets of one flow taking different paths and arriving out of order.
 * Each link carries a packet per packet time times the fastest link's rate over its own, in each
 * direction, and serves packets in the order they reach it (a FIFO output queue); every flow offers
 * packet j at time j, senders' links taking their flows' packets in turn. Static routing keeps every
 * flow on one path through FIFO queues, so nothing arrives out of order. Adaptive routing balances
 * the queues a switch sees; a packet overtakes an earlier one of its flow when the paths beyond
 * differ in delay (a slower or busier link further on), which on a symmetric fabric with equal
 * packets in lockstep does not happen.
 * @throws RangeError when `packetsPerFlow` is not a positive integer or a pair is not between hosts.
 * @see infinibandSources.nvidiaAdaptiveRouting, infinibandSources.ncclServiceLevel
 * @example simulatePacketRouting({ tables, pairs: allToAllPairs(t.hosts), adaptive: true }).outOfOrderPackets
 */
export function simulatePacketRouting(inputs: SimulatePacketRoutingInputs): PacketRoutingResult {
  const { tables, pairs, adaptive } = inputs;
  const perFlow = inputs.packetsPerFlow ?? 8;
  if (!Number.isInteger(perFlow) || perFlow < 1) {
    throw new RangeError(`simulatePacketRouting: packetsPerFlow must be a positive integer, got ${perFlow}`);
  }
  const { sweep } = tables;
  const { ports } = sweep;
  const topology = ports.topology;
  const rule =
    tables.engine === "minhop"
      ? ({ kind: "minhop" } as const)
      : ({ kind: "updn", ranks: upDownRanks(ports, tables.roots) } as const);
  const graph = routingGraph(ports, rule);
  const destOf = new Map<number, { node: number; port: number; baseLid: number }>();
  for (const e of sweep.endPorts) if (e.kind === "host" && e.port === 1) destOf.set(e.node, e);
  for (const [k, p] of pairs.entries()) {
    if (topology.nodes[p.src]?.kind !== "host" || topology.nodes[p.dst]?.kind !== "host") {
      throw new RangeError(`simulatePacketRouting: pair ${k} (${p.src} -> ${p.dst}) is not between hosts`);
    }
  }
  const levelsOf = new Map<number, DestinationLevels>();
  const levels = (dst: number): DestinationLevels | undefined => {
    let l = levelsOf.get(dst);
    const end = destOf.get(dst);
    if (l === undefined && end !== undefined) {
      l = destinationLevels(graph, end);
      levelsOf.set(dst, l);
    }
    return l;
  };
  const free = new Float64Array(2 * topology.links.length);
  const channelPackets = new Array<number>(2 * topology.links.length).fill(0);
  const highestArrived = new Int32Array(pairs.length).fill(-1);
  const reordered = new Uint8Array(pairs.length);
  const candidates = new Int32Array(graph.maxDegree);
  let outOfOrder = 0;
  let dropped = 0;
  let makespan = 0;
  const slotOfPort = (node: number, port: number): number => {
    for (let e = graph.start[node] as number; e < (graph.start[node + 1] as number); e++) {
      if (graph.port[e] === port) return e;
    }
    return -1;
  };
  // Sending one packet over a link takes TICKS at the fastest link's rate, proportionally more on a
  // slower one. Times are integers in ticks.
  const TICKS = 1024;
  const fastest = topology.links.reduce((m, l) => Math.max(m, l.linkRateUnidirectional), 0);
  const service = topology.links.map((l) =>
    Math.max(1, Math.round((TICKS * fastest) / l.linkRateUnidirectional)),
  );
  // One event per packet at a time: the packet is at node `at[p]` at time `key`, ready to leave.
  // Events pop in time order (ties in injection order), so every link serves packets in the order
  // they reach it, as a FIFO output queue does.
  const packets = perFlow * pairs.length;
  const at = new Int32Array(packets);
  const hops = new Int32Array(packets);
  const heap = new IndexedHeap(Math.max(1, packets));
  const order = packets + 1;
  for (let j = 0; j < perFlow; j++) {
    pairs.forEach((_, f) => {
      const id = j * pairs.length + f;
      at[id] = (pairs[f] as TrafficPair).src;
      heap.set(id, j * TICKS * order + id);
    });
  }
  while (heap.size > 0) {
    const id = heap.topId();
    const time = Math.floor(heap.topKey() / order);
    heap.pop();
    const f = id % pairs.length;
    const pair = pairs[f] as TrafficPair;
    const node = at[id] as number;
    if (node === pair.dst) {
      // Arrivals pop in time order: a packet is out of order when a later one of its flow came first.
      const sequence = Math.floor(id / pairs.length);
      if (sequence < (highestArrived[f] as number)) {
        outOfOrder++;
        reordered[f] = 1;
      }
      highestArrived[f] = Math.max(highestArrived[f] as number, sequence);
      makespan = Math.max(makespan, time / TICKS);
      continue;
    }
    const end = destOf.get(pair.dst);
    let slot = -1;
    if (end !== undefined && (hops[id] as number) <= topology.nodes.length) {
      if (graph.isSwitch[node] === 0) {
        slot = node === pair.src ? slotOfPort(node, 1) : -1;
      } else {
        const lftPort = tables.switches[tables.tableOf[node] ?? -1]?.ports[end.baseLid] ?? NO_PATH;
        slot = lftPort === NO_PATH || lftPort === 0 ? -1 : slotOfPort(node, lftPort);
        if (adaptive) {
          const l = levels(pair.dst);
          const count = l === undefined ? 0 : candidateSlots(graph, l, node, pair.dst, candidates);
          // Least-loaded member of the AR group: the port whose link frees first; the LFT port on ties.
          for (let c = 0; c < count; c++) {
            const e = candidates[c] as number;
            const busy = free[graph.channel[e] as number] as number;
            if (slot < 0 || busy < (free[graph.channel[slot] as number] as number)) slot = e;
          }
        }
      }
    }
    if (slot < 0) {
      dropped++;
      continue;
    }
    const ch = graph.channel[slot] as number;
    const start = Math.max(time, free[ch] as number);
    const done = start + (service[ch >> 1] as number);
    free[ch] = done;
    channelPackets[ch] = (channelPackets[ch] as number) + 1;
    at[id] = graph.peer[slot] as number;
    hops[id] = (hops[id] as number) + 1;
    heap.set(id, done * order + id);
  }
  return {
    adaptive,
    channelPackets,
    maxChannelPackets: channelPackets.reduce((m, c) => Math.max(m, c), 0),
    makespan,
    outOfOrderPackets: outOfOrder,
    reorderedFlows: reordered.reduce((a, b) => a + b, 0),
    packets,
    dropped,
  };
}
