/**
 * What one run of a lab comes to, as the page shows it: the runner's outcome checked against the
 * lab's expected output, and the badge and sentence that say so (UI strings only).
 */
import type { RunOutcome } from "../exercises/protocol.ts";
import type { UiKey } from "../lib/i18n.ts";
import { compareOutput } from "./compareOutput.ts";
import type { LabTypeError } from "./labTypeCheck.ts";

/** How a run ended, with the expected-output check when the lab ran to its end. */
export type LabVerdict =
  | { readonly kind: "pass"; readonly lines: number }
  | {
      readonly kind: "differs";
      readonly line: number;
      readonly expected: string | undefined;
      readonly actual: string | undefined;
    }
  | {
      readonly kind: "error";
      readonly name: string;
      readonly message: string;
      readonly line?: number;
      readonly column?: number;
      readonly unreadable?: true;
    }
  | { readonly kind: "syntax"; readonly message: string; readonly line?: number; readonly column?: number }
  /** The type checker found errors (the run's own view is kept for "Run anyway"). */
  | { readonly kind: "types"; readonly errors: readonly LabTypeError[]; readonly line: number }
  | { readonly kind: "timeout"; readonly seconds: number }
  | { readonly kind: "stopped" }
  | { readonly kind: "failed"; readonly reason: string };

/** A run as shown: its verdict and what the lab printed. */
export interface LabRunView {
  readonly verdict: LabVerdict;
  readonly logs: readonly string[];
  readonly droppedLogs: number;
}

/**
 * The view of a run whose code has type errors: the errors first; what the run printed stays in
 * `run` for the learner who runs it anyway.
 * `typeErrorView([{ line: 1, column: 7, code: 2322, message: "…" }], run).verdict.kind` -> "types"
 */
export function typeErrorView(
  errors: readonly LabTypeError[],
  run: LabRunView,
): LabRunView & { readonly run: LabRunView } {
  return { verdict: { kind: "types", errors, line: errors[0]?.line ?? 1 }, logs: [], droppedLogs: 0, run };
}

/**
 * The verdict of `outcome` given the lab's `expected` output.
 * `labRunView({ kind: "result", result: { logs: ["a"], droppedLogs: 0 } }, "a\n").verdict` -> { kind: "pass", lines: 1 }
 */
export function labRunView(outcome: RunOutcome, expected: string): LabRunView {
  switch (outcome.kind) {
    case "result": {
      const { logs, droppedLogs, error } = outcome.result;
      if (error) return { verdict: { kind: "error", ...error }, logs, droppedLogs };
      const check = compareOutput(expected, logs.join("\n"));
      const verdict: LabVerdict = check.same
        ? { kind: "pass", lines: check.lines }
        : { kind: "differs", line: check.line, expected: check.expected, actual: check.actual };
      return { verdict, logs, droppedLogs };
    }
    case "syntax":
      return { verdict: outcome, logs: [], droppedLogs: 0 };
    case "timeout":
    case "stopped":
    case "failed":
      return { verdict: outcome, logs: [], droppedLogs: 0 };
  }
}

/** The badge and sentence of a verdict, as UI keys with their values. */
export interface VerdictText {
  /** "pass", "fail", "error" or "timeout": the badge's colour. */
  readonly tone: "pass" | "fail" | "error" | "timeout";
  readonly badge: UiKey;
  readonly message: UiKey;
  readonly vars: Readonly<Record<string, string | number>>;
}

/**
 * The badge and sentence for `verdict`.
 * `verdictText({ kind: "timeout", seconds: 5 })` -> { tone: "timeout", badge: "labs.badgeStopped", message: "labs.timeout", vars: { seconds: 5 } }
 */
export function verdictText(verdict: LabVerdict): VerdictText {
  switch (verdict.kind) {
    case "pass":
      return { tone: "pass", badge: "labs.badgePass", message: "labs.pass", vars: { lines: verdict.lines } };
    case "differs":
      return {
        tone: "fail",
        badge: "labs.badgeDiffers",
        message:
          verdict.actual === undefined
            ? "labs.differsShort"
            : verdict.expected === undefined
              ? "labs.differsLong"
              : "labs.differs",
        vars: { line: verdict.line },
      };
    case "error":
      if (verdict.unreadable)
        return { tone: "error", badge: "labs.badgeError", message: "labs.unreadable", vars: {} };
      return verdict.line !== undefined
        ? {
            tone: "error",
            badge: "labs.badgeError",
            message: "labs.errorAt",
            // Stripping the types moves columns, never lines: the line is exact, the column is not shown.
            vars: { line: verdict.line, name: verdict.name, message: verdict.message },
          }
        : {
            tone: "error",
            badge: "labs.badgeError",
            message: "labs.errorNoLine",
            vars: { name: verdict.name, message: verdict.message },
          };
    case "syntax":
      return verdict.line !== undefined
        ? {
            tone: "error",
            badge: "labs.badgeError",
            message: "labs.syntaxAt",
            vars: { line: verdict.line, column: verdict.column ?? 1, message: verdict.message },
          }
        : {
            tone: "error",
            badge: "labs.badgeError",
            message: verdict.message === "" ? "labs.syntaxUnknown" : "labs.syntax",
            vars: { message: verdict.message },
          };
    case "types": {
      const first = verdict.errors[0];
      return {
        tone: "error",
        badge: "labs.badgeTypes",
        message: "labs.typeErrors",
        vars: { n: verdict.errors.length, line: verdict.line, message: first?.message ?? "" },
      };
    }
    case "timeout":
      return {
        tone: "timeout",
        badge: "labs.badgeStopped",
        message: "labs.timeout",
        vars: { seconds: verdict.seconds },
      };
    case "stopped":
      return { tone: "timeout", badge: "labs.badgeStopped", message: "labs.stopped", vars: {} };
    case "failed":
      return {
        tone: "error",
        badge: "labs.badgeError",
        message: "labs.runnerFailed",
        vars: { reason: verdict.reason },
      };
  }
}
