import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { labPrograms } from "../../src/labs/labPrograms.ts";
import { createLabTypeChecker } from "../../src/labs/labTypeCheck.ts";
import { LabTypeCheckClient, type TypeCheckWorkerLike } from "../../src/labs/labTypeCheckClient.ts";
import type { TypeCheckRequest } from "../../src/labs/labTypeCheckProtocol.ts";
import { labTypeSetup } from "../../src/labs/labTypeFiles.ts";

const setup = labTypeSetup();
const files = setup.files;
const checker = createLabTypeChecker(ts, setup);

describe("the lab type checker", () => {
  it("check('const x: number = \"1.5\";') reports TS2322 at line 1 before anything runs (run alone, it prints 3 as if x were a number)", () => {
    const errors = checker.check('const x: number = "1.5";\nconsole.log(x * 2);\n');
    expect(errors).toEqual([
      { line: 1, column: 7, code: 2322, message: "Type 'string' is not assignable to type 'number'." },
    ]);
  });
  it("every lab and every solution type-checks clean against fabric-model's declarations", () => {
    const programs = [
      ...labPrograms.map((p) => ({ name: p.name, source: p.source })),
      ...labPrograms
        .map((p) => ({ name: `${p.name} (solution)`, path: `demos/solutions/${p.name}.ts` }))
        .flatMap((p) => {
          try {
            return [{ name: p.name, source: readFileSync(p.path, "utf8") }];
          } catch {
            return [];
          }
        }),
    ];
    expect(programs.length).toBeGreaterThanOrEqual(3);
    for (const p of programs) expect(checker.check(p.source), p.name).toEqual([]);
  });
  it("check() finds a misspelt fabric-model export, a wrong argument and a syntax error, each on its line", () => {
    const errors = checker.check(
      [
        'import { VerbsFabric, ringAllReduc } from "fabric-model";',
        'const fabric = new VerbsFabric({ hosts: "alice" });',
        "const broken = ;",
      ].join("\n"),
    );
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [3, 1109],
      [1, 2724],
      [2, 2322],
    ]);
  });
  it("the checker takes demos/tsconfig.json's options (as `npx tsc -p demos`), Web Worker globals for Node's types", () => {
    expect(setup.compilerOptions).toMatchObject({ strict: true, noUncheckedIndexedAccess: true, types: [] });
    expect(setup.compilerOptions.lib).toEqual(["ES2023", "WebWorker"]);
    // noUncheckedIndexedAccess, as in the labs' own tsconfig: an index may be undefined.
    expect(checker.check("const xs = [1, 2];\nconst y: number = xs[0];").map((e) => e.code)).toEqual([2322]);
  });
  it("the checker's files are the ES2023 and Web Worker libraries and fabric-model's declarations", () => {
    const paths = Object.keys(files);
    expect(paths).toContain("/lib/lib.es5.d.ts");
    expect(paths).toContain("/lib/lib.webworker.d.ts");
    expect(paths).toContain("/node_modules/fabric-model/dist/index.d.ts");
    expect(paths.some((p) => p.endsWith(".ts") && !p.endsWith(".d.ts"))).toBe(false);
  });
});

describe("LabTypeCheckClient", () => {
  /** A worker that answers like the real one, and can fail to load. */
  function fakeWorker(behaviour: "answer" | "fail") {
    const listeners: Record<string, Array<(event: unknown) => void>> = { message: [], error: [] };
    const requests: TypeCheckRequest[] = [];
    let terminated = false;
    const worker: TypeCheckWorkerLike = {
      postMessage(request) {
        requests.push(request);
        queueMicrotask(() => {
          if (behaviour === "fail") {
            for (const l of listeners.error ?? [])
              l(Object.assign(new Event("error"), { message: "no script" }));
            return;
          }
          const errors = checker.check(request.code);
          for (const l of listeners.message ?? [])
            l({ data: { id: request.id, kind: "checked", errors, ms: 1 } });
        });
      },
      addEventListener(type: string, listener: (event: never) => void) {
        listeners[type]?.push(listener as (event: unknown) => void);
      },
      terminate() {
        terminated = true;
      },
    } as TypeCheckWorkerLike;
    return { worker, requests, terminated: () => terminated };
  }

  it("client.check(code) starts the worker on the first check only, and answers each check with its own errors", async () => {
    const spawned: ReturnType<typeof fakeWorker>[] = [];
    const client = new LabTypeCheckClient("/labs/lab-types.json", () => {
      const w = fakeWorker("answer");
      spawned.push(w);
      return w.worker;
    });
    expect(client.started).toBe(false);
    const [bad, good] = await Promise.all([
      client.check('const n: number = "1";'),
      client.check("const n = 1;"),
    ]);
    expect(spawned).toHaveLength(1);
    expect(bad.kind === "checked" && bad.errors.map((e) => e.code)).toEqual([2322]);
    expect(good).toEqual({ kind: "checked", errors: [], ms: 1 });
    expect(spawned[0]?.requests.map((r) => r.filesUrl)).toEqual([
      "/labs/lab-types.json",
      "/labs/lab-types.json",
    ]);
  });

  it("a worker that does not load answers its checks with the reason, and the next check starts a new one", async () => {
    const spawned: ReturnType<typeof fakeWorker>[] = [];
    const client = new LabTypeCheckClient("/labs/lab-types.json", () => {
      const w = fakeWorker(spawned.length === 0 ? "fail" : "answer");
      spawned.push(w);
      return w.worker;
    });
    expect(await client.check("const n = 1;")).toEqual({ kind: "failed", reason: "no script" });
    expect(spawned[0]?.terminated()).toBe(true);
    expect(client.started).toBe(false);
    expect(await client.check("const n = 1;")).toEqual({ kind: "checked", errors: [], ms: 1 });
    expect(spawned).toHaveLength(2);
  });
});
