/**
 * Shared helpers for browser tests: the pages the build produced, and a page watcher that
 * records console errors, page errors, failed requests and requests leaving the origin.
 */
import { readdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Request } from "@playwright/test";

const DIST = process.env.FABRIC_OUT_DIR ?? "dist";

/** Every built page as a URL path (`/`, `/chapters/x/`, `/embed/y/`), 404 excluded. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name === "pagefind" || name === "_astro") continue;
        walk(path);
      } else if (name === "index.html") {
        out.push(`/${relative(DIST, dir)}/`.replace(/\/+/g, "/"));
      }
    }
  };
  walk(DIST);
  return out.sort();
}

/** Whether a built page's path is a chapter's, in any language. */
export const isChapterPage = (path: string): boolean => /^\/(?:[a-z]{2}\/)?chapters\/[^/]+\/$/.test(path);

/** Chapter pages only. */
export function chapterPages(): string[] {
  return builtPages().filter(isChapterPage);
}

/** Whether a built page's path is an English embed route (`/embed/<figure-id>/`). */
export const isEmbedPage = (path: string): boolean => /^\/embed\/[^/]+\/$/.test(path);

/** Problems seen on a page while a test ran, and the requests it has in flight. */
export interface PageProblems {
  readonly console: string[];
  readonly failed: string[];
  readonly external: string[];
  /** Requests started since `watch` and not yet finished or failed. */
  readonly inFlight: Set<Request>;
}

/**
 * Start recording problems on `page`. Only requests that start after this call count: on a tab
 * reused from an earlier test, the last page's requests cut short by the next navigation are not
 * this page's failures.
 */
export function watch(page: Page): PageProblems {
  const problems: PageProblems = { console: [], failed: [], external: [], inFlight: new Set() };
  const seen = new WeakSet<Request>();
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning")
      problems.console.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.console.push(`pageerror: ${error.message}`));
  page.on("request", (req) => {
    seen.add(req);
    problems.inFlight.add(req);
    const url = new URL(req.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) {
      problems.external.push(req.url());
    }
  });
  page.on("requestfinished", (req) => problems.inFlight.delete(req));
  page.on("requestfailed", (req) => {
    problems.inFlight.delete(req);
    if (!seen.has(req)) return;
    // Downloads started by tests and aborted navigations are not failures of the page.
    if (req.failure()?.errorText === "net::ERR_ABORTED" && req.url().startsWith("blob:")) return;
    problems.failed.push(`${req.url()} ${req.failure()?.errorText ?? ""}`);
  });
  page.on("response", (res) => {
    if (seen.has(res.request()) && res.status() >= 400) problems.failed.push(`${res.status()} ${res.url()}`);
  });
  return problems;
}

/**
 * Wait until the watched page has had no request in flight for `quietMs` (the page's own work
 * done: every module, worker and data file it asked for has arrived or failed). Playwright's
 * "networkidle" waits 500 ms of quiet on every page; this waits a fifth of that.
 */
