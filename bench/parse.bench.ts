/**
 * Budget of the measurement parsers: parseNcclTests on a 10,000-row nccl-tests output generated in
 * memory (2025-10 layout, 8-rank all-reduce, device lines, header and trailer) within 50 ms; and,
 * without a budget, every parser on each of nine ~1 MB hostile inputs built to trip backtracking or
 * quadratic loops (they must stay linear: compare with the 10,000-row parse, about 1 MB too).
 * Run: `npm run bench -- --only=model`, or `npx vitest bench bench/parse.bench.ts`.
 */
import { parseIperf3, parseMeasurement, parseNcclTests, parsePerftest } from "fabric-model";
import { test } from "vitest";
import { ncclTestsText } from "../packages/fabric-model/test/measurements/generators/ncclTestsText.ts";
import { benchWithin } from "./benchWithin.ts";

const ROWS = 10_000;

test("parseNcclTests, 10,000 rows", (context) => {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const bytes = 8 * 2 ** (i % 28);
    const timeUs = 20 + bytes / 40_000 + (i % 7);
    return { bytes, timeUsOutOfPlace: timeUs, timeUsInPlace: timeUs * 0.99 };
  });
  const text = ncclTestsText({ era: "2025-10", collective: "all_reduce", nranks: 8, type: "float", rows });
  const check = parseNcclTests(text);
  if (check.rows.length !== ROWS || check.diagnostics.length !== 0) {
    throw new Error(
      `bench input misread: ${check.rows.length} rows, ${check.diagnostics.length} diagnostics`,
    );
  }
  return benchWithin(context, "parseNcclTests 10000 rows", 50, () => parseNcclTests(text), {
    time: 500,
    iterations: 11,
    warmupIterations: 5,
  });
});

test("every parser on hostile input", (context) => {
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
  return benchWithin(
    context,
    "every parser on nine ~1 MB hostile inputs (36 parses)",
    null,
    () => {
      for (const input of hostile) for (const parse of parsers) parse(input);
    },
    { time: 0, iterations: 5, warmupIterations: 1 },
  );
});
