#!/usr/bin/env node
// All tests: type check, lint, unit and property tests (vitest), the site build, and browser
// tests (Playwright against astro preview). Every step runs even if an earlier one failed, so one
// run reports everything; then one plain line "N passed, N failed" from the JSON reports.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { summarize } from "./summarize.mjs";

const steps = [
  { name: "type check (astro check + tsc)", cmd: "npm", args: ["run", "--silent", "check"] },
  { name: "lint (biome)", cmd: "npx", args: ["biome", "check", "."] },
  { name: "unit and property tests (vitest)", cmd: "npx", args: ["vitest", "run"], report: "vitest" },
  { name: "build (astro + pagefind)", cmd: "npm", args: ["run", "--silent", "build"] },
  {
    name: "browser tests (playwright)",
    cmd: "npx",
    args: ["playwright", "test"],
    report: "playwright",
    needs: 3,
  },
];

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });
const results = [];
for (const [i, step] of steps.entries()) {
  if (step.needs !== undefined && !results[step.needs]?.ok) {
    console.log(`\n== ${step.name}: skipped, ${steps[step.needs]?.name} failed`);
    results.push({ ...step, ok: false, skipped: true });
    continue;
  }
  console.log(`\n== ${step.name}`);
  const run = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, FORCE_COLOR: "0" } });
  results[i] = { ...step, ok: run.status === 0 };
}

const counts = summarize({
  vitest: existsSync("reports/vitest.json") ? "reports/vitest.json" : undefined,
  playwright: existsSync("reports/playwright.json") ? "reports/playwright.json" : undefined,
});
// Steps that are not test runners count as one test each (a failed build or lint is a failure).
for (const r of results) {
  if (r.report) {
    if (!r.ok && !counts.seen[r.report]) counts.failed += 1;
    continue;
  }
  if (r.ok) counts.passed += 1;
  else counts.failed += 1;
}
console.log("");
for (const r of results) console.log(`${r.ok ? "ok  " : r.skipped ? "skip" : "FAIL"}  ${r.name}`);
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`,
);
const stepFailed = results.some((r) => !r.ok);
process.exit(counts.failed > 0 || counts.passed === 0 || stepFailed ? 1 : 0);
