import { describe, expect, it } from "vitest";
import { labIndexPaths, labPagePaths, labsIn } from "../../src/labs/labRoutes.ts";

const labs = [
  { lang: "en" as const, name: "b", title: "B", order: 2 },
  { lang: "en" as const, name: "a", title: "A", order: 1 },
];

describe("lab routes", () => {
  it("labsIn(labs, 'en') orders by `order`", () => {
    expect(labsIn(labs, "en").map((l) => l.name)).toEqual(["a", "b"]);
  });

  it("labPagePaths(labs, languages) gives English labs unprefixed paths, numbered, with neighbours", () => {
    const paths = labPagePaths(labs, ["en"]);
    expect(paths.map((p) => p.params)).toEqual([
      { lang: undefined, lab: "a" },
      { lang: undefined, lab: "b" },
    ]);
    expect(paths[0]?.props).toMatchObject({ n: 1, previous: undefined, next: { name: "b" } });
    expect(paths[1]?.props).toMatchObject({ n: 2, previous: { name: "a" }, next: undefined });
  });

  it("labIndexPaths(labs, languages) lists only languages that have labs", () => {
    // A language with no content/labs/<lang>/ gets no index page (never an empty page).
    const languages = ["en", "ko"] as unknown as readonly ["en"];
    expect(labIndexPaths(labs, languages)).toEqual([{ params: { lang: undefined }, props: { lang: "en" } }]);
  });
});
