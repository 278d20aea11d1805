import {
  type MeasurementDiagnostic,
  measurementMessageCodes,
  measurementMessageText,
  parseIperf3,
  parseMeasurement,
  parseNcclTests,
  parsePerftest,
} from "fabric-model";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ownFixture } from "../../packages/fabric-model/test/measurements/ownFixture.ts";
import { fuzzRuns } from "./fuzzBudget.ts";

// Each measurement parser alone (parseMeasurement, and parseNcclTests, parsePerftest, parseIperf3
// on text of any tool): garbled, truncated and random input never throws, and what comes back is
// well-formed: remarks carry line numbers within the input, every number read is finite, and the
// result survives JSON. Seed and time cap from fuzzBudget.ts; hostilePaste.fuzz.test.ts fuzzes
// the page's reading path on the real paste corpus.

const FIXTURES = [
  "nccl_pre2022_all_gather_4gpu.txt",
  "nccl_2022_broadcast_mpi_prefix.txt",
  "nccl_2025_reduce_scatter_markdown.md",
  "nccl_2025_10_alltoall_srun_label.txt",
  "nccl_2026_03_sendrecv_inplace_only.txt",
  "perftest_ib_send_bw_ib_all_sizes.txt",
  "perftest_ib_read_lat_old_three_columns.txt",
  "iperf3_tcp_parallel_omitted.txt",
  "iperf3_udp_client_1g.txt",
].map(ownFixture);

const PARSERS = [parseMeasurement, parseNcclTests, parsePerftest, parseIperf3];

function wellFormed(result: unknown, text: string): void {
  const lines = text.split(/\r\n|\r|\n/).length;
  const r = result as { kind: string; diagnostics: MeasurementDiagnostic[]; notes: MeasurementDiagnostic[] };
  expect(typeof r.kind).toBe("string");
  for (const d of [...r.diagnostics, ...r.notes]) {
    expect(Number.isInteger(d.line) && d.line >= 0 && d.line <= lines).toBe(true);
    expect(measurementMessageCodes).toContain(d.code);
    expect(measurementMessageText(d)).not.toMatch(/\{\w+\}/);
  }
  const json = JSON.stringify(result, (_key, value) => {
    if (typeof value === "number" && !Number.isFinite(value)) throw new Error(`non-finite number ${value}`);
    return value;
  });
  expect(JSON.parse(json)).toEqual(result);
}

/** One edit applied to a fixture: delete, insert, replace a slice, truncate, duplicate or swap lines. */
const edit = fc.oneof(
  fc.record({ op: fc.constant("delete" as const), at: fc.nat(), length: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant("insert" as const), at: fc.nat(), text: fc.string({ maxLength: 20 }) }),
  fc.record({
    op: fc.constant("noise" as const),
    at: fc.nat(),
    text: fc.constantFrom(
      "...",
      "#",
      " -1 ",
      "N/A",
      "1e+99",
      "\t",
      "\r",
      "[1,0]<stdout>:",
      "nan",
      "ib_write_bw",
      "[SUM]",
    ),
  }),
  fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("duplicateLine" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("swapLines" as const), at: fc.nat(), with: fc.nat() }),
);

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(text: string, e: Edit): string {
  const at = e.at % (text.length + 1);
  switch (e.op) {
    case "delete":
      return text.slice(0, at) + text.slice(at + e.length);
    case "insert":
    case "noise":
      return text.slice(0, at) + e.text + text.slice(at);
    case "truncate":
      return text.slice(0, at);
    case "duplicateLine":
    case "swapLines": {
      const lines = text.split("\n");
      const i = e.at % lines.length;
      if (e.op === "duplicateLine") lines.splice(i, 0, lines[i] ?? "");
      else {
        const j = e.with % lines.length;
        [lines[i], lines[j]] = [lines[j] ?? "", lines[i] ?? ""];
      }
      return lines.join("\n");
    }
  }
}

describe("measurement parsers never throw (fast-check, fixed seed, time-capped)", () => {
  it("every parser returns a well-formed result for random strings", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400, unit: "binary" }),
        fc.constantFrom(...PARSERS),
        (text, parse) => {
          wellFormed(parse(text), text);
        },
      ),
      fuzzRuns(500),
    );
  });

  it("every parser returns a well-formed result for fixtures with random edits", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FIXTURES),
        fc.array(edit, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(...PARSERS),
        (fixture, edits, parse) => {
          const text = edits.reduce(apply, fixture);
          wellFormed(parse(text), text);
        },
      ),
      fuzzRuns(600),
    );
  });

  it("parseNcclTests(text cut at a line break) reads exactly the rows before the cut", () => {
    const text = ownFixture("nccl_2025_10_alltoall_srun_label.txt");
    const full = parseNcclTests(text).rows;
    const lines = text.split("\n");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: lines.length }), (k) => {
        const cut = parseNcclTests(lines.slice(0, k).join("\n")).rows;
        expect(cut).toEqual(full.filter((row) => row.line <= k));
      }),
      fuzzRuns(100),
    );
  });

  it("every parser accepts rows of random tokens without throwing", () => {
    const token = fc.constantFrom(
      "8",
      "-1",
      "float",
      "sum",
      "none",
      "0.00",
      "1e+07",
      "N/A",
      "sec",
      "GBytes",
      "Gbits/sec",
      "[SUM]",
      "#",
      "#bytes",
      "0/10",
      "(0%)",
      "ms",
      "...",
    );
    const line = fc.array(token, { maxLength: 16 }).map((t) => t.join("  "));
    const header = fc.constantFrom(
      "#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong",
      " #bytes     #iterations    BW peak[MB/sec]    BW average[MB/sec]   MsgRate[Mpps]",
      "[ ID] Interval           Transfer     Bitrate         Retr",
    );
    fc.assert(
      fc.property(
        header,
        fc.array(line, { maxLength: 30 }),
        fc.constantFrom(...PARSERS),
        (h, rows, parse) => {
          const text = [h, ...rows].join("\n");
          wellFormed(parse(text), text);
        },
      ),
      fuzzRuns(500),
    );
  });
});
