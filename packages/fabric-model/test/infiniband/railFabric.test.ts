import { describe, expect, it } from "vitest";
import { fabricLinkLoads } from "../../src/infiniband/fabricLinkLoads.ts";
import { railFabric, railNic } from "../../src/infiniband/railFabric.ts";
import { runSubnetManager } from "../../src/infiniband/runSubnetManager.ts";
import { shiftPermutationPairs } from "../../src/infiniband/shiftPermutationPairs.ts";
import { failSwitch } from "../../src/topology/failSwitch.ts";
import { ringPairs } from "../../src/topology/ringPairs.ts";
import type { Topology } from "../../src/topology/Topology.ts";
import { gbps } from "../../src/units.ts";

const build = (cabling: "rail" | "server") =>
  railFabric({ servers: 8, nicsPerServer: 4, spines: 4, linkRate: gbps(400), cabling });
/** NCCL's rings between servers, one per rail: GPU r of server 0, 1, ..., 7. */
const railRings = (t: Topology) =>
  [0, 1, 2, 3].flatMap((r) => ringPairs([0, 1, 2, 3, 4, 5, 6, 7].map((v) => railNic(t, v, r))));
const spineLoad = (t: Topology, loads: readonly number[]) =>
  t.links.reduce(
    (sum, l) =>
      t.nodes[l.b]?.role === "spine"
        ? sum + (loads[2 * l.index] as number) + (loads[2 * l.index + 1] as number)
        : sum,
    0,
  );

describe("railFabric", () => {
  it("railFabric(8 servers x 4 NICs): 32 NIC hosts, 4 leaves of 8 NICs, 8 uplinks per leaf", () => {
    for (const cabling of ["rail", "server"] as const) {
      const t = build(cabling);
      expect(t.hosts).toHaveLength(32);
      for (const leaf of t.nodes.filter((n) => n.role === "leaf")) {
        const down = t.links.filter((l) => l.b === leaf.index).length;
        const up = t.links.filter((l) => l.a === leaf.index).length;
        expect([down, up]).toEqual([8, 8]);
      }
    }
    expect(() =>
      railFabric({ servers: 6, nicsPerServer: 4, spines: 2, linkRate: gbps(400), cabling: "server" }),
    ).toThrow(RangeError);
  });

  it("per-rail rings stay on their leaf when cabled by rail, and cross the spines when cabled by server", () => {
    for (const engine of ["minhop", "ftree"] as const) {
      const rail = build("rail");
      const r = fabricLinkLoads(
        {
          kind: "lft",
          tables: runSubnetManager({ topology: rail, sm: rail.hosts[0] as number, engine }).tables,
        },
        railRings(rail),
      );
      expect(r.undelivered).toBe(0);
      expect(spineLoad(rail, r.channelLoads)).toBe(0);
      const server = build("server");
      const s = fabricLinkLoads(
        {
          kind: "lft",
          tables: runSubnetManager({ topology: server, sm: server.hosts[0] as number, engine }).tables,
        },
        railRings(server),
      );
      expect(spineLoad(server, s.channelLoads)).toBeGreaterThan(0);
    }
  });

  it("ftree orders adapters leaf by leaf: shifts are congestion-free on the rail-cabled fabric too", () => {
    const t = build("rail");
    const tables = runSubnetManager({ topology: t, sm: t.hosts[0] as number, engine: "ftree" }).tables;
    expect(tables.fallback).toBeNull();
    // Adapters in OpenSM's order: leaf 0's eight NICs, then leaf 1's, ...
    const order = [...t.nodes.filter((n) => n.role === "leaf")].flatMap((leaf) =>
      t.links.filter((l) => l.b === leaf.index).map((l) => l.a),
    );
    for (let s = 1; s < 32; s++) {
      expect(fabricLinkLoads({ kind: "lft", tables }, shiftPermutationPairs(order, s)).maxLoad).toBe(1);
    }
  });

  it("a failed leaf costs every server one rail when cabled by rail, and two servers all their NICs when cabled by server", () => {
    const lost = (cabling: "rail" | "server") => {
      const t = failSwitch(build(cabling), "leaf-1");
      const sm = railNic(t, 0, 0);
      const run = runSubnetManager({ topology: t, sm, engine: "minhop" });
      return run.sweep.undiscovered.map((n) => t.nodes[n]?.id).filter((id) => id?.startsWith("server"));
    };
    expect(lost("rail")).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((v) => `server-${v}-nic-1`));
    expect(lost("server")?.sort()).toEqual(
      [2, 3].flatMap((v) => [0, 1, 2, 3].map((r) => `server-${v}-nic-${r}`)).sort(),
    );
  });
});
