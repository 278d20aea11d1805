/**
 * Benchmark: parseNcclTests on a 10,000-row nccl-tests output generated in memory (2025-10 layout,
 * 8-rank all-reduce, device lines, header and trailer). Budget: 50 ms per parse, median wall time
 * of 11 runs after 5 warm-up runs; the CPU-time median and the 1-minute load average are printed
 * beside it because the machine is shared and noisy. Prints one JSON line.
 * Run: npx node bench/parse.bench.ts
 */
import { loadavg } from "node:os";
import {
  parseIperf3,
  parseMeasurement,
  parseNcclTests,
  parsePerftest,
} from "../packages/fabric-model/src/measurements/index.ts";
import { ncclTestsText } from "../packages/fabric-model/test/measurements/generators/ncclTestsText.ts";

const ROWS = 10_000;
const RUNS = 11;
const WARMUP = 5;
const BUDGET_MS = 50;

const rows = Array.from({ length: ROWS }, (_, i) => {
  const bytes = 8 * 2 ** (i % 28);
  const timeUs = 20 + bytes / 40_000 + (i % 7);
  return { bytes, timeUsOutOfPlace: timeUs, timeUsInPlace: timeUs * 0.99 };
});
const text = ncclTestsText({ era: "2025-10", collective: "all_reduce", nranks: 8, type: "float", rows });

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};
const times: number[] = [];
const cpuTimes: number[] = [];
for (let run = 0; run < WARMUP + RUNS; run++) {
  const cpuStart = cpuMs();
  const start = performance.now();
  const result = parseNcclTests(text);
  const elapsed = performance.now() - start;
  const cpu = cpuMs() - cpuStart;
  if (result.rows.length !== ROWS || result.diagnostics.length !== 0) {
    throw new Error(
      `bench input misread: ${result.rows.length} rows, ${result.diagnostics.length} diagnostics`,
    );
  }
  if (run >= WARMUP) {
    times.push(elapsed);
    cpuTimes.push(cpu);
  }
}
// Hostile input, about 1 MB each, built to trip backtracking or quadratic loops; every parser runs
// on every text and the slowest median is reported as hostileMedian (same 50 ms budget per MB).
const MB = 1_000_000;
const fill = (line: string) => line.repeat(Math.ceil(MB / line.length));
const hostile = [
  fill(`${"1".repeat(9000)}x\n`),
  fill(`${" ".repeat(9000)}sec\n`),
  fill(`sec ${"1.".repeat(4000)}\n`),
  `                    Send BW Test\n${fill(`${"a:".repeat(4000)}\n`)}`,
  fill(`${"-".repeat(9000)}x\n`),
  fill("[1,0]<stdout>:[1,0]<stdout>:[1,0]<stdout>:8 8 float sum -1 1 1 1 0 1 1 1 0\n"),
  `#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong\n${fill("8 2 float sum -1 1e+99 1e+99 1e+99 N/A 0.0 0.0 0.0 N/A\n")}`,
  fill("[SUM]   0.00-1.00   sec  0.00 Bytes  0.00 bits/sec  0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 sender\n"),
  fill(`iperf3 ${"error ".repeat(1500)}\n`),
];
const parsers = [parseMeasurement, parseNcclTests, parsePerftest, parseIperf3] as const;
const hostileTimes: number[] = [];
for (const input of hostile) {
  for (const parse of parsers) {
    const runs: number[] = [];
    for (let run = 0; run < 5; run++) {
      const start = performance.now();
      parse(input);
      runs.push(performance.now() - start);
    }
    runs.sort((a, b) => a - b);
    hostileTimes.push(((runs[2] ?? 0) * MB) / input.length);
  }
}

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const median = medianOf(times);
console.log(
  JSON.stringify({
    name: "parseNcclTests 10000 rows",
    median: Math.round(median * 100) / 100,
    unit: "ms",
    budget: BUDGET_MS,
    runs: RUNS,
    cpuMedian: Math.round(medianOf(cpuTimes) * 100) / 100,
    hostileMedian: Math.round(Math.max(...hostileTimes) * 100) / 100,
    loadavg1: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    bytes: text.length,
  }),
);
