// @ts-check
import { satteri } from "@astrojs/markdown-satteri";
import mdx from "@astrojs/mdx";
import { defineConfig } from "astro/config";
import { plotAliases, plotStandInsPlugin } from "./scripts/plotAliases.mjs";
import { sourceCondition } from "./scripts/sourceCondition.mjs";
import { devRouteHeadersPlugin } from "./src/labs/devRouteHeaders.ts";
import { routeHeaders } from "./src/labs/labHeaders.ts";
import { glossaryLinksPlugin } from "./src/lib/glossaryLinksPlugin.ts";
import { languages } from "./src/lib/languages.ts";
import { sectionAnchorsPlugin } from "./src/lib/sectionAnchorsPlugin.ts";
import { tableCodeBreaksPlugin } from "./src/lib/tableCodeBreaksPlugin.ts";

/**
 * Where the built site is served: absolute links in citations and the embed docs' snippets. Set
 * SITE_URL when building for a server; without it the build warns, citations name localhost and
 * the /embed/ page's snippets say where the address goes (src/lib/siteAddress.ts).
 */
const site = process.env.SITE_URL ?? "http://localhost:4321";

/** Warns at the start of a build made without SITE_URL. */
const siteUrlWarning = {
  name: "fabric:site-url",
  hooks: {
    /** @param {{ logger: import("astro").AstroIntegrationLogger }} options */
    "astro:build:start": ({ logger }) => {
      if (!process.env.SITE_URL)
        logger.warn(
          "SITE_URL is not set: citations will name http://localhost:4321 and the /embed/ page's snippets say NOTEBOOK_ADDRESS where the site's address goes. Build with SITE_URL=https://your.host to fill them in.",
        );
    },
  },
};

/**
 * Headers by route (src/labs/labHeaders.ts): each route's Content-Security-Policy, cross-origin
 * isolation on lab routes only, CORS on the embed kit and the assets.
 * @param {string | undefined} url
 * @param {{ setHeader(name: string, value: string): unknown }} res
 */
function setRouteHeaders(url, res) {
  for (const [name, value] of Object.entries(routeHeaders(url ?? "/"))) res.setHeader(name, value);
}
/**
 * Preview: `astro preview` runs no Vite plugins, but it keeps Vite's `preview.proxy`, whose `bypass`
 * sees every request before the static files are served: it sets the headers and returns the URL
 * unchanged, so nothing is ever proxied.
 * @type {Record<string, import("vite").ProxyOptions>}
 */
const routeHeadersProxy = {
  "^/": {
    bypass(req, res) {
      if (res) setRouteHeaders(req.url, res);
      return req.url;
    },
  },
};

export default defineConfig({
  site,
  // Separate output folders let several builds run side by side (FABRIC_OUT_DIR=some/other/folder).
  outDir: process.env.FABRIC_OUT_DIR ?? "./dist",
  trailingSlash: "always",
  integrations: [mdx(), siteUrlWarning],
  // Chapters (MDX inherits this processor): the first use of each glossary term links to the
  // glossary; sections get language-neutral anchors (#section-<n>) for the language switch; code
  // in table cells may break after _ . / so a table fits a phone.
  markdown: {
    processor: satteri({ hastPlugins: [glossaryLinksPlugin, sectionAnchorsPlugin, tableCodeBreaksPlugin] }),
  },
  // English unprefixed, every other language of src/lib/languages.ts under /<lang>/.
  i18n: {
    defaultLocale: "en",
    locales: [...languages],
    routing: { prefixDefaultLocale: false },
  },
  build: { format: "directory", inlineStylesheets: "auto" },
  server: {
    host: "127.0.0.1",
    port: 4321,
    // Per-route headers (each route's Content-Security-Policy, COOP/COEP on labs, CORS on the
    // embed kit and the assets) come from devRouteHeadersPlugin in dev (which also serves the
    // embed kit from its source) and routeHeadersProxy in preview: the same as dist/_headers.
  },
  devToolbar: { enabled: false },
  vite: {
    build: {
      chunkSizeWarningLimit: 400,
      // Never inline scripts into pages: every script is a file, allowed by `script-src 'self'`.
      // Stylesheets under 8 KB go inline (Astro's inlineStylesheets: "auto" asks this), so a page
      // waits for one stylesheet before its first paint, the site's own, which every page shares
      // from the cache (a chapter waited for three).
      assetsInlineLimit: (file, content) => file.endsWith(".css") && content.length < 8192,
    },
    resolve: { alias: plotAliases },
    // fabric-model from its TypeScript sources (no build step first): scripts/sourceCondition.mjs.
    plugins: [devRouteHeadersPlugin, plotStandInsPlugin, sourceCondition()],
    preview: { proxy: routeHeadersProxy },
  },
});
