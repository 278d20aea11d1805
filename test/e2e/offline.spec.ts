import { expect, test } from "@playwright/test";
import { builtPages, hydrateAll, watch } from "./site.ts";

/**
 * The workshop promise: served from a laptop (`npm run workshop`) in a room with no internet, every
 * page works. The browser here has no internet either: any request that leaves the serving origin
 * fails, and is recorded. Every built page is visited with every figure hydrated, and every lab is
 * run in the page. The one thing allowed to reach out, the labs' Node sandbox, runs only on a
 * click, and its button says that it needs the internet.
 */
const pages = builtPages();
const isLab = (path: string) => /^\/(?:[a-z]{2}\/)?labs\/[^/]+\/$/.test(path);

test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => !["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol),
    (route) => route.abort("internetdisconnected"),
  );
});

test("the build produced pages to visit, labs among them", () => {
  expect(pages.length).toBeGreaterThan(10);
  expect(pages.some(isLab)).toBe(true);
});

for (const path of pages) {
  test(`${path} works with no internet: no request leaves the origin`, async ({ page }) => {
    test.setTimeout(180_000);
    const problems = watch(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await hydrateAll(page);
    if (isLab(path)) {
      const runner = page.locator("section[data-lab]");
      await expect(runner).toHaveClass(/is-live/, { timeout: 15_000 });
      await runner.locator("button[data-role=run]").click();
      await expect(runner).toHaveAttribute("data-verdict", /^(pass|fail)$/, { timeout: 15_000 });
      const sandbox = runner.locator("button[data-role=sandbox]");
      if ((await sandbox.count()) > 0) await expect(sandbox).toHaveAccessibleName(/needs the internet/);
    }
    await page.waitForLoadState("networkidle");
    expect(problems.external).toEqual([]);
    expect(problems.failed).toEqual([]);
    expect(problems.console).toEqual([]);
  });
}
