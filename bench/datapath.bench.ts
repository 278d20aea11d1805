/**
 * Benchmark: the datapath chapter's curves, recomputed as a figure would on every input change:
 * latency and throughput vs message size (1 B .. 64 MiB, 64 log-spaced sizes) for kernel TCP,
 * RoCE and InfiniBand WRITE, plus the four virtualisation layers' effective bandwidth.
 * Budget: 50 ms per full set (an input change stays interactive), median of 25 runs after 5 warm-up runs. Prints one JSON line.
 * Run: npx node bench/datapath.bench.ts
 */
import {
  bytes,
  cx5TestbedLink,
  datapathLinkFromPreset,
  datapathThroughput,
  effectiveBandwidth,
  messagePath,
  virtualisationLayers,
} from "fabric-model";

const RUNS = 25;
const WARMUP = 5;
const BUDGET_MS = 50;
const SIZES = Array.from({ length: 64 }, (_, i) => bytes(Math.round(2 ** ((i * 26) / 63))));
const ib = datapathLinkFromPreset("ib-edr-4x");
const curves = [
  { path: "kernel-tcp", link: cx5TestbedLink },
  { path: "rdma-write", link: cx5TestbedLink },
  { path: "rdma-write", link: ib },
] as const;

function computeAll(): number {
  let checksum = 0;
  for (const c of curves) {
    for (const b of SIZES) {
      checksum += messagePath({ path: c.path, bytes: b, link: c.link }).latency;
      checksum += datapathThroughput({ path: c.path, messageBytes: b, link: c.link }).goodputBits;
    }
  }
  for (const layer of virtualisationLayers) {
    checksum += effectiveBandwidth({ layer: layer.id, link: cx5TestbedLink, streams: 4 }).effectiveBandwidth;
  }
  return checksum;
}

const times: number[] = [];
for (let run = 0; run < WARMUP + RUNS; run++) {
  const start = performance.now();
  const checksum = computeAll();
  const elapsed = performance.now() - start;
  if (!Number.isFinite(checksum)) throw new Error("bench: non-finite result");
  if (run >= WARMUP) times.push(elapsed);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(
  JSON.stringify({
    name: "datapath curves (3 paths x 64 sizes x latency+throughput, 4 layers)",
    median: Math.round(median * 100) / 100,
    unit: "ms",
    budget: BUDGET_MS,
    runs: RUNS,
  }),
);
