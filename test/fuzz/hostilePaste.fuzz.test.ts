/**
 * Hostile-paste fuzz: what a learner pastes or drops on "Your measurements", read through the
 * same path the page's reading worker takes (parseWorker.ts: `createMeasurementReader` fed in
 * chunks, then `packMeasurement` and `firstComparison`; the page unpacks). The texts are the real
 * published outputs of the paste corpus (packages/fabric-model/test/fixtures/pastes), mutated the
 * way pastes go wrong (cut mid-line; ANSI, CR, NUL, byte-order marks and other decorations put
 * in; numbers made huge, NaN, Infinity or negative; headers repeated; columns shifted; binary
 * noise; very long lines; two tools in one paste), and pure random text. Whatever the text:
 * - nothing throws, and the result survives the worker's packing;
 * - the read takes at most a time proportional to the text's length (a generous bound that only
 *   a super-linear read, such as a backtracking pattern, exceeds);
 * - no measurement (a row's size, time or bandwidth, an interval's transfer or rate, a latency)
 *   is non-finite or negative, and no number anywhere in the result is non-finite;
 * - every remark is a code whose values the English and the Korean dictionaries word, with no
 *   template missing and no placeholder left without its value.
 * fast-check with a fixed seed and a time cap per property (fuzzBudget.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import {
  createMeasurementReader,
  type MeasurementDiagnostic,
  type MeasurementResult,
  measurementMessageCodes,
} from "fabric-model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  hasString,
  type Lang,
  languages,
  t,
  templateVariables,
  type UiKey,
  wellFormedTemplate,
} from "../../src/lib/i18n.ts";
import { firstComparison } from "../../src/yourMeasurements/firstComparison.ts";
import { packMeasurement, unpackMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";
import { fuzzRuns } from "./fuzzBudget.ts";

const pastesDir = new URL("../../packages/fabric-model/test/fixtures/pastes/", import.meta.url);

/** The corpus's texts, all but the 1.9 MB log (its size would make each run slow, not harder). */
const PASTES = readdirSync(pastesDir)
  .filter((f) => f.endsWith(".txt") && !f.startsWith("nccl-2025-allgather-trace-long-log"))
  .sort()
  .map((f) => readFileSync(new URL(f, pastesDir), "utf8"));

/** Characters the reader's worker hands over at a time, and smaller chunks a file stream gives. */
const CHUNKS = [1 << 20, 65_536, 4_096, 1_000, 97];

/** What the page's reading worker does with a text: read in chunks, pack, unpack, price. */
function readLikeTheWorker(text: string, chunk: number): MeasurementResult {
  const reader = createMeasurementReader();
  for (let at = 0; at < text.length; at += chunk) reader.push(text.slice(at, at + chunk));
  const result = reader.end();
  const { packed } = packMeasurement(result);
  const unpacked = unpackMeasurement(structuredClone(packed));
  firstComparison(unpacked);
  return unpacked;
}

// ---- what a read must never report -------------------------------------------------------------

/** Every measurement a result reports, named by where it sits: sizes, times, rates, counts. */
function measurements(result: MeasurementResult): Array<[string, number | null]> {
  const out: Array<[string, number | null]> = [];
  const put = (where: string, record: object, fields: readonly string[]) => {
    for (const f of fields) out.push([`${where}.${f}`, (record as Record<string, number | null>)[f] ?? null]);
  };
  if (result.kind === "nccl-tests") {
    for (const run of [result, ...result.moreRuns]) {
      out.push([`run ${run.line}.avgBusBandwidthGBps`, run.avgBusBandwidthGBps]);
      for (const row of run.rows) {
        put(`row ${row.line}`, row, ["bytes", "count"]);
        for (const half of [row.outOfPlace, row.inPlace]) {
          if (half) put(`row ${row.line}`, half, ["timeUs", "algbwGBps", "busbwGBps", "wrong", "maxError"]);
        }
      }
    }
  } else if (result.kind === "perftest") {
    for (const test of result.tests) {
      for (const row of test.bandwidthRows) {
        put(`row ${row.line}`, row, [
          "bytes",
          "iterations",
          "bwPeak",
          "bwAverage",
          "bwPeakBytesPerSecond",
          "bwAverageBytesPerSecond",
          "msgRateMpps",
        ]);
      }
      for (const row of test.latencyRows) {
        put(`row ${row.line}`, row, [
          "bytes",
          "iterations",
          "tMinUs",
          "tMaxUs",
          "tTypicalUs",
          "tAvgUs",
          "tStdevUs",
          "p99Us",
          "p999Us",
        ]);
      }
    }
  } else if (result.kind === "iperf3") {
    for (const run of result.runs) {
      for (const line of [...run.intervals, ...run.summary]) {
        put(`line ${line.line}`, line, [
          "startSeconds",
          "endSeconds",
          "transfer",
          "transferBytes",
          "bitrate",
          "bitsPerSecond",
          "retransmits",
          "cwndBytes",
          "jitterMs",
          "lostDatagrams",
          "totalDatagrams",
          "lossPercent",
        ]);
      }
    }
  }
  return out;
}

