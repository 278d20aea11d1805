/**
 * The file tree the Node sandbox mounts, built at build time: the labs (demos/*.ts and their
 * expected output), the `npm run lab` script, and exactly the fabric-model sources they need,
 * found by following relative imports from the entry files (`"fabric-model"` leads to the
 * package's src/index.ts). A small package.json of its own makes it an npm workspace whose `lab`
 * script runs through tsx, whatever Node version the sandbox has.
 */

/** A file tree in the WebContainer's mount format. */
export interface SandboxTree {
  [name: string]: { directory: SandboxTree } | { file: { contents: string } };
}

/** tsx runs the labs' TypeScript in the sandbox. */
export const SANDBOX_TSX_VERSION = "^4.23.15";

/** The package the sandbox installs: fabric-model from its workspace, and tsx. */
export function sandboxPackageJson(): string {
  return `${JSON.stringify(
    {
      name: "fabric-notebook-labs",
      private: true,
      type: "module",
      workspaces: ["packages/*"],
      scripts: { lab: "tsx scripts/lab.mjs" },
      dependencies: { "fabric-model": "*" },
      devDependencies: { tsx: SANDBOX_TSX_VERSION },
    },
    null,
    2,
  )}\n`;
}

/** fabric-model's entry, relative to its package folder, and as a repository path. */
const MODEL_SOURCE = "src/index.ts";
const MODEL_ENTRY = `packages/fabric-model/${MODEL_SOURCE}`;

/**
 * Module specifiers `source` imports or re-exports (static and dynamic).
 * `importedSpecifiers('import { a } from "./a.ts";')` -> ["./a.ts"]
 */
export function importedSpecifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s[^'"`;]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) if (m[1]) found.push(m[1]);
  return found;
}

/** `from` + a relative `specifier` as a repository path: `resolveRelative("a/b/c.ts", "../d.ts")` -> "a/d.ts". */
export function resolveRelative(from: string, specifier: string): string {
  const parts = from.split("/").slice(0, -1);
  for (const segment of specifier.split("/")) {
    if (segment === "..") parts.pop();
    else if (segment !== ".") parts.push(segment);
  }
  return parts.join("/");
}

/**
 * Repository paths of `entries` and every file they import, transitively. `readText` reads a
 * repository path (undefined when it does not exist).
 * @throws Error for an import that is neither relative, `node:`, nor `fabric-model`, or a missing file.
 * `sandboxFilePaths(["demos/a.ts"], read)` -> ["demos/a.ts", "packages/fabric-model/src/index.ts", …]
 */
export function sandboxFilePaths(
  entries: readonly string[],
  readText: (path: string) => string | undefined,
): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (seen.has(path)) continue;
    const text = readText(path);
    if (text === undefined) throw new Error(`sandbox files: ${path} does not exist`);
    seen.add(path);
    for (const specifier of importedSpecifiers(text)) {
      if (specifier.startsWith("node:")) continue;
      if (specifier === "fabric-model") queue.push(MODEL_ENTRY);
      else if (specifier.startsWith(".")) queue.push(resolveRelative(path, specifier));
      else throw new Error(`sandbox files: ${path} imports "${specifier}", which the sandbox does not have`);
    }
  }
  return [...seen].sort();
}

/** Adds `contents` at `path` (slash-separated) to `tree`. */
function place(tree: SandboxTree, path: string, contents: string): void {
  const parts = path.split("/");
  let dir = tree;
  for (const part of parts.slice(0, -1)) {
    const node = dir[part] ?? { directory: {} };
    dir[part] = node;
    if (!("directory" in node)) throw new Error(`sandbox files: ${part} is both a file and a folder`);
    dir = node.directory;
  }
  dir[parts[parts.length - 1] as string] = { file: { contents } };
}

/**
 * The whole tree to mount: `labs` (names of demos/<name>.ts) with their expected output, the lab
 * script and what they import, a package.json for fabric-model that exports the sources mounted
 * (not the built JavaScript the real one points at), and the sandbox's own package.json.
 * `sandboxFileTree(["ring-allreduce"], read).demos` -> { directory: { "ring-allreduce.ts": … } }
 */
export function sandboxFileTree(
  labs: readonly string[],
  readText: (path: string) => string | undefined,
): SandboxTree {
  const entries = ["scripts/lab.mjs", ...labs.map((name) => `demos/${name}.ts`)];
  const tree: SandboxTree = {};
  for (const path of sandboxFilePaths(entries, readText)) place(tree, path, readText(path) as string);
  for (const name of labs) {
    const expected = readText(`demos/expected/${name}.txt`);
    if (expected === undefined) throw new Error(`sandbox files: demos/expected/${name}.txt does not exist`);
    place(tree, `demos/expected/${name}.txt`, expected);
  }
  const { name, version, type } = JSON.parse(readText("packages/fabric-model/package.json") ?? "{}");
  const modelPackage = { name, version, type, exports: { ".": `./${MODEL_SOURCE}` } };
  place(tree, "packages/fabric-model/package.json", `${JSON.stringify(modelPackage, null, 2)}\n`);
  place(tree, "package.json", sandboxPackageJson());
  return tree;
}
