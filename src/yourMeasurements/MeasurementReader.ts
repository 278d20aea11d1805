/**
 * The one owner of the reading worker and its timer: reads text in the worker, one read at a
 * time counted, each identified by the id the page's state gave it, within a time limit. Answers
 * the page's state events; a read past its limit ends the worker (a new one starts for the next).
 */
import type { FirstComparison } from "./firstComparison.ts";
import type { MeasurementsEvent } from "./measurementsState.ts";
import type { PackedMeasurement } from "./packMeasurement.ts";

/** The worker's answer to `{ id, text }` (parseWorker.ts). */
interface WorkerAnswer {
  readonly id: number;
  readonly packed?: PackedMeasurement;
  readonly ms?: number;
  readonly first?: FirstComparison;
  readonly error?: string;
}

/** What the reader needs of a Worker (a fake one in tests). */
export interface ReadingWorker {
  onmessage: ((event: MessageEvent<WorkerAnswer>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(message: { id: number; text: string }): void;
  terminate(): void;
}

type ReaderEvent = Extract<MeasurementsEvent, { type: "readDone" | "readFailed" | "readTimedOut" }>;

export class MeasurementReader {
  private worker: ReadingWorker | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private current: number | undefined;

  /**
   * @param createWorker starts a reading worker (parseWorker.ts).
   * @param timeLimitMs time a read may take before the worker is ended, ms.
   * @param answer receives the outcome of each read.
   */
  constructor(
    private readonly createWorker: () => ReadingWorker,
    private readonly timeLimitMs: number,
    private readonly answer: (event: ReaderEvent) => void,
  ) {}

  /** Start the worker (and its parser warm-up) before the first read. */
  warm(): void {
    this.ensureWorker();
  }

  /** Read `text` as read `id`; a read still running is no longer waited for. */
  read(id: number, text: string): void {
    const worker = this.ensureWorker();
    this.current = id;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.stop();
      this.answer({ type: "readTimedOut", id, seconds: this.timeLimitMs / 1000 });
    }, this.timeLimitMs);
    worker.postMessage({ id, text });
  }

  private ensureWorker(): ReadingWorker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      const { id, packed, ms, first, error } = event.data;
      if (id !== this.current) return; // an answer to a read since replaced
      this.settle();
      if (error || !packed) this.answer({ type: "readFailed", id, message: error ?? "?" });
      else this.answer({ type: "readDone", id, packed, ms: ms ?? 0, ...(first ? { first } : {}) });
    };
    worker.onerror = () => {
      const id = this.current;
      this.stop();
      if (id !== undefined) this.answer({ type: "readFailed", id, message: "worker" });
    };
    this.worker = worker;
    return worker;
  }

  /** The current read is over: no timer, no read waited for. */
  private settle(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.current = undefined;
  }

  /** End the worker (a time-out or a crash); the next read starts a new one. */
  private stop(): void {
    this.settle();
    this.worker?.terminate();
    this.worker = undefined;
  }
}
