import type { MeasurementResult } from "./MeasurementResult.ts";
import { measurementLineLimit } from "./measurementLines.ts";
import type { MeasurementLog } from "./measurementLog.ts";

/** Inputs larger than this many characters get a closing note on what was read and skipped. */
export const LARGE_INPUT_CHARS = 64 * 1024;

/** What the line splitter saw of the whole input, handed to a reader when the input ends. */
export interface MeasurementInputSummary {
  /** Lines in the input (those past the input limit not counted). */
  readonly lines: number;
  /** Characters read. */
  readonly characters: number;
  /** Lines longer than `measurementLineLimit`, read as empty. */
  readonly longLines: number;
  /** 1-based line of the first of them, 0 when none. */
  readonly firstLongLine: number;
  /** Characters past the reader's limit that were not read (0: the whole input was read). */
  readonly unreadCharacters: number;
  /** The reader's limit, characters (`measurementInputLimit` unless the caller set another). */
  readonly limit: number;
  /** U+FFFD characters in the input: bytes a decoder could not read as its encoding (mixed encodings). */
  readonly replaced: number;
}

/**
 * A tool's parser fed one line at a time, so an input of any length is read whole in bounded
 * memory: the parser keeps what matters (rows, header facts, what NCCL's log says, at most 100
 * remarks of a kind) and counts the rest.
 */
export interface MeasurementLineReader<R extends MeasurementResult = MeasurementResult> {
  /** One line of output, 1-based; terminal escapes removed, launcher and document decorations still on. */
  line(text: string, lineNumber: number): void;
  /** The input is over: the result. */
  end(input: MeasurementInputSummary): R;
}

/**
 * The remarks every reader makes about the input as a whole: over-long lines skipped, input past
 * the limit not read, characters that were not valid in the input's encoding, and, for a large input, how many lines were read and how many were not the
 * tool's (`used`: lines the reader took something from).
 * @example addInputRemarks(input, 120, diagnostics, notes);
 */
export function addInputRemarks(
  input: MeasurementInputSummary,
  used: number,
  diagnostics: MeasurementLog,
  notes: MeasurementLog,
): void {
  if (input.longLines > 0) {
    diagnostics.add(input.firstLongLine, "line-too-long", { limit: measurementLineLimit });
    if (input.longLines > 1) diagnostics.add(0, "more-long-lines", { count: input.longLines - 1 });
  }
  if (input.unreadCharacters > 0) {
    diagnostics.add(0, "input-cut", {
      characters: input.characters + input.unreadCharacters,
      limit: input.limit,
      read: input.characters,
    });
  }
  if (input.replaced > 0) notes.add(0, "input-not-utf8", { count: input.replaced });
  if (input.characters > LARGE_INPUT_CHARS) {
    notes.add(0, "input-read", {
      lines: input.lines,
      characters: input.characters,
      skipped: Math.max(0, input.lines - used),
    });
  }
}
