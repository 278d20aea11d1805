import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRouter } from "../../src/topology/createRouter.ts";
import { createTopology } from "../../src/topology/createTopology.ts";
import { ecmpHash } from "../../src/topology/ecmpHash.ts";
import { ecmpPath } from "../../src/topology/ecmpPath.ts";
import { equalCostPaths } from "../../src/topology/equalCostPaths.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { linkChannel } from "../../src/topology/linkChannel.ts";
import { sharedBus } from "../../src/topology/sharedBus.ts";
import { shortestPath } from "../../src/topology/shortestPath.ts";
import type { Route, Topology } from "../../src/topology/Topology.ts";
import { gbps, microseconds } from "../../src/units.ts";
import { randomFabrics } from "../infiniband/randomFabrics.ts";

const host = (t: { hosts: readonly number[] }, i: number): number => t.hosts[i] as number;

/** A route is consistent: consecutive nodes joined by its links, channels matching directions. */
function expectConsistent(route: Route, topology: Parameters<typeof linkChannel>[0]): void {
  expect(route.links).toHaveLength(route.nodes.length - 1);
  route.links.forEach((l, i) => {
    const link = topology.links[l];
    const from = route.nodes[i] as number;
    const to = route.nodes[i + 1] as number;
    expect([link?.a, link?.b].sort()).toEqual([from, to].sort());
    expect(route.channels[i]).toBe(linkChannel(topology, { link: l, from }));
  });
}

describe("shortestPath", () => {
  const ft = fatTree({ k: 4, linkRate: gbps(100), linkLatency: microseconds(1) });
  it("in a k=4 fat-tree: 2 hops under one edge switch, 4 within a pod, 6 across pods", () => {
    const same = shortestPath({ topology: ft, src: host(ft, 0), dst: host(ft, 1) });
    const pod = shortestPath({ topology: ft, src: host(ft, 0), dst: host(ft, 2) });
    const cross = shortestPath({ topology: ft, src: host(ft, 0), dst: host(ft, 15) });
    expect(same?.links).toHaveLength(2);
    expect(pod?.links).toHaveLength(4);
    expect(cross?.links).toHaveLength(6);
    expect(cross?.latency).toBeCloseTo(6e-6, 15);
    for (const r of [same, pod, cross]) if (r) expectConsistent(r, ft);
  });
  it("takes the lowest link index at every tie, so it is the same every call", () => {
    const a = shortestPath({ topology: ft, src: host(ft, 0), dst: host(ft, 15) });
    const b = shortestPath({ topology: ft, src: host(ft, 0), dst: host(ft, 15) });
    expect(a).toEqual(b);
  });
  it("never forwards through a host: two switches joined only by a dual-homed host are unreachable", () => {
    const t = createTopology({
      nodes: [
        { id: "a", kind: "host" },
        { id: "s0", kind: "switch", tier: 1 },
        { id: "bridge", kind: "host" },
        { id: "s1", kind: "switch", tier: 1 },
        { id: "b", kind: "host" },
      ],
      links: [
        { a: "a", b: "s0", linkRateUnidirectional: gbps(1) },
        { a: "bridge", b: "s0", linkRateUnidirectional: gbps(1) },
        { a: "bridge", b: "s1", linkRateUnidirectional: gbps(1) },
        { a: "b", b: "s1", linkRateUnidirectional: gbps(1) },
      ],
    });
    expect(shortestPath({ topology: t, src: 0, dst: 4 })).toBeNull();
    expect(shortestPath({ topology: t, src: 0, dst: 2 })?.links).toHaveLength(2);
  });
  it("on a bus, a path crosses the bus medium once", () => {
    const t = sharedBus({ hosts: 3, busRate: gbps(1) });
    const r = shortestPath({ topology: t, src: host(t, 0), dst: host(t, 2) });
    expect(r?.media).toEqual([t.nodes.find((n) => n.kind === "bus")?.index]);
  });
  it("throws a RangeError for a node index that does not exist", () => {
    expect(() => shortestPath({ topology: ft, src: -1, dst: 0 })).toThrow(RangeError);
    expect(() => shortestPath({ topology: ft, src: 0, dst: 999 })).toThrow(RangeError);
  });
});

describe("equalCostPaths", () => {
  it("a k-ary fat-tree has (k/2)^2 shortest paths between pods and k/2 within a pod", () => {
    for (const k of [4, 6]) {
      const ft = fatTree({ k, linkRate: gbps(100) });
      const half = k / 2;
      const cross = equalCostPaths({ topology: ft, src: host(ft, 0), dst: host(ft, ft.hosts.length - 1) });
      const pod = equalCostPaths({ topology: ft, src: host(ft, 0), dst: host(ft, half) });
      expect(cross).toHaveLength(half * half);
      expect(pod).toHaveLength(half);
      expect(new Set(cross.map((r) => r.links.join(","))).size).toBe(cross.length);
      for (const r of cross) expect(r.links).toHaveLength(6);
    }
  });
  it("a leaf-spine has spines x linksPerSpine^2 paths between leaves (parallel links up and down)", () => {
    const t = leafSpine({ leaves: 2, hostsPerLeaf: 1, spines: 3, hostLinkRate: gbps(1), linksPerSpine: 2 });
    expect(equalCostPaths({ topology: t, src: host(t, 0), dst: host(t, 1) })).toHaveLength(12);
    expect(equalCostPaths({ topology: t, src: host(t, 0), dst: host(t, 1) }, { maxPaths: 4 })).toHaveLength(
      4,
    );
  });
  it("returns [] for an unreachable pair", () => {
    const t = createTopology({
      nodes: [
        { id: "x", kind: "host" },
        { id: "y", kind: "host" },
      ],
      links: [],
    });
    expect(equalCostPaths({ topology: t, src: 0, dst: 1 })).toEqual([]);
  });
});

