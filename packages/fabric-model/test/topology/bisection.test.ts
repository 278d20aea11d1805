import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bisectionBandwidth } from "../../src/topology/bisectionBandwidth.ts";
import { createTopology } from "../../src/topology/createTopology.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { hierarchicalTree } from "../../src/topology/hierarchicalTree.ts";
import { hostCutCapacity } from "../../src/topology/hostCutCapacity.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { sharedBus } from "../../src/topology/sharedBus.ts";
import { singleSwitch } from "../../src/topology/singleSwitch.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { gbps } from "../../src/units.ts";

const G = 1e9;

/**
 * Brute-force min cut, A -> B: try every placement of the switches on either side and sum the
 * capacity of links leaving A's side for B's side (switch-only topologies, links that are up).
 */
function bruteForceCut(topology: Topology, sideA: readonly number[]): number {
  const side = new Int8Array(topology.nodes.length);
  for (const h of topology.hosts) side[h] = -1;
  for (const h of sideA) side[h] = 1;
  const switches = topology.nodes.filter((n) => n.kind !== "host" && !n.failed).map((n) => n.index);
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << switches.length; mask++) {
    switches.forEach((s, i) => {
      side[s] = mask & (1 << i) ? 1 : -1;
    });
    let cut = 0;
    for (const l of topology.links) {
      if (l.failed || topology.nodes[l.a]?.failed || topology.nodes[l.b]?.failed) continue;
      if (side[l.a] !== side[l.b]) cut += l.linkRateUnidirectional;
    }
    best = Math.min(best, cut);
  }
  return best;
}

function bruteForceBisection(topology: Topology): number {
  const hosts = topology.hosts;
  const half = Math.floor(hosts.length / 2);
  let best = Number.POSITIVE_INFINITY;
  for (let mask = 0; mask < 1 << hosts.length; mask++) {
    const sideA = hosts.filter((_, i) => mask & (1 << i));
    if (sideA.length === half) best = Math.min(best, bruteForceCut(topology, sideA));
  }
  return best;
}

describe("bisectionBandwidth closed forms", () => {
  it("shared bus: busRate, whatever the host count", () => {
    expect(bisectionBandwidth(sharedBus({ hosts: 8, busRate: gbps(10) })) / G).toBeCloseTo(10, 9);
  });
  it("single switch: floor(n/2) x linkRate", () => {
    expect(bisectionBandwidth(singleSwitch({ hosts: 6, linkRate: gbps(100) })) / G).toBeCloseTo(300, 9);
    expect(bisectionBandwidth(singleSwitch({ hosts: 5, linkRate: gbps(100) })) / G).toBeCloseTo(200, 9);
  });
  it.each([2, 4, 8])("fat-tree k=%d: k^3/8 x linkRate (full bisection)", (k) => {
    expect(bisectionBandwidth(fatTree({ k, linkRate: gbps(100) })) / G).toBeCloseTo((k ** 3 / 8) * 100, 6);
  });
  it("leaf-spine: leaves/2 x min(hosts x hostRate, uplinks x uplinkRate); 2:1 halves it", () => {
    const full = leafSpine({
      leaves: 4,
      hostsPerLeaf: 8,
      spines: 4,
      hostLinkRate: gbps(100),
      uplinkRate: gbps(200),
    });
    const over = leafSpine({
      leaves: 4,
      hostsPerLeaf: 8,
      spines: 2,
      hostLinkRate: gbps(100),
      oversubscription: 2,
    });
    expect(bisectionBandwidth(full) / G).toBeCloseTo(2 * 800, 6);
    expect(bisectionBandwidth(over) / G).toBeCloseTo(2 * 400, 6);
  });
  it("hierarchical tree with even fanout: fanout/2 x linkRate, the root's links", () => {
    expect(
      bisectionBandwidth(hierarchicalTree({ depth: 2, fanout: 4, linkRate: gbps(100) })) / G,
    ).toBeCloseTo(200, 9);
    expect(bisectionBandwidth(hierarchicalTree({ depth: 3, fanout: 2, linkRate: gbps(10) })) / G).toBeCloseTo(
      10,
      9,
    );
  });
  it("a tree of 16 hosts has 1/4 of the bisection of a same-size fat-tree at the same link rate", () => {
    const tree = bisectionBandwidth(hierarchicalTree({ depth: 2, fanout: 4, linkRate: gbps(100) }));
    const ft = bisectionBandwidth(fatTree({ k: 4, linkRate: gbps(100) }));
    expect(tree / ft).toBeCloseTo(0.25, 9);
  });
  it("failures lower it: a k=4 fat-tree without one core switch keeps 6 of 8 links' worth", () => {
    const ft = fatTree({ k: 4, linkRate: gbps(100) });
    expect(bisectionBandwidth(failSwitch(ft, "core-0")) / G).toBeCloseTo(600, 6);
    expect(bisectionBandwidth(failSwitch(sharedBus({ hosts: 4, busRate: gbps(1) }), "bus"))).toBe(0);
  });
  it("throws for fewer than 2 hosts, or an exhaustive search over more than 16", () => {
    const lone = createTopology({ nodes: [{ id: "h", kind: "host" }], links: [] });
    expect(() => bisectionBandwidth(lone)).toThrow(RangeError);
    expect(() =>
      bisectionBandwidth(fatTree({ k: 4, linkRate: gbps(1) }), { method: "exhaustive" }),
    ).not.toThrow();
    expect(() => bisectionBandwidth(fatTree({ k: 6, linkRate: gbps(1) }), { method: "exhaustive" })).toThrow(
      RangeError,
    );
  });
});

