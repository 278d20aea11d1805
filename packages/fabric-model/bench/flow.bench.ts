/**
 * Budget check for the flow simulator: 1,024 flows between random host pairs on a 128-host k=8
 * fat-tree, ECMP routing, run to completion. Prints one JSON line per scenario with the median wall
 * time of the measured runs (after warm-up), and the median CPU time, which is steadier on a busy
 * machine. Run: `npx node packages/fabric-model/bench/flow.bench.ts` (Node 22, type stripping).
 */

import type { FlowSpec } from "../src/flow/FlowSimState.ts";
import { simulateFlows } from "../src/flow/simulateFlows.ts";
import { createRouter } from "../src/topology/createRouter.ts";
import { fatTree } from "../src/topology/fatTree.ts";
import { leafSpine } from "../src/topology/leafSpine.ts";
import { mulberry32 } from "../src/topology/mulberry32.ts";
import { randomPairs } from "../src/topology/randomPairs.ts";
import { ringPairs } from "../src/topology/ringPairs.ts";
import { bytes, gbps, mib, seconds } from "../src/units.ts";

const WARMUP = 3;
const RUNS = 9;
const BUDGET_MS = 100;
const FLOWS = 1024;

const topology = fatTree({ hosts: 128, linkRate: gbps(400) });
const pairs = randomPairs({ hosts: topology.hosts, count: FLOWS }, { seed: 42 });

/** Equal sizes: many flows tie, fewer events. */
const equalFlows: FlowSpec[] = pairs.map((p, i) => ({
  id: `flow-${i}`,
  src: p.src,
  dst: p.dst,
  bytes: mib(16),
}));
/** Sizes spread log-uniformly over 64 KiB .. 64 MiB, all starting at 0: about one event per flow. */
const sizeDraw = mulberry32(7);
const sizes = pairs.map(() => bytes(Math.round(65536 * 1024 ** sizeDraw())));
const mixedFlows: FlowSpec[] = pairs.map((p, i) => ({
  id: `flow-${i}`,
  src: p.src,
  dst: p.dst,
  bytes: sizes[i] ?? mib(1),
}));
/** The same sizes with starts spread uniformly over 0..1 ms: about two events per flow. */
const startDraw = mulberry32(11);
const staggeredFlows: FlowSpec[] = mixedFlows.map((f) => ({ ...f, start: seconds(startDraw() * 1e-3) }));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function measure(name: string, flows: FlowSpec[], routing: "ecmp" | "shortest", budget = BUDGET_MS): void {
  let steps = 0;
  const run = (): void => {
    steps = simulateFlows({ topology, flows }, { routing }).steps;
  };
  time(name, run, () => steps, budget);
}

function time(name: string, run: () => void, steps: () => number, budget: number): void {
  for (let i = 0; i < WARMUP; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    run();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  console.log(
    JSON.stringify({
      name,
      median: Number(median(wall).toFixed(2)),
      unit: "ms",
      budget,
      cpuMedian: Number(median(cpu).toFixed(2)),
      min: Number(Math.min(...wall).toFixed(2)),
      runs: RUNS,
      steps: steps(),
    }),
  );
}

measure("flow: 1024 random-pair flows, fat-tree k=8 (128 hosts), ECMP, 16 MiB each", equalFlows, "ecmp");
measure("flow: 1024 random-pair flows, fat-tree k=8 (128 hosts), ECMP, 64 KiB..64 MiB", mixedFlows, "ecmp");
measure(
  "flow: 1024 random-pair flows, fat-tree k=8, ECMP, 64 KiB..64 MiB, starts over 1 ms",
  staggeredFlows,
  "ecmp",
);

// One step of a ring over 1,024 GPUs (32 leaves x 32 ports, 16 spines, 400G): the flow-level cost a
// ring all-reduce pays per step (the later task's budget is 500 ms for the whole collective).
const fabric = leafSpine({ leaves: 32, hostsPerLeaf: 32, spines: 16, hostLinkRate: gbps(400) });
const ringFlows: FlowSpec[] = ringPairs(fabric.hosts).map((p, i) => ({
  id: `ring-${i}`,
  ...p,
  bytes: mib(64),
}));
let ringSteps = 0;
time(
  "flow: one ring step, 1024 hosts on a 2-tier leaf-spine, ECMP, new router each run",
  () => {
    ringSteps = simulateFlows({ topology: fabric, flows: ringFlows }, { routing: "ecmp" }).steps;
  },
  () => ringSteps,
  500,
);
const router = createRouter(fabric);
time(
  "flow: one ring step, 1024 hosts on a 2-tier leaf-spine, ECMP, router reused",
  () => {
    ringSteps = simulateFlows({ topology: fabric, flows: ringFlows }, { routing: "ecmp", router }).steps;
  },
  () => ringSteps,
  500,
);
