/**
 * The exercise runtime: bundled as a classic worker script and loaded by each attempt's worker
 * script (see learnerCode.workerScript). It defines the global entry the script calls with the
 * learner's compiled function, runs the exercise and sends the result on the port it handed the
 * page when it loaded (workerChannel.ts), before the learner's code runs. Errors the learner's
 * code leaves behind (a throwing timer, a rejected promise) are kept from the console.
 */
import { exerciseById } from "./exercises.ts";
import { RUNTIME_ENTRY } from "./learnerCode.ts";
import { runExercise } from "./sandbox.ts";
import { type ChannelScope, openWorkerChannel } from "./workerChannel.ts";

interface WorkerScope extends ChannelScope {
  addEventListener(type: string, listener: (event: Event) => void): void;
  readonly location: { readonly href: string };
}

const scope = globalThis as unknown as WorkerScope & Record<string, unknown>;

scope.addEventListener("error", (event) => event.preventDefault());
scope.addEventListener("unhandledrejection", (event) => event.preventDefault());
const post = openWorkerChannel(scope);

let used = false;
scope[RUNTIME_ENTRY] = (exerciseId: unknown, lines: unknown, learner: unknown): void => {
  if (used) return;
  used = true;
  const exercise = typeof exerciseId === "string" ? exerciseById(exerciseId) : undefined;
  if (exercise === undefined || typeof learner !== "function") {
    post({ type: "failed", reason: `no exercise "${String(exerciseId)}"` });
    return;
  }
  const result = runExercise(exercise, learner as (...values: unknown[]) => unknown, {
    scriptUrl: scope.location.href,
    lines: typeof lines === "number" ? lines : 0,
  });
  post({ type: "result", result });
};
