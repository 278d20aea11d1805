import type { BitsPerSecond } from "../units.ts";
import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";

/**
 * One iperf3 report line: an interval of one stream or of their [SUM], or a summary (sender /
 * receiver) line. iperf3 prints transfers in binary units (KBytes = 1024 bytes) and rates in
 * decimal bits (Gbits/sec = 1e9 bit/s).
 * @see https://github.com/esnet/iperf (src/units.c unit_snprintf: conversion_bytes 1/1024, conversion_bits 1/1000)
 */
export interface Iperf3Line {
  /** 1-based line in the input. */
  readonly line: number;
  /** Stream id in brackets, or "SUM". */
  readonly stream: number | "SUM";
  /** Bidirectional-mode role tag (`TX-C`, `RX-C`, `TX-S`, `RX-S`), else `null`. */
  readonly role: string | null;
  /** Interval start and end, seconds since the test started. */
  readonly startSeconds: number;
  readonly endSeconds: number;
  /** Transfer as printed, in `transferUnit` ("KBytes", "MBytes", "GBytes", ...). */
  readonly transfer: number;
  readonly transferUnit: string;
  /** Transfer in bytes (binary prefixes). */
  readonly transferBytes: number;
  /** Rate as printed, in `bitrateUnit` ("Mbits/sec", "Gbits/sec", or "MBytes/sec" with -f M). */
  readonly bitrate: number;
  readonly bitrateUnit: string;
  /** Rate in bits per second. */
  readonly bitsPerSecond: BitsPerSecond;
  /** TCP retransmits (`Retr`), sender side only; `null` when not printed. */
  readonly retransmits: number | null;
  /** TCP congestion window (`Cwnd`), bytes; `null` when not printed. */
  readonly cwndBytes: number | null;
  /** UDP jitter, milliseconds; `null` for TCP. */
  readonly jitterMs: number | null;
  /** UDP datagrams lost and sent (`Lost/Total`); `null` for TCP. */
  readonly lostDatagrams: number | null;
  readonly totalDatagrams: number | null;
  /** UDP loss as a percentage, as printed (`(4.8%)`) or in `-J`'s `lost_percent`; `null` when not given. */
  readonly lossPercent: number | null;
  /** "sender" / "receiver" on the summary lines, `null` on interval lines and on totals printed without the word. */
  readonly side: "sender" | "receiver" | null;
  /** True for `(omitted)` warm-up intervals (-O). */
  readonly omitted: boolean;
}

/** One iperf invocation. */
export interface Iperf3Run {
  /** 1-based line where the run starts (its command line or first report line). */
  readonly line: number;
  /** The tool that printed it: iperf3, or iperf 2 (`iperf -c`, its "Client connecting to" banner). */
  readonly tool: "iperf3" | "iperf2";
  /** The `iperf3 ...` command line shown, if any. */
  readonly command: string | null;
  readonly protocol: "tcp" | "udp" | null;
  /** Number of distinct stream ids (the `-P` value on the client). */
  readonly streams: number;
  /** Interval lines (per stream and [SUM]). */
  readonly intervals: readonly Iperf3Line[];
  /** Summary lines (per stream and [SUM], sender and receiver). */
  readonly summary: readonly Iperf3Line[];
  /** The run's total on the sending side: the [SUM] sender line, or the single stream's. */
  readonly sender: Iperf3Line | null;
  /** The run's total on the receiving side (for iperf 2 UDP, the "Server Report" line). */
  readonly receiver: Iperf3Line | null;
  /**
   * The run's total when it is printed without sender or receiver (iperf3 before 3.2, after "Test
   * Complete. Summary Results:"; iperf 2's whole-test line): the sending side's count for a client.
   */
  readonly total: Iperf3Line | null;
  /** UDP datagrams the client says it sent (`Sent 162217 datagrams`), or `null`. */
  readonly sentDatagrams: number | null;
}

/** What `parseIperf3` read: one entry per iperf invocation in the text. */
export interface Iperf3Result {
  readonly kind: "iperf3";
  /** The tool of the first run: iperf 2's output is read the same way and named. */
  readonly tool: "iperf3" | "iperf2";
  readonly runs: readonly Iperf3Run[];
  readonly diagnostics: readonly MeasurementDiagnostic[];
  readonly notes: readonly MeasurementDiagnostic[];
}
