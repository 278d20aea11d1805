import type { TrafficPair } from "../topology/TrafficPair.ts";
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

/** What the packets did. Times are in packet times: one packet crosses one link in 1. */
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
 * Each link carries one packet per packet time in each direction; senders inject their flows'
 * packets in turn; a packet reserves each link on its path in order, waiting while it is busy.
 * Static routing keeps every flow on one path through FIFO links, so nothing arrives out of order.
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
  const lastArrival = new Float64Array(pairs.length);
  const reordered = new Uint8Array(pairs.length);
  const candidates: number[] = [];
  let outOfOrder = 0;
  let dropped = 0;
  let makespan = 0;
  const slotOfPort = (node: number, port: number): number => {
    for (let e = graph.start[node] as number; e < (graph.start[node + 1] as number); e++) {
      if (graph.port[e] === port) return e;
    }
    return -1;
  };
  for (let j = 0; j < perFlow; j++) {
    pairs.forEach((pair, f) => {
      const end = destOf.get(pair.dst);
      if (end === undefined) {
        dropped++;
        return;
      }
      let at = pair.src;
      let time = j;
      let slot = slotOfPort(at, 1);
      for (let hops = 0; slot >= 0; hops++) {
        const ch = graph.channel[slot] as number;
        const start = Math.max(time, free[ch] as number);
        free[ch] = start + 1;
        time = start + 1;
        channelPackets[ch] = (channelPackets[ch] as number) + 1;
        at = graph.peer[slot] as number;
        if (at === pair.dst) break;
        if (graph.isSwitch[at] === 0 || hops > topology.nodes.length) {
          slot = -1;
          break;
        }
        const t = tables.switches[tables.tableOf[at] ?? -1];
        const lftPort = t?.ports[end.baseLid] ?? NO_PATH;
        slot = lftPort === NO_PATH || lftPort === 0 ? -1 : slotOfPort(at, lftPort);
        if (adaptive) {
          const l = levels(pair.dst);
          if (l !== undefined) candidateSlots(graph, l, at, pair.dst, candidates);
          // Least-loaded member of the AR group: the port whose link frees first; the LFT port on ties.
          for (const e of l === undefined ? [] : candidates) {
            if (
              slot < 0 ||
              (free[graph.channel[e] as number] as number) < (free[graph.channel[slot] as number] as number)
            ) {
              slot = e;
            }
          }
        }
      }
      if (at !== pair.dst) {
        dropped++;
        return;
      }
      if (j > 0 && time < (lastArrival[f] as number)) {
        outOfOrder++;
        reordered[f] = 1;
      }
      lastArrival[f] = Math.max(lastArrival[f] as number, time);
      makespan = Math.max(makespan, time);
    });
  }
  return {
    adaptive,
    channelPackets,
    maxChannelPackets: channelPackets.reduce((m, c) => Math.max(m, c), 0),
    makespan,
    outOfOrderPackets: outOfOrder,
    reorderedFlows: reordered.reduce((a, b) => a + b, 0),
    packets: perFlow * pairs.length,
    dropped,
  };
}
