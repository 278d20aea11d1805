import { describe, expect, it } from "vitest";
import { isEmbedRoute, isLabRoute, labPolicy, routeHeaders } from "../../src/labs/labHeaders.ts";
import { headerRules, staticHeadersFile } from "../../src/labs/staticHeadersFile.ts";
import { embedAncestors, embedRoutePolicy, sitePolicy } from "../../src/lib/contentSecurityPolicy.ts";

describe("route headers", () => {
  it("isLabRoute(path) is true for /labs/… in any language and nothing else", () => {
    for (const path of ["/labs/", "/labs/ring-allreduce/", "/ko/labs/x/", "/labs"])
      expect(isLabRoute(path)).toBe(true);
    for (const path of ["/", "/chapters/labs/", "/labsx/", "/embed/x/", "/ko/chapters/x/"])
      expect(isLabRoute(path)).toBe(false);
  });

  it("routeHeaders('/labs/x/?a=1') isolates the page and allows the sandbox frame", () => {
    expect(routeHeaders("/labs/x/?a=1")).toEqual({
      "Content-Security-Policy": labPolicy,
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Embedder-Policy": "require-corp",
    });
    // The site's policy, plus the sandbox's frame, the probe of its origin and the warm workers' blob: scripts.
    expect(labPolicy).toBe(
      `${sitePolicy
        .replace("script-src 'self'", "script-src blob: 'self'")
        .replace(
          "connect-src 'self'",
          "connect-src 'self' https://stackblitz.com",
        )}; frame-src 'self' https://stackblitz.com`,
    );
    expect(sitePolicy).not.toContain("blob: 'self'");
  });

  it("routeHeaders('/chapters/x/') keeps the site policy and adds no isolation", () => {
    expect(routeHeaders("/chapters/x/")).toEqual({ "Content-Security-Policy": sitePolicy });
  });
});

describe("dist/_headers", () => {
  const pages = [
    "/",
    "/404.html",
    "/chapters/a/",
    "/chapters/b/",
    "/labs/",
    "/labs/x/",
    "/ko/",
    "/ko/chapters/a/",
    "/ko/labs/x/",
  ];

  it("headerRules(pages) never puts a policy on a path that also matches a lab route", () => {
    const rules = headerRules(pages);
    expect(rules.map((r) => r.path)).toEqual([
      "/",
      "/404.html",
      "/chapters/*",
      "/ko/",
      "/ko/chapters/*",
      "/ko/labs/*",
      "/labs/*",
    ]);
    for (const rule of rules) {
      const isolated = rule.headers["Cross-Origin-Embedder-Policy"] === "require-corp";
      expect(isolated).toBe(isLabRoute(rule.path));
      expect(rule.headers["Content-Security-Policy"]).toBe(isolated ? labPolicy : sitePolicy);
    }
  });

  it("headerRules() of a site without labs gives each top-level folder the site policy", () => {
    expect(headerRules(["/", "/ko/", "/ko/chapters/a/"]).map((r) => r.path)).toEqual(["/", "/ko/*"]);
  });

  it("staticHeadersFile(pages) keeps nosniff everywhere and CORS on the embeds", () => {
    const file = staticHeadersFile(pages);
    expect(
      file.startsWith(
        "/*\n  X-Content-Type-Options: nosniff\n\n/embed/*\n  Access-Control-Allow-Origin: *\n",
      ),
    ).toBe(true);
    expect(file).toContain(
      `/labs/*\n  Content-Security-Policy: ${labPolicy}\n  Cross-Origin-Opener-Policy: same-origin\n  Cross-Origin-Embedder-Policy: require-corp\n`,
    );
    expect(file.match(/Content-Security-Policy/g)).toHaveLength(7);
  });
});

describe("who may frame what, and who may read the assets", () => {
  it("isEmbedRoute(path) is true for a figure's embed route in any language, not the docs page or the kit", () => {
    for (const path of ["/embed/bus-contention/", "/ko/embed/bus-contention/", "/embed/x/index.html"])
      expect(isEmbedRoute(path)).toBe(true);
    for (const path of ["/embed/", "/embed/fabric-figures.js", "/embed/chunks/a.js", "/chapters/embed/"])
      expect(isEmbedRoute(path)).toBe(false);
  });

  it("routeHeaders(page) may be framed by the site only; routeHeaders(embed route) by any site", () => {
    expect(routeHeaders("/chapters/x/")["Content-Security-Policy"]).toMatch(/; frame-ancestors 'self'$/);
    expect(routeHeaders("/labs/x/")["Content-Security-Policy"]).toContain("frame-ancestors 'self'");
    const embed = routeHeaders("/ko/embed/bus-contention/?devices=4", { ancestors: "*" });
    expect(embed["Content-Security-Policy"]).toBe(embedRoutePolicy("*"));
    expect(embed["Content-Security-Policy"]?.match(/frame-ancestors/g)).toEqual(["frame-ancestors"]);
    expect(embed["Content-Security-Policy"]).toMatch(/; frame-ancestors \*$/);
  });

  it("routeHeaders(asset) lets any origin read the embed kit and the built scripts (sandboxed frames' origin is null)", () => {
    for (const path of ["/_astro/page.abc.js", "/embed/fabric-figures.js", "/embed/chunks/plot-x.js"])
      expect(routeHeaders(path)["Access-Control-Allow-Origin"]).toBe("*");
    expect(routeHeaders("/chapters/x/")["Access-Control-Allow-Origin"]).toBeUndefined();
  });

  it("embedAncestors(FABRIC_EMBED_ANCESTORS) is * when unset, the list when given, and refuses what is not a source", () => {
    expect(embedAncestors(undefined)).toBe("*");
    expect(embedAncestors("  ")).toBe("*");
    expect(embedAncestors("https://docs.example.com  'self' http://wiki.local:8080")).toBe(
      "https://docs.example.com 'self' http://wiki.local:8080",
    );
    for (const bad of [
      "docs.example.com",
      "https://a.example; script-src *",
      "'unsafe-inline'",
      "javascript:x",
    ])
      expect(() => embedAncestors(bad)).toThrow(/FABRIC_EMBED_ANCESTORS/);
  });

  it("headerRules(pages) gives each embed route its own rule, the docs page and every other page the site's", () => {
    const pages = ["/", "/embed/", "/embed/a/", "/embed/b-c/", "/ko/", "/ko/embed/a/", "/ko/labs/x/"];
    const rules = headerRules(pages, "https://docs.example.com");
    expect(rules.map((r) => r.path)).toEqual([
      "/",
      "/embed/",
      "/embed/a/*",
      "/embed/b-c/*",
      "/ko/",
      "/ko/embed/a/*",
      "/ko/labs/*",
    ]);
    const policy = (path: string) => rules.find((r) => r.path === path)?.headers["Content-Security-Policy"];
    expect(policy("/embed/")).toBe(sitePolicy);
    expect(policy("/embed/a/*")).toBe(embedRoutePolicy("https://docs.example.com"));
    expect(policy("/ko/embed/a/*")).toBe(embedRoutePolicy("https://docs.example.com"));
    const file = staticHeadersFile(pages);
    expect(file).toContain("/_astro/*\n  Access-Control-Allow-Origin: *\n");
    expect(file).toContain("/embed/*\n  Access-Control-Allow-Origin: *\n");
  });
});
