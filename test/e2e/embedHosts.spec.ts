/**
 * The embed kit on the kinds of pages teams put figures in, each on an origin of its own, with the
 * notebook served as a static host serves it (dist/_headers applied, test/hosts/staticSite.ts):
 * a plain page under a strict Content-Security-Policy, frames sandboxed to `allow-scripts`, and a
 * VitePress site. Every figure must render live in each, with no CSP violation or console error,
 * links, citation and snippets on the notebook's origin, and nothing of the figures in the host's
 * styles or globals. Ports: FABRIC_HOST_PORTS (default 4490) and the three after it.
 */

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { buildDocsHost } from "../hosts/docsHost.ts";
import { hostPages, iframeSnippets } from "../hosts/hostPages.ts";
import { closeServer, serveFolder, servePages } from "../hosts/staticSite.ts";
import { builtPages, isEmbedPage, watch } from "./site.ts";

const BASE = Number(process.env.FABRIC_HOST_PORTS ?? 4490);
const NOTEBOOK = `http://127.0.0.1:${BASE}`;
const HOST = `http://127.0.0.1:${BASE + 1}`;
const DOCS = `http://127.0.0.1:${BASE + 2}`;
const DIST = process.env.FABRIC_OUT_DIR ?? "dist";
const IDS = builtPages()
  .filter(isEmbedPage)
  .map((path) => path.split("/")[2] ?? "");
/** The /embed/ page's iframe snippet of every figure, as a host pastes it (named `NOTEBOOK`). */
const SNIPPETS = iframeSnippets(readFileSync(join(DIST, "embed", "index.html"), "utf8"), NOTEBOOK);

/**
 * Globals a figure may add to a host page: Lit's own, which every Lit element on the page shares
 * (its version markers, and the map its reactive properties keep their options in).
 */
const LIT_MARKERS = [
  "litElementVersions",
  "litHtmlVersions",
  "reactiveElementVersions",
  "litPropertyMetadata",
];

/** A figure, one of its select controls and a value of it that makes the figure taller. */
const GROWING = { figure: "study-reproduction", param: "point", value: "h100-1" };

/** A UI string's key shown instead of its words (`fig.whatIf.title`): its area was not loaded. */
const RAW_KEY = /\b(?:fig|figure|training)\.[a-z][A-Za-z0-9]*\.[A-Za-z]/;

// One worker runs the file: its servers hold fixed ports.
test.describe.configure({ mode: "serial" });

const servers: Server[] = [];
let docsOut = "";
test.beforeAll(async () => {
  test.setTimeout(300_000);
  servers.push(await serveFolder(DIST, BASE, { withHeaders: true }));
  servers.push(await servePages(BASE + 1, hostPages(NOTEBOOK, IDS, SNIPPETS)));
  docsOut = mkdtempSync(join(tmpdir(), "fabric-docs-host-"));
  buildDocsHost(NOTEBOOK, IDS, docsOut);
  servers.push(await serveFolder(docsOut, BASE + 2));
});
test.afterAll(async () => {
  await Promise.all(servers.map(closeServer));
  if (docsOut) rmSync(docsOut, { recursive: true, force: true });
});

/** Scroll each web component into view and wait for its live chart. */
async function everyComponentLive(page: Page): Promise<void> {
  for (const id of IDS) {
    const element = page.locator(`#c-${id}`);
    await element.scrollIntoViewIfNeeded();
    await expect(element.locator(".fab-figure.is-live .fab-chart svg").first(), id).toBeVisible({
      timeout: 20_000,
    });
  }
}

/**
 * Open a figure's embed dialog and read its two snippets. The dialog's code loads on the first
 * click, so wait for both text areas before reading them.
 */
async function embedSnippets(figure: Locator): Promise<string[]> {
  await figure.locator('[data-action="embed"]').click();
  const areas = figure.locator("dialog.fab-embed-dialog textarea");
  await expect(areas).toHaveCount(2);
  return areas.evaluateAll((els) => els.map((e) => (e as HTMLTextAreaElement).value));
}

