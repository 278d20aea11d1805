/**
 * Starts a Web Worker whose main script is `script` (a Blob, so no eval: the site's
 * Content-Security-Policy allows `worker-src blob:`). Shared by the exercises and the labs.
 */
import type { WorkerLike } from "./exerciseRunner.ts";

/**
 * A worker running `script`, classic (`importScripts`, the built site) or module (`import`, the
 * dev server); terminating it also frees the Blob URL.
 * `blobWorker('importScripts("/rt.js");', "importScripts").terminate()`
 */
export function blobWorker(script: string, load: "importScripts" | "import"): WorkerLike {
  const url = URL.createObjectURL(new Blob([script], { type: "text/javascript" }));
  const worker = load === "import" ? new Worker(url, { type: "module" }) : new Worker(url);
  const terminate = worker.terminate.bind(worker);
  worker.terminate = () => {
    terminate();
    URL.revokeObjectURL(url);
  };
  return worker as unknown as WorkerLike;
}
