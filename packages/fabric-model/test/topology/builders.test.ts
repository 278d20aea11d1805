import { describe, expect, it } from "vitest";
import { createTopology } from "../../src/topology/createTopology.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { hierarchicalTree } from "../../src/topology/hierarchicalTree.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import { sharedBus } from "../../src/topology/sharedBus.ts";
import { singleSwitch } from "../../src/topology/singleSwitch.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { gbps, microseconds } from "../../src/units.ts";

const count = (t: Topology, role: string): number => t.nodes.filter((n) => n.role === role).length;

describe("sharedBus", () => {
  it("sharedBus({ hosts: 6, busRate }) has 6 hosts tapping one bus whose medium rate is busRate", () => {
    const t = sharedBus({ hosts: 6, busRate: gbps(10), linkLatency: microseconds(1) });
    expect(t.hosts).toHaveLength(6);
    expect(t.links).toHaveLength(6);
    const bus = t.nodes.filter((n) => n.kind === "bus");
    expect(bus).toHaveLength(1);
    expect(bus[0]?.mediumRate).toBe(gbps(10));
    for (const l of t.links) {
      expect(l.b).toBe(bus[0]?.index);
      expect(l.latency).toBe(microseconds(1));
    }
  });
  it("sharedBus rejects fewer than 2 hosts", () => {
    expect(() => sharedBus({ hosts: 1, busRate: gbps(1) })).toThrow(RangeError);
  });
});

describe("singleSwitch", () => {
  it("singleSwitch({ hosts: 5 }) links every host to one switch at linkRate", () => {
    const t = singleSwitch({ hosts: 5, linkRate: gbps(100) });
    expect(t.hosts).toHaveLength(5);
    expect(count(t, "switch")).toBe(1);
    expect(t.links.every((l) => l.linkRateUnidirectional === gbps(100))).toBe(true);
  });
});

