import type { BitsPerSecond } from "../units.ts";
import type { Iperf3Line, Iperf3Result, Iperf3Run } from "./Iperf3Result.ts";
import { measurementInputLimit } from "./measurementLines.ts";
import { measurementLog } from "./measurementLog.ts";

/** A text that holds iperf3 JSON: a line opening an object, and one of iperf3's top-level keys. */
const LOOKS_JSON = /^\s*\{/m;
const IPERF3_KEY = /"(?:intervals|sum_sent|bits_per_second|error)"\s*:/;
const KEY_RATE = /"bits_per_second"\s*:/g;
/** An iperf3 command line (after a prompt, a path or at the start); the text parser uses it too. */
export const IPERF3_COMMAND = /(?:^|[\s/$#>])iperf3(?:\.exe)?(?:\s|$)/;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** True when `text` looks like `iperf3 -J` output rather than its text report. */
export function isIperf3Json(text: string): boolean {
  return LOOKS_JSON.test(text) && IPERF3_KEY.test(text.slice(0, measurementInputLimit));
}

/**
 * Read `iperf3 -J` output: one JSON object per invocation (several may follow each other, with
 * shell lines between them), each with `start.test_start` (protocol, streams), `intervals`
 * (per-stream and summed) and `end` (per-stream sender / receiver, `sum_sent` / `sum_received`,
 * or UDP's `sum` with jitter and loss), into the same runs as the text report. Rates are exact
 * bits per second and transfers exact bytes, so nothing is rounded as in the text report. Each
 * line number is the line of that entry's `"bits_per_second"` key. iperf3's own `"error"` is a
 * note. Never throws.
 * @see https://github.com/esnet/iperf (src/iperf_api.c: iperf_json_start, iperf_print_intermediate, iperf_print_results)
 * @example parseIperf3Json(jsonText).runs[0]?.receiver?.bitsPerSecond // 9.38e9
 */
export function parseIperf3Json(text: string): Iperf3Result {
  const diagnostics = measurementLog();
  const notes = measurementLog();
  const body = text.length > measurementInputLimit ? text.slice(0, measurementInputLimit) : text;
  if (body.length < text.length) {
    diagnostics.add(0, "input-cut", {
      characters: text.length,
      limit: measurementInputLimit,
      read: body.length,
    });
  }
  const lineAt = lineIndex(body);
  const runs: Iperf3Run[] = [];
  let after = 0;
  for (const span of topLevelObjects(body)) {
    const startLine = lineAt(span.start);
    // The command line shown before the object, if the paste kept it.
    const command =
      body
        .slice(after, span.start)
        .split(/\r\n|\r|\n/)
        .map((l) => l.trim())
        .filter((l) => IPERF3_COMMAND.test(l) && l.length <= 1000)
        .at(-1) ?? null;
    after = span.end ?? body.length;
    if (span.end === null) {
      diagnostics.add(startLine, "iperf3-json-cut", {});
      continue;
    }
    let value: Json;
    try {
      value = JSON.parse(body.slice(span.start, span.end)) as Json;
    } catch (error) {
      diagnostics.add(startLine, "iperf3-json-unreadable", {
        error: error instanceof Error ? error.message : String(error),
      });
      continue;
    }
    if (!isObject(value)) continue;
    if (typeof value.error === "string") {
      notes.add(lineAt(body.indexOf('"error"', span.start)), "iperf3-error", { text: value.error });
    }
    const run = readRun(value, startLine, command, rateLines(body, span.start, span.end, lineAt));
    if (run === null) {
      if (typeof value.error !== "string") diagnostics.add(startLine, "iperf3-json-no-report-in-object", {});
      continue;
    }
    if (
      isObject(value.end) &&
      ("sum_sent_bidir_reverse" in value.end || "sum_received_bidir_reverse" in value.end)
    ) {
      notes.add(startLine, "iperf3-bidir", {});
    }
    runs.push(run);
  }
  if (runs.length === 0) diagnostics.add(0, "iperf3-json-no-report", {});
  return { kind: "iperf3", tool: "iperf3", runs, diagnostics: diagnostics.list(), notes: notes.list() };
}

/** One iperf3 run from its JSON object; null when it holds no interval or total. */
function readRun(
  root: JsonObject,
  line: number,
  command: string | null,
  rateLinesInOrder: readonly number[],
): Iperf3Run | null {
  // Every entry that carries a rate, in document order, gets the line of its own "bits_per_second".
  const entries: JsonObject[] = [];
  collectRated(root, entries);
  const lineOf = new Map<JsonObject, number>(
    entries.length === rateLinesInOrder.length
      ? entries.map((e, i) => [e, rateLinesInOrder[i] as number])
      : [],
  );
  const at = (o: JsonObject) => lineOf.get(o) ?? line;

  const testStart = isObject(root.start) && isObject(root.start.test_start) ? root.start.test_start : {};
  const protocol = typeof testStart.protocol === "string" ? testStart.protocol.toLowerCase() : null;
  const end = isObject(root.end) ? root.end : {};
  const endStreams = (Array.isArray(end.streams) ? end.streams : []).filter(isObject);
  const sockets = new Set<number>();
  for (const s of endStreams) {
    for (const side of [s.sender, s.receiver, s.udp])
      if (isObject(side)) {
        const socket = socketOf(side);
        if (socket !== null) sockets.add(socket);
      }
  }
  const declared = measured(testStart.num_streams);
  const streams = declared !== null && Number.isInteger(declared) ? declared : sockets.size;

  const intervals: Iperf3Line[] = [];
  for (const interval of (Array.isArray(root.intervals) ? root.intervals : []).filter(isObject)) {
    for (const s of (Array.isArray(interval.streams) ? interval.streams : []).filter(isObject)) {
      const read = readEntry(s, at(s), streamOf(s), null);
      if (read) intervals.push(read);
    }
    // The summed interval is printed only for parallel streams; one stream's sum repeats it.
    if (streams > 1 && isObject(interval.sum)) {
      const read = readEntry(interval.sum, at(interval.sum), "SUM", null);
      if (read) intervals.push(read);
    }
  }
  const summary: Iperf3Line[] = [];
  for (const s of endStreams) {
    for (const [key, side] of [
      ["sender", "sender"],
      ["receiver", "receiver"],
      ["udp", "sender"],
    ] as const) {
      const entry = s[key];
      if (!isObject(entry)) continue;
      const read = readEntry(entry, at(entry), streamOf(entry), side);
      if (read) summary.push(read);
    }
  }
  const total = (key: string, side: "sender" | "receiver"): Iperf3Line | null => {
    const entry = end[key];
    if (!isObject(entry)) return null;
    const read = readEntry(entry, at(entry), "SUM", side);
    if (read) summary.push(read);
    return read;
  };
  const sentTotal = total("sum_sent", "sender");
  const receivedTotal = total("sum_received", "receiver");
  // Older UDP reports give one "sum" (sender bytes with the receiver's jitter and loss).
  const udpTotal = sentTotal === null ? total("sum", "sender") : null;
  const single = (side: "sender" | "receiver") =>
    summary.find((l) => l.side === side && l.stream !== "SUM") ?? null;
  const sender = sentTotal ?? udpTotal ?? (streams <= 1 ? single("sender") : null);
  let receiver = receivedTotal ?? (streams <= 1 ? single("receiver") : null);
  // UDP: jitter and loss are measured by the receiver but reported in "sum" (beside sum_sent and
  // sum_received from 3.x): they belong with the receiving side's total.
  const udpSum = isObject(end.sum) ? end.sum : null;
  if (udpSum !== null && receiver !== null && receiver.jitterMs === null) {
    receiver = {
      ...receiver,
      jitterMs: measured(udpSum.jitter_ms),
      lostDatagrams: measured(udpSum.lost_packets),
      totalDatagrams: measured(udpSum.packets),
      lossPercent: measured(udpSum.lost_percent),
    };
  }
  if (intervals.length === 0 && summary.length === 0) return null;
  return {
    line,
    tool: "iperf3",
    command,
    protocol: protocol === "tcp" || protocol === "udp" ? protocol : null,
    streams: Math.max(streams, sockets.size),
    intervals,
    summary,
    sender,
    receiver,
    total: null,
    sentDatagrams: null,
  };
}

/** A measured value (a time, a count, a rate: finite and never negative), or null for anything else. */
function measured(v: Json | undefined): number | null {
  return typeof v === "number" && Number.isFinite(v) && v >= 0 ? v : null;
}

/** A rated entry as a report line; null when its numbers are missing, not finite or negative. */
function readEntry(
  o: JsonObject,
  line: number,
  stream: number | "SUM",
  side: "sender" | "receiver" | null,
): Iperf3Line | null {
  const { start, end, bytes, bits_per_second: rate } = o;
  if (![start, end, bytes, rate].every((v) => measured(v) !== null)) return null;
  return {
    line,
    stream,
    role: null,
    startSeconds: start as number,
    endSeconds: end as number,
    transfer: bytes as number,
    transferUnit: "Bytes",
    transferBytes: bytes as number,
    bitrate: rate as number,
    bitrateUnit: "bits/sec",
    bitsPerSecond: rate as BitsPerSecond,
    retransmits: side === "receiver" ? null : measured(o.retransmits),
    cwndBytes: measured(o.snd_cwnd),
    jitterMs: measured(o.jitter_ms),
    lostDatagrams: measured(o.lost_packets),
    totalDatagrams: measured(o.packets),
    lossPercent: measured(o.lost_percent),
    side,
    omitted: o.omitted === true,
  };
}

/** An entry's socket number (a whole number), or null when it has none. */
function socketOf(o: JsonObject): number | null {
  const socket = measured(o.socket);
  return socket !== null && Number.isInteger(socket) ? socket : null;
}

function streamOf(o: JsonObject): number | "SUM" {
  return socketOf(o) ?? "SUM";
}

/**
 * Objects with a numeric "bits_per_second", depth first in key order (the document's order).
 * iperf3 nests five deep; past `depth` 32 the walk stops (a hostile document cannot exhaust the stack).
 */
function collectRated(value: Json, out: JsonObject[], depth = 0): void {
  if (depth > 32) return;
  if (Array.isArray(value)) {
    for (const v of value) collectRated(v, out, depth + 1);
  } else if (isObject(value)) {
    if (typeof value.bits_per_second === "number") out.push(value);
    for (const key of Object.keys(value)) collectRated(value[key] as Json, out, depth + 1);
  }
}

/** Lines of each `"bits_per_second"` key between `start` and `end`, in order. */
function rateLines(text: string, start: number, end: number, lineAt: (offset: number) => number): number[] {
  return [...text.slice(start, end).matchAll(KEY_RATE)].map((m) => lineAt(start + m.index));
}

/** Start and end offsets of each top-level `{...}` in `text` (end null when it never closes). */
function topLevelObjects(text: string): Array<{ start: number; end: number | null }> {
  const spans: Array<{ start: number; end: number | null }> = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34 && depth > 0) inString = true;
    else if (c === 123) {
      if (depth === 0) start = i;
      depth++;
    } else if (c === 125 && depth > 0) {
      depth--;
      if (depth === 0) spans.push({ start, end: i + 1 });
    }
  }
  if (depth > 0) spans.push({ start, end: null });
  return spans;
}

/** A function from a character offset to its 1-based line number (binary search over line starts). */
function lineIndex(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
