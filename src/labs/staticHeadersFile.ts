/**
 * dist/_headers for static hosts (Netlify and Cloudflare Pages format). Both hosts send every rule
 * whose path matches, joining repeated headers, and two Content-Security-Policy headers would both
 * apply; so the policy is never set on a catch-all: each top-level folder gets its own rule, and
 * folders that hold pages of several kinds (labs, embed routes, other pages: labHeaders.ts) are
 * split further, so every page gets its kind's headers once.
 */
import { CORS_FOLDERS, corsHeaders, kindHeaders, type RouteKind, routeKind } from "./labHeaders.ts";

/** One rule: a path pattern and its headers. */
export interface HeaderRule {
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The rules for a site whose pages are `pages` (paths like "/", "/chapters/x/", "/404.html"),
 * with a policy per folder as explained above; `ancestors` as in `kindHeaders`.
 * `headerRules(["/", "/labs/a/"])` -> [{ path: "/", … }, { path: "/labs/*", … isolation }]
 */
export function headerRules(pages: readonly string[], ancestors?: string): HeaderRule[] {
  const byKind = kindHeaders(ancestors);
  const rules: HeaderRule[] = [];
  const visit = (prefix: string, paths: readonly string[]): void => {
    const kinds = new Set<RouteKind>(paths.map(routeKind));
    const [only] = kinds;
    if (prefix !== "/" && kinds.size === 1 && only && routeKind(prefix) === only) {
      rules.push({ path: `${prefix}*`, headers: byKind[only] });
      return;
    }
    if (paths.includes(prefix)) rules.push({ path: prefix, headers: byKind[routeKind(prefix)] });
    const children = new Map<string, string[]>();
    for (const path of paths) {
      if (path === prefix) continue;
      const rest = path.slice(prefix.length);
      const slash = rest.indexOf("/");
      if (slash < 0) {
        // A file at this level (404.html): a rule of its own.
        rules.push({ path, headers: byKind[routeKind(path)] });
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
 * The whole _headers file: every path gets `nosniff`, the embed kit and the built assets may be
 * read by other origins, and each page its kind's headers from {@link headerRules}.
 * `staticHeadersFile(["/"])` -> "/*\n  X-Content-Type-Options: nosniff\n…"
 */
export function staticHeadersFile(pages: readonly string[], ancestors?: string): string {
  const rules: HeaderRule[] = [
    { path: "/*", headers: { "X-Content-Type-Options": "nosniff" } },
    ...CORS_FOLDERS.map((folder) => ({ path: `${folder}*`, headers: corsHeaders })),
    ...headerRules(pages, ancestors),
  ];
  return rules
    .map((rule) => [rule.path, ...Object.entries(rule.headers).map(([k, v]) => `  ${k}: ${v}`)].join("\n"))
    .join("\n\n")
    .concat("\n");
}