describe("leafSpine", () => {
  it("leafSpine(4 leaves x 8 hosts, 2 spines, 2:1) derives uplinkRate = 8 x 100 / (2 x 2) = 200 Gb/s", () => {
    const t = leafSpine({
      leaves: 4,
      hostsPerLeaf: 8,
      spines: 2,
      hostLinkRate: gbps(100),
      oversubscription: 2,
    });
    expect(t.hosts).toHaveLength(32);
    expect(count(t, "leaf")).toBe(4);
    expect(count(t, "spine")).toBe(2);
    expect(t.links).toHaveLength(32 + 4 * 2);
    expect((t.parameters.uplinkRate ?? 0) / 1e9).toBeCloseTo(200, 9);
    expect(t.parameters.oversubscription).toBeCloseTo(2, 12);
  });
  it("leafSpine with uplinkRate given reports the oversubscription it implies", () => {
    const t = leafSpine({
      leaves: 2,
      hostsPerLeaf: 6,
      spines: 3,
      hostLinkRate: gbps(100),
      uplinkRate: gbps(100),
    });
    expect(t.parameters.oversubscription).toBeCloseTo(2, 12);
  });
  it("leafSpine with neither runs uplinks at the host rate; linksPerSpine adds parallel links", () => {
    const t = leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(50), linksPerSpine: 2 });
    const uplinks = t.links.filter((l) => l.tier === 2);
    expect(uplinks).toHaveLength(2 * 2 * 2);
    expect(uplinks.every((l) => l.linkRateUnidirectional === gbps(50))).toBe(true);
    expect(new Set(t.links.map((l) => l.id)).size).toBe(t.links.length);
    expect(t.links.some((l) => l.id.endsWith("#1"))).toBe(true);
  });
  it("leafSpine rejects both uplinkRate and oversubscription, and zero counts", () => {
    expect(() =>
      leafSpine({
        leaves: 2,
        hostsPerLeaf: 2,
        spines: 2,
        hostLinkRate: gbps(1),
        uplinkRate: gbps(1),
        oversubscription: 1,
      }),
    ).toThrow(RangeError);
    expect(() => leafSpine({ leaves: 0, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(1) })).toThrow(
      RangeError,
    );
    expect(() =>
      leafSpine({ leaves: 2, hostsPerLeaf: 2, spines: 2, hostLinkRate: gbps(1), oversubscription: 0 }),
    ).toThrow(RangeError);
  });
  it("hosts carry tier 0, their leaf as group and a left-to-right position", () => {
    const t = leafSpine({ leaves: 3, hostsPerLeaf: 2, spines: 1, hostLinkRate: gbps(1) });
    const hosts = t.hosts.map((h) => t.nodes[h]);
    expect(hosts.map((n) => n?.tier)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(hosts.map((n) => n?.group)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(hosts.map((n) => n?.position)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(t.tiers).toBe(3);
  });
});

describe("fatTree", () => {
  // Al-Fares et al. 2008: k pods, k^2/4 core, k^3/4 hosts, 5k^2/4 switches, 3k^3/4 links.
  it.each([2, 4, 6, 8])("fatTree({ k: %d }) has k^3/4 hosts, 5k^2/4 switches and 3k^3/4 links", (k) => {
    const t = fatTree({ k, linkRate: gbps(100) });
    expect(t.hosts).toHaveLength(k ** 3 / 4);
    expect(t.nodes.filter((n) => n.kind === "switch")).toHaveLength((5 * k * k) / 4);
    expect(t.links).toHaveLength((3 * k ** 3) / 4);
    expect(count(t, "core")).toBe((k * k) / 4);
    expect(t.tiers).toBe(4);
  });
  it("fatTree({ hosts: 128 }) is the k=8 fat-tree", () => {
    expect(fatTree({ hosts: 128, linkRate: gbps(400) }).parameters.k).toBe(8);
  });
  it("fatTree rejects odd k, host counts that are not k^3/4, and both or neither input", () => {
    expect(() => fatTree({ k: 5, linkRate: gbps(1) })).toThrow(RangeError);
    expect(() => fatTree({ hosts: 100, linkRate: gbps(1) })).toThrow(RangeError);
    expect(() => fatTree({ linkRate: gbps(1) })).toThrow(RangeError);
    expect(() => fatTree({ k: 4, hosts: 16, linkRate: gbps(1) })).toThrow(RangeError);
  });
  it("every switch of fatTree({ k: 4 }) has k ports", () => {
    const t = fatTree({ k: 4, linkRate: gbps(1) });
    const degree = new Map<number, number>();
    for (const l of t.links) {
      degree.set(l.a, (degree.get(l.a) ?? 0) + 1);
      degree.set(l.b, (degree.get(l.b) ?? 0) + 1);
    }
    for (const n of t.nodes) {
      if (n.role === "core") expect(degree.get(n.index)).toBe(4);
      if (n.role === "edge" || n.role === "aggregation") expect(degree.get(n.index)).toBe(4);
      if (n.kind === "host") expect(degree.get(n.index)).toBe(1);
    }
  });
});

describe("hierarchicalTree", () => {
  it("hierarchicalTree({ depth: 3, fanout: 2 }) has 8 hosts, 7 switches and 14 links", () => {
    const t = hierarchicalTree({ depth: 3, fanout: 2, linkRate: gbps(10) });
    expect(t.hosts).toHaveLength(8);
    expect(t.nodes.filter((n) => n.kind === "switch")).toHaveLength(7);
    expect(t.links).toHaveLength(14);
    expect(t.nodes.find((n) => n.id === "root")?.tier).toBe(3);
  });
  it("hosts are grouped by the root's child subtree they sit under", () => {
    const t = hierarchicalTree({ depth: 2, fanout: 3, linkRate: gbps(10) });
    expect(t.hosts.map((h) => t.nodes[h]?.group)).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2]);
  });
  it("hostLinkRate sets the host links apart from the switch links", () => {
    const t = hierarchicalTree({ depth: 2, fanout: 2, linkRate: gbps(40), hostLinkRate: gbps(10) });
    expect(t.links.filter((l) => l.tier === 1).every((l) => l.linkRateUnidirectional === gbps(10))).toBe(
      true,
    );
    expect(t.links.filter((l) => l.tier === 2).every((l) => l.linkRateUnidirectional === gbps(40))).toBe(
      true,
    );
  });
});

describe("createTopology", () => {
  const h = (id: string) => ({ id, kind: "host" as const });
  it("createTopology stores each link with its lower-tier end as `a`", () => {
    const t = createTopology({
      nodes: [{ id: "s", kind: "switch", tier: 1 }, h("x")],
      links: [{ a: "s", b: "x", linkRateUnidirectional: gbps(1) }],
    });
    expect(t.links[0]?.a).toBe(1);
    expect(t.links[0]?.id).toBe("x~s");
    expect(t.kind).toBe("custom");
  });
  it("createTopology rejects duplicate ids, unknown ends, self-links, bad rates and busless media", () => {
    const link = { a: "x", b: "y", linkRateUnidirectional: gbps(1) };
    expect(() => createTopology({ nodes: [h("x"), h("x")], links: [] })).toThrow(RangeError);
    expect(() => createTopology({ nodes: [h("x")], links: [link] })).toThrow(RangeError);
    expect(() => createTopology({ nodes: [h("x")], links: [{ ...link, b: "x" }] })).toThrow(RangeError);
    expect(() =>
      createTopology({ nodes: [h("x"), h("y")], links: [{ ...link, linkRateUnidirectional: gbps(0) }] }),
    ).toThrow(RangeError);
    expect(() => createTopology({ nodes: [{ id: "b", kind: "bus" }], links: [] })).toThrow(RangeError);
  });
});
