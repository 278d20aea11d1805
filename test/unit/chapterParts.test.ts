import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chapterParts } from "../../src/workshop/chapterParts.ts";
import { fitScale } from "../../src/workshop/fitScale.ts";

describe("chapterParts", () => {
  it("chapterParts(mdx) lists figures, checkpoints and exercises in order, each with its section", () => {
    const mdx = [
      "Intro",
      '<Predict id="first">',
      "## One *thing*",
      '<Figure name="f" state={{ a: 1 }} />',
      "```sh",
      "## not a heading",
      "```",
      '<Exercise id="e" n={1}>',
      "## Two `code`",
      '<Predict id="second">',
    ].join("\n");
    expect(chapterParts(mdx)).toEqual([
      { tag: "Predict", id: "first", section: 0, heading: "" },
      { tag: "Figure", id: "f", section: 1, heading: "One thing" },
      { tag: "Exercise", id: "e", section: 1, heading: "One thing" },
      { tag: "Predict", id: "second", section: 2, heading: "Two code" },
    ]);
  });
  it("chapterParts(each chapter) finds the same parts in English and Korean, in the same sections", () => {
    const dir = "content/chapters";
    for (const file of readdirSync(`${dir}/en`)) {
      const en = chapterParts(readFileSync(`${dir}/en/${file}`, "utf8"));
      const ko = chapterParts(readFileSync(`${dir}/ko/${file}`, "utf8"));
      expect(en.length, file).toBeGreaterThan(0);
      expect(
        ko.map((p) => [p.tag, p.id, p.section]),
        file,
      ).toEqual(en.map((p) => [p.tag, p.id, p.section]));
    }
  });
});

describe("fitScale", () => {
  it("fitScale(content taller than the box) -> box height / content height", () => {
    expect(fitScale({ width: 1200, height: 900 }, { width: 1200, height: 600 })).toBeCloseTo(2 / 3, 10);
  });
  it("fitScale(content wider than the box) -> box width / content width", () => {
    expect(fitScale({ width: 2000, height: 100 }, { width: 1000, height: 600 })).toBe(0.5);
  });
  it("fitScale(content smaller than the box) -> 1 (never enlarged)", () => {
    expect(fitScale({ width: 100, height: 100 }, { width: 1000, height: 600 })).toBe(1);
  });
  it("fitScale(empty content) -> 1", () => {
    expect(fitScale({ width: 0, height: 0 }, { width: 1000, height: 600 })).toBe(1);
  });
});
