import { describe, expect, it } from "vitest";
import {
  formatNumber,
  hasString,
  isLang,
  langFromParam,
  langOfPath,
  langParam,
  languagePaths,
  localePath,
  t,
  templateVariables,
  unlocalizedPath,
  wellFormedTemplate,
} from "../../src/lib/i18n.ts";
import { readingMinutes } from "../../src/lib/readingMinutes.ts";
import { loadStrings } from "../../src/lib/stringAreas.ts";
import { en } from "../../src/lib/strings/en.ts";
import { site as koSite } from "../../src/lib/strings/ko/site.ts";

describe("i18n", () => {
  it('t("en", "home.chapterNumber", {n: 3}) fills placeholders', () => {
    expect(t("en", "home.chapterNumber", { n: 3 })).toBe("Chapter 3");
  });
  it('t("en", "home.figures", {n}) says "1 live figure" and "2 live figures"; Korean counts without a plural', () => {
    expect(t("en", "home.figures", { n: 1 })).toBe("1 live figure");
    expect(t("en", "home.figures", { n: 2 })).toBe("2 live figures");
    expect(t("en", "home.figures", { n: 0 })).toBe("0 live figures");
    expect(t("en", "workshop.slides", { n: 1 })).toBe("1 slide");
    expect(t("ko", "workshop.slides", { n: 1 })).toBe("슬라이드 1장");
    expect(t("en", "measure.kindPerftest", { program: "ib_write_bw", rows: 1 })).toBe(
      "perftest output: ib_write_bw, 1 size",
    );
    expect(t("en", "labs.outputDropped", { n: "many" })).toBe("many more lines not shown.");
  });
  it("templateVariables and wellFormedTemplate read plural choices: =n cases, # as the number", () => {
    const template = "{n, plural, =0 {no slides} one {# slide} other {# slides}} of {total}";
    expect(templateVariables(template)).toEqual(["n", "total"]);
    expect(wellFormedTemplate(template)).toBe(true);
    expect(wellFormedTemplate("{n, plural, one {# slide}")).toBe(false);
    expect(wellFormedTemplate("{n} {")).toBe(false);
  });
  it("every English string that counts a noun by a number chooses its plural: no '{n} slides' left", () => {
    // A count placeholder right before a plural noun ("{n} live figures", "{rows} sizes") must be
    // a plural choice instead. Model messages are worded by the model's templates and left out, and
    // so are the strings whose count is never 1 (listed with why).
    const neverOne = new Set([
      "fig.msgTimeline.readoutDone", // a path has five or more stages
      "fig.msgTimeline.readoutDoneRead",
      "measure.held", // only for outputs longer than the box holds
      "fig.studyRepro.summary", // the study's measured points
      "fig.calParams.fit",
      "fig.calParams.summary",
      "fig.whatIf.reason.nodes", // beyond the study's largest node count
    ]);
    const counted = /\{(n|count|rows|ranks|lines|nodes|gpus|slides|skipped)\} (?:[a-z]+ )?[a-z]+s\b/;
    const offenders = Object.values(en)
      .flatMap((area) => Object.entries(area))
      .filter(
        ([key, value]) =>
          // (fig.studyRepro.read.<series>: its key fixes the node count, two or more)
          !/^(measure\.msg|verbs\.(event|error|reason)|fig\.studyRepro\.read)\./.test(key) &&
          !neverOne.has(key) &&
          counted.test(value),
      )
      .map(([key]) => key);
    expect(offenders).toEqual([]);
  });
  it("t leaves unknown placeholders visible rather than blank", () => {
    expect(t("en", "home.chapterNumber")).toBe("Chapter {n}");
  });
  it('isLang("en") and isLang("ko") are true, isLang("xx") false', () => {
    expect(isLang("en")).toBe(true);
    expect(isLang("ko")).toBe(true);
    expect(isLang("xx")).toBe(false);
  });
  it('localePath("en", "/chapters/x/") keeps the default locale unprefixed; "ko" prefixes /ko', () => {
    expect(localePath("en", "/chapters/x/")).toBe("/chapters/x/");
    expect(localePath("ko", "/chapters/x/")).toBe("/ko/chapters/x/");
    expect(localePath("ko", "units/")).toBe("/ko/units/");
  });
  it('langOfPath("/ko/units/") -> "ko"; "/kernel/…", "/" and "/xx/…" -> "en"', () => {
    expect(langOfPath("/ko/units/")).toBe("ko");
    expect(langOfPath("/ko")).toBe("ko");
    expect(langOfPath("/kernel-bypass/")).toBe("en");
    expect(langOfPath("/")).toBe("en");
    expect(langOfPath("/xx/units/")).toBe("en");
  });
  it('unlocalizedPath("/ko/chapters/x/") -> "/chapters/x/", and an English path is unchanged', () => {
    expect(unlocalizedPath("/ko/chapters/x/")).toBe("/chapters/x/");
    expect(unlocalizedPath("/ko/")).toBe("/");
    expect(unlocalizedPath("/ko")).toBe("/");
    expect(unlocalizedPath("/chapters/x/")).toBe("/chapters/x/");
  });
  it("languagePaths() -> one path per language, English without a prefix", () => {
    expect(languagePaths()).toEqual([
      { params: { lang: undefined }, props: { lang: "en" } },
      { params: { lang: "ko" }, props: { lang: "ko" } },
    ]);
    expect(langParam("en")).toBeUndefined();
    expect(langFromParam(undefined)).toBe("en");
    expect(langFromParam("ko")).toBe("ko");
    expect(langFromParam("xx")).toBe("en");
  });
  it("formatNumber shows a dash for non-finite values, and formats for the language", () => {
    expect(formatNumber("en", Number.POSITIVE_INFINITY)).toBe("–");
    expect(formatNumber("en", 1234.567, 1)).toBe("1,234.6");
    expect(formatNumber("ko", 1234.567, 1)).toBe(
      new Intl.NumberFormat("ko", { maximumFractionDigits: 1 }).format(1234.567),
    );
  });
  it('await loadStrings("ko", ["site"]) registers ko/site.ts: t("ko", "nav.home") is its Korean', async () => {
    await loadStrings("ko", ["site"]);
    expect(hasString("ko", "nav.home")).toBe(true);
    expect(t("ko", "nav.home")).toBe(koSite["nav.home"]);
    expect(t("ko", "home.chapterNumber", { n: 2 })).toBe(koSite["home.chapterNumber"].replace("{n}", "2"));
  });
  it('await loadStrings("xx", ["site"]) loads English and never rejects; t("en", "nav.home") is "Home"', async () => {
    await expect(loadStrings("xx", ["site"])).resolves.toBeUndefined();
    await expect(loadStrings("ko", [])).resolves.toBeUndefined();
    expect(t("en", "nav.home")).toBe("Home");
  });
});

describe("readingMinutes", () => {
  it('readingMinutes("word ".repeat(440), "en") -> 2 (220 words a minute)', () => {
    expect(readingMinutes("word ".repeat(440), "en")).toBe(2);
  });
  it('readingMinutes("가".repeat(1500), "ko") -> 3 (500 Hangul syllables a minute, not words)', () => {
    expect(readingMinutes("가".repeat(1500), "ko")).toBe(3);
    // The same text as one "word" per syllable group would read as 1 minute if counted in words.
    expect(readingMinutes("가나다라 ".repeat(375), "ko")).toBe(3);
  });
  it("readingMinutes counts the English words Korean prose keeps, and ignores tags", () => {
    expect(readingMinutes(`${"가".repeat(500)} ${"RDMA ".repeat(220)}`, "ko")).toBe(2);
    expect(readingMinutes('<Figure name="a" />', "en")).toBe(1);
  });
});
