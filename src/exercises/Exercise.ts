/**
 * What an exercise is: a fresh simulated setting, the names the learner's code can use, starter
 * code, and a check. The learner's code runs as the body of a function over those names (in a Web
 * Worker in the page, directly in tests); `observe` then looks at what it did and returns plain
 * data, and `check` turns that data into a verdict with a learner-facing message.
 */
import type { UiKey } from "../lib/i18n.ts";

/** Pass or not, and the message to show (a UI key with its values). */
export interface Verdict {
  readonly pass: boolean;
  readonly key: UiKey;
  readonly vars: Readonly<Record<string, string | number>>;
}

/** A fresh setting: the private world `observe` inspects and the values the code sees by name. */
export interface ExerciseSetup<W> {
  readonly world: W;
  readonly scope: Readonly<Record<string, unknown>>;
}

/** One exercise. `W` is its world, `O` the plain data `observe` returns. */
export interface Exercise<W = unknown, O = unknown> {
  /** Kebab-case id, used in the page (`<Exercise id="…" />`) and the worker protocol. */
  readonly id: string;
  readonly title: UiKey;
  readonly hint: UiKey;
  /** Code shown in the editor at first and after Reset (plain JavaScript). */
  readonly starter: string;
  /** The names in scope, in order; `setup().scope` has exactly these keys. */
  readonly scopeNames: readonly string[];
  readonly setup: () => ExerciseSetup<W>;
  /** Looks at the world after the code ran (and what it returned); may drive the simulation further. */
  readonly observe: (world: W, returned: unknown) => O;
  /** Pure: observation in, verdict out. */
  readonly check: (observation: O) => Verdict;
}

/** Erases an exercise's type parameters for lists. */
export type AnyExercise = Exercise<unknown, unknown>;

/** Widens a concrete exercise for a list. */
export function anyExercise<W, O>(exercise: Exercise<W, O>): AnyExercise {
  return exercise as unknown as AnyExercise;
}
