import type { BytesPerSecond } from "../units.ts";
import { lineContent } from "./lineContent.ts";
import type { MeasurementDiagnostic, MeasurementMessage } from "./MeasurementDiagnostic.ts";
import { addInputRemarks, type MeasurementLineReader } from "./MeasurementLineReader.ts";
import { measurementLog } from "./measurementLog.ts";
import type {
  PerftestBandwidthRow,
  PerftestBandwidthUnit,
  PerftestLatencyRow,
  PerftestResult,
  PerftestTest,
} from "./PerftestResult.ts";
import { printedInteger, printedNumber } from "./printedNumber.ts";
import { readKeyValuePairs } from "./readKeyValuePairs.ts";

const PROGRAM =
  /(?:^|[^\w])(ib_(?:write|read|send|atomic)_(?:bw|lat)|raw_ethernet_(?:bw|lat|burst_lat|fs_rate))(?![\w])/;
const SEPARATOR = /^-{20,}$/;
/** The banner, alone on its line: `RDMA_Write Bidirectional BW Test`, `Send Latency Test`. */
const BANNER = /^[A-Za-z][\w ]{0,60}\b(?:BW|Latency) Test$/;
/** A parameter-block line: a key of words, then a colon (`Dual-port       : OFF`, `PCIe relax order: ON`). */
const PARAMETER = /^[A-Za-z][\w .*()/-]{0,40}:/;
/** Keys perftest prints in its second column, to split a parameter line whose padding was collapsed. */
const SECOND_COLUMN_KEYS = ["Device", "Transport type", "Using SRQ"];
const MIB = 1024 * 1024;
const GIGABIT_IN_BYTES = 1e9 / 8;
/**
 * perftest measures the peak only up to this many iterations; above it (and with -D or
 * --run_infinitely) it prints 0.00 for BW peak.
 * @see https://github.com/linux-rdma/perftest (src/perftest_parameters.c: "Peak BW won't be measured" when iters > 20000)
 */
const PEAK_ITERATIONS = 20_000;

/** A column of a perftest result table, by what it holds. */
type Column =
  | "bytes"
  | "iterations"
  | "bwPeak"
  | "bwAverage"
  | "msgRate"
  | "tMin"
  | "tMax"
  | "tTypical"
  | "tAvg"
  | "tStdev"
  | "p99"
  | "p999"
  | "other";

interface Table {
  readonly columns: readonly Column[];
  readonly unit: PerftestBandwidthUnit | null;
}

type MutableTest = { -readonly [K in keyof PerftestTest]: PerftestTest[K] } & {
  bandwidthRows: PerftestBandwidthRow[];
  latencyRows: PerftestLatencyRow[];
  fields: Record<string, string>;
};

/**
 * A perftest line as perftest prints it: a command, banner, separator, parameter, table header,
 * warning or result row. `lineContent` uses it to find where a decorated line's content starts.
 */
function isPerftestLine(s: string): boolean {
  const c = s.charCodeAt(0);
  if (c >= 48 && c <= 57) {
    const space = s.search(/\s/);
    return space > 0 && printedInteger(s.slice(0, space)) !== null;
  }
  return (
    s.startsWith("#bytes") ||
    SEPARATOR.test(s) ||
    (BANNER.test(s) && !s.includes(":")) ||
    /^WARNING\b/i.test(s) ||
    s.startsWith("Conflicting CPU frequency") ||
    PROGRAM.test(s) ||
    PARAMETER.test(s)
  );
}

/**
 * Read perftest output (ib_write_bw, ib_read_bw, ib_send_bw, ib_atomic_bw and the *_lat tests,
 * raw_ethernet_*) one line at a time: the banner, the `key : value` parameter block (device, link
 * type, MTU, transport, connection type, ...), the result table in MB/sec (= MiB/s) or Gb/sec, and
 * the command lines shown before it (for -b, -D and --run_infinitely). Several runs in one text
 * give several tests. A bidirectional run (`-b`, "Bidirectional" in the banner) is marked: its
 * bandwidth is both directions together. A BW peak printed as 0.00 because perftest did not
 * measure it (over 20,000 iterations, -D, --run_infinitely) marks the test's peak as not measured.
 * Checks MsgRate against BW average / size (which also confirms MB/sec is MiB/s) and the order of
 * latency percentiles. Never throws; linear in the input size.
 * @see https://github.com/linux-rdma/perftest (src/perftest_parameters.h RESULT_FMT*, REPORT_FMT*)
 * @example const r = perftestReader(); r.line(" #bytes #iterations BW peak[MB/sec] BW average[MB/sec]", 1);
 */
