import { detectMeasurementKind } from "./detectMeasurementKind.ts";
import { infinibandToolsReader } from "./infinibandToolsReader.ts";
import { iperfReader } from "./iperfReader.ts";
import { lookalikeTool } from "./lookalikeTool.ts";
import type { MeasurementInputSummary, MeasurementLineReader } from "./MeasurementLineReader.ts";
import type { MeasurementKind, MeasurementResult, UnknownMeasurement } from "./MeasurementResult.ts";
import { measurementInputLimit } from "./measurementLines.ts";
import { ncclTestsReader, type ParseNcclTestsOptions } from "./ncclTestsReader.ts";
import { normaliseOutputLine } from "./normaliseOutputLine.ts";
import { type OutputLineJoiner, outputLineJoiner } from "./outputLineJoiner.ts";
import { outputLineSplitter } from "./outputLineSplitter.ts";
import { perftestReader } from "./perftestReader.ts";

/** Characters read before the tool is decided: its clues sit in banners and headers. */
const HEAD_CHARS = 64 * 1024;
/** Share of a text's head that may be control or replacement characters before it is called binary. */
const BINARY_SHARE = 0.05;

/** Options of a measurement reader. */
export interface MeasurementReaderOptions {
  /** Read as this tool instead of detecting it. */
  readonly kind?: MeasurementKind;
  /** What the caller knows of an nccl-tests run (collective, rank count). */
  readonly nccl?: ParseNcclTestsOptions;
  /** Most characters read (default `measurementInputLimit`); the rest is counted, not read. */
  readonly limit?: number;
  /** When false, NCCL's log without a run gives an nccl-tests result with no rows, not kind "nccl-log". */
  readonly ncclLogAlone?: boolean;
}

/** A reader fed tool output in chunks of any size (a file or a paste as it streams in). */
export interface MeasurementReader {
  /** Feed the next chunk of text. */
  push(chunk: string): void;
  /** The input is over: what was read. Never throws. */
  end(): MeasurementResult;
  /** Characters pushed so far (read or not). */
  readonly characters: number;
}

/**
 * A streaming reader of tool output: push chunks as they arrive, then `end()`. The first 64 KiB
 * decide the tool (nccl-tests with or without NCCL's log, NCCL's log alone, perftest, iperf3 or
 * iperf 2, the InfiniBand port tools, or a look-alike that is named and not read) and whether the text is binary or a
 * quoted-printable mail; every line is then cleaned of terminal escapes and web-page characters,
 * shell continuations and mail soft breaks are joined, and the tool's parser takes each line,
 * keeping what matters, so memory stays bounded whatever the input's length. When the head
 * decides no tool, every parser reads on and the one that found results answers. Past `limit`
 * characters the rest is not read, and the result says how much. Never throws.
 * @example const r = createMeasurementReader(); r.push(part1); r.push(part2); r.end().kind // "nccl-tests"
 */
