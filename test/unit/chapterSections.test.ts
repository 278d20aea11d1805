import fc from "fast-check";
import { parseHTML } from "linkedom";
import { describe, expect, it } from "vitest";
import {
  chapterSections,
  EXERCISE_PX,
  FIGURE_PLACEHOLDER_PX,
  sectionHeightEstimate,
  topLevelNodes,
} from "../../src/lib/chapterSections.ts";

describe("topLevelNodes", () => {
  it('topLevelNodes("<p>a</p>\\n<h2>b</h2>") gives the paragraph, the newline and the heading', () => {
    expect(topLevelNodes("<p>a</p>\n<h2>b</h2>")).toEqual([
      { tag: "p", html: "<p>a</p>" },
      { tag: "", html: "\n" },
      { tag: "h2", html: "<h2>b</h2>" },
    ]);
  });
  it("topLevelNodes(html) keeps nested headings, void and self-closed elements, comments, quoted > and script text inside their element", () => {
    const html = [
      '<div class="x" data-note="a > b"><h2>nested</h2><br><svg><path d="M0 0"/></svg><!-- <h2> --></div>',
      '<script type="module">if (a < b) document.write("<h2>")</script>',
      "<h2 id=one>One</h2>",
    ].join("");
    expect(topLevelNodes(html).map((n) => n.tag)).toEqual(["div", "script", "h2"]);
    expect(
      topLevelNodes(html)
        .map((n) => n.html)
        .join(""),
    ).toBe(html);
  });
});

describe("chapterSections", () => {
  it("chapterSections(html) wraps each top-level h2 with what follows it, and leaves the text before the first", () => {
    const html = "<p>intro</p><h2>One</h2><p>a</p><h2>Two</h2><div><h2>inside</h2></div>";
    const { document } = parseHTML(`<div id="prose">${chapterSections(html)}</div>`);
    const prose = document.getElementById("prose");
    expect([...(prose?.children ?? [])].map((c) => c.tagName.toLowerCase())).toEqual([
      "p",
      "section",
      "section",
    ]);
    const sections = [...document.querySelectorAll("section.chapter-section")];
    expect(sections.map((s) => s.firstElementChild?.textContent)).toEqual(["One", "Two"]);
    expect(sections[1]?.querySelectorAll("h2")).toHaveLength(2);
    expect(sections[0]?.getAttribute("style")).toBe(
      `--section-height: ${sectionHeightEstimate("<h2>One</h2><p>a</p>")}px`,
    );
  });
  it("chapterSections(html) keeps the markup: unwrapped, it is the input again (any nesting of p, div, h2, text)", () => {
    const node: fc.Memo<string> = fc.memo((n) =>
      n <= 1
        ? fc.constantFrom("text", "<br>", "<!-- c -->", '<img alt="a > b">')
        : fc
            .tuple(fc.constantFrom("p", "div", "h2"), fc.array(node(n - 1), { maxLength: 3 }))
            .map(([tag, children]) => `<${tag}>${children.join("")}</${tag}>`),
    );
    fc.assert(
      fc.property(fc.array(node(3), { maxLength: 8 }), (nodes) => {
        const html = nodes.join("");
        const unwrapped = chapterSections(html)
          .replace(/<section class="chapter-section" style="--section-height: \d+px">/g, "")
          .replace(/<\/section>(?=<h2>|$)/g, "");
        const sections = (chapterSections(html).match(/class="chapter-section"/g) ?? []).length;
        return unwrapped === html && sections === nodes.filter((n) => n.startsWith("<h2>")).length;
      }),
      { seed: 24, numRuns: 200 },
    );
  });
});

describe("sectionHeightEstimate", () => {
  it("sectionHeightEstimate(html) counts a figure at its placeholder height, and grows with the text", () => {
    const figure =
      '<div class="figure-block figure-wide"><fab-x><svg><text>many words</text></svg></fab-x></div>';
    const short = sectionHeightEstimate("<h2>A</h2><p>short</p>");
    expect(sectionHeightEstimate(`<h2>A</h2><p>short</p>${figure}`)).toBe(short + FIGURE_PLACEHOLDER_PX);
    expect(sectionHeightEstimate(`<h2>A</h2><p>${"word ".repeat(200)}</p>`)).toBeGreaterThan(short + 200);
    // An exercise counts at its laid-out height, whatever the length of its starter code.
    const exercise = `<section class="exercise" data-exercise="x"><textarea>${"post();\n".repeat(300)}</textarea></section>`;
    expect(sectionHeightEstimate(`<h2>A</h2><p>short</p>${exercise}`)).toBe(short + EXERCISE_PX);
    // Hangul is about twice as wide as Latin letters: the same count of characters takes more lines.
    expect(sectionHeightEstimate(`<p>${"가".repeat(400)}</p>`)).toBeGreaterThan(
      sectionHeightEstimate(`<p>${"a".repeat(400)}</p>`),
    );
  });
});
