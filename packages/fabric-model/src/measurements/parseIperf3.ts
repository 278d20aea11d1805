import type { BitsPerSecond } from "../units.ts";
import type { Iperf3Line, Iperf3Result, Iperf3Run } from "./Iperf3Result.ts";
import type { MeasurementMessage } from "./MeasurementDiagnostic.ts";
import { measurementLines } from "./measurementLines.ts";
import { measurementLog } from "./measurementLog.ts";
import { IPERF3_COMMAND as COMMAND, isIperf3Json, parseIperf3Json } from "./parseIperf3Json.ts";
import { type PrintedNumber, printedInteger, printedNumber } from "./printedNumber.ts";
import { stripOutputPrefix } from "./stripOutputPrefix.ts";

const BYTE_UNITS: Readonly<Record<string, number>> = {
  Bytes: 1,
  KBytes: 1024,
  MBytes: 1024 ** 2,
  GBytes: 1024 ** 3,
  TBytes: 1024 ** 4,
};
const BIT_RATE_UNITS: Readonly<Record<string, number>> = {
  "bits/sec": 1,
  "Kbits/sec": 1e3,
  "Mbits/sec": 1e6,
  "Gbits/sec": 1e9,
  "Tbits/sec": 1e12,
};
const REPORT = /^\[\s{0,4}(\d{1,6}|SUM)\](?:\[([A-Z]{2}-[CS])\])?\s/;
const INTERVAL = /^(\d{1,9}\.\d{1,4})-(\d{1,9}\.\d{1,4})$/;

type MutableRun = { -readonly [K in keyof Iperf3Run]: Iperf3Run[K] } & {
  intervals: Iperf3Line[];
  summary: Iperf3Line[];
};

/**
 * Read iperf3 text output (client or server, TCP or UDP, -P parallel streams with [SUM] lines,
 * -R reverse, --bidir role tags, -O omitted intervals): per-stream and [SUM] interval lines and
 * the sender / receiver summary lines, with retransmits, congestion window, UDP jitter and loss.
 * Units: transfers KBytes/MBytes/GBytes are binary (1024-based), rates Kbits/Mbits/Gbits per second
 * decimal. Several invocations in one text give several runs. Checks each line's rate against
 * transfer / interval. `iperf3 -J` output is read by `parseIperf3Json` into the same runs.
 * Never throws; linear in the input size.
 * @see https://github.com/esnet/iperf (src/iperf_locale.c report formats, src/units.c)
 * @example parseIperf3(text).runs[0]?.sender?.bitrate // 21.7 (Gbits/sec)
 */
export function parseIperf3(text: string): Iperf3Result {
  try {
    return typeof text === "string" && isIperf3Json(text) ? parseIperf3Json(text) : parse(text);
  } catch (error) {
    return {
      kind: "iperf3",
      runs: [],
      diagnostics: [{ line: 0, code: "internal-error", values: { error: String(error) } }],
      notes: [],
    };
  }
}

function newRun(line: number, command: string | null): MutableRun {
  return {
    line,
    command,
    protocol: command !== null && /\s(?:-u|--udp)(?:\s|$)/.test(command) ? "udp" : null,
    streams: 0,
    intervals: [],
    summary: [],
    sender: null,
    receiver: null,
  };
}