export async function settled(problems: PageProblems, quietMs = 100): Promise<void> {
  const deadline = Date.now() + 15_000;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (problems.inFlight.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(
    `requests still in flight after 15 s: ${[...problems.inFlight].map((r) => r.url()).join(", ")}`,
  );
}

/** Scroll through the page so every figure hydrates, then wait for them all to be live. */
export async function hydrateAll(page: Page): Promise<number> {
  const count = await page.locator("[data-figure]").count();
  for (let i = 0; i < count; i++) await hydrate(page.locator("[data-figure]").nth(i));
  return count;
}

/** Scroll one figure into view and wait until it is live. */
export async function hydrate(figure: Locator): Promise<void> {
  // Sections above lay out to their real height as they pass (content-visibility), so one scroll
  // can land short of a figure far down the page, as a reader's would: scroll again, as they do.
  for (let attempt = 0; attempt < 3; attempt++) {
    await figure.scrollIntoViewIfNeeded();
    const live = await figure
      .locator(".fab-figure.is-live")
      .waitFor({ timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (live) return;
  }
  await figure.locator(".fab-figure.is-live").waitFor({ timeout: 5_000 });
}

/**
 * Body rows of a table after its fifth. Every data table (a figure's, a chapter's, the measurements
 * page's) renders its rows from one template with the same markup and styles, so rows 6 on repeat
 * what rows 1-5 show axe; a chapter's opened data tables hold over a thousand cells, and checking
 * each one's contrast took about half of axe's time on the page.
 */
const REPEATED_TABLE_ROWS = "tbody > tr:nth-child(n+6)";

/**
 * axe-core's own source (the one AxeBuilder injects), run only where axe is not defined yet:
 * AxeBuilder evaluates its source before every run and again for every frame, four times per page
 * for the two schemes, and redefining axe each time cost 40-100 ms a run on this machine.
 */
const AXE_ONCE = `if (typeof window.axe === "undefined") {\n${(createRequire(import.meta.url)("axe-core") as { source: string }).source}\n}`;

/**
 * Run axe (@axe-core/playwright, every rule, default options) on the page and its frames, once with
 * the system colour scheme light and once dark, and list each violation as `scheme rule: targets`.
 * `include` narrows the check to the elements matching a selector.
 *
 * The builder runs in legacy mode (axe.run in the page, frames reached by message) and returns only
 * violations: its default finishes every run in a fresh page and ships back every passing node,
 * which took three to six times as long for the same violations. Table rows after the fifth are
 * left out (see `REPEATED_TABLE_ROWS`).
 */
export async function axeBothSchemes(page: Page, include?: string): Promise<string[]> {
  const found: string[] = [];
  // axe finds what is behind a text by hit-testing where the text is once scrolled to. A figure
  // or chapter section that content-visibility skips off screen keeps its last height (and its
  // last theme's colours) until it nears the viewport, so axe's own scrolling would resize them
  // under the text it is judging. For the audit every figure and section (and the measurements
  // page's rows) is rendered, as each is when a reader scrolls to it.
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(
      ".figure-block, .chapter-section, .measure-rows",
    ))
      block.style.contentVisibility = "visible";
  });
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
    // Let the colour transitions the switch starts finish (the labs' editor restyles in script on
    // the next frames): axe must judge the theme's colours, not a frame between two themes.
    await page.evaluate(async () => {
      const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      await frames();
      const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      await frames();
    });
    let builder = new AxeBuilder({ page, axeSource: AXE_ONCE })
      .setLegacyMode(true)
      .options({ resultTypes: ["violations"] })
      .exclude(REPEATED_TABLE_ROWS);
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    found.push(
      ...violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    );
  }
  return found;
}

/** Change the first control of a live figure to another valid value; returns its name and value. */
export async function changeFirstControl(figure: Locator): Promise<{ name: string; value: string }> {
  const control = figure.locator(".fab-controls [name]").first();
  const name = (await control.getAttribute("name")) ?? "";
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  const type = (await control.getAttribute("type")) ?? "";
  if (tag === "select") {
    const options = await control
      .locator("option")
      .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    const current = await control.inputValue();
    const next = options.find((o) => o !== current) ?? current;
    await control.selectOption(next);
    return { name, value: next };
  }
  if (type === "checkbox") {
    await control.click();
    return { name, value: (await control.isChecked()) ? "1" : "0" };
  }
  if (type === "range") {
    await control.focus();
    const before = await control.inputValue();
    await control.press("ArrowRight");
    if ((await control.inputValue()) === before) await control.press("ArrowLeft");
    return { name, value: await control.inputValue() };
  }
  const min = Number(await control.getAttribute("min"));
  const max = Number(await control.getAttribute("max"));
  const current = Number(await control.inputValue());
  const next = String(current + 1 <= max ? current + 1 : Math.max(min, current - 1));
  await control.fill(next);
  return { name, value: next };
}

/**
 * The chart's SVG markup without the renderer's bookkeeping comments (Lit's part markers, whose
 * text differs from one page load to the next). The locator reaches into shadow roots.
 */
export async function chartMarkup(figure: Locator): Promise<string> {
  return figure.locator(".fab-chart > svg").evaluate((el) => {
    const copy = el.cloneNode(true) as Element;
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_COMMENT);
    const comments: Node[] = [];
    while (walker.nextNode()) comments.push(walker.currentNode);
    for (const comment of comments) comment.parentNode?.removeChild(comment);
    return copy.outerHTML;
  });
}
