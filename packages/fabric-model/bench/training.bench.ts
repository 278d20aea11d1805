/**
 * Budget check for the training model. Two measurements, one JSON line each:
 * - a full what-if recompute as the training chapter's chart does on every input change: nodes
 *   1..64 for 4 network paths x 2 GPU types (512 predictions with bands), budget 16 ms;
 * - the calibration against the Red Hat 2025 study (7 parameters, 12 points), budget 2 s;
 * and, for information, the accuracy report (calibration + 8 leave-one-out refits + extrapolation).
 * Medians of repeated runs after warm-up, wall and CPU time (CPU is steadier on a busy machine).
 * Run: `npx node packages/fabric-model/bench/training.bench.ts` (Node 22, type stripping).
 */

import { redhat2025 } from "../src/studies/redhat2025.ts";
import { calibrateTraining } from "../src/training/calibrateTraining.ts";
import { trainingAccuracy } from "../src/training/trainingAccuracy.ts";
import { trainingCurves } from "../src/training/trainingCurves.ts";

const NODES = Array.from({ length: 64 }, (_, i) => i + 1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function time(name: string, run: () => unknown, runs: number, warmup: number, budget?: number): void {
  for (let i = 0; i < warmup; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
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
      ...(budget !== undefined ? { budget } : {}),
      cpuMedian: Number(median(cpu).toFixed(2)),
      runs,
    }),
  );
}

time(
  "training what-if recompute (nodes 1..64 x 4 paths x 2 GPUs)",
  () =>
    trainingCurves({
      gpus: ["l40s", "h100-sxm"],
      networks: ["pod-overlay", "vnic", "sriov-vf", "sriov-rdma"],
      nodes: NODES,
    }),
  41,
  10,
  16,
);
time(
  "training calibration (redhat-2025, 7 parameters)",
  () => calibrateTraining({ study: redhat2025 }),
  9,
  2,
  2000,
);
time(
  "training accuracy report (calibration, leave-one-out, extrapolation)",
  () => trainingAccuracy({ study: redhat2025 }),
  5,
  1,
);
