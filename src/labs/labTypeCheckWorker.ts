/**
 * The lab type-check worker: the TypeScript compiler (bundled here, so the page fetches it only
 * when this worker starts, on the first Run or Check) and the checker over the setup (options and
 * files) at the first request's `filesUrl`, kept for every later check.
 */
import ts from "typescript";
import { createLabTypeChecker, type LabTypeChecker, type LabTypeSetup } from "./labTypeCheck.ts";
import type { TypeCheckReply, TypeCheckRequest } from "./labTypeCheckProtocol.ts";

interface WorkerScope {
  postMessage(message: TypeCheckReply): void;
  addEventListener(type: "message", listener: (event: MessageEvent<TypeCheckRequest>) => void): void;
}
const scope = globalThis as unknown as WorkerScope;

let checker: Promise<LabTypeChecker> | undefined;

async function load(filesUrl: string): Promise<LabTypeChecker> {
  const response = await fetch(filesUrl);
  if (!response.ok) throw new Error(`${filesUrl}: HTTP ${response.status}`);
  return createLabTypeChecker(ts, (await response.json()) as LabTypeSetup);
}

scope.addEventListener("message", async (event) => {
  const { id, code, filesUrl } = event.data;
  try {
    checker ??= load(filesUrl);
    const ready = await checker;
    const started = performance.now();
    const errors = ready.check(code);
    scope.postMessage({ id, kind: "checked", errors, ms: performance.now() - started });
  } catch (thrown) {
    // The files did not load (a dropped connection): the next request tries again.
    checker = undefined;
    scope.postMessage({
      id,
      kind: "failed",
      reason: thrown instanceof Error ? thrown.message : String(thrown),
    });
  }
});
