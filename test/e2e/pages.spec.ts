import { expect, test } from "@playwright/test";
import { embedTakesStateAndRejectsPayloads, figuresRespondAndRestore } from "./figureChecks.ts";
import { test as reusedPageTest } from "./reusedPage.ts";
import {
  axeBothSchemes,
  builtPages,
  hydrateAll,
  isChapterPage,
  isEmbedPage,
  settled,
  watch,
} from "./site.ts";

const pages = builtPages();
const isLab = (path: string) => /^\/(?:[a-z]{2}\/)?labs\/[^/]+\/$/.test(path);

/**
 * Every page is visited as at a workshop served from a laptop (`npm run workshop`) in a room with
 * no internet: the browser resolves no host name but the serving machine's (playwright.config.ts),
 * so any request that leaves the serving origin fails, and is recorded. Every figure is hydrated
 * and every lab is run in the page. The one thing allowed to reach out, the labs' Node sandbox,
 * runs only on a click, and its button says that it needs the internet.
 */
test("the build produced a home page, at least one chapter, one embed route and the labs", () => {
  expect(pages).toContain("/");
  expect(pages.some((p) => p.startsWith("/chapters/"))).toBe(true);
  expect(pages.some((p) => p.startsWith("/embed/"))).toBe(true);
  expect(pages.some(isLab)).toBe(true);
});

for (const path of pages) {
  const figureChecks = isChapterPage(path)
    ? "; every figure's chart follows its first control, a copied link restores them all, and an invalid query value shows a message and the default state"
    : isEmbedPage(path)
      ? "; the figure is alone, takes its state from the query, and shows script-injection payloads in every state parameter as text that never runs"
      : "";
  reusedPageTest(
    `${path} works with no internet: no console error, failed or external request, figures live, labs run, and axe finds nothing in light and dark${figureChecks}`,
    async ({ page }) => {
      // Long chapters with many SVG charts take axe a while on a busy 2-core machine.
      test.setTimeout(120_000);
      const problems = watch(page);
      await page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
      await page.goto(path);
      await hydrateAll(page);
      if (isLab(path)) {
        const runner = page.locator("section[data-lab]");
        await expect(runner).toHaveClass(/is-live/, { timeout: 15_000 });
        await runner.locator("button[data-role=run]").click();
        await expect(runner).toHaveAttribute("data-verdict", /^(pass|fail)$/, { timeout: 15_000 });
        const sandbox = runner.locator("button[data-role=sandbox]");
        if ((await sandbox.count()) > 0)
          await expect(sandbox).toHaveAccessibleName(/needs the internet|인터넷/);
      }
      await settled(problems);
      expect(problems.console).toEqual([]);
      expect(problems.failed).toEqual([]);
      expect(problems.external).toEqual([]);
      // Open data tables and disclosures so their contents are checked too.
      for (const d of await page.locator("details").all())
        await d.evaluate((el) => el.setAttribute("open", ""));
      expect(await axeBothSchemes(page)).toEqual([]);
      // What the figures must do, on the same visit (figureChecks.ts); those loads log no error
      // either (a request a quick reload cuts short, such as the icon's, is not a failure).
      if (figureChecks) {
        await page.emulateMedia({ colorScheme: "light" });
        if (isChapterPage(path)) await figuresRespondAndRestore(page, path);
        else await embedTakesStateAndRejectsPayloads(page, path);
        expect(problems.console).toEqual([]);
      }
    },
  );
}

test("the axe check reports a violation in the page and one that only the dark theme has", async ({
  page,
}) => {
  await page.goto("/");
  await page.evaluate(() => {
    const img = document.createElement("img");
    img.src = "data:image/gif;base64,R0lGODlhAQABAAAAACw=";
    img.id = "no-alt";
    const dim = document.createElement("p");
    dim.id = "dim-in-dark";
    dim.textContent = "Grey on near-black";
    const style = document.createElement("style");
    style.textContent =
      "#dim-in-dark { color: #000; background: #fff } @media (prefers-color-scheme: dark) { #dim-in-dark { color: #222; background: #000 } }";
    document.head.append(style);
    document.querySelector("main")?.append(img, dim);
  });
  const found = await axeBothSchemes(page);
  expect(found).toContain("light image-alt: #no-alt");
  expect(found).toContain("dark image-alt: #no-alt");
  expect(found).toContain("dark color-contrast: #dim-in-dark");
  expect(found.some((v) => v.startsWith("light color-contrast"))).toBe(false);
});

