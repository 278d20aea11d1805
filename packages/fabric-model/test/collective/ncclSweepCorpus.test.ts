import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { busBandwidthFactor } from "../../src/measurements/busBandwidthFactor.ts";
import type { NcclTestsResult } from "../../src/measurements/NcclTestsResult.ts";
import { parseNcclTests } from "../../src/measurements/parseNcclTests.ts";
import {
  type NcclSweepParserCheck,
  type NcclSweepRecord,
  ncclSweepCorpus,
  ncclSweepCorpusDir,
  ncclSweepRecordProblems,
} from "./ncclSweepCorpus.ts";

// The corpus of published nccl-tests sweeps (test/fixtures/nccl-sweeps): each output as published
// beside a record of its source, hardware and the values read from it by hand. These tests check
// the records' form, that the hand-read values obey the nccl-tests arithmetic, and that the current
// parser reads every text to those values. A check the parser is known to fail on a text is skipped
// with the reason recorded in the sweep's parserKnownIssue.

type ParserCheck = (parsed: NcclTestsResult, record: NcclSweepRecord) => void;

const checkNames: Record<NcclSweepParserCheck, string> = {
  collective: "collective",
  nranks: "rank count",
  rows: "row count",
  smallest: "smallest non-zero size and its out-of-place time",
  largest: "largest size's time, algbw and busbw",
  avgBusbw: "Avg bus bandwidth trailer",
};

const parserChecks: Record<NcclSweepParserCheck, ParserCheck> = {
  collective: (parsed, record) => expect(parsed.collective).toBe(record.collective),
  // The rank count the text alone determines: the hardware's, unless the text leaves it open.
  nranks: (parsed, record) =>
    expect(parsed.nranks).toBe(
      record.expected.textNranks === undefined ? record.expected.nranks : record.expected.textNranks,
    ),
  rows: (parsed, record) => expect(parsed.rows.length).toBe(record.expected.rows),
  smallest: (parsed, record) => {
    const row = parsed.rows.find((r) => r.bytes > 0);
    expect(row?.bytes).toBe(record.expected.smallestBytes);
    expect(row?.outOfPlace?.timeUs).toBe(record.expected.smallest.timeUsOop);
  },
  largest: (parsed, record) => {
    const row = parsed.rows.at(-1);
    const { largest } = record.expected;
    expect(row?.bytes).toBe(record.expected.largestBytes);
    expect([row?.outOfPlace?.timeUs, row?.outOfPlace?.algbwGBps, row?.outOfPlace?.busbwGBps]).toEqual([
      largest.timeUsOop,
      largest.algbwOop,
      largest.busbwOop,
    ]);
    expect([row?.inPlace?.timeUs, row?.inPlace?.busbwGBps]).toEqual([largest.timeUsIp, largest.busbwIp]);
  },
  avgBusbw: (parsed, record) => expect(parsed.avgBusBandwidthGBps).toBe(record.expected.avgBusbw),
};

const corpus = ncclSweepCorpus();
const files = readdirSync(ncclSweepCorpusDir);
const readme = readFileSync(new URL("README.md", ncclSweepCorpusDir), "utf8");

/** A value printed with two decimals (or as an integer) agrees with a computed one within rounding. */
const printedClose = (printed: number, computed: number, relative = 2e-3): boolean =>
  Math.abs(printed - computed) <= 0.006 + relative * Math.abs(computed);

describe("the nccl-tests sweep corpus (test/fixtures/nccl-sweeps)", () => {
  it("ncclSweepCorpus() pairs every .json with a .txt and holds at least 30 sweeps of at least 10 systems", () => {
    const ids = (ext: string) =>
      files
        .filter((f) => f.endsWith(ext))
        .map((f) => f.slice(0, -ext.length))
        .sort();
    expect(ids(".txt")).toEqual(ids(".json"));
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus.map((s) => s.record.system)).size).toBeGreaterThanOrEqual(10);
  });

  it("the folder's README lists every sweep with its system", () => {
    for (const { record } of corpus) {
      expect(readme, record.id).toMatch(new RegExp(`\\|\\s*${record.id}\\s*\\|\\s*${record.system}\\s*\\|`));
    }
  });

  for (const { record, text } of corpus) {
    describe(record.id, () => {
      it("ncclSweepRecordProblems(record) finds the record well-formed", () => {
        expect(ncclSweepRecordProblems(record.id, record)).toEqual([]);
        expect(text.length).toBeGreaterThan(0);
      });

      it("the hand-read largest row obeys algbw = size / time and busbw = algbw x factor(nranks)", () => {
        const { largest, largestBytes, nranks } = record.expected;
        const factor = busBandwidthFactor(record.collective, nranks);
        expect(printedClose(largest.algbwOop, largestBytes / (largest.timeUsOop * 1e3))).toBe(true);
        expect(printedClose(largest.busbwOop, largest.algbwOop * factor)).toBe(true);
        expect(printedClose(largest.busbwIp, (largestBytes / (largest.timeUsIp * 1e3)) * factor)).toBe(true);
      });

      const parsed = parseNcclTests(text, record.parseOptions ?? {});
      for (const [check, verify] of Object.entries(parserChecks) as [NcclSweepParserCheck, ParserCheck][]) {
        const issue = record.parserKnownIssue?.[check];
        const name = `parseNcclTests(text) reads the ${checkNames[check]} read by hand`;
        if (issue !== undefined) it.skip(`${name} (known parser issue: ${issue})`, () => {});
        else it(name, () => verify(parsed, record));
      }
    });
  }
});