export function perftestReader(): MeasurementLineReader<PerftestResult> {
  const diagnostics = measurementLog();
  const notes = measurementLog();
  const tests: MutableTest[] = [];
  let current: MutableTest | null = null;
  let pendingCommands: string[] = [];
  let pendingNoPeak = false;
  let table: Table | null = null;
  let inTable = false;
  let used = 0;

  const start = (line: number): MutableTest => {
    const test = newTest(line, pendingCommands);
    if (pendingNoPeak) test.peakMeasured = false;
    pendingCommands = [];
    pendingNoPeak = false;
    tests.push(test);
    table = null;
    inTable = false;
    return test;
  };

  const read = (raw: string, line: number): void => {
    const s = lineContent(raw, isPerftestLine);
    if (s === "" || s.startsWith("```")) return;

    if (SEPARATOR.test(s)) {
      inTable = false;
      used++;
      return;
    }
    if (PROGRAM.test(s) && !s.startsWith("#bytes")) {
      pendingCommands.push(s);
      used++;
      return;
    }
    if (BANNER.test(s) && !s.includes(":") && s.length < 100) {
      current = start(line);
      current.title = s;
      current.measure = s.endsWith("BW Test") ? "bandwidth" : "latency";
      current.verb = verbOf(s);
      current.program ??= programOf(current.verb, current.measure);
      if (/bidirectional/i.test(s)) current.bidirectional = true;
      used++;
      return;
    }
    if (/^WARNING\b/i.test(s) || s.includes("Conflicting CPU frequency")) {
      notes.add(line, "tool-line", { text: s });
      if (/peak won'?t be measured/i.test(s)) {
        if (current !== null && !inTable && current.bandwidthRows.length === 0) current.peakMeasured = false;
        else pendingNoPeak = true;
      }
      used++;
      return;
    }
    if (s.startsWith("#bytes")) {
      if (current === null || current.bandwidthRows.length + current.latencyRows.length > 0)
        current = start(line);
      table = readTable(s);
      inTable = true;
      if (table.columns.includes("bwAverage")) {
        current.measure = "bandwidth";
        current.bandwidthUnit = table.unit;
      } else if (table.columns.includes("tAvg") || table.columns.includes("tMin")) {
        current.measure = "latency";
      } else {
        diagnostics.add(line, "perftest-header-no-columns", {});
      }
      if (s.includes("[cycles]")) notes.add(line, "perftest-cycles", {});
      used++;
      return;
    }
    const first = s.charCodeAt(0);
    if (first >= 48 && first <= 57 && table !== null && current !== null && isPerftestLine(s)) {
      const unread = readRow(s.split(/\s+/), table, current, line);
      if (unread !== null) diagnostics.add(line, unread.code, unread.values);
      used++;
      return;
    }
    if (inTable) {
      // A table ends at its closing rule; words after it without one are prose around the output.
      if (/warn|error|fail/i.test(s)) notes.add(line, "tool-line", { text: s });
      else if (first >= 48 && first <= 57) diagnostics.add(line, "row-not-result", {});
      else inTable = false;
      return;
    }
    if (current !== null && table === null && !/^(?:GID\s*:|local address|remote address)/.test(s)) {
      const pairs = readKeyValuePairs(s, SECOND_COLUMN_KEYS);
      for (const [key, value] of pairs) readField(key, value, current);
      if (pairs.length > 0) used++;
      return;
    }
    if (/error|fail|couldn'?t|unable/i.test(s)) {
      notes.add(line, "tool-line", { text: s });
      used++;
    }
  };

  return {
    line(text, lineNumber) {
      read(text, lineNumber);
    },
    end(input) {
      addInputRemarks(input, used, diagnostics, notes);
      for (const test of tests) {
        finishTest(test);
        diagnostics.addAll(checkTest(test));
      }
      if (tests.every((t) => t.bandwidthRows.length + t.latencyRows.length === 0)) {
        diagnostics.add(0, "no-result-rows", { tool: "perftest" });
      }
      return { kind: "perftest", tests, diagnostics: diagnostics.list(), notes: notes.list() };
    },
  };
}

function newTest(line: number, commands: string[]): MutableTest {
  const test: MutableTest = {
    line,
    program: null,
    title: null,
    verb: null,
    measure: null,
    commands,
    device: null,
    linkType: null,
    mtuBytes: null,
    transportType: null,
    connectionType: null,
    numberOfQps: null,
    gidIndex: null,
    fields: {},
    bidirectional: false,
    durationMode: false,
    durationSeconds: null,
    runInfinitely: false,
    peakMeasured: true,
    bandwidthUnit: null,
    bandwidthRows: [],
    latencyRows: [],
  };
  for (const command of commands) readCommand(command, test);
  return test;
}

