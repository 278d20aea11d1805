#!/usr/bin/env node
// Budgets: while a reader scrolls through any chapter, long tasks <= 50 ms in total and none over
// 50 ms (that is: none); also recorded per chapter in every language: the HTML's size, its DOM
// (elements, and all nodes: text and comments too, as served), and long tasks during the load.
// Standalone: `npx node bench/readerLoad.page.mjs` serves the build ($FABRIC_OUT_DIR or dist)
// gzip-compressed, as a static host does (scripts/serveGzipped.mjs), and prints JSON lines
// {"name","median","unit","budget","detail"}. One run: a cold load in a fresh 1280x800 context,
// long tasks observed from the document's start (PerformanceObserver 'longtask'); "at load" is
// until the network has been idle for a second; then the mouse wheel scrolls 100 px every 100 ms
// (a reader skimming, 1.25 screens a second) to the end, and "while scrolling" is from the first
// wheel step until a second after the last. Also, from a Chromium trace of the same run, the
// tasks over 50 ms of main-thread CPU time (mainThreadTasks.mjs): on a machine shared with other
// work the wall-time long tasks measure the machine as much as the page; these count only the
// page's own work. Medians of READER_BENCH_RUNS runs (default 3);
// READER_BENCH_PAGES=a,b keeps the chapters whose path contains one of these.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { serveGzipped } from "../scripts/serveGzipped.mjs";
import { mainThreadTasks, TRACE_CATEGORIES } from "./mainThreadTasks.mjs";
import { median } from "./quantile.mjs";

const outDir = process.env.FABRIC_OUT_DIR ?? "dist";
const runs = Number(process.env.READER_BENCH_RUNS ?? 3);
const picks = process.env.READER_BENCH_PAGES?.split(",");
const line = (name, median, unit, budget, detail) =>
  console.log(JSON.stringify({ name, median: Number(median.toFixed(1)), unit, budget, detail }));

/** Chapter paths in every language (English at /chapters/, others at /<lang>/chapters/). */
function chapterPaths() {
  const langs = ["", ...readdirSync(outDir).filter((d) => /^[a-z]{2}$/.test(d))];
  return langs
    .flatMap((lang) => {
      const dir = join(outDir, lang, "chapters");
      return existsSync(dir)
        ? readdirSync(dir).map((slug) => `${lang ? `/${lang}` : ""}/chapters/${slug}/`)
        : [];
    })
    .filter((p) => !picks || picks.some((pick) => p.includes(pick)));
}

/** In the page, before its own scripts: collect long tasks and count the served document's elements and nodes. */
function observe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  document.addEventListener("DOMContentLoaded", () => {
    window.__elements = document.getElementsByTagName("*").length;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let nodes = 0;
    while (walker.nextNode()) nodes++;
    window.__nodes = nodes;
  });
}

const SCROLL_MARK = "fab-bench-scroll";

/** One cold load and scroll-through of `url`: long tasks at load and while scrolling, elements. */
async function readOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(observe);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const scrollStart = await page.evaluate((mark) => performance.mark(mark).startTime, SCROLL_MARK);
  await page.mouse.move(640, 400);
  for (let i = 0; i < 2000; i++) {
    const atEnd = await page.evaluate(
      () => scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
    );
    if (atEnd) break;
    await page.mouse.wheel(0, 100);
    await page.waitForTimeout(100);
  }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1000);
  const { tasks, elements, nodes } = await page.evaluate(() => ({
    tasks: window.__longTasks,
    elements: window.__elements,
    nodes: window.__nodes,
  }));
  const trace = JSON.parse((await browser.stopTracing()).toString());
  const cpu = mainThreadTasks(trace.traceEvents ?? trace, SCROLL_MARK);
  await context.close();
  const sum = (xs) => xs.reduce((a, t) => a + t.duration, 0);
  const cpuLong = cpu.tasks.filter((t) => t.cpu > 50);
  const cpuScrolling = cpuLong.filter((t) => t.start >= cpu.markTs);
  const atLoad = tasks.filter((t) => t.start < scrollStart);
  const scrolling = tasks.filter((t) => t.start >= scrollStart);
  return {
    elements,
    nodes,
    load: sum(atLoad),
    scroll: sum(scrolling),
    longest: Math.max(0, ...scrolling.map((t) => t.duration)),
    count: scrolling.length,
    cpuLoad: cpuLong.filter((t) => t.start < cpu.markTs).reduce((a, t) => a + t.cpu, 0),
    cpuScroll: cpuScrolling.reduce((a, t) => a + t.cpu, 0),
    cpuLongest: Math.max(0, ...cpuScrolling.map((t) => t.cpu)),
  };
}

const { base, close } = await serveGzipped(outDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  for (const path of chapterPaths()) {
    const html = readFileSync(join(outDir, path, "index.html"));
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await readOnce(browser, base + path));
    const pick = (key) => samples.map((s) => s[key]);
    const list = (key) =>
      pick(key)
        .map((x) => x.toFixed(0))
        .join(", ");
    line(
      `${path} HTML`,
      html.length / 1024,
      "KB",
      undefined,
      `gzip ${(gzipSync(html).length / 1024).toFixed(1)} KB`,
    );
    line(`${path} DOM elements as served`, median(pick("elements")), "elements", undefined, "");
    line(`${path} DOM nodes as served`, median(pick("nodes")), "nodes", undefined, "");
    line(`${path} long tasks at load`, median(pick("load")), "ms", undefined, `runs: ${list("load")}`);
    line(
      `${path} long tasks while scrolling`,
      median(pick("scroll")),
      "ms",
      50,
      `runs: ${list("scroll")}; count ${list("count")}`,
    );
    line(
      `${path} longest task while scrolling`,
      median(pick("longest")),
      "ms",
      50,
      `runs: ${list("longest")}`,
    );
    line(
      `${path} long tasks while scrolling, CPU time`,
      median(pick("cpuScroll")),
      "ms",
      undefined,
      `tasks over 50 ms of main-thread CPU; runs: ${list("cpuScroll")}; longest ${list("cpuLongest")}; at load ${list("cpuLoad")}`,
    );
  }
} finally {
  await browser.close();
  await close();
}
