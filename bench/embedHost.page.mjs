#!/usr/bin/env node
// Budget (issue 20): one figure embedded on the strict-CSP host: 0 console errors, LCP <= 400 ms,
// JS <= 120 KB gzip. For every figure, the host page of the embed tests (test/hosts/hostPages.ts:
// a plain page under a strict Content-Security-Policy, its own origin) shows that figure alone as
// a web component loaded from the notebook, which is served as a static host serves it
// (test/hosts/staticSite.ts: dist/_headers applied, on an origin of its own); both servers run in a
// process of their own (bench/embedHostServers.mjs), so the browser's requests wait on no work of
// the bench's own. Each run is a cold
// load in a fresh 1280x800 context: Largest Contentful Paint (PerformanceObserver
// 'largest-contentful-paint', the last entry once the figure is live), the time until its chart is
// live in its shadow root, the gzip size of every script loaded from the notebook (read from the
// build after the run, so no response body is read while the page loads), and console
// errors, uncaught exceptions and CSP violations (the host's own listener). Medians of
// EMBED_BENCH_RUNS runs (default 3); EMBED_BENCH_FIGURES=a,b keeps those figures.
// EMBED_BENCH_TIMELINE=1 also prints each figure's last run as a timeline from navigation: the
// host page's response, first contentful paint, every script from the notebook (Resource Timing:
// request start and response end, so a waterfall shows as starts that wait for earlier ends),
// LCP and the figure live.
// Standalone: `npx node bench/embedHost.page.mjs` (after `npm run build`) prints a table, the
// scripts of the heaviest figure by size, and JSON lines {"name","median","unit","budget","detail"}
// that `npm run bench` reads.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { median } from "./quantile.mjs";

const outDir = process.env.FABRIC_OUT_DIR ?? "dist";
const runs = Number(process.env.EMBED_BENCH_RUNS ?? 3);
const picks = process.env.EMBED_BENCH_FIGURES?.split(",");
const timeline = process.env.EMBED_BENCH_TIMELINE === "1";
const LCP_BUDGET_MS = 400;
const JS_BUDGET_KB = 120;

/** The figures the build embeds: the folders of dist/embed/ (besides the bundle's chunks). */
const figures = readdirSync(join(outDir, "embed"), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== "chunks")
  .map((d) => d.name)
  .filter((id) => !picks || picks.includes(id))
  .sort();