/** The host page's own state: new globals, its stylesheets, and computed styles of its prose. */
async function hostState(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { __before: string[]; __violations: string[] };
    const before = new Set(w.__before);
    const style = (selector: string) => {
      const s = getComputedStyle(document.querySelector(selector) as Element);
      return `${s.color} ${s.fontSize} ${s.fontFamily} ${s.lineHeight}`;
    };
    return {
      globals: Object.getOwnPropertyNames(window).filter((k) => !before.has(k) && !k.startsWith("__")),
      violations: w.__violations,
      sheets: document.styleSheets.length,
      adopted: document.adoptedStyleSheets.length,
      headElements: [...document.head.children].map((e) => e.tagName.toLowerCase()),
      prose: [style("h1"), style("p.sentinel"), style("body")],
    };
  });
}

test("the strict-CSP host shows every figure live as a web component, with no violation and no leak", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watch(page);
  // The figures whose code the page asked for (each figure's load module: its chunks at once).
  const loaded = new Set<string>();
  page.on("request", (request) => {
    const figure = /\/embed\/chunks\/load-([a-z0-9-]+)\.[a-z]+-/.exec(request.url())?.[1];
    if (figure) loaded.add(figure);
  });
  await page.goto(`${HOST}/`);
  const before = await hostState(page);
  // Figures on the first screens load with the page; those further down wait for the reader.
  await expect(page.locator(`#c-${IDS[0]} .fab-figure.is-live`)).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState("networkidle");
  expect(loaded.has(IDS[0] ?? "")).toBe(true);
  expect(loaded.size).toBeLessThan(IDS.length / 2);
  expect(loaded.has(IDS.at(-1) ?? "")).toBe(false);
  await everyComponentLive(page);
  expect(loaded.size).toBe(IDS.length);
  const after = await hostState(page);
  expect(after.violations).toEqual([]);
  expect(problems.console).toEqual([]);
  expect(problems.failed).toEqual([]);
  // Nothing of the figures in the host's globals (Lit's markers aside) or styles.
  expect(after.globals.filter((k) => !LIT_MARKERS.includes(k))).toEqual([]);
  expect(after.sheets).toBe(before.sheets);
  expect(after.adopted).toBe(0);
  expect(after.headElements).toEqual(before.headElements);
  expect(after.prose).toEqual(before.prose);
  // Links, citation and snippets name the notebook, not the host.
  for (const id of IDS) {
    const element = page.locator(`#c-${id}`);
    expect(await element.locator("a.fab-open").getAttribute("href"), id).toMatch(
      new RegExp(`^${NOTEBOOK}/embed/${id}/`),
    );
    const citation = await element.evaluate((el) => (el as unknown as { citation(): string }).citation());
    expect(citation, id).toContain(`${NOTEBOOK}/embed/${id}/`);
    expect(citation, id).not.toContain(HOST);
  }
  const first = page.locator(`#c-${IDS[0]}`);
  const snippets = await embedSnippets(first);
  for (const snippet of snippets) {
    expect(snippet).toContain(`${NOTEBOOK}/embed/`);
    expect(snippet).not.toContain(HOST);
    expect(snippet).not.toMatch(/\sstyle=/);
  }
  await page.keyboard.press("Escape");
  // Downloads under the policy: the SVG stands alone (the theme's colours resolved), the PNG draws.
  const drawn = page.locator("#c-latency-vs-size");
  const svg = await drawn.evaluate((el) => (el as unknown as { toSVG(): string }).toSVG());
  expect(svg).toMatch(/<svg[^>]* xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<path /);
  expect(svg).not.toContain("var(--");
  for (const kind of ["svg", "png", "csv"]) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      first.locator(`[data-action="${kind}"]`).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`fabric-notebook-${IDS[0]}.${kind}`);
  }
  expect((await hostState(page)).violations).toEqual([]);
  expect(problems.console).toEqual([]);
});

