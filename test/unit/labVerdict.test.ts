import { describe, expect, it } from "vitest";
import { compareOutput, outputLines } from "../../src/labs/compareOutput.ts";
import { labRunView, verdictText } from "../../src/labs/labVerdict.ts";

describe("compareOutput", () => {
  it("outputLines('a \\r\\nb\\n\\n') -> ['a', 'b']", () => {
    expect(outputLines("a \r\nb\n\n")).toEqual(["a", "b"]);
  });

  it("compareOutput(expected, actual) finds the first differing line, or too few or too many lines", () => {
    expect(compareOutput("a\nb\n", "a\nb")).toEqual({ same: true, lines: 2 });
    expect(compareOutput("a\nb\n", "a\nc")).toEqual({ same: false, line: 2, expected: "b", actual: "c" });
    expect(compareOutput("a\nb\n", "a")).toEqual({ same: false, line: 2, expected: "b", actual: undefined });
    expect(compareOutput("a\n", "a\nb")).toEqual({ same: false, line: 2, expected: undefined, actual: "b" });
  });
});

describe("labRunView", () => {
  const result = (logs: string[], error?: { name: string; message: string; line?: number }) => ({
    kind: "result" as const,
    result: { logs, droppedLogs: 0, ...(error ? { error } : {}) },
  });

  it("labRunView(a run that printed the expected output) passes", () => {
    expect(labRunView(result(["x", "y"]), "x\ny\n")).toEqual({
      verdict: { kind: "pass", lines: 2 },
      logs: ["x", "y"],
      droppedLogs: 0,
    });
  });

  it("labRunView(a run that printed something else) differs at the first different line", () => {
    expect(labRunView(result(["x", "z"]), "x\ny\n").verdict).toEqual({
      kind: "differs",
      line: 2,
      expected: "y",
      actual: "z",
    });
  });

  it("labRunView(a run that threw) is an error at the lab's line, with what it printed first", () => {
    const view = labRunView(result(["x"], { name: "TypeError", message: "bad", line: 7 }), "x\n");
    expect(view.verdict).toEqual({ kind: "error", name: "TypeError", message: "bad", line: 7 });
    expect(view.logs).toEqual(["x"]);
  });

  it("labRunView(timeout, syntax, stopped, failed) keeps the runner's outcome and no output", () => {
    expect(labRunView({ kind: "timeout", seconds: 5 }, "").verdict).toEqual({ kind: "timeout", seconds: 5 });
    expect(
      labRunView({ kind: "syntax", message: "Unexpected token", line: 2, column: 3 }, "").verdict,
    ).toEqual({
      kind: "syntax",
      message: "Unexpected token",
      line: 2,
      column: 3,
    });
    expect(labRunView({ kind: "stopped" }, "").logs).toEqual([]);
  });
});

describe("verdictText", () => {
  it("verdictText() names a badge and a sentence for every verdict", () => {
    expect(verdictText({ kind: "pass", lines: 3 })).toEqual({
      tone: "pass",
      badge: "labs.badgePass",
      message: "labs.pass",
      vars: { lines: 3 },
    });
    expect(verdictText({ kind: "differs", line: 4, expected: "a", actual: undefined }).message).toBe(
      "labs.differsShort",
    );
    expect(verdictText({ kind: "differs", line: 4, expected: undefined, actual: "a" }).message).toBe(
      "labs.differsLong",
    );
    expect(verdictText({ kind: "error", name: "E", message: "m", line: 2, column: 9 })).toEqual({
      tone: "error",
      badge: "labs.badgeError",
      message: "labs.errorAt",
      vars: { line: 2, name: "E", message: "m" },
    });
    expect(verdictText({ kind: "syntax", message: "" }).message).toBe("labs.syntaxUnknown");
    expect(verdictText({ kind: "timeout", seconds: 5 })).toMatchObject({
      tone: "timeout",
      vars: { seconds: 5 },
    });
    expect(verdictText({ kind: "failed", reason: "r" })).toMatchObject({
      tone: "error",
      vars: { reason: "r" },
    });
  });
});