/** The remarks a result carries, NCCL log findings included. */
function remarksOf(result: MeasurementResult): MeasurementDiagnostic[] {
  const log = result.kind === "nccl-tests" || result.kind === "nccl-log" ? result.ncclLog : null;
  return [...result.diagnostics, ...result.notes, ...(log?.findings ?? [])];
}

/** What is wrong with one remark in `lang`: no template, a malformed one, or a value it lacks. */
function wordingProblem(d: MeasurementDiagnostic, lang: Lang): string | null {
  const key = `measure.msg.${d.code}` as UiKey;
  if (!hasString(lang, key)) return `${lang} has no template for ${d.code}`;
  const template = t(lang, key);
  if (!wellFormedTemplate(template)) return `${lang} template of ${d.code} is malformed`;
  const values = d.values as Record<string, unknown>;
  for (const name of templateVariables(template)) {
    const v = values[name];
    if (typeof v === "string") continue;
    if (typeof v !== "number" || !Number.isFinite(v)) return `${d.code}.${name} is ${String(v)} (${lang})`;
  }
  return null;
}

/** Every way `result` of `text` breaks the rules above, as sentences (empty when none). */
function problems(result: MeasurementResult, text: string): string[] {
  const found: string[] = [];
  for (const [where, value] of measurements(result)) {
    if (value !== null && !(Number.isFinite(value) && value >= 0)) found.push(`${where} = ${value}`);
  }
  JSON.stringify(result, (key, value) => {
    if (typeof value === "number" && !Number.isFinite(value)) found.push(`${key} = ${value}`);
    return value;
  });
  const lines = text.split(/\r\n|\r|\n/).length;
  for (const d of remarksOf(result)) {
    if (!measurementMessageCodes.includes(d.code)) found.push(`unknown code ${d.code}`);
    if (!(Number.isInteger(d.line) && d.line >= 0 && d.line <= lines))
      found.push(`${d.code} at line ${d.line}`);
    for (const lang of languages) {
      const problem = wordingProblem(d, lang);
      if (problem) found.push(problem);
    }
  }
  return found;
}

// ---- time ----------------------------------------------------------------------------------------

/** Fixed part of the time bound, ms (start-up, a JIT pass, a garbage collection). */
const BOUND_BASE_MS = 250;
/**
 * Per-character part of the time bound, ms: about 50 times what an nccl-tests text takes on the
 * 2-core CI machine (0.2 us/char in `npm run bench`'s parse bench), so that only a read that
 * grows faster than its input, not a busy machine, exceeds it.
 */
const BOUND_MS_PER_CHAR = 0.01;

/** The time bound of reading `text`, ms. */
const timeBound = (text: string) => BOUND_BASE_MS + BOUND_MS_PER_CHAR * text.length;

/**
 * The result of reading `text` and the shortest of up to three read times, ms: a read over the
 * bound is timed again, so one pause of a shared machine does not count as a slow read.
 */
function timedRead(text: string, chunk: number): { result: MeasurementResult; ms: number } {
  let ms = Number.POSITIVE_INFINITY;
  let result: MeasurementResult | undefined;
  for (let attempt = 0; attempt < 3 && ms > timeBound(text); attempt++) {
    const started = performance.now();
    result = readLikeTheWorker(text, chunk);
    ms = Math.min(ms, performance.now() - started);
  }
  return { result: result as MeasurementResult, ms };
}

function check(text: string, chunk: number): void {
  const { result, ms } = timedRead(text, chunk);
  expect(problems(result, text)).toEqual([]);
  expect(ms, `${text.length} characters`).toBeLessThanOrEqual(timeBound(text));
}

// ---- generators ----------------------------------------------------------------------------------

/** Decorations terminals, launchers, mail and web pages put into text. */
const DECORATION = fc.constantFrom(
  "\u001b[0;31m",
  "\u001b[K",
  "\u001b[01;31m\u001b[K",
  "\u001b]0;user@host: ~\u0007",
  "\u001b[",
  "\r",
  "\r\n",
  "\u0000",
  "\ufeff",
  "\u00a0",
  "\u200b",
  "\u2028",
  "\t",
  "=\n",
  "=20",
  "> ",
  "$ ",
  "[1,0]<stdout>:",
  "0: ",
  "[default0]:",
  "2024-05-01T10:00:00.123456789Z ",
);

