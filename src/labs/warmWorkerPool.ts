/**
 * Warm workers for the labs' in-page runner. Starting a worker and loading the lab runtime (all of
 * fabric-model) is most of a run's time, so the page keeps one worker that has already loaded it:
 * a run hands that worker its script (as a URL to import) and, once the run is over, the next
 * spare starts loading. Every run still gets a fresh worker, terminated at its end. What a spare
 * posts while it waits (its runtime's port, workerChannel.ts) is kept for the run that takes it. Workers and
 * URLs are injected, so the logic is tested without a browser.
 */
import type { WorkerLike } from "../exercises/exerciseRunner.ts";

/** The message that tells a warm worker to import and run a script: `{ type, url }`. */
export const LOAD_LAB_MESSAGE = "load-lab";

/** Messages a spare posted before a run listened, by worker. */
const keptMessages = new WeakMap<WarmWorker, Array<{ readonly data: unknown }>>();

/** What the pool needs of a Worker. */
export interface WarmWorker extends WorkerLike {
  postMessage(message: unknown): void;
}

/** How the pool starts workers and makes script URLs. */
export interface WarmWorkerPoolOptions {
  /** Starts a worker that loads the runtime and waits for {@link LOAD_LAB_MESSAGE}. */
  readonly spawn: () => WarmWorker;
  /** A URL a worker can import `script` from (a Blob URL in the page). */
  readonly scriptUrl: (script: string) => string;
  /** Frees a URL made by `scriptUrl`. */
  readonly revokeUrl: (url: string) => void;
}

/**
 * One spare worker at a time. Pass `pool.createWorker` to the runner (with `load: "preloaded"`).
 * `const pool = new WarmWorkerPool({ spawn, scriptUrl, revokeUrl }); pool.warm()`
 */
export class WarmWorkerPool {
  readonly #options: WarmWorkerPoolOptions;
  #spare: WarmWorker | undefined;

  constructor(options: WarmWorkerPoolOptions) {
    this.#options = options;
  }

  /** True while a spare worker is ready (or loading). */
  get warmed(): boolean {
    return this.#spare !== undefined;
  }

  /** Starts loading a spare worker if there is none. */
  warm(): void {
    this.#spare ??= this.#spawn();
  }

  /** A new worker whose messages are kept until a run listens. */
  #spawn(): WarmWorker {
    const worker = this.#options.spawn();
    const kept: Array<{ readonly data: unknown }> = [];
    worker.onmessage = (event) => kept.push(event);
    keptMessages.set(worker, kept);
    return worker;
  }

  /** The spare worker (or a new one) running `script`; terminating it warms the next spare. */
  createWorker(script: string): WorkerLike {
    const worker = this.#spare ?? this.#spawn();
    const kept = keptMessages.get(worker) ?? [];
    this.#spare = undefined;
    const url = this.#options.scriptUrl(script);
    worker.postMessage({ type: LOAD_LAB_MESSAGE, url });
    let ended = false;
    return {
      get onmessage() {
        return worker.onmessage;
      },
      set onmessage(handler) {
        worker.onmessage = handler;
        for (const event of kept.splice(0)) if (worker.onmessage === handler) handler?.(event);
      },
      get onerror() {
        return worker.onerror;
      },
      set onerror(handler) {
        worker.onerror = handler;
      },
      terminate: () => {
        if (ended) return;
        ended = true;
        worker.terminate();
        this.#options.revokeUrl(url);
        // The next spare loads while the learner reads the result, not during this run.
        this.warm();
      },
    };
  }

  /** Terminates the spare worker (a page that goes away). */
  dispose(): void {
    this.#spare?.terminate();
    this.#spare = undefined;
  }
}
