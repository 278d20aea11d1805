/**
 * The host pages that stand for where teams put the notebook's figures, each on an origin of its
 * own, for the embed tests (test/e2e/embedHosts.spec.ts) and the embed benchmark
 * (bench/embedHost.page.mjs):
 * - a plain HTML page under a strict Content-Security-Policy (no inline script or style, no
 *   eval) showing figures as web components (`strictPage`);
 * - a page whose figures are iframes sandboxed to `allow-scripts` (`sandboxedPage`);
 * - a page of the /embed/ page's iframe snippets pasted as they are, in a column as wide as the
 *   snippets' starting height is computed for (`snippetsPage`): with no policy, where their
 *   listener runs, and under the strict policy, which refuses it;
 * - a VitePress site (docsHost.ts builds it).
 * Each page's script and stylesheet are files (`hostScript`, `hostCss`): they record the page's
 * globals before the embed kit loads, every CSP violation, console errors and the frames' height
 * messages, and give the page ordinary styles a figure must neither take nor change.
 */
import { EMBED_FRAME_WIDTH } from "../../src/figures/embedFrameHeight.ts";

/**
 * The policy of the strict host: nothing inline, no eval, and only what the embed kit needs (as
 * /embed/ documents): its scripts from `notebook`, and blob: images for the PNG download.
 */
export function strictHostPolicy(notebook: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${notebook}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `frame-src ${notebook}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
}

/** The host's own script (a file: the strict policy allows no inline script). */
export const hostScript = `
window.__before = Object.getOwnPropertyNames(window);
window.__violations = [];
document.addEventListener("securitypolicyviolation", (e) => {
  window.__violations.push(e.violatedDirective + " " + e.blockedURI + " " + (e.sourceFile || "") + ":" + e.lineNumber);
}, true);
window.__heights = {};
window.__messages = [];
addEventListener("message", (e) => {
  if (!e.data || e.data.type !== "fabric-notebook:height") return;
  window.__messages.push(e.data);
  window.__heights[e.data.figure] = e.data.height;
  for (const f of document.querySelectorAll("iframe.fabric-figure")) if (f.contentWindow === e.source) f.height = String(e.data.height);
});
`;

/** The host's stylesheet: ordinary docs styles, which the figures must not change or take. */
export const hostCss = `
body { font-family: Georgia, serif; color: rgb(20, 30, 40); background: rgb(250, 250, 245); margin: 2rem; }
h1 { font-size: 28px; color: rgb(120, 10, 10); }
p.sentinel { font-size: 17px; color: rgb(1, 2, 3); line-height: 23px; }
button { background: rgb(200, 0, 0); }
svg { outline: 7px solid rgb(0, 200, 0); }
section.figure { min-height: 200px; margin: 2rem 0; }
iframe.fabric-figure { width: 100%; border: 0; }
main.column { width: ${EMBED_FRAME_WIDTH}px; }
`;

/** An element or attribute name safe to put in markup as it is. */
function safeId(id: string): string {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`not a figure id: ${id}`);
  return id;
}

/** The strict host's page: every figure in `ids` as a web component from `notebook`. */
export function strictPage(notebook: string, ids: readonly string[]): string {
  const figures = ids
    .map(
      (id) => `<section class="figure"><h2>${safeId(id)}</h2><fab-${id} id="c-${id}"></fab-${id}></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team docs (strict CSP)</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/host.css"><script src="/host.js"></script>
<script type="module" src="${notebook}/embed/fabric-figures.js"></script></head>
<body><h1>Our fabric notes</h1><p class="sentinel">Prose of the host page.</p>
${figures}
</body></html>`;
}

/** A page of iframes sandboxed to `allow-scripts`, one per figure in `ids`, from `notebook`. */
export function sandboxedPage(notebook: string, ids: readonly string[]): string {
  const frames = ids
    .map(
      (id) =>
        `<section class="figure"><iframe id="f-${safeId(id)}" class="fabric-figure" sandbox="allow-scripts" src="${notebook}/embed/${id}/" title="${id}" height="200"></iframe></section>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team docs (sandboxed frames)</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/host.css"><script src="/host.js"></script></head>
<body><h1>Our fabric notes</h1><p class="sentinel">Prose of the host page.</p>
${frames}
</body></html>`;
}

/**
 * The iframe snippets of the notebook's /embed/ page (its HTML), by figure id, as a host pastes
 * them: unescaped, with the address the page names (a build without SITE_URL says
 * NOTEBOOK_ADDRESS) replaced by `notebook`.
 */
export function iframeSnippets(embedDocs: string, notebook: string): Map<string, string> {
  const snippets = new Map<string, string>();
  for (const match of embedDocs.matchAll(/<pre[^>]*><code>(&lt;iframe [\s\S]*?)<\/code><\/pre>/g)) {
    const code = (match[1] ?? "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, "&");
    const src = /src="([^"]+)\/embed\/([a-z0-9-]+)\//.exec(code);
    if (!src?.[1] || !src[2] || snippets.has(src[2])) continue;
    snippets.set(src[2], code.split(src[1]).join(notebook));
  }
  return snippets;
}

/** A page of `snippets` (iframe snippets by figure id) pasted as they are, in a column. */
export function snippetsPage(snippets: ReadonlyMap<string, string>): string {
  const figures = [...snippets]
    .map(([id, code]) => `<section class="figure" id="s-${safeId(id)}"><h2>${id}</h2>\n${code}\n</section>`)
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Team docs (pasted snippets)</title>
<link rel="icon" href="data:,"><link rel="stylesheet" href="/host.css"><script src="/host.js"></script></head>
<body><h1>Our fabric notes</h1><main class="column"><p class="sentinel">Prose of the host page.</p>
${figures}
</main></body></html>`;
}

