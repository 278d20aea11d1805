import { expect, type Locator, type Page, test } from "@playwright/test";
import { chapterPages, embedPages, hydrateAll, watch } from "./site.ts";

/** Change the first control of a live figure to another valid value; returns its name and value. */
async function changeFirstControl(figure: Locator): Promise<{ name: string; value: string }> {
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

/** A UI-dictionary key (area.name.rest) showing as text instead of its string. */
const RAW_KEY =
  /\b(?:fig|datapath|kernelBypass|linkFamilies|measure|lens|figure|state|unit|ex|nav|chapter)\.[a-z][A-Za-z]*\.[A-Za-z]/;

/** The chart's SVG markup (without the renderer's bookkeeping comments). */
async function chartMarkup(figure: Locator): Promise<string> {
  return figure.locator(".fab-chart > svg").evaluate((el) => el.outerHTML);
}

async function figureIds(page: Page): Promise<string[]> {
  return page
    .locator("[data-figure]")
    .evaluateAll((els) => els.map((e) => e.getAttribute("data-figure") ?? ""));
}

for (const path of chapterPages()) {
  test(`${path}: every figure hydrates and its chart changes when a control changes`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(path);
    const count = await hydrateAll(page);
    expect(count).toBeGreaterThan(0);
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
      const url = new URL(page.url());
      expect(url.searchParams.get(`${id}.${name}`)).toBe(value);
    }
    expect(problems.console).toEqual([]);
  });

  test(`${path}: a copied link restores every figure's state`, async ({ page, context }) => {
    await page.goto(path);
    await hydrateAll(page);
    const states: Record<string, string> = {};
    for (const id of await figureIds(page)) {
      const figure = page.locator(`[data-figure="${id}"]`);
      await changeFirstControl(figure);
      await expect.poll(() => new URL(page.url()).search).toContain(`${id}.`);
      states[id] = await chartMarkup(figure);
    }
    const link = page.url();
    const second = await context.newPage();
    await second.goto(link);
    await hydrateAll(second);
    for (const [id, markup] of Object.entries(states)) {
      await expect.poll(() => chartMarkup(second.locator(`[data-figure="${id}"]`))).toBe(markup);
    }
  });

  test(`${path}: an invalid query value shows a message next to its control and the default state`, async ({
    page,
  }) => {
    const problems = watch(page);
    await page.goto(path);
    await hydrateAll(page);
    const ids = await figureIds(page);
    const id = ids[0] ?? "";
    const figure = page.locator(`[data-figure="${id}"]`);
    const name = (await figure.locator(".fab-controls [name]").first().getAttribute("name")) ?? "";
    const defaultChart = await chartMarkup(figure);
    await page.goto(
      `${path}?${encodeURIComponent(`${id}.${name}`)}=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`,
    );
    await hydrateAll(page);
    await expect(figure.locator(".fab-error")).toBeVisible();
    await expect(figure.locator(".fab-notice")).toBeVisible();
    expect(await chartMarkup(figure)).toBe(defaultChart);
    expect(await page.locator("img[src=x]").count()).toBe(0);
    expect(problems.console).toEqual([]);
  });
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

for (const path of embedPages()) {
  test(`${path} renders its figure alone, live, with state from the query`, async ({ page }) => {
    const problems = watch(page);
    await page.goto(path);
    const figure = page.locator("[data-figure]");
    await expect(figure.locator(".fab-figure.is-live")).toBeVisible();
    await expect(page.locator(".site-header")).toHaveCount(0);
    const defaultChart = await chartMarkup(figure);
    const { name, value } = await changeFirstControl(figure);
    // The embed route keeps state keys unprefixed, so its URL is the figure's link.
    await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(value);
    const changed = await chartMarkup(figure);
    expect(changed).not.toBe(defaultChart);
    await page.goto(`${path}?${name}=${encodeURIComponent(value)}`);
    await expect(figure.locator(".fab-figure.is-live")).toBeVisible();
    await expect.poll(() => chartMarkup(figure)).toBe(changed);
    expect(problems.console).toEqual([]);
  });
}

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
