// @ts-check
import mdx from "@astrojs/mdx";
import { defineConfig } from "astro/config";

/** Where the built site is served; used for absolute links in citations. Override with SITE_URL. */
const site = process.env.SITE_URL ?? "http://localhost:4321";

export default defineConfig({
  site,
  // Separate output folders let several builds run side by side (FABRIC_OUT_DIR=/tmp/x).
  outDir: process.env.FABRIC_OUT_DIR ?? "./dist",
  trailingSlash: "always",
  integrations: [mdx()],
  i18n: {
    defaultLocale: "en",
    locales: ["en"],
    routing: { prefixDefaultLocale: false },
  },
  build: { format: "directory", inlineStylesheets: "auto" },
  server: { host: "127.0.0.1", port: 4321 },
  devToolbar: { enabled: false },
  vite: {
    build: { chunkSizeWarningLimit: 400 },
  },
});
