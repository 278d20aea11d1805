import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fabricLinkLoads } from "../../src/infiniband/fabricLinkLoads.ts";
import { forwardingTables, NO_PATH, routingEngines } from "../../src/infiniband/forwardingTables.ts";
import { lftRoute } from "../../src/infiniband/lftRoute.ts";
import { routingDeadlocks } from "../../src/infiniband/routingDeadlocks.ts";
import type { SubnetSweep } from "../../src/infiniband/SubnetSweep.ts";
import { shiftPermutationPairs } from "../../src/infiniband/shiftPermutationPairs.ts";
import { sweepSubnet } from "../../src/infiniband/sweepSubnet.ts";
import { switchRing } from "../../src/infiniband/switchRing.ts";
import { isUpMove, type UpDownRanks, upDownRanks } from "../../src/infiniband/upDownRanks.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { leafSpine } from "../../src/topology/leafSpine.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { gbps } from "../../src/units.ts";
import { fabricRuns, randomFabrics } from "./randomFabrics.ts";

const rate = gbps(100);
const sweepOf = (t: Topology, lmc = 0): SubnetSweep =>
  sweepSubnet({ topology: t, sm: t.hosts[0] as number, lmc });

/** An independent search: does an up*-then-down* path lead from adapter `src` to adapter `dst`? */
function hasUpDownPath(sweep: SubnetSweep, ranks: UpDownRanks, src: number, dst: number): boolean {
  const { ports } = sweep;
  const guids = ports.nodeGuids;
  const seen = new Set<string>();
  const stack: [number, boolean][] = [[src, false]];
  while (stack.length > 0) {
    const [u, wentDown] = stack.pop() as [number, boolean];
    if (u === dst) return true;
    if (u !== src && ports.topology.nodes[u]?.kind === "host") continue;
    for (const p of ports.byNode[u] ?? []) {
      if (p.down) continue;
      const up = isUpMove(ranks, guids, u, p.peerNode);
      if (up && wentDown) continue;
      const key = `${p.peerNode}:${!up}`;
      if (seen.has(key)) continue;
      seen.add(key);
      stack.push([p.peerNode, wentDown || !up]);
    }
  }
  return false;
}

/** Every (source, LID) outcome of a set of tables: sources are adapter ports, or switches. */
function outcomes(tables: ReturnType<typeof forwardingTables>, from: "adapters" | "switches") {
  const { sweep } = tables;
  const sources =
    from === "adapters"
      ? sweep.endPorts.filter((e) => e.kind === "host")
      : sweep.endPorts.filter((e) => e.kind === "switch");
  const out: { src: number; lid: number; toAdapter: boolean; outcome: string }[] = [];
  for (const src of sources) {
    for (const dst of sweep.endPorts) {
      for (let lid = dst.baseLid; lid < dst.baseLid + dst.lidCount; lid++) {
        const r = lftRoute(tables, { src: src.node, srcPort: Math.max(1, src.port), dlid: lid });
        out.push({ src: src.node, lid, toAdapter: dst.kind === "host", outcome: r.outcome });
      }
    }
  }
  return out;
}

