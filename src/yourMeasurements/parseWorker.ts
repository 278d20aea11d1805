/**
 * Reads tool output off the page's thread, so a large or hostile paste never freezes the page:
 * receives `{ text }`, answers `{ result, ms }` or `{ error }`.
 */
import { parseMeasurement } from "fabric-model";

self.addEventListener("message", (event: MessageEvent<{ text: unknown }>) => {
  const started = performance.now();
  try {
    const text = typeof event.data?.text === "string" ? event.data.text : "";
    const result = parseMeasurement(text);
    self.postMessage({ result, ms: performance.now() - started });
  } catch (error) {
    self.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
