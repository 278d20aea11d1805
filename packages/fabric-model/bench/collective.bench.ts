/**
 * Budget check for the collective cost model: `predictCollective` over a 1,000-point size sweep
 * (8 B .. 16 GiB, 2 x 8 H100 over RoCE, all-reduce), repeated; prints the median time per call in
 * microseconds (budget 20 us, so a sweep recomputes inside one 16 ms frame).
 * Run: `npx node packages/fabric-model/bench/collective.bench.ts` (Node 22, type stripping).
 */
import { predictCollective } from "../src/collective/predictCollective.ts";
import { bytes, gbps } from "../src/units.ts";

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
