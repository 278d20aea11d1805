import { createMeasurementReader } from "./createMeasurementReader.ts";
import type { Iperf3Result } from "./Iperf3Result.ts";

/**
 * Read a whole iperf3 (or iperf 2) text report, or `iperf3 -J` JSON (see `iperfReader` for what
 * is read): one run per invocation in the text. Never throws.
 * @see https://github.com/esnet/iperf (src/iperf_locale.c report formats, src/units.c)
 * @example parseIperf3(text).runs[0]?.sender?.bitrate // 21.7 (Gbits/sec)
 */
export function parseIperf3(text: string): Iperf3Result {
  if (typeof text !== "string") {
    const diagnostics = [{ line: 0, code: "input-not-text", values: {} }] as Iperf3Result["diagnostics"];
    return { kind: "iperf3", tool: "iperf3", runs: [], diagnostics, notes: [] };
  }
  const reader = createMeasurementReader({ kind: "iperf3" });
  reader.push(text);
  const result = reader.end();
  if (result.kind === "iperf3") return result;
  return { kind: "iperf3", tool: "iperf3", runs: [], diagnostics: result.diagnostics, notes: [] };
}