describe("forwardingTables properties (fast-check, seed 23)", () => {
  it("minhop: every LID is reachable from every adapter port and every switch", () => {
    fc.assert(
      fc.property(randomFabrics, fc.integer({ min: 0, max: 1 }), (t, lmc) => {
        const tables = forwardingTables({ sweep: sweepOf(t, lmc), engine: "minhop" });
        for (const o of [...outcomes(tables, "adapters"), ...outcomes(tables, "switches")]) {
          expect(o.outcome).toBe("delivered");
        }
      }),
      fabricRuns,
    );
  });

  it("updn with one root: every LID is reachable from every adapter port and every switch", () => {
    fc.assert(
      fc.property(randomFabrics, fc.nat(), (t, pick) => {
        const sweep = sweepOf(t);
        const switches = sweep.discovered.filter((d) => d.kind === "switch");
        const root = (switches[pick % switches.length] as { node: number }).node;
        const tables = forwardingTables({ sweep, engine: "updn", roots: [root] });
        for (const o of [...outcomes(tables, "adapters"), ...outcomes(tables, "switches")]) {
          expect(o.outcome).toBe("delivered");
        }
      }),
      fabricRuns,
    );
  });

  it("updn with the default roots delivers every adapter LID a legal up*-then-down* path reaches", () => {
    fc.assert(
      fc.property(randomFabrics, (t) => {
        const tables = forwardingTables({ sweep: sweepOf(t), engine: "updn" });
        const ranks = upDownRanks(tables.sweep.ports, tables.roots);
        const adapters = tables.sweep.endPorts.filter((e) => e.kind === "host");
        for (const src of adapters) {
          for (const dst of adapters) {
            if (src === dst) continue;
            const legal = hasUpDownPath(tables.sweep, ranks, src.node, dst.node);
            const r = lftRoute(tables, { src: src.node, dlid: dst.baseLid });
            expect(r.outcome).toBe(legal ? "delivered" : "no-path");
          }
        }
      }),
      fabricRuns,
    );
  });

  it("every engine's tables are loop-free: no route from any port to any LID comes back to a switch", () => {
    fc.assert(
      fc.property(randomFabrics, fc.constantFrom(...routingEngines), (t, engine) => {
        const tables = forwardingTables({ sweep: sweepOf(t), engine });
        for (const o of [...outcomes(tables, "adapters"), ...outcomes(tables, "switches")]) {
          expect(["delivered", "no-path"]).toContain(o.outcome);
        }
      }),
      fabricRuns,
    );
  });

  it("updn (and ftree) tables are deadlock-free: the channel dependency graph has no cycle", () => {
    fc.assert(
      fc.property(randomFabrics, fc.constantFrom("updn" as const, "ftree" as const), (t, engine) => {
        const tables = forwardingTables({ sweep: sweepOf(t), engine });
        if (tables.engine === "minhop") return; // ftree fell back: not a fat-tree
        expect(routingDeadlocks(tables).cycles).toEqual([]);
      }),
      fabricRuns,
    );
  });

  it("minhop on a ring of 5 to 10 switches is NOT deadlock-free: a cycle of the ring's channels one way", () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 10 }), (n) => {
        const t = switchRing({ switches: n, linkRate: rate });
        const d = routingDeadlocks(forwardingTables({ sweep: sweepOf(t), engine: "minhop" }));
        expect(d.cycles.length).toBeGreaterThan(0);
        for (const cycle of d.cycles) {
          expect(cycle).toHaveLength(n);
          // Each buffer feeds the next: the cycle runs round the ring.
          cycle.forEach((b, i) => {
            expect(b.to).toBe(cycle[(i + 1) % cycle.length]?.from);
          });
          expect(cycle.every((b) => t.nodes[b.from]?.kind === "switch")).toBe(true);
        }
        const u = routingDeadlocks(forwardingTables({ sweep: sweepOf(t), engine: "updn" }));
        expect(u.cycles).toEqual([]);
      }),
      { seed: 23, numRuns: 6 },
    );
  });
});

