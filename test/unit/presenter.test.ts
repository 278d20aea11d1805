import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { controlOwnsKey } from "../../src/workshop/controlOwnsKey.ts";
import { formatElapsed } from "../../src/workshop/formatElapsed.ts";
import { type DeckItemKind, noteOwners } from "../../src/workshop/noteOwners.ts";
import { parseSlideParam } from "../../src/workshop/parseSlideParam.ts";
import { presenterComponents } from "../../src/workshop/presenterComponents.ts";
import { presenterHref } from "../../src/workshop/presenterHref.ts";
import { presenterKey } from "../../src/workshop/presenterKey.ts";
import { presenterChannelName, readPresenterMessage } from "../../src/workshop/presenterMessage.ts";
import { proseElements } from "../../src/workshop/proseElements.ts";
import { slideAtLine } from "../../src/workshop/slideAtLine.ts";
import { slideHref } from "../../src/workshop/slideHref.ts";

describe("presenterKey", () => {
  it("presenterKey('ArrowRight', 2, 5) -> 3", () => expect(presenterKey("ArrowRight", 2, 5)).toBe(3));
  it("presenterKey('ArrowLeft', 2, 5) -> 1", () => expect(presenterKey("ArrowLeft", 2, 5)).toBe(1));
  it("presenterKey(' ', 2, 5) -> 3 and with shift -> 1", () => {
    expect(presenterKey(" ", 2, 5)).toBe(3);
    expect(presenterKey(" ", 2, 5, { shift: true })).toBe(1);
  });
  it("presenterKey('PageDown' | 'PageUp' | 'ArrowDown' | 'ArrowUp', 3, 5) -> 4, 2, 4, 2", () => {
    expect(["PageDown", "PageUp", "ArrowDown", "ArrowUp"].map((k) => presenterKey(k, 3, 5))).toEqual([
      4, 2, 4, 2,
    ]);
  });
  it("presenterKey('Home' | 'End', 3, 5) -> 1, 5", () => {
    expect(presenterKey("Home", 3, 5)).toBe(1);
    expect(presenterKey("End", 3, 5)).toBe(5);
  });
  it("presenterKey('4', 1, 5) -> 4, and a number past the last slide -> null", () => {
    expect(presenterKey("4", 1, 5)).toBe(4);
    expect(presenterKey("7", 1, 5)).toBeNull();
    expect(presenterKey("0", 1, 5)).toBeNull();
  });
  it("presenterKey at either end stays on the end slide (the key is still the deck's)", () => {
    expect(presenterKey("ArrowRight", 5, 5)).toBe(5);
    expect(presenterKey("ArrowLeft", 1, 5)).toBe(1);
  });
  it("presenterKey('a' | 'Enter' | 'Tab', 2, 5) -> null", () => {
    expect(["a", "Enter", "Tab", "F5"].map((k) => presenterKey(k, 2, 5))).toEqual([null, null, null, null]);
  });
  it("presenterKey(any, 1, 0) -> null on an empty deck", () =>
    expect(presenterKey("ArrowRight", 1, 0)).toBeNull());
});

describe("slideAtLine", () => {
  const deck = [
    { top: -500, bottom: 200 },
    { top: 200, bottom: 900 },
    { top: 900, bottom: 1600 },
  ];
  it("slideAtLine(deck, 360) -> 2, the slide the line crosses", () => expect(slideAtLine(deck, 360)).toBe(2));
  it("slideAtLine(deck, 200) -> 2: a slide's top edge is on it, its bottom edge is not", () => {
    expect(slideAtLine(deck, 200)).toBe(2);
    expect(slideAtLine(deck, 199.5)).toBe(1);
  });
  it("slideAtLine(deck, 2000) and slideAtLine([], 0) -> null, and a gap between slides -> null", () => {
    expect(slideAtLine(deck, 2000)).toBeNull();
    expect(slideAtLine([], 0)).toBeNull();
    expect(
      slideAtLine(
        [
          { top: 0, bottom: 100 },
          { top: 140, bottom: 400 },
        ],
        120,
      ),
    ).toBeNull();
  });
});

