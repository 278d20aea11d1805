import { expect, test } from "@playwright/test";
import { hydrateAll, watch } from "./site.ts";

test("the unit lens switches every figure live, relabels axes, notes the conversion, and is remembered", async ({
  page,
}) => {
  const problems = watch(page);
  const path = "/chapters/shared-bus-vs-switched-fabric/";
  await page.goto(path);
  await hydrateAll(page);
  const figure = page.locator('[data-figure="bus-contention"]');
  await expect(figure.locator(".fab-summary")).toContainText("Gb/s");
  await expect(figure.locator(".fab-lens-note")).toHaveCount(0);
  await page.locator(".unit-lens summary").click();
  await page.locator('.unit-lens-form select[name="rate"]').selectOption("GBps");
  await expect(figure.locator(".fab-summary")).toContainText("GB/s");
  await expect(figure.locator(".fab-chart")).toContainText("Throughput per device (GB/s)");
  await expect(figure.locator(".fab-lens-note")).toContainText("divided by 8");
  await figure.locator(".fab-data summary").click();
  await expect(figure.locator(".fab-data th").nth(1)).toContainText("GB/s");
  // Carried in a copied link, and kept for the next page view.
  await expect.poll(() => new URL(page.url()).searchParams.get("units")).toBe("GBps.one-way.busbw");
  await page.goto(path);
  await hydrateAll(page);
  await expect(figure.locator(".fab-summary")).toContainText("GB/s");
  expect(problems.console).toEqual([]);
});

test("a shared link's units apply on a fresh browser", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/chapters/shared-bus-vs-switched-fabric/?units=GBps.bidirectional.busbw");
  await hydrateAll(page);
  await expect(page.locator('[data-figure="topology-explorer"] .fab-summary')).toContainText(
    "GB/s, both directions",
  );
  await context.close();
});

test("algbw is noted under figures of collective bandwidth, and not under others", async ({ page }) => {
  const problems = watch(page);
  await page.goto("/embed/protocol-sweep/?units=Gbps.one-way.algbw");
  await hydrateAll(page);
  await expect(page.locator(".fab-chart")).toContainText("algbw (Gb/s, log scale)");
  await expect(page.locator(".fab-lens-note")).toHaveText(/^Collective bandwidths as algbw/);
  await page.goto("/embed/bus-contention/?units=Gbps.one-way.algbw");
  await hydrateAll(page);
  await expect(page.locator(".fab-figure.is-live")).toHaveCount(1);
  await expect(page.locator(".fab-lens-note")).toHaveCount(0);
  expect(problems.console).toEqual([]);
});

test("/units/ stores a choice submitted without JavaScript on the page it came from", async ({ page }) => {
  await page.goto("/units/?rate=GBps&direction=bidirectional&collective=algbw");
  await expect(page.locator("#lens-status")).toContainText("Saved");
  expect(await page.evaluate(() => localStorage.getItem("fab-units"))).toBe("GBps.bidirectional.algbw");
  await page.goto("/units/?rate=%3Cscript%3E&direction=x&collective=y");
  expect(await page.evaluate(() => localStorage.getItem("fab-units"))).toBe("GBps.bidirectional.algbw");
});
