/**
 * Budget checks for collective/: (1) `predictCollective` over a 1,000-point size sweep (8 B .. 16 GiB,
 * 2 x 8 H100 over RoCE, all-reduce), median time per call in microseconds (budget 20 us, so a sweep
 * recomputes inside one 16 ms frame); (2) a ring all-reduce over 1,024 GPUs (128 nodes x 8, NVLink
 * inside, one 3.2 Tb/s node uplink) on a two-tier fat-tree (leaf-spine, 8 leaves x 16 nodes, 16
 * spines) through the flow simulator, median wall time in ms (budget 500 ms); (3) the same ring with
 * every GPU on its own 400 Gb/s NIC (1,024 hosts, 32 leaves x 32, 32 spines).
 * Run: `npx node packages/fabric-model/bench/collective.bench.ts` (Node 22, type stripping).
 */
import { predictCollective } from "../src/collective/predictCollective.ts";
import { ringAllReduceFlowSteps } from "../src/collective/ringAllReduceFlowSteps.ts";
import { simulateCollectiveFlows } from "../src/collective/simulateCollectiveFlows.ts";
import { leafSpine } from "../src/topology/leafSpine.ts";
import { bytes, gBps, gbps, gib, inMilliseconds } from "../src/units.ts";

const WARMUP = 20;
const RUNS = 41;
const POINTS = 1000;
const BUDGET_US = 20;

const sizes = Array.from({ length: POINTS }, (_, i) => bytes(Math.round(8 * 2 ** ((31 * i) / (POINTS - 1)))));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

let sink = 0;
function sweep(): void {
  for (const size of sizes) {
    sink += predictCollective({
      collective: "all_reduce",
      bytes: size,
      gpu: "h100-sxm",
      gpusPerNode: 8,
      nodes: 2,
      nicCount: 8,
      nicRate: gbps(400),
      transport: "roce",
    }).time;
  }
}

for (let i = 0; i < WARMUP; i++) sweep();
const perCall: number[] = [];
const perSweep: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  sweep();
  const ms = performance.now() - t0;
  perSweep.push(ms);
  perCall.push((ms * 1000) / POINTS);
}
console.log(
  JSON.stringify({
    name: "predictCollective per call (1,000-point sweep)",
    median: Number(median(perCall).toFixed(3)),
    unit: "us",
    budget: BUDGET_US,
    sweepMedianMs: Number(median(perSweep).toFixed(3)),
    checksum: sink > 0,
  }),
);

const FLOW_RUNS = 9;
const FLOW_BUDGET_MS = 500;

function flowBench(name: string, run: () => number): void {
  let simulated = 0;
  for (let i = 0; i < 2; i++) simulated = run();
  const wall: number[] = [];
  for (let i = 0; i < FLOW_RUNS; i++) {
    const t0 = performance.now();
    simulated = run();
    wall.push(performance.now() - t0);
  }
  console.log(
    JSON.stringify({
      name,
      median: Number(median(wall).toFixed(2)),
      unit: "ms",
      budget: FLOW_BUDGET_MS,
      simulatedMs: Number(simulated.toFixed(3)),
    }),
  );
}

const nodes = 128;
const gpusPerNode = 8;
const ranks = nodes * gpusPerNode;
const steps = ringAllReduceFlowSteps({ ranks, bytes: gib(1) });
const servers = leafSpine({ leaves: 8, hostsPerLeaf: 16, spines: 16, hostLinkRate: gbps(3200) });
const serverOfRank = Array.from({ length: ranks }, (_, r) => Math.floor(r / gpusPerNode));
flowBench("ring all-reduce 1 GiB, 128 nodes x 8 GPUs, leaf-spine, flow simulator", () =>
  inMilliseconds(
    simulateCollectiveFlows({
      topology: servers,
      hostOfRank: serverOfRank,
      steps,
      intraHostBandwidth: gBps(370.8),
    }).time,
  ),
);
const rails = leafSpine({ leaves: 32, hostsPerLeaf: 32, spines: 32, hostLinkRate: gbps(400) });
const gpuOfRank = Array.from({ length: ranks }, (_, r) => r);
flowBench("ring all-reduce 1 GiB, 1,024 GPUs each on its own NIC, leaf-spine, flow simulator", () =>
  inMilliseconds(
    simulateCollectiveFlows({ topology: rails, hostOfRank: gpuOfRank, steps }, { routing: "ecmp" }).time,
  ),
);
