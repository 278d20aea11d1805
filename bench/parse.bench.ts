/**
 * Benchmark: parseNcclTests on a 10,000-row nccl-tests output generated in memory (2025-10 layout,
 * 8-rank all-reduce, device lines, header and trailer). Budget: 50 ms per parse, median of 9 runs
 * after 3 warm-up runs. Prints one JSON line. Run: npx node bench/parse.bench.ts
 */
import { parseNcclTests } from "../packages/fabric-model/src/measurements/index.ts";
import { ncclTestsText } from "../packages/fabric-model/test/measurements/generators/ncclTestsText.ts";

const ROWS = 10_000;
const RUNS = 9;
const WARMUP = 3;
const BUDGET_MS = 50;

const rows = Array.from({ length: ROWS }, (_, i) => {
  const bytes = 8 * 2 ** (i % 28);
  const timeUs = 20 + bytes / 40_000 + (i % 7);
  return { bytes, timeUsOutOfPlace: timeUs, timeUsInPlace: timeUs * 0.99 };
});
const text = ncclTestsText({ era: "2025-10", collective: "all_reduce", nranks: 8, type: "float", rows });

const times: number[] = [];
for (let run = 0; run < WARMUP + RUNS; run++) {
  const start = performance.now();
  const result = parseNcclTests(text);
  const elapsed = performance.now() - start;
  if (result.rows.length !== ROWS || result.diagnostics.length !== 0) {
    throw new Error(
      `bench input misread: ${result.rows.length} rows, ${result.diagnostics.length} diagnostics`,
    );
  }
  if (run >= WARMUP) times.push(elapsed);
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(
  JSON.stringify({
    name: "parseNcclTests 10000 rows",
    median: Math.round(median * 100) / 100,
    unit: "ms",
    budget: BUDGET_MS,
    runs: RUNS,
    bytes: text.length,
  }),
);
