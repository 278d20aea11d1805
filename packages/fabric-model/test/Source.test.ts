import { describe, expect, it } from "vitest";
import { type Source, sourceUrl } from "../src/Source.ts";

/** Every value under a `source` or `sources` key anywhere in `root`, with its path. */
function sourcesIn(root: unknown): { path: string; value: unknown }[] {
  const found: { path: string; value: unknown }[] = [];
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string): void => {
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const at = `${path}.${key}`;
      if (key === "source") found.push({ path: at, value: child });
      else if (key === "sources" && Array.isArray(child))
        child.forEach((s, i) => {
          found.push({ path: `${at}[${i}]`, value: s });
        });
      else walk(child, at);
    }
  };
  for (const [name, value] of Object.entries(root as object)) walk(value, name);
  return found;
}

/** Why `value` is not a well-formed Source, or null when it is. */
function sourceProblem(value: unknown): string | null {
  if (value === null || typeof value !== "object") return "not an object";
  const s = value as Record<string, unknown>;
  if (typeof s.read !== "string" || s.read.trim().length < 3) return "says nothing of what was read";
  if ("url" in s) {
    if (typeof s.url !== "string" || !/^https:\/\/\S+$/.test(s.url))
      return `url is not one https address: ${s.url}`;
    return Object.keys(s).every((k) => k === "url" || k === "read") ? null : "a web source with other fields";
  }
  if (typeof s.repo !== "string" || !/^[\w.-]+\/[\w.-]+$/.test(s.repo))
    return `repo is not owner/name: ${s.repo}`;
  if (typeof s.path !== "string" || s.path.length === 0 || s.path.startsWith("/"))
    return "no path in the repository";
  if (typeof s.commit !== "string" || !/^[0-9a-f]{40}$/.test(s.commit))
    return `commit is not 40 hex digits: ${s.commit}`;
  if (s.lines !== undefined && !/^\d+(-\d+)?$/.test(String(s.lines))) return `lines is not "a-b": ${s.lines}`;
  return null;
}

describe("Source", () => {
  it("sourceUrl(web source) is its url; sourceUrl(repository source) links the file at its commit and lines", () => {
    expect(sourceUrl({ url: "https://example.org/a", read: "x" })).toBe("https://example.org/a");
    const commit = "a6c338cc8c36b1453f02d89d9a06b581a1f1a157";
    expect(sourceUrl({ repo: "o/r", path: "d/f.md", commit, lines: "929-953", read: "x" })).toBe(
      `https://github.com/o/r/blob/${commit}/d/f.md#L929-L953`,
    );
    expect(sourceUrl({ repo: "o/r", path: "f.md", commit, lines: "7", read: "x" })).toBe(
      `https://github.com/o/r/blob/${commit}/f.md#L7`,
    );
    expect(sourceUrl({ repo: "o/r", path: "f.md", commit, read: "x" })).toBe(
      `https://github.com/o/r/blob/${commit}/f.md`,
    );
  });

  it("every source the package's modules export (presets, studies, calibrations, testbed constants) is one well-formed Source", () => {
    const modules = import.meta.glob<Record<string, unknown>>("../src/**/*.ts", { eager: true });
    const all = sourcesIn(modules);
    // The walk reaches every kind of record that carries one.
    for (const root of [
      "linkPresets",
      "gpus",
      "nics",
      "cableTypes",
      "redhat2025",
      "ncclReferenceSweeps",
      "cx5Measurements",
      "cx5TestbedNicProvenance",
      "virtualisationLayers",
      "protocolHeaderProvenance",
      "ncclTunerConstants",
      "ibvDeviceAttrPreset",
    ]) {
      expect(
        all.some((s) => s.path.includes(`.ts.${root}.`)),
        root,
      ).toBe(true);
    }
    expect(all.length).toBeGreaterThan(100);
    const problems = all.filter((s) => sourceProblem(s.value) !== null).map((s) => s.path);
    expect(problems).toEqual([]);
  });

  it("sourceProblem() rejects the shapes the package used before it had one Source type", () => {
    // A plain string, a URL with prose after it, a repo reference without a commit, a note for a read.
    expect(sourceProblem("NVIDIA/nccl src/graph/topo.h")).not.toBeNull();
    expect(sourceProblem({ url: "https://a.b/c (enum x)", read: "y" } satisfies Source)).not.toBeNull();
    expect(sourceProblem({ repo: "a/b", path: "c", commit: "main", read: "y" })).not.toBeNull();
    expect(sourceProblem({ url: "https://a.b/c", note: "y" })).not.toBeNull();
  });
});
