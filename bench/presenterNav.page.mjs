#!/usr/bin/env node
// Budget: in the presenter view, a key press to the next slide rendered <= 100 ms (median).
// Standalone: `BASE_URL=http://127.0.0.1:4321 npx node bench/presenterNav.page.mjs` drives Chromium
// against a served build and prints one JSON line per chapter, then one for all chapters together:
// {"name":…,"median":…,"p90":…,"unit":"ms","budget":100}. One sample: press ArrowRight, from the
// key event's timestamp to the first frame after the next slide is on screen and current, with its
// live figure when it is a figure's slide (a checkpoint's or an exercise's has none). Timing starts once every figure of the deck is live (the presenter hydrates them all
// in the background after load); Home between passes is not counted.
import { chromium } from "@playwright/test";
import { quantile } from "./quantile.mjs";

const base = (process.env.BASE_URL ?? "http://127.0.0.1:4321").replace(/\/$/, "");
const samplesPerChapter = Number(process.env.PRESENTER_BENCH_SAMPLES ?? 20);
const budget = 100;

const line = (name, xs, extra = {}) =>
  JSON.stringify({
    name,
    median: Number(quantile(xs, 0.5).toFixed(1)),
    p90: Number(quantile(xs, 0.9).toFixed(1)),
    unit: "ms",
    budget,
    samples: xs.length,
    ...extra,
  });

/** In the page: resolve with the time from the next keydown to the frame after the presenter handled it. */
function armTimer() {
  window.__presenterNav = new Promise((resolve) => {
    const onKey = (event) => {
      document.removeEventListener("keydown", onKey, true);
      const t0 = event.timeStamp;
      // The presenter's own listener runs after this capturing one, before the next frame.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const current = document.querySelector('.slide[aria-current="step"]');
          const box = current?.getBoundingClientRect();
          resolve({
            ms: performance.now() - t0,
            slide: [...document.querySelectorAll(".slide")].indexOf(current) + 1,
            onScreen: box ? box.top < window.innerHeight && box.bottom > 0 : false,
            live:
              !current?.classList.contains("slide-figure") ||
              Boolean(current?.querySelector(".fab-figure.is-live .fab-chart svg")),
          });
        }, 0),
      );
    };
    document.addEventListener("keydown", onKey, true);
  });
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
let failed = false;
const all = [];
try {
  const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}/workshop/`);
  const hrefs = await page
    .locator('.workshop-index h2 a[href^="/workshop/"]')
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  for (const href of hrefs) {
    const slug = href.split("/")[2];
    try {
      await page.goto(`${base}${href}`);
      const slides = await page.locator(".slide").count();
      if (slides < 2) continue;
      await page.waitForFunction(
        () =>
          document.querySelectorAll(".slide-figure .fab-figure.is-live").length ===
          document.querySelectorAll(".slide-figure").length,
        undefined,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(300);
      const times = [];
      while (times.length < samplesPerChapter) {
        await page.keyboard.press("Home");
        for (let next = 2; next <= slides && times.length < samplesPerChapter; next++) {
          await page.evaluate(armTimer);
          await page.keyboard.press("ArrowRight");
          const r = await page.evaluate(() => window.__presenterNav);
          if (r.slide !== next || !r.onScreen || !r.live) {
            throw new Error(`expected slide ${next} on screen and live, got ${JSON.stringify(r)}`);
          }
          times.push(r.ms);
        }
      }
      all.push(...times);
      console.log(line(`presenter next slide: ${slug}`, times));
    } catch (error) {
      failed = true;
      console.error(`${slug}: ${error instanceof Error ? error.message : error}`);
    }
  }
  if (all.length > 0) console.log(line("presenter next slide: all chapters", all));
} finally {
  await browser.close();
}
if (failed) process.exitCode = 1;