test("frames sandboxed to allow-scripts on another origin show every figure live and post their heights", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watch(page);
  await page.goto(`${HOST}/sandboxed/`);
  for (const id of IDS) {
    await page.locator(`#f-${id}`).scrollIntoViewIfNeeded();
    const frame = page.frameLocator(`#f-${id}`);
    await expect(frame.locator(".fab-figure.is-live .fab-chart svg").first(), id).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(() =>
        page.evaluate(
          (f) => (window as unknown as { __heights: Record<string, number> }).__heights[f] ?? 0,
          id,
        ),
      )
      .toBeGreaterThan(200);
    expect(await frame.locator("a.fab-open").getAttribute("href"), id).toMatch(new RegExp(`^/embed/${id}/`));
    expect(await frame.locator(".fab-cite").textContent(), id).toContain(`${NOTEBOOK}/embed/${id}/`);
    // One figure per frame, so its own string areas only: a key of an area it does not declare
    // would show as its name.
    expect(await frame.locator(".fab-figure").first().textContent(), id).not.toMatch(RAW_KEY);
  }
  const snippets = await embedSnippets(page.frameLocator(`#f-${IDS[0]}`).locator("body"));
  for (const snippet of snippets) {
    expect(snippet).toContain(`${NOTEBOOK}/embed/`);
    expect(snippet).not.toContain("null/");
  }
  expect((await hostState(page)).violations).toEqual([]);
  expect(problems.console).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test("a VitePress site shows every figure live, and keeps them working across its client-side navigation", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const problems = watch(page);
  await page.goto(`${DOCS}/`);
  await everyComponentLive(page);
  // The site's router swaps the page: the figure on the other page starts with its attributes.
  await page.getByRole("link", { name: "Another page" }).click();
  const other = page.locator("#other-bus");
  await expect(other.locator(".fab-figure.is-live .fab-chart svg").first()).toBeVisible();
  await expect(other.locator('input[name="devices"]')).toHaveValue("24");
  expect(await other.locator("a.fab-open").getAttribute("href")).toMatch(
    new RegExp(`^${NOTEBOOK}/embed/bus-contention/\\?devices=24`),
  );
  await page.goBack();
  await everyComponentLive(page);
  expect(problems.console).toEqual([]);
  expect(problems.failed).toEqual([]);
});

test("headers: pages may be framed by the site only, embed routes by anyone, and the assets read by any origin", async ({
  page,
  request,
}) => {
  const chapter = await request.get(`${NOTEBOOK}/chapters/shared-bus-vs-switched-fabric/`);
  expect(chapter.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  const embed = await request.get(`${NOTEBOOK}/embed/bus-contention/`);
  const embedPolicy = embed.headers()["content-security-policy"] ?? "";
  expect(embedPolicy).toContain("frame-ancestors *");
  expect(embedPolicy.match(/frame-ancestors/g)).toHaveLength(1);
  const docs = await request.get(`${NOTEBOOK}/embed/`);
  expect(docs.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  // Built without SITE_URL, the docs' snippets say where the address goes, never localhost.
  if (!process.env.SITE_URL) {
    const text = await docs.text();
    expect(text).toContain("NOTEBOOK_ADDRESS/embed/fabric-figures.js");
    expect(text).toContain('class="embed-address-note"');
    // (The head's hreflang links may name it: they are not for copying.)
    expect(text.replace(/<head>[\s\S]*<\/head>/, "")).not.toMatch(/localhost:4321\/embed/);
  }
  const script = /src="(\/_astro\/[^"]+\.js)"/.exec(await embed.text())?.[1] ?? "";
  expect(script).not.toBe("");
  expect((await request.get(`${NOTEBOOK}${script}`)).headers()["access-control-allow-origin"]).toBe("*");
  expect(
    (await request.get(`${NOTEBOOK}/embed/fabric-figures.js`)).headers()["access-control-allow-origin"],
  ).toBe("*");
  // In a browser: another site's frame of a chapter is refused, of an embed route shown.
  await page.goto(`${HOST}/framing/`);
  await expect(page.frameLocator("#embed").locator("[data-figure]")).toHaveCount(1);
  await expect.poll(() => page.frames().map((f) => f.url())).toContain("chrome-error://chromewebdata/");
  expect(page.frames().some((f) => f.url().includes("/chapters/"))).toBe(false);
});

