// Totals from vitest's and Playwright's JSON reports.
import { readFileSync } from "node:fs";

/** Count passed / failed / skipped tests in the given report files. */
export function summarize(files) {
  const counts = { passed: 0, failed: 0, skipped: 0, seen: {} };
  if (files.vitest) {
    const r = JSON.parse(readFileSync(files.vitest, "utf8"));
    counts.passed += r.numPassedTests ?? 0;
    counts.failed += (r.numFailedTests ?? 0) + (r.numRuntimeErrorTestSuites ?? 0);
    counts.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A test file that failed to load counts as a failure even with no test in it.
    for (const suite of r.testResults ?? []) {
      if (suite.status === "failed" && (suite.assertionResults ?? []).length === 0) counts.failed += 1;
    }
    counts.seen.vitest = true;
  }
  if (files.playwright) {
    const r = JSON.parse(readFileSync(files.playwright, "utf8"));
    const s = r.stats ?? {};
    counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
    counts.failed += s.unexpected ?? 0;
    counts.skipped += s.skipped ?? 0;
    for (const e of r.errors ?? []) if (e) counts.failed += 1;
    counts.seen.playwright = true;
  }
  return counts;
}
