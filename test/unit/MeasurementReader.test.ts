import { parseMeasurement } from "fabric-model";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MeasurementReader, type ReadingWorker } from "../../src/yourMeasurements/MeasurementReader.ts";
import { packMeasurement } from "../../src/yourMeasurements/packMeasurement.ts";

/** A worker that records what it is sent and answers when the test says. */
class FakeWorker implements ReadingWorker {
  onmessage: ReadingWorker["onmessage"] = null;
  onerror: ReadingWorker["onerror"] = null;
  sent: Array<{ id: number; text: string }> = [];
  terminated = false;
  postMessage(message: { id: number; text: string }): void {
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

  it("reader.read(1, text) posts { id: 1, text } and answers readDone with the worker's packed result", () => {
    reader.read(1, "hello");
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent).toEqual([{ id: 1, text: "hello" }]);
    workers[0]?.answer({ id: 1, packed, ms: 3 });
    expect(events).toEqual([{ type: "readDone", id: 1, packed, ms: 3 }]);
    vi.advanceTimersByTime(10_000);
    expect(events).toHaveLength(1);
  });

  it("an answer to a replaced read is dropped, and the replaced read's time limit no longer runs", () => {
    reader.read(1, "first");
    vi.advanceTimersByTime(4000);
    reader.read(2, "second");
    workers[0]?.answer({ id: 1, packed, ms: 3 });
    vi.advanceTimersByTime(1500);
    expect(events).toEqual([]);
    workers[0]?.answer({ id: 2, packed, ms: 4 });
    expect(events).toEqual([{ type: "readDone", id: 2, packed, ms: 4 }]);
    expect(workers).toHaveLength(1);
  });

  it("a read past its time limit ends the worker and answers readTimedOut; the next read starts a new worker", () => {
    reader.read(1, "slow");
    vi.advanceTimersByTime(5000);
    expect(events).toEqual([{ type: "readTimedOut", id: 1, seconds: 5 }]);
    expect(workers[0]?.terminated).toBe(true);
    reader.read(2, "next");
    expect(workers).toHaveLength(2);
    expect(workers[1]?.sent).toEqual([{ id: 2, text: "next" }]);
  });

  it("the worker's error message, or its crash, answers readFailed", () => {
    reader.read(1, "x");
    workers[0]?.answer({ id: 1, error: "bad input" });
    expect(events).toEqual([{ type: "readFailed", id: 1, message: "bad input" }]);
    reader.read(2, "y");
    workers[0]?.onerror?.(new Event("error"));
    expect(events.at(-1)).toEqual({ type: "readFailed", id: 2, message: "worker" });
    expect(workers[0]?.terminated).toBe(true);
  });

  it("reader.warm() starts one worker before the first read, which the read then uses", () => {
    reader.warm();
    reader.warm();
    reader.read(1, "z");
    expect(workers).toHaveLength(1);
    expect(workers[0]?.sent).toHaveLength(1);
  });
});
