import { describe, expect, it } from "vitest";
import { configuredSiteOrigin } from "../../src/lib/siteAddress.ts";

describe("siteAddress", () => {
  it("configuredSiteOrigin({SITE_URL}) is the URL's origin, and undefined when unset or not http(s)", () => {
    expect(configuredSiteOrigin({ SITE_URL: "https://fabric.example.com/notes/" })).toBe(
      "https://fabric.example.com",
    );
    expect(configuredSiteOrigin({ SITE_URL: "http://10.0.0.5:4321" })).toBe("http://10.0.0.5:4321");
    for (const value of [undefined, "", "fabric.example.com", "javascript:alert(1)", "file:///x"])
      expect(configuredSiteOrigin({ SITE_URL: value })).toBeUndefined();
  });
});
