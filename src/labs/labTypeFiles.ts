/**
 * What the lab type checker reads, gathered at build time (Node only): the compiler options of
 * `npx tsc -p demos` (demos/tsconfig.json), with the Web Worker library, where the page runs a lab,
 * in place of Node's types; TypeScript's standard library files for those options; and
 * fabric-model's declarations, emitted from its sources as
 * `tsc -p packages/fabric-model/tsconfig.build.json` would, under /node_modules/fabric-model/ with
 * a package.json that points at them. Served as /labs/lab-types.json.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import process from "node:process";
import ts from "typescript";
import { LAB_LIB_DIR, LAB_MODEL_DIR, type LabTypeSetup } from "./labTypeCheck.ts";

// The repository, where the build and the tests run (this module is bundled into the build's
// prerender chunks, so its own URL does not say where the repository is).
const root = process.cwd();
const libDir = dirname(createRequire(join(root, "package.json")).resolve("typescript/lib/lib.d.ts"));

/** `lib` and every library it references (`/// <reference lib="…" />`), as file names. */
function libClosure(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(libDir, file), "utf8");
    for (const m of text.matchAll(/<reference lib="([^"]+)"/g)) visit(`lib.${m[1]?.toLowerCase()}.d.ts`);
  };
  for (const name of names) visit(name);
  return [...seen].sort();
}

/** fabric-model's declaration files, path (under dist/) -> text. */
function modelDeclarations(): Record<string, string> {
  const configPath = join(root, "packages/fabric-model/tsconfig.build.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${configPath}`);
  const options: ts.CompilerOptions = {
    ...config.options,
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    declarationMap: false,
    // The checker needs the types, not the JSDoc: without comments the declarations are a third.
    removeComments: true,
  };
  const program = ts.createProgram({ rootNames: config.fileNames, options });
  const outDir = options.outDir ?? join(root, "packages/fabric-model/dist");
  const files: Record<string, string> = {};
  const result = program.emit(undefined, (fileName, text) => {
    files[relative(outDir, fileName).split("\\").join("/")] = text;
  });
  if (result.emitSkipped) throw new Error("fabric-model's declarations could not be emitted");
  return files;
}

/** demos/tsconfig.json's compiler options for the page: Web Worker globals instead of Node's types. */
function labCompilerOptions(): Record<string, unknown> {
  const path = join(root, "demos/tsconfig.json");
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error || !config) throw new Error(`cannot read ${path}`);
  const {
    types: _types,
    noEmit: _noEmit,
    ...options
  } = (config as { compilerOptions: Record<string, unknown> }).compilerOptions;
  const lib = Array.isArray(options.lib) ? (options.lib as string[]) : ["ES2023"];
  return { ...options, lib: [...lib, "WebWorker"], types: [] };
}

/**
 * The checker's compiler options and file system (absolute path -> text).
 * @example Object.keys(labTypeSetup().files).includes("/node_modules/fabric-model/dist/index.d.ts") // true
 */
export function labTypeSetup(): LabTypeSetup {
  const compilerOptions = labCompilerOptions();
  const libs = ts.convertCompilerOptionsFromJson(compilerOptions, root).options.lib ?? [];
  const files: Record<string, string> = {};
  for (const lib of libClosure(libs))
    files[`${LAB_LIB_DIR}/${lib}`] = readFileSync(join(libDir, lib), "utf8");
  for (const [path, text] of Object.entries(modelDeclarations()))
    files[`${LAB_MODEL_DIR}/dist/${path}`] = text;
  files[`${LAB_MODEL_DIR}/package.json`] = JSON.stringify({
    name: "fabric-model",
    type: "module",
    exports: { ".": { types: "./dist/index.d.ts" } },
    types: "./dist/index.d.ts",
  });
  return { compilerOptions, files };
}
