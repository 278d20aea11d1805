import { Script } from "node:vm";
import { describe, expect, it } from "vitest";
import type { AnyExercise } from "../../src/exercises/Exercise.ts";
import { exerciseById, exercises } from "../../src/exercises/exercises.ts";
import { lineCount, RUNTIME_ENTRY, syntaxErrorLine, workerScript } from "../../src/exercises/learnerCode.ts";
import { learnerNames, runExercise, type SandboxResult } from "../../src/exercises/sandbox.ts";
import { solutions } from "../../src/exercises/solutions.ts";
import { translator } from "../../src/lib/i18n.ts";
import { verbs } from "../../src/lib/strings/en/verbs.ts";
import { verbsErrorLine } from "../../src/lib/verbsMessages.ts";

/** Stands in for the blob: URL of an attempt's worker script. */
const SCRIPT_URL = "blob:http://127.0.0.1/attempt-1";

/** Compiles `code` the way an attempt's worker script does, as a script named SCRIPT_URL. */
function compile(exercise: AnyExercise, code: string): (...values: unknown[]) => unknown {
  const source = workerScript({
    runtimeUrl: "/runtime.js",
    load: "importScripts",
    exerciseId: exercise.id,
    names: learnerNames(exercise),
    code,
  });
  const global = globalThis as Record<string, unknown>;
  let learner: ((...values: unknown[]) => unknown) | undefined;
  global.importScripts = () => undefined;
  global[RUNTIME_ENTRY] = (_id: string, _lines: number, fn: (...values: unknown[]) => unknown) => {
    learner = fn;
  };
  try {
    new Script(source, { filename: SCRIPT_URL }).runInThisContext();
  } finally {
    delete global.importScripts;
    delete global[RUNTIME_ENTRY];
  }
  if (!learner) throw new Error("the worker script did not hand over a function");
  return learner;
}

/** Runs `code` for exercise `id` as the worker would (failing the test for an unknown id). */
function run(id: string, code: string): SandboxResult {
  const exercise = exerciseById(id);
  if (!exercise) throw new Error(`no exercise ${id}`);
  return runExercise(exercise, compile(exercise, code), { scriptUrl: SCRIPT_URL, lines: lineCount(code) });
}

/** The starter code with `from` replaced by `to` (the replacement must apply). */
function edit(id: string, from: string, to: string): string {
  const starter = exerciseById(id)?.starter ?? "";
  expect(starter).toContain(from);
  return starter.replace(from, to);
}

describe("exercises", () => {
  it("every exercise's setup() provides exactly its scopeNames, and its keys are in the verbs area (the only one its page loads)", () => {
    expect(exercises.length).toBeGreaterThanOrEqual(3);
    for (const exercise of exercises) {
      expect(Object.keys(exercise.setup().scope)).toEqual(exercise.scopeNames);
      expect(verbs).toHaveProperty([exercise.title]);
      expect(verbs).toHaveProperty([exercise.hint]);
    }
  });

  for (const exercise of exercises) {
    it(`runExercise(${exercise.id}, solution) passes`, () => {
      const result = run(exercise.id, solutions[exercise.id] ?? "");
      expect(result.error).toBeUndefined();
      expect(result.verdict?.pass).toBe(true);
      expect(verbs).toHaveProperty([result.verdict?.key ?? ""]);
    });

    it(`runExercise(${exercise.id}, starter) does not pass, with a message from the dictionary or an error at a line`, () => {
      const result = run(exercise.id, exercise.starter);
      if (result.verdict) {
        expect(result.verdict.pass).toBe(false);
        expect(verbs).toHaveProperty([result.verdict.key]);
      } else {
        expect(result.error?.line).toBeGreaterThanOrEqual(1);
        expect(result.error?.message).not.toBe("");
      }
    });
  }
});

