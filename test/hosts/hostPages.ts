/**
 * The host pages that stand for where teams put the notebook's figures, each on an origin of its
 * own, for the embed tests (test/e2e/embedHosts.spec.ts) and the embed benchmark
 * (bench/embedHost.page.mjs):
 * - a plain HTML page under a strict Content-Security-Policy (no inline script or style, no
 *   eval) showing figures as web components (`strictPage`);
 * - a page whose figures are iframes sandboxed to `allow-scripts` (`sandboxedPage`);
 * - a VitePress site (docsHost.ts builds it).
 * Each page's script and stylesheet are files (`hostScript`, `hostCss`): they record the page's
 * globals before the embed kit loads, every CSP violation, console errors and the frames' height
 * messages, and give the page ordinary styles a figure must neither take nor change.
 */

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
addEventListener("message", (e) => {
  if (!e.data || e.data.type !== "fabric-notebook:height") return;
  window.__heights[e.data.figure] = e.data.height;
  for (const f of document.querySelectorAll("iframe")) if (f.contentWindow === e.source) f.height = String(e.data.height);
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

/** A page that frames one of the notebook's chapters and one embed route (`/framing/`). */
export function framingPage(notebook: string, chapterPath: string, embedPath: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Framing</title><link rel="icon" href="data:,"></head>
<body><iframe id="chapter" src="${notebook}${chapterPath}" title="chapter"></iframe>
<iframe id="embed" src="${notebook}${embedPath}" title="embed"></iframe></body></html>`;
}

/**
 * The host server's pages: `/` (strict), `/sandboxed/`, and their script and stylesheet, each
 * under the strict policy; `/framing/` frames a chapter and an embed route.
 */
export function hostPages(
  notebook: string,
  ids: readonly string[],
): (pathname: string) => { type: string; body: string; headers: Record<string, string> } | undefined {
  const headers = { "Content-Security-Policy": strictHostPolicy(notebook) };
  return (pathname) => {
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