describe("bisectionBandwidth against brute-force min cut", () => {
  const small: [string, Topology][] = [
    ["single switch, 4 hosts", singleSwitch({ hosts: 4, linkRate: gbps(100) })],
    [
      "leaf-spine 2x2, 2 spines",
      leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(100) }),
    ],
    [
      "leaf-spine 4x2, 2 spines, 2:1",
      leafSpine({ leaves: 4, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(100), oversubscription: 2 }),
    ],
    ["fat-tree k=2", fatTree({ k: 2, linkRate: gbps(100) })],
    ["tree depth 2 fanout 2", hierarchicalTree({ depth: 2, fanout: 2, linkRate: gbps(40) })],
    [
      "tree depth 2 fanout 3",
      hierarchicalTree({ depth: 2, fanout: 3, linkRate: gbps(40), hostLinkRate: gbps(10) }),
    ],
    [
      "leaf-spine 3x2 with a failed uplink",
      failLink(
        leafSpine({ leaves: 3, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(100) }),
        "leaf-0~spine-0",
      ),
    ],
  ];
  it.each(small)("%s: halves and exhaustive both equal the brute-force minimum", (_, topology) => {
    const brute = bruteForceBisection(topology);
    expect(bisectionBandwidth(topology, { method: "exhaustive" })).toBeCloseTo(brute, 0);
    expect(bisectionBandwidth(topology)).toBeCloseTo(brute, 0);
  });

  it("hostCutCapacity equals the brute-force cut on random small switched graphs (fast-check, seed 42)", () => {
    const graph = fc.record({
      switches: fc.integer({ min: 1, max: 4 }),
      hosts: fc.integer({ min: 2, max: 5 }),
      rates: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 24, maxLength: 24 }),
      extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 6 }),
      split: fc.nat(),
    });
    fc.assert(
      fc.property(graph, ({ switches, hosts, rates, extra, split }) => {
        const nodes = [
          ...Array.from({ length: switches }, (_, i) => ({ id: `s${i}`, kind: "switch" as const, tier: 1 })),
          ...Array.from({ length: hosts }, (_, i) => ({ id: `h${i}`, kind: "host" as const })),
        ];
        const rate = (i: number) => gbps(rates[i % rates.length] as number);
        const links = [
          ...Array.from({ length: hosts }, (_, i) => ({
            a: `h${i}`,
            b: `s${i % switches}`,
            linkRateUnidirectional: rate(i),
          })),
          ...Array.from({ length: switches - 1 }, (_, i) => ({
            a: `s${i}`,
            b: `s${i + 1}`,
            linkRateUnidirectional: rate(i + 7),
          })),
          ...extra
            .map(([x, y], i) => ({
              a: `s${x % switches}`,
              b: `s${y % switches}`,
              linkRateUnidirectional: rate(i + 13),
            }))
            .filter((l) => l.a !== l.b),
        ];
        const topology = createTopology({ nodes, links });
        const sideA = topology.hosts.filter((_, i) => split & (1 << i));
        if (sideA.length === 0 || sideA.length === hosts) return;
        expect(hostCutCapacity({ topology, sideA })).toBeCloseTo(bruteForceCut(topology, sideA), 0);
      }),
      { seed: 42, numRuns: 200 },
    );
  });
});
