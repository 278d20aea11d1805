import { createRouter, type Router } from "../topology/createRouter.ts";
import { flowIdHash } from "../topology/ecmpHash.ts";
import type { Topology, TrafficPair } from "../topology/Topology.ts";
import type { LoadRouting } from "./fabricLinkLoads.ts";
import { type LftRouteOutcome, LftWalker } from "./lftRoute.ts";
import { roceUdpSourcePort } from "./roceUdpSourcePort.ts";

/** Flows per directed channel, and how many flows did not arrive. */
export interface ChannelLoadTotals {
  /** Flows crossing each directed channel: index 2*link (a to b) and 2*link + 1 (b to a). */
  readonly channelLoads: readonly number[];
  /** The largest channel load (1 = no two flows share a channel). */
  readonly maxLoad: number;
  /** A channel carrying `maxLoad` (-1 when nothing was routed). */
  readonly maxChannel: number;
  /** Flows that did not arrive. */
  readonly undelivered: number;
}

/**
 * Route every pair of a traffic pattern one flow at a time and count the flows on each directed
 * channel (internal to `fabricLinkLoads` and `fabricChannelLoads`): `onFlow`, when given, sees each
 * flow's outcome, the channels it crossed (the first `count` of `channels`, overwritten by the next
 * flow) and its selector.
 * @throws RangeError when a pair names a node that is not a host of the fabric.
 */
export function routeFlows(
  routing: LoadRouting,
  pairs: readonly TrafficPair[],
  options: { readonly qpnBase?: number; readonly flowOffset?: number },
  onFlow?: (
    pair: TrafficPair,
    outcome: LftRouteOutcome | "unreachable",
    channels: Int32Array,
    count: number,
    selector: number,
  ) => void,
): ChannelLoadTotals {
  const topology = routing.kind === "lft" ? routing.tables.sweep.ports.topology : routing.topology;
  const loads = new Array<number>(2 * topology.links.length).fill(0);
  const channels = new Int32Array(topology.nodes.length + 1);
  const router = routing.kind === "ecmp" ? routerOf(topology) : undefined;
  const walker = routing.kind === "lft" ? new LftWalker(routing.tables) : undefined;
  // Base LID and LID count of each adapter's port 1.
  const baseLid = new Int32Array(topology.nodes.length).fill(-1);
  const lidCount = new Int32Array(topology.nodes.length);
  if (routing.kind === "lft") {
    for (const e of routing.tables.sweep.endPorts) {
      if (e.kind === "host" && e.port === 1) {
        baseLid[e.node] = e.baseLid;
        lidCount[e.node] = e.lidCount;
      }
    }
  }
  const qpnBase = options.qpnBase ?? 0x100;
  // Flow k of `pairs` is flow offset + k of the whole pattern (its QP numbers and LMC path).
  const offset = options.flowOffset ?? 0;
  let undelivered = 0;
  // Without a flow to show, the flows that enter the fabric at one switch for one LID are walked
  // once from that switch: they cross the same channels after their first (the tables route by
  // destination alone), so each flow adds only its own first channel.
  const shared = walker !== undefined && onFlow === undefined ? new SharedWalks(pairs.length) : undefined;
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k] as TrafficPair;
    if (topology.nodes[pair.src]?.kind !== "host" || topology.nodes[pair.dst]?.kind !== "host") {
      throw new RangeError(
        `fabricLinkLoads: pair ${offset + k} (${pair.src} -> ${pair.dst}) is not between hosts`,
      );
    }
    let outcome: LftRouteOutcome | "unreachable";
    let count: number;
    let selector: number;
    if (walker !== undefined) {
      const base = baseLid[pair.dst] as number;
      // With LMC > 0, flow k uses LID base + k mod 2^LMC.
      selector = base < 0 ? 0 : base + ((offset + k) % (lidCount[pair.dst] as number));
      if (shared?.add(routing as LftRouting, pair.src, selector)) continue;
      count = walker.walk(pair.src, 1, selector, channels);
      outcome = walker.outcome;
    } else {
      selector = roceUdpSourcePort({
        localQpn: (qpnBase + 2 * (offset + k)) & 0xffffff,
        remoteQpn: (qpnBase + 2 * (offset + k) + 1) & 0xffffff,
      });
      // The hash of the flow id `${src}>${dst}:${sport}`, read as the text it is without writing it.
      const flowHash = hashDecimal(
        hashDecimal(hashDecimal(FNV_BASIS, pair.src, GT), pair.dst, COLON),
        selector,
        -1,
      );
      count = router?.ecmpChannels({ src: pair.src, dst: pair.dst, flowHash }, channels) ?? -1;
      outcome = count < 0 ? "unreachable" : "delivered";
      count = Math.max(0, count);
    }
    if (outcome === "delivered") {
      for (let c = 0; c < count; c++) {
        const ch = channels[c] as number;
        loads[ch] = (loads[ch] as number) + 1;
      }
    } else undelivered++;
    onFlow?.(pair, outcome, channels, count, selector);
  }
  if (shared !== undefined && walker !== undefined) undelivered += shared.walk(walker, channels, loads);
  return channelLoadTotals(loads, undelivered);
}

