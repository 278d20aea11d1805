import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";
import type { NcclCollective } from "./NcclCollective.ts";
import type { NcclEnvSetting } from "./NcclEnvSetting.ts";
import type { NcclLog } from "./NcclLog.ts";

/** One half of a nccl-tests result row (out-of-place or in-place), in the units nccl-tests prints. */
export interface NcclTestsTiming {
  /** `time` column: mean time per operation, microseconds (CPU time if the header says `cputime`). */
  readonly timeUs: number;
  /** `algbw` column, GB/s (1e9 bytes per second): size / time. */
  readonly algbwGBps: number;
  /** `busbw` column, GB/s: algbw x the collective's bus factor. */
  readonly busbwGBps: number;
  /**
   * `#wrong` column (from 2022-08): how many elements came back wrong; `null` when printed as
   * `N/A` (validation off) or when the layout has no such column.
   */
  readonly wrong: number | null;
  /**
   * `error` column (before 2022-08, `res` in NCCL 1): the largest numeric error of any element
   * (e.g. 5e-07, rounding), not a count; `null` when the layout has no such column.
   */
  readonly maxError: number | null;
}

/** One nccl-tests result row: one message size. */
export interface NcclTestsRow {
  /** 1-based line of the row in the input. */
  readonly line: number;
  /** `size` column, bytes (for all-gather, reduce-scatter, all-to-all: the total over ranks). */
  readonly bytes: number;
  /** `count` column, elements (per rank for all-gather, reduce-scatter, all-to-all). */
  readonly count: number;
  /** `type` column, e.g. "float", "bfloat16". */
  readonly type: string;
  /** `redop` column, e.g. "sum", "none"; `null` when the layout has no such column or it is blank. */
  readonly redop: string | null;
  /** `root` column (-1 for rootless collectives); `null` when the layout has no such column. */
  readonly root: number | null;
  /** Out-of-place half; `null` when not printed (in-place-only rows). */
  readonly outOfPlace: NcclTestsTiming | null;
  /** In-place half; `null` when not printed. */
  readonly inPlace: NcclTestsTiming | null;
}

/** One `#  Rank  n ...` line of the `# Using devices` block. */
export interface NcclTestsRank {
  readonly rank: number;
  /** Communicator colour (`Group`), 0 unless NCCL_TESTS_SPLIT_MASK was used; `null` before it was printed. */
  readonly group: number | null;
  readonly host: string;
  /** CUDA device index on its host. */
  readonly cudaDevice: number;
  /** The bracketed PCI id as printed, e.g. "0009:01:00". */
  readonly pciBusId: string;
  /** GPU name, e.g. "NVIDIA H100 80GB HBM3". */
  readonly name: string;
}

/**
 * Output-format era, by the first nccl-tests change the text shows: "2026-03" (`unalign:` in the
 * parameter line), "2025-10" (`# nccl-tests version`), "2025-06" (`# Collective test starting`),
 * "2022-08" (`root` / `#wrong` columns or `graph:`), "pre-2022-08" (`error` column).
 */
export type NcclTestsEra = "pre-2022-08" | "2022-08" | "2025-06" | "2025-10" | "2026-03";

/** Run parameters from the header lines, each `null` when not printed. */
export interface NcclTestsHeader {
  /** From `# nccl-tests version 2.18.2 ...`. */
  readonly version: string | null;
  /** `nccl-headers=` / `nccl-library=` version codes, e.g. 23007 for NCCL 2.30.7. */
  readonly ncclHeaders: number | null;
  readonly ncclLibrary: number | null;
  readonly nThread: number | null;
  readonly nGpus: number | null;
  readonly minBytes: number | null;
  readonly maxBytes: number | null;
  /** `step: 2(factor)` gives stepFactor 2; `step: 1048576(bytes)` gives stepBytes. */
  readonly stepFactor: number | null;
  readonly stepBytes: number | null;
  readonly warmupIters: number | null;
  readonly iters: number | null;
  readonly aggIters: number | null;
  readonly validation: number | null;
  /** CUDA graph launches (`graph:`), printed from 2022-08. */
  readonly graph: number | null;
  /** `unalign:`, printed from 2026-03. */
  readonly unalign: number | null;
  /** The command line the text shows (the one naming the `*_perf` binary). */
  readonly command: string | null;
  /** "cputime" when run with `-C 1` (time column is CPU time), else "time". */
  readonly timeColumn: "time" | "cputime";
  /** Output-format era detected; `null` if nothing dates the text. */
  readonly era: NcclTestsEra | null;
}

