import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { electSubnetManager } from "../../src/infiniband/electSubnetManager.ts";
import { portGuid } from "../../src/infiniband/fabricPorts.ts";
import { NO_PATH } from "../../src/infiniband/forwardingTables.ts";
import { lftRoute } from "../../src/infiniband/lftRoute.ts";
import { resweepSubnet } from "../../src/infiniband/resweepSubnet.ts";
import { runSubnetManager } from "../../src/infiniband/runSubnetManager.ts";
import { shiftPermutationPairs } from "../../src/infiniband/shiftPermutationPairs.ts";
import { simulatePacketRouting } from "../../src/infiniband/simulatePacketRouting.ts";
import { subnetManagerFailover } from "../../src/infiniband/subnetManagerFailover.ts";
import { allToAllPairs } from "../../src/topology/allToAllPairs.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { randomPairs } from "../../src/topology/randomPairs.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { gbps, seconds } from "../../src/units.ts";

const ft4 = fatTree({ k: 4, linkRate: gbps(100) });
const id = (t: Topology, name: string): number => t.nodes.findIndex((n) => n.id === name);

describe("resweepSubnet", () => {
  const run = runSubnetManager({ topology: ft4, sm: "host-0", engine: "updn" });

  it("after edge-0-0~agg-0-0 fails: LIDs kept, every adapter still reaches every adapter", () => {
    const r = resweepSubnet(run, failLink(ft4, "edge-0-0~agg-0-0"));
    expect(r.movedLids).toEqual([]);
    expect(r.lostNodes).toEqual([]);
    const adapters = r.run.sweep.endPorts.filter((e) => e.kind === "host");
    for (const a of adapters) {
      for (const b of adapters) {
        if (a !== b)
          expect(lftRoute(r.run.tables, { src: a.node, dlid: b.baseLid }).outcome).toBe("delivered");
      }
    }
  });

  it("it changes only the entries that had to change: edge-0-0's, and the LIDs of what sits below edge-0-0", () => {
    const r = resweepSubnet(run, failLink(ft4, "edge-0-0~agg-0-0"));
    const below = new Set(
      run.sweep.endPorts
        .filter((e) => ["edge-0-0", "host-0", "host-1"].includes(ft4.nodes[e.node]?.id as string))
        .map((e) => e.baseLid),
    );
    expect(r.changes.length).toBeGreaterThan(0);
    for (const c of r.changes) {
      expect(ft4.nodes[c.node]?.id === "edge-0-0" || below.has(c.lid), `switch ${c.node}, LID ${c.lid}`).toBe(
        true,
      );
    }
  });

  it("after edge-1-0 fails, the re-sweep loses it and its two hosts, and no switch routes to their LIDs", () => {
    const r = resweepSubnet(run, failSwitch(ft4, "edge-1-0"));
    expect(r.lostNodes.map((n) => ft4.nodes[n]?.id).sort()).toEqual(["edge-1-0", "host-4", "host-5"]);
    const gone = run.sweep.endPorts.filter((e) => r.lostNodes.includes(e.node)).map((e) => e.baseLid);
    for (const t of r.run.tables.switches)
      for (const lid of gone) expect(t.ports[lid] ?? NO_PATH).toBe(NO_PATH);
    expect(r.changes.filter((c) => gone.includes(c.lid)).every((c) => c.after === NO_PATH)).toBe(true);
  });
});

describe("subnet manager election and failover", () => {
  it("electSubnetManager: highest priority first, then the lowest GUID (OpenSM's osm_sm_is_greater_than)", () => {
    const e = electSubnetManager([
      { node: 1, priority: 5, guid: "0002c90301000002" },
      { node: 2, priority: 10, guid: "0002c90301000009" },
      { node: 3, priority: 10, guid: "0002c90301000004" },
    ]);
    expect([e.master.node, ...e.standbys.map((s) => s.node)]).toEqual([3, 2, 1]);
    expect(() => electSubnetManager([{ node: 1, priority: 16, guid: "0002c90301000002" }])).toThrow(
      RangeError,
    );
    expect(() => electSubnetManager([{ node: 1, priority: 1, guid: "xyz" }])).toThrow(RangeError);
  });

  it("electSubnetManager orders any set of candidates the same way whatever their input order", () => {
    const candidate = fc.record({
      node: fc.nat(),
      priority: fc.integer({ min: 0, max: 15 }),
      g: fc.nat(0xffff),
    });
    fc.assert(
      fc.property(fc.uniqueArray(candidate, { minLength: 1, maxLength: 6, selector: (c) => c.g }), (cs) => {
        const list = cs.map((c) => ({ node: c.node, priority: c.priority, guid: portGuid(c.g, 1) }));
        const a = electSubnetManager(list);
        const b = electSubnetManager([...list].reverse());
        expect(a).toEqual(b);
        const top = Math.max(...list.map((c) => c.priority));
        expect(a.master.priority).toBe(top);
      }),
      { seed: 23, numRuns: 100 },
    );
  });

  it("subnetManagerFailover: 4 failed polls 10 s apart, the standby takes over at 40 s and keeps LIDs and tables", () => {
    const f = subnetManagerFailover({
      topology: ft4,
      sms: [
        { host: "host-0", priority: 5 },
        { host: "host-9", priority: 10 },
        { host: "host-5", priority: 10 },
      ],
      engine: "ftree",
    });
    expect(ft4.nodes[f.election.master.node]?.id).toBe("host-5");
    expect(ft4.nodes[f.after.sweep.sm.node]?.id).toBe("host-9");
    const polls = f.timeline.filter((s) => s.kind === "poll-failed");
    expect(polls.map((s) => s.time)).toEqual([10, 20, 30, 40].map(seconds));
    expect(f.timeline.find((s) => s.kind === "standby-takes-over")?.time).toBe(seconds(40));
    expect(f.after.sweep.endPorts.map((e) => [e.guid, e.baseLid])).toEqual(
      f.before.sweep.endPorts.map((e) => [e.guid, e.baseLid]),
    );
    expect(f.changes).toEqual([]);
    // The new master's sweep starts at its own port.
    expect(f.after.sweep.events[0]?.node).toBe(id(ft4, "host-9"));
  });
});

