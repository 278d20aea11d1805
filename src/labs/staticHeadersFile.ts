/**
 * dist/_headers for static hosts (Netlify and Cloudflare Pages format). Both hosts send every rule
 * whose path matches, joining repeated headers, and two Content-Security-Policy headers would both
 * apply; so the policy is never set on a catch-all: each top-level folder gets its own rule, and
 * folders that hold lab routes are split further, so lab routes get the lab policy and isolation
 * and every other page the site's policy.
 */
import { sitePolicy } from "../lib/contentSecurityPolicy.ts";
import { isLabRoute, isolationHeaders, labPolicy } from "./labHeaders.ts";

/** One rule: a path pattern and its headers. */
export interface HeaderRule {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

const site = { "Content-Security-Policy": sitePolicy };
const lab = { "Content-Security-Policy": labPolicy, ...isolationHeaders };

/**
 * The rules for a site whose pages are `pages` (paths like "/", "/chapters/x/", "/404.html"),
 * with a policy per folder as explained above.
 * `headerRules(["/", "/labs/a/"])` -> [{ path: "/", … }, { path: "/labs/*", … isolation }]
 */
export function headerRules(pages: readonly string[]): HeaderRule[] {
  const rules: HeaderRule[] = [];
  const visit = (prefix: string, paths: readonly string[]): void => {
    if (isLabRoute(prefix)) {
      rules.push({ path: `${prefix}*`, headers: lab });
      return;
    }
    if (prefix !== "/" && !paths.some(isLabRoute)) {
      rules.push({ path: `${prefix}*`, headers: site });
      return;
    }
    if (paths.includes(prefix)) rules.push({ path: prefix, headers: site });
    const children = new Map<string, string[]>();
    for (const path of paths) {
      if (path === prefix) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf("/");
      if (slash < 0) {
        // A file at this level (404.html): a rule of its own.
        rules.push({ path, headers: site });
        continue;
      }
      const child = `${prefix}${rest.slice(0, slash + 1)}`;
      children.set(child, [...(children.get(child) ?? []), path]);
    }
    for (const [child, inside] of [...children].sort(([a], [b]) => a.localeCompare(b))) visit(child, inside);
  };
  visit("/", [...new Set(pages)].sort());
  return rules;
}

/**
 * The whole _headers file: every path gets `nosniff`, embeds may be loaded by other sites, and
 * each page its policy from {@link headerRules}.
 * `staticHeadersFile(["/"])` -> "/*\n  X-Content-Type-Options: nosniff\n…"
 */
export function staticHeadersFile(pages: readonly string[]): string {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { "X-Content-Type-Options": "nosniff" } },
    { path: "/embed/*", headers: { "Access-Control-Allow-Origin": "*" } },
    ...headerRules(pages),
  ];
  return rules
    .map((rule) => [rule.path, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}
