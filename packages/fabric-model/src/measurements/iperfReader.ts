import type { BitsPerSecond } from "../units.ts";
import type { Iperf3Line, Iperf3Result, Iperf3Run } from "./Iperf3Result.ts";
import { lineContent } from "./lineContent.ts";
import type { MeasurementMessage } from "./MeasurementDiagnostic.ts";
import { addInputRemarks, type MeasurementLineReader } from "./MeasurementLineReader.ts";
import { measurementLog } from "./measurementLog.ts";
import { IPERF3_COMMAND, isIperf3Json, parseIperf3Json } from "./parseIperf3Json.ts";
import { type PrintedNumber, printedInteger, printedNumber } from "./printedNumber.ts";

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
/** `[  5]`, `[SUM]`, iperf3 3.0's `[  4 ]`, with --bidir's role tag `[  5][TX-C]`. */
const REPORT = /^\[\s{0,4}(\d{1,6}|SUM)\s{0,2}\](?:\[([A-Z]{2}-[CS])\])?\s/;
const INTERVAL = /^(\d{1,9}\.\d{1,4})-(\d{1,9}\.\d{1,4})$/;
/** iperf2's command (`iperf -c host`), not iperf3's. */
const IPERF2_COMMAND = /(?:^|[\s/$#>])iperf(?:\.exe)?\s+-/;
/** Lines only iperf 2 prints: its connection banner, window line and version. */
const IPERF2_BANNER =
  /^(?:Client connecting to |Server listening on (?:TCP|UDP) port |TCP window size:|UDP buffer size:|iperf version 2\.)/;
/** iperf3's rule between interval groups and before the totals. */
const SEPARATOR = /^- - - - /;
/** iperf3 3.0's line before the totals. */
const SUMMARY_FOLLOWS = /^Test Complete\. Summary Results:/;
/** Most characters of a `-J` text kept to read as JSON at the end. */
const JSON_LIMIT = 16 * 1024 * 1024;

type MutableRun = { -readonly [K in keyof Iperf3Run]: Iperf3Run[K] } & {
  intervals: Iperf3Line[];
  summary: Iperf3Line[];
};

/** An iperf line as iperf prints it; `lineContent` uses it to find where a decorated line starts. */
function isIperfLine(s: string): boolean {
  return (
    REPORT.test(s) ||
    s.startsWith("[ ID]") ||
    IPERF3_COMMAND.test(s) ||
    IPERF2_COMMAND.test(s) ||
    IPERF2_BANNER.test(s) ||
    SUMMARY_FOLLOWS.test(s) ||
    SEPARATOR.test(s) ||
    s.startsWith("Connecting to host") ||
    s.startsWith("Server listening") ||
    s.startsWith("iperf3:") ||
    s.startsWith("iperf Done")
  );
}

/**
 * Read iperf output one line at a time: iperf3 text (client or server, TCP or UDP, -P parallel
 * streams with [SUM] lines, -R reverse, --bidir role tags, -O omitted intervals, and the 3.0/3.1
 * layout with `[  4 ]` ids, a "Bandwidth" column and totals after "Test Complete. Summary
 * Results:" without the sender/receiver words) and iperf 2 (`iperf -c`: its banner, one total
 * line per stream, `-d` dual tests, UDP's "Server Report"), named as such in each run's `tool`.
 * Per-stream and [SUM] interval lines and the sender / receiver / total lines are read with
 * retransmits, congestion window, UDP jitter, loss and loss percentage. Units: transfers
 * KBytes/MBytes/GBytes are binary (1024-based), rates Kbits/Mbits/Gbits per second decimal.
 * Several invocations in one text give several runs. Checks each line's rate against transfer /
 * interval. `iperf3 -J` output is read as JSON into the same runs. Never throws; linear.
 * @see https://github.com/esnet/iperf (src/iperf_locale.c report formats, src/units.c)
 * @see https://sourceforge.net/projects/iperf2/ (iperf 2 report formats)
 * @example const r = iperfReader(); r.line("[  5]   0.00-10.00  sec  25.3 GBytes  21.7 Gbits/sec  sender", 1);
 */
export function iperfReader(): MeasurementLineReader<Iperf3Result> {
  const diagnostics = measurementLog();
  const notes = measurementLog();
  const runs: MutableRun[] = [];
  let run: MutableRun | null = null;
  let udpColumns = false;
  let summaryFollows = false;
  let afterSeparator = false;
  let serverReport = false;
  let iperf2Seen = false;
  let used = 0;
  const jsonLines: string[] = [];
  let jsonChars = 0;
  const streamIds = new Map<MutableRun, Set<number>>();
  const hasLines = (r: MutableRun | null): boolean => r !== null && r.intervals.length + r.summary.length > 0;
  const begin = (line: number, command: string | null): MutableRun => {
    const next = newRun(line, command, iperf2Seen ? "iperf2" : "iperf3");
    runs.push(next);
    run = next;
    summaryFollows = false;
    afterSeparator = false;
    serverReport = false;
    return next;
  };
  const current = (line: number): MutableRun => run ?? begin(line, null);

  const read = (raw: string, line: number): void => {
    if (jsonChars < JSON_LIMIT) {
      jsonLines.push(raw);
      jsonChars += raw.length + 1;
    }
    const s = lineContent(raw, isIperfLine);
    if (s === "" || s.startsWith("```")) return;

    if (s.startsWith("iperf3:") || /^iperf3?\s.*error/i.test(s) || /^warning/i.test(s)) {
      notes.add(line, "tool-line", { text: s });
      used++;
      return;
    }
    const iperf2Command = IPERF2_COMMAND.test(s) && !IPERF3_COMMAND.test(s);
    if (iperf2Command || IPERF2_BANNER.test(s)) iperf2Seen = true;
    if (
      IPERF3_COMMAND.test(s) ||
      iperf2Command ||
      s.startsWith("Connecting to host") ||
      s.startsWith("Server listening") ||
      s.startsWith("Client connecting to")
    ) {
      if (run === null || hasLines(run)) begin(line, null);
      const target = current(line);
      if (iperf2Command || IPERF2_BANNER.test(s)) target.tool = "iperf2";
      if (/, (TCP|UDP) port \d/.test(s)) target.protocol = /UDP port/.test(s) ? "udp" : "tcp";
      if ((IPERF3_COMMAND.test(s) || iperf2Command) && target.command === null) {
        target.command = s;
        if (/\s(?:-u|--udp)(?:\s|$)/.test(s)) target.protocol = "udp";
      }
      used++;
      return;
    }
    if (IPERF2_BANNER.test(s)) {
      const target = current(line);
      target.tool = "iperf2";
      if (s.startsWith("UDP buffer size")) target.protocol = "udp";
      else if (s.startsWith("TCP window size")) target.protocol ??= "tcp";
      used++;
      return;
    }
    if (SUMMARY_FOLLOWS.test(s)) {
      // Each "Test Complete" ends a run: a second one starts the next.
      if (run === null || run.summary.length > 0) begin(line, null);
      summaryFollows = true;
      used++;
      return;
    }
    if (SEPARATOR.test(s)) {
      afterSeparator = true;
      used++;
      return;
    }
    if (s.startsWith("[ ID]")) {
      udpColumns = s.includes("Datagrams") || s.includes("Jitter");
      if (run !== null && run.summary.length > 0 && !summaryFollows) begin(line, null);
      if (udpColumns) current(line).protocol = "udp";
      used++;
      return;
    }
    const report = REPORT.exec(s);
    if (report === null) return;
    used++;
    const rest = s.slice(report[0].length).trim();
    const tokens = rest.split(/\s+/);
    if (tokens[0] === "local") {
      if (run === null || hasLines(run)) begin(line, null);
      return;
    }
    // iperf 2's "1 datagrams received out-of-order": a count, not a report.
    if (tokens[3] === "datagrams") return;
    if (rest.startsWith("Server Report:")) {
      serverReport = true;
      return;
    }
    const sent = /^Sent (\d{1,12}) datagrams/.exec(rest);
    if (sent !== null) {
      current(line).sentDatagrams = Number(sent[1]);
      return;
    }
    // iperf 2 pads a one-digit start: "0.0- 1.0 sec".
    if ((tokens[0] ?? "").endsWith("-") && tokens.length > 1) tokens.splice(0, 2, `${tokens[0]}${tokens[1]}`);
    if (!INTERVAL.test(tokens[0] ?? "")) return;

    const stream: number | "SUM" = report[1] === "SUM" ? "SUM" : Number(report[1]);
    const read = readReport(tokens, line, stream, report[2] ?? null, udpColumns);
    if ("code" in read) {
      diagnostics.add(line, read.code, read.values);
      return;
    }
    let target = current(line);
    let entry = read.report;
    if (entry.side === null && serverReport) {
      // iperf 2's "Server Report:" line: the receiving end's total.
      entry = { ...entry, side: "receiver" };
      serverReport = false;
    }
    // Totals printed without sender/receiver: after "Summary Results:", a UDP total (with jitter)
    // after the rule (iperf3 before 3.2), or iperf 2's whole-test line.
    const total =
      entry.side === null &&
      (summaryFollows || (afterSeparator && entry.jitterMs !== null) || isWholeRun(target, entry));
    // A fresh interval after this run's totals, or one that goes back in time, starts the next run.
    const previous = target.intervals.findLast((l) => l.stream === entry.stream);
    if (
      entry.side === null &&
      !total &&
      (target.summary.length > 0 || (previous !== undefined && entry.startSeconds < previous.startSeconds))
    ) {
      target = begin(line, null);
    }
    if (entry.side === null && !total) target.intervals.push(entry);
    else target.summary.push(entry);
    if (typeof stream === "number") {
      const ids = streamIds.get(target) ?? new Set<number>();
      ids.add(stream);
      streamIds.set(target, ids);
    }
    if (entry.jitterMs !== null) target.protocol = "udp";
    else if (entry.retransmits !== null || entry.cwndBytes !== null) target.protocol ??= "tcp";
    if (read.mismatch !== null) diagnostics.add(line, "iperf3-rate-mismatch", read.mismatch);
  };

  return {
    line(text, lineNumber) {
      read(text, lineNumber);
    },
    end(input) {
      const jsonText = jsonLines.join("\n");
      if (isIperf3Json(jsonText)) {
        const json = parseIperf3Json(jsonText);
        const jsonNotes = measurementLog();
        const jsonDiagnostics = measurementLog();
        jsonDiagnostics.addAll(json.diagnostics);
        jsonNotes.addAll(json.notes);
        addInputRemarks(input, input.lines, jsonDiagnostics, jsonNotes);
        return { ...json, diagnostics: jsonDiagnostics.list(), notes: jsonNotes.list() };
      }
      addInputRemarks(input, used, diagnostics, notes);
      const finished: Iperf3Run[] = runs.filter(hasLines).map((r) => finishRun(r, streamIds.get(r)));
      if (finished.length === 0) diagnostics.add(0, "iperf3-no-report-lines", {});
      const tool = finished[0]?.tool ?? (iperf2Seen ? "iperf2" : "iperf3");
      if (tool === "iperf2") notes.add(0, "iperf2-output", {});
      return { kind: "iperf3", tool, runs: finished, diagnostics: diagnostics.list(), notes: notes.list() };
    },
  };
}

function newRun(line: number, command: string | null, tool: "iperf2" | "iperf3"): MutableRun {
  return {
    line,
    tool,
    command,
    protocol: command !== null && /\s(?:-u|--udp)(?:\s|$)/.test(command) ? "udp" : null,
    streams: 0,
    intervals: [],
    summary: [],
    sender: null,
    receiver: null,
    total: null,
    sentDatagrams: null,
  };
}

/**
 * A line without sender/receiver that covers the whole run so far: iperf 2's total (printed with
 * no interval lines before it, or spanning all of them) is its only summary.
 */
function isWholeRun(run: MutableRun, entry: Iperf3Line): boolean {
  if (run.tool !== "iperf2" || entry.startSeconds !== 0) return false;
  const last = run.intervals.reduce((m, l) => Math.max(m, l.endSeconds), 0);
  return run.intervals.length === 0 ? entry.endSeconds > 1.5 : entry.endSeconds >= last && last > 0;
}

function finishRun(r: MutableRun, ids: Set<number> | undefined): Iperf3Run {
  const streams = ids?.size ?? 0;
  const pick = (side: "sender" | "receiver" | null): Iperf3Line | null => {
    const lines = r.summary.filter((l) => l.side === side && (l.role === null || l.role.startsWith("TX")));
    const sum = lines.find((l) => l.stream === "SUM");
    if (sum !== undefined) return sum;
    return streams === 1 ? (lines[0] ?? null) : null;
  };
  return { ...r, streams, sender: pick("sender"), receiver: pick("receiver"), total: pick(null) };
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
  // A number in range as printed can overflow once scaled to bytes or bits (1e308 GBytes).
  if (!Number.isFinite(transfer.value * perByte)) {
    return { code: "iperf3-line-transfer", values: { text: `${tokens[2]} ${transferUnit}` } };
  }
  if (!Number.isFinite(bitrate.value * perRate)) {
    return { code: "iperf3-line-bitrate", values: { text: `${tokens[4]} ${bitrateUnit}` } };
  }

  let retransmits: number | null = null;
  let cwndBytes: number | null = null;
  let jitterMs: number | null = null;
  let lostDatagrams: number | null = null;
  let totalDatagrams: number | null = null;
  let lossPercent: number | null = null;
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
      const bytes = (printedNumber(t)?.value ?? 0) * (BYTE_UNITS[next] ?? 1);
      if (Number.isFinite(bytes)) cwndBytes = bytes;
      k++;
    } else if (/^\d{1,12}\/\d{1,12}$/.test(t)) {
      const [lost, total] = t.split("/");
      lostDatagrams = Number(lost);
      totalDatagrams = Number(total);
    } else if (/^\([\d.e+-]{1,12}%\)$/.test(t)) {
      lossPercent = printedNumber(t.slice(1, -2))?.value ?? null;
    } else if (printedInteger(t) !== null) {
      // An integer is Retr on TCP lines and Total Datagrams on UDP interval lines.
      if (udp) totalDatagrams ??= printedInteger(t);
      else retransmits ??= printedInteger(t);
    }
  }
  // Jitter, window and loss are never negative: a line with one is corrupted, not a report.
  if ((jitterMs ?? 0) < 0 || (cwndBytes ?? 0) < 0 || (lossPercent ?? 0) < 0) {
    return { code: "iperf3-line-negative", values: {} };
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
    lossPercent,
    side,
    omitted,
  };
  // Both ends of the interval are rounded to their printed decimals (2 in iperf3, 1 in iperf 2).
  const decimals = (interval[2] ?? "").length - (interval[2] ?? "").indexOf(".") - 1;
  const intervalRounding = 10 ** -decimals;
  return { report, mismatch: checkRate(report, transfer, bitrate, perRate, intervalRounding) };
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
  intervalRounding: number,
): RateMismatch | null {
  const seconds = report.endSeconds - report.startSeconds;
  if (seconds <= 0.05 || transfer.value === 0 || bitrate.value === 0) return null;
  const expected = (report.transferBytes * 8) / seconds;
  const slack =
    transfer.halfUlp / transfer.value + bitrate.halfUlp / bitrate.value + intervalRounding / seconds + 0.02;
  if (Math.abs(report.bitsPerSecond / expected - 1) <= slack) return null;
  const shown = expected / perRate;
  return { bitrate: report.bitrate, unit: report.bitrateUnit, expected: Number(shown.toPrecision(3)) };
}
