import { describe, expect, it } from "vitest";
import { formatNumber, isLang, localePath, t } from "../../src/lib/i18n.ts";

describe("i18n", () => {
  it('t("en", "home.chapterNumber", {n: 3}) fills placeholders', () => {
    expect(t("en", "home.chapterNumber", { n: 3 })).toBe("Chapter 3");
  });
  it("t leaves unknown placeholders visible rather than blank", () => {
    expect(t("en", "home.chapterNumber")).toBe("Chapter {n}");
  });
  it('isLang("en") is true and isLang("xx") false', () => {
    expect(isLang("en")).toBe(true);
    expect(isLang("xx")).toBe(false);
  });
  it('localePath("en", "/chapters/x/") keeps the default locale unprefixed', () => {
    expect(localePath("en", "/chapters/x/")).toBe("/chapters/x/");
  });
  it("formatNumber shows a dash for non-finite values", () => {
    expect(formatNumber("en", Number.POSITIVE_INFINITY)).toBe("–");
    expect(formatNumber("en", 1234.567, 1)).toBe("1,234.6");
  });
});
