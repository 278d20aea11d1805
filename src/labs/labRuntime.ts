/**
 * The lab runtime: bundled as a classic worker script with all of fabric-model, and loaded by each
 * run's worker script (learnerCode.workerScript, the same runner as the exercises). It defines the
 * global entry the script calls with the lab's compiled function, runs it (runLab) and posts what
 * it printed. Errors the lab's code leaves behind (a throwing timer, a rejected promise) are kept
 * from the console.
 */
import * as fabricModel from "fabric-model";
import { RUNTIME_ENTRY } from "../exercises/learnerCode.ts";
import type { WorkerMessage } from "../exercises/protocol.ts";
import { runLab } from "./runLab.ts";

interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: string, listener: (event: Event) => void): void;
  readonly location: { readonly href: string };
}

const scope = globalThis as unknown as WorkerScope & Record<string, unknown>;
const post = (message: WorkerMessage): void => scope.postMessage(message);

scope.addEventListener("error", (event) => event.preventDefault());
scope.addEventListener("unhandledrejection", (event) => event.preventDefault());

let used = false;
scope[RUNTIME_ENTRY] = (_lab: unknown, lines: unknown, code: unknown): void => {
  if (used) return;
  used = true;
  post({ type: "started" });
  if (typeof code !== "function") {
    post({ type: "failed", reason: "the lab's code did not compile to a function" });
    return;
  }
  void runLab(
    code as (...values: unknown[]) => unknown,
    { "fabric-model": fabricModel },
    { scriptUrl: scope.location.href, lines: typeof lines === "number" ? lines : 0 },
  ).then((result) => post({ type: "result", result }));
};
