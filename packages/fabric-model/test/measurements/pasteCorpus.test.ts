import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMeasurement } from "../../src/index.ts";
import { type CorpusEntry, goldenProblems } from "./pasteCorpusGolden.ts";

// The paste corpus (test/fixtures/pastes/, described in its README.md): real outputs people published,
// each <id>.txt exactly as published and <id>.json with its source and the facts read by hand from the
// text. This test checks that every entry is well formed and that parseMeasurement reads every
// hand-checked fact of it (pasteCorpusGolden.ts says which fields are compared and how).

const pastesDir = new URL("../fixtures/pastes/", import.meta.url);

const kinds = [
  "nccl-tests",
  "perftest",
  "iperf3",
  "iperf3-json",
  "iperf2",
  "nccl-log",
  "mixed",
  "infiniband-tools",
  "other",
] as const;
type CorpusKind = (typeof kinds)[number];

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

  for (const file of jsonFiles) {
    const id = file.replace(/\.json$/, "");
    it(`parseMeasurement(${id}.txt) reads every hand-checked fact of ${file}`, () => {
      const entry = JSON.parse(readFileSync(new URL(file, pastesDir), "utf8")) as CorpusEntry;
      const text = readFileSync(new URL(`${id}.txt`, pastesDir), "utf8");
      expect(goldenProblems(entry, parseMeasurement(text))).toEqual([]);
    });
  }
});
