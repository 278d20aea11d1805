/**
 * The course's shape in the chapters' sources: every chapter, in every language, ends with its
 * "what it means for you" takeaways (a list of at least three points, the last section), and the
 * chapters of a language are numbered 1..n without gaps, the same in every language.
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages } from "../../src/lib/i18n.ts";

const CHAPTERS = "content/chapters";
/** The takeaways heading in each language. */
const TAKEAWAYS: Record<string, string> = { en: "What it means for you", ko: "여러분에게 주는 의미" };

/** The chapter's sections after its frontmatter, code blocks left out: heading and body. */
function sections(mdx: string): Array<{ heading: string; body: string }> {
  const text = mdx.replace(/^---[\s\S]*?\n---\n/, "").replace(/```[\s\S]*?```/g, "");
  return text
    .split(/^## /m)
    .slice(1)
    .map((part) => ({
      heading: part.slice(0, part.indexOf("\n")).trim(),
      body: part.slice(part.indexOf("\n")),
    }));
}

const order = (mdx: string) => Number(/^order:\s*(\d+)$/m.exec(mdx)?.[1]);

for (const lang of languages) {
  const files = readdirSync(`${CHAPTERS}/${lang}`).filter((f) => f.endsWith(".mdx"));
  describe(`chapters in ${lang}`, () => {
    for (const file of files) {
      it(`${lang}/${file} ends with the section "${TAKEAWAYS[lang]}" of three or more points`, () => {
        const last = sections(readFileSync(`${CHAPTERS}/${lang}/${file}`, "utf8")).at(-1);
        expect(last?.heading).toBe(TAKEAWAYS[lang]);
        expect(last?.body.match(/^- /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
      });
    }
    it(`the chapters in ${lang} are numbered 1 to ${files.length} in the same order as in English`, () => {
      const orders = Object.fromEntries(
        files.map((f) => [f, order(readFileSync(`${CHAPTERS}/${lang}/${f}`, "utf8"))]),
      );
      expect(Object.values(orders).sort((a, b) => a - b)).toEqual(files.map((_, i) => i + 1));
      for (const f of files) expect(orders[f]).toBe(order(readFileSync(`${CHAPTERS}/en/${f}`, "utf8")));
    });
  });
}

describe("sections", () => {
  it('sections("---\\nt: 1\\n---\\n## A\\n- x\\n## B\\n") -> A then B', () => {
    expect(sections("---\nt: 1\n---\n## A\n- x\n## B\n").map((s) => s.heading)).toEqual(["A", "B"]);
  });
});
