import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrationQueue } from "../../src/figures/hydrationQueue.ts";
import { yieldToMain } from "../../src/lib/yieldToMain.ts";

/** A queue over numbered figures (reading order: by number) with frames, loads and upgrades driven by hand. */
function harness() {
  const log: string[] = [];
  const frames: Array<() => void> = [];
  const loads = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const upgrades = new Map<number, () => void>();
  const queue = hydrationQueue<number>({
    load: (n) =>
      new Promise<void>((resolve, reject) => {
        log.push(`load ${n}`);
        loads.set(n, { resolve, reject });
      }),
    upgrade: (n) =>
      new Promise<void>((resolve) => {
        log.push(`upgrade ${n}`);
        upgrades.set(n, () => {
          log.push(`live ${n}`);
          resolve();
        });
      }),
    nextFrame: () => new Promise<void>((resolve) => frames.push(resolve)),
    order: (a, b) => a - b,
    failed: (n, error) => log.push(`failed ${n}: ${(error as Error).message}`),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const frame = async () => {
    frames.shift()?.();
    await settle();
  };
  return { queue, log, loads, upgrades, frame, settle, pendingFrames: () => frames.length };
}

describe("hydrationQueue", () => {
  it("want(figure) loads every figure at once, then upgrades one per frame in reading order, each after the previous is live", async () => {
    const h = harness();
    h.queue.want(3);
    h.queue.want(1);
    h.queue.want(2);
    expect(h.log).toEqual(["load 3", "load 1", "load 2"]);
    for (const n of [1, 2, 3]) h.loads.get(n)?.resolve();
    await h.frame();
    expect(h.log.slice(3)).toEqual(["upgrade 1"]);
    // The next figure waits for this one to be live, then for a frame of its own.
    await h.settle();
    expect(h.pendingFrames()).toBe(0);
    h.upgrades.get(1)?.();
    await h.settle();
    expect(h.pendingFrames()).toBe(1);
    await h.frame();
    h.upgrades.get(2)?.();
    await h.settle();
    await h.frame();
    h.upgrades.get(3)?.();
    await h.settle();
    await h.frame();
    expect(h.log.slice(3)).toEqual(["upgrade 1", "live 1", "upgrade 2", "live 2", "upgrade 3", "live 3"]);
    await h.queue.done();
  });

  it("want(figure) for one earlier in the page, asked for while another waits, goes first", async () => {
    const h = harness();
    h.queue.want(5);
    h.queue.want(9);
    h.loads.get(5)?.resolve();
    h.loads.get(9)?.resolve();
    await h.frame();
    h.queue.want(2);
    h.loads.get(2)?.resolve();
    h.upgrades.get(5)?.();
    await h.settle();
    await h.frame();
    expect(h.log.filter((l) => l.startsWith("upgrade"))).toEqual(["upgrade 5", "upgrade 2"]);
  });

  it("want(figure) twice loads it once; a failed load is reported and the queue goes on", async () => {
    const h = harness();
    h.queue.want(1);
    h.queue.want(1);
    h.queue.want(2);
    h.loads.get(1)?.reject(new Error("offline"));
    h.loads.get(2)?.resolve();
    await h.frame();
    await h.frame();
    h.upgrades.get(2)?.();
    await h.settle();
    await h.frame();
    await h.queue.done();
    expect(h.log).toEqual(["load 1", "load 2", "failed 1: offline", "upgrade 2", "live 2"]);
  });
});

describe("yieldToMain", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  it("yieldToMain() uses scheduler.yield() where the browser has it", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });
  it("yieldToMain() resumes in a new task (setTimeout) elsewhere", async () => {
    vi.stubGlobal("scheduler", undefined);
    vi.useFakeTimers();
    let resumed = false;
    const done = yieldToMain().then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await done;
    expect(resumed).toBe(true);
  });
});
