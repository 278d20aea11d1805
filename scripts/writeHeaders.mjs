// Writes dist/_headers (Netlify / Cloudflare Pages format) so static hosts send the same
// Content-Security-Policy as the preview server, and let other sites load the embed bundle.
import { writeFileSync } from "node:fs";
import { sitePolicy } from "../src/lib/contentSecurityPolicy.ts";

const out = process.env.FABRIC_OUT_DIR ?? "dist";
writeFileSync(
  `${out}/_headers`,
  `/*\n  Content-Security-Policy: ${sitePolicy}\n  X-Content-Type-Options: nosniff\n\n/embed/*\n  Access-Control-Allow-Origin: *\n`,
);
