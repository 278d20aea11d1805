import { describe, expect, it } from "vitest";
import type { WorkerErrorLike } from "../../src/exercises/exerciseRunner.ts";
import { LOAD_LAB_MESSAGE, type WarmWorker, WarmWorkerPool } from "../../src/labs/warmWorkerPool.ts";

/** A stand-in Worker: records what it was sent and whether it was terminated. */
class FakeWorker implements WarmWorker {
  onmessage: ((event: { readonly data: unknown }) => void) | null = null;
  onerror: ((event: WorkerErrorLike) => void) | null = null;
  sent: unknown[] = [];
  terminated = false;
  postMessage(message: unknown): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
}

function setup() {
  const spawned: FakeWorker[] = [];
  const revoked: string[] = [];
  let n = 0;
  const pool = new WarmWorkerPool({
    spawn: () => {
      const worker = new FakeWorker();
      spawned.push(worker);
      return worker;
    },
    scriptUrl: (script) => `blob:${++n}:${script}`,
    revokeUrl: (url) => revoked.push(url),
  });
  return { pool, spawned, revoked };
}

describe("WarmWorkerPool", () => {
  it("pool.createWorker(script) hands the warm spare its script to import, and warms the next one only after the run", () => {
    const { pool, spawned, revoked } = setup();
    pool.warm();
    expect(spawned).toHaveLength(1);
    const run = pool.createWorker("code");
    expect(spawned).toHaveLength(1);
    expect(spawned[0]?.sent).toEqual([{ type: LOAD_LAB_MESSAGE, url: "blob:1:code" }]);
    expect(pool.warmed).toBe(false);
    run.terminate();
    expect(spawned[0]?.terminated).toBe(true);
    expect(revoked).toEqual(["blob:1:code"]);
    expect(spawned).toHaveLength(2);
    expect(pool.warmed).toBe(true);
    run.terminate();
    expect(spawned).toHaveLength(2);
  });

  it("pool.createWorker() with no spare starts a worker at once; handlers set on the run reach the worker", () => {
    const { pool, spawned } = setup();
    const run = pool.createWorker("code");
    expect(spawned).toHaveLength(1);
    const seen: unknown[] = [];
    run.onmessage = (event) => seen.push(event.data);
    spawned[0]?.onmessage?.({ data: { type: "started" } });
    expect(seen).toEqual([{ type: "started" }]);
  });

  it("pool.createWorker() gives the run what the spare posted while it waited (its runtime's port), once", () => {
    const { pool, spawned } = setup();
    pool.warm();
    spawned[0]?.onmessage?.({ data: { type: "started", port: "p" } });
    const run = pool.createWorker("code");
    const seen: unknown[] = [];
    run.onmessage = (event) => seen.push(event.data);
    run.onmessage = (event) => seen.push(event.data);
    expect(seen).toEqual([{ type: "started", port: "p" }]);
  });

  it("pool.dispose() terminates the spare", () => {
    const { pool, spawned } = setup();
    pool.warm();
    pool.dispose();
    expect(spawned[0]?.terminated).toBe(true);
    expect(pool.warmed).toBe(false);
  });
});
