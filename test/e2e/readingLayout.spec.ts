import { expect, test } from "@playwright/test";
import { chapterPages, watch } from "./site.ts";

/**
 * A chapter lays out only the sections and figures near the viewport (content-visibility), and
 * its figures come alive a screen ahead of the reader. These check what that must not cost: the
 * printed page, and a page that stays still while it is read.
 */
const chapters = chapterPages();

test("in print every section and figure of every chapter is laid out, each figure with its chart", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ media: "print" });
  for (const path of chapters) {
    await page.goto(path);
    const result = await page.evaluate(() => {
      const shown = (el: Element | null) => el?.checkVisibility({ contentVisibilityAuto: true }) ?? false;
      const sections = [...document.querySelectorAll(".chapter-section")].map((s) => s.firstElementChild);
      const figures = [...document.querySelectorAll("[data-figure]")];
      return {
        sections: sections.length,
        sectionsShown: sections.filter(shown).length,
        figures: figures.length,
        chartsDrawn: figures.filter((f) => {
          const svg = f.querySelector(".fab-chart svg");
          return svg !== null && shown(svg) && svg.getBoundingClientRect().height > 50;
        }).length,
      };
    });
    expect(result.sections, path).toBeGreaterThan(0);
    expect(result.sectionsShown, path).toBe(result.sections);
    expect(result.figures, path).toBeGreaterThan(0);
    expect(result.chartsDrawn, path).toBe(result.figures);
  }
});

test("scrolling through a chapter nothing jumps: layout shifts stay under 0.05, and a section off screen keeps the height it had in view", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const path of ["/chapters/nccl-all-reduce/", "/ko/chapters/why-the-network-decides/"]) {
    await page.goto(path);
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
          w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: false });
    });
    // A reader's pace: a wheel step every 100 ms to the end, each section measured while in view.
    await page.mouse.move(640, 400);
    const inView = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const { atEnd, heights } = await page.evaluate(() => ({
        atEnd: scrollY + innerHeight >= document.documentElement.scrollHeight - 1,
        heights: [...document.querySelectorAll(".chapter-section")].flatMap((s, n) => {
          const r = s.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight ? [[n, r.height] as const] : [];
        }),
      }));
      for (const [n, height] of heights) inView.set(n, height);
      if (atEnd) break;
      await page.mouse.wheel(0, 100);
      await page.waitForTimeout(100);
    }
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, path).toBeLessThan(0.05);
    // Back at the top, sections far below are skipped again, each holding the height it had.
    const length = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => ({
      length: document.documentElement.scrollHeight,
      heights: [...document.querySelectorAll(".chapter-section")].map((s) => ({
        height: s.getBoundingClientRect().height,
        // A skipped section's box stands; its content is what content-visibility leaves out.
        skipped: !s.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }),
      })),
    }));
    expect(after.heights.filter((h) => h.skipped).length, path).toBeGreaterThan(2);
    expect(inView.size, path).toBe(after.heights.length);
    for (const [n, height] of inView)
      expect(after.heights[n]?.height, `${path} section ${n + 1}`).toBeCloseTo(height, 0);
    expect(after.length, path).toBeCloseTo(length, 0);
  }
  expect(problems.console).toEqual([]);
});
