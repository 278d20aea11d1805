import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { chapterParts } from "../../src/workshop/chapterParts.ts";
import { builtPages, watch } from "./site.ts";

/**
 * Every chapter's printable handout, printed to PDF by Chromium as a trainer would print it, and
 * read back: the text of each PDF page (pdfjs), compared with what the page shows.
 */
const handouts = builtPages().filter((p) => /^\/(?:[a-z]{2}\/)?workshop\/[^/]+\/handout\/$/.test(p));

/**
 * Text for comparing across the PDF's line breaks and ligatures: NFKC, no whitespace, and no control
 * characters (with some fonts, Nanum's for Hangul, pdfjs reads a printed space as U+0001).
 */
const squeeze = (text: string) => text.normalize("NFKC").replace(/[\s\p{Cc}]+/gu, "");

/** The text of each page of a PDF, squeezed. */
async function pdfPages(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(squeeze(content.items.map((item) => ("str" in item ? item.str : "")).join("")));
  }
  await doc.destroy();
  return pages;
}

/** The 0-based pages whose text holds `text`. */
const pagesWith = (pages: readonly string[], text: string) =>
  pages.flatMap((page, i) => (page.includes(squeeze(text)) ? [i] : []));

test("the build produced a handout for every chapter in both languages, linked from the workshop index", async ({
  page,
}) => {
  const chapters = builtPages().filter((p) => /^\/(?:[a-z]{2}\/)?chapters\/[^/]+\/$/.test(p));
  expect(handouts.length).toBe(chapters.length);
  for (const [index, name] of [
    ["/workshop/", "Handout: Verbs, hands on"],
    ["/ko/workshop/", "유인물: Verbs 직접 써 보기"],
  ] as const) {
    await page.goto(index);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(/\/workshop\/verbs-hands-on\/handout\/$/);
  }
});

for (const path of handouts) {
  test(`${path} loads no script, shows every figure drawn, and prints to PDF with its title, each checkpoint's question, and the answers only after the last question`, async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    const problems = watch(page);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual([]);
    expect(await page.locator("script").count()).toBe(0);

    const [, lang = "en", slug] = /^\/(?:([a-z]{2})\/)?workshop\/([^/]+)\//.exec(path) ?? [];
    const parts = chapterParts(readFileSync(`content/chapters/${lang}/${slug}.mdx`, "utf8"));
    const figures = parts.filter((p) => p.tag === "Figure").map((p) => p.id);
    const checkpoints = parts.filter((p) => p.tag === "Predict").map((p) => p.id);
    // Every figure of the chapter, drawn in its opening state: a chart with marks and labels.
    const drawn = await page.locator("[data-handout-figure]").evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute("data-handout-figure") ?? "",
        title: el.querySelector(".fab-title")?.textContent?.trim() ?? "",
        marks: el.querySelectorAll(".fab-chart svg *").length,
        label:
          [...el.querySelectorAll(".fab-chart svg text")]
            .map((t) => t.textContent?.trim() ?? "")
            .find((t) => t.length >= 4) ?? "",
      })),
    );
    expect(drawn.map((f) => f.id)).toEqual(figures);
    for (const f of drawn) expect(f.marks, f.id).toBeGreaterThan(20);
    const title = (await page.locator("h1").textContent())?.trim() ?? "";
    const questions = await page
      .locator("[data-handout-checkpoint] [data-role=question]")
      .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    const answers = await page
      .locator("[data-handout-answer] [data-role=model]")
      .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
    expect(questions).toHaveLength(checkpoints.length);
    expect(answers).toHaveLength(checkpoints.length);
    // On screen the answers come after the last question too, and the questions carry none.
    for (const q of questions) for (const a of answers) expect(q).not.toContain(a);

    const pages = await pdfPages(await page.pdf({ format: "A4" }));
    info.annotations.push({ type: "pages", description: `${path}: ${pages.length} pages` });
    console.log(`${path}: ${pages.length} PDF pages`);
    expect(pagesWith(pages, title)[0]).toBe(0);
    const questionPages = questions.map((q) => {
      const found = pagesWith(pages, q);
      expect(found, q).not.toEqual([]);
      return Math.min(...found);
    });
    const lastQuestion = Math.max(...questionPages);
    for (const a of answers) {
      const found = pagesWith(pages, a);
      expect(found, a).not.toEqual([]);
      expect(Math.min(...found), `${a} after the last question's page ${lastQuestion + 1}`).toBeGreaterThan(
        lastQuestion,
      );
    }
    // No figure prints blank: its title and a label of its chart are on paper.
    for (const f of drawn) {
      expect(pagesWith(pages, f.title), f.title).not.toEqual([]);
      if (f.label) expect(pagesWith(pages, f.label), `${f.id}: ${f.label}`).not.toEqual([]);
    }
    expect(problems.console).toEqual([]);
    expect(problems.failed).toEqual([]);
  });
}
