import { readFileSync } from "node:fs";
import * as fabricModel from "fabric-model";
import { describe, expect, it } from "vitest";
import { compareOutput } from "../../src/labs/compareOutput.ts";
import { labRunView } from "../../src/labs/labVerdict.ts";
import { LAB_SCOPE_NAMES, MAX_LAB_LINES, runLab } from "../../src/labs/runLab.ts";
import { stripLabTypes } from "../../src/labs/stripLabTypes.ts";

const modules = { "fabric-model": fabricModel };

/** The in-page path without the worker: strip the types, compile over the lab's names, run. */
async function runInPage(source: string) {
  const stripped = stripLabTypes(source);
  if (!stripped.ok) throw new Error(`does not parse: ${stripped.message}`);
  // The page compiles the code as a worker script's function; here the Function constructor does it.
  const fn = new Function(...LAB_SCOPE_NAMES, `return (async () => {${stripped.code}\n})();`);
  return runLab(fn as (...values: unknown[]) => unknown, modules, { scriptUrl: "", lines: 0 });
}

describe("the labs, run as the page runs them", () => {
  for (const name of ["ring-allreduce", "scaling-sweep"]) {
    it(`runLab(stripLabTypes(demos/${name}.ts)) prints exactly what Node prints (its expected output)`, async () => {
      const result = await runInPage(readFileSync(`demos/${name}.ts`, "utf8"));
      expect(result.error).toBeUndefined();
      const expected = readFileSync(`demos/expected/${name}.txt`, "utf8");
      expect(compareOutput(expected, result.logs.join("\n")).same).toBe(true);
    });
  }

  it("runLab(stripLabTypes(demos/rdma-write.ts)) differs at line 3, its solution passes", async () => {
    const expected = readFileSync("demos/expected/rdma-write.txt", "utf8");
    const lab = await runInPage(readFileSync("demos/rdma-write.ts", "utf8"));
    expect(labRunView({ kind: "result", result: lab }, expected).verdict).toMatchObject({
      kind: "differs",
      line: 3,
    });
    const solution = await runInPage(readFileSync("demos/solutions/rdma-write.ts", "utf8"));
    expect(labRunView({ kind: "result", result: solution }, expected).verdict.kind).toBe("pass");
  });
});

describe("stripLabTypes", () => {
  it("stripLabTypes(source) keeps every line where it was and turns imports into require", () => {
    const source =
      'import { ringAllReduce, type CollectiveState } from "fabric-model";\nconst n: number = 4;\nlet s: CollectiveState | undefined;\nconsole.log(n as number, ringAllReduce.name);\n';
    const stripped = stripLabTypes(source);
    expect(stripped.ok).toBe(true);
    if (!stripped.ok) return;
    const lines = stripped.code.split("\n");
    expect(lines).toHaveLength(source.split("\n").length);
    expect(lines[0]).toContain("require('fabric-model')");
    expect(lines[1]).toBe("const n = 4;");
    expect(lines[3]).toMatch(/^console\.log\(n\s*, _fabricmodel\.ringAllReduce\.name\);$/);
  });

  it("stripLabTypes('const a = 1;\\nconst b = a +* 2;') reports line 2, column 14", () => {
    expect(stripLabTypes("const a = 1;\nconst b = a +* 2;")).toEqual({
      ok: false,
      message: "Unexpected token",
      line: 2,
      column: 14,
    });
  });
});

describe("runLab", () => {
  const where = { scriptUrl: "", lines: 3 };

  it("runLab() prints console.log lines as Node does for strings and numbers", async () => {
    const result = await runLab((_r, _e, _m, con) => (con as Console).log("a", 1.5, -0, "b\nc"), {}, where);
    expect(result).toEqual({ logs: ["a 1.5 -0 b", "c"], droppedLogs: 0 });
  });

  it("runLab() awaits an async lab and reports what it threw, after what it printed", async () => {
    const result = await runLab(
      async (_r, _e, _m, con) => {
        (con as Console).log("before");
        await Promise.resolve();
        throw new RangeError("boom");
      },
      {},
      where,
    );
    expect(result.logs).toEqual(["before"]);
    expect(result.error).toMatchObject({ name: "RangeError", message: "boom" });
  });

  it("runLab() lets the lab import only the modules it is given", async () => {
    const result = await runLab((req) => (req as (name: string) => unknown)("node:fs"), modules, where);
    expect(result.error?.message).toBe(
      'Cannot import "node:fs" in the page: only "fabric-model" is available here',
    );
  });

  it(`runLab() keeps at most ${MAX_LAB_LINES} lines and counts the rest`, async () => {
    const result = await runLab(
      (_r, _e, _m, con) => {
        for (let i = 0; i < MAX_LAB_LINES + 5; i++) (con as Console).log(i);
      },
      {},
      where,
    );
    expect(result.logs).toHaveLength(MAX_LAB_LINES);
    expect(result.droppedLogs).toBe(5);
  });
});
