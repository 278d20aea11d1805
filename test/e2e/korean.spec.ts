/**
 * The Korean edition in the built site: Korean pages speak Korean before and after hydration, the
 * language switch keeps the figure state and the reader's place, embeds carry `lang=ko`, glossary
 * links land on their entries, and Pagefind finds Korean text.
 */
import { expect, type Page, test } from "@playwright/test";
import { watch } from "./site.ts";

const HANGUL = /[\uAC00-\uD7A3]/;
const CHAPTER = "shared-bus-vs-switched-fabric";
const FIGURE = "bus-contention";

/** Scroll figure `id` into view and wait until it is live. */
async function hydrated(page: Page, id: string) {
  const host = page.locator(`[data-figure="${id}"]`).first();
  await host.scrollIntoViewIfNeeded();
  await host.locator(".fab-figure.is-live").waitFor({ timeout: 15_000 });
  return host;
}

test("a Korean chapter is Korean before and after its figures hydrate", async ({ page }) => {
  const problems = watch(page);
  await page.goto(`/ko/chapters/${CHAPTER}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  const staticTitle = await page.locator(`[data-figure="${FIGURE}"] .fab-title`).textContent();
  expect(staticTitle).toMatch(HANGUL);
  const figure = await hydrated(page, FIGURE);
  await expect(figure.locator(".fab-title")).toHaveText(staticTitle ?? "");
  for (const selector of ['[data-action="svg"]', '[data-action="csv"]', ".fab-reset", ".fab-data summary"]) {
    await expect(figure.locator(selector)).toHaveText(HANGUL);
  }
  await expect(figure.locator(".fab-controls label").first()).toHaveText(HANGUL);
  await expect(figure.locator(".fab-cite")).toHaveText(HANGUL);
  const csv = await figure.evaluate((el) => (el as HTMLElement & { toCSV(): string }).toCSV());
  expect(csv.split("\r\n")[0]).toMatch(HANGUL);
  // The figure's own links stay in Korean.
  await expect(figure.locator("a.fab-open")).toHaveAttribute("href", new RegExp(`^/ko/embed/${FIGURE}/`));
  expect(problems.console).toEqual([]);
  expect(problems.failed).toEqual([]);
  expect(problems.external).toEqual([]);
});

// Every Korean page's console, requests and axe check (light and dark): pages.spec.ts.

test("the language switch keeps the figure state and the place, both ways, from the keyboard", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto(`/chapters/${CHAPTER}/?${FIGURE}.devices=16`);
  let figure = await hydrated(page, FIGURE);
  await expect(figure.locator('input[name="devices"]')).toHaveValue("16");
  // Read at the figure: once scrolling stops, the switch carries the place and the state.
  await figure.evaluate((el) => el.scrollIntoView({ block: "start" }));
  const toKorean = page.locator("a[data-lang-switch]");
  await expect(toKorean).toHaveAttribute("hreflang", "ko");
  await expect(toKorean).toHaveAttribute(
    "href",
    `/ko/chapters/${CHAPTER}/?${FIGURE}.devices=16#fig-${FIGURE}`,
  );
  // Focusing the header link scrolls to the top; the place is kept.
  await toKorean.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`**/ko/chapters/${CHAPTER}/?${FIGURE}.devices=16#fig-${FIGURE}`);
  figure = await hydrated(page, FIGURE);
  await expect(figure.locator('input[name="devices"]')).toHaveValue("16");
  await expect(figure.locator(".fab-title")).toHaveText(HANGUL);
  await expect(figure.locator(".fab-title")).toBeInViewport();
  // A state changed on the Korean page travels back to English.
  await figure.locator('input[name="devices"]').fill("32");
  await figure.locator('input[name="devices"]').dispatchEvent("change");
  await expect(page).toHaveURL(new RegExp(`${FIGURE}\\.devices=32`));
  await page.locator("a[data-lang-switch]").click();
  await page.waitForURL(`**/chapters/${CHAPTER}/?*#fig-${FIGURE}`);
  expect(new URL(page.url()).pathname).toBe(`/chapters/${CHAPTER}/`);
  figure = await hydrated(page, FIGURE);
  await expect(figure.locator('input[name="devices"]')).toHaveValue("32");
  expect(problems.console).toEqual([]);
});

