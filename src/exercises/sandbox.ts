/**
 * Runs a learner's code for one exercise: a fresh setting, the code (already compiled by the
 * worker script into a function over the exercise's names plus `log` and `console`, which both
 * print to the page, never to the real console), then the exercise's observe and check.
 * Synchronous and never throws: every outcome is data. The page runs it in a Worker it can
 * terminate; tests run it directly.
 */
import type { AnyExercise, Verdict } from "./Exercise.ts";
import { formatLogLine } from "./formatValue.ts";
import { describeThrown, type LearnerError } from "./learnerCode.ts";

/** Most log lines kept from one run. */
export const MAX_LOG_LINES = 200;

/** What one run produced. */
export interface SandboxResult {
  readonly logs: readonly string[];
  /** Log lines beyond {@link MAX_LOG_LINES}, not kept. */
  readonly droppedLogs: number;
  /** What the code threw; then there is no verdict. */
  readonly error?: LearnerError;
  readonly verdict?: Verdict;
}

/** The names the learner's function takes, in order: the exercise's, then `log` and `console`. */
export function learnerNames(exercise: AnyExercise): string[] {
  return [...exercise.scopeNames, "log", "console"];
}

/**
 * Runs `learner` (the code compiled over {@link learnerNames}) against a fresh setting of
 * `exercise` and checks the outcome. `where` locates the code in stack traces.
 */
export function runExercise(
  exercise: AnyExercise,
  learner: (...values: unknown[]) => unknown,
  where: { readonly scriptUrl: string; readonly lines: number },
): SandboxResult {
  const logs: string[] = [];
  let droppedLogs = 0;
  const log = (...values: unknown[]): void => {
    if (logs.length < MAX_LOG_LINES) logs.push(formatLogLine(values));
    else droppedLogs++;
  };
  const shim = Object.freeze({ log, info: log, warn: log, error: log, debug: log });
  const done = (rest: { error?: LearnerError; verdict?: Verdict }): SandboxResult => ({
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
  const values = [...exercise.scopeNames.map((n) => setup.scope[n]), log, shim];
  let returned: unknown;
  try {
    returned = learner.apply(undefined, values);
  } catch (thrown) {
    return done({ error: describeThrown(thrown, where.scriptUrl, where.lines) });
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
