/**
 * What every fuzz suite under test/fuzz shares: a fixed seed, so a failure is replayed by the
 * same run, and a time cap per property, so CI's unit-test step stays bounded whatever the
 * machine. A property stops early when its cap is reached (the runs made so far count, as many
 * as the machine allowed), never later; `numRuns` is what an idle machine does well within it.
 * @example fc.assert(property, fuzzRuns(200)) // seed 20, 200 runs, at most FUZZ_PROPERTY_MS
 */
import type fc from "fast-check";

/**
 * The seed of every fuzz property: a failure prints it with its path, and replays. CI runs seed
 * 20; `FABRIC_FUZZ_SEED=<n> npx vitest run fuzz` explores another one on a developer's machine.
 */
export const FUZZ_SEED = Number(process.env.FABRIC_FUZZ_SEED ?? 20);

/** Longest time one fuzz property runs, ms, before it stops with the runs it has made. */
export const FUZZ_PROPERTY_MS = 8_000;

/** fast-check parameters of a fuzz property: fixed seed, `numRuns` runs, capped at `capMs`. */
export function fuzzRuns(numRuns: number, capMs: number = FUZZ_PROPERTY_MS): fc.Parameters<unknown> {
  return { seed: FUZZ_SEED, numRuns, interruptAfterTimeLimit: capMs };
}

/**
 * A loop over generated cases that stops at `capMs` (for suites that await each case, which
 * fc.assert's synchronous form cannot): true while there is time left.
 * @example const more = fuzzDeadline(); for (const c of cases) { if (!more()) break; ... }
 */
export function fuzzDeadline(capMs: number = FUZZ_PROPERTY_MS): () => boolean {
  const end = performance.now() + capMs;
  return () => performance.now() < end;
}