/** A page that frames one of the notebook's chapters and one embed route (`/framing/`). */
export function framingPage(notebook: string, chapterPath: string, embedPath: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framing</title><link rel="icon" href="data:,"></head>
<body><iframe id="chapter" src="${notebook}${chapterPath}" title="chapter"></iframe>
<iframe id="embed" src="${notebook}${embedPath}" title="embed"></iframe></body></html>`;
}

/**
 * The host server's pages: `/` (strict), `/sandboxed/`, `/strict-snippets/` (the iframe
 * `snippets`, by figure id), and their script and stylesheet, each under the strict policy;
 * `/snippets/`, the same snippets with no policy; `/framing/` frames a chapter and an embed route.
 */
export function hostPages(
  notebook: string,
  ids: readonly string[],
  snippets: ReadonlyMap<string, string> = new Map(),
): (pathname: string) => { type: string; body: string; headers: Record<string, string> } | undefined {
  const headers = { "Content-Security-Policy": strictHostPolicy(notebook) };
  return (pathname) => {
    if (pathname === "/snippets/")
      return { type: "text/html; charset=utf-8", body: snippetsPage(snippets), headers: {} };
    if (pathname === "/strict-snippets/")
      return { type: "text/html; charset=utf-8", body: snippetsPage(snippets), headers };
    if (pathname === "/")
      return { type: "text/html; charset=utf-8", body: strictPage(notebook, ids), headers };
    if (pathname === "/sandboxed/")
      return { type: "text/html; charset=utf-8", body: sandboxedPage(notebook, ids), headers };
    if (pathname === "/framing/")
      return {
        type: "text/html; charset=utf-8",
        body: framingPage(notebook, "/chapters/shared-bus-vs-switched-fabric/", "/embed/bus-contention/"),
        headers: {},
      };
    if (pathname === "/host.js") return { type: "text/javascript", body: hostScript, headers };
    if (pathname === "/host.css") return { type: "text/css", body: hostCss, headers };
    return undefined;
  };
}
