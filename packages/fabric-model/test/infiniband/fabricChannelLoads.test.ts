/**
 * `fabricChannelLoads` walks the flows that enter the fabric at one switch for one LID once; it must
 * count exactly what `fabricLinkLoads` counts flow by flow (whose loads the routing fingerprints hold
 * to their golden values): every channel's load, the busiest channel and the flows not delivered,
 * on full fat-trees and on random fabrics with LMC and with tables gone stale after a failed link;
 * and `fabricChannelLoadsSteps`, the same in pieces, must end with the same totals.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fabricChannelLoads } from "../../src/infiniband/fabricChannelLoads.ts";
import { fabricChannelLoadsSteps } from "../../src/infiniband/fabricChannelLoadsSteps.ts";
import type { LoadRouting } from "../../src/infiniband/fabricLinkLoads.ts";
import { fabricLinkLoads } from "../../src/infiniband/fabricLinkLoads.ts";
import { forwardingTables, routingEngines } from "../../src/infiniband/forwardingTables.ts";
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

function patterns(hosts: readonly number[]): TrafficPair[][] {
  return [
    ringPairs(hosts),
    shiftPermutationPairs(hosts, Math.max(1, Math.floor(hosts.length / 2))),
    allToAllPairs(hosts),
    incastPairs({ hosts, target: hosts[0] as number }),
  ];
}

function expectSameLoads(routing: LoadRouting, pairs: readonly TrafficPair[], label: string): void {
  const alone = fabricLinkLoads(routing, pairs);
  const shared = fabricChannelLoads(routing, pairs);
  expect(shared.channelLoads, label).toEqual(alone.channelLoads);
  expect(shared.maxLoad, label).toBe(alone.maxLoad);
  expect(shared.maxChannel, label).toBe(alone.maxChannel);
  expect(shared.undelivered, label).toBe(alone.undelivered);
  // In pieces (a piece size that cuts LMC runs and ECMP flows anywhere), the same totals.
  const steps = fabricChannelLoadsSteps(routing, pairs, { flowsPerStep: 7 });
  let pauses = 0;
  let step = steps.next();
  while (!step.done) {
    pauses++;
    step = steps.next();
  }
  expect(pauses, label).toBe(Math.max(0, Math.ceil(pairs.length / 7) - 1));
  expect(step.value, label).toEqual(shared);
}

describe("fabricChannelLoads", () => {
  it("fabricChannelLoads on k = 4, 6, 8 fat-trees counts what fabricLinkLoads counts, for every engine and ECMP", () => {
    for (const k of [4, 6, 8]) {
      const topology = fatTree({ k, linkRate: gbps(400) });
      const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number });
      for (const pairs of patterns(topology.hosts)) {
        for (const engine of routingEngines) {
          expectSameLoads(
            { kind: "lft", tables: forwardingTables({ sweep, engine }) },
            pairs,
            `k=${k} ${engine}`,
          );
        }
        expectSameLoads({ kind: "ecmp", topology }, pairs, `k=${k} ecmp`);
      }
    }
  });

  it("fabricChannelLoads on 60 random fabrics (seed 23), with LMC 0 and 1 and with stale tables after a failed link, counts what fabricLinkLoads counts", () => {
    const fabrics = fc.sample(randomFabrics, { seed: 23, numRuns: 60 });
    let undelivered = 0;
    fabrics.forEach((topology: Topology, i) => {
      const lmc = i % 3 === 0 ? 1 : 0;
      const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number, lmc });
      const live = topology.links.filter((l) => !l.failed && topology.nodes[l.a]?.kind === "switch");
      const cut = live[i % Math.max(1, live.length)];
      const after = cut === undefined ? topology : failLink(topology, cut.index);
      const stale = sweepSubnet({ topology: after, sm: topology.hosts[0] as number, lmc, previous: sweep });
      for (const engine of routingEngines) {
        const tables = forwardingTables({ sweep, engine });
        // The old tables on the fabric with the link down: some flows meet the dead port.
        const staleTables = { ...tables, sweep: stale };
        for (const pairs of patterns(topology.hosts)) {
          expectSameLoads({ kind: "lft", tables }, pairs, `${topology.label} ${engine}`);
          expectSameLoads({ kind: "lft", tables: staleTables }, pairs, `${topology.label} ${engine} stale`);
          undelivered += fabricLinkLoads({ kind: "lft", tables: staleTables }, pairs).undelivered;
        }
      }
    });
    // The stale case does exercise flows that are not delivered.
    expect(undelivered).toBeGreaterThan(0);
  });

  it("fabricChannelLoadsSteps(…, { flowsPerStep: 0 }) throws RangeError when first run", () => {
    const topology = fatTree({ k: 4, linkRate: gbps(400) });
    const steps = fabricChannelLoadsSteps({ kind: "ecmp", topology }, ringPairs(topology.hosts), {
      flowsPerStep: 0,
    });
    expect(() => steps.next()).toThrow(RangeError);
  });
});