/** The totals of per-channel flow counts: the busiest channel (the first of equals) and its load. */
export function channelLoadTotals(loads: readonly number[], undelivered: number): ChannelLoadTotals {
  let maxLoad = 0;
  let maxChannel = -1;
  loads.forEach((l, c) => {
    if (l > maxLoad) {
      maxLoad = l;
      maxChannel = c;
    }
  });
  return { channelLoads: loads, maxLoad, maxChannel, undelivered };
}

/**
 * Routers by topology (a topology does not change): the distances towards each destination a router
 * keeps serve every traffic pattern routed over it.
 */
const routers = new WeakMap<Topology, Router>();

function routerOf(topology: Topology): Router {
  let router = routers.get(topology);
  if (router === undefined) {
    router = createRouter(topology);
    routers.set(topology, router);
  }
  return router;
}

type LftRouting = Extract<LoadRouting, { kind: "lft" }>;

/**
 * Flows grouped by the switch they enter the fabric at and their destination LID, to walk each
 * group once (internal to `routeFlows`).
 */
class SharedWalks {
  private readonly groupOf = new Map<number, number>();
  private readonly at: number[] = [];
  private readonly lid: number[] = [];
  private readonly flows: number[] = [];
  /** Per grouped flow: its group and its first channel (from its adapter to the switch). */
  private readonly flowGroup: Int32Array;
  private readonly flowChannel: Int32Array;
  private grouped = 0;

  constructor(pairs: number) {
    this.flowGroup = new Int32Array(pairs);
    this.flowChannel = new Int32Array(pairs);
  }

  /**
   * Take the flow from adapter `src` (by port 1) to `lid` into its group, when it has one: the port
   * is up, leads to a switch, and the LID belongs to another node. False: walk it alone.
   */
  add(routing: LftRouting, src: number, lid: number): boolean {
    const { tables } = routing;
    const { ports, lidOwner, endPorts } = tables.sweep;
    const first = ports.byNode[src]?.[0];
    const owner = lidOwner[lid] ?? -1;
    if (first === undefined || first.down || (tables.tableOf[first.peerNode] ?? -1) < 0) return false;
    if (owner < 0 || endPorts[owner]?.node === src) return false;
    const key = first.peerNode * lidOwner.length + lid;
    let group = this.groupOf.get(key);
    if (group === undefined) {
      group = this.at.length;
      this.groupOf.set(key, group);
      this.at.push(first.peerNode);
      this.lid.push(lid);
      this.flows.push(0);
    }
    this.flows[group] = (this.flows[group] as number) + 1;
    this.flowGroup[this.grouped] = group;
    this.flowChannel[this.grouped++] = first.channel;
    return true;
  }

  /**
   * Walk every group from its switch (as a flow arriving there walks on) and add the loads of its
   * delivered flows to `loads` (`channels`: scratch for a walk): the flows not delivered.
   */
  walk(walker: LftWalker, channels: Int32Array, loads: number[]): number {
    const delivered = new Uint8Array(this.at.length);
    let undelivered = 0;
    for (let g = 0; g < this.at.length; g++) {
      const count = walker.walk(this.at[g] as number, 1, this.lid[g] as number, channels);
      const flows = this.flows[g] as number;
      // From a switch, its own LID is delivered at once; a port 0 elsewhere is "no-path" rather than
      // a flow's "wrong-node": either way not delivered.
      if (walker.outcome !== "delivered") {
        undelivered += flows;
        continue;
      }
      delivered[g] = 1;
      for (let c = 0; c < count; c++) {
        const ch = channels[c] as number;
        loads[ch] = (loads[ch] as number) + flows;
      }
    }
    for (let f = 0; f < this.grouped; f++) {
      if (delivered[this.flowGroup[f] as number] === 1) {
        const ch = this.flowChannel[f] as number;
        loads[ch] = (loads[ch] as number) + 1;
      }
    }
    return undelivered;
  }
}

/** FNV-1a's offset basis, `flowIdHash("")`, and the code units of ">" and ":". */
const FNV_BASIS = flowIdHash("");
const GT = 0x3e;
const COLON = 0x3a;

/**
 * FNV-1a (as `flowIdHash`) continued from `hash` over the decimal digits of the non-negative integer
 * `value`, then over the code unit `after` (none when negative).
 */
function hashDecimal(hash: number, value: number, after: number): number {
  let h = hash;
  let scale = 1;
  while (scale * 10 <= value) scale *= 10;
  for (; scale >= 1; scale /= 10) {
    h ^= 0x30 + (Math.floor(value / scale) % 10);
    h = Math.imul(h, 0x01000193);
  }
  if (after >= 0) {
    h ^= after;
    h = Math.imul(h, 0x01000193);
  }
  return h;
}
