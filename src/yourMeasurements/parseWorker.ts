/**
 * Reads tool output off the page's thread, so a large or hostile paste never freezes the page:
 * receives `{ id, text }`, answers `{ id, result, ms }` or `{ id, error }`.
 */
import { parseMeasurement } from "fabric-model";

self.addEventListener("message", (event: MessageEvent<{ id: number; text: unknown }>) => {
  const started = performance.now();
  const id = event.data?.id;
  try {
    const text = typeof event.data?.text === "string" ? event.data.text : "";
    const result = parseMeasurement(text);
    self.postMessage({ id, result, ms: performance.now() - started });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
