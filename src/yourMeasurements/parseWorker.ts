/**
 * Reads tool output off the page's thread, so a large or hostile input never freezes the page:
 * receives `{ id, text }` (a paste) or `{ id, file }` (a dropped or chosen file, streamed from
 * disk and decoded here, never read whole on the page), reports `{ id, progress }` as it goes,
 * and answers `{ id, packed, ms, first, lines, preview }` (see packMeasurement, firstComparison;
 * `ms` is the time to read, `preview` a file's first lines for the box) or `{ id, error }`.
 */
import { createMeasurementReader, parseMeasurement } from "fabric-model";
import { firstComparison } from "./firstComparison.ts";
import { packMeasurement } from "./packMeasurement.ts";
import type { ReadProgress, ReadRequest } from "./readProtocol.ts";
import { PREVIEW_LINES } from "./readProtocol.ts";

/** Characters handed to the reader at a time, so progress can be reported between them. */
const CHUNK = 1 << 20;
/** Shortest time between two progress reports, ms (each one also tells the page the worker is alive). */
const PROGRESS_MS = 100;
/** Most characters of a file's preview (its first lines) sent back for the box. */
const PREVIEW_CHARS = 100_000;

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

/** Counts lines and keeps the first ones of a text that arrives in chunks. */
function lineCounter(keepFirst: boolean) {
  let lines = 0;
  let preview = "";
  let open = keepFirst;
  return {
    push(chunk: string) {
      for (let i = chunk.indexOf("\n"); i >= 0; i = chunk.indexOf("\n", i + 1)) lines++;
      if (!open) return;
      preview += chunk.slice(0, PREVIEW_CHARS - preview.length);
      let end = -1;
      for (let k = 0; k < PREVIEW_LINES; k++) {
        end = preview.indexOf("\n", end + 1);
        if (end < 0) break;
      }
      if (end >= 0) preview = preview.slice(0, end);
      if (end >= 0 || preview.length >= PREVIEW_CHARS) open = false;
    },
    lines: (lastChunkEnded: boolean) => lines + (lastChunkEnded ? 0 : 1),
    preview: () => preview,
  };
}

/** The decoder a file's first bytes call for: UTF-16 with its byte-order mark, else UTF-8. */
async function encodingOf(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, 2).arrayBuffer());
  if (head[0] === 0xff && head[1] === 0xfe) return "utf-16le";
  if (head[0] === 0xfe && head[1] === 0xff) return "utf-16be";
  return "utf-8";
}

async function read(request: ReadRequest): Promise<void> {
  const { id } = request;
  const started = performance.now();
  const reader = createMeasurementReader();
  let reported = started;
  const progress = (done: number, total: number) => {
    const now = performance.now();
    if (now - reported < PROGRESS_MS) return;
    reported = now;
    const message: ReadProgress = { id, progress: { done, total } };
    self.postMessage(message);
  };
  const counter = lineCounter("file" in request);
  let ended = true;
  if ("text" in request) {
    const { text } = request;
    for (let at = 0; at < text.length; at += CHUNK) {
      const chunk = text.slice(at, at + CHUNK);
      reader.push(chunk);
      counter.push(chunk);
      progress(at + chunk.length, text.length);
    }
    ended = text.endsWith("\n");
  } else {
    const { file } = request;
    const stream = file.stream().pipeThrough(new TextDecoderStream(await encodingOf(file)));
    const source = stream.getReader();
    let done = 0;
    for (;;) {
      const next = await source.read();
      if (next.done) break;
      reader.push(next.value);
      counter.push(next.value);
      ended = next.value.endsWith("\n");
      done += next.value.length;
      progress(Math.min(done, file.size), file.size);
    }
  }
  const result = reader.end();
  const { packed, transfer } = packMeasurement(result);
  const ms = performance.now() - started;
  // The page's first view of an nccl-tests read, priced here where the rows already are: the
  // page then needs only the rows it shows, not all of them rebuilt.
  const first = firstComparison(result);
  const lines = counter.lines(ended);
  self.postMessage(
    { id, packed, ms, first, lines, ...("file" in request ? { preview: counter.preview() } : {}) },
    { transfer },
  );
}

self.addEventListener("message", (event: MessageEvent<ReadRequest>) => {
  const request = event.data;
  const id = request?.id;
  read(request).catch((error: unknown) => {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  });
});
