/**
 * The site's Content-Security-Policy. Scripts only from the site itself (plus the hashes of the
 * two inline theme scripts and the language switch's, and WebAssembly for the Pagefind search
 * index); no 'unsafe-inline' or 'unsafe-eval' for scripts. Styles allow inline because charts
 * carry style attributes. Embed pages add a stricter policy of their own (`script-src 'self'`)
 * in a meta element.
 */
import { createHash } from "node:crypto";
import { languageSwitchScript } from "./languageSwitchScript.ts";
import { restoreThemeScript, themeToggleScript } from "./themeScripts.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The policy sent with every page by the preview server (and by `public/_headers`). */
export const sitePolicy = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${hash(restoreThemeScript)} ${hash(themeToggleScript)} ${hash(languageSwitchScript)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join("; ");

/** The embed pages' own policy: scripts from the site only, nothing inline, no eval. */
export const embedPolicy = "script-src 'self'; object-src 'none'; base-uri 'self'";
