import { createMeasurementReader } from "./createMeasurementReader.ts";
import { measurementInputLimit } from "./measurementLines.ts";
import type { NcclTestsResult } from "./NcclTestsResult.ts";
import { ncclTestsReader, type ParseNcclTestsOptions } from "./ncclTestsReader.ts";

export type { ParseNcclTestsOptions } from "./ncclTestsReader.ts";

/**
 * Read a whole nccl-tests output (see `ncclTestsReader` for what is read): the first run's fields
 * at the top level, further runs in `moreRuns`, NCCL's log in `ncclLog`, NCCL_* settings in `env`.
 * A text with NCCL's log and no run still gives an nccl-tests result with no rows. Never throws.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu and src/util.cu print these lines)
 * @example parseNcclTests(text).avgBusBandwidthGBps // 19.7866
 */
export function parseNcclTests(text: string, options: ParseNcclTestsOptions = {}): NcclTestsResult {
  if (typeof text !== "string") return failed("input-not-text", {});
  try {
    const reader = createMeasurementReader({ kind: "nccl-tests", nccl: options, ncclLogAlone: false });
    reader.push(text);
    const result = reader.end();
    if (result.kind === "nccl-tests") return result;
    return failed(result.diagnostics[0]?.code === "input-binary" ? "input-binary" : "input-empty", {});
  } catch (error) {
    return failed("internal-error", { error: String(error) });
  }
}

function failed(
  code: "input-not-text" | "input-binary" | "input-empty" | "internal-error",
  values: Record<string, string>,
): NcclTestsResult {
  const reader = ncclTestsReader({}, { logAlone: false });
  const empty = reader.end({
    lines: 0,
    characters: 0,
    longLines: 0,
    firstLongLine: 0,
    unreadCharacters: 0,
    limit: measurementInputLimit,
    replaced: 0,
  });
  const base = empty as NcclTestsResult;
  return { ...base, diagnostics: [{ line: 0, code, values } as NcclTestsResult["diagnostics"][number]] };
}