function parse(text: string): Iperf3Result {
  const input = measurementLines(text);
  const diagnostics = measurementLog();
  const notes = measurementLog();
  diagnostics.addAll(input.diagnostics);

  const runs: MutableRun[] = [];
  let run: MutableRun | null = null;
  let udpColumns = false;
  const streamIds = new Map<MutableRun, Set<number>>();
  const used = (r: MutableRun | null): boolean => r !== null && r.intervals.length + r.summary.length > 0;
  const current = (line: number): MutableRun => {
    if (run === null) {
      run = newRun(line, null);
      runs.push(run);
    }
    return run;
  };

  for (let i = 0; i < input.lines.length; i++) {
    const line = i + 1;
    const s = stripOutputPrefix(input.lines[i] ?? "").trim();
    if (s === "" || s.startsWith("```")) continue;

    if (s.startsWith("iperf3:") || /^iperf3?\s.*error/i.test(s) || /^warning/i.test(s)) {
      notes.add(line, "tool-line", { text: s });
      continue;
    }
    if (COMMAND.test(s) || s.startsWith("Connecting to host") || s.startsWith("Server listening")) {
      if (run === null || used(run)) {
        run = newRun(line, null);
        runs.push(run);
      }
      if (COMMAND.test(s) && run.command === null) {
        run.command = s;
        if (/\s(?:-u|--udp)(?:\s|$)/.test(s)) run.protocol = "udp";
      }
      continue;
    }
    if (s.startsWith("[ ID]")) {
      udpColumns = s.includes("Datagrams") || s.includes("Jitter");
      if (run !== null && run.summary.length > 0) {
        run = newRun(line, null);
        runs.push(run);
      }
      if (udpColumns) current(line).protocol = "udp";
      continue;
    }
    const report = REPORT.exec(s);
    if (report === null) continue;
    const rest = s.slice(report[0].length).trim();
    const tokens = rest.split(/\s+/);
    if (tokens[0] === "local") {
      if (run === null || run.summary.length > 0) {
        run = newRun(line, null);
        runs.push(run);
      }
      continue;
    }
    if (!INTERVAL.test(tokens[0] ?? "")) continue;

    const stream: number | "SUM" = report[1] === "SUM" ? "SUM" : Number(report[1]);
    const read = readReport(tokens, line, stream, report[2] ?? null, udpColumns);
    if ("code" in read) {
      diagnostics.add(line, read.code, read.values);
      continue;
    }
    let target = current(line);
    // A fresh interval after this run's summary starts the next run.
    if (read.report.side === null && target.summary.length > 0) {
      target = newRun(line, null);
      runs.push(target);
      run = target;
    }
    if (read.report.side === null) target.intervals.push(read.report);
    else target.summary.push(read.report);
    if (typeof stream === "number") {
      const ids = streamIds.get(target) ?? new Set<number>();
      ids.add(stream);
      streamIds.set(target, ids);
    }
    if (read.report.jitterMs !== null) target.protocol = "udp";
    else if (read.report.retransmits !== null || read.report.cwndBytes !== null) target.protocol ??= "tcp";
    if (read.mismatch !== null) diagnostics.add(line, "iperf3-rate-mismatch", read.mismatch);
  }

  const finished: Iperf3Run[] = runs
    .filter((r) => used(r))
    .map((r) => {
      const streams = streamIds.get(r)?.size ?? 0;
      const pick = (side: "sender" | "receiver"): Iperf3Line | null => {
        const lines = r.summary.filter(
          (l) => l.side === side && (l.role === null || l.role.startsWith("TX")),
        );
        const sum = lines.find((l) => l.stream === "SUM");
        if (sum !== undefined) return sum;
        return streams === 1 ? (lines[0] ?? null) : null;
      };
      return { ...r, streams, sender: pick("sender"), receiver: pick("receiver") };
    });
  if (finished.length === 0) diagnostics.add(0, "iperf3-no-report-lines", {});
  return { kind: "iperf3", runs: finished, diagnostics: diagnostics.list(), notes: notes.list() };
}

interface ReadReport {
  readonly report: Iperf3Line;
  /** The printed rate and the one transfer / interval gives, when they disagree. */
  readonly mismatch: RateMismatch | null;
}

type RateMismatch = { bitrate: number; unit: string; expected: number };

