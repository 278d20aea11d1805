/**
 * Budget check for the congested-switch model: one 10 ms run (20,000 steps of 0.5 us) of a 16-to-1
 * incast with the innocent flow, for each mode, as the `congested-switch` figure runs it on a
 * control change. Prints one JSON line per mode with the median wall time and the median CPU time
 * of the measured runs (after warm-up). Run: `npx node packages/fabric-model/bench/lossless.bench.ts`.
 */
import { losslessModes } from "../src/lossless/CongestedSwitchInputs.ts";
import { runCongestedSwitch } from "../src/lossless/runCongestedSwitch.ts";
import { gbps, kib } from "../src/units.ts";

const WARMUP = 3;
const RUNS = 9;
/** Half the figure's 50 ms control-to-paint budget, leaving the rest to the chart. */
const BUDGET_MS = 25;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

for (const mode of losslessModes) {
  const inputs = { mode, senders: 16, ingressBuffer: kib(256), innocentFlow: true, linkRate: gbps(100) };
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    runCongestedSwitch(inputs, { sampling: "log", samples: 160 });
    const t1 = performance.now();
    const c1 = process.cpuUsage(c0);
    if (i >= WARMUP) {
      wall.push(t1 - t0);
      cpu.push((c1.user + c1.system) / 1000);
    }
  }
  console.log(
    JSON.stringify({
      name: `lossless.runCongestedSwitch.${mode}.16senders.10ms`,
      median: Number(median(wall).toFixed(2)),
      cpuMedian: Number(median(cpu).toFixed(2)),
      unit: "ms",
      budget: BUDGET_MS,
    }),
  );
}
