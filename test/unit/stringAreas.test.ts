import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { areaIncludes, type StringArea } from "../../src/lib/stringAreas.ts";

const dir = "src/lib/strings/en";
const areas = readdirSync(dir)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => f.replace(/\.ts$/, ""));

describe("stringAreas", () => {
  it("areaIncludes lists, for every English area file, exactly the area files it imports", () => {
    const imports: Record<string, string[]> = {};
    for (const area of areas) {
      const text = readFileSync(`${dir}/${area}.ts`, "utf8");
      const found = [...text.matchAll(/^import "\.\/(\w+)\.ts";$/gm)].map((m) => m[1] ?? "");
      if (found.length > 0) imports[area] = found;
    }
    expect(imports).toEqual(
      Object.fromEntries(Object.entries(areaIncludes).map(([area, list]) => [area, [...(list ?? [])]])),
    );
  });

  it("StringArea names every English area file and each has a Korean counterpart", () => {
    const named: Record<StringArea, true> = {
      advisor: true,
      busAndFabric: true,
      datapath: true,
      figure: true,
      kernelBypass: true,
      labs: true,
      language: true,
      linkFamilies: true,
      measurements: true,
      nccl: true,
      site: true,
      trainingStudy: true,
      verbs: true,
      workshop: true,
    };
    expect(Object.keys(named).sort()).toEqual([...areas].sort());
    const ko = readdirSync("src/lib/strings/ko").map((f) => f.replace(/\.ts$/, ""));
    expect(ko.sort()).toEqual([...areas].sort());
  });
});
