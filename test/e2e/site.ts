/**
 * Shared helpers for browser tests: the pages the build produced, and a page watcher that
 * records console errors, page errors, failed requests and requests leaving the origin.
 */
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";

const DIST = process.env.FABRIC_OUT_DIR ?? "dist";

/** Every built page as a URL path (`/`, `/chapters/x/`, `/embed/y/`), 404 excluded. */
export function builtPages(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name === "pagefind" || name === "_astro") continue;
        walk(path);
      } else if (name === "index.html") {
        out.push(`/${relative(DIST, dir)}/`.replace(/\/+/g, "/"));
      }
    }
  };
  walk(DIST);
  return out.sort();
}

/** Chapter pages only. */
export function chapterPages(): string[] {
  return builtPages().filter((p) => /^\/(?:[a-z]{2}\/)?chapters\//.test(p));
}

/** Embed routes only. */
export function embedPages(): string[] {
  return builtPages().filter((p) => /^\/embed\/[^/]+\/$/.test(p));
}

/** Problems seen on a page while a test ran. */
export interface PageProblems {
  readonly console: string[];
  readonly failed: string[];
  readonly external: string[];
}

/** Start recording problems on `page`. */
export function watch(page: Page): PageProblems {
  const problems: PageProblems = { console: [], failed: [], external: [] };
  page.on("console", (msg) => {
    if (msg.type() === "error" || msg.type() === "warning")
      problems.console.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => problems.console.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (req) => {
    // Downloads started by tests and aborted navigations are not failures of the page.
    if (req.failure()?.errorText === "net::ERR_ABORTED" && req.url().startsWith("blob:")) return;
    problems.failed.push(`${req.url()} ${req.failure()?.errorText ?? ""}`);
  });
  page.on("response", (res) => {
    if (res.status() >= 400) problems.failed.push(`${res.status()} ${res.url()}`);
  });
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol)) {
      problems.external.push(req.url());
    }
  });
  return problems;
}

/** Scroll through the page so every figure hydrates, then wait for them all to be live. */
export async function hydrateAll(page: Page): Promise<number> {
  const count = await page.locator("[data-figure]").count();
  for (let i = 0; i < count; i++) {
    const figure = page.locator("[data-figure]").nth(i);
    await figure.scrollIntoViewIfNeeded();
    await figure.locator(".fab-figure.is-live").waitFor({ timeout: 15_000 });
  }
  return count;
}
