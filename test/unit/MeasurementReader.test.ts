import { parseMeasurement } from "fabric-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MeasurementReader, type ReadingWorker } from "../../src/yourMeasurements/MeasurementReader.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";
import type { ReadRequest } from "../../src/yourMeasurements/readProtocol.ts";

/** A worker that records what it is sent and answers when the test says. */
class FakeWorker implements ReadingWorker {
  onmessage: ReadingWorker["onmessage"] = null;
  onerror: ReadingWorker["onerror"] = null;
  sent: ReadRequest[] = [];
  terminated = false;
  postMessage(message: ReadRequest): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(data: Record<string, unknown>): void {
    this.onmessage?.({ data } as MessageEvent);
  }
}

const packed = packMeasurement(parseMeasurement("hello")).packed;

describe("MeasurementReader", () => {
  let workers: FakeWorker[];
  let events: unknown[];
  let reader: MeasurementReader;
  beforeEach(() => {
    vi.useFakeTimers();
    workers = [];
    events = [];
    reader = new MeasurementReader(
      () => {
        const worker = new FakeWorker();
        workers.push(worker);
        return worker;
      },
      5000,
      (event) => events.push(event),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reader.read(1, { text }) posts { id: 1, text } and answers readDone with the worker's packed result", () => {
    reader.read(1, { text: "hello" });
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent).toEqual([{ id: 1, text: "hello" }]);
    workers[0]?.answer({ id: 1, packed, ms: 3 });
    expect(events).toEqual([{ type: "readDone", id: 1, packed, ms: 3 }]);
    vi.advanceTimersByTime(10_000);
    expect(events).toHaveLength(1);
  });

  it("a new read cancels the one running: its worker is ended, and its answer and time limit never reach the page", () => {
    reader.read(1, { text: "first" });
    vi.advanceTimersByTime(4000);
    reader.read(2, { text: "second" });
    expect(workers[0]?.terminated).toBe(true);
    expect(workers[1]?.sent).toEqual([{ id: 2, text: "second" }]);
    workers[0]?.answer({ id: 1, packed, ms: 3 });
    vi.advanceTimersByTime(1500);
    expect(events).toEqual([]);
    workers[1]?.answer({ id: 2, packed, ms: 4 });
    expect(events).toEqual([{ type: "readDone", id: 2, packed, ms: 4 }]);
    vi.advanceTimersByTime(10_000);
    expect(events).toHaveLength(1);
  });

  it("a slow read replaced by a quick one: the quick one is answered, not timed out behind the slow one", () => {
    // A worker reads one message at a time: read 1 takes 4.5 s of its time, read 2 takes 2 s.
    // Were read 2 queued behind read 1 in the same worker, it would end at 6.5 s, after its own
    // 5 s limit (started at 1 s) ran out, and a correct read would be reported as timed out.
    const costs = new Map([
      ["slow", 4500],
      ["quick", 2000],
    ]);
    const busy = new Map<FakeWorker, number>();
    const timed = new MeasurementReader(
      () => {
        const worker = new FakeWorker();
        worker.postMessage = (message) => {
          const text = "text" in message ? message.text : "";
          const start = Math.max(Date.now(), busy.get(worker) ?? 0);
          const end = start + (costs.get(text) ?? 0);
          busy.set(worker, end);
          setTimeout(() => {
            if (!worker.terminated) worker.answer({ id: message.id, packed, ms: costs.get(text) });
          }, end - Date.now());
        };
        workers.push(worker);
        return worker;
      },
      5000,
      (event) => events.push(event),
    );
    timed.read(1, { text: "slow" });
    vi.advanceTimersByTime(1000);
    timed.read(2, { text: "quick" });
    vi.advanceTimersByTime(20_000);
    expect(events).toEqual([{ type: "readDone", id: 2, packed, ms: 2000 }]);
  });

  it("each progress report restarts the time limit: a long read that keeps reporting is never stopped", () => {
    const file = new Blob(["x"]);
    reader.read(1, { file });
    expect(workers[0]?.sent).toEqual([{ id: 1, file }]);
    for (let t = 0; t < 4; t++) {
      vi.advanceTimersByTime(4000);
      workers[0]?.answer({ id: 1, progress: { done: t + 1, total: 10 } });
    }
    expect(events).toHaveLength(4);
    expect(events[0]).toEqual({ type: "readProgress", id: 1, done: 1, total: 10 });
    workers[0]?.answer({ id: 7, progress: { done: 9, total: 10 } });
    expect(events).toHaveLength(4);
    vi.advanceTimersByTime(5000);
    expect(events.at(-1)).toEqual({ type: "readTimedOut", id: 1, seconds: 5 });
  });

  it("reader.cancel() ends the read under way: nothing of it reaches the page", () => {
    reader.read(1, { text: "x" });
    reader.cancel();
    expect(workers[0]?.terminated).toBe(true);
    workers[0]?.answer({ id: 1, packed, ms: 1 });
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual([]);
    reader.cancel();
    reader.read(2, { text: "y" });
    expect(workers).toHaveLength(2);
  });

  it("a read past its time limit ends the worker and answers readTimedOut; the next read starts a new worker", () => {
    reader.read(1, { text: "slow" });
    vi.advanceTimersByTime(5000);
    expect(events).toEqual([{ type: "readTimedOut", id: 1, seconds: 5 }]);
    expect(workers[0]?.terminated).toBe(true);
    reader.read(2, { text: "next" });
    expect(workers).toHaveLength(2);
    expect(workers[1]?.sent).toEqual([{ id: 2, text: "next" }]);
  });

  it("the worker's error message, or its crash, answers readFailed", () => {
    reader.read(1, { text: "x" });
    workers[0]?.answer({ id: 1, error: "bad input" });
    expect(events).toEqual([{ type: "readFailed", id: 1, message: "bad input" }]);
    reader.read(2, { text: "y" });
    workers[0]?.onerror?.(new Event("error"));
    expect(events.at(-1)).toEqual({ type: "readFailed", id: 2, message: "worker" });
    expect(workers[0]?.terminated).toBe(true);
  });

  it("reader.warm() starts one worker before the first read, which the read then uses", () => {
    reader.warm();
    reader.warm();
    reader.read(1, { text: "z" });
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent).toHaveLength(1);
  });
});
