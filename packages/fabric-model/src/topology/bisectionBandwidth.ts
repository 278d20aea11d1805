import { type BitsPerSecond, bitsPerSecond } from "../units.ts";
import { hostCutCapacity } from "./hostCutCapacity.ts";
import type { Topology } from "./Topology.ts";

/**
 * How `bisectionBandwidth` chooses the split of the hosts.
 * @example bisectionBandwidth(leafSpine({ leaves: 2, hostsPerLeaf: 4, spines: 2, hostLinkRate: gbps(100) }), { method: "exhaustive" })
 */
export interface BisectionOptions {
  /**
   * "halves" (default): the first half of the hosts (host order = left to right) against the rest,
   * which is the worst split for the symmetric builders here and an upper bound for any topology.
   * "exhaustive": the minimum over every split into floor(n/2) and ceil(n/2) hosts (n <= 16).
   */
  readonly method?: "halves" | "exhaustive";
}

/** Host count above which the exhaustive method refuses to run (C(16, 8) = 12870 max-flows). */
const MAX_EXHAUSTIVE_HOSTS = 16;

/**
 * Bisection bandwidth: the smallest total rate, one direction, that can cross from one half of the
 * hosts to the other (the min cut between the halves, computed by max-flow over the links that are
 * up). Closed forms for the builders: shared bus = busRate; single switch = floor(n/2) x linkRate;
 * k-ary fat-tree = (k^3/8) x linkRate; leaf-spine (even leaves) = leaves/2 x min(hostsPerLeaf x
 * hostLinkRate, spines x linksPerSpine x uplinkRate); tree with even fanout = fanout/2 x linkRate.
 * @throws RangeError when the topology has fewer than 2 hosts, or more than 16 with "exhaustive".
 * @example bisectionBandwidth(fatTree({ k: 4, linkRate: gbps(100) })) // 8e11 bit/s
 */
export function bisectionBandwidth(topology: Topology, options: BisectionOptions = {}): BitsPerSecond {
  const hosts = topology.hosts;
  if (hosts.length < 2) throw new RangeError("bisectionBandwidth: needs at least 2 hosts");
  const half = Math.floor(hosts.length / 2);
  if ((options.method ?? "halves") === "halves") {
    return hostCutCapacity({ topology, sideA: hosts.slice(0, half) });
  }
  if (hosts.length > MAX_EXHAUSTIVE_HOSTS) {
    throw new RangeError(
      `bisectionBandwidth: exhaustive search is limited to ${MAX_EXHAUSTIVE_HOSTS} hosts, got ${hosts.length}`,
    );
  }
  let best = Number.POSITIVE_INFINITY;
  const chosen: number[] = [];
  const choose = (from: number): void => {
    if (chosen.length === half) {
      best = Math.min(best, hostCutCapacity({ topology, sideA: chosen }));
      return;
    }
    for (let i = from; i <= hosts.length - (half - chosen.length); i++) {
      chosen.push(hosts[i] as number);
      choose(i + 1);
      chosen.pop();
    }
  };
  choose(0);
  return bitsPerSecond(best);
}
