import { yieldToMain } from "./yieldToMain.ts";

/** Longest stretch (ms) run before the main thread is handed back: well under a 50 ms long task. */
export const SLICE_MS = 8;

/**
 * Runs `steps` (a generator that pauses between pieces of work) to its end, handing the main
 * thread back (`pause`, by default `yieldToMain`) whenever a stretch of pieces has run for
 * `SLICE_MS`, so input and painting go on between them. After each hand-back it asks `wanted()`
 * and stops early when the work is no longer wanted (a newer request replaced it). Resolves true when the steps ran to
 * their end; rejects with what a piece threw.
 * @example await runInSlices(trainingAccuracySteps({ study }), () => run === latestRun)
 */
export async function runInSlices(
  steps: Iterator<unknown>,
  wanted: () => boolean = () => true,
  pause: () => Promise<void> = yieldToMain,
): Promise<boolean> {
  let sliceStart = performance.now();
  for (;;) {
    if (steps.next().done) return true;
    if (performance.now() - sliceStart >= SLICE_MS) {
      await pause();
      if (!wanted()) return false;
      sliceStart = performance.now();
    }
  }
}
