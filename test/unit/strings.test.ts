import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { wellFormedTemplate } from "../../src/lib/i18n.ts";
import { en } from "../../src/lib/strings/en.ts";

/** Every English string, from every area. */
const strings: Array<[string, string]> = Object.values(en).flatMap((area) => Object.entries(area));

describe("UI strings", () => {
  it("no key is defined in two area files (keys are unique across areas)", () => {
    const dir = "src/lib/strings/en";
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const file of readdirSync(dir)) {
      for (const m of readFileSync(`${dir}/${file}`, "utf8").matchAll(/^\s+"([\w.-]+)":/gm)) {
        const key = m[1] as string;
        if (seen.has(key)) clashes.push(`${key} in ${seen.get(key)} and ${file}`);
        seen.set(key, file);
      }
    }
    expect(clashes).toEqual([]);
    expect(seen.size).toBe(strings.length);
  });
  it("every string is non-empty and its placeholders are well-formed", () => {
    for (const [key, value] of strings) {
      expect(value.trim(), key).not.toBe("");
      expect(wellFormedTemplate(value), key).toBe(true);
    }
  });
});
