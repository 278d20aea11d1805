import { expect, test } from "@playwright/test";
import { hydrateAll } from "./site.ts";

/**
 * The notebook as a course: home leads to the five-minute overview, which has live figures and
 * goes on to chapter 1; search finds it; every chapter ends with its takeaways; the chapters run
 * in the course's order (kernel bypass and verbs before the link layer; the InfiniBand fabric, a
 * deeper look, last).
 */
for (const [lang, prefix, button, takeaways] of [
  ["en", "", "Why it matters, in five minutes", "What it means for you"],
  ["ko", "/ko", "5분 개요: 왜 중요한가", "여러분에게 주는 의미"],
] as const) {
  test(`${lang}: home links to the overview, whose figures are live and whose next page is chapter 1`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    await page.getByRole("link", { name: button }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/overview/$`));
    expect(await hydrateAll(page)).toBeGreaterThanOrEqual(2);
    await expect(page.locator(".fab-figure.is-live")).toHaveCount(
      await page.locator("[data-figure]").count(),
    );
    const next = page.locator(`a[href="${prefix}/chapters/shared-bus-vs-switched-fabric/"]`).last();
    await expect(next).toBeVisible();
  });

  test(`${lang}: the chapters run bus, kernel bypass, verbs, link layer, NCCL, training, cost, then the InfiniBand fabric in depth; each ends with "${takeaways}"`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/`);
    const order = await page
      .locator(".path-step h3 a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")?.replace(/^.*\/chapters\/|\/$/g, "")));
    expect(order).toEqual([
      "shared-bus-vs-switched-fabric",
      "kernel-bypass",
      "verbs-hands-on",
      "infiniband-roce-ethernet",
      "nccl-all-reduce",
      "why-the-network-decides",
      "is-a-fabric-worth-it",
      "infiniband-as-a-fabric",
    ]);
    for (const slug of order) {
      await page.goto(`${prefix}/chapters/${slug}/`);
      const headings = await page.locator(".prose h2").allTextContents();
      expect(headings.at(-1)?.trim(), slug).toBe(takeaways);
    }
  });
}

test("search finds the overview by a word only it uses in that form", async ({ page }) => {
  await page.goto("/search/?q=five%20minutes");
  await expect(page.locator('#search-results li a[href*="/overview/"]').first()).toBeVisible();
});