/** In the host page, before its scripts: keep the latest LCP entry and what it painted. */
function observeLcp() {
  window.__lcp = { time: 0, element: "" };
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (!last) return;
    const el = last.element;
    window.__lcp = {
      time: last.startTime,
      element: el ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}` : "(in a shadow root)",
    };
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

/**
 * In the host page: what happened when, in ms from navigation (`EMBED_BENCH_TIMELINE`): the
 * page's response, its first contentful paint, and each script from `origin`, requested then
 * received. Defined in the page by addInitScript (below), so it names no module of this file.
 */
function definePageTimeline() {
  window.timelineOf = (origin) => {
    const [nav] = performance.getEntriesByType("navigation");
    const events = [{ at: nav.responseEnd, what: "host page received" }];
    for (const p of performance.getEntriesByType("paint"))
      if (p.name === "first-contentful-paint")
        events.push({ at: p.startTime, what: "first contentful paint" });
    for (const r of performance.getEntriesByType("resource")) {
      if (!r.name.startsWith(origin)) continue;
      const file = r.name.slice(origin.length);
      events.push({ at: r.startTime, what: `  request ${file}` });
      events.push({ at: r.responseEnd, what: `  received ${file}` });
    }
    return events;
  };
}

const gzipSizes = new Map();
/** The gzip size of a built file by its URL path (bytes). */
function gzipSize(path) {
  let size = gzipSizes.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, path))).length;
    gzipSizes.set(path, size);
  }
  return size;
}

/** One cold load of figure `id` on the strict host. */
async function measure(browser, host, notebook, id) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observeLcp);
  if (timeline) await page.addInitScript(definePageTimeline);
  const errors = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  // Which scripts came from the notebook; their sizes are read from the build afterwards, so the
  // bench reads no response body while the page loads.
  const scripts = new Set();
  page.on("response", (res) => {
    if (res.request().resourceType() === "script" && res.url().startsWith(notebook) && res.ok())
      scripts.add(new URL(res.url()).pathname);
  });
  await page.goto(`${host}/figure/${id}/`);
  // Watched by a MutationObserver, not polled each frame: a requestAnimationFrame loop makes the
  // page run a frame every 16 ms, main-thread work the figure then competes with.
  const live = await page.evaluate(
    (tag) =>
      new Promise((resolve, reject) => {
        const give = setTimeout(() => reject(new Error(`${tag} not live within 20 s`)), 20_000);
        const isLive = (root) => root.querySelector(".fab-figure.is-live .fab-chart svg") !== null;
        const done = () => {
          clearTimeout(give);
          resolve(performance.now());
        };
        customElements.whenDefined(tag).then(() => {
          const root = document.querySelector(tag)?.shadowRoot;
          if (!root) return;
          if (isLive(root)) return done();
          const watcher = new MutationObserver(() => {
            if (!isLive(root)) return;
            watcher.disconnect();
            done();
          });
          watcher.observe(root, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ["class"],
          });
        });
      }),
    `fab-${id}`,
  );
  await page.waitForLoadState("networkidle");
  // Two frames after the figure is live, so its paint has been reported.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 100)))),
  );
  const { lcp, violations, events } = await page.evaluate(
    ([origin, wanted]) => ({
      lcp: window.__lcp,
      violations: window.__violations,
      events: wanted ? window.timelineOf(origin) : [],
    }),
    [notebook, timeline],
  );
  await context.close();
  const sizes = new Map([...scripts].map((path) => [path, gzipSize(path)]));
  return {
    lcp: lcp.time,
    lcpElement: lcp.element,
    live,
    jsKB: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024,
    scripts: sizes,
    errors: errors.length + violations.length,
    firstError: errors[0] ?? violations[0] ?? "",
    events: [...events, { at: live, what: "figure live" }, { at: lcp.time, what: "LCP" }].sort(
      (a, b) => a.at - b.at,
    ),
  };
}

// The servers answer from a process of their own (bench/embedHostServers.mjs).
const servers = spawn(
  process.execPath,
  [new URL("./embedHostServers.mjs", import.meta.url).pathname, outDir, figures.join(",")],
  {
    stdio: ["pipe", "pipe", "inherit"],
  },
);
const [firstLine] = await createInterface({ input: servers.stdout })
  [Symbol.asyncIterator]()
  .next()
  .then((r) => [r.value]);
const { notebook, host } = JSON.parse(firstLine);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});

const rows = [];
try {
  // Runs go round the figures, so a figure's samples spread over the whole bench and a busy spell
  // of the machine lands on many figures once rather than on one figure's every run.
  const samplesOf = new Map(figures.map((id) => [id, []]));
  // One load first, not counted: the first page a browser opens also pays for the browser's own
  // services starting, which a reader's running browser has done already.
  if (figures.length > 0) await measure(browser, host, notebook, figures[0]);
  for (let run = 0; run < runs; run++)
    for (const id of figures) samplesOf.get(id).push(await measure(browser, host, notebook, id));
  for (const id of figures) {
    const samples = samplesOf.get(id);
    rows.push({
      id,
      lcp: median(samples.map((s) => s.lcp)),
      lcps: samples.map((s) => s.lcp.toFixed(0)).join(", "),
      lcpElement: samples.at(-1).lcpElement,
      live: median(samples.map((s) => s.live)),
      jsKB: median(samples.map((s) => s.jsKB)),
      files: samples.at(-1).scripts.size,
      scripts: samples.at(-1).scripts,
      errors: Math.max(...samples.map((s) => s.errors)),
      firstError: samples.find((s) => s.firstError)?.firstError ?? "",
      events: samples.at(-1).events,
    });
  }
} finally {
  await browser.close();
  servers.stdin.end();
}

const pad = (s, n) => String(s).padEnd(n);
console.log(
  `\nOne figure on the strict-CSP host, medians of ${runs} cold loads (LCP <= ${LCP_BUDGET_MS} ms, JS <= ${JS_BUDGET_KB} KB gzip, 0 errors)`,
);
console.log(
  `${pad("figure", 26)}${pad("LCP ms", 9)}${pad("live ms", 9)}${pad("JS KB gz", 10)}${pad("files", 7)}${pad("errors", 8)}LCP element`,
);
for (const r of rows) {
  console.log(
    `${pad(r.id, 26)}${pad(r.lcp.toFixed(0), 9)}${pad(r.live.toFixed(0), 9)}${pad(r.jsKB.toFixed(1), 10)}${pad(r.files, 7)}${pad(r.errors, 8)}${r.lcpElement}${r.firstError ? `  first error: ${r.firstError}` : ""}`,
  );
}
if (timeline) {
  for (const r of rows) {
    console.log(`\nTimeline of ${r.id}'s last run (ms from navigation):`);
    for (const e of r.events) console.log(`  ${e.at.toFixed(0).padStart(6)}  ${e.what}`);
  }
}
const heaviest = rows.reduce((a, b) => (b.jsKB > a.jsKB ? b : a), rows[0]);
if (heaviest) {
  console.log(`\nScripts of the heaviest figure, ${heaviest.id} (KB gzip):`);
  for (const [url, bytes] of [...heaviest.scripts].sort((a, b) => b[1] - a[1])) {
    console.log(`  ${(bytes / 1024).toFixed(1).padStart(6)}  ${url}`);
  }
}
const json = (name, value, unit, budget, detail) =>
  console.log(JSON.stringify({ name, median: Number(value.toFixed(1)), unit, budget, detail }));
for (const r of rows) {
  json(
    `strict-CSP host ${r.id}: LCP`,
    r.lcp,
    "ms",
    LCP_BUDGET_MS,
    `median of ${runs}: ${r.lcps}; live at ${r.live.toFixed(0)} ms`,
  );
  json(`strict-CSP host ${r.id}: JS (gzip)`, r.jsKB, "KB", JS_BUDGET_KB, `${r.files} files`);
  json(`strict-CSP host ${r.id}: console errors`, r.errors, "", 0, r.firstError || "none in any run");
}
