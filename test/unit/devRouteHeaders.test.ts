import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import {
  type DevRequest,
  type DevResponse,
  devRouteHeaders,
  devRouteHeadersPlugin,
  EMBED_KIT_PATH,
  EMBED_KIT_SOURCE,
} from "../../src/labs/devRouteHeaders.ts";
import { labPolicy, routeHeaders } from "../../src/labs/labHeaders.ts";
import { embedRoutePolicy, sitePolicy } from "../../src/lib/contentSecurityPolicy.ts";

/** Run the plugin's middleware, as Vite's dev server does, on a request for `url`. */
function request(url: string): { url: string | undefined; headers: Record<string, string>; next: boolean } {
  let middleware: ((req: DevRequest, res: DevResponse, next: () => void) => void) | undefined;
  devRouteHeadersPlugin.configureServer({ middlewares: { use: (fn) => (middleware = fn) } });
  const req: DevRequest = { url };
  const headers: Record<string, string> = {};
  let next = false;
  middleware?.(req, { setHeader: (name: string, value: string) => (headers[name] = value) }, () => {
    next = true;
  });
  return { url: req.url, headers, next };
}

describe("devRouteHeaders", () => {
  it("the dev middleware sends each route the headers preview and dist/_headers send, its policy included", () => {
    for (const url of [
      "/",
      "/chapters/kernel-bypass/?a=1",
      "/labs/rdma-write/",
      "/ko/embed/bus-contention/",
      "/embed/",
    ])
      expect(request(url).headers, url).toEqual(routeHeaders(url));
    expect(request("/chapters/x/").headers["Content-Security-Policy"]).toBe(sitePolicy);
    expect(request("/labs/x/").headers["Content-Security-Policy"]).toBe(labPolicy);
    expect(request("/embed/bus-contention/?devices=16").headers["Content-Security-Policy"]).toBe(
      embedRoutePolicy("*"),
    );
    expect(request("/labs/x/").headers["Cross-Origin-Embedder-Policy"]).toBe("require-corp");
    expect(request("/chapters/x/").next).toBe(true);
  });

  it("the dev middleware serves /embed/fabric-figures.js from the kit's source, to any origin, query kept", () => {
    const kit = request(EMBED_KIT_PATH);
    expect(kit.url).toBe(EMBED_KIT_SOURCE);
    expect(kit.headers["Access-Control-Allow-Origin"]).toBe("*");
    expect(kit.next).toBe(true);
    expect(request(`${EMBED_KIT_PATH}?v=1`).url).toBe(`${EMBED_KIT_SOURCE}?v=1`);
    // Nothing else is rewritten.
    for (const url of [
      "/embed/",
      "/embed/bus-contention/",
      "/embed/fabric-figures.json",
      "/x/embed/fabric-figures.js",
    ])
      expect(request(url).url).toBe(url);
  });

  it("devRouteHeaders(req, res, ancestors) frames embed routes by the given ancestors only", () => {
    const headers: Record<string, string> = {};
    devRouteHeaders(
      { url: "/embed/bus-contention/" },
      { setHeader: (n, v) => (headers[n] = v) },
      "https://docs.example",
    );
    expect(headers["Content-Security-Policy"]).toBe(embedRoutePolicy("https://docs.example"));
  });
});

describe("devRouteHeadersPlugin in Vite's dev server", () => {
  it("GET /embed/fabric-figures.js answers the kit's source as a module, with CORS and the route's policy", async () => {
    const { createServer } = await import("vite");
    const { sourceCondition } = await import("../../scripts/sourceCondition.mjs");
    const vite = await createServer({
      configFile: false,
      logLevel: "silent",
      appType: "custom",
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      plugins: [devRouteHeadersPlugin, sourceCondition()],
    });
    const server = http.createServer(vite.middlewares);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${EMBED_KIT_PATH}`);
      const code = await response.text();
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/javascript/);
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("content-security-policy")).toBe(sitePolicy);
      // The kit's entry, its imports resolved to the dev server's modules (its figure element
      // from its source), types stripped.
      expect(code).toContain("defineFigureElements");
      expect(code).toMatch(/import\("\/src\/embed\/figureElements\.ts"\)/);
      expect(code).toMatch(/from "\/src\/embed\/preloadFigure\.ts"/);
      expect(code).not.toMatch(/as Promise<typeof Kit>/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    }
  }, 60_000);
});
