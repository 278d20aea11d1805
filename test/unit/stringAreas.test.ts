import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allStringAreas, areaIncludes, declaredAreas, needStrings } from "../../src/lib/stringAreas.ts";
import { en } from "../../src/lib/strings/en.ts";

const filesIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.replace(/\.ts$/, ""))
    .sort();

describe("stringAreas", () => {
  it("strings/en.ts lists every area file in en/, each named after its area, and the loader finds the same", () => {
    const files = filesIn("src/lib/strings/en");
    expect(Object.keys(en).sort()).toEqual(files);
    expect([...allStringAreas].sort()).toEqual(files);
    for (const area of files) {
      expect(readFileSync(`src/lib/strings/en/${area}.ts`, "utf8")).toContain(`export const ${area} = {`);
    }
  });

  it("every language's folder has the file of each area, exporting the area's object", () => {
    for (const lang of readdirSync("src/lib/strings", { withFileTypes: true }).filter((d) =>
      d.isDirectory(),
    )) {
      const dir = `src/lib/strings/${lang.name}`;
      expect(filesIn(dir), dir).toEqual(filesIn("src/lib/strings/en"));
      for (const area of filesIn(dir))
        expect(readFileSync(`${dir}/${area}.ts`, "utf8")).toContain(`export const ${area}`);
    }
  });

  it("no area file has a side effect or imports another (strings load only through loadStrings)", () => {
    for (const dir of ["src/lib/strings/en", "src/lib/strings/ko"]) {
      for (const area of filesIn(dir)) {
        const source = readFileSync(`${dir}/${area}.ts`, "utf8");
        expect(source, `${dir}/${area}.ts`).not.toMatch(/^import (?!type )/m);
        expect(source, `${dir}/${area}.ts`).not.toMatch(/registerStrings/);
      }
    }
  });

  it("no module outside the loader imports an area file for its effect", () => {
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (
          /\.(ts|astro)$/.test(entry.name) &&
          /import "[^"]*strings\/[^"]*";/.test(readFileSync(path, "utf8"))
        )
          offenders.push(path);
      }
    };
    walk("src");
    // remarkText.ts leaves with the model's structured messages (issue 17, item 1).
    expect(offenders.filter((p) => !p.endsWith("remarkText.ts"))).toEqual([]);
  });

  it('needStrings("kernelBypass") declares it; areaIncludes names only areas that exist', () => {
    needStrings("kernelBypass");
    expect(declaredAreas()).toContain("kernelBypass");
    for (const [area, included] of Object.entries(areaIncludes)) {
      expect(allStringAreas).toContain(area);
      for (const other of included ?? []) expect(allStringAreas).toContain(other);
    }
  });
});
