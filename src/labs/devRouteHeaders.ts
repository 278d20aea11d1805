/**
 * `npm run dev`'s share of the route headers and the embed kit, as a Vite middleware
 * (astro.config.mjs): every response gets the headers `routeHeaders` gives its route, the same as
 * `astro preview` and dist/_headers (each page's Content-Security-Policy, cross-origin isolation on
 * labs, CORS on the embed kit); and the embed kit's address, /embed/fabric-figures.js, which only
 * `npm run build` writes, is answered by Vite with the kit's source, so its figures load from the
 * dev server's modules. The kit finds the notebook from its own address, which the browser still
 * sees as /embed/fabric-figures.js. Dev pages pass the site's policy: Vite's client and Astro's
 * scripts are module files from the dev server itself, and its styles are inline (allowed).
 */
import { routeHeaders } from "./labHeaders.ts";

/** Where the built embed kit is served. */
export const EMBED_KIT_PATH = "/embed/fabric-figures.js";
/** The kit's source, which the dev server transforms and serves as a module. */
export const EMBED_KIT_SOURCE = "/src/embed/fabricFigures.ts";

/** The part of a dev request and response the middleware touches. */
export interface DevRequest {
  url?: string | undefined;
}
export interface DevResponse {
  setHeader(name: string, value: string): unknown;
}

/**
 * Set the route's headers on `res`, and send a request for the embed kit to its source.
 * `devRouteHeaders({ url: "/embed/fabric-figures.js" }, res)` leaves `url` "/src/embed/fabricFigures.ts".
 */
export function devRouteHeaders(req: DevRequest, res: DevResponse, ancestors?: string): void {
  const url = req.url ?? "/";
  for (const [name, value] of Object.entries(routeHeaders(url, ancestors ? { ancestors } : {})))
    res.setHeader(name, value);
  const [pathname = "/", query] = url.split("?", 2);
  if (pathname === EMBED_KIT_PATH)
    req.url = query === undefined ? EMBED_KIT_SOURCE : `${EMBED_KIT_SOURCE}?${query}`;
}

/** The Vite plugin that runs {@link devRouteHeaders} before Astro renders a page or Vite serves a file. */
export const devRouteHeadersPlugin = {
  name: "fabric:route-headers",
  configureServer(server: {
    middlewares: { use(fn: (req: DevRequest, res: DevResponse, next: () => void) => void): unknown };
  }): void {
    server.middlewares.use((req, res, next) => {
      devRouteHeaders(req, res);
      next();
    });
  },
};
