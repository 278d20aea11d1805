/**
 * The one owner of the reading worker and its time limit: reads a paste or a file in the worker,
 * one read at a time, each identified by the id the page's state gave it. A new read cancels the
 * one still running (its worker is ended, so its late answer, progress or time-out can never
 * reach the page). The time limit is a watchdog: each progress report from the worker restarts
 * it, so a large input read steadily is never stopped, and a read that stops reporting is.
 */
import type { MeasurementsEvent } from "./measurementsState.ts";
import type { ReadAnswer, ReadProgress, ReadRequest, ReadSource } from "./readProtocol.ts";

/** What the reader needs of a Worker (a fake one in tests). */
export interface ReadingWorker {
  onmessage: ((event: MessageEvent<ReadAnswer | ReadProgress>) => void) | null;
  onerror: ((event: Event) => void) | null;
  postMessage(message: ReadRequest): void;
  terminate(): void;
}

type ReaderEvent = Extract<
  MeasurementsEvent,
  { type: "readDone" | "readFailed" | "readTimedOut" | "readProgress" }
>;

export class MeasurementReader {
  private worker: ReadingWorker | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private current: number | undefined;

  /**
   * @param createWorker starts a reading worker (parseWorker.ts).
   * @param timeLimitMs longest time a read may go without a word from the worker, ms.
   * @param answer receives the outcome of each read, and its progress.
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

  /** Read `source` as read `id`; a read still running is cancelled. */
  read(id: number, source: ReadSource): void {
    if (this.current !== undefined) this.stop();
    const worker = this.ensureWorker();
    this.current = id;
    this.arm(id);
    worker.postMessage({ id, ...source } as ReadRequest);
  }

  /** Cancel the read under way, if any (the page was cleared). */
  cancel(): void {
    if (this.current !== undefined) this.stop();
  }

  /** (Re)start the watchdog of read `id`. */
  private arm(id: number): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (this.current !== id) return;
      this.stop();
      this.answer({ type: "readTimedOut", id, seconds: this.timeLimitMs / 1000 });
    }, this.timeLimitMs);
  }

  private ensureWorker(): ReadingWorker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = (event) => {
      const data = event.data;
      if (data.id !== this.current) return; // an answer to a read since replaced
      if ("progress" in data) {
        this.arm(data.id);
        this.answer({ type: "readProgress", id: data.id, ...data.progress });
        return;
      }
      const { id, packed, ms, first, error, lines, preview } = data;
      this.settle();
      if (error || !packed) this.answer({ type: "readFailed", id, message: error ?? "?" });
      else
        this.answer({
          type: "readDone",
          id,
          packed,
          ms: ms ?? 0,
          ...(first ? { first } : {}),
          ...(lines !== undefined ? { lines } : {}),
          ...(preview !== undefined ? { preview } : {}),
        });
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

  /** End the worker (a time-out, a crash, a cancelled read); the next read starts a new one. */
  private stop(): void {
    this.settle();
    this.worker?.terminate();
    this.worker = undefined;
  }
}
