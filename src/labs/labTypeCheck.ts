/**
 * Type-checks a lab's code as `tsc --strict` would, in the browser: a TypeScript language service
 * over an in-memory file system (the standard library and fabric-model's declarations, from
 * labTypeFiles.ts) and one file, the lab. The service keeps what it parsed and bound between
 * checks, so after the first check only the lab's own file is read again. The TypeScript module
 * is handed in: the page's worker bundles it, the tests import it.
 */
import type ts from "typescript";

/** One type error, 1-based line and column in the lab's code. */
export interface LabTypeError {
  readonly line: number;
  readonly column: number;
  /** TypeScript's error number (TS2322 is 2322). */
  readonly code: number;
  readonly message: string;
}

/** The lab's file in the checker's file system. */
const LAB_FILE = "/lab/lab.ts";

/** Where the checker finds the standard library, and fabric-model's declarations. */
export const LAB_LIB_DIR = "/lib";
export const LAB_MODEL_DIR = "/node_modules/fabric-model";

/**
 * What the checker reads: the compiler options of `npx tsc -p demos` (demos/tsconfig.json) as
 * written there, with the libraries a lab runs with in the page, and its file system.
 */
export interface LabTypeSetup {
  /** tsconfig `compilerOptions`, as JSON. */
  readonly compilerOptions: Readonly<Record<string, unknown>>;
  /** Absolute path -> text. */
  readonly files: Readonly<Record<string, string>>;
}

/** Something that checks a lab's code. */
export interface LabTypeChecker {
  /** The type and syntax errors of `code`, in order, at most `limit` of them. */
  check(code: string, limit?: number): LabTypeError[];
}

/**
 * A checker over `setup` with the TypeScript module `typescript`.
 * @example createLabTypeChecker(ts, labTypeSetup()).check('const n: number = "1";')[0].code // 2322
 */
export function createLabTypeChecker(typescript: typeof ts, setup: LabTypeSetup): LabTypeChecker {
  const { files } = setup;
  let code = "";
  let version = 0;
  const snapshots = new Map<string, ts.IScriptSnapshot>();
  const snapshot = (path: string, text: string) => {
    let s = snapshots.get(path);
    if (!s) {
      s = typescript.ScriptSnapshot.fromString(text);
      snapshots.set(path, s);
    }
    return s;
  };
  const directories = new Set<string>();
  for (const path of Object.keys(files)) {
    for (let dir = path.slice(0, path.lastIndexOf("/")); dir !== ""; dir = dir.slice(0, dir.lastIndexOf("/")))
      directories.add(dir);
  }
  directories.add("/lab");
  const options: ts.CompilerOptions = {
    ...typescript.convertCompilerOptionsFromJson(setup.compilerOptions, "/lab").options,
    noEmit: true,
  };
  const libs = options.lib ?? ["lib.d.ts"];
  const host: ts.LanguageServiceHost = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => [LAB_FILE],
    getScriptVersion: (path) => (path === LAB_FILE ? String(version) : "0"),
    getScriptSnapshot: (path) => {
      if (path === LAB_FILE) return typescript.ScriptSnapshot.fromString(code);
      const text = files[path];
      return text === undefined ? undefined : snapshot(path, text);
    },
    getCurrentDirectory: () => "/lab",
    getDefaultLibFileName: () => `${LAB_LIB_DIR}/${libs[0] ?? "lib.d.ts"}`,
    fileExists: (path) => path === LAB_FILE || path in files,
    readFile: (path) => (path === LAB_FILE ? code : files[path]),
    directoryExists: (dir) => directories.has(dir.replace(/\/$/, "")),
    getDirectories: () => [],
  };
  const service = typescript.createLanguageService(host, typescript.createDocumentRegistry());
  let last: { code: string; limit: number; errors: LabTypeError[] } | undefined;
  return {
    check(next, limit = 20) {
      // Run twice without an edit: the same answer, without checking again.
      if (last && last.code === next && last.limit === limit) return last.errors;
      code = next;
      version++;
      const diagnostics = [
        ...service.getSyntacticDiagnostics(LAB_FILE),
        ...service.getSemanticDiagnostics(LAB_FILE),
      ];
      const errors = diagnostics.slice(0, limit).map((d) => {
        const at =
          d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
        return {
          line: (at?.line ?? 0) + 1,
          column: (at?.character ?? 0) + 1,
          code: d.code,
          message: typescript.flattenDiagnosticMessageText(d.messageText, "\n"),
        };
      });
      last = { code: next, limit, errors };
      return errors;
    },
  };
}
