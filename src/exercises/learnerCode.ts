/**
 * Compiling a learner's code into a function over named values, and mapping an error back to the
 * line of the editor it came from. Pure helpers: used by the exercise worker and the page.
 */

/** The name the compiled code carries in stack traces (`//# sourceURL`). */
export const LEARNER_SOURCE_URL = "learner-code.js";

/** An error of the learner's code, as shown next to the editor. */
export interface LearnerError {
  /** "SyntaxError", "TypeError", "VerbsError", ... */
  readonly name: string;
  readonly message: string;
  /** 1-based line in the editor, when known. */
  readonly line?: number;
  /** 1-based column, when known. */
  readonly column?: number;
}

/** The body `new Function` receives: strict mode on a line of its own, then the code. */
export function functionBody(code: string): string {
  return `"use strict";\n${code}\n//# sourceURL=${LEARNER_SOURCE_URL}`;
}

/**
 * Compiles `code` as the body of a function taking `names`.
 * `compileLearnerCode(["a"], "return a + 1")(2)` -> 3
 * @throws SyntaxError when the code does not parse (without a position: see syntaxCheckScript).
 */
export function compileLearnerCode(
  names: readonly string[],
  code: string,
): (...values: unknown[]) => unknown {
  return new Function(...names, functionBody(code)) as (...values: unknown[]) => unknown;
}

let probeLine: number | undefined;

/**
 * The line a stack trace reports for the first line of learner code, measured once on this
 * engine by throwing from a probe compiled the same way (engines wrap a `new Function` body in a
 * header of their own).
 */
export function firstCodeLine(): number {
  if (probeLine === undefined) {
    try {
      compileLearnerCode(["probe"], 'throw new Error("probe")')();
    } catch (error) {
      probeLine = locationInStack(error instanceof Error ? error.stack : undefined)?.line ?? 4;
    }
  }
  return probeLine ?? 4;
}

/** The first `learner-code.js:line:column` in a stack trace: `locationInStack("at x (learner-code.js:5:3)")` -> {line: 5, column: 3}. */
export function locationInStack(stack: string | undefined): { line: number; column: number } | undefined {
  if (typeof stack !== "string") return undefined;
  const m = new RegExp(`${LEARNER_SOURCE_URL.replace(".", "\\.")}:(\\d+):(\\d+)`).exec(stack);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}

/**
 * Where in the editor an error thrown while running learner code happened: the innermost frame of
 * the learner's code (an error thrown inside a verb points at the line that called the verb).
 * `editorLocation(stack, 4, 10)` -> {line: 2, column: 5} for a frame at learner-code.js:5:5.
 */
export function editorLocation(
  stack: string | undefined,
  codeFirstLine: number,
  lineCount: number,
): { line: number; column: number } | undefined {
  const at = locationInStack(stack);
  if (!at) return undefined;
  const line = at.line - codeFirstLine + 1;
  return line >= 1 && line <= lineCount ? { line, column: at.column } : undefined;
}

/** Describes anything thrown by learner code; never throws itself. */
export function describeThrown(thrown: unknown, codeFirstLine: number, lineCount: number): LearnerError {
  if (thrown instanceof Error) {
    let stack: string | undefined;
    try {
      stack = thrown.stack;
    } catch {
      stack = undefined;
    }
    const at = editorLocation(stack, codeFirstLine, lineCount);
    return {
      name: typeof thrown.name === "string" && thrown.name !== "" ? thrown.name : "Error",
      message: String(thrown.message),
      ...(at ? { line: at.line, column: at.column } : {}),
    };
  }
  let text: string;
  try {
    text = String(thrown);
  } catch {
    text = typeof thrown;
  }
  return { name: "Error", message: text };
}

/**
 * A classic script that declares (never calls) a function with the learner's code as its body,
 * then says "parsed". Run as a Worker's script, a syntax error in it fires the worker's `error`
 * event with the line and column, which `new Function` does not expose; the code starts on line 2.
 */
export function syntaxCheckScript(names: readonly string[], code: string): string {
  return `(function (${names.join(", ")}) {"use strict";\n${code}\n});\npostMessage("parsed");\n`;
}

/** The editor line of a syntax error reported at `scriptLine` of {@link syntaxCheckScript}, if inside the code. */
export function syntaxErrorLine(scriptLine: number, lineCount: number): number | undefined {
  const line = scriptLine - 1;
  if (!Number.isInteger(line) || line < 1) return undefined;
  return Math.min(line, Math.max(1, lineCount));
}

/** Number of lines of `code` as the editor shows them. */
export function lineCount(code: string): number {
  return code.split("\n").length;
}
