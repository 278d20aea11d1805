import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type MeasurementResult, parseMeasurement } from "../../src/measurements/index.ts";

// The paste corpus (test/fixtures/pastes/, described in its README.md): real outputs people published,
// each <id>.txt exactly as published and <id>.json with its source and the facts read by hand from the
// text. This test checks that every entry is well formed and prints, as a report, what today's
// parseMeasurement makes of each text next to what the text says. The golden assertions come with the
// parser work that reads these texts correctly.

const pastesDir = new URL("../fixtures/pastes/", import.meta.url);

const kinds = [
  "nccl-tests",
  "perftest",
  "iperf3",
  "iperf3-json",
  "iperf2",
  "nccl-log",
  "mixed",
  "other",
] as const;
type CorpusKind = (typeof kinds)[number];

interface RepoSource {
  readonly repo: string;
  readonly path: string;
  readonly commit: string;
  readonly lines: string;
}
interface UrlSource {
  readonly url: string;
  readonly where: string;
}
interface CorpusEntry {
  readonly id: string;
  readonly source: RepoSource | UrlSource;
  readonly kind: CorpusKind;
  readonly features: readonly string[];
  readonly expected: Readonly<Record<string, unknown>>;
  readonly notes: string;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Why an entry is not well formed (empty when it is). */
function entryProblems(entry: unknown, fileId: string): string[] {
  if (!isRecord(entry)) return ["not a JSON object"];
  const problems: string[] = [];
  if (entry.id !== fileId) problems.push(`id "${String(entry.id)}" is not the file name "${fileId}"`);
  const src = entry.source;
  const repoSource =
    isRecord(src) &&
    isText(src.repo) &&
    isText(src.path) &&
    /^[0-9a-f]{40}$/.test(String(src.commit)) &&
    isText(src.lines);
  const urlSource =
    isRecord(src) && isText(src.url) && /^https:\/\//.test(String(src.url)) && isText(src.where);
  if (!repoSource && !urlSource)
    problems.push("source needs repo, path, 40-hex commit and lines, or url and where");
  if (!kinds.includes(entry.kind as CorpusKind)) problems.push(`unknown kind "${String(entry.kind)}"`);
  if (!Array.isArray(entry.features) || !entry.features.every(isText))
    problems.push("features must be strings");
  if (!isRecord(entry.expected) || Object.keys(entry.expected).length === 0)
    problems.push("expected is empty");
  if (!isText(entry.notes)) problems.push("notes are missing");
  return problems;
}

/** The parts of today's result the report compares: kind, row count and rank count as the parser sees them. */
function describeResult(r: MeasurementResult): string {
  const remarks = `${r.diagnostics.length} diagnostics, ${r.notes.length} notes`;
  switch (r.kind) {
    case "nccl-tests":
      return `nccl-tests ${r.collective ?? "?"} rows=${r.rows.length} nranks=${r.nranks ?? "null"} (${r.nranksSource ?? "-"}); ${remarks}`;
    case "perftest":
      return `perftest tests=${r.tests.length} rows=[${r.tests.map((t) => t.bandwidthRows.length + t.latencyRows.length).join(",")}]; ${remarks}`;
    case "iperf3":
      return `iperf3 runs=${r.runs.length} sender=[${r.runs.map((run) => run.sender?.bitsPerSecond ?? "none").join(",")}]; ${remarks}`;
    default:
      return `unknown: ${r.diagnostics[0]?.message ?? ""}`;
  }
}

/** The same facts from the hand-checked expectation. */
function describeExpected(entry: CorpusEntry): string {
  const e = entry.expected;
  const parts: string[] = [entry.kind];
  const runs = e.ncclTests;
  if (Array.isArray(runs)) {
    for (const run of runs.filter(isRecord)) {
      parts.push(
        `${String(run.collective ?? run.collectiveInferred ?? "?")} rows=${String(run.rows)} nranks=${String(run.nranks ?? `~${String(run.nranksInferred ?? "?")}`)}`,
      );
    }
  }
  if (Array.isArray(e.perftest))
    parts.push(
      `tests=${e.perftest.length} rows=[${e.perftest
        .filter(isRecord)
        .map((t) => String(t.rows))
        .join(",")}]`,
    );
  if (Array.isArray(e.iperf)) parts.push(`runs=${e.iperf.length}`);
  if (isRecord(e.ncclLog)) parts.push(`log version=${JSON.stringify(e.ncclLog.ncclVersion ?? null)}`);
  return parts.join(" ");
}

const jsonFiles = readdirSync(pastesDir)
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("paste corpus (test/fixtures/pastes)", () => {
  it("holds at least 60 outputs, each a .json beside a .txt", () => {
    expect(jsonFiles.length).toBeGreaterThanOrEqual(60);
    const txtFiles = readdirSync(pastesDir).filter((f) => f.endsWith(".txt"));
    expect(txtFiles.map((f) => f.replace(/\.txt$/, "")).sort()).toEqual(
      jsonFiles.map((f) => f.replace(/\.json$/, "")),
    );
  });

  for (const file of jsonFiles) {
    const id = file.replace(/\.json$/, "");
    it(`${id}: JSON.parse(${file}) is a well-formed entry with a source, and ${id}.txt is not empty`, () => {
      const entry: unknown = JSON.parse(readFileSync(new URL(file, pastesDir), "utf8"));
      expect(entryProblems(entry, id)).toEqual([]);
      const txt = new URL(`${id}.txt`, pastesDir);
      expect(existsSync(txt)).toBe(true);
      expect(readFileSync(txt).length).toBeGreaterThan(0);
    });
  }

  it("parseMeasurement(text) never throws on the corpus; the report prints its reading next to the hand-checked one", () => {
    const lines: string[] = [];
    const threw: string[] = [];
    for (const file of jsonFiles) {
      const entry = JSON.parse(readFileSync(new URL(file, pastesDir), "utf8")) as CorpusEntry;
      const text = readFileSync(new URL(`${entry.id}.txt`, pastesDir), "utf8");
      let got: string;
      try {
        got = describeResult(parseMeasurement(text));
      } catch (error) {
        got = `THREW ${String(error)}`;
        threw.push(entry.id);
      }
      lines.push(`${entry.id}\n  expected: ${describeExpected(entry)}\n  parsed:   ${got}`);
    }
    console.log(`paste corpus report (${lines.length} entries)\n${lines.join("\n")}`);
    expect(threw).toEqual([]);
  });
});
