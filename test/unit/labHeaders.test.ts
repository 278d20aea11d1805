import { describe, expect, it } from "vitest";
import { isLabRoute, labPolicy, routeHeaders } from "../../src/labs/labHeaders.ts";
import { headerRules, staticHeadersFile } from "../../src/labs/staticHeadersFile.ts";
import { sitePolicy } from "../../src/lib/contentSecurityPolicy.ts";

describe("route headers", () => {
  it("isLabRoute(path) is true for /labs/… in any language and nothing else", () => {
    for (const path of ["/labs/", "/labs/ring-allreduce/", "/ko/labs/x/", "/labs"])
      expect(isLabRoute(path)).toBe(true);
    for (const path of ["/", "/chapters/labs/", "/labsx/", "/embed/x/", "/ko/chapters/x/"])
      expect(isLabRoute(path)).toBe(false);
  });

  it("routeHeaders('/labs/x/?a=1', { csp: true }) isolates the page and allows the sandbox frame", () => {
    expect(routeHeaders("/labs/x/?a=1", { csp: true })).toEqual({
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

  it("routeHeaders('/chapters/x/') keeps the site policy and adds no isolation; dev sends no policy", () => {
    expect(routeHeaders("/chapters/x/", { csp: true })).toEqual({ "Content-Security-Policy": sitePolicy });
    expect(routeHeaders("/chapters/x/", { csp: false })).toEqual({});
    expect(Object.keys(routeHeaders("/labs/x/", { csp: false }))).toEqual([
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Embedder-Policy",
    ]);
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
