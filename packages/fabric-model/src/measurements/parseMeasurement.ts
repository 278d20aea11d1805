import { createMeasurementReader } from "./createMeasurementReader.ts";
import type { MeasurementResult } from "./MeasurementResult.ts";

/**
 * Recognise a tool output (nccl-tests with or without NCCL's log, NCCL's log alone, perftest,
 * iperf3 or iperf 2) and read it whole; text that matches none gives `{ kind: "unknown" }` and a
 * diagnostic (naming the tool when it is a known look-alike). For input that arrives in pieces
 * use `createMeasurementReader`. Never throws.
 * @example parseMeasurement(text).kind // "perftest"
 */
export function parseMeasurement(text: string): MeasurementResult {
  if (typeof text !== "string") {
    return { kind: "unknown", diagnostics: [{ line: 0, code: "input-not-text", values: {} }], notes: [] };
  }
  const reader = createMeasurementReader();
  reader.push(text);
  return reader.end();
}
