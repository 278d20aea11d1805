import type { Iperf3Result } from "./Iperf3Result.ts";
import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";
import type { NcclTestsResult } from "./NcclTestsResult.ts";
import type { PerftestResult } from "./PerftestResult.ts";

/** The tool outputs `parseMeasurement` recognises. */
export type MeasurementKind = "nccl-tests" | "perftest" | "iperf3";

/** What `parseMeasurement` returns for text it does not recognise: nothing read, one diagnostic. */
export interface UnknownMeasurement {
  readonly kind: "unknown";
  readonly diagnostics: readonly MeasurementDiagnostic[];
  readonly notes: readonly MeasurementDiagnostic[];
}

/**
 * Any parser's result; switch on `kind`. Every variant carries `diagnostics` (what could not be
 * read or contradicts itself) and `notes` (tool warnings, elisions, assumptions).
 * @example if (result.kind === "nccl-tests") result.rows.length;
 */
export type MeasurementResult = NcclTestsResult | PerftestResult | Iperf3Result | UnknownMeasurement;
