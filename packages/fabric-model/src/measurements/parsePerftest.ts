import { createMeasurementReader } from "./createMeasurementReader.ts";
import type { PerftestResult } from "./PerftestResult.ts";

/**
 * Read a whole perftest output (see `perftestReader` for what is read): one test per run in the
 * text. Never throws.
 * @see https://github.com/linux-rdma/perftest (src/perftest_parameters.h RESULT_FMT*, REPORT_FMT*)
 * @example parsePerftest(text).tests[0]?.bandwidthRows[0]?.bwAverage // 11023.48 (MiB/s)
 */
export function parsePerftest(text: string): PerftestResult {
  if (typeof text !== "string") {
    return {
      kind: "perftest",
      tests: [],
      diagnostics: [{ line: 0, code: "input-not-text", values: {} }],
      notes: [],
    };
  }
  const reader = createMeasurementReader({ kind: "perftest" });
  reader.push(text);
  const result = reader.end();
  if (result.kind === "perftest") return result;
  return { kind: "perftest", tests: [], diagnostics: result.diagnostics, notes: [] };
}
