import { expect, type Page, test } from "@playwright/test";
import { test as reusedPageTest } from "./reusedPage.ts";
import { changeFirstControl, chapterPages, chartMarkup, hydrate, hydrateAll, watch } from "./site.ts";

/** A UI-dictionary key (area.name.rest) showing as text instead of its string. */
const RAW_KEY =
  /\b(?:fig|datapath|kernelBypass|linkFamilies|measure|lens|figure|state|unit|ex|nav|chapter)\.[a-z][A-Za-z]*\.[A-Za-z]/;

async function figureIds(page: Page): Promise<string[]> {
  return page
    .locator("[data-figure]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-figure") ?? ""));
}

for (const path of chapterPages()) {
  reusedPageTest(
    `${path}: every figure hydrates, its chart changes when a control changes, and a copied link restores every figure's state`,
    async ({ page }) => {
      const problems = watch(page);
      await page.goto(path);
      const count = await hydrateAll(page);
      expect(count).toBeGreaterThan(0);
      const states: Record<string, string> = {};
      for (const id of await figureIds(page)) {
        const figure = page.locator(`[data-figure="${id}"]`);
        // Every label resolved: a key showing through means an area's strings were not loaded.
        expect(await figure.textContent(), `${id} shows a raw string key`).not.toMatch(RAW_KEY);
        expect(
          await figure.locator("svg").first().textContent(),
          `${id} chart shows a raw string key`,
        ).not.toMatch(RAW_KEY);
        const before = await chartMarkup(figure);
        const { name, value } = await changeFirstControl(figure);
        await expect
          .poll(() => chartMarkup(figure), { message: `${id} chart after ${name}=${value}` })
          .not.toBe(before);
        await expect.poll(() => new URL(page.url()).searchParams.get(`${id}.${name}`)).toBe(value);
        states[id] = await chartMarkup(figure);
      }
      expect(problems.console).toEqual([]);
      const second = await page.context().newPage();
      await second.goto(page.url());
      await hydrateAll(second);
      for (const [id, markup] of Object.entries(states)) {
        await expect.poll(() => chartMarkup(second.locator(`[data-figure="${id}"]`))).toBe(markup);
      }
      await second.close();
    },
  );

  reusedPageTest(
    `${path}: an invalid query value shows a message next to its control and the default state`,
    async ({ page }) => {
      const problems = watch(page);
      await page.goto(path);
      const id = (await figureIds(page))[0] ?? "";
      const figure = page.locator(`[data-figure="${id}"]`);
      await hydrate(figure);
      const name = (await figure.locator(".fab-controls [name]").first().getAttribute("name")) ?? "";
      const defaultChart = await chartMarkup(figure);
      await page.goto(
        `${path}?${encodeURIComponent(`${id}.${name}`)}=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
      );
      await hydrate(figure);
      await expect(figure.locator(".fab-error")).toBeVisible();
      await expect(figure.locator(".fab-notice")).toBeVisible();
      expect(await chartMarkup(figure)).toBe(defaultChart);
      expect(await page.locator("img[src=x]").count()).toBe(0);
      expect(problems.console).toEqual([]);
    },
  );
}

test("typing an invalid number keeps the last good chart and shows why", async ({ page }) => {
  await page.goto("/chapters/shared-bus-vs-switched-fabric/");
  await hydrateAll(page);
  const figure = page
    .locator(".fab-figure.is-live")
    .filter({ has: page.locator('input[type="number"]') })
    .first();
  const input = figure.locator('input[type="number"]').first();
  const before = await chartMarkup(figure);
  await input.fill("-5");
  await expect(figure.locator(".fab-error")).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(await chartMarkup(figure)).toBe(before);
  await input.fill("2");
  await expect(figure.locator(".fab-error")).toHaveCount(0);
  await expect.poll(() => chartMarkup(figure)).not.toBe(before);
});

test("downloads: SVG is a standalone document and CSV has a header and rows", async ({ page }) => {
  await page.goto("/chapters/shared-bus-vs-switched-fabric/");
  await hydrateAll(page);
  const figure = page.locator("[data-figure]").first();
  const [svg] = await Promise.all([
    page.waitForEvent("download"),
    figure.locator('[data-action="svg"]').click(),
  ]);
  const svgText = await streamText(await svg.createReadStream());
  expect(svgText).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svgText).not.toContain("var(--");
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    figure.locator('[data-action="csv"]').click(),
  ]);
  const rows = parseCsv(await streamText(await csv.createReadStream()));
  expect(rows.length).toBeGreaterThan(1);
  for (const row of rows) expect(row.length).toBe(rows[0]?.length);
  expect(Number.isFinite(Number(rows[1]?.[1]))).toBe(true);
});

/** RFC 4180 rows (quoted fields may hold commas and doubled quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.trim().split("\r\n")) {
    const fields: string[] = [];
    let field = "";
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") {
        fields.push(field);
        field = "";
      } else field += c;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}