describe("controlOwnsKey", () => {
  it("controlOwnsKey('ArrowRight', range input) -> true; ' ' on a range -> false", () => {
    expect(controlOwnsKey("ArrowRight", { tag: "INPUT", type: "range" })).toBe(true);
    expect(controlOwnsKey(" ", { tag: "INPUT", type: "range" })).toBe(false);
  });
  it("controlOwnsKey(digits and arrows, number or text input | select | textarea) -> true", () => {
    for (const target of [
      { tag: "input", type: "number" },
      { tag: "input", type: null },
      { tag: "SELECT" },
      { tag: "textarea" },
      { tag: "div", editable: true },
    ]) {
      expect(controlOwnsKey("3", target)).toBe(true);
      expect(controlOwnsKey("ArrowLeft", target)).toBe(true);
    }
  });
  it("controlOwnsKey(' ', button | link | checkbox | summary) -> true, their arrows -> false", () => {
    for (const target of [
      { tag: "BUTTON" },
      { tag: "A" },
      { tag: "input", type: "checkbox" },
      { tag: "summary" },
    ]) {
      expect(controlOwnsKey(" ", target)).toBe(true);
      expect(controlOwnsKey("ArrowRight", target)).toBe(false);
    }
  });
  it("controlOwnsKey('ArrowDown', radio) -> true", () =>
    expect(controlOwnsKey("ArrowDown", { tag: "input", type: "radio" })).toBe(true));
  it("controlOwnsKey('ArrowRight', body | section | null) -> false", () => {
    expect(controlOwnsKey("ArrowRight", { tag: "BODY" })).toBe(false);
    expect(controlOwnsKey("ArrowRight", { tag: "section" })).toBe(false);
    expect(controlOwnsKey("ArrowRight", null)).toBe(false);
  });
});

describe("parseSlideParam", () => {
  it("parseSlideParam('3', 5) -> slide 3, no error", () =>
    expect(parseSlideParam("3", 5)).toEqual({ slide: 3, error: null }));
  it("parseSlideParam(null, 5) -> slide 1, no error", () =>
    expect(parseSlideParam(null, 5)).toEqual({ slide: 1, error: null }));
  it("parseSlideParam('9', 5) -> slide 1 with a message naming 9 and the range", () => {
    expect(parseSlideParam("9", 5)).toEqual({
      slide: 1,
      error: { key: "workshop.badSlide", vars: { value: "9", total: 5, n: 1 } },
    });
  });
  it("parseSlideParam('abc' | '0' | '2.5' | '-1' | '', 5, 4) -> the last good slide 4 with a message", () => {
    for (const raw of ["abc", "0", "2.5", "-1", ""]) {
      const r = parseSlideParam(raw, 5, 4);
      expect(r.slide, raw).toBe(4);
      expect(r.error?.key, raw).toBe("workshop.badSlide");
    }
  });
  it("parseSlideParam(a 100-character value, 5) shortens the value in the message", () => {
    const r = parseSlideParam("x".repeat(100), 5);
    expect(String(r.error?.vars.value).length).toBeLessThan(30);
  });
});

describe("noteOwners", () => {
  it("noteOwners(['slide','note','slide','note','note']) -> [0,0,1,1,1]", () =>
    expect(noteOwners(["slide", "note", "slide", "note", "note"])).toEqual([0, 0, 1, 1, 1]));
  it("noteOwners(['note','slide','slide']) -> the note before the first figure belongs to it", () =>
    expect(noteOwners(["note", "slide", "slide"])).toEqual([0, 0, 1]));
  it("noteOwners(['note']) -> [-1] when there is no slide", () => expect(noteOwners(["note"])).toEqual([-1]));
});

describe("presenter messages", () => {
  it("readPresenterMessage({type:'slide', slide:2, total:5}) -> the message", () =>
    expect(readPresenterMessage({ type: "slide", slide: 2, total: 5 })).toEqual({
      type: "slide",
      slide: 2,
      total: 5,
    }));
  it("readPresenterMessage({type:'go', slide:3}) and {type:'hello'} -> the messages", () => {
    expect(readPresenterMessage({ type: "go", slide: 3 })).toEqual({ type: "go", slide: 3 });
    expect(readPresenterMessage({ type: "hello", extra: 1 })).toEqual({ type: "hello" });
  });
  it("readPresenterMessage(malformed) -> null", () => {
    for (const bad of [
      null,
      "slide",
      3,
      {},
      { type: "go" },
      { type: "go", slide: 0 },
      { type: "go", slide: 1.5 },
    ]) {
      expect(readPresenterMessage(bad)).toBeNull();
    }
    expect(readPresenterMessage({ type: "slide", slide: 6, total: 5 })).toBeNull();
    expect(readPresenterMessage({ type: "exec", slide: 1 })).toBeNull();
  });
  it("presenterChannelName('en', 'nccl-all-reduce') -> 'fab-presenter:en:nccl-all-reduce'", () =>
    expect(presenterChannelName("en", "nccl-all-reduce")).toBe("fab-presenter:en:nccl-all-reduce"));
});