function readReport(
  tokens: readonly string[],
  line: number,
  stream: number | "SUM",
  role: string | null,
  udp: boolean,
): ReadReport | MeasurementMessage {
  const interval = INTERVAL.exec(tokens[0] ?? "");
  if (interval === null || tokens[1] !== "sec") return { code: "iperf3-line-no-interval", values: {} };
  const startSeconds = Number(interval[1]);
  const endSeconds = Number(interval[2]);
  const transfer = printedNumber(tokens[2] ?? "");
  const transferUnit = tokens[3] ?? "";
  const bitrate = printedNumber(tokens[4] ?? "");
  const bitrateUnit = tokens[5] ?? "";
  const perByte = BYTE_UNITS[transferUnit];
  const perRate = rateUnit(bitrateUnit);
  if (transfer === null || perByte === undefined || !Object.hasOwn(BYTE_UNITS, transferUnit)) {
    return { code: "iperf3-line-transfer", values: { text: `${tokens[2]} ${transferUnit}` } };
  }
  if (bitrate === null || perRate === null)
    return { code: "iperf3-line-bitrate", values: { text: `${tokens[4]} ${bitrateUnit}` } };
  if (transfer.value < 0 || bitrate.value < 0) return { code: "iperf3-line-negative", values: {} };

  let retransmits: number | null = null;
  let cwndBytes: number | null = null;
  let jitterMs: number | null = null;
  let lostDatagrams: number | null = null;
  let totalDatagrams: number | null = null;
  let side: "sender" | "receiver" | null = null;
  let omitted = false;
  for (let k = 6; k < tokens.length; k++) {
    const t = tokens[k] ?? "";
    const next = tokens[k + 1] ?? "";
    if (t === "sender" || t === "receiver") side = t;
    else if (t === "(omitted)") omitted = true;
    else if (next === "ms" && printedNumber(t) !== null) {
      jitterMs = printedNumber(t)?.value ?? null;
      k++;
    } else if (Object.hasOwn(BYTE_UNITS, next) && printedNumber(t) !== null) {
      cwndBytes = (printedNumber(t)?.value ?? 0) * (BYTE_UNITS[next] ?? 1);
      k++;
    } else if (/^\d{1,12}\/\d{1,12}$/.test(t)) {
      const [lost, total] = t.split("/");
      lostDatagrams = Number(lost);
      totalDatagrams = Number(total);
    } else if (printedInteger(t) !== null) {
      // An integer is Retr on TCP lines and Total Datagrams on UDP interval lines.
      if (udp) totalDatagrams ??= printedInteger(t);
      else retransmits ??= printedInteger(t);
    }
  }
  const report: Iperf3Line = {
    line,
    stream,
    role,
    startSeconds,
    endSeconds,
    transfer: transfer.value,
    transferUnit,
    transferBytes: transfer.value * perByte,
    bitrate: bitrate.value,
    bitrateUnit,
    bitsPerSecond: (bitrate.value * perRate) as BitsPerSecond,
    retransmits,
    cwndBytes,
    jitterMs,
    lostDatagrams,
    totalDatagrams,
    side,
    omitted,
  };
  return { report, mismatch: checkRate(report, transfer, bitrate, perRate) };
}

/** Bits per second in one printed rate unit: bit units are decimal, byte units binary. */
function rateUnit(unit: string): number | null {
  if (Object.hasOwn(BIT_RATE_UNITS, unit)) return BIT_RATE_UNITS[unit] ?? null;
  if (unit.endsWith("/sec")) {
    const bytes = unit.slice(0, -4);
    if (Object.hasOwn(BYTE_UNITS, bytes)) return (BYTE_UNITS[bytes] ?? 0) * 8;
  }
  return null;
}

function checkRate(
  report: Iperf3Line,
  transfer: PrintedNumber,
  bitrate: PrintedNumber,
  perRate: number,
): RateMismatch | null {
  const seconds = report.endSeconds - report.startSeconds;
  if (seconds <= 0.05 || transfer.value === 0 || bitrate.value === 0) return null;
  const expected = (report.transferBytes * 8) / seconds;
  const slack = transfer.halfUlp / transfer.value + bitrate.halfUlp / bitrate.value + 0.01 / seconds + 0.02;
  if (Math.abs(report.bitsPerSecond / expected - 1) <= slack) return null;
  const shown = expected / perRate;
  return { bitrate: report.bitrate, unit: report.bitrateUnit, expected: Number(shown.toPrecision(3)) };
}
