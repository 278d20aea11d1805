/**
 * Golden fingerprints of the routing engines' output, so that a faster implementation is held to
 * exactly the same forwarding tables and link loads. Each value is an FNV-1a hash of every table
 * entry (or of every channel's load and the undelivered count), as computed by the implementation
 * of commit 0f45fbd (before the data-oriented rewrite of `forwardingTables` and `fabricLinkLoads`):
 * provenance is that commit, the tolerance none.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { everyEngineTables } from "../../src/infiniband/everyEngineTables.ts";
import { fabricLinkLoads } from "../../src/infiniband/fabricLinkLoads.ts";
import {
  type ForwardingTables,
  forwardingTables,
  routingEngines,
} from "../../src/infiniband/forwardingTables.ts";
import { shiftPermutationPairs } from "../../src/infiniband/shiftPermutationPairs.ts";
import { sweepSubnet } from "../../src/infiniband/sweepSubnet.ts";
import { allToAllPairs } from "../../src/topology/allToAllPairs.ts";
import { failLink } from "../../src/topology/failLink.ts";
import { fatTree } from "../../src/topology/fatTree.ts";
import { incastPairs } from "../../src/topology/incastPairs.ts";
import { ringPairs } from "../../src/topology/ringPairs.ts";
import type { Topology, TrafficPair } from "../../src/topology/Topology.ts";
import { gbps } from "../../src/units.ts";
import { randomFabrics } from "./randomFabrics.ts";

/** FNV-1a (32 bits) over a list of non-negative integers, as 8 hex digits. */
function fnv(values: Iterable<number>): string {
  let h = 0x811c9dc5;
  for (const v of values) {
    for (let x = v >>> 0, i = 0; i < 4; i++, x >>>= 8) {
      h ^= x & 0xff;
      h = Math.imul(h, 0x01000193);
    }
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** Every switch's node and table entries, in discovery order. */
function* tableEntries(tables: ForwardingTables): Generator<number> {
  for (const s of tables.switches) {
    yield s.node;
    yield s.ports.length;
    yield* s.ports;
  }
}

function patterns(hosts: readonly number[]): Record<string, TrafficPair[]> {
  return {
    ring: ringPairs(hosts),
    shift: shiftPermutationPairs(hosts, hosts.length / 2),
    "all-to-all": allToAllPairs(hosts),
    incast: incastPairs({ hosts, target: hosts[0] as number }),
  };
}

function fingerprints(topology: Topology): Record<string, string> {
  const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number });
  const out: Record<string, string> = {};
  const pairs = patterns(topology.hosts);
  for (const engine of routingEngines) {
    const tables = forwardingTables({ sweep, engine });
    out[`${engine} tables`] = fnv(tableEntries(tables));
    for (const [name, p] of Object.entries(pairs)) {
      const loads = fabricLinkLoads({ kind: "lft", tables }, p);
      out[`${engine} ${name}`] = fnv([...loads.channelLoads, loads.undelivered]);
    }
  }
  for (const [name, p] of Object.entries(pairs)) {
    const loads = fabricLinkLoads({ kind: "ecmp", topology }, p);
    out[`ecmp ${name}`] = fnv([...loads.channelLoads, loads.undelivered]);
  }
  return out;
}

