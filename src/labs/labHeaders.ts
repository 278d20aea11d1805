/**
 * HTTP headers by route. Lab routes (/labs/…, /<lang>/labs/…) are cross-origin isolated (COOP
 * same-origin, COEP require-corp), which the WebContainer sandbox needs, and their
 * Content-Security-Policy also allows the sandbox's frame from StackBlitz. A figure's embed route
 * (/embed/<id>/, /<lang>/embed/<id>/) may be framed by other sites; every other page by the site
 * only. Scripts and the embed kit may be read from other origins (CORS), which sandboxed frames
 * of the embed route need: their origin is opaque, and module scripts load in CORS mode. Used by
 * the dev and preview servers (astro.config.mjs) and written to dist/_headers for static hosts
 * (scripts/writeHeaders.mjs), so both send the same headers.
 */
import { embedAncestors, embedRoutePolicy, sitePolicy } from "../lib/contentSecurityPolicy.ts";
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

/** Any origin may read: the embed kit, and the site's scripts and styles (sandboxed embeds). */
export const corsHeaders: Readonly<Record<string, string>> = { "Access-Control-Allow-Origin": "*" };

/** Folders whose files other origins may read (CORS): the embed kit and the built assets. */
export const CORS_FOLDERS: readonly string[] = ["/embed/", "/_astro/"];

/** True for a lab route: `isLabRoute("/ko/labs/x/")` -> true, `isLabRoute("/chapters/x/")` -> false. */
export function isLabRoute(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?labs(?:\/|$)/.test(pathname);
}

/**
 * True for a figure's embed route (not the /embed/ docs page nor the embed kit's files):
 * `isEmbedRoute("/ko/embed/bus-contention/")` -> true, `isEmbedRoute("/embed/")` -> false.
 */
export function isEmbedRoute(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?embed\/[a-z0-9]+(?:-[a-z0-9]+)*\/(?:index\.html)?$/.test(pathname);
}

/** What a page is, for its headers. */
export type RouteKind = "lab" | "embed" | "page";

/** The kind of the page at `pathname`. */
export function routeKind(pathname: string): RouteKind {
  return isLabRoute(pathname) ? "lab" : isEmbedRoute(pathname) ? "embed" : "page";
}

/**
 * The headers of each kind of page. `ancestors` is who may frame an embed route
 * (FABRIC_EMBED_ANCESTORS, else any site: see {@link embedAncestors}).
 */
export function kindHeaders(
  ancestors = embedAncestors(process.env.FABRIC_EMBED_ANCESTORS),
): Readonly<Record<RouteKind, Readonly<Record<string, string>>>> {
  return {
    lab: { "Content-Security-Policy": labPolicy, ...isolationHeaders },
    embed: { "Content-Security-Policy": embedRoutePolicy(ancestors) },
    page: { "Content-Security-Policy": sitePolicy },
  };
}

/**
 * The headers of a request for `url` (a path, with or without a query): its kind's headers, and
 * CORS on the embed kit and the assets; `ancestors` as in {@link kindHeaders}.
 * `routeHeaders("/labs/x/?a=1")["Cross-Origin-Embedder-Policy"]` -> "require-corp"
 */
export function routeHeaders(
  url: string,
  options: { readonly ancestors?: string } = {},
): Record<string, string> {
  const pathname = url.split(/[?#]/)[0] ?? "/";
  return {
    ...kindHeaders(options.ancestors)[routeKind(pathname)],
    ...(CORS_FOLDERS.some((folder) => pathname.startsWith(folder)) ? corsHeaders : {}),
  };
}
