// Writes dist/_headers (Netlify / Cloudflare Pages format) so static hosts send the same headers as
// the preview server: each page's Content-Security-Policy, cross-origin isolation (COOP/COEP) on
// the lab routes only, and CORS on the embeds. See src/labs/staticHeadersFile.ts.
import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { staticHeadersFile } from "../src/labs/staticHeadersFile.ts";

const out = process.env.FABRIC_OUT_DIR ?? "dist";

/** Every built page as a site path: folders with an index.html, and top-level .html files. */
function pages(dir) {
  const found = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "_astro" && name !== "pagefind") found.push(...pages(path));
    } else if (name === "index.html") {
      found.push(`/${relative(out, dir)}/`.replace(/\/+/g, "/"));
    } else if (name.endsWith(".html") && dir === out) {
      found.push(`/${name}`);
    }
  }
  return found;
}

writeFileSync(`${out}/_headers`, staticHeadersFile(pages(out)));
