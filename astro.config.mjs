// @ts-check
import mdx from "@astrojs/mdx";
import { defineConfig } from "astro/config";
import { sitePolicy } from "./src/lib/contentSecurityPolicy.ts";

/** Where the built site is served; used for absolute links in citations. Override with SITE_URL. */
const site = process.env.SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site,
  // Separate output folders let several builds run side by side (FABRIC_OUT_DIR=some/other/folder).
  outDir: process.env.FABRIC_OUT_DIR ?? "./dist",
  trailingSlash: "always",
  integrations: [mdx()],
  i18n: {
    defaultLocale: "en",
    locales: ["en"],
    routing: { prefixDefaultLocale: false },
  },
  build: { format: "directory", inlineStylesheets: "auto" },
  server: {
    host: "127.0.0.1",
    port: 4321,
    // The built site is served with its Content-Security-Policy; dev keeps Vite's inline client.
    headers: process.argv.includes("preview")
      ? { "Content-Security-Policy": sitePolicy, "Access-Control-Allow-Origin": "*" }
      : {},
  },
  devToolbar: { enabled: false },
  vite: {
    // Never inline scripts into pages: every script is a file, allowed by `script-src 'self'`.
    build: { chunkSizeWarningLimit: 400, assetsInlineLimit: 0 },
  },
});
