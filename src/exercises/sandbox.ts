/**
 * Runs a learner's code for one exercise: a fresh setting, the code as a function body over the
 * exercise's names plus `log` and `console` (both print to the page, never to the real console),
 * then the exercise's observe and check. Synchronous; the page runs it in a Web Worker it can
 * terminate, tests run it directly. Never throws: every outcome is data.
 */
import type { AnyExercise, Verdict } from "./Exercise.ts";
import { formatLogLine } from "./formatValue.ts";
import {
  compileLearnerCode,
  describeThrown,
  firstCodeLine,
  type LearnerError,
  lineCount,
} from "./learnerCode.ts";

/** Most log lines kept from one run. */
export const MAX_LOG_LINES = 200;

/** What one run produced. */
export interface SandboxResult {
  /** Names the code was compiled with, in order (the page needs them to locate a syntax error). */
  readonly names: readonly string[];
  readonly logs: readonly string[];
  /** Log lines beyond {@link MAX_LOG_LINES}, not kept. */
  readonly droppedLogs: number;
  /** What the code threw (or why it did not compile); then there is no verdict. */
  readonly error?: LearnerError;
  readonly verdict?: Verdict;
}

/** Runs `code` against a fresh setting of `exercise` and checks the outcome. */
export function runExercise(exercise: AnyExercise, code: string): SandboxResult {
  const logs: string[] = [];
  let droppedLogs = 0;
  const log = (...values: unknown[]): void => {
    if (logs.length < MAX_LOG_LINES) logs.push(formatLogLine(values));
    else droppedLogs++;
  };
  const shim = Object.freeze({ log, info: log, warn: log, error: log, debug: log });
  const names = [...exercise.scopeNames, "log", "console"];
  const done = (rest: { error?: LearnerError; verdict?: Verdict }): SandboxResult => ({
    names,
    logs,
    droppedLogs,
    ...rest,
  });

  let setup: ReturnType<AnyExercise["setup"]>;
  try {
    setup = exercise.setup();
  } catch (thrown) {
    return done({ verdict: crashed(thrown) });
  }
  let run: (...values: unknown[]) => unknown;
  try {
    run = compileLearnerCode(names, code);
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return done({ error: { name: "SyntaxError", message } });
  }
  const values = [...exercise.scopeNames.map((n) => setup.scope[n]), log, shim];
  let returned: unknown;
  try {
    returned = run.apply(undefined, values);
  } catch (thrown) {
    return done({ error: describeThrown(thrown, firstCodeLine(), lineCount(code)) });
  }
  try {
    return done({ verdict: exercise.check(exercise.observe(setup.world, returned)) });
  } catch (thrown) {
    return done({ verdict: crashed(thrown) });
  }
}

function crashed(thrown: unknown): Verdict {
  const message = thrown instanceof Error ? `${thrown.name}: ${thrown.message}` : String(thrown);
  return { pass: false, key: "ex.ui.checkCrashed", vars: { message } };
}