const GOLDEN: Record<string, Record<string, string>> = {
  k4: {
    "minhop tables": "03f1cd85",
    "minhop ring": "d8789c95",
    "minhop shift": "e97458d5",
    "minhop all-to-all": "6dcde6a5",
    "minhop incast": "9406c14f",
    "updn tables": "2d6477f5",
    "updn ring": "7ad1e095",
    "updn shift": "db6ac855",
    "updn all-to-all": "a8e1be55",
    "updn incast": "9406c14f",
    "ftree tables": "f5f77476",
    "ftree ring": "08084d55",
    "ftree shift": "bfac2015",
    "ftree all-to-all": "4f513215",
    "ftree incast": "9406c14f",
    "ecmp ring": "a412a6d5",
    "ecmp shift": "ab6f44d5",
    "ecmp all-to-all": "3b35089f",
    "ecmp incast": "c8fd42cb",
  },
  k6: {
    "minhop tables": "743b1982",
    "minhop ring": "c7ee5355",
    "minhop shift": "771d3375",
    "minhop all-to-all": "68b6b27d",
    "minhop incast": "81f89985",
    "updn tables": "f1f492c5",
    "updn ring": "a869c535",
    "updn shift": "ecf34b35",
    "updn all-to-all": "9a2fe9d5",
    "updn incast": "81f89985",
    "ftree tables": "054e4745",
    "ftree ring": "155a0375",
    "ftree shift": "88c96a35",
    "ftree all-to-all": "c25ce8f5",
    "ftree incast": "81f89985",
    "ecmp ring": "71e031f5",
    "ecmp shift": "b9690b35",
    "ecmp all-to-all": "c9604285",
    "ecmp incast": "366f3c7f",
  },
  k8: {
    "minhop tables": "e7ba6425",
    "minhop ring": "16eb36d5",
    "minhop shift": "8aa59f15",
    "minhop all-to-all": "76d5d3d5",
    "minhop incast": "7ebf2723",
    "updn tables": "157f4b75",
    "updn ring": "43378255",
    "updn shift": "3493acd5",
    "updn all-to-all": "8a875be4",
    "updn incast": "7ebf2723",
    "ftree tables": "53866320",
    "ftree ring": "96c08295",
    "ftree shift": "7b3f4d15",
    "ftree all-to-all": "e8030d15",
    "ftree incast": "7ebf2723",
    "ecmp ring": "421fc375",
    "ecmp shift": "018f0d35",
    "ecmp all-to-all": "efcc125b",
    "ecmp incast": "1e69c777",
  },
  random: {
    minhop: "d43ba503",
    updn: "8674de2a",
    ftree: "cabef1c2",
  },
};

describe("routing fingerprints (commit 0f45fbd's tables and loads)", () => {
  for (const k of [4, 6, 8]) {
    it(`forwardingTables and fabricLinkLoads on a k = ${k} fat-tree give the tables and loads of 0f45fbd`, () => {
      const got = fingerprints(fatTree({ k, linkRate: gbps(400) }));
      expect(got).toEqual(GOLDEN[`k${k}`]);
    });
  }

  for (const k of [4, 6, 8]) {
    it(`everyEngineTables on a k = ${k} fat-tree gives each engine the tables of 0f45fbd`, () => {
      const topology = fatTree({ k, linkRate: gbps(400) });
      const all = everyEngineTables({ sweep: sweepSubnet({ topology, sm: topology.hosts[0] as number }) });
      for (const engine of routingEngines) {
        expect(all[engine].engine).toBe(engine);
        expect(fnv(tableEntries(all[engine])), engine).toBe(GOLDEN[`k${k}`]?.[`${engine} tables`]);
      }
    });
  }

  it("everyEngineTables on 60 random fabrics (seed 23) gives each engine the tables forwardingTables builds alone", () => {
    const fabrics = fc.sample(randomFabrics, { seed: 23, numRuns: 60 });
    fabrics.forEach((topology, i) => {
      const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number, lmc: i % 3 === 0 ? 1 : 0 });
      const all = everyEngineTables({ sweep });
      for (const engine of routingEngines) {
        const alone = forwardingTables({ sweep, engine });
        expect(all[engine].engine).toBe(alone.engine);
        expect(all[engine].fallback).toBe(alone.fallback);
        expect(all[engine].switches, `${topology.label} ${engine}`).toEqual(alone.switches);
      }
    });
  });

  it("forwardingTables on 60 random fabrics (seed 23), with LMC 0 and 1, and rerouted after a failed link keeping the earlier tables, gives the tables of 0f45fbd", () => {
    const fabrics = fc.sample(randomFabrics, { seed: 23, numRuns: 60 });
    const got: Record<string, string> = {};
    for (const engine of routingEngines) {
      const entries: number[] = [];
      fabrics.forEach((topology, i) => {
        const lmc = i % 3 === 0 ? 1 : 0;
        const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number, lmc });
        const tables = forwardingTables({ sweep, engine });
        entries.push(...tableEntries(tables), ...tables.ranks.map((r) => r + 1));
        const live = topology.links.filter((l) => !l.failed && topology.nodes[l.a]?.kind === "switch");
        const cut = live[i % Math.max(1, live.length)];
        if (cut === undefined) return;
        const after = failLink(topology, cut.index);
        const resweep = sweepSubnet({
          topology: after,
          sm: topology.hosts[0] as number,
          lmc,
          previous: sweep,
        });
        entries.push(...tableEntries(forwardingTables({ sweep: resweep, engine, previous: tables })));
      });
      got[engine] = fnv(entries);
    }
    expect(got).toEqual(GOLDEN.random);
  });
});
