/**
 * HTTP headers by route. Lab routes (/labs/…, /<lang>/labs/…) are cross-origin isolated (COOP
 * same-origin, COEP require-corp), which the WebContainer sandbox needs, and their
 * Content-Security-Policy also allows the sandbox's frame from StackBlitz; every other route keeps
 * the site's policy and no isolation. Used by the dev and preview servers (astro.config.mjs) and
 * written to dist/_headers for static hosts (scripts/writeHeaders.mjs).
 */
import { sitePolicy } from "../lib/contentSecurityPolicy.ts";
import { WEBCONTAINER_ORIGIN } from "./webContainerOrigin.ts";

/**
 * The lab routes' Content-Security-Policy: the site's, plus the sandbox's frame, the probe of its
 * origin (connect-src), and scripts from blob: URLs, which the in-page runner's warm workers import
 * each run's code from (no eval still).
 */
export const labPolicy = `${sitePolicy
  .replace(/(^|;\s*)script-src /, "$1script-src blob: ")
  .replace(
    /(^|;\s*)connect-src 'self'/,
    `$1connect-src 'self' ${WEBCONTAINER_ORIGIN}`,
  )}; frame-src 'self' ${WEBCONTAINER_ORIGIN}`;

/** The headers that make a page cross-origin isolated (`crossOriginIsolated === true`). */
export const isolationHeaders: Readonly<Record<string, string>> = {
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Embedder-Policy": "require-corp",
};

/** True for a lab route: `isLabRoute("/ko/labs/x/")` -> true, `isLabRoute("/chapters/x/")` -> false. */
export function isLabRoute(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?labs(?:\/|$)/.test(pathname);
}

/**
 * The headers of a request for `url` (a path, with or without a query): isolation on lab routes,
 * and with `csp` the route's Content-Security-Policy (dev sends none: Vite's client is inline).
 * `routeHeaders("/labs/x/?a=1", { csp: true })["Cross-Origin-Embedder-Policy"]` -> "require-corp"
 */
export function routeHeaders(url: string, options: { readonly csp: boolean }): Record<string, string> {
  const pathname = url.split(/[?#]/)[0] ?? "/";
  const lab = isLabRoute(pathname);
  return {
    ...(options.csp ? { "Content-Security-Policy": lab ? labPolicy : sitePolicy } : {}),
    ...(lab ? isolationHeaders : {}),
  };
}
