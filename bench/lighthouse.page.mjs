#!/usr/bin/env node
// Budgets: Lighthouse mobile performance >= 95 and Total Blocking Time <= 150 ms on the NCCL,
// shared-bus and study chapters (English and Korean).
// Standalone: `npx node bench/lighthouse.page.mjs` serves the build ($FABRIC_OUT_DIR or dist)
// gzip-compressed (scripts/serveGzipped.mjs) and runs Lighthouse from the npm registry (its
// default: a mobile device, simulated throttling) on Debian's Chromium, headless with no sandbox,
// a fresh browser per run. Prints JSON lines {"name","median","unit","budget","detail"}: medians of
// LIGHTHOUSE_RUNS runs (default 3) per page; LIGHTHOUSE_PAGES=a,b picks other chapter paths.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { serveGzipped } from "../scripts/serveGzipped.mjs";
import { median } from "./quantile.mjs";

const outDir = process.env.FABRIC_OUT_DIR ?? "dist";
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chapters = ["nccl-all-reduce", "shared-bus-vs-switched-fabric", "why-the-network-decides"];
const pages =
  process.env.LIGHTHOUSE_PAGES?.split(",") ??
  ["", "/ko"].flatMap((lang) => chapters.map((slug) => `${lang}/chapters/${slug}/`));
const line = (name, values, unit, budget) =>
  console.log(
    JSON.stringify({
      name,
      median: Number(median(values).toFixed(unit === "score" ? 0 : 1)),
      unit,
      budget,
      detail: `median of ${values.length}: ${values.map((v) => v.toFixed(0)).join(", ")}`,
    }),
  );

/** One Lighthouse run of `url` (performance only) in a fresh Chromium. */
async function audit(url) {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ["performance"],
      logLevel: "error",
      output: "json",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse: ${runtimeError.code} ${runtimeError.message}`);
    return {
      score: (categories.performance?.score ?? Number.NaN) * 100,
      tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const { base, close } = await serveGzipped(outDir);
try {
  for (const path of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(base + path));
    line(
      `${path} Lighthouse mobile performance`,
      results.map((r) => r.score),
      "score",
      95,
    );
    line(
      `${path} Lighthouse mobile TBT`,
      results.map((r) => r.tbt),
      "ms",
      150,
    );
    line(
      `${path} Lighthouse mobile LCP`,
      results.map((r) => r.lcp),
      "ms",
      undefined,
    );
  }
} finally {
  await close();
}