/** What the whole table says once read: a peak never measured, a device named only on the command line. */
function finishTest(test: MutableTest): void {
  const rows = test.bandwidthRows;
  if (
    rows.length > 0 &&
    rows.every((r) => r.bwPeak === 0) &&
    rows.some((r) => r.bwAverage > 0 || r.iterations > PEAK_ITERATIONS)
  ) {
    test.peakMeasured = false;
  }
  // A test without a banner ("[ib_send_bw]" above a bare table): its program says what it measured.
  const program = /^(?:ib|raw_ethernet)_(write|read|send|atomic)?\w*_(bw|lat)$/.exec(test.program ?? "");
  if (program !== null) {
    test.verb ??=
      (program[1] as PerftestTest["verb"] | undefined) ?? (test.program?.startsWith("raw") ? "send" : null);
    test.measure ??= program[2] === "bw" ? "bandwidth" : "latency";
  }
  if (test.device === null) {
    for (const command of test.commands) {
      const device = /(?:^|\s)(?:-d|--ib-dev)(?:\s+|=)(\S+)/.exec(command)?.[1];
      if (device !== undefined) test.device = device;
    }
  }
}

function verbOf(title: string): PerftestTest["verb"] {
  if (/atomic/i.test(title)) return "atomic";
  if (/write/i.test(title)) return "write";
  if (/read/i.test(title)) return "read";
  if (/send/i.test(title)) return "send";
  return null;
}

function programOf(verb: PerftestTest["verb"], measure: PerftestTest["measure"]): string | null {
  if (verb === null || measure === null) return null;
  return `ib_${verb}_${measure === "bandwidth" ? "bw" : "lat"}`;
}

function readCommand(command: string, test: MutableTest): void {
  const program = PROGRAM.exec(command)?.[1];
  if (program !== undefined) test.program = program;
  const tokens = command.split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] ?? "";
    let seconds: string | undefined;
    if (t === "-D" || t === "--duration") seconds = tokens[i + 1];
    else if (/^-D\d+$/.test(t)) seconds = t.slice(2);
    else if (t.startsWith("--duration=")) seconds = t.slice("--duration=".length);
    if (seconds !== undefined) {
      test.durationMode = true;
      test.durationSeconds = printedInteger(seconds);
      test.peakMeasured = false;
    }
    if (t === "--run_infinitely" || t === "--run-infinitely") {
      test.runInfinitely = true;
      test.peakMeasured = false;
    }
    if (t === "-b" || t === "--bidirectional") test.bidirectional = true;
  }
}

function readField(key: string, value: string, test: MutableTest): void {
  if (key === "__proto__" || key === "constructor" || key === "prototype") return;
  test.fields[key] = value;
  switch (key) {
    case "Device":
      test.device = value;
      break;
    case "Link type":
      test.linkType = value;
      break;
    case "Mtu":
      test.mtuBytes = printedInteger(value.replace(/\[B\]$/, ""));
      break;
    case "Transport type":
      test.transportType = value;
      break;
    case "Connection type":
      test.connectionType = value;
      break;
    case "Number of qps":
      test.numberOfQps = printedInteger(value);
      break;
    case "GID index":
      test.gidIndex = printedInteger(value);
      break;
  }
}

function readTable(header: string): Table {
  const names: string[] = [];
  let words: string[] = [];
  for (const token of header.split(/\s+/)) {
    if (token.startsWith("#") && words.length === 0) {
      names.push(token);
    } else {
      words.push(token);
      if (token.includes("]")) {
        names.push(words.join(" "));
        words = [];
      }
    }
  }
  if (words.length > 0) names.push(words.join(" "));
  let unit: PerftestBandwidthUnit | null = null;
  const columns = names.map((name): Column => {
    const key = name.toLowerCase().replace(/\s+/g, "");
    if (key.includes("[gb/sec]")) unit = "Gb/sec";
    else if (key.includes("[mb/sec]")) unit ??= "MB/sec";
    if (key.includes("[cycles]")) return "other";
    if (key === "#bytes") return "bytes";
    if (key === "#iterations") return "iterations";
    if (key.startsWith("bwpeak[")) return "bwPeak";
    if (key.startsWith("bwaverage[")) return "bwAverage";
    if (key.startsWith("msgrate[")) return "msgRate";
    if (key.startsWith("t_min[")) return "tMin";
    if (key.startsWith("t_max[")) return "tMax";
    if (key.startsWith("t_typical[")) return "tTypical";
    if (key.startsWith("t_avg[")) return "tAvg";
    if (key.startsWith("t_stdev[")) return "tStdev";
    if (key.startsWith("99%percentile[")) return "p99";
    if (key.startsWith("99.9%percentile[")) return "p999";
    return "other";
  });
  return { columns, unit };
}