describe("formatElapsed", () => {
  it("formatElapsed(725_000) -> '12:05'", () => expect(formatElapsed(725_000)).toBe("12:05"));
  it("formatElapsed(0 | -5 | NaN) -> '0:00'", () => {
    expect([0, -5, Number.NaN].map(formatElapsed)).toEqual(["0:00", "0:00", "0:00"]);
  });
  it("formatElapsed(3_723_900) -> '1:02:03'", () => expect(formatElapsed(3_723_900)).toBe("1:02:03"));
});

describe("presenter links", () => {
  it("presenterHref('/chapters/nccl-all-reduce/') -> '/workshop/nccl-all-reduce/'", () =>
    expect(presenterHref("/chapters/nccl-all-reduce/")).toBe("/workshop/nccl-all-reduce/"));
  it("presenterHref('/ko/chapters/x/') -> '/ko/workshop/x/'", () =>
    expect(presenterHref("/ko/chapters/x/")).toBe("/ko/workshop/x/"));
  it("presenterHref('/' | '/embed/x/' | '/chapters/') -> null", () => {
    expect(["/", "/embed/x/", "/chapters/"].map(presenterHref)).toEqual([null, null, null]);
  });
  it("slideHref(url with figure state, 3) keeps the state and sets slide=3", () => {
    const href = slideHref("http://h/workshop/x/?slide=1&allreduce-steps.gpus=8#fig-a", 3);
    const url = new URL(href);
    expect(url.searchParams.get("slide")).toBe("3");
    expect(url.searchParams.get("allreduce-steps.gpus")).toBe("8");
    expect(url.pathname).toBe("/workshop/x/");
    expect(url.hash).toBe("");
  });
});

describe("presenterComponents", () => {
  const chapterMap = { Figure: "F", Cite: "C", Aside: "A", TrainerNote: "T", wrapper: "W" };
  it("presenterComponents(map, Nothing, { Figure: Slide }) silences every other component and prose block", () => {
    const map = presenterComponents(chapterMap, "nothing", { Figure: "slide" });
    expect(map.Figure).toBe("slide");
    expect(map.Cite).toBe("nothing");
    expect(map.TrainerNote).toBe("nothing");
    for (const tag of proseElements) expect(map[tag]).toBe("nothing");
  });
  it("presenterComponents(map, Nothing, shown, { keepProse: true }) keeps prose blocks, silences other components", () => {
    const map = presenterComponents(chapterMap, "nothing", { Figure: "slide" }, { keepProse: true });
    for (const tag of proseElements) expect(tag in map).toBe(false);
    expect(map.Cite).toBe("nothing");
  });
  it("presenterComponents(map with a wrapper, …) leaves the wrapper out", () => {
    expect("wrapper" in presenterComponents(chapterMap, "nothing", {})).toBe(false);
  });
});

/**
 * The English chapters' slides (`<Figure>`, `<Predict>`, `<Exercise>`) and `<TrainerNote>` blocks
 * in order, from the MDX source.
 */
function deckOf(mdx: string): Array<{ kind: DeckItemKind; tag: string; name: string }> {
  return [...mdx.matchAll(/<(Figure|Predict|Exercise|TrainerNote)\b([^>]*?)\/?>/gs)].map((m) => ({
    kind: m[1] === "TrainerNote" ? "note" : "slide",
    tag: m[1] ?? "",
    name: /(?:name|id)="([^"]+)"/.exec(m[2] ?? "")?.[1] ?? "",
  }));
}

describe("trainer notes in the English chapters", () => {
  const dir = "content/chapters/en";
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".mdx"))) {
    it(`every figure's slide of ${file} (checkpoints and exercises are slides too) has trainer notes that say, click and ask`, () => {
      const mdx = readFileSync(`${dir}/${file}`, "utf8");
      const deck = deckOf(mdx);
      const owners = noteOwners(deck.map((d) => d.kind));
      const slides = deck.filter((d) => d.kind === "slide");
      expect(slides.some((s) => s.tag === "Figure")).toBe(true);
      slides.forEach((slide, i) => {
        if (slide.tag !== "Figure") return;
        const notes = deck.filter((d, j) => d.kind === "note" && owners[j] === i);
        expect(notes.length, `${file}: ${slide.name}`).toBeGreaterThan(0);
      });
      for (const m of mdx.matchAll(/<TrainerNote\b([^>]*?)\/>/gs)) {
        for (const prop of ["say", "click", "ask"])
          expect(m[1], `${file}: ${prop}`).toMatch(new RegExp(`${prop}="[^"]{20,}"`));
      }
    });
  }
});
