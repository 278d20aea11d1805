import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  importedSpecifiers,
  resolveRelative,
  type SandboxTree,
  sandboxFilePaths,
  sandboxFileTree,
} from "../../src/labs/sandboxFileTree.ts";

const readText = (path: string) => (existsSync(path) ? readFileSync(path, "utf8") : undefined);

/** Every file path in a tree. */
function paths(tree: SandboxTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, node]) =>
    "directory" in node ? paths(node.directory, `${prefix}${name}/`) : [`${prefix}${name}`],
  );
}

/** The file at `path` in a tree. */
function file(tree: SandboxTree, path: string): string | undefined {
  const parts = path.split("/");
  let dir: SandboxTree | undefined = tree;
  for (const part of parts.slice(0, -1)) {
    const node: SandboxTree[string] | undefined = dir?.[part];
    dir = node && "directory" in node ? node.directory : undefined;
  }
  const node = dir?.[parts[parts.length - 1] ?? ""];
  return node && "file" in node ? node.file.contents : undefined;
}

describe("the sandbox's file tree", () => {
  const labs = ["rdma-write", "ring-allreduce", "scaling-sweep"];
  const tree = sandboxFileTree(labs, readText);
  const all = paths(tree);

  it("sandboxFileTree(labs) holds the labs, their expected output, the lab script and its import", () => {
    for (const name of labs) {
      expect(file(tree, `demos/${name}.ts`)).toBe(readText(`demos/${name}.ts`));
      expect(file(tree, `demos/expected/${name}.txt`)).toBe(readText(`demos/expected/${name}.txt`));
    }
    expect(file(tree, "scripts/lab.mjs")).toBe(readText("scripts/lab.mjs"));
    expect(all).toContain("src/labs/compareOutput.ts");
    expect(all.filter((p) => p.startsWith("demos/solutions/"))).toEqual([]);
  });

  it("sandboxFileTree(labs) holds exactly the fabric-model sources reachable from its index", () => {
    const model = all.filter((p) => p.startsWith("packages/fabric-model/src/"));
    expect(model).toContain("packages/fabric-model/src/index.ts");
    expect(model).toContain("packages/fabric-model/src/collective/ringAllReduce.ts");
    expect(model).toContain("packages/fabric-model/src/studies/redhat2025.ts");
    // The command line is not part of the library the labs import.
    expect(model.some((p) => p.startsWith("packages/fabric-model/src/cli"))).toBe(false);
    expect(all.some((p) => p.includes("/test/") || p.endsWith(".test.ts"))).toBe(false);
  });

  it("sandboxFileTree() gives the sandbox its own package.json (a workspace with tsx) and fabric-model one exporting its mounted sources", () => {
    const root = JSON.parse(file(tree, "package.json") ?? "{}");
    expect(root).toMatchObject({
      type: "module",
      workspaces: ["packages/*"],
      scripts: { lab: "tsx scripts/lab.mjs" },
      dependencies: { "fabric-model": "*" },
    });
    expect(root.devDependencies.tsx).toMatch(/^\^4\./);
    const model = JSON.parse(file(tree, "packages/fabric-model/package.json") ?? "{}");
    expect(model).toEqual({
      name: "fabric-model",
      version: expect.any(String),
      type: "module",
      exports: { ".": "./src/index.ts" },
    });
    expect(file(tree, `packages/fabric-model/${model.exports["."].slice(2)}`)).toBeDefined();
  });

  it("importedSpecifiers(source) finds static, re-exported, type-only, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      'export * from "./c.ts";',
      'import "./d.ts";',
      'const e = await import("./e.ts");',
    ].join("\n");
    expect(importedSpecifiers(source).sort()).toEqual(["../b.ts", "./a.ts", "./c.ts", "./d.ts", "./e.ts"]);
  });

  it("resolveRelative('a/b/c.ts', '../d.ts') -> 'a/d.ts'", () => {
    expect(resolveRelative("a/b/c.ts", "../d.ts")).toBe("a/d.ts");
    expect(resolveRelative("a/b/c.ts", "./e/f.ts")).toBe("a/b/e/f.ts");
  });

  it("sandboxFilePaths() refuses a package the sandbox does not have", () => {
    const files: Record<string, string> = { "demos/x.ts": 'import lodash from "lodash";' };
    expect(() => sandboxFilePaths(["demos/x.ts"], (p) => files[p])).toThrow(/imports "lodash"/);
  });
});