/** Reads one result row into `test`; returns why it could not, or null. */
function readRow(
  tokens: readonly string[],
  table: Table,
  test: MutableTest,
  line: number,
): MeasurementMessage | null {
  const { columns } = table;
  if (tokens.length < columns.length)
    return { code: "row-columns", values: { expected: columns.length, found: tokens.length } };
  const values: Partial<Record<Column, number>> = {};
  for (let c = 0; c < columns.length; c++) {
    const column = columns[c] ?? "other";
    const read = printedNumber(tokens[c] ?? "");
    if (read === null) {
      if (column === "other") continue;
      return { code: "row-value-not-number", values: { text: tokens[c] ?? "" } };
    }
    if (read.value < 0 && column !== "other")
      return { code: "row-value-negative", values: { text: tokens[c] ?? "" } };
    values[column] = read.value;
  }
  const bytes = values.bytes;
  const iterations = values.iterations;
  if (bytes === undefined || iterations === undefined) return { code: "perftest-row-no-size", values: {} };
  if (test.measure === "bandwidth") {
    const bwAverage = values.bwAverage;
    if (bwAverage === undefined) return { code: "perftest-row-no-bw-average", values: {} };
    const bwPeak = values.bwPeak ?? 0;
    const toBytes = test.bandwidthUnit === "Gb/sec" ? GIGABIT_IN_BYTES : MIB;
    // A rate in range as printed can overflow once scaled to bytes per second (1e308 MB/sec).
    for (const column of ["bwPeak", "bwAverage"] as const) {
      if (!Number.isFinite((values[column] ?? 0) * toBytes)) {
        return { code: "row-value-too-large", values: { text: tokens[columns.indexOf(column)] ?? "" } };
      }
    }
    test.bandwidthRows.push({
      line,
      bytes,
      iterations,
      bwPeak,
      bwAverage,
      bwPeakBytesPerSecond: (bwPeak * toBytes) as BytesPerSecond,
      bwAverageBytesPerSecond: (bwAverage * toBytes) as BytesPerSecond,
      msgRateMpps: values.msgRate ?? null,
    });
  } else {
    test.latencyRows.push({
      line,
      bytes,
      iterations,
      tMinUs: values.tMin ?? null,
      tMaxUs: values.tMax ?? null,
      tTypicalUs: values.tTypical ?? null,
      tAvgUs: values.tAvg ?? null,
      tStdevUs: values.tStdev ?? null,
      p99Us: values.p99 ?? null,
      p999Us: values.p999 ?? null,
    });
  }
  return null;
}

function checkTest(test: MutableTest): MeasurementDiagnostic[] {
  const out: MeasurementDiagnostic[] = [];
  for (const row of test.bandwidthRows) {
    const rate = row.msgRateMpps;
    if (rate === null || row.bytes === 0 || row.bwAverage === 0) continue;
    // perftest prints BW with 2 decimals and MsgRate with 6: allow both roundings plus 0.5%. In
    // --run_infinitely mode BW counts twice the size for some verbs, so half the rate also fits.
    const expected = row.bwAverageBytesPerSecond / row.bytes / 1e6;
    const slack = 0.5e-6 + expected * (0.005 + 0.005 / row.bwAverage);
    const fits = (x: number) => Math.abs(rate - x) <= slack;
    if (!fits(expected) && !fits(expected / 2)) {
      out.push({
        line: row.line,
        code: "perftest-msg-rate-mismatch",
        values: {
          msgRateMpps: rate,
          expectedMpps: Number(expected.toPrecision(6)),
          unit: test.bandwidthUnit === "Gb/sec" ? "Gb/s" : "MiB/s",
        },
      });
    }
  }
  for (const row of test.latencyRows) {
    const order: [string, number | null][] = [
      ["t_min", row.tMinUs],
      ["t_typical", row.tTypicalUs],
      ["99%", row.p99Us],
      ["99.9%", row.p999Us],
      ["t_max", row.tMaxUs],
    ];
    const known = order.filter((o): o is [string, number] => o[1] !== null);
    for (let k = 1; k < known.length; k++) {
      const [a, va] = known[k - 1] ?? ["", 0];
      const [b, vb] = known[k] ?? ["", 0];
      if (va > vb + 0.01) {
        out.push({
          line: row.line,
          code: "perftest-latency-order",
          values: { lower: a, lowerUs: va, upper: b, upperUs: vb },
        });
      }
    }
    if (row.tAvgUs !== null && row.tMinUs !== null && row.tMaxUs !== null) {
      if (row.tAvgUs < row.tMinUs - 0.01 || row.tAvgUs > row.tMaxUs + 0.01) {
        out.push({ line: row.line, code: "perftest-avg-outside", values: { avgUs: row.tAvgUs } });
      }
    }
  }
  return out;
}
