/**
 * Reads tool output off the page's thread, so a large or hostile paste never freezes the page:
 * receives `{ id, text }`, answers `{ id, packed, ms, first }` (see packMeasurement and
 * firstComparison; `ms` is the time to read) or `{ id, error }`.
 */
import { parseMeasurement } from "fabric-model";
import { firstComparison } from "./firstComparison.ts";
import { packMeasurement } from "./packMeasurement.ts";

/**
 * Read a generated 3,000-row nccl-tests table once when the worker starts, while the reader is
 * still choosing what to paste, so the first large read finds the parser compiled rather than
 * interpreted (a cold read of 10,000 rows takes about twice as long as a warm one).
 */
function warmUp(): void {
  const rows = ["#  size count type redop root time algbw busbw #wrong time algbw busbw #wrong"];
  for (let i = 1; i <= 3000; i++) {
    const time = (10 + i / 100).toFixed(2);
    rows.push(`${8 * i} ${2 * i} float sum -1 ${time} 0.00 0.00 0 ${time} 0.00 0.00 0`);
  }
  parseMeasurement(rows.join("\n"));
}
warmUp();

self.addEventListener("message", (event: MessageEvent<{ id: number; text: unknown }>) => {
  const started = performance.now();
  const id = event.data?.id;
  try {
    const text = typeof event.data?.text === "string" ? event.data.text : "";
    const result = parseMeasurement(text);
    const { packed, transfer } = packMeasurement(result);
    const ms = performance.now() - started;
    // The page's first view of an nccl-tests read, priced here where the rows already are: the
    // page then needs only the rows it shows, not all of them rebuilt.
    const first = firstComparison(result);
    self.postMessage({ id, packed, ms, first }, { transfer });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
