import { describe, expect, it } from "vitest";
import { ExerciseRunner, type WorkerErrorLike, type WorkerLike } from "../../src/exercises/exerciseRunner.ts";
import { describeThrown, editorLocation, workerScript } from "../../src/exercises/learnerCode.ts";
import type { PortLike, RunOutcome } from "../../src/exercises/protocol.ts";
import { stripScope } from "../../src/exercises/workerChannel.ts";
import { manualClock } from "./manualClock.ts";

/** A stand-in MessagePort: the page's end of the runtime's channel. */
class FakePort implements PortLike {
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  closed = false;
  close(): void {
    this.closed = true;
  }
}

/**
 * A stand-in Worker: records its script and whether it was terminated; the test drives its events.
 * `start()` is the runtime handing over its port; `post()` sends on that port (the runtime's
 * messages), `postFromWorker()` on the worker itself (anything learner code could still post).
 */
class FakeWorker implements WorkerLike {
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onerror: ((event: WorkerErrorLike) => void) | null = null;
  terminated = false;
  readonly port = new FakePort();
  constructor(readonly script: string) {}
  terminate(): void {
    this.terminated = true;
  }
  start(): void {
    this.postFromWorker({ type: "started", port: this.port });
  }
  post(data: unknown): void {
    this.port.onmessage?.({ data });
  }
  postFromWorker(data: unknown): void {
    this.onmessage?.({ data });
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const time = manualClock();
  const runner = new ExerciseRunner({
    createWorker: (script) => {
      const w = new FakeWorker(script);
      workers.push(w);
      return w;
    },
    runtimeUrl: "/_astro/exerciseRuntime.js",
    load: "importScripts",
    setTimer: time.setTimer,
    clearTimer: time.clearTimer,
  });
  return { runner, workers, time };
}

const request = { exerciseId: "post-write", names: ["fabric", "log", "console"], code: "while (true) {}" };

describe("ExerciseRunner", () => {
  it("run() stops code that is still running 2000 ms after it started, terminating its worker", async () => {
    const { runner, workers, time } = setup();
    const outcome = runner.run(request);
    workers[0]?.start();
    time.advance(1999);
    expect(workers[0]?.terminated).toBe(false);
    time.advance(1);
    expect(await outcome).toEqual({ kind: "timeout", seconds: 2 });
    expect(workers[0]?.terminated).toBe(true);
    expect(time.pending).toBe(0);
    expect(runner.running).toBe(false);
  });

  it("run() starts a fresh worker for every attempt and resolves with the worker's result", async () => {
    const { runner, workers } = setup();
    const result = { logs: ["1"], droppedLogs: 0, verdict: { pass: true, key: "ex.write.pass", vars: {} } };
    const first = runner.run(request);
    workers[0]?.start();
    workers[0]?.post({ type: "result", result });
    expect(await first).toEqual({ kind: "result", result });
    const second = runner.run(request);
    expect(workers).toHaveLength(2);
    expect(workers[1]?.script).toContain("importScripts");
    runner.stop();
    expect(await second).toEqual({ kind: "stopped" });
  });

  it("a worker error before the code started is a syntax error mapped to the editor line", async () => {
    const { runner, workers } = setup();
    const code = "const a = 1;\nconst b = a +* 2;";
    const outcome = runner.run({ ...request, code });
    let prevented = false;
    workers[0]?.onerror?.({
      message: "Uncaught SyntaxError: Unexpected token '*'",
      lineno: 4,
      colno: 15,
      preventDefault: () => {
        prevented = true;
      },
    });
    expect(await outcome).toEqual({ kind: "syntax", message: "Unexpected token '*'", line: 2, column: 15 });
    expect(prevented).toBe(true);
  });

  it("a worker that fails to load its runtime reports a failure, not a syntax error", async () => {
    const { runner, workers } = setup();
    const outcome = runner.run(request);
    workers[0]?.onerror?.({ message: "Uncaught NetworkError: Failed to execute 'importScripts'", lineno: 1 });
    expect((await outcome).kind).toBe("failed");
  });

  it("with module workers (the dev server), a bare error before the start is a syntax error without a line", async () => {
    const workers: FakeWorker[] = [];
    const runner = new ExerciseRunner({
      createWorker: (script) => {
        const w = new FakeWorker(script);
        workers.push(w);
        return w;
      },
      runtimeUrl: "/src/exercises/exerciseRuntime.ts",
      load: "import",
    });
    const outcome = runner.run(request);
    expect(workers[0]?.script.startsWith('import "/src/exercises/exerciseRuntime.ts";')).toBe(true);
    workers[0]?.onerror?.({});
    expect(await outcome).toEqual({ kind: "syntax", message: "" });
  });

  it("a worker that never starts is given up after the start limit", async () => {
    const { runner, time } = setup();
    const outcome = runner.run(request);
    time.advance(15_000);
    expect((await outcome).kind).toBe("failed");
  });

  it("messages that are not the runtime's are ignored", async () => {
    const { runner, workers, time } = setup();
    const outcome: Promise<RunOutcome> = runner.run(request);
    workers[0]?.start();
    workers[0]?.post({ type: "result" });
    workers[0]?.post("hello");
    time.advance(2000);
    expect((await outcome).kind).toBe("timeout");
    expect(workers[0]?.port.closed).toBe(true);
  });

  it("run() takes only the port the runtime hands over first: a verdict or a port posted on the worker later is ignored", async () => {
    const { runner, workers, time } = setup();
    const outcome: Promise<RunOutcome> = runner.run(request);
    workers[0]?.start();
    const forged = new FakePort();
    const verdict = { logs: [], droppedLogs: 0, verdict: { pass: true, key: "ex.write.pass", vars: {} } };
    workers[0]?.postFromWorker({ type: "result", result: verdict });
    workers[0]?.postFromWorker({ type: "started", port: forged });
    forged.onmessage?.({ data: { type: "result", result: verdict } });
    time.advance(2000);
    expect(await outcome).toEqual({ kind: "timeout", seconds: 2 });
  });

  it("run() times the code from the port's handover: a flood of started messages does not move the limit", async () => {
    const { runner, workers, time } = setup();
    const outcome = runner.run(request);
    workers[0]?.start();
    for (let i = 0; i < 1000; i++) {
      time.advance(1);
      workers[0]?.postFromWorker({ type: "started", port: new FakePort() });
      workers[0]?.post({ type: "started" });
    }
    time.advance(1000);
    expect(await outcome).toEqual({ kind: "timeout", seconds: 2 });
  });
});

describe("learner code locations", () => {
  const url = "blob:http://127.0.0.1:4321/5aef3dcc";
  it("editorLocation(stack, url, lines) takes the innermost frame inside the learner's code", () => {
    const stack = [
      "VerbsError: ibv_post_send: EINVAL: ...",
      "    at VerbsContext.postSend (http://127.0.0.1:4321/_astro/exerciseRuntime.js:1:999)",
      `    at ${url}:7:9`,
      "    at runExercise (http://127.0.0.1:4321/_astro/exerciseRuntime.js:1:5)",
      `    at ${url}:2:6`,
    ].join("\n");
    expect(editorLocation(stack, url, 10)).toEqual({ line: 5, column: 9 });
  });
  it("editorLocation() ignores frames outside the code (the script's own lines)", () => {
    expect(editorLocation(`at ${url}:2:6`, url, 10)).toBeUndefined();
    expect(editorLocation(`at ${url}:13:1`, url, 10)).toBeUndefined();
  });
  it("workerScript() puts the learner's first line on script line 3", () => {
    const script = workerScript({
      runtimeUrl: "/rt.js",
      load: "importScripts",
      exerciseId: "x",
      names: ["a"],
      code: "A\nB",
    });
    expect(script.split("\n").slice(0, 4)).toEqual([
      'importScripts("/rt.js");',
      '__fabricExercise("x", 2, function (a) {"use strict";',
      "A",
      "B",
    ]);
  });
});

describe("what learner code throws", () => {
  it("describeThrown(a Proxy whose traps throw) says it cannot be read, and does not throw", () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error("trap");
        },
        getPrototypeOf() {
          throw new Error("trap");
        },
      },
    );
    expect(describeThrown(hostile, "blob:x", 3)).toEqual({ name: "Error", message: "", unreadable: true });
  });
});

describe("the worker's scope once the runtime has loaded", () => {
  it("stripScope() removes postMessage, BroadcastChannel, indexedDB and caches, own and inherited", () => {
    const proto = { postMessage() {}, BroadcastChannel: class {} };
    const scope = Object.assign(Object.create(proto) as Record<string, unknown>, {
      indexedDB: {},
      caches: {},
      fetch() {},
    });
    stripScope(scope);
    for (const name of ["postMessage", "BroadcastChannel", "indexedDB", "caches"])
      expect(scope[name], name).toBeUndefined();
    expect(typeof scope.fetch).toBe("function");
  });
});
