import { describe, expect, it } from "vitest";
import {
  chunksOnCycles,
  loadModuleImports,
  loadModuleText,
  withImports,
} from "../../scripts/figureChunks.mjs";

// A small bundle as the embed build leaves it: a kit chunk, two figures sharing a chain of chunks
// three levels deep (one figure's definition shares a chunk with other code), string chunks per
// language, and two chunks importing each other.
const chunks = {
  "chunks/kit.js": { imports: ["chunks/lit.js"], moduleIds: ["/src/embed/figureElements.ts"] },
  "chunks/lit.js": { imports: [], moduleIds: ["/node_modules/lit/index.js"] },
  "chunks/alpha.js": {
    imports: ["chunks/kit.js", "chunks/units.js"],
    moduleIds: ["/src/figures/definitions/alphaBeta.ts"],
  },
  "chunks/units.js": {
    imports: ["chunks/deep.js"],
    moduleIds: ["/src/charts/units.ts", "/src/figures/definitions/delta.ts"],
  },
  "chunks/deep.js": { imports: [], moduleIds: ["/src/charts/deepChart.ts"] },
  "chunks/gamma.js": {
    imports: ["chunks/loopA.js"],
    moduleIds: ["/src/figures/definitions/gamma.ts"],
  },
  "chunks/loopA.js": { imports: ["chunks/loopB.js"], moduleIds: [] },
  "chunks/loopB.js": { imports: ["chunks/loopA.js", "chunks/deep.js"], moduleIds: [] },
  "chunks/fig-en.js": { imports: [], moduleIds: ["/src/lib/strings/en/figure.ts"] },
  "chunks/fig-ko.js": { imports: [], moduleIds: ["/src/lib/strings/ko/figure.ts"] },
  "chunks/nccl-en.js": { imports: [], moduleIds: ["/src/lib/strings/en/nccl.ts"] },
  "chunks/nccl-ko.js": { imports: [], moduleIds: ["/src/lib/strings/ko/nccl.ts"] },
  "chunks/kb-en.js": { imports: [], moduleIds: ["/src/lib/strings/en/kernelBypass.ts"] },
  "chunks/kb-ko.js": { imports: [], moduleIds: ["/src/lib/strings/ko/kernelBypass.ts"] },
  "chunks/dp-en.js": { imports: [], moduleIds: ["/src/lib/strings/en/datapath.ts"] },
  "chunks/dp-ko.js": { imports: [], moduleIds: ["/src/lib/strings/ko/datapath.ts"] },
};

const sources: Record<string, string> = {
  "/src/figures/definitions/alphaBeta.ts": 'import x from "y";\nneedStrings("nccl");\n',
  // A statement declares; an example in a comment does not.
  "/src/charts/deepChart.ts":
    '/** Say so with `needStrings("datapath")`. */\n  needStrings("kernelBypass");\n',
};

const imports = loadModuleImports({
  chunks,
  figureOf: (id: string) =>
    /definitions\/(\w+)\.ts$/.exec(id)?.[1]?.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  areaOf: (id: string) => /strings\/(\w+)\/(\w+)\.ts$/.exec(id)?.slice(1, 3) as [string, string] | undefined,
  kitModules: ["/src/embed/figureElements.ts"],
  sourceOf: (id: string) => sources[id],
  includes: { kernelBypass: ["datapath"] },
});

describe("figureChunks", () => {
  it("chunksOnCycles({ a -> b -> a, b -> deep }) names a and b only", () => {
    expect(chunksOnCycles(chunks)).toEqual(new Set(["chunks/loopA.js", "chunks/loopB.js"]));
  });

  it("withImports(chunks, alpha) follows static imports at every depth, importers first", () => {
    expect(withImports(chunks, "chunks/alpha.js")).toEqual([
      "chunks/alpha.js",
      "chunks/kit.js",
      "chunks/lit.js",
      "chunks/units.js",
      "chunks/deep.js",
    ]);
  });

  it("loadModuleImports lists a figure's chunks at every depth and its strings per language", () => {
    expect(imports.kit).toEqual(["chunks/kit.js", "chunks/lit.js"]);
    // nccl from the definition, kernelBypass from a chunk three levels down, datapath with it.
    expect(imports.figures["alpha-beta"]?.ko).toEqual([
      "chunks/alpha.js",
      "chunks/kit.js",
      "chunks/lit.js",
      "chunks/units.js",
      "chunks/deep.js",
      "chunks/fig-ko.js",
      "chunks/nccl-ko.js",
      "chunks/kb-ko.js",
      "chunks/dp-ko.js",
    ]);
    expect(imports.figures["alpha-beta"]?.en).toContain("chunks/nccl-en.js");
    expect(imports.figures["alpha-beta"]?.en).not.toContain("chunks/nccl-ko.js");
  });

  it("loadModuleImports leaves out the chunks on an import cycle, and keeps what they import", () => {
    expect(imports.figures.gamma?.en).toEqual([
      "chunks/gamma.js",
      "chunks/deep.js",
      "chunks/fig-en.js",
      "chunks/kb-en.js",
      "chunks/dp-en.js",
    ]);
  });

  it("loadModuleImports finds a definition that shares its chunk (delta, in units)", () => {
    expect(imports.figures.delta?.en).toEqual([
      "chunks/units.js",
      "chunks/deep.js",
      "chunks/fig-en.js",
      "chunks/kb-en.js",
      "chunks/dp-en.js",
    ]);
  });

  it('loadModuleText(["chunks/a-1.js", "chunks/b-2.js"]) imports each beside it', () => {
    expect(loadModuleText(["chunks/a-1.js", "chunks/b-2.js"])).toBe('import"./a-1.js";import"./b-2.js";');
  });
});
