/**
 * Reads tool output off the page's thread, so a large or hostile paste never freezes the page:
 * receives `{ id, text }`, answers `{ id, packed, ms, first }` (see packMeasurement and
 * firstComparison; `ms` is the time to read) or `{ id, error }`.
 */
import { parseMeasurement } from "fabric-model";
import { firstComparison } from "./firstComparison.ts";
import { packMeasurement } from "./packMeasurement.ts";

/**
 * Read a generated 2,500-row nccl-tests output four times when the worker starts, while the
 * reader is still choosing what to paste, and pack and price it as a real read is: the first
 * large read then finds the parser, the packing and the model compiled and optimised rather than
 * interpreted (a cold read of 10,000 rows takes about twice as long as a warm one). The text has
 * nccl-tests' own layout (header, rank lines, right-aligned columns), so the warm code paths are
 * the ones a pasted run takes.
 */
function warmUp(): void {
  const pad = (v: string | number, n: number) => String(v).padStart(n);
  const lines = [
    "# nThread 1 nGpus 1 minBytes 8 maxBytes 8589934592 step: 2(factor) warmup iters: 5 iters: 20 agg iters: 1 validation: 1 graph: 0",
    "#",
    "# Using devices",
    "#  Rank  0 Group  0 Pid  1 on warm-up device  0 [0x1b] NVIDIA H100 80GB HBM3",
    "#  Rank  1 Group  0 Pid  2 on warm-up device  1 [0x2b] NVIDIA H100 80GB HBM3",
    "#",
    "#                                                              out-of-place                       in-place",
    "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
    "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)",
  ];
  for (let i = 0; i < 2500; i++) {
    const size = 8 * 2 ** (i % 28);
    const time = (10 + size / 4e4).toFixed(2);
    const bw = (size / Number(time) / 1e3).toFixed(2);
    const half = `${pad(time, 8)} ${pad(bw, 7)} ${pad(bw, 7)} ${pad(0, 6)}`;
    lines.push(
      `${pad(size, 12)} ${pad(size / 4, 12)} ${pad("float", 9)} ${pad("sum", 7)} ${pad(-1, 7)} ${half} ${half}`,
    );
  }
  const text = lines.join("\n");
  for (let pass = 0; pass < 4; pass++) {
    const result = parseMeasurement(text);
    packMeasurement(result);
    firstComparison(result);
  }
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
