/**
 * Page side of the sandbox, shared by the verbs exercises and the labs: runs one attempt in a fresh
 * Worker made from its script, gives the code {@link DEFAULT_TIME_LIMIT_MS} (or `timeLimitMs`)
 * from the moment its runtime has loaded and handed over its port (workerChannel.ts: before the
 * learner's code runs, so code that escapes its wrapper is timed too), listens only on that port
 * (learner code cannot forge a result or flood the page), and terminates the worker when the time
 * is up, when the learner stops it, or when the result is in. The page's own thread never runs learner code, so it stays responsive
 * whatever the code does. Which runtime the worker loads (exerciseRuntime.ts, labs/labRuntime.ts)
 * is the caller's choice. Workers and timers are injected, so the logic is tested without a browser.
 */
import {
  cleanErrorMessage,
  lineCount,
  type RuntimeLoad,
  syntaxErrorLine,
  workerScript,
} from "./learnerCode.ts";
import { handedPort, isWorkerMessage, type PortLike, type RunOutcome } from "./protocol.ts";

/** Time the learner's code may run, ms. */
export const DEFAULT_TIME_LIMIT_MS = 2000;
/** Time a worker may take to load the runtime before the attempt is given up, ms. */
export const DEFAULT_START_LIMIT_MS = 15_000;

/** What the runner needs of a Worker's `error` event. */
export interface WorkerErrorLike {
  readonly message?: string;
  readonly lineno?: number;
  readonly colno?: number;
  preventDefault?(): void;
}

/** What the runner needs of a Worker. */
export interface WorkerLike {
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onerror: ((event: WorkerErrorLike) => void) | null;
  terminate(): void;
}

/** How the runner makes workers and keeps time. */
export interface RunnerOptions {
  /**
   * Starts a worker running `script` (a classic script, or a module when `load` is "import"; with
   * "preloaded", a worker that already runs the runtime and imports the script).
   */
  readonly createWorker: (script: string) => WorkerLike;
  /** URL of the bundled runtime (exerciseRuntime.ts, labs/labRuntime.ts). */
  readonly runtimeUrl: string;
  readonly load: RuntimeLoad;
  readonly timeLimitMs?: number;
  readonly startLimitMs?: number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (id: unknown) => void;
}

/** One attempt: what the runtime runs, the names the code's function takes, and the code. */
export interface RunRequest {
  /** The exercise id, or the lab's name: passed to the runtime, which looks it up. */
  readonly exerciseId: string;
  readonly names: readonly string[];
  /** Plain JavaScript (labs strip their TypeScript first). */
  readonly code: string;
  /** Run the code as the body of an async function (it may `await`); the runtime awaits it. */
  readonly async?: boolean;
}

/** Runs attempts one at a time; a new run or {@link stop} ends the one in progress. */
export class ExerciseRunner {
  readonly #options: RunnerOptions;
  #finishCurrent: ((outcome: RunOutcome) => void) | undefined;

  constructor(options: RunnerOptions) {
    this.#options = options;
  }

  /** True while an attempt runs. */
  get running(): boolean {
    return this.#finishCurrent !== undefined;
  }

  /** Stops the attempt in progress, if any (it resolves as "stopped"). */
  stop(): void {
    this.#finishCurrent?.({ kind: "stopped" });
  }

  /** Runs one attempt; never rejects. */
  run(request: RunRequest): Promise<RunOutcome> {
    this.stop();
    const options = this.#options;
    const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
    const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
    const timeLimit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
    const lines = lineCount(request.code);
    return new Promise<RunOutcome>((resolve) => {
      let worker: WorkerLike;
      try {
        worker = options.createWorker(
          workerScript({
            runtimeUrl: options.runtimeUrl,
            load: options.load,
            exerciseId: request.exerciseId,
            names: request.names,
            code: request.code,
            ...(request.async === true ? { async: true } : {}),
          }),
        );
      } catch (error) {
        resolve({ kind: "failed", reason: error instanceof Error ? error.message : String(error) });
        return;
      }
      let started = false;
      let done = false;
      let timer: unknown;
      let port: PortLike | undefined;
      const finish = (outcome: RunOutcome): void => {
        if (done) return;
        done = true;
        clearTimer(timer);
        worker.onmessage = null;
        worker.onerror = null;
        if (port) {
          port.onmessage = null;
          port.close();
        }
        try {
          worker.terminate();
        } catch {
          // Already gone: nothing to stop.
        }
        if (this.#finishCurrent === finish) this.#finishCurrent = undefined;
        resolve(outcome);
      };
      this.#finishCurrent = finish;
      timer = setTimer(
        () => finish({ kind: "failed", reason: "the sandbox did not start in time" }),
        options.startLimitMs ?? DEFAULT_START_LIMIT_MS,
      );
      // The worker's first message hands over the runtime's port; nothing else it posts counts.
      worker.onmessage = (event) => {
        if (started) return;
        const handed = handedPort(event.data);
        worker.onmessage = null;
        if (!handed) return;
        port = handed;
        started = true;
        clearTimer(timer);
        timer = setTimer(() => finish({ kind: "timeout", seconds: timeLimit / 1000 }), timeLimit);
        handed.onmessage = (portEvent) => {
          const message = portEvent.data;
          if (!isWorkerMessage(message)) return;
          if (message.type === "result") finish({ kind: "result", result: message.result });
          else finish({ kind: "failed", reason: message.reason });
        };
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        if (started) return;
        const message = cleanErrorMessage(event.message ?? "");
        if (/SyntaxError/.test(message)) {
          const line = syntaxErrorLine(event.lineno ?? 0, lines);
          finish({
            kind: "syntax",
            message: message.replace(/^SyntaxError:\s*/, ""),
            ...(line !== undefined ? { line, column: event.colno ?? 0 } : {}),
          });
        } else if (message === "" && options.load === "import") {
          // A module worker's parse error carries no details (the dev server's case).
          finish({ kind: "syntax", message: "" });
        } else {
          finish({ kind: "failed", reason: message || "the sandbox script did not load" });
        }
      };
    });
  }
}
