/**
 * Budget: a subnet manager's heavy sweep and routing of a 128-host fat-tree (k = 8: 80 switches, 208
 * LIDs) in at most 50 ms: directed-route discovery, LID assignment, every switch's LFT and the SMP
 * list, for each routing engine.
 * Run: `npm run bench -- --only=model`, or
 * `npx vitest bench --run packages/fabric-model/bench/infinibandSubnet.bench.ts`.
 */
import { test } from "vitest";
import { benchWithin } from "../../../bench/benchWithin.ts";
import { routingEngines } from "../src/infiniband/forwardingTables.ts";
import { runSubnetManager } from "../src/infiniband/runSubnetManager.ts";
import { fatTree } from "../src/topology/fatTree.ts";
import { gbps } from "../src/units.ts";

const topology = fatTree({ hosts: 128, linkRate: gbps(400) });

test("runSubnetManager on a 128-host fat-tree, per routing engine (budget 50 ms)", async (context) => {
  for (const engine of routingEngines)
    await benchWithin(
      context,
      `infiniband sweep + ${engine} routing, 128-host fat-tree`,
      50,
      () => runSubnetManager({ topology, sm: "host-0", engine }),
      { iterations: 30, warmupIterations: 5 },
    );
});