describe("register-memory check", () => {
  it("the starter (IBV_ACCESS_LOCAL_WRITE only) fails with IBV_WC_REM_ACCESS_ERR and names the flags granted", () => {
    const result = run("register-memory", exerciseById("register-memory")?.starter ?? "");
    expect(result.verdict).toEqual({
      pass: false,
      key: "ex.regMr.remAccess",
      vars: { access: "IBV_ACCESS_LOCAL_WRITE" },
    });
    expect(result.logs[0]).toMatch(/^bob registered IbvMr \{ addr: 0x7f/);
  });
  it("IBV_ACCESS_REMOTE_WRITE alone is refused by regMr with EINVAL, pointing at line 1", () => {
    const result = run("register-memory", "return bob.regMr(bobPd, bobBuf, IBV_ACCESS_REMOTE_WRITE);");
    expect(result.error).toMatchObject({ name: "VerbsError", line: 1 });
    expect(result.error?.message).toMatch(/IBV_ACCESS_REMOTE_WRITE needs IBV_ACCESS_LOCAL_WRITE/);
    const verbs = result.error?.verbs;
    expect(verbs).toEqual({
      verb: "ibv_reg_mr",
      errno: "EINVAL",
      code: "remote-write-needs-local-write",
      values: {},
    });
    if (!verbs) throw new Error("no VerbsError codes");
    const refusal = verbs as Parameters<typeof verbsErrorLine>[0];
    // The page says it from the dictionary: in English the thrown message, in Korean Korean.
    expect(verbsErrorLine(refusal, translator("en"))).toBe(result.error?.message);
    expect(verbsErrorLine(refusal, translator("ko"))).toMatch(/^ibv_reg_mr: EINVAL: .*[\uac00-\ud7a3]/);
  });
  it("granting remote read too passes with a least-privilege note", () => {
    const code =
      "return bob.regMr(bobPd, bobBuf, IBV_ACCESS_LOCAL_WRITE | IBV_ACCESS_REMOTE_WRITE | IBV_ACCESS_REMOTE_READ);";
    expect(run("register-memory", code).verdict).toMatchObject({ pass: true, key: "ex.regMr.passExtra" });
  });
  it("returning nothing, another buffer, or another PD each get their own message", () => {
    expect(run("register-memory", "bob.regMr(bobPd, bobBuf, 3);").verdict).toMatchObject({
      key: "ex.regMr.noMr",
      vars: { got: "undefined" },
    });
    expect(run("register-memory", "return bob.regMr(bobPd, new Uint8Array(16), 3);").verdict?.key).toBe(
      "ex.regMr.wrongBuffer",
    );
    expect(run("register-memory", "return bob.regMr(bob.allocPd(), bobBuf, 3);").verdict?.key).toBe(
      "ex.regMr.wrongPd",
    );
  });
});

describe("connect-qp check", () => {
  const solution = solutions["connect-qp"] ?? "";
  it("the starter stops at the RTR call with EINVAL naming the missing attributes, on line 7", () => {
    const result = run("connect-qp", exerciseById("connect-qp")?.starter ?? "");
    expect(result.error).toMatchObject({ name: "VerbsError", line: 7 });
    expect(result.error?.message).toMatch(/missing: .*ahAttr/);
  });
  it("a QP left in RTR fails with notRts", () => {
    const code = solution.slice(0, solution.lastIndexOf("alice.modifyQp"));
    expect(run("connect-qp", code).verdict).toMatchObject({
      key: "ex.connect.notRts",
      vars: { state: "IBV_QPS_RTR" },
    });
  });
  it("a wrong dlid ends in IBV_WC_RETRY_EXC_ERR: noAnswer", () => {
    const code = solution.replace("dlid: bobInfo.lid", "dlid: bobInfo.lid + 5");
    expect(run("connect-qp", code).verdict?.key).toBe("ex.connect.noAnswer");
  });
  it("an sqPsn behind bob's expected PSN completes but writes nothing: duplicate", () => {
    const code = solution.replace("sqPsn: alicePsn", "sqPsn: 0");
    expect(run("connect-qp", code).verdict?.key).toBe("ex.connect.duplicate");
  });
  it("a wrong rqPsn breaks only bob's direction: backwardFailed", () => {
    const code = solution.replace("rqPsn: bobInfo.psn", "rqPsn: 0");
    expect(run("connect-qp", code).verdict?.key).toBe("ex.connect.backwardFailed");
  });
});

describe("post-write check", () => {
  const starter = exerciseById("post-write")?.starter ?? "";
  it("the starter polls before time moved: noProgress", () => {
    expect(run("post-write", starter).verdict?.key).toBe("ex.write.noProgress");
  });
  it("with time moving, alice's own rkey gives IBV_WC_REM_ACCESS_ERR: remAccess", () => {
    const code = edit("post-write", "const wcs", "fabric.runUntilIdle();\nconst wcs");
    expect(run("post-write", code).verdict?.key).toBe("ex.write.remAccess");
  });
  it("the right rkey at offset 0 lands in the wrong place: offset", () => {
    const code = edit("post-write", "const wcs", "fabric.runUntilIdle();\nconst wcs").replace(
      "rkey: aliceMr.rkey",
      "rkey: bobInfo.rkey",
    );
    expect(run("post-write", code).verdict).toMatchObject({
      key: "ex.write.offset",
      vars: { landed: 0, offset: 8 },
    });
  });
  it("an unsignaled WRITE lands without a completion: unsignaled", () => {
    const code = (solutions["post-write"] ?? "").replace("sendFlags: IBV_SEND_SIGNALED", "sendFlags: 0");
    expect(run("post-write", code).verdict?.key).toBe("ex.write.unsignaled");
  });
  it("the solution passes and reports that bob's CPU made 0 verb calls", () => {
    expect(run("post-write", solutions["post-write"] ?? "").verdict).toEqual({
      pass: true,
      key: "ex.write.pass",
      vars: { status: "IBV_WC_SUCCESS", calls: 0 },
    });
  });
  it("a polling loop with no progress is stopped by the model with EDEADLK at the loop's line", () => {
    const code =
      'alice.postSend(aliceQp, { wrId: 1, opcode: "IBV_WR_SEND", sgList: [] });\nwhile (true) {\n  alice.pollCq(aliceCq);\n}';
    const result = run("post-write", code);
    expect(result.error).toMatchObject({ name: "VerbsError", line: 3 });
    expect(result.error?.message).toMatch(/EDEADLK/);
  });
});

describe("send-recv check", () => {
  it("the starter's SEND finds no receive: rnr", () => {
    const result = run("send-recv", exerciseById("send-recv")?.starter ?? "");
    expect(result.verdict?.key).toBe("ex.send.rnr");
    expect(result.logs.join("\n")).toMatch(/IBV_WC_RNR_RETRY_EXC_ERR/);
  });
  it("a 4-byte receive is too small for the 8-byte SEND: tooSmall", () => {
    const code = (solutions["send-recv"] ?? "").replace("length: 16", "length: 4");
    expect(run("send-recv", code).verdict?.key).toBe("ex.send.tooSmall");
  });
  it("the solution passes and counts bob's verb calls", () => {
    expect(run("send-recv", solutions["send-recv"] ?? "").verdict).toMatchObject({
      pass: true,
      vars: { calls: 2 },
    });
  });
});

describe("runExercise", () => {
  it("maps a runtime error to the editor line it happened on", () => {
    const result = run("register-memory", "const a = 1;\n\nnull.x;\nreturn a;");
    expect(result.error).toMatchObject({ name: "TypeError", line: 3, column: 6 });
    expect(result.verdict).toBeUndefined();
  });
  it("maps an error thrown inside a helper function to the line that threw, not the call", () => {
    const result = run("register-memory", 'function f() {\n  throw new RangeError("x");\n}\nf();');
    expect(result.error).toMatchObject({ name: "RangeError", line: 2 });
  });
  it("sends console.log to the page log and keeps at most 200 lines", () => {
    const result = run("register-memory", 'console.log("hi", 1);\nfor (let i = 0; i < 250; i++) log(i);');
    expect(result.logs[0]).toBe("hi 1");
    expect(result.logs).toHaveLength(200);
    expect(result.droppedLogs).toBe(51);
  });
  it("runs code in strict mode: assigning an undeclared name throws a ReferenceError at its line", () => {
    expect(run("register-memory", "\nmr = 1;").error).toMatchObject({ name: "ReferenceError", line: 2 });
  });
  it("reports a thrown non-Error value as text", () => {
    expect(run("register-memory", 'throw "nope";').error).toEqual({ name: "Error", message: "nope" });
  });
});

describe("workerScript and syntax errors", () => {
  /** The script line a SyntaxError names, as the engine reports it for SCRIPT_URL. */
  function syntaxScriptLine(code: string): number {
    try {
      compile(exerciseById("register-memory") as AnyExercise, code);
    } catch (error) {
      expect((error as Error).name).toBe("SyntaxError");
      const m = /:(\d+)\n/.exec(String((error as Error).stack));
      return Number(m?.[1]);
    }
    throw new Error("expected a SyntaxError");
  }
  it("syntaxErrorLine() maps the engine's script line back to the editor line", () => {
    const code = "const a = 1;\nconst b = 2;\nconst c = a +* b;\nlog(c);";
    expect(syntaxErrorLine(syntaxScriptLine(code), lineCount(code))).toBe(3);
  });
  it("an unclosed brace, found at the script's closing line, points at the code's last line", () => {
    const code = "if (true) {\n  log(1);";
    expect(syntaxErrorLine(syntaxScriptLine(code), lineCount(code))).toBe(2);
  });
  it("redeclaring a name in scope is a syntax error at the learner's line", () => {
    const code = "log(1);\nlet fabric = 2;";
    expect(syntaxErrorLine(syntaxScriptLine(code), lineCount(code))).toBe(2);
  });
});