describe("ecmpPath", () => {
  const t = leafSpine({ leaves: 2, hostsPerLeaf: 1, spines: 4, hostLinkRate: gbps(100) });
  const src = host(t, 0);
  const dst = host(t, 1);
  it("is one of the equal-cost paths and the same for the same flow id", () => {
    const all = equalCostPaths({ topology: t, src, dst }).map((r) => r.links.join(","));
    for (let i = 0; i < 20; i++) {
      const r = ecmpPath({ topology: t, src, dst, flowId: `f${i}` });
      expect(all).toContain(r?.links.join(","));
      expect(ecmpPath({ topology: t, src, dst, flowId: `f${i}` })).toEqual(r);
    }
  });
  it("spreads 4000 flows over 4 spines within 15% of 1000 each", () => {
    const router = createRouter(t);
    const perSpine = new Map<number, number>();
    for (let i = 0; i < 4000; i++) {
      const spine = router.ecmpPath({ src, dst, flowId: `flow-${i}` })?.nodes[2] as number;
      perSpine.set(spine, (perSpine.get(spine) ?? 0) + 1);
    }
    expect(perSpine.size).toBe(4);
    for (const n of perSpine.values()) expect(Math.abs(n - 1000)).toBeLessThan(150);
  });
  it("spreads flows over all (k/2)^2 core switches of a fat-tree", () => {
    const ft = fatTree({ k: 4, linkRate: gbps(100) });
    const router = createRouter(ft);
    const cores = new Set<number>();
    for (let i = 0; i < 200; i++) {
      cores.add(
        router.ecmpPath({ src: host(ft, 0), dst: host(ft, 15), flowId: `x${i}` })?.nodes[3] as number,
      );
    }
    expect(cores.size).toBe(4);
  });
  it("ecmpHash is deterministic, salted by the switch, and spread over 32 bits", () => {
    expect(ecmpHash("flow-1", 7)).toBe(ecmpHash("flow-1", 7));
    expect(ecmpHash("flow-1", 7)).not.toBe(ecmpHash("flow-1", 8));
    const values = Array.from({ length: 1000 }, (_, i) => ecmpHash(`f${i}`, 0));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeGreaterThan(2 ** 31);
  });
});

describe("linkChannel", () => {
  it("names direction a->b 2l and b->a 2l+1, and rejects a node off the link", () => {
    const t = leafSpine({ leaves: 1, hostsPerLeaf: 2, spines: 1, hostLinkRate: gbps(1) });
    const l = t.links[0];
    if (!l) throw new Error("no link");
    expect(linkChannel(t, { link: 0, from: l.a })).toBe(0);
    expect(linkChannel(t, { link: 0, from: l.b })).toBe(1);
    expect(() => linkChannel(t, { link: 0, from: 999 })).toThrow(RangeError);
    expect(() => linkChannel(t, { link: 999, from: 0 })).toThrow(RangeError);
  });
});

describe("createRouter distances", () => {
  /** Hop counts to `dst` by a plain breadth-first search over live links, hosts not forwarding. */
  function reference(t: Topology, dst: number): number[] {
    const dist = t.nodes.map(() => -1);
    if (t.nodes[dst]?.failed) return dist;
    dist[dst] = 0;
    const queue = [dst];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head] as number;
      if (u !== dst && t.nodes[u]?.kind === "host") continue;
      for (const l of t.links) {
        if (l.failed || t.nodes[l.a]?.failed || t.nodes[l.b]?.failed) continue;
        const v = l.a === u ? l.b : l.b === u ? l.a : -1;
        if (v >= 0 && dist[v] === -1) {
          dist[v] = (dist[u] as number) + 1;
          queue.push(v);
        }
      }
    }
    return dist;
  }

  it("createRouter(t).distancesTo(node) is the breadth-first hop count on fat-trees, a shared bus and 40 random fabrics (seed 23) with a failed link", () => {
    const fabrics: Topology[] = [
      fatTree({ k: 4, linkRate: gbps(100) }),
      sharedBus({ hosts: 5, busRate: gbps(10) }),
      ...fc.sample(randomFabrics, { seed: 23, numRuns: 40 }).flatMap((t, i) => {
        const live = t.links.filter((l) => !l.failed);
        const cut = live[i % Math.max(1, live.length)];
        return cut === undefined ? [t] : [t, failLink(t, cut.index)];
      }),
    ];
    for (const t of fabrics) {
      const router = createRouter(t);
      // Hosts first, so a host's distances come from its switch's before the switch is asked.
      const order = [...t.hosts, ...t.nodes.map((n) => n.index).filter((i) => !t.hosts.includes(i))];
      for (const dst of order)
        expect(Array.from(router.distancesTo(dst)), `${t.label} ${dst}`).toEqual(reference(t, dst));
    }
  });
});