/**
 * What NCCL's own INFO lines (printed with `NCCL_DEBUG=INFO`) say about the network it uses
 * between nodes; the first of each kind of line counts. Sources, NVIDIA/nccl: `src/init.cc`
 * `INFO(NCCL_INIT, "Using network %s", …)`; `src/transport/net_ib.cc` `"NET/IB : Using%s %s; OOB
 * %s:%s"` with one `" [%d]%s:%d/%s"` per port, the last field its link layer "IB" or "RoCE";
 * aws/aws-ofi-nccl: `"NET/OFI Selected Provider is %s"` (e.g. efa, cxi).
 */
export interface NcclTestsNetwork {
  /** After "Using network": "IB", "Socket", "AWS Libfabric"…; null when that line is absent. */
  readonly name: string | null;
  /** The libfabric provider NCCL's OFI plugin selected ("efa", "cxi"), or null. */
  readonly provider: string | null;
  /** The NICs that plugin found on a node (`"Selected Provider is efa (found 4 nics)"`), or null. */
  readonly providerNics: number | null;
  /** TCP sockets per connection NCCL's socket transport says it opens (`NcclLog.socketsPerConnection`), or null. */
  readonly sockets: number | null;
  /** Link layer of the first port `NET/IB : Using` lists ("IB" or "RoCE"), or null. */
  readonly linkLayer: string | null;
  /** 1-based line of the first of these lines. */
  readonly line: number;
}

/**
 * One nccl-tests run: what one invocation printed, from its parameter line to its trailer.
 * Sources of `collective`: "command" (a `*_perf` command line), "header" (`# Collective test
 * starting:` or `concluded:`), "inferred" (from the redop / root / count columns and the in-place
 * `#wrong`), "option" (given by the caller). Sources of `nranks`: "devices" (a complete list of
 * `# Using devices` rank lines), "log" (NCCL's own `nranks`), "option", "inferred" (from count x
 * type size vs size, or from busbw / algbw; with a cut device list, the last rank shown when the
 * rows agree), or `null` when the text does not determine it.
 */
export interface NcclTestsRun {
  /** 1-based line where the run starts (its command, version, parameter or first table line). */
  readonly line: number;
  readonly collective: NcclCollective | null;
  readonly collectiveSource: "command" | "header" | "inferred" | "option" | null;
  readonly nranks: number | null;
  readonly nranksSource: "devices" | "inferred" | "log" | "option" | null;
  /** GPU names, one per rank line, in rank order (empty when the text has no device lines). */
  readonly devices: readonly string[];
  /** The rank lines in full. */
  readonly ranks: readonly NcclTestsRank[];
  readonly rows: readonly NcclTestsRow[];
  /** `# Avg bus bandwidth` trailer, GB/s: the mean busbw over all rows and both halves, not a peak. */
  readonly avgBusBandwidthGBps: number | null;
  /** `# Out of bounds values : n OK|FAILED` trailer. */
  readonly outOfBounds: { readonly count: number; readonly ok: boolean } | null;
  readonly header: NcclTestsHeader;
  /**
   * Processes that printed this run: 1, or more when each process printed its own header as rank
   * 0 of its own job (nccl-tests built without MPI and started by mpirun), their rows interleaved.
   */
  readonly processes: number;
}

/**
 * What `parseNcclTests` read: the first nccl-tests run in the text (its fields at the top level),
 * any further runs, and what NCCL's own log and the environment settings around them say.
 */
export interface NcclTestsResult extends NcclTestsRun {
  readonly kind: "nccl-tests";
  /** The runs after the first, each read like the first (empty for one run). */
  readonly moreRuns: readonly NcclTestsRun[];
  /** The inter-node network NCCL's INFO lines name; null when the text has none of them. */
  readonly network: NcclTestsNetwork | null;
  /** NCCL's own log (NCCL_DEBUG=INFO lines) decoded, or `null` when the text has none. */
  readonly ncclLog: NcclLog | null;
  /**
   * NCCL environment variables the text sets (`-x NAME=VALUE`, `NAME=VALUE cmd`, `export`) or NCCL
   * reports reading ("NCCL_ALGO set by environment to RING"), one per name with its line.
   */
  readonly env: readonly NcclEnvSetting[];
  /** What could not be read, or reads but contradicts the nccl-tests arithmetic. */
  readonly diagnostics: readonly MeasurementDiagnostic[];
  /** Tool warnings, elided lines and assumptions made; not faults. */
  readonly notes: readonly MeasurementDiagnostic[];
}
