import { detectMeasurementKind } from "./detectMeasurementKind.ts";
import type { MeasurementResult } from "./MeasurementResult.ts";
import { measurementInputLimit } from "./measurementLines.ts";
import { parseIperf3 } from "./parseIperf3.ts";
import { parseNcclTests } from "./parseNcclTests.ts";
import { parsePerftest } from "./parsePerftest.ts";

/**
 * Recognise a tool output (nccl-tests, perftest or iperf3) and parse it with the matching parser;
 * text that matches none gives `{ kind: "unknown" }` and a diagnostic. Never throws.
 * @example parseMeasurement(text).kind // "perftest"
 */
export function parseMeasurement(text: string): MeasurementResult {
  if (typeof text !== "string") {
    return { kind: "unknown", diagnostics: [{ line: 0, code: "input-not-text", values: {} }], notes: [] };
  }
  const kind = detectMeasurementKind(
    text.length > measurementInputLimit ? text.slice(0, measurementInputLimit) : text,
  );
  switch (kind) {
    case "nccl-tests":
      return parseNcclTests(text);
    case "perftest":
      return parsePerftest(text);
    case "iperf3":
      return parseIperf3(text);
    default:
      return {
        kind: "unknown",
        diagnostics: [
          { line: 0, code: text.trim() === "" ? "input-empty" : "input-unrecognised", values: {} },
        ],
        notes: [],
      };
  }
}