export function createMeasurementReader(options: MeasurementReaderOptions = {}): MeasurementReader {
  const limit = options.limit ?? measurementInputLimit;
  let characters = 0;
  let unread = 0;
  let limitReached = false;
  let replaced = 0;
  let head: Array<[string, number]> | null = [];
  /** The input's first HEAD_CHARS characters as given, over-long lines included: binary has few line ends. */
  let sample = "";
  let headChars = 0;
  let readers: Array<MeasurementLineReader> = [];
  let joiner: OutputLineJoiner | null = null;
  let refusal: UnknownMeasurement | null = null;

  const take = (text: string, lineNumber: number) => {
    for (const reader of readers) reader.line(text, lineNumber);
  };
  const decide = (ended: boolean) => {
    const lines = head ?? [];
    head = null;
    if (looksBinary(sample)) {
      refusal = unknown("input-binary", {});
      return;
    }
    sample = "";
    const clean = lines.map(([t, n]): [string, number] => [normaliseOutputLine(t), n]);
    const cleanText = clean.map(([t]) => t).join("\n");
    const other = options.kind === undefined ? lookalikeTool(cleanText) : null;
    const kind = options.kind ?? (other === null ? detectMeasurementKind(cleanText) : null);
    if (other !== null && kind === null) {
      refusal = unknown("input-lookalike", { tool: other });
      return;
    }
    if (kind === null && ended) {
      refusal = unknown(cleanText.trim() === "" ? "input-empty" : "input-unrecognised", {});
      return;
    }
    const nccl = () => ncclTestsReader(options.nccl, { logAlone: options.ncclLogAlone ?? true });
    readers =
      kind === "nccl-tests"
        ? [nccl()]
        : kind === "perftest"
          ? [perftestReader()]
          : kind === "iperf3"
            ? [iperfReader()]
            : kind === "infiniband-tools"
              ? [infinibandToolsReader()]
              : [nccl(), perftestReader(), iperfReader(), infinibandToolsReader()];
    joiner = outputLineJoiner(take, { quotedPrintable: looksQuotedPrintable(clean) });
    for (const [t, n] of clean) joiner.line(t, n);
  };
  const splitter = outputLineSplitter((text, lineNumber) => {
    if (refusal !== null) return;
    if (head !== null) {
      head.push([text, lineNumber]);
      headChars += text.length + 1;
      if (headChars >= HEAD_CHARS) decide(false);
      return;
    }
    joiner?.line(normaliseOutputLine(text), lineNumber);
  });

  return {
    get characters() {
      return characters + unread;
    },
    push(chunk) {
      if (typeof chunk !== "string" || chunk.length === 0) return;
      if (head !== null && sample.length < HEAD_CHARS) sample += chunk.slice(0, HEAD_CHARS - sample.length);
      const room = limit - characters;
      if (room <= 0 || limitReached) {
        unread += chunk.length;
        return;
      }
      // Past the limit the input is cut at the last line end before it: no line is read in part.
      let part = chunk;
      if (chunk.length > room) {
        const end = chunk.lastIndexOf("\n", room - 1);
        part = end < 0 ? "" : chunk.slice(0, end + 1);
        limitReached = true;
      }
      unread += chunk.length - part.length;
      characters += part.length;
      if (part.includes("\ufffd")) replaced += part.split("\ufffd").length - 1;
      splitter.push(part);
    },
    end() {
      try {
        const count = splitter.end();
        if (head !== null) decide(true);
        if (refusal !== null) return refusal;
        joiner?.end();
        const input: MeasurementInputSummary = { ...count, unreadCharacters: unread, limit, replaced };
        const results = readers.map((reader) => reader.end(input));
        return pick(results);
      } catch (error) {
        return unknown("internal-error", { error: String(error) });
      }
    },
  };
}

/** Of the results of several parsers fed the same text, the one that read something. */
function pick(results: readonly MeasurementResult[]): MeasurementResult {
  if (results.length === 1) return results[0] as MeasurementResult;
  const found = results.find((r) => {
    switch (r.kind) {
      case "nccl-tests":
        return r.rows.length > 0 || r.moreRuns.length > 0;
      case "nccl-log":
        return true;
      case "perftest":
        return r.tests.some((t) => t.bandwidthRows.length + t.latencyRows.length > 0);
      case "iperf3":
        return r.runs.length > 0;
      case "infiniband-tools":
        return r.tools.length > 0;
      default:
        return false;
    }
  });
  return found ?? unknown("input-unrecognised", {});
}

function unknown(
  code: "input-binary" | "input-lookalike" | "input-empty" | "input-unrecognised" | "internal-error",
  values: Record<string, string>,
): UnknownMeasurement {
  return {
    kind: "unknown",
    diagnostics: [{ line: 0, code, values } as UnknownMeasurement["diagnostics"][number]],
    notes: [],
  };
}

/**
 * Text with more than 5% control characters (other than tab, line ends, form feed and escape),
 * NULs or replacement characters (bytes that were not UTF-8) in its head is not tool output.
 */
function looksBinary(text: string): boolean {
  if (text.length < 16) return false;
  let odd = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13 && c !== 12 && c !== 27) || c === 0xfffd) odd++;
  }
  return odd > 8 && odd / text.length > BINARY_SHARE;
}

/** A mail archive's quoted-printable body: soft line breaks (a trailing `=`) and `=XX` escapes. */
function looksQuotedPrintable(lines: ReadonlyArray<readonly [string, number]>): boolean {
  let soft = 0;
  let escapes = 0;
  for (const [t] of lines) {
    if (/[^=\s]=$/.test(t)) soft++;
    if (/=(?:09|20|3D)/.test(t)) escapes++;
  }
  return soft >= 2 && escapes >= 1;
}
