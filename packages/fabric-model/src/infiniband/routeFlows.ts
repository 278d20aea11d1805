import { createRouter } from "../topology/createRouter.ts";
import { flowIdHash } from "../topology/ecmpHash.ts";
import type { TrafficPair } from "../topology/Topology.ts";
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
  options: { readonly qpnBase?: number },
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
  const router = routing.kind === "ecmp" ? createRouter(topology) : undefined;
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
  let undelivered = 0;
  for (let k = 0; k < pairs.length; k++) {
    const pair = pairs[k] as TrafficPair;
    if (topology.nodes[pair.src]?.kind !== "host" || topology.nodes[pair.dst]?.kind !== "host") {
      throw new RangeError(`fabricLinkLoads: pair ${k} (${pair.src} -> ${pair.dst}) is not between hosts`);
    }
    let outcome: LftRouteOutcome | "unreachable";
    let count: number;
    let selector: number;
    if (walker !== undefined) {
      const base = baseLid[pair.dst] as number;
      // With LMC > 0, flow k uses LID base + k mod 2^LMC.
      selector = base < 0 ? 0 : base + (k % (lidCount[pair.dst] as number));
      count = walker.walk(pair.src, 1, selector, channels);
      outcome = walker.outcome;
    } else {
      selector = roceUdpSourcePort({
        localQpn: (qpnBase + 2 * k) & 0xffffff,
        remoteQpn: (qpnBase + 2 * k + 1) & 0xffffff,
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
