#!/usr/bin/env node
// Budget: a code edit to its output in a lab's in-page runner <= 300 ms (median), for every lab.
// Standalone: `BASE_URL=http://127.0.0.1:4321 npx node bench/labRun.page.mjs` drives Chromium
// against a served build and prints one JSON line per lab:
// {"name":…,"median":…,"p90":…,"unit":"ms","budget":300}. One run: type a character at the end of
// the code, press Run, wait until the verdict and output are in the page and painted. The first
// run (which fetches the type stripper and the runtime) is a warm-up, not counted.
import { chromium } from "@playwright/test";
import { quantile } from "./quantile.mjs";

const base = (process.env.BASE_URL ?? "http://127.0.0.1:4321").replace(/\/$/, "");
const runs = Number(process.env.LAB_BENCH_RUNS ?? 15);
const budget = 300;

/** The lab names the /labs/ index links to. */
async function labNames(page) {
  await page.goto(`${base}/labs/`);
  const hrefs = await page
    .locator('a[href^="/labs/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  return [...new Set(hrefs.map((h) => h.split("/")[2]).filter(Boolean))];
}

/** One edit-to-output time in the page, ms: insert a character, press Run, wait for the painted verdict. */
function editToOutput() {
  const runner = document.querySelector("section[data-lab]");
  const run = runner.querySelector("button[data-role=run]");
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const verdict = runner.dataset.verdict;
      if (verdict === undefined || verdict === "running") return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0));
    });
    observer.observe(runner, { attributes: true, attributeFilter: ["data-verdict"] });
    const t0 = performance.now();
    document.execCommand("insertText", false, " ");
    run.click();
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
let failed = false;
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  for (const name of await labNames(page)) {
    try {
      await page.goto(`${base}/labs/${name}/`);
      const runner = page.locator("section[data-lab]");
      await runner.locator(".cm-editor").waitFor();
      await page.waitForFunction(() =>
        document.querySelector("section[data-lab]")?.classList.contains("is-live"),
      );
      // The caret at the end of the code, where the edits go.
      await runner.locator(".cm-content").click();
      await page.keyboard.press("ControlOrMeta+End");
      await page.evaluate(editToOutput);
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await page.evaluate(editToOutput));
      const verdict = await runner.getAttribute("data-verdict");
      const line = {
        name: `lab ${name}: code edit to output`,
        median: Math.round(quantile(times, 0.5) * 10) / 10,
        p90: Math.round(quantile(times, 0.9) * 10) / 10,
        unit: "ms",
        budget,
        detail: `median of ${runs} runs; last verdict ${verdict}`,
      };
      process.stdout.write(`${JSON.stringify(line)}\n`);
    } catch (error) {
      failed = true;
      const message = String(error?.message ?? error).split("\n")[0];
      process.stdout.write(
        `${JSON.stringify({ name: `lab ${name}: code edit to output`, median: null, unit: "ms", budget, detail: `failed: ${message}` })}\n`,
      );
    }
  }
} finally {
  await browser.close();
}
process.exitCode = failed ? 1 : 0;
