import { createRouter } from "../topology/createRouter.ts";
import type { Topology, TrafficPair } from "../topology/Topology.ts";
import type { ForwardingTables } from "./forwardingTables.ts";
import { type LftRouteOutcome, lftRoute } from "./lftRoute.ts";
import { roceUdpSourcePort } from "./roceUdpSourcePort.ts";

/**
 * How flows are routed: by the subnet manager's forwarding tables (InfiniBand, destination LID), or
 * by ECMP as a RoCE fabric does it (each switch hashes the flow's addresses and UDP source port to
 * one of its equal-cost next hops).
 */
export type LoadRouting =
  | { readonly kind: "lft"; readonly tables: ForwardingTables }
  | { readonly kind: "ecmp"; readonly topology: Topology };

/** The path of one flow, and how it ended. */
export interface FlowPath {
  readonly src: number;
  readonly dst: number;
  /** "delivered", or why not (an LFT outcome; "unreachable" when ECMP finds no path). */
  readonly outcome: LftRouteOutcome | "unreachable";
  /** Directed channels crossed (2*link + direction). */
  readonly channels: readonly number[];
  /** Destination LID used (LFT routing), or the UDP source port the switches hashed (ECMP). */
  readonly selector: number;
}

/** Flows per directed channel for a traffic pattern under one way of routing. */
export interface FabricLinkLoads {
  /** Flows crossing each directed channel: index 2*link (a to b) and 2*link + 1 (b to a). */
  readonly channelLoads: readonly number[];
  /** The largest channel load (1 = no two flows share a channel). */
  readonly maxLoad: number;
  /** A channel carrying `maxLoad` (-1 when nothing was routed). */
  readonly maxChannel: number;
  /** Every flow's path, in the order of the pairs. */
  readonly flows: readonly FlowPath[];
  /** Flows that did not arrive. */
  readonly undelivered: number;
}

/**
 * Route every pair of a traffic pattern and count the flows on each directed channel. With LFT
 * routing a flow leaves its source adapter's port 1 for the destination's port-1 LID (with LMC > 0,
 * flow k uses LID base + k mod 2^LMC, spreading flows over the LMC paths); with ECMP, flow k is a QP
 * pair numbered from `qpnBase` whose UDP source port (`roceUdpSourcePort`) the switches hash.
 * @throws RangeError when a pair names a node that is not a host of the fabric.
 * @see infinibandSources.kernelRoceUdpSport
 * @example fabricLinkLoads({ kind: "lft", tables }, shiftPermutationPairs(t.hosts, 4)).maxLoad // 1 with ftree on a full fat-tree
 */
export function fabricLinkLoads(
  routing: LoadRouting,
  pairs: readonly TrafficPair[],
  options: { readonly qpnBase?: number } = {},
): FabricLinkLoads {
  const topology = routing.kind === "lft" ? routing.tables.sweep.ports.topology : routing.topology;
  const loads = new Array<number>(2 * topology.links.length).fill(0);
  const flows: FlowPath[] = [];
  const isHost = (n: number): boolean => topology.nodes[n]?.kind === "host";
  const router = routing.kind === "ecmp" ? createRouter(topology) : undefined;
  const baseLid = new Map<number, { base: number; count: number }>();
  if (routing.kind === "lft") {
    for (const e of routing.tables.sweep.endPorts) {
      if (e.kind === "host" && e.port === 1) baseLid.set(e.node, { base: e.baseLid, count: e.lidCount });
    }
  }
  const qpnBase = options.qpnBase ?? 0x100;
  pairs.forEach((pair, k) => {
    if (!isHost(pair.src) || !isHost(pair.dst)) {
      throw new RangeError(`fabricLinkLoads: pair ${k} (${pair.src} -> ${pair.dst}) is not between hosts`);
    }
    let flow: FlowPath;
    if (routing.kind === "lft") {
      const lids = baseLid.get(pair.dst);
      const dlid = lids === undefined ? 0 : lids.base + (k % lids.count);
      const r = lftRoute(routing.tables, { src: pair.src, dlid });
      flow = { src: pair.src, dst: pair.dst, outcome: r.outcome, channels: r.channels, selector: dlid };
    } else {
      const sport = roceUdpSourcePort({
        localQpn: (qpnBase + 2 * k) & 0xffffff,
        remoteQpn: (qpnBase + 2 * k + 1) & 0xffffff,
      });
      const route = router?.ecmpPath({
        src: pair.src,
        dst: pair.dst,
        flowId: `${pair.src}>${pair.dst}:${sport}`,
      });
      flow = {
        src: pair.src,
        dst: pair.dst,
        outcome: route ? "delivered" : "unreachable",
        channels: route ? route.channels : [],
        selector: sport,
      };
    }
    if (flow.outcome === "delivered") {
      for (const c of flow.channels) loads[c] = (loads[c] as number) + 1;
    }
    flows.push(flow);
  });
  let maxLoad = 0;
  let maxChannel = -1;
  loads.forEach((l, c) => {
    if (l > maxLoad) {
      maxLoad = l;
      maxChannel = c;
    }
  });
  return {
    channelLoads: loads,
    maxLoad,
    maxChannel,
    flows,
    undelivered: flows.filter((f) => f.outcome !== "delivered").length,
  };
}
