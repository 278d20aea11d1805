import { afterEach, describe, expect, it, vi } from "vitest";
import { runInSlices, SLICE_MS } from "../../src/lib/runInSlices.ts";

/** A clock moved by hand, and steps that each take `cost` ms of it. */
function timed(pieces: number, cost: number, clock: { now: number }, log: string[]) {
  return (function* () {
    for (let i = 0; i < pieces; i++) {
      clock.now += cost;
      log.push(`piece ${i}`);
      yield;
    }
  })();
}

describe("runInSlices", () => {
  afterEach(() => vi.restoreAllMocks());

  it("runInSlices(steps) runs pieces back to back until SLICE_MS has passed, then hands the thread back, and resolves true at the end", async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, "now").mockImplementation(() => clock.now);
    const log: string[] = [];
    const pending = runInSlices(timed(6, SLICE_MS / 2, clock, log));
    // Two pieces fill a slice; the rest waits for the hand-back.
    expect(log).toEqual(["piece 0", "piece 1"]);
    await expect(pending).resolves.toBe(true);
    expect(log).toHaveLength(6);
  });

  it("runInSlices(steps, wanted) stops at the first hand-back after wanted() turns false, resolving false", async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, "now").mockImplementation(() => clock.now);
    const log: string[] = [];
    let wanted = true;
    const pending = runInSlices(timed(10, SLICE_MS, clock, log), () => wanted);
    wanted = false;
    await expect(pending).resolves.toBe(false);
    expect(log).toEqual(["piece 0"]);
  });

  it("runInSlices(steps, wanted, pause) hands the thread back through pause between slices", async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, "now").mockImplementation(() => clock.now);
    const log: string[] = [];
    const pause = () => {
      log.push("pause");
      return Promise.resolve();
    };
    await expect(runInSlices(timed(4, SLICE_MS, clock, log), () => true, pause)).resolves.toBe(true);
    expect(log).toEqual(["piece 0", "pause", "piece 1", "pause", "piece 2", "pause", "piece 3", "pause"]);
  });

  it("runInSlices(steps) rejects with what a piece threw", async () => {
    const steps = (function* () {
      yield;
      throw new RangeError("no fit");
    })();
    await expect(runInSlices(steps)).rejects.toThrow("no fit");
  });
});
