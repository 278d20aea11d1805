import type { TestContext } from "vitest";

declare module "vitest" {
  interface TaskMeta {
    /** Each benchmark's budget: its median time per run in ms, or null for one reported without a budget. */
    budgets?: Record<string, number | null>;
  }
}

/** How long a benchmark runs (tinybench's run options) and what runs around each run (its hooks). */
export interface BenchWithinOptions {
  /** Least total time to spend measuring, ms (default 1000). */
  readonly time?: number;
  /** Least number of measured runs (default 64). */
  readonly iterations?: number;
  readonly warmupIterations?: number;
  /** Runs before each measured run, outside the measurement. */
  readonly beforeEach?: () => void | Promise<void>;
}

/**
 * Runs `fn` as the benchmark `name` (vitest bench: warm-up, then repeated timed runs) and records its
 * budget in the test's meta, where scripts/bench.mjs reads it beside the median vitest measured.
 * The budget is on the median wall time of one run of `fn`, in ms; null reports it without one.
 * @example test("parse", (c) => benchWithin(c, "parseNcclTests, 10,000 rows", 50, () => parseNcclTests(text)));
 */
export async function benchWithin(
  context: TestContext,
  name: string,
  budgetMs: number | null,
  fn: () => unknown,
  options: BenchWithinOptions = {},
): Promise<void> {
  context.task.meta.budgets = { ...context.task.meta.budgets, [name]: budgetMs };
  const { beforeEach, ...run } = options;
  await context.bench(name, beforeEach ? { beforeEach } : {}, fn).run(run);
}
