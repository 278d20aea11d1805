import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chapterLangOfPath, chapterLangOfUrl } from "../../src/lib/chapterLangOfPath.ts";
import { glossary, glossaryHref, parseGlossary } from "../../src/lib/glossary.ts";
import { type HastNode, planFirstUseLinks } from "../../src/lib/glossaryLinksPlugin.ts";
import { findTermMatches, formPattern, glossaryMatchers } from "../../src/lib/glossaryMatchers.ts";
import { languages } from "../../src/lib/i18n.ts";
import { sectionAnchorNode, sectionHeadings } from "../../src/lib/sectionAnchorsPlugin.ts";

const text = (value: string): HastNode => ({ type: "text", value });
const el = (tagName: string, ...children: HastNode[]): HastNode => ({ type: "element", tagName, children });
const chapter = (lang: string, slug: string) => readFileSync(`content/chapters/${lang}/${slug}.mdx`, "utf8");

describe("the glossary data", () => {
  it("has 30 to 60 terms", () => {
    expect(glossary.length).toBeGreaterThanOrEqual(30);
    expect(glossary.length).toBeLessThanOrEqual(60);
  });
  for (const lang of languages) {
    it(`every term with a section names one its ${lang} chapter has`, () => {
      const beyond = glossary.filter(
        (term) =>
          term.section !== undefined &&
          (chapter(lang, term.chapter).match(/^## /gm)?.length ?? 0) < term.section,
      );
      expect(beyond.map((t) => t.id)).toEqual([]);
    });
  }
  it("every definition is a sentence: English ends with '.', Korean is Hangul in 합니다체", () => {
    for (const term of glossary) {
      expect(term.definition.en, term.id).toMatch(/\.$/);
      expect(term.definition.ko, term.id).toMatch(/[가-힣]/);
      expect(term.definition.ko, term.id).toMatch(/니다\.$/);
    }
  });
  for (const lang of languages) {
    it(`every term is used (in one of its ${lang} forms) in the ${lang} chapter that teaches it`, () => {
      const unused = glossary.filter(
        (term) => !term.match[lang].some((form) => formPattern(form).test(chapter(lang, term.chapter))),
      );
      expect(unused.map((t) => `${t.id} in ${t.chapter}`)).toEqual([]);
    });
  }
  it("parseGlossary([...two entries with one id]) throws naming the entry (astro/zod schema)", () => {
    const entry = {
      id: "rdma",
      term: "RDMA",
      ko: "RDMA",
      chapter: "kernel-bypass",
      match: { en: ["RDMA"], ko: ["RDMA"] },
      definition: { en: "x.", ko: "엑스입니다." },
    };
    expect(parseGlossary([entry])).toHaveLength(1);
    expect(() => parseGlossary([entry, entry])).toThrow(/entry 2 \(rdma\): id repeats/);
    expect(() => parseGlossary([{ ...entry, definition: { en: "x." } }])).toThrow(/definition\.ko/);
    expect(() => parseGlossary([{ ...entry, match: { en: [], ko: ["x"] } }])).toThrow(/match\.en is empty/);
    expect(() => parseGlossary([{ ...entry, id: "RDMA" }])).toThrow(
      /entry 1 \(RDMA\): id must be kebab-case/,
    );
    expect(() => parseGlossary([{ ...entry, term: "  " }])).toThrow(/term must be text/);
    expect(() => parseGlossary({ terms: [] })).toThrow(/^glossary: /);
  });
  it('glossaryHref("ko", "rkey") -> "/ko/glossary/#term-rkey"', () => {
    expect(glossaryHref("ko", "rkey")).toBe("/ko/glossary/#term-rkey");
    expect(glossaryHref("en", "rkey")).toBe("/glossary/#term-rkey");
  });
});

describe("formPattern", () => {
  it('formPattern("링") matches "링은" and "링의", not "링크" or "스케줄링"', () => {
    const ring = formPattern("링");
    expect("링은 빠릅니다".match(ring)?.[0]).toBe("링");
    expect(ring.test("링의 스텝")).toBe(true);
    expect(formPattern("링").test("링크 속도")).toBe(false);
    expect(formPattern("링").test("스케줄링 정책")).toBe(false);
  });
  it('formPattern("대역폭") does not match inside "역대역폭" but matches "대역폭입니다." and "대역폭이어야"', () => {
    expect(formPattern("대역폭").test("역대역폭을")).toBe(false);
    expect(formPattern("대역폭").test("대역폭입니다.")).toBe(true);
    expect(formPattern("대역폭").test("대역폭이어야")).toBe(true);
  });
  it('formPattern("queue pair") matches "Queue\\npairs" across a line break, in any case, plural', () => {
    expect("a Queue\npairs b".match(formPattern("queue pair"))?.[0]).toBe("Queue\npairs");
  });
  it('formPattern("RDMA") is case-sensitive and whole-word: not "rdma" nor "xRDMA", yes "RDMA를"', () => {
    expect(formPattern("RDMA").test("rdma")).toBe(false);
    expect(formPattern("RDMA").test("xRDMA")).toBe(false);
    expect(formPattern("RDMA").test("RDMA를 씁니다")).toBe(true);
    expect(formPattern("LL").test("LL128")).toBe(false);
  });
});

describe("findTermMatches", () => {
  const matchers = [
    { id: "bw", pattern: formPattern("bandwidth") },
    { id: "bisection", pattern: formPattern("bisection bandwidth") },
    { id: "ring", pattern: formPattern("ring") },
  ];
  it('findTermMatches("full bisection bandwidth and ring", …) takes the longer term, leftmost first', () => {
    expect(findTermMatches("full bisection bandwidth and ring", matchers)).toEqual([
      { id: "bisection", start: 5, end: 24 },
      { id: "ring", start: 29, end: 33 },
    ]);
  });
});

describe("planFirstUseLinks", () => {
  const matchers = glossaryMatchers(glossary, "en");
  const href = (id: string) => `/glossary/#term-${id}`;
  it("links only the first use, never in headings, code, links or components", () => {
    const tree: HastNode = {
      type: "root",
      children: [
        el("h2", text("RDMA in a heading")),
        el("p", el("code", text("RDMA")), text(" and "), el("a", text("RDMA"))),
        { type: "mdxJsxFlowElement", children: [el("p", text("RDMA inside an Aside"))] },
        el("p", text("Here RDMA and RDMA again, with an rkey.")),
        el("p", text("RDMA once more.")),
      ],
    };
    const plans = planFirstUseLinks(tree, matchers, href);
    expect(plans).toHaveLength(1);
    expect(plans[0]?.node.value).toBe("Here RDMA and RDMA again, with an rkey.");
    expect(plans[0]?.replacement).toEqual([
      text("Here "),
      {
        type: "element",
        tagName: "a",
        properties: { href: "/glossary/#term-rdma", className: ["glossary-link"] },
        children: [text("RDMA")],
      },
      text(" and RDMA again, with an "),
      {
        type: "element",
        tagName: "a",
        properties: { href: "/glossary/#term-rkey", className: ["glossary-link"] },
        children: [text("rkey")],
      },
      text("."),
    ]);
  });
  it("links Korean prose by the Korean term or the English one", () => {
    const tree: HastNode = {
      type: "root",
      children: [el("p", text("패브릭은 무손실이어야 하며 Queue Pair를 씁니다."))],
    };
    const linked = planFirstUseLinks(tree, glossaryMatchers(glossary, "ko"), href)[0]?.replacement.filter(
      (n) => n.tagName === "a",
    );
    expect(linked?.map((n) => n.children?.[0]?.value)).toEqual(["무손실", "Queue Pair"]);
  });
});

describe("section anchors", () => {
  it("sectionHeadings finds each h2 in order, outside components; sectionAnchorNode(2) has id section-2", () => {
    const first = el("h2", text("One"));
    const second = el("h2", text("Two"));
    const tree: HastNode = {
      type: "root",
      children: [first, el("p", text("x")), { type: "mdxJsxFlowElement", children: [el("h2")] }, second],
    };
    expect(sectionHeadings(tree)).toEqual([first, second]);
    expect(sectionAnchorNode(2).properties).toEqual({ id: "section-2", className: ["section-anchor"] });
  });
});

describe("chapterLangOfPath", () => {
  it('chapterLangOfPath(".../content/chapters/ko/x.mdx") -> "ko"; labs and other folders -> undefined', () => {
    expect(chapterLangOfPath("/site/content/chapters/ko/kernel-bypass.mdx")).toBe("ko");
    expect(chapterLangOfPath("/site/content/chapters/en/kernel-bypass.mdx")).toBe("en");
    expect(chapterLangOfPath("/site/content/labs/en/ring.mdx")).toBeUndefined();
    expect(chapterLangOfPath("/site/content/chapters/xx/a.mdx")).toBeUndefined();
    expect(chapterLangOfUrl(new URL("file:///site/content/chapters/ko/a.mdx"))).toBe("ko");
    expect(chapterLangOfUrl(undefined)).toBeUndefined();
  });
});
