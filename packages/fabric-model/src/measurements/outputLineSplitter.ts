import { measurementLineLimit } from "./measurementLines.ts";

/** What an `outputLineSplitter` read. */
export interface OutputLineCount {
  /** Lines handed on (over-long ones included, as empty lines). */
  readonly lines: number;
  /** Characters pushed. */
  readonly characters: number;
  /** Lines longer than the line limit: handed on empty. */
  readonly longLines: number;
  /** 1-based number of the first over-long line, 0 when none. */
  readonly firstLongLine: number;
}

/** A splitter fed text in chunks of any size; it hands on each whole line once its end is seen. */
export interface OutputLineSplitter {
  /** Feed the next chunk (a chunk may end in the middle of a line or of a CRLF pair). */
  push(chunk: string): void;
  /** The input is over: hand on the last line (if not empty) and say what was read. */
  end(): OutputLineCount;
}

/**
 * Split streamed text into lines (LF, CRLF or CR ends, also across chunk boundaries), calling
 * `onLine(text, lineNumber)` for each, 1-based, without its end. A line longer than
 * `lineLimit` characters is never held whole across chunks: it is handed on as "" (its number
 * kept), so memory stays bounded by the chunk size whatever the input. Linear. (Each chunk is cut
 * with the engine's own `split`: a hand-written scanning loop ran many times slower once optimised.)
 * @example const s = outputLineSplitter((t, n) => out.push([n, t])); s.push("a\r"); s.push("\nb"); s.end(); // [[1,"a"],[2,"b"]]
 */
export function outputLineSplitter(
  onLine: (text: string, lineNumber: number) => void,
  lineLimit: number = measurementLineLimit,
): OutputLineSplitter {
  /** The start of a line whose end is in a later chunk; `long` when it is already over the limit. */
  let pending = "";
  let long = false;
  let lastWasCR = false;
  let lines = 0;
  let characters = 0;
  let longLines = 0;
  let firstLongLine = 0;

  const hand = (text: string, tooLong: boolean) => {
    const n = ++lines;
    if (tooLong || text.length > lineLimit) {
      longLines++;
      if (firstLongLine === 0) firstLongLine = n;
      onLine("", n);
    } else {
      onLine(text, n);
    }
  };
  /** Keep the unfinished end of a chunk, or only the fact that it is over-long. */
  const hold = (part: string) => {
    if (long || pending.length + part.length > lineLimit) {
      long = true;
      pending = "";
    } else {
      pending += part;
    }
  };

  return {
    push(chunk) {
      if (typeof chunk !== "string" || chunk.length === 0) return;
      characters += chunk.length;
      // A CRLF split across two chunks: the LF ends nothing.
      const body = lastWasCR && chunk.charCodeAt(0) === 10 ? chunk.slice(1) : chunk;
      lastWasCR = body.charCodeAt(body.length - 1) === 13;
      const parts = body.includes("\r") ? body.split(LINE_END) : body.split("\n");
      const last = parts.length - 1;
      for (let i = 0; i < last; i++) {
        const part = parts[i] as string;
        if (i === 0 && (pending !== "" || long)) {
          hold(part);
          hand(pending, long);
          pending = "";
          long = false;
        } else {
          hand(part, false);
        }
      }
      hold(parts[last] as string);
    },
    end() {
      if (pending !== "" || long) hand(pending, long);
      pending = "";
      long = false;
      return { lines, characters, longLines, firstLongLine };
    },
  };
}

const LINE_END = /\r\n|\r|\n/;
