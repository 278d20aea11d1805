import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";

/**
 * Largest input the parsers read, in UTF-16 code units (5 Mi, about 5 MB of ASCII). Real outputs are
 * a few kB; past this the parsers read only the first part and say so.
 */
export const measurementInputLimit = 5 * 1024 * 1024;

/** Longest line the parsers look at, in characters; no real tool output line comes close. */
export const measurementLineLimit = 10_000;

/** Input text split into lines, ready for a parser, plus remarks about what was cut. */
export interface MeasurementLines {
  /** Lines with their end-of-line characters removed; index i is line i + 1. Over-long lines are "". */
  readonly lines: readonly string[];
  /** Remarks about over-long input or lines, or input that was not text. */
  readonly diagnostics: readonly MeasurementDiagnostic[];
}

/**
 * Split tool output into lines (LF, CRLF or CR), guarding size: input past
 * `measurementInputLimit` is cut at the last line break before the limit, and lines longer than
 * `measurementLineLimit` are blanked, each with a diagnostic. Never throws.
 * @example measurementLines("a\r\nb").lines // ["a", "b"]
 */
export function measurementLines(text: unknown): MeasurementLines {
  const diagnostics: MeasurementDiagnostic[] = [];
  if (typeof text !== "string") {
    return { lines: [], diagnostics: [{ line: 0, code: "input-not-text", values: {} }] };
  }
  let body = text;
  if (body.length > measurementInputLimit) {
    const cut = Math.max(body.lastIndexOf("\n", measurementInputLimit), 0);
    diagnostics.push({
      line: 0,
      code: "input-cut",
      values: { characters: body.length, limit: measurementInputLimit, read: cut },
    });
    body = body.slice(0, cut);
  }
  const lines = body.split(/\r\n|\r|\n/);
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  let longLines = 0;
  for (let i = 0; i < lines.length; i++) {
    if ((lines[i] ?? "").length > measurementLineLimit) {
      if (longLines < 10) {
        diagnostics.push({ line: i + 1, code: "line-too-long", values: { limit: measurementLineLimit } });
      }
      longLines++;
      lines[i] = "";
    }
  }
  if (longLines > 10) {
    diagnostics.push({ line: 0, code: "more-long-lines", values: { count: longLines - 10 } });
  }
  return { lines, diagnostics };
}
