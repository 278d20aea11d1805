/**
 * A static file server for the built site that sends the headers of `dist/_headers` the way
 * Netlify and Cloudflare Pages read it: every rule whose path matches (`*` matches the rest of the
 * path), repeated headers joined. The embed tests serve the notebook with it, so they see what a
 * static host sends, not what the preview server adds.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";

/** One rule of a _headers file. */
export interface HeadersRule {
  readonly pattern: RegExp;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

/** The rules of a _headers file's text. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: Array<{ pattern: RegExp; headers: Array<[string, string]> }> = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const source = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, ".*");
      rules.push({ pattern: new RegExp(`^${source}$`), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers `rules` give `pathname`: every matching rule's, repeated names joined with ", ". */
export function headersFor(rules: readonly HeadersRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) {
    if (!rule.pattern.test(pathname)) continue;
    for (const [name, value] of rule.headers) out[name] = out[name] ? `${out[name]}, ${value}` : value;
  }
  return out;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
  ".pf_meta": "application/octet-stream",
};

/** The file a URL path names in `root` (a folder's index.html, or `path.html`), or undefined. */
function fileOf(root: string, pathname: string): string | undefined {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(normalize(root))) return undefined;
  if (existsSync(path) && statSync(path).isDirectory()) {
    const index = join(path, "index.html");
    return existsSync(index) ? index : undefined;
  }
  if (existsSync(path)) return path;
  return existsSync(`${path}.html`) ? `${path}.html` : undefined;
}

/**
 * Serve the folder `root` on `port` (127.0.0.1). With `withHeaders`, `root/_headers` applies;
 * `extra` adds headers to every response (a host page's own policy).
 */
export async function serveFolder(
  root: string,
  port: number,
  options: {
    readonly withHeaders?: boolean;
    readonly extra?: (pathname: string) => Record<string, string>;
  } = {},
): Promise<Server> {
  const rules = options.withHeaders ? parseHeadersFile(readFileSync(join(root, "_headers"), "utf8")) : [];
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const file = fileOf(root, pathname);
    const headers = { ...headersFor(rules, pathname), ...(options.extra?.(pathname) ?? {}) };
    if (!file) {
      const notFound = join(root, "404.html");
      res.writeHead(404, { ...headers, "content-type": TYPES[".html"] });
      res.end(existsSync(notFound) ? readFileSync(notFound) : "not found");
      return;
    }
    res.writeHead(200, { ...headers, "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
}

/** Serve pages made on request: `pages(pathname)` gives `{ type, body, headers }` or undefined (404). */
export async function servePages(
  port: number,
  pages: (pathname: string) => { type: string; body: string; headers?: Record<string, string> } | undefined,
): Promise<Server> {
  const server = createServer((req, res) => {
    const page = pages(new URL(req.url ?? "/", "http://x").pathname);
    if (!page) {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    res.writeHead(200, { ...(page.headers ?? {}), "content-type": page.type });
    res.end(page.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return server;
}

/** Close a server made here. */
export function closeServer(server: Server | undefined): Promise<void> {
  return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
