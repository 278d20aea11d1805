#!/usr/bin/env node
// A static server for a built site that sends text files gzip-compressed, as a static host does:
// the page benchmarks (long tasks, Lighthouse) load pages the way readers get them, which
// `astro preview` (uncompressed) does not. Headers beyond the content type are left out.
// Usage as a command: node scripts/serveGzipped.mjs [dir=dist] [port=0]; or import serveGzipped.
import { readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".webmanifest": "application/manifest+json",
};
const compressible = new Set([".html", ".js", ".mjs", ".css", ".json", ".svg", ".txt"]);

/**
 * Serve `root` on 127.0.0.1 (`port` 0: any free port), gzip for text types when the client
 * accepts it. A folder path serves its index.html. Resolves to the base URL and a close function.
 * @example const { base, close } = await serveGzipped("dist");
 */
export async function serveGzipped(root, port = 0) {
  const cache = new Map();
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(normalize(root))) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) {
        if (!path.endsWith("/")) {
          res.writeHead(301, { location: `${path}/` }).end();
          return;
        }
        file = join(file, "index.html");
      }
      const ext = extname(file);
      const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
      // A rebuilt file is read again.
      const key = `${file}:${statSync(file).mtimeMs}${gzip ? ":gz" : ""}`;
      let body = cache.get(key);
      if (!body) {
        body = gzip ? gzipSync(readFileSync(file)) : readFileSync(file);
        cache.set(key, body);
      }
      res.writeHead(200, {
        "content-type": types[ext] ?? "application/octet-stream",
        "content-length": body.length,
        "cache-control": "no-cache",
        ...(gzip ? { "content-encoding": "gzip", vary: "accept-encoding" } : {}),
      });
      res.end(req.method === "HEAD" ? undefined : body);
    } catch {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { base } = await serveGzipped(process.argv[2] ?? "dist", Number(process.argv[3] ?? 0));
  console.log(base);
}
