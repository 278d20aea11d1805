import type { BytesPerSecond } from "../units.ts";
import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";

/**
 * The bandwidth unit a perftest table prints: "MB/sec" is MiB/s (2^20 bytes per second, perftest's
 * `format_factor` 0x100000), "Gb/sec" (`--report_gbits`) is 1e9 bits per second.
 * @see https://github.com/linux-rdma/perftest (src/perftest_parameters.c print_report_bw, format_factor)
 */
export type PerftestBandwidthUnit = "MB/sec" | "Gb/sec";

/** One row of a bandwidth test (ib_write_bw, ib_read_bw, ib_send_bw, ib_atomic_bw). */
export interface PerftestBandwidthRow {
  /** 1-based line of the row. */
  readonly line: number;
  /** `#bytes`: message size, bytes. */
  readonly bytes: number;
  /** `#iterations`. */
  readonly iterations: number;
  /** `BW peak` as printed, in the test's `bandwidthUnit` (0 when not measured). */
  readonly bwPeak: number;
  /** `BW average` as printed, in the test's `bandwidthUnit`. */
  readonly bwAverage: number;
  /** `BW peak` in bytes per second (MB/sec read as MiB/s). */
  readonly bwPeakBytesPerSecond: BytesPerSecond;
  /** `BW average` in bytes per second (MB/sec read as MiB/s). */
  readonly bwAverageBytesPerSecond: BytesPerSecond;
  /** `MsgRate[Mpps]`: million messages per second; `null` if the table has no such column. */
  readonly msgRateMpps: number | null;
}

/** One row of a latency test (ib_write_lat, ib_read_lat, ib_send_lat, ib_atomic_lat), microseconds. */
export interface PerftestLatencyRow {
  readonly line: number;
  readonly bytes: number;
  readonly iterations: number;
  /** Each `null` when the table has no such column (older perftest, or -D duration mode: t_avg only). */
  readonly tMinUs: number | null;
  readonly tMaxUs: number | null;
  readonly tTypicalUs: number | null;
  readonly tAvgUs: number | null;
  readonly tStdevUs: number | null;
  /** `99% percentile[usec]`. */
  readonly p99Us: number | null;
  /** `99.9% percentile[usec]`. */
  readonly p999Us: number | null;
}

/** One perftest run: its banner, parameter block and result table. Latency is one-way (half a round trip). */
export interface PerftestTest {
  /** 1-based line where the run's banner (or first row) is. */
  readonly line: number;
  /** Binary, from the command line or the banner: "ib_write_bw", "ib_send_lat", ...; `null` if unknown. */
  readonly program: string | null;
  /** Banner as printed, e.g. "RDMA_Write BW Test". */
  readonly title: string | null;
  readonly verb: "write" | "read" | "send" | "atomic" | null;
  readonly measure: "bandwidth" | "latency" | null;
  /** Command lines shown before the run (server and client). */
  readonly commands: readonly string[];
  /** `Device` field, e.g. "mlx5_0". */
  readonly device: string | null;
  /** `Link type`: "IB" or "Ethernet" (RoCE). */
  readonly linkType: string | null;
  /** `Mtu`, bytes. */
  readonly mtuBytes: number | null;
  /** `Transport type`, e.g. "IB". */
  readonly transportType: string | null;
  /** `Connection type`, e.g. "RC", "UD". */
  readonly connectionType: string | null;
  readonly numberOfQps: number | null;
  /** `GID index` (RoCE), or `null` when not printed. */
  readonly gidIndex: number | null;
  /** Every `key : value` field of the parameter block, as printed. */
  readonly fields: Readonly<Record<string, string>>;
  /**
   * True for a bidirectional run (`-b`, or "Bidirectional" in the banner): each row's bandwidth is
   * both directions together, about twice what one direction carries.
   */
  readonly bidirectional: boolean;
  /** True with `-D` / `--duration`: iterations are counted, not fixed, and BW peak is not measured. */
  readonly durationMode: boolean;
  /** Seconds given to `-D`, when the command line shows it. */
  readonly durationSeconds: number | null;
  /** True with `--run_infinitely` (one row per report interval). */
  readonly runInfinitely: boolean;
  /**
   * False when perftest did not measure BW peak and printed 0.00 for it: over 20,000 iterations,
   * duration or infinite mode, or its own "peak won't be measured" warning. Its `bwPeak` values
   * are then not measurements.
   */
  readonly peakMeasured: boolean;
  /** Bandwidth unit of the table; `null` for latency tests. */
  readonly bandwidthUnit: PerftestBandwidthUnit | null;
  readonly bandwidthRows: readonly PerftestBandwidthRow[];
  readonly latencyRows: readonly PerftestLatencyRow[];
}

/** What `parsePerftest` read: one entry per run found in the text (often one). */
export interface PerftestResult {
  readonly kind: "perftest";
  readonly tests: readonly PerftestTest[];
  readonly diagnostics: readonly MeasurementDiagnostic[];
  readonly notes: readonly MeasurementDiagnostic[];
}
