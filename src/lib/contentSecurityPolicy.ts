/**
 * The site's Content-Security-Policy. Scripts only from the site itself (plus the hashes of the
 * two inline theme scripts and the language switch's, WebAssembly for the Pagefind search index,
 * and blob: modules, which the learner-code runtimes import each run's code from); no
 * 'unsafe-inline' or 'unsafe-eval' for scripts. Styles allow inline on the site's own pages.
 * Pages may be framed by the site only (`frame-ancestors 'self'`); a figure's embed route by any
 * site, or by the list in FABRIC_EMBED_ANCESTORS. Embed pages add a stricter script policy of
 * their own (`script-src 'self'`) in a meta element.
 */
import { createHash } from "node:crypto";
import { languageSwitchScript } from "./languageSwitchScript.ts";
import { restoreThemeScript, themeToggleScript } from "./themeScripts.ts";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** Every directive of the site's policy but `frame-ancestors`. */
const siteDirectives = [
  "default-src 'self'",
  `script-src 'self' blob: 'wasm-unsafe-eval' ${hash(restoreThemeScript)} ${hash(themeToggleScript)} ${hash(languageSwitchScript)}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The policy every page but an embed route is sent with: framed by the site only. */
export const sitePolicy = [...siteDirectives, "frame-ancestors 'self'"].join("; ");

/**
 * Who may frame a figure's embed route: `*` (any http or https page), or the space-separated
 * sources of FABRIC_EMBED_ANCESTORS (`https://docs.example.com https://wiki.example.com`).
 * A value that is not a list of sources is refused at build time, not sent half right.
 * @throws Error naming the source that is not an origin, `'self'` or `*`.
 * `embedAncestors("https://a.example 'self'")` -> "https://a.example 'self'"
 */
export function embedAncestors(setting: string | undefined): string {
  const sources = (setting ?? "").trim().split(/\s+/).filter(Boolean);
  if (sources.length === 0) return "*";
  for (const source of sources) {
    if (!/^(\*|'self'|https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?)$/i.test(source))
      throw new Error(
        `FABRIC_EMBED_ANCESTORS: "${source}" is not an origin (https://host[:port]), 'self' or *`,
      );
  }
  return sources.join(" ");
}

/** The policy of a figure's embed route: the site's, framed by `ancestors` ({@link embedAncestors}). */
export function embedRoutePolicy(ancestors: string): string {
  return [...siteDirectives, `frame-ancestors ${ancestors}`].join("; ");
}

/** The embed pages' own policy: scripts from the site only, nothing inline, no eval. */
export const embedPolicy = "script-src 'self'; object-src 'none'; base-uri 'self'";
