/**
 * A `test` whose `page` is one browser tab per worker, navigated afresh by every test that uses it,
 * for the tests that visit many pages and change nothing outside the page they load (every page,
 * every figure, every embed route).
 *
 * Each test still loads its page from the server; what carries over is what carries over when a
 * reader goes from one page of the site to the next: the renderer process, its compiled scripts
 * and the HTTP cache. On this 2-core machine a fresh context per page cost about a third of the
 * time of these tests (measured over twelve embed routes: 33-35 s fresh, 22-23 s reused).
 *
 * Between tests the page's listeners are removed, its emulated media set back to the defaults and
 * its storage cleared, so a test sees only its own events and starts from a reader's first visit. Tests that need their own context
 * (permissions, a second tab, storage set before load, theme remembered across pages) use
 * Playwright's own `test`.
 */
import { test as base, type Page } from "@playwright/test";

export const test = base.extend<Record<never, never>, { workerPage: Page }>({
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  page: async ({ workerPage }, use) => {
    await use(workerPage);
    workerPage.removeAllListeners();
    await workerPage.emulateMedia({ colorScheme: "light", reducedMotion: "no-preference" });
    await workerPage
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => undefined);
  },
});

export { expect } from "@playwright/test";
