/**
 * Budgets of the flow simulator: 1,024 flows between random host pairs on a 128-host k=8 fat-tree,
 * ECMP routing, run to completion, within 100 ms (equal sizes: many flows tie, few events; sizes
 * spread over 64 KiB .. 64 MiB: about one event per flow; the same with starts spread over 1 ms:
 * about two events per flow); one step of a ring over 1,024 GPUs on a 2-tier leaf-spine within
 * 500 ms, with a new router each run and with one reused.
 * Run: `npm run bench -- --only=model`, or `npx vitest bench packages/fabric-model/bench/flow.bench.ts`.
 */
import {
  bytes,
  createRouter,
  type FlowSpec,
  fatTree,
  gbps,
  leafSpine,
  mib,
  mulberry32,
  randomPairs,
  ringPairs,
  seconds,
  simulateFlows,
} from "fabric-model";
import { test } from "vitest";
import { benchWithin } from "../../../bench/benchWithin.ts";

const OPTIONS = { time: 1000, iterations: 9, warmupIterations: 3 };

test("1,024 random-pair flows on a k=8 fat-tree", async (context) => {
  const topology = fatTree({ hosts: 128, linkRate: gbps(400) });
  const pairs = randomPairs({ hosts: topology.hosts, count: 1024 }, { seed: 42 });
  const equal: FlowSpec[] = pairs.map((p, i) => ({
    id: `flow-${i}`,
    src: p.src,
    dst: p.dst,
    bytes: mib(16),
  }));
  const sizeDraw = mulberry32(7);
  const mixed: FlowSpec[] = pairs.map((p, i) => ({
    id: `flow-${i}`,
    src: p.src,
    dst: p.dst,
    bytes: bytes(Math.round(65536 * 1024 ** sizeDraw())),
  }));
  const startDraw = mulberry32(11);
  const staggered: FlowSpec[] = mixed.map((f) => ({ ...f, start: seconds(startDraw() * 1e-3) }));
  for (const [name, flows] of [
    ["flow: 1024 random-pair flows, fat-tree k=8 (128 hosts), ECMP, 16 MiB each", equal],
    ["flow: 1024 random-pair flows, fat-tree k=8 (128 hosts), ECMP, 64 KiB..64 MiB", mixed],
    ["flow: 1024 random-pair flows, fat-tree k=8, ECMP, 64 KiB..64 MiB, starts over 1 ms", staggered],
  ] as const) {
    await benchWithin(
      context,
      name,
      100,
      () => simulateFlows({ topology, flows }, { routing: "ecmp" }),
      OPTIONS,
    );
  }
});

test("one ring step over 1,024 hosts", async (context) => {
  const fabric = leafSpine({ leaves: 32, hostsPerLeaf: 32, spines: 16, hostLinkRate: gbps(400) });
  const flows: FlowSpec[] = ringPairs(fabric.hosts).map((p, i) => ({
    id: `ring-${i}`,
    ...p,
    bytes: mib(64),
  }));
  await benchWithin(
    context,
    "flow: one ring step, 1024 hosts on a 2-tier leaf-spine, ECMP, new router each run",
    500,
    () => simulateFlows({ topology: fabric, flows }, { routing: "ecmp" }),
    OPTIONS,
  );
  const router = createRouter(fabric);
  await benchWithin(
    context,
    "flow: one ring step, 1024 hosts on a 2-tier leaf-spine, ECMP, router reused",
    500,
    () => simulateFlows({ topology: fabric, flows }, { routing: "ecmp", router }),
    OPTIONS,
  );
});