test("an unknown address shows the 404 page with a way back", async ({ page }) => {
  const response = await page.goto("/no-such-page/");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByRole("link", { name: "Go to the chapter list" })).toBeVisible();
});

test("pages without figures load no script files", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(req.url());
  });
  for (const path of ["/", "/no-such-page/"]) await page.goto(path);
  expect(scripts).toEqual([]);
});

test("the theme toggle cycles auto, light, dark and is remembered across pages", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const html = page.locator("html");
  const toggle = page.locator("#theme-toggle");
  await expect(html).toHaveAttribute("data-theme", "auto");
  await toggle.click();
  await expect(html).toHaveAttribute("data-theme", "light");
  await toggle.click();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(toggle).toHaveAccessibleName("Theme: Dark");
  const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(bg).toBe("rgb(15, 17, 21)");
  await page.goto("/search/");
  await expect(html).toHaveAttribute("data-theme", "dark");
});

test("search finds a chapter by a term in its prose", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/search/?q=bisection");
  const first = page.locator("#search-results li a").first();
  await expect(first).toHaveAttribute("href", /\/chapters\/shared-bus-vs-switched-fabric\//);
  await expect(page.locator("#search-status")).toContainText("bisection");
  expect(problems.console).toEqual([]);
});

test("search finds the labs and the measurements page, and a result lands on the section that matched", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/search/?q=rkey");
  await expect(page.locator("#search-results li a[href*='/labs/']").first()).toBeVisible();
  await page.goto("/search/?q=iperf3");
  await expect(page.locator("#search-results li a[href*='/measurements/']").first()).toBeVisible();
  await page.goto("/search/?q=bisection");
  await expect(page.locator("#search-results > li > a").first()).toHaveAttribute("href", /#/);
  expect(problems.console).toEqual([]);
});

test("search with no match says so instead of showing a blank", async ({ page }) => {
  await page.goto("/search/?q=zzzqqqxxy");
  await expect(page.locator("#search-status")).toContainText("No chapter mentions “zzzqqqxxy”");
  await expect(page.locator("#search-results li")).toHaveCount(0);
});

test("every internal link on every built page points at a page or file that exists, and at a section it has", async () => {
  const { existsSync, readFileSync } = await import("node:fs");
  const { join } = await import("node:path");
  const dist = process.env.FABRIC_OUT_DIR ?? "dist";
  const broken: string[] = [];
  const ids = new Map<string, Set<string>>();
  const idsOf = (page: string): Set<string> => {
    let found = ids.get(page);
    if (!found) {
      const html = readFileSync(join(dist, page, "index.html"), "utf8");
      found = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id ?? ""));
      ids.set(page, found);
    }
    return found;
  };
  for (const path of pages) {
    const html = readFileSync(join(dist, path, "index.html"), "utf8");
    for (const [, href, query, fragment] of html.matchAll(/href="(\/[^"#?]*)(\?[^"#]*)?(?:#([^"]*))?"/g)) {
      if (!href) continue;
      const target = join(dist, href);
      const ok = href.endsWith("/") ? existsSync(join(target, "index.html")) : existsSync(target);
      if (!ok) broken.push(`${path} -> ${href}`);
      // A link to a section of another page lands on it only if that page has the id (a link with a
      // query asks the page to draw what it points at, such as /measurements/?example=nccl-log#nccl-log).
      else if (fragment && !query && href.endsWith("/") && !idsOf(href).has(decodeURIComponent(fragment)))
        broken.push(`${path} -> ${href}#${fragment}`);
    }
  }
  expect(broken).toEqual([]);
});