/** Numbers no tool prints but a hostile or broken paste holds. */
const HOSTILE_NUMBER = fc.oneof(
  fc.constantFrom(
    "1e308",
    "1.8e308",
    "9".repeat(400),
    `${"9".repeat(320)}.5`,
    "1e-320",
    "0.0000000000000000000000000001",
    "NaN",
    "nan",
    "-nan",
    "Infinity",
    "inf",
    "-inf",
    "-Infinity",
    "-1",
    "-0",
    "-0.00",
    "-1e9",
    "-4.5e+02",
    "0x7fffffff",
    "1,234.5",
    "١٢",
    "4.2e+",
    "1e",
    ".",
    "-",
    "+5",
    "",
  ),
  fc.double().map(String),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }).map(String),
);

/** A noise string of code units 0-255 (a binary file's bytes decoded as Latin-1) or any UTF-16. */
const BINARY = fc.oneof(
  fc.uint8Array({ maxLength: 600 }).map((bytes) => String.fromCharCode(...bytes)),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 300 }).map((u) => String.fromCharCode(...u)),
);

/** One way a paste goes wrong. */
const MUTATION = fc.oneof(
  fc.record({ op: fc.constant("cut" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("decorate" as const), at: fc.nat(), text: DECORATION }),
  fc.record({
    op: fc.constant("decorateLines" as const),
    text: DECORATION,
    every: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ op: fc.constant("number" as const), nth: fc.nat(), text: HOSTILE_NUMBER }),
  fc.record({
    op: fc.constant("numbers" as const),
    every: fc.integer({ min: 1, max: 7 }),
    text: HOSTILE_NUMBER,
  }),
  fc.record({
    op: fc.constant("repeatHeader" as const),
    nth: fc.nat(),
    times: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    op: fc.constant("shift" as const),
    nth: fc.nat(),
    how: fc.constantFrom("dropFirst", "dropMiddle", "insertFirst", "joinTwo", "everyRow"),
  }),
  fc.record({ op: fc.constant("binary" as const), at: fc.nat(), text: BINARY }),
  fc.record({
    op: fc.constant("longLine" as const),
    at: fc.nat(),
    unit: fc.constantFrom("x", "9", " ", "#", "1.5 ", "\t", "-", "e", "(", "[ ", "=", "\u001b["),
    length: fc.integer({ min: 1_000, max: 60_000 }),
  }),
  fc.record({
    op: fc.constant("mix" as const),
    other: fc.nat(),
    from: fc.nat(),
    length: fc.nat({ max: 20_000 }),
  }),
  fc.record({ op: fc.constant("swapLines" as const), at: fc.nat(), with: fc.nat() }),
);

type Mutation = typeof MUTATION extends fc.Arbitrary<infer M> ? M : never;

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;
const HEADER =
  /#\s*(?:size|bytes|\(B\))|#bytes|\[ ID\]|Interval|Out of bounds|Avg bus|BW peak|t_min|Using devices/;

function mapLines(text: string, f: (line: string, i: number) => string): string {
  return text
    .split("\n")
    .map((line, i) => f(line, i))
    .join("\n");
}

function shiftColumns(line: string, how: string): string {
  const tokens = line.trim().split(/\s+/);
  const middle = Math.floor(tokens.length / 2);
  switch (how) {
    case "dropFirst":
      return tokens.slice(1).join("  ");
    case "dropMiddle":
      return [...tokens.slice(0, middle), ...tokens.slice(middle + 1)].join("  ");
    case "insertFirst":
      return `0  ${line}`;
    default:
      return [
        ...tokens.slice(0, middle),
        tokens.slice(middle, middle + 2).join(""),
        ...tokens.slice(middle + 2),
      ].join("  ");
  }
}

function mutate(text: string, m: Mutation): string {
  const at = "at" in m ? m.at % (text.length + 1) : 0;
  const insert = (s: string) => text.slice(0, at) + s + text.slice(at);
  switch (m.op) {
    case "cut":
      return text.slice(0, at);
    case "decorate":
    case "binary":
      return insert(m.text);
    case "decorateLines":
      return mapLines(text, (line, i) => (i % m.every === 0 ? m.text + line : line));
    case "number": {
      const found = [...text.matchAll(NUMBER)];
      const hit = found[m.nth % Math.max(1, found.length)];
      if (!hit) return text;
      return text.slice(0, hit.index) + m.text + text.slice(hit.index + hit[0].length);
    }
    case "numbers": {
      let k = 0;
      return text.replace(NUMBER, (n) => (k++ % m.every === 0 ? m.text : n));
    }
    case "repeatHeader": {
      const lines = text.split("\n");
      const headers = lines.flatMap((line, i) => (HEADER.test(line) ? [i] : []));
      const i = headers.length > 0 ? (headers[m.nth % headers.length] as number) : m.nth % lines.length;
      lines.splice(i, 0, ...Array<string>(m.times).fill(lines[i] ?? ""));
      return lines.join("\n");
    }
    case "shift": {
      if (m.how === "everyRow")
        return mapLines(text, (line) => (/^\s*\d/.test(line) ? shiftColumns(line, "dropFirst") : line));
      const lines = text.split("\n");
      const rows = lines.flatMap((line, i) => (/\d\s+\d/.test(line) ? [i] : []));
      const i = rows.length > 0 ? (rows[m.nth % rows.length] as number) : m.nth % lines.length;
      lines[i] = shiftColumns(lines[i] ?? "", m.how);
      return lines.join("\n");
    }
    case "longLine":
      return insert(m.unit.repeat(Math.ceil(m.length / m.unit.length)));
    case "mix": {
      const other = PASTES[m.other % PASTES.length] as string;
      const from = m.from % (other.length + 1);
      return insert(other.slice(from, from + m.length));
    }
    case "swapLines": {
      const lines = text.split("\n");
      const i = m.at % lines.length;
      const j = m.with % lines.length;
      [lines[i], lines[j]] = [lines[j] ?? "", lines[i] ?? ""];
      return lines.join("\n");
    }
  }
}

const PASTE = fc.nat({ max: PASTES.length - 1 }).map((i) => PASTES[i] as string);
const CHUNK = fc.constantFrom(...CHUNKS);

/** Rows of tool tokens under a header of one of the tools: text that looks like output. */
const TOKEN_TABLE = fc
  .tuple(
    fc.constantFrom(
      "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
      " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]",
      " #bytes #iterations    t_min[usec]    t_max[usec]  t_typical[usec]    t_avg[usec]    t_stdev[usec]   99% percentile[usec]   99.9% percentile[usec] ",
      "[ ID] Interval           Transfer     Bitrate         Retr",
      "[ ID] Interval           Transfer     Bitrate         Jitter    Lost/Total Datagrams",
    ),
    fc.array(
      fc
        .array(
          fc.oneof(
            HOSTILE_NUMBER,
            fc.constantFrom(
              "float",
              "sum",
              "none",
              "N/A",
              "sec",
              "GBytes",
              "Gbits/sec",
              "[SUM]",
              "[  5]",
              "0.00-1.00",
              "(0%)",
              "sender",
              "receiver",
            ),
          ),
          { maxLength: 14 },
        )
        .map((tokens) => tokens.join("  ")),
      { maxLength: 40 },
    ),
  )
  .map(([header, rows]) => [header, ...rows].join("\n"));

describe("hostile-paste fuzz: the page's reader (fast-check, fixed seed, time-capped)", () => {
  it("real pastes with 1-6 mutations never throw, read in bounded time, report no bad number and word every remark", () => {
    fc.assert(
      fc.property(
        PASTE,
        fc.array(MUTATION, { minLength: 1, maxLength: 6 }),
        CHUNK,
        (paste, mutations, chunk) => {
          check(mutations.reduce(mutate, paste), chunk);
        },
      ),
      fuzzRuns(1000),
    );
  }, 60_000);

  it("pure random text (binary, any UTF-16, graphemes) never throws and reads as nothing or as something sound", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 3_000 }),
          fc.string({ unit: "grapheme", maxLength: 1_000 }),
          fc.string({ maxLength: 3_000 }),
          BINARY,
        ),
        CHUNK,
        check,
      ),
      fuzzRuns(400),
    );
  }, 60_000);

  it("tables of hostile tokens under each tool's header never report a non-finite or negative value", () => {
    fc.assert(fc.property(TOKEN_TABLE, CHUNK, check), fuzzRuns(400));
  }, 60_000);

  it("a mutated paste reads the same whatever the size of the chunks it arrives in", () => {
    fc.assert(
      fc.property(PASTE, fc.array(MUTATION, { maxLength: 3 }), CHUNK, (paste, mutations, chunk) => {
        const text = mutations.reduce(mutate, paste);
        expect(readLikeTheWorker(text, chunk)).toEqual(readLikeTheWorker(text, 1 << 20));
      }),
      fuzzRuns(150),
    );
  }, 60_000);
});
