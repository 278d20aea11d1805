/**
 * Budget: a subnet manager's heavy sweep and routing of a 128-host fat-tree (k = 8: 80 switches, 208
 * LIDs) in at most 50 ms: directed-route discovery, LID assignment, every switch's LFT and the SMP
 * list, for each routing engine. A Vitest 5 benchmark (`bench` from the test context): run
 * `npx vitest bench --run packages/fabric-model/bench/infinibandSubnet.bench.ts`. It reports, per
 * engine, the wall-time p50 of the benchmark and the median CPU time of the same work, which is
 * steadier on a shared machine, as one JSON line {"name","median","unit","budget","detail"}. It
 * asserts nothing: budgets are read from the report, not enforced by a timed test.
 */
import { test } from "vitest";
import { routingEngines } from "../src/infiniband/forwardingTables.ts";
import { runSubnetManager } from "../src/infiniband/runSubnetManager.ts";
import { fatTree } from "../src/topology/fatTree.ts";
import { gbps } from "../src/units.ts";

const BUDGET_MS = 50;
const RUNS = 30;
const topology = fatTree({ hosts: 128, linkRate: gbps(400) });

function medianCpuMs(engine: (typeof routingEngines)[number]): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const before = process.cpuUsage();
    runSubnetManager({ topology, sm: "host-0", engine });
    const used = process.cpuUsage(before);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1] as number;
}

test("runSubnetManager on a 128-host fat-tree, per routing engine (budget 50 ms)", async ({ bench }) => {
  for (const engine of routingEngines) {
    const name = `infiniband sweep + ${engine} routing, 128-host fat-tree`;
    const result = await bench(name, { iterations: RUNS, warmupIterations: 5 }, () => {
      runSubnetManager({ topology, sm: "host-0", engine });
    }).run();
    const wall = result.latency.p50 ?? Number.NaN;
    const cpu = medianCpuMs(engine);
    console.log(
      JSON.stringify({
        name,
        median: Number(cpu.toFixed(2)),
        unit: "ms",
        budget: BUDGET_MS,
        detail: `CPU-time median; wall p50 ${wall.toFixed(2)} ms`,
      }),
    );
  }
});
