/**
 * One remark a measurement parser attaches to its input: a 1-based line number and a message.
 * Parsers return two lists of these: `diagnostics` (what could not be read, or reads but
 * contradicts itself, e.g. a row whose algbw is not size/time) and `notes` (what was read and is
 * worth knowing but is not a fault: tool warnings, elided lines, assumptions the parser made).
 * Line 0 means the remark is about the input as a whole.
 * @example const d: MeasurementDiagnostic = { line: 12, message: "could not read result row" };
 */
export interface MeasurementDiagnostic {
  /** 1-based line number in the input text (0: the input as a whole). */
  readonly line: number;
  /** What was found, in one sentence. */
  readonly message: string;
}
