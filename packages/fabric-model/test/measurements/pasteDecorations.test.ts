import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMeasurement } from "../../src/index.ts";
import { type CorpusEntry, goldenProblems } from "./pasteCorpusGolden.ts";

// What terminals, launchers and web pages add to output, applied by this test to the real outputs
// of the paste corpus (never stored as fixtures): every decorated text must read to the same
// hand-checked facts as the text as published. Each decoration keeps the line count, so the
// expected line numbers hold.

const pastesDir = new URL("../fixtures/pastes/", import.meta.url);

/** A decoration of every line (`n` is the 1-based line number). */
type Decoration = (line: string, n: number) => string;

const decorations: Readonly<Record<string, Decoration>> = {
  // grep --color highlights every number; a coloured prompt colours the line.
  "ANSI colours": (line) =>
    `\u001b[0;32m${line.replace(/\d+(?:\.\d+)?/g, (m) => `\u001b[01;31m\u001b[K${m}\u001b[m\u001b[K`)}\u001b[0m`,
  "kubectl logs --timestamps": (line, n) =>
    `2024-05-01T10:${String(Math.floor(n / 60) % 60).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}.123456789Z ${line}`,
  "torchrun [default0]:": (line) => `[default0]:${line}`,
  "a $ prompt before every line": (line) => `$ ${line}`,
  "srun --label": (line) => `0: ${line}`,
  "Open MPI --tag-output": (line) => `[1,0]<stdout>:${line}`,
  "rows commented out with #": (line) => `# ${line}`,
  "a web page's non-breaking spaces": (line) => line.replace(/ {2}/g, " \u00a0"),
  "a UTF-8 byte-order mark": (line, n) => (n === 1 ? `\ufeff${line}` : line),
};

/** Corpus texts the decorations are applied to: all but JSON (a prefix makes it not JSON) and the 1.9 MB log. */
const entries = readdirSync(pastesDir)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, pastesDir), "utf8")) as CorpusEntry)
  .filter((e) => e.kind !== "iperf3-json" && e.id !== "nccl-2025-allgather-trace-long-log");

function decorate(text: string, decoration: Decoration): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 1 || part === "" ? part : decoration(part, i / 2 + 1)))
    .join("");
}

describe("decorated real outputs read like the published ones (test/fixtures/pastes)", () => {
  it(`applies ${Object.keys(decorations).length} decorations to ${entries.length} real outputs`, () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
  });
  for (const [name, decoration] of Object.entries(decorations)) {
    it(`parseMeasurement(each text with ${name}) reads every hand-checked fact`, () => {
      const failing: Record<string, string[]> = {};
      for (const entry of entries) {
        const text = readFileSync(new URL(`${entry.id}.txt`, pastesDir), "utf8");
        const problems = goldenProblems(entry, parseMeasurement(decorate(text, decoration)));
        if (problems.length > 0) failing[entry.id] = problems.slice(0, 4);
      }
      expect(failing).toEqual({});
    });
  }
});
