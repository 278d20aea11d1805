#!/usr/bin/env node
// Compare the figures two builds render at build time (their static markup: each figure's default
// or authored state), page by page: `node scripts/compareFigures.mjs <before> [<after>]` (folders
// of built sites; <after> defaults to $FABRIC_OUT_DIR or dist). Charts and whole figures (title,
// controls, summary, table, links) are compared after `drawingMarkup` (comments, whitespace
// between elements and attribute order left out). `--figures=a,b` compares only those figure ids.
// Prints one line per difference and a count per figure id; exits 1 if any figure differs.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parseHTML } from "linkedom";
import { drawingMarkup } from "./drawingMarkup.mjs";

const args = process.argv.slice(2);
const dirs = args.filter((a) => !a.startsWith("--"));
const before = dirs[0];
const after = dirs[1] ?? process.env.FABRIC_OUT_DIR ?? "dist";
const only = args
  .find((a) => a.startsWith("--figures="))
  ?.slice(10)
  .split(",");
if (!before) {
  console.error("usage: node scripts/compareFigures.mjs <before-dir> [<after-dir>] [--figures=a,b]");
  process.exit(2);
}

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

/** The figures of a page in order: id, chart markup, whole-figure markup. */
function figuresOf(file) {
  const { document } = parseHTML(readFileSync(file, "utf8"));
  return [...document.querySelectorAll("[data-figure]")]
    .map((host) => ({ id: host.getAttribute("data-figure") ?? "", host }))
    .filter(({ id }) => !only || only.includes(id))
    .map(({ id, host }) => {
      const chart = host.querySelector(".fab-chart")?.firstElementChild;
      const figure = host.querySelector("figure");
      return {
        id,
        chart: chart ? drawingMarkup(chart) : "",
        figure: figure ? drawingMarkup(figure) : "",
      };
    });
}

/** Where two strings first differ, with some context. */
function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `at ${i}:\n    before …${a.slice(from, i + 80)}…\n    after  …${b.slice(from, i + 80)}…`;
}

const counts = new Map();
const count = (id, key) => {
  const c = counts.get(id) ?? { same: 0, chartDiffers: 0, figureDiffers: 0, missing: 0 };
  c[key]++;
  counts.set(id, c);
};
let differences = 0;
for (const file of htmlFiles(before)) {
  const page = relative(before, file);
  const old = figuresOf(file);
  if (old.length === 0) continue;
  let fresh = [];
  try {
    fresh = figuresOf(join(after, page));
  } catch {
    fresh = [];
  }
  old.forEach((figure, i) => {
    const now = fresh[i];
    if (!now || now.id !== figure.id) {
      count(figure.id, "missing");
      differences++;
      console.log(`${page} ${figure.id}: not found in ${after}`);
    } else if (now.chart !== figure.chart) {
      count(figure.id, "chartDiffers");
      differences++;
      console.log(`${page} ${figure.id}: chart differs ${firstDifference(figure.chart, now.chart)}`);
    } else if (now.figure !== figure.figure) {
      count(figure.id, "figureDiffers");
      differences++;
      console.log(`${page} ${figure.id}: figure differs ${firstDifference(figure.figure, now.figure)}`);
    } else count(figure.id, "same");
  });
}
console.log("\nfigure id                         same  chart differs  figure differs  missing");
for (const [id, c] of [...counts].sort()) {
  console.log(
    `${id.padEnd(32)} ${String(c.same).padStart(5)} ${String(c.chartDiffers).padStart(14)} ${String(c.figureDiffers).padStart(15)} ${String(c.missing).padStart(8)}`,
  );
}
const total = [...counts.values()].reduce(
  (n, c) => n + c.same + c.chartDiffers + c.figureDiffers + c.missing,
  0,
);
console.log(`\n${total - differences} of ${total} figure renderings the same`);
process.exit(differences > 0 ? 1 : 0);
