/**
 * The page's side of the lab type checker: starts the type-check worker on the first check (only
 * then does the browser fetch the compiler), keeps it for the page's later checks, and answers
 * each check with the worker's reply. A worker that fails to load answers every pending check with
 * the reason and is started afresh by the next. Never rejects.
 */
import type { TypeCheckReply, TypeCheckRequest, TypeCheckResult } from "./labTypeCheckProtocol.ts";

/** The part of a Worker the client uses. */
export interface TypeCheckWorkerLike {
  postMessage(message: TypeCheckRequest): void;
  addEventListener(type: "message", listener: (event: MessageEvent<TypeCheckReply>) => void): void;
  addEventListener(type: "error", listener: (event: Event) => void): void;
  terminate(): void;
}

/** Checks a lab's code in a worker started on the first check. */
export class LabTypeCheckClient {
  readonly #filesUrl: string;
  readonly #spawn: () => TypeCheckWorkerLike;
  #worker: TypeCheckWorkerLike | undefined;
  #next = 0;
  readonly #pending = new Map<number, (result: TypeCheckResult) => void>();

  /** `spawn` starts the worker (in the page: `new LabTypeCheckWorker()`); `filesUrl` is /labs/lab-types.json. */
  constructor(filesUrl: string, spawn: () => TypeCheckWorkerLike) {
    this.#filesUrl = filesUrl;
    this.#spawn = spawn;
  }

  /** True once a check has started the worker. */
  get started(): boolean {
    return this.#worker !== undefined;
  }

  /**
   * The type errors of `code`, or why it could not be checked.
   * @example await client.check('const n: number = "1";') // { kind: "checked", errors: [{ line: 1, code: 2322, … }], ms: 12 }
   */
  check(code: string): Promise<TypeCheckResult> {
    const worker = this.#worker ?? this.#start();
    const id = ++this.#next;
    return new Promise((resolve) => {
      this.#pending.set(id, resolve);
      worker.postMessage({ id, code, filesUrl: this.#filesUrl });
    });
  }

  #start(): TypeCheckWorkerLike {
    const worker = this.#spawn();
    worker.addEventListener("message", (event: MessageEvent<TypeCheckReply>) => {
      const { id, ...result } = event.data;
      this.#pending.get(id)?.(result);
      this.#pending.delete(id);
    });
    worker.addEventListener("error", (event: Event) => {
      event.preventDefault();
      worker.terminate();
      if (this.#worker === worker) this.#worker = undefined;
      // An ErrorEvent names what went wrong; a script that failed to load says nothing.
      const said = (event as { message?: unknown }).message;
      const reason = typeof said === "string" && said !== "" ? said : "the type checker did not load";
      for (const resolve of this.#pending.values()) resolve({ kind: "failed", reason });
      this.#pending.clear();
    });
    this.#worker = worker;
    return worker;
  }
}
