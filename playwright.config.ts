import { defineConfig } from "@playwright/test";

/**
 * Browser tests run against the built site (`astro build` + `astro preview`), never dev. They start
 * their own preview on PREVIEW_PORT (4321 by default) and refuse a port that is taken; reusing a
 * preview already running there is an explicit choice (PLAYWRIGHT_REUSE_SERVER=1), and even then a
 * dev server is refused (test/e2e/refuseDevServer.ts).
 */
const port = Number(process.env.PREVIEW_PORT ?? 4321);

export default defineConfig({
  testDir: "test/e2e",
  globalSetup: "./test/e2e/refuseDevServer.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // No internet, as at a workshop on a laptop: every host name but this machine's fails to
        // resolve, so a page that reaches out shows it as a failed request.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `npx astro preview --host 127.0.0.1 --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: process.env.PLAYWRIGHT_REUSE_SERVER === "1",
    timeout: 60_000,
  },
});
