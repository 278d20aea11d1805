import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { en } from "../../src/lib/strings/en.ts";

// In the browser a figure loads only the string areas its modules declare (`needStrings`), while
// the unit tests register every area up front, so a key shown from an undeclared area passes here
// and shows as its raw name on a page. This reads the sources: a module that declares areas and
// names a figure's key (`"fig.whatIf.title"`, or a prefix a key is built from, `` `fig.whatIf.${x}` ``)
// declares that key's area.

const areaOfKey = new Map<string, string>();
for (const [area, strings] of Object.entries(en))
  for (const key of Object.keys(strings)) areaOfKey.set(key, area);

/** The areas whose keys start with `prefix`. */
function areasOfPrefix(prefix: string): string[] {
  return [...new Set([...areaOfKey].filter(([key]) => key.startsWith(prefix)).map(([, area]) => area))];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "strings" ? [] : sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

describe("string areas declared where their keys are shown", () => {
  it("every module that declares areas declares the area of each figure key it names", () => {
    const missing: string[] = [];
    let checked = 0;
    for (const path of sources("src")) {
      const text = readFileSync(path, "utf8");
      const declared = new Set(
        [...text.matchAll(/needStrings\(([^)]*)\)/g)].flatMap((m) =>
          [...(m[1] ?? "").matchAll(/"(\w+)"/g)].map((a) => a[1]),
        ),
      );
      if (declared.size === 0) continue;
      checked++;
      for (const [, key] of text.matchAll(/["'`]((?:fig|training)\.[A-Za-z0-9.]+)/g)) {
        const areas = areaOfKey.has(key as string)
          ? [areaOfKey.get(key as string) as string]
          : (key as string).endsWith(".")
            ? areasOfPrefix(key as string)
            : [];
        for (const area of areas) {
          if (area !== "figure" && !declared.has(area)) missing.push(`${path}: ${key} is in ${area}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
