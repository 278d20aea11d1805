/**
 * Parity of the languages: every chapter exists in every language, with the same figures and
 * exercises in the same order and the same number of sections (the language switch carries the
 * reader's place by figure id and section number), and every English UI string has an entry in
 * every other language's area file of the same name.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultLang, languages } from "../../src/lib/i18n.ts";

const CHAPTERS = "content/chapters";
const others = languages.filter((lang) => lang !== defaultLang);

/** Chapter slugs of a language (its .mdx files). */
function slugsOf(lang: string): string[] {
  const dir = `${CHAPTERS}/${lang}`;
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".mdx"))
    .map((f) => f.replace(/\.mdx$/, ""))
    .sort();
}

/** The figures and exercises a chapter places, in order: `["Figure bus-contention", "Exercise post-write"]`. */
function embeddedParts(mdx: string): string[] {
  return [...mdx.matchAll(/<(Figure|Exercise)\b[^>]*?\b(?:name|id)="([^"]+)"/g)].map(
    (m) => `${m[1]} ${m[2]}`,
  );
}

/** How many sections (`## ` headings outside code blocks) a chapter has. */
function sectionCount(mdx: string): number {
  return mdx.replace(/```[\s\S]*?```/g, "").match(/^## /gm)?.length ?? 0;
}

type Area = Record<string, string>;
const areaName = (path: string) => path.replace(/^.*\//, "").replace(/\.ts$/, "");
/** The object an area file exports (each exports one, named after the area). */
const areaObject = (module: Record<string, unknown>): Area =>
  (Object.values(module).find((v) => typeof v === "object" && v !== null) ?? {}) as Area;
const enAreas = import.meta.glob<Record<string, unknown>>("../../src/lib/strings/en/*.ts", { eager: true });
const allAreas = import.meta.glob<Record<string, unknown>>("../../src/lib/strings/*/*.ts", { eager: true });

describe("embeddedParts", () => {
  it('embeddedParts(\'<Figure name="a" />…<Exercise id="b" n={1}>\') -> ["Figure a", "Exercise b"]', () => {
    expect(embeddedParts('x <Figure name="a" />\ny <Exercise\n  id="b" n={1}>task</Exercise>')).toEqual([
      "Figure a",
      "Exercise b",
    ]);
  });
});

for (const lang of others) {
  describe(`chapters in ${lang}`, () => {
    const en = slugsOf(defaultLang);
    const translated = slugsOf(lang);
    it(`content/chapters/${lang} has every English chapter`, () => {
      expect(en.filter((slug) => !translated.includes(slug))).toEqual([]);
    });
    it(`content/chapters/${lang} has no chapter that English lacks`, () => {
      expect(translated.filter((slug) => !en.includes(slug))).toEqual([]);
    });
    for (const slug of en.filter((s) => translated.includes(s))) {
      const source = readFileSync(`${CHAPTERS}/${defaultLang}/${slug}.mdx`, "utf8");
      const version = readFileSync(`${CHAPTERS}/${lang}/${slug}.mdx`, "utf8");
      it(`${lang}/${slug} embeds the same figures and exercises as en/${slug}, in the same order`, () => {
        expect(embeddedParts(version)).toEqual(embeddedParts(source));
      });
      it(`${lang}/${slug} has as many sections as en/${slug}`, () => {
        expect(sectionCount(version)).toBe(sectionCount(source));
      });
    }
  });

  describe(`UI strings in ${lang}`, () => {
    for (const [path, module] of Object.entries(enAreas)) {
      const area = areaName(path);
      it(`src/lib/strings/${lang}/${area}.ts has an entry for every key of en/${area}.ts`, () => {
        const translated = allAreas[`../../src/lib/strings/${lang}/${area}.ts`];
        expect(translated, `src/lib/strings/${lang}/${area}.ts is missing`).toBeDefined();
        const entries = areaObject(translated ?? {});
        const missing = Object.keys(areaObject(module)).filter(
          (key) => typeof entries[key] !== "string" || entries[key].trim() === "",
        );
        expect(missing).toEqual([]);
      });
    }
  });
}