test("/embed/<figure>/?lang=ko shows the figure in Korean, and its snippets carry lang=ko", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto(`/embed/${FIGURE}/?devices=16&lang=ko`);
  const figure = await hydrated(page, FIGURE);
  await expect(page.locator("html")).toHaveAttribute("lang", "ko");
  await expect(figure.locator(".fab-title")).toHaveText(HANGUL);
  await expect(figure.locator('[data-action="svg"]')).toHaveText(HANGUL);
  await expect(figure.locator('input[name="devices"]')).toHaveValue("16");
  await figure.locator('[data-action="embed"]').click();
  // The dialog's code loads on the first click: wait for its two snippets.
  await expect(figure.locator("dialog textarea")).toHaveCount(2);
  const snippets = await figure
    .locator("dialog textarea")
    .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value));
  expect(snippets.join("\n")).toContain("lang=ko");
  expect(snippets.join("\n")).toContain('lang="ko"');
  expect(problems.console).toEqual([]);
  expect(problems.external).toEqual([]);
});

test('the web component with lang="ko" renders Korean labels in its shadow root', async ({ page }) => {
  const problems = watch(page);
  await page.goto("/glossary/");
  await page.evaluate(() => {
    document
      .querySelector("main")
      ?.insertAdjacentHTML(
        "afterbegin",
        `<fab-${"bus-contention"} id="wc" lang="ko" devices="4"></fab-${"bus-contention"}>`,
      );
    const script = document.createElement("script");
    script.type = "module";
    script.src = "/embed/fabric-figures.js";
    document.head.append(script);
  });
  const button = page.locator("#wc").locator('[data-action="svg"]');
  await expect(button).toHaveText(HANGUL, { timeout: 15_000 });
  expect(problems.console).toEqual([]);
});

test("first uses link to the glossary entry of the chapter's language, and the entry exists", async ({
  page,
}) => {
  await page.goto(`/ko/chapters/${CHAPTER}/`);
  const korean = page.locator("a.glossary-link").first();
  const href = await korean.getAttribute("href");
  expect(href).toMatch(/^\/ko\/glossary\/#term-[a-z0-9-]+$/);
  await korean.click();
  await page.waitForURL(`**${href}`);
  const row = page.locator(`tr${href?.replace(/^.*#/, "#")}`);
  await expect(row).toBeVisible();
  await expect(row.locator("td").nth(1)).toHaveText(HANGUL);
  await expect(row.locator("td").last().locator("a")).toHaveAttribute("href", /^\/ko\/chapters\//);

  await page.goto(`/chapters/${CHAPTER}/`);
  const terms = await page
    .locator("a.glossary-link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(terms.length).toBeGreaterThan(3);
  expect(new Set(terms).size).toBe(terms.length);
  for (const term of terms) expect(term).toMatch(/^\/glossary\/#term-/);
});

test("Korean search finds a Korean chapter by a Korean term", async ({ page }) => {
  const problems = watch(page);
  await page.goto(`/ko/search/?q=${encodeURIComponent("스위치드 패브릭")}`);
  const first = page.locator("#search-results li a").first();
  await expect(first).toHaveAttribute("href", new RegExp(`^/ko/chapters/${CHAPTER}/`));
  await expect(page.locator("#search-status")).toContainText("스위치드 패브릭");
  await expect(page.locator("#search-status")).toHaveText(HANGUL);
  expect(problems.console).toEqual([]);
});

test("the Korean measurements page says the parser's remarks in Korean, with their line numbers", async ({
  page,
}) => {
  const problems = watch(page);
  await page.goto("/ko/measurements/");
  const header = [
    "#       size         count      type   redop    root     time   algbw   busbw #wrong     time   algbw   busbw #wrong",
    "#        (B)    (elements)                               (us)  (GB/s)  (GB/s)            (us)  (GB/s)  (GB/s)",
    "        1024           256     float     sum      -1    10.00    0.10    0.10      0    10.00    0.10    0.10      0",
    "        2048           512     float     sum      -1    abc      xyz",
  ].join("\n");
  await page.locator("#measure-input").evaluate((el, t) => {
    (el as HTMLTextAreaElement).value = t;
  }, header);
  await page.getByRole("button", { name: "읽기", exact: true }).click();
  await expect(page.locator(".measure-diagnostics")).toContainText(
    "4행: 결과 표 안에 있지만 결과 행이 아닙니다",
  );
  expect(problems.console).toEqual([]);
});
