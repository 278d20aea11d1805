/**
 * How long a chapter takes in a workshop, from what the presenter shows: a planning rule for
 * trainers (the project's own, not a measured number), in minutes. Each figure slide is shown,
 * driven and discussed; each Predict checkpoint is asked, answered by the room and revealed; each
 * exercise is worked on by the participants; and every chapter opens with a short framing.
 */

/** What a chapter's session holds. */
export interface SessionParts {
  /** Figure slides. */
  readonly slides: number;
  /** Predict checkpoints. */
  readonly checkpoints: number;
  /** Hands-on exercises. */
  readonly exercises: number;
}

/** Minutes per part: framing once, then per slide, per checkpoint and per exercise. */
export const SESSION_MINUTES = { framing: 5, slide: 4, checkpoint: 3, exercise: 10 } as const;

/**
 * A chapter's session length in minutes.
 * @example sessionMinutes({ slides: 3, checkpoints: 2, exercises: 0 }) // 5 + 12 + 6 = 23
 */
export function sessionMinutes(parts: SessionParts): number {
  const m = SESSION_MINUTES;
  return m.framing + m.slide * parts.slides + m.checkpoint * parts.checkpoints + m.exercise * parts.exercises;
}

/**
 * The agenda: each session's start (minutes from the workshop's start) and length, in order.
 * @example agenda([10, 20]) // [{ start: 0, minutes: 10 }, { start: 10, minutes: 20 }]
 */
export function agenda(
  lengths: readonly number[],
): Array<{ readonly start: number; readonly minutes: number }> {
  let start = 0;
  return lengths.map((minutes) => {
    const slot = { start, minutes };
    start += minutes;
    return slot;
  });
}
