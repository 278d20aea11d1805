import { expect, test } from "@playwright/test";
import { chartMarkup, hydrateAll } from "./site.ts";

// Every chapter's figures (each answers its first control, a copied link restores them, an
// invalid query value shows a message) are checked on the chapter's visit in pages.spec.ts, with
// figuresRespondAndRestore in site.ts; this file holds what one figure shows in detail.

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