describe("ftree on full fat-trees (Zahavi et al. 2010)", () => {
  const maxLoads = (t: Topology, routing: "minhop" | "updn" | "ftree" | "ecmp"): number[] => {
    const tables = routing === "ecmp" ? undefined : forwardingTables({ sweep: sweepOf(t), engine: routing });
    const loads: number[] = [];
    for (let s = 1; s < t.hosts.length; s++) {
      const pairs = shiftPermutationPairs(t.hosts, s);
      const r =
        tables === undefined
          ? fabricLinkLoads({ kind: "ecmp", topology: t }, pairs)
          : fabricLinkLoads({ kind: "lft", tables }, pairs);
      expect(r.undelivered).toBe(0);
      loads.push(r.maxLoad);
    }
    return loads;
  };

  for (const [name, t] of [
    ["k=4 fat-tree (16 hosts)", fatTree({ k: 4, linkRate: rate })],
    ["k=6 fat-tree (54 hosts)", fatTree({ k: 6, linkRate: rate })],
    ["k=8 fat-tree (128 hosts)", fatTree({ k: 8, linkRate: rate })],
    [
      "non-blocking leaf-spine 4x4, 4 spines",
      leafSpine({ leaves: 4, hostsPerLeaf: 4, spines: 4, hostLinkRate: rate }),
    ],
  ] as const) {
    it(`ftree on the ${name}: max link load 1 for every shift permutation; minhop and ECMP exceed 1`, () => {
      expect(Math.max(...maxLoads(t, "ftree"))).toBe(1);
      expect(Math.max(...maxLoads(t, "minhop"))).toBeGreaterThan(1);
      expect(Math.max(...maxLoads(t, "ecmp"))).toBeGreaterThan(1);
    });
  }

  it("forwardingTables(ftree) falls back to minhop on a fat-tree with a failed link, and with LMC 1", () => {
    const t = fatTree({ k: 4, linkRate: rate });
    const broken = forwardingTables({ sweep: sweepOf(failLink(t, "edge-0-0~agg-0-0")), engine: "ftree" });
    expect([broken.engine, broken.fallback]).toEqual(["minhop", "ftree-not-fat-tree"]);
    const lmc = forwardingTables({ sweep: sweepOf(t, 1), engine: "ftree" });
    expect([lmc.engine, lmc.fallback]).toEqual(["minhop", "ftree-lmc"]);
    expect(forwardingTables({ sweep: sweepOf(t), engine: "ftree" }).fallback).toBeNull();
  });

  it("updn on a k=4 fat-tree leaves core-to-core LIDs without a path (down then up is not allowed)", () => {
    const t = fatTree({ k: 4, linkRate: rate });
    const tables = forwardingTables({ sweep: sweepOf(t), engine: "updn" });
    const core0 = t.nodes.findIndex((n) => n.id === "core-0");
    const core1Lid = tables.sweep.endPorts.find((e) => e.node === t.nodes.findIndex((n) => n.id === "core-1"))
      ?.baseLid as number;
    expect(tables.switches[tables.tableOf[core0] as number]?.ports[core1Lid]).toBe(NO_PATH);
    expect(tables.roots.map((r) => t.nodes[r]?.id)).toEqual(["core-0", "core-1", "core-2", "core-3"]);
  });
});

describe("LMC as InfiniBand's multipath", () => {
  it("with LMC 1 on a k=4 fat-tree, a host's two LIDs leave a remote edge switch by different ports", () => {
    const t = fatTree({ k: 4, linkRate: rate });
    const tables = forwardingTables({ sweep: sweepOf(t, 1), engine: "minhop" });
    const dst = tables.sweep.endPorts.find((e) => e.node === t.hosts[15]);
    const edge = t.nodes.findIndex((n) => n.id === "edge-0-0");
    const row = tables.switches[tables.tableOf[edge] as number]?.ports;
    expect(dst?.lidCount).toBe(2);
    const base = dst?.baseLid as number;
    expect(row?.[base]).not.toBe(row?.[base + 1]);
    // Two flows to the same host, one per LID, share no switch-to-switch link.
    const r = fabricLinkLoads({ kind: "lft", tables }, [
      { src: t.hosts[0] as number, dst: t.hosts[15] as number },
      { src: t.hosts[0] as number, dst: t.hosts[15] as number },
    ]);
    const inner = (f: (typeof r.flows)[number]) => f.channels.slice(1, -1);
    expect(
      inner(r.flows[0] as (typeof r.flows)[number]).filter((c) =>
        inner(r.flows[1] as (typeof r.flows)[number]).includes(c),
      ),
    ).toEqual([]);
  });
});