describe("simulatePacketRouting", () => {
  const tables = (engine: "minhop" | "ftree", t: Topology = ft4) =>
    runSubnetManager({ topology: t, sm: t.hosts[0] as number, engine }).tables;

  it("static routing never reorders a flow's packets, and every packet is sent once into the fabric", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.nat(),
        fc.constantFrom("minhop" as const, "ftree" as const),
        (n, seed, engine) => {
          const pairs = randomPairs({ hosts: ft4.hosts, count: n }, { seed });
          const r = simulatePacketRouting({
            tables: tables(engine),
            pairs,
            adaptive: false,
            packetsPerFlow: 6,
          });
          expect(r.outOfOrderPackets).toBe(0);
          expect(r.dropped).toBe(0);
          const injected = ft4.hosts.reduce((s, h) => {
            const link = ft4.links.find((l) => l.a === h) as { index: number };
            return s + (r.channelPackets[2 * link.index] as number);
          }, 0);
          expect(injected).toBe(r.packets);
        },
      ),
      { seed: 23, numRuns: 30 },
    );
  });

  it("adaptive routing shortens a min-hop all-to-all and a colliding shift; ftree's shift needs none", () => {
    for (const pairs of [allToAllPairs(ft4.hosts), shiftPermutationPairs(ft4.hosts, 5)]) {
      const s = simulatePacketRouting({ tables: tables("minhop"), pairs, adaptive: false });
      const a = simulatePacketRouting({ tables: tables("minhop"), pairs, adaptive: true });
      expect(a.makespan).toBeLessThan(s.makespan);
      expect(a.maxChannelPackets).toBeLessThan(s.maxChannelPackets);
    }
    const f = shiftPermutationPairs(ft4.hosts, 5);
    const fs = simulatePacketRouting({ tables: tables("ftree"), pairs: f, adaptive: false });
    const fa = simulatePacketRouting({ tables: tables("ftree"), pairs: f, adaptive: true });
    expect(fa.makespan).toBe(fs.makespan);
  });

  it("with one core link degraded to a quarter rate, adaptive routing delivers packets out of order; static does not", () => {
    const base = fatTree({ k: 4, linkRate: gbps(400) });
    const slow: Topology = {
      ...base,
      links: base.links.map((l) =>
        l.id === "agg-3-0~core-0" ? { ...l, linkRateUnidirectional: gbps(100) } : l,
      ),
    };
    const pairs = shiftPermutationPairs(slow.hosts, 4);
    const a = simulatePacketRouting({
      tables: tables("minhop", slow),
      pairs,
      adaptive: true,
      packetsPerFlow: 16,
    });
    const s = simulatePacketRouting({
      tables: tables("minhop", slow),
      pairs,
      adaptive: false,
      packetsPerFlow: 16,
    });
    expect(a.outOfOrderPackets).toBeGreaterThan(0);
    expect(a.reorderedFlows).toBeGreaterThan(0);
    expect(s.outOfOrderPackets).toBe(0);
  });

  it("simulatePacketRouting rejects a non-positive packet count and pairs that are not between hosts", () => {
    const t = tables("minhop");
    expect(() => simulatePacketRouting({ tables: t, pairs: [], adaptive: true, packetsPerFlow: 0 })).toThrow(
      RangeError,
    );
    expect(() =>
      simulatePacketRouting({ tables: t, pairs: [{ src: 0, dst: ft4.hosts[0] as number }], adaptive: false }),
    ).toThrow(RangeError);
  });
});
