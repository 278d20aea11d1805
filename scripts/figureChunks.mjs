/**
 * The embed kit's load modules (src/embed/preloadFigure.ts reads their names): from the built
 * chunks, per figure and language, a module that imports at its top level the figure's definition
 * chunk, every chunk that imports statically (all levels), and the chunks of the string areas its
 * modules declare (a statement `needStrings("nccl")` in their sources) in that language; and one
 * for the kit's element (figureElements.ts, which the entry loads). A browser
 * reading a load module requests all of them at once, where the chunks alone arrive one level of
 * imports per round trip. The Vite plugin emits them and writes their names into the kit's entry
 * in place of a placeholder, and fails the build when it cannot, or when the entry imports
 * anything itself.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The placeholder in preloadFigure.ts, as the minifier may quote it. */
const PLACEHOLDER = /(["'`])__FABRIC_FIGURE_CHUNKS__\1/;

/**
 * Chunks on an import cycle among `chunks` (by file name, each with its static `imports`): run
 * early on their own, they would run in another order than their importer runs them.
 * @example chunksOnCycles({ a: { imports: ["b"] }, b: { imports: ["a"] }, c: { imports: [] } }) -> Set {"a", "b"}
 */
export function chunksOnCycles(chunks) {
  const onCycle = new Set();
  for (const start of Object.keys(chunks)) {
    const seen = new Set();
    const stack = [...(chunks[start]?.imports ?? [])];
    while (stack.length > 0) {
      const file = stack.pop();
      if (file === start) {
        onCycle.add(start);
        break;
      }
      if (seen.has(file)) continue;
      seen.add(file);
      stack.push(...(chunks[file]?.imports ?? []));
    }
  }
  return onCycle;
}

/** `file` and every chunk of `chunks` it imports statically, at any depth, importers first. */
export function withImports(chunks, file) {
  const out = [];
  const visit = (f) => {
    if (out.includes(f) || !chunks[f]) return;
    out.push(f);
    for (const next of chunks[f].imports) visit(next);
  };
  visit(file);
  return out;
}

/**
 * What each load module imports, from `chunks` (by file name: static `imports` and the
 * `moduleIds` whose code it kept): `kit`, the chunks of the modules `kitModules` (the kit
 * always loads them), and per figure id and language, the chunks of the figure (its definition
 * module: `figureOf(moduleId)` names its id) and of its string areas (`areaOf(moduleId)` names a
 * string module's [lang, area]; `includes` lists the areas an area loads with it, as
 * stringAreas.ts does). `sourceOf(moduleId)` reads a module's source. Chunks on an import cycle
 * are left out.
 * @returns {{ kit: string[], figures: Record<string, Record<string, string[]>> }}
 */
export function loadModuleImports({ chunks, figureOf, areaOf, kitModules, sourceOf, includes = {} }) {
  const onCycle = chunksOnCycles(chunks);
  const closure = (files) =>
    [...new Set(files.flatMap((f) => withImports(chunks, f)))].filter((f) => !onCycle.has(f));
  // Each module is in one chunk: a definition imported by another figure's too shares a chunk.
  const modules = Object.entries(chunks).flatMap(([file, c]) => c.moduleIds.map((id) => [id, file]));
  const areaChunks = {};
  for (const [moduleId, file] of modules) {
    const area = areaOf(moduleId);
    if (!area) continue;
    areaChunks[area[0]] ??= {};
    areaChunks[area[0]][area[1]] = file;
  }
  const kit = closure(modules.filter(([id]) => kitModules.includes(id)).map(([, file]) => file));
  const figures = {};
  for (const [moduleId, file] of modules) {
    const id = figureOf(moduleId);
    if (!id) continue;
    const code = closure([file]);
    const areas = new Set();
    for (const f of code)
      for (const moduleId of chunks[f].moduleIds)
        for (const call of (sourceOf(moduleId) ?? "").matchAll(/^\s*needStrings\(([^)]*)\)/gm))
          for (const [, a] of (call[1] ?? "").matchAll(/"(\w+)"/g))
            for (const one of [a, ...(includes[a] ?? [])]) areas.add(one);
    figures[id] = {};
    for (const [lang, files] of Object.entries(areaChunks)) {
      const strings = ["figure", ...areas].map((a) => files[a]).filter(Boolean);
      figures[id][lang] = closure([...code, ...strings]);
    }
  }
  return { kit, figures };
}

/** A load module's text: an import of each of `files`, relative to it (the same folder). */
export function loadModuleText(files) {
  return files.map((f) => `import"./${f.replace(/^.*\//, "")}";`).join("");
}

/** Reads a module's source from disk (module ids are file paths, perhaps with a query). */
function readSource(moduleId) {
  const path = moduleId.replace(/\?.*$/, "");
  if (moduleId.startsWith("\0") || !/\.[cm]?[jt]s$/.test(path)) return undefined;
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * The Vite plugin: after bundling, emits the load modules beside the chunks
 * (`load-<figure>.<lang>-<hash>.js`, `hash` of them all, so a changed build renames them) and
 * writes into the entry chunk `entryFile` the hash, the figures, the languages and the kit's chunk
 * (the first of `kitModules`, which imports the rest; figures' load modules leave the kit's chunks
 * out). `figureOf`, `areaOf`, `kitModules` and `includes` as for loadModuleImports.
 * @returns {import("vite").Plugin}
 */
export function figureChunksPlugin({ entryFile, figureOf, areaOf, kitModules, includes }) {
  return {
    name: "fabric:figure-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const entry = bundle[entryFile];
      if (entry?.type !== "chunk" || !PLACEHOLDER.test(entry.code))
        this.error(`figure-chunks: ${entryFile} has no __FABRIC_FIGURE_CHUNKS__ (preloadFigure.ts)`);
      if (entry.imports.length > 0 || entry.dynamicImports.length > 0)
        this.error(`figure-chunks: ${entryFile} imports ${[...entry.imports, ...entry.dynamicImports]}`);
      const chunks = Object.fromEntries(
        Object.entries(bundle)
          .filter(([file, c]) => c.type === "chunk" && file !== entryFile)
          .map(([file, c]) => [
            file,
            {
              imports: c.imports.filter((f) => f !== entryFile),
              // Modules whose code the chunk kept (the rest were shaken out, with their needStrings).
              moduleIds: c.moduleIds.filter((id) => (c.modules[id]?.renderedLength ?? 1) > 0),
            },
          ]),
      );
      const imports = loadModuleImports({
        chunks,
        figureOf,
        areaOf,
        kitModules,
        sourceOf: readSource,
        includes,
      });
      if (imports.kit.length === 0 || Object.keys(imports.figures).length === 0)
        this.error("figure-chunks: found no figure definition chunks, or no chunk of the kit");
      // Every load module is named by one hash of them all: the entry names the build's hash once.
      const kitFiles = new Set(imports.kit);
      const texts = Object.entries(imports.figures).flatMap(([id, byLang]) =>
        Object.entries(byLang).map(([lang, files]) => [
          `${id}.${lang}`,
          loadModuleText(files.filter((f) => !kitFiles.has(f))),
        ]),
      );
      const hash = createHash("sha256").update(JSON.stringify(texts)).digest("base64url").slice(0, 8);
      const dir = imports.kit[0].replace(/[^/]*$/, "");
      for (const [name, source] of texts)
        this.emitFile({ type: "asset", fileName: `${dir}load-${name}-${hash}.js`, source });
      const langs = [...new Set(Object.values(imports.figures).flatMap((byLang) => Object.keys(byLang)))];
      const map = {
        kit: imports.kit[0].slice(dir.length, -".js".length),
        hash,
        langs,
        figures: Object.keys(imports.figures),
      };
      // A template literal holds the JSON with no escapes (file names have no ` \ or ${).
      const json = JSON.stringify(map);
      if (/[`\\]|\$\{/.test(json)) this.error("figure-chunks: a chunk name needs escaping");
      entry.code = entry.code.replace(PLACEHOLDER, () => `\`${json}\``);
    },
  };
}
