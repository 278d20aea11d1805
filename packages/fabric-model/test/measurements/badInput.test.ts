import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createMeasurementReader, parseMeasurement } from "../../src/index.ts";
import { type CorpusEntry, goldenProblems } from "./pasteCorpusGolden.ts";

const pastes = new URL("../fixtures/pastes/", import.meta.url);

describe("bad input gets a message, never a hang", () => {
  it("parseMeasurement(random bytes decoded as UTF-8) says the input is not text (fast-check, seed 7)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 256, maxLength: 20_000 }), (bytes) => {
        const text = new TextDecoder().decode(bytes);
        const r = parseMeasurement(text);
        // Random bytes are binary; the rare draw that decodes to mostly text is at least not read as a tool.
        expect(r.kind === "unknown" || r.diagnostics.length + r.notes.length > 0).toBe(true);
      }),
      { seed: 7, numRuns: 60 },
    );
    const png = new Uint8Array(4096).map((_, i) => (i * 37 + (i >> 3)) % 256);
    expect(parseMeasurement(new TextDecoder().decode(png)).diagnostics[0]?.code).toBe("input-binary");
  });

  it("binary with no line end in its first 64 KiB (one over-long line) is called binary, not empty", () => {
    const bytes = new Uint8Array(200_000).map(
      (_, i) => [0, 1, 2, 0x45, 0x4c, 0x46, 0, 0x7f][i % 8] as number,
    );
    const r = parseMeasurement(new TextDecoder().decode(bytes));
    expect(r.diagnostics[0]?.code).toBe("input-binary");
    const streamed = createMeasurementReader({ limit: 100_000 });
    streamed.push(new TextDecoder().decode(bytes));
    expect(streamed.end().diagnostics[0]?.code).toBe("input-binary");
  });

  it("a real output with Latin-1 bytes in it (mixed encodings) still reads every fact, and says what was replaced", () => {
    const id = "nccl-2024-allreduce-h100-oci-roce-ja";
    const entry = JSON.parse(readFileSync(new URL(`${id}.json`, pastes), "utf8")) as CorpusEntry;
    const utf8 = readFileSync(new URL(`${id}.txt`, pastes));
    // "café" in Latin-1 (0xE9), inserted before the first line: not valid UTF-8.
    const mixed = Buffer.concat([Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20]), utf8]);
    const r = parseMeasurement(new TextDecoder().decode(mixed));
    expect(goldenProblems(entry, r)).toEqual([]);
    expect(r.notes).toContainEqual({ line: 0, code: "input-not-utf8", values: { count: 1 } });
  });

  it("an input past the reader's limit stops at a line end and says how much was not read", () => {
    const reader = createMeasurementReader({ limit: 1_000_000 });
    const line = "x".repeat(99);
    for (let i = 0; i < 100; i++) reader.push(`${`${line}\n`.repeat(10_000)}`);
    const r = reader.end();
    expect(reader.characters).toBe(100_000_000);
    expect(r.kind).toBe("unknown");
    expect(r.diagnostics[0]?.code).toBe("input-unrecognised");
  });

  it("one 100 MB line (no line end) is held as 'too long', not in memory, and reading ends", () => {
    const reader = createMeasurementReader({ kind: "nccl-tests", limit: 200_000_000 });
    const piece = "9".repeat(1_000_000);
    for (let i = 0; i < 100; i++) reader.push(piece);
    const r = reader.end();
    expect(r.diagnostics.map((d) => d.code)).toContain("line-too-long");
  });
});
