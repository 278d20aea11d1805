#!/usr/bin/env node
// All tests: type check, lint, unit and property tests (vitest), the site build, and browser
// tests (Playwright against astro preview). Every step runs even if an earlier one failed, so one
// run reports everything; then one plain line "N passed, N failed" from the JSON reports.
//
// The type check and the unit tests run side by side (tsc keeps one core busy, vitest's workers the
// rest: 45 s together against 58 s one after the other on the 2-core CI machine); each one's output
// is printed whole when it ends. The build waits for both, since astro check and astro build share
// the .astro folder.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { portRefusal, serverOnPort } from "./serverOnPort.mjs";
import { summarize } from "./summarize.mjs";

// The browser tests start their own preview of the build on this port: refuse now, not after the
// build, when something already listens there (most often `npm run dev` from the README).
const port = Number(process.env.PREVIEW_PORT ?? 4321);
if (process.env.PLAYWRIGHT_REUSE_SERVER !== "1") {
  const refusal = portRefusal(port, await serverOnPort(port));
  if (refusal) {
    console.error(refusal);
    console.log("0 passed, 1 failed");
    process.exit(1);
  }
}

const steps = [
  { name: "type check (astro check + tsc)", cmd: "npm", args: ["run", "--silent", "check"], stage: 0 },
  {
    name: "unit and property tests (vitest)",
    cmd: "npx",
    args: ["vitest", "run"],
    report: "vitest",
    stage: 0,
  },
  { name: "lint (biome)", cmd: "npx", args: ["biome", "check", "."], stage: 1 },
  { name: "build (astro + pagefind)", cmd: "npm", args: ["run", "--silent", "build"], stage: 1 },
  {
    name: "browser tests (playwright)",
    cmd: "npx",
    args: ["playwright", "test"],
    report: "playwright",
    stage: 2,
    needs: "build (astro + pagefind)",
  },
];

/** Run one step; with `buffered`, hold its output and print it in one piece when it ends. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      stdio: buffered ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, FORCE_COLOR: "0" },
    });
    const chunks = [];
    child.stdout?.on("data", (c) => chunks.push(c));
    child.stderr?.on("data", (c) => chunks.push(c));
    child.on("error", (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on("close", (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (buffered) console.log(`\n== ${step.name} (${seconds} s)\n${Buffer.concat(chunks).toString()}`);
      else console.log(`== ${step.name}: ${seconds} s`);
      resolve(status === 0);
    });
  });
}

rmSync("reports", { recursive: true, force: true });
mkdirSync("reports", { recursive: true });
const results = new Map();
for (const stage of [...new Set(steps.map((s) => s.stage))]) {
  const group = steps.filter((s) => s.stage === stage);
  await Promise.all(
    group.map(async (step) => {
      if (step.needs && !results.get(step.needs)?.ok) {
        console.log(`\n== ${step.name}: skipped, ${step.needs} failed`);
        results.set(step.name, { ...step, ok: false, skipped: true });
        return;
      }
      const alone = group.length === 1;
      if (alone) console.log(`\n== ${step.name}`);
      results.set(step.name, { ...step, ok: await run(step, !alone) });
    }),
  );
}

const counts = summarize({
  vitest: existsSync("reports/vitest.json") ? "reports/vitest.json" : undefined,
  playwright: existsSync("reports/playwright.json") ? "reports/playwright.json" : undefined,
});
// Steps that are not test runners count as one test each (a failed build or lint is a failure).
for (const r of results.values()) {
  if (r.report) {
    if (!r.ok && !counts.seen[r.report]) counts.failed += 1;
    continue;
  }
  if (r.ok) counts.passed += 1;
  else counts.failed += 1;
}
console.log("");
for (const step of steps) {
  const r = results.get(step.name);
  console.log(`${r.ok ? "ok  " : r.skipped ? "skip" : "FAIL"}  ${r.name}`);
}
console.log(
  `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`,
);
const stepFailed = [...results.values()].some((r) => !r.ok);
process.exit(counts.failed > 0 || counts.passed === 0 || stepFailed ? 1 : 0);
