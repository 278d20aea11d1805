import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlaybackController } from "../../src/figures/PlaybackController.ts";
import {
  pageWithState,
  URL_WRITE_DELAY_MS,
  UrlStateController,
} from "../../src/figures/UrlStateController.ts";

/** A Lit host as the controllers see it. */
const host = () => ({
  addController: vi.fn(),
  removeController: vi.fn(),
  requestUpdate: vi.fn(),
  updateComplete: Promise.resolve(true),
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
    setTimeout(() => callback(performance.now()), 16),
  );
  vi.stubGlobal("cancelAnimationFrame", (id: ReturnType<typeof setTimeout>) => clearTimeout(id));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("pageWithState", () => {
  it("pageWithState(page, own keys, state link) rewrites only the figure's keys, keeping others and the hash", () => {
    expect(
      pageWithState(
        "https://x.test/c/?a.n=1&b.m=2&units=GBps#section-2",
        ["a.n", "a.k", "units"],
        "https://x.test/c/?a.n=4&a.k=ring#fig-a",
      ),
    ).toBe("https://x.test/c/?b.m=2&a.n=4&a.k=ring#section-2");
  });
});

describe("UrlStateController", () => {
  it("schedule() writes once changes pause, and a write still pending is made when the host leaves", () => {
    const replaceState = vi.fn();
    vi.stubGlobal("history", { state: null, replaceState });
    let href = "https://x.test/?a=1";
    const element = host();
    const controller = new UrlStateController(element, () => href);
    expect(element.addController).toHaveBeenCalledWith(controller);
    controller.schedule();
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS / 2);
    href = "https://x.test/?a=2";
    controller.schedule();
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1);
    expect(replaceState).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(replaceState.mock.calls).toEqual([[null, "", "https://x.test/?a=2"]]);
    href = "https://x.test/?a=3";
    controller.schedule();
    controller.hostDisconnected();
    expect(replaceState).toHaveBeenLastCalledWith(null, "", "https://x.test/?a=3");
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS * 2);
    expect(replaceState).toHaveBeenCalledTimes(2);
  });
  it("a history that refuses the write (a sandboxed iframe) leaves the figure working", () => {
    vi.stubGlobal("history", {
      state: null,
      replaceState: () => {
        throw new Error("SecurityError");
      },
    });
    const controller = new UrlStateController(host(), () => "https://x.test/");
    controller.schedule();
    expect(() => vi.advanceTimersByTime(URL_WRITE_DELAY_MS)).not.toThrow();
  });
});

describe("PlaybackController", () => {
  /** A parameter from 1 to `last`, stepping by 1 every 100 ms. */
  function playable(last: number, start: number) {
    let value = start;
    const seen: number[] = [];
    return {
      seen,
      steps: {
        min: 1,
        step: 1,
        intervalMs: 100,
        value: () => value,
        last: () => last,
        go: (next: number) => {
          value = next;
          seen.push(next);
        },
      },
    };
  }

  it("start(name, steps) steps to the last value, one step per interval after a frame, then stops once", () => {
    const stopped = vi.fn();
    const playback = new PlaybackController(host(), stopped);
    const { seen, steps } = playable(4, 2);
    playback.start("step", steps);
    expect(playback.playing).toBe("step");
    vi.advanceTimersByTime(99);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([3, 4]);
    expect(playback.playing).toBeUndefined();
    expect(stopped).toHaveBeenCalledTimes(1);
  });
  it("start(name, steps) at the last value starts again from min", () => {
    const playback = new PlaybackController(host(), () => {});
    const { seen, steps } = playable(3, 3);
    playback.start("step", steps);
    vi.advanceTimersByTime(1000);
    expect(seen).toEqual([1, 2, 3]);
  });
  it("stop() pauses where it is; leaving the page stops it; stopping when nothing plays does nothing", () => {
    const stopped = vi.fn();
    const playback = new PlaybackController(host(), stopped);
    playback.stop();
    expect(stopped).not.toHaveBeenCalled();
    const { seen, steps } = playable(10, 1);
    playback.start("step", steps);
    vi.advanceTimersByTime(250);
    playback.hostDisconnected();
    const at = [...seen];
    vi.advanceTimersByTime(2000);
    expect(seen).toEqual(at);
    expect(at.length).toBeGreaterThan(0);
    expect(stopped).toHaveBeenCalledTimes(1);
  });
});
