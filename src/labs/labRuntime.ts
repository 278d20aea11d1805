/**
 * The lab runtime: bundled as a classic worker script with all of fabric-model. A warm worker
 * loads it ahead of a run (warmWorkerPool.ts) and, on {@link LOAD_LAB_MESSAGE}, imports the run's
 * script (learnerCode.workerScript, the same runner as the exercises); a worker may also load it
 * from the run's script itself. It defines the global entry the script calls with the lab's
 * compiled function, runs it (runLab) and sends what it printed on the port it handed the page
 * when it loaded (workerChannel.ts), before any of the lab's code runs. Errors the lab's code leaves
 * behind (a throwing timer, a rejected promise) are kept from the console.
 */
import * as fabricModel from "fabric-model";
import { describeThrown, RUNTIME_ENTRY } from "../exercises/learnerCode.ts";
import { type ChannelScope, openWorkerChannel } from "../exercises/workerChannel.ts";
import { runLab } from "./runLab.ts";
import { LOAD_LAB_MESSAGE } from "./warmWorkerPool.ts";

interface WorkerScope extends ChannelScope {
  addEventListener(type: string, listener: (event: Event) => void): void;
  importScripts(...urls: string[]): void;
  readonly location: { readonly href: string };
}

const scope = globalThis as unknown as WorkerScope & Record<string, unknown>;

scope.addEventListener("error", (event) => event.preventDefault());
scope.addEventListener("unhandledrejection", (event) => event.preventDefault());
const post = openWorkerChannel(scope);

let used = false;
/** The URL of the run's script when a warm worker imported it (stack traces name it). */
let importedUrl: string | undefined;

scope.addEventListener("message", (event) => {
  const data = (event as MessageEvent).data as { type?: unknown; url?: unknown } | null;
  if (data?.type !== LOAD_LAB_MESSAGE || typeof data.url !== "string" || importedUrl !== undefined) return;
  importedUrl = data.url;
  try {
    scope.importScripts(data.url);
  } catch (thrown) {
    // The script did not compile (sucrase took it, the engine did not): the run's error.
    if (used) return;
    used = true;
    const error = describeThrown(thrown, "", 0);
    const message = error.message.replace(/^Failed to execute 'importScripts' on '\w+': /, "");
    post({ type: "result", result: { logs: [], droppedLogs: 0, error: { ...error, message } } });
  }
});

scope[RUNTIME_ENTRY] = (_lab: unknown, lines: unknown, code: unknown): void => {
  if (used) return;
  used = true;
  if (typeof code !== "function") {
    post({ type: "failed", reason: "the lab's code did not compile to a function" });
    return;
  }
  void runLab(
    code as (...values: unknown[]) => unknown,
    { "fabric-model": fabricModel },
    { scriptUrl: importedUrl ?? scope.location.href, lines: typeof lines === "number" ? lines : 0 },
  ).then((result) => post({ type: "result", result }));
};
