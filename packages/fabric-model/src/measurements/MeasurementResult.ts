import type { InfinibandToolsResult } from "./InfinibandToolsResult.ts";
import type { Iperf3Result } from "./Iperf3Result.ts";
import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";
import type { NcclEnvSetting } from "./NcclEnvSetting.ts";
import type { NcclLog } from "./NcclLog.ts";
import type { NcclTestsNetwork, NcclTestsResult } from "./NcclTestsResult.ts";
import type { PerftestResult } from "./PerftestResult.ts";

/**
 * The tool outputs `parseMeasurement` recognises (iperf3 includes iperf 2, named in its result;
 * "infiniband-tools" is ibstat, ibv_devinfo, iblinkinfo, ibdiagnet and show_gids).
 */
export type MeasurementKind = "nccl-tests" | "perftest" | "iperf3" | "infiniband-tools";

/**
 * NCCL's own log (`NCCL_DEBUG=INFO`) with no nccl-tests run in the text: a training job's start-up,
 * a failure, a vendor's example.
 */
export interface NcclLogResult {
  readonly kind: "nccl-log";
  readonly ncclLog: NcclLog;
  /** The inter-node network the log names, as for an nccl-tests result. */
  readonly network: NcclTestsNetwork | null;
  readonly env: readonly NcclEnvSetting[];
  readonly diagnostics: readonly MeasurementDiagnostic[];
  readonly notes: readonly MeasurementDiagnostic[];
}

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
export type MeasurementResult =
  | NcclTestsResult
  | NcclLogResult
  | PerftestResult
  | Iperf3Result
  | InfinibandToolsResult
  | UnknownMeasurement;