/** A pasted snippet's iframe of figure `id`. */
const snippetFrame = (page: Page, id: string) => page.locator(`#s-${id} iframe`);

/** The iframe's height and its page's content height (px), once its figure is live. */
async function frameFit(
  page: Page,
  id: string,
): Promise<{ frame: number; content: number; scrolls: boolean }> {
  const element = snippetFrame(page, id);
  await element.scrollIntoViewIfNeeded();
  const inside = page.frameLocator(`#s-${id} iframe`);
  await expect(inside.locator(".fab-figure.is-live .fab-chart svg").first(), id).toBeVisible({
    timeout: 20_000,
  });
  const frame = await element.evaluate((f) => f.getBoundingClientRect().height);
  const { content, scrolls } = await inside.locator("body").evaluate((body) => ({
    content: Math.ceil(body.getBoundingClientRect().height),
    scrolls: document.documentElement.scrollHeight > document.documentElement.clientHeight,
  }));
  return { frame, content, scrolls };
}

test("every figure's pasted iframe snippet, with its listener, is as tall as its content after load and after a control grows it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  expect([...SNIPPETS.keys()].sort()).toEqual([...IDS].sort());
  const problems = watch(page);
  await page.goto(`${HOST}/snippets/`);
  for (const id of IDS) {
    await expect
      .poll(async () => {
        const fit = await frameFit(page, id);
        return Math.abs(fit.frame - fit.content) <= 1 && !fit.scrolls;
      }, id)
      .toBe(true);
  }
  // The messages: the type, the version, the figure's id and a whole number of px, nothing else.
  const messages = await page.evaluate(() => (window as unknown as { __messages: object[] }).__messages);
  expect(messages.length).toBeGreaterThanOrEqual(IDS.length);
  for (const m of messages) {
    expect(Object.keys(m).sort()).toEqual(["figure", "height", "type", "version"]);
    const { type, version, figure, height } = m as Record<string, unknown>;
    expect([type, version, IDS.includes(figure as string), Number.isInteger(height)]).toEqual([
      "fabric-notebook:height",
      1,
      true,
      true,
    ]);
  }
  // A control that grows the figure: the frame follows.
  const id = GROWING.figure;
  const before = await frameFit(page, id);
  await page
    .frameLocator(`#s-${id} iframe`)
    .locator(`select[name="${GROWING.param}"]`)
    .selectOption(GROWING.value);
  await expect
    .poll(async () => {
      const fit = await frameFit(page, id);
      return fit.content > before.content + 40 && Math.abs(fit.frame - fit.content) <= 1 && !fit.scrolls;
    })
    .toBe(true);
  expect(problems.console).toEqual([]);
  expect(problems.failed).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );
});

test("under a strict policy, which refuses the snippets' listener, every frame's starting height shows its whole default figure", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watch(page);
  await page.goto(`${HOST}/strict-snippets/`);
  const slack: string[] = [];
  for (const id of IDS) {
    const fit = await frameFit(page, id);
    const start = Number(/ height="(\d+)"/.exec(SNIPPETS.get(id) ?? "")?.[1]);
    expect(fit.frame, id).toBe(start);
    expect(fit.content, id).toBeLessThanOrEqual(fit.frame);
    expect(fit.scrolls, id).toBe(false);
    // Sensible, not just tall: at most a fifth more than the figure needs.
    expect(fit.frame, id).toBeLessThanOrEqual(Math.ceil(fit.content * 1.2));
    slack.push(`${id} ${fit.frame - fit.content}`);
  }
  test.info().annotations.push({ type: "slack (px)", description: slack.join(", ") });
  // The policy refused the snippets' inline script, and only that.
  const violations = await page.evaluate(
    () => (window as unknown as { __violations: string[] }).__violations,
  );
  expect(violations.length).toBe(IDS.length);
  for (const v of violations) expect(v).toMatch(/^script-src(-elem)? inline /);
  expect(problems.failed).toEqual([]);
});
