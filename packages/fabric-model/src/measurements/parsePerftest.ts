import type { BytesPerSecond } from "../units.ts";
import type { MeasurementDiagnostic, MeasurementMessage } from "./MeasurementDiagnostic.ts";
import { measurementLines } from "./measurementLines.ts";
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
import { stripOutputPrefix } from "./stripOutputPrefix.ts";

const PROGRAM =
  /(?:^|[^\w])(ib_(?:write|read|send|atomic)_(?:bw|lat)|raw_ethernet_(?:bw|lat|burst_lat|fs_rate))(?![\w])/;
const SEPARATOR = /^-{20,}$/;
const MIB = 1024 * 1024;
const GIGABIT_IN_BYTES = 1e9 / 8;

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
 * Read perftest output (ib_write_bw, ib_read_bw, ib_send_bw, ib_atomic_bw and the *_lat tests):
 * the banner, the `key : value` parameter block (device, link type, MTU, transport, connection
 * type, ...), the result table in MB/sec (= MiB/s) or Gb/sec, and the command lines shown before
 * it (for -D duration and --run_infinitely modes). Several runs in one text give several tests.
 * Checks MsgRate against BW average / size (which also confirms MB/sec is MiB/s) and the order of
 * latency percentiles. Never throws; linear in the input size.
 * @see https://github.com/linux-rdma/perftest (src/perftest_parameters.h RESULT_FMT*, REPORT_FMT*)
 * @example parsePerftest(text).tests[0]?.bandwidthRows[0]?.bwAverage // 11023.48 (MiB/s)
 */
export function parsePerftest(text: string): PerftestResult {
  try {
    return parse(text);
  } catch (error) {
    return {
      kind: "perftest",
      tests: [],
      diagnostics: [{ line: 0, code: "internal-error", values: { error: String(error) } }],
      notes: [],
    };
  }
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
    fields: {},
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

function parse(text: string): PerftestResult {
  const input = measurementLines(text);
  const diagnostics = measurementLog();
  const notes = measurementLog();
  diagnostics.addAll(input.diagnostics);

  const tests: MutableTest[] = [];
  let current: MutableTest | null = null;
  let pendingCommands: string[] = [];
  let pendingNoPeak = false;
  let table: Table | null = null;
  let inTable = false;

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

  for (let i = 0; i < input.lines.length; i++) {
    const line = i + 1;
    const s = stripOutputPrefix(input.lines[i] ?? "").trim();
    if (s === "" || s.startsWith("```")) continue;

    if (SEPARATOR.test(s)) {
      inTable = false;
      continue;
    }
    const program = PROGRAM.exec(s);
    if (program !== null && !s.startsWith("#")) {
      pendingCommands.push(s);
      continue;
    }
    if (/\b(?:BW|Latency) Test$/.test(s) && !s.includes(":") && s.length < 100) {
      current = start(line);
      current.title = s;
      current.measure = s.endsWith("BW Test") ? "bandwidth" : "latency";
      current.verb = verbOf(s);
      current.program ??= programOf(current.verb, current.measure);
      continue;
    }
    if (/^WARNING\b/i.test(s) || s.includes("Conflicting CPU frequency")) {
      notes.add(line, "tool-line", { text: s });
      if (/peak won'?t be measured/i.test(s)) {
        if (current !== null && !inTable && current.bandwidthRows.length === 0) current.peakMeasured = false;
        else pendingNoPeak = true;
      }
      continue;
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
      continue;
    }
    if (/^\d/.test(s) && table !== null && current !== null) {
      const unread = readRow(s.split(/\s+/), table, current, line);
      if (unread !== null) diagnostics.add(line, unread.code, unread.values);
      continue;
    }
    if (inTable) {
      if (/warn|error|fail/i.test(s)) notes.add(line, "tool-line", { text: s });
      else diagnostics.add(line, "row-not-result", {});
      continue;
    }
    if (current !== null && table === null && !/^(?:GID\s*:|local address|remote address)/.test(s)) {
      for (const [key, value] of readKeyValuePairs(s)) readField(key, value, current);
      continue;
    }
    if (/error|fail|couldn'?t|unable/i.test(s)) notes.add(line, "tool-line", { text: s });
  }

  for (const test of tests) diagnostics.addAll(checkTest(test));
  if (tests.every((t) => t.bandwidthRows.length + t.latencyRows.length === 0)) {
    diagnostics.add(0, "no-result-rows", { tool: "perftest" });
  }
  return { kind: "perftest", tests, diagnostics: diagnostics.list(), notes: notes.list() };
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
