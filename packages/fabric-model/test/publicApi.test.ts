import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The package's public API is what src/index.ts names. Each name is documented where it is
// declared, and each value (function, class, constant) with an example: an `@example` tag, or a
// code span in its sentence that calls something or uses the name (`bytes(4096)` -> 4096 B).

const index = fileURLToPath(new URL("../src/index.ts", import.meta.url));

/** Every name index.ts exports: its name, whether it is a value, its declaration's JSDoc text. */
function publicNames(): { name: string; value: boolean; doc: string }[] {
  const program = ts.createProgram([index], {
    allowImportingTsExtensions: true,
    noEmit: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2023,
    types: [],
  });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(index);
  const module = file && checker.getSymbolAtLocation(file);
  if (!module) throw new Error("src/index.ts did not load");
  return checker.getExportsOfModule(module).map((exported) => {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    // A `const` carries its JSDoc on the statement, not on the declaration inside it.
    const documented =
      declaration && ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
    const doc = documented
      ? ts
          .getJSDocCommentsAndTags(documented)
          .map((d) => d.getText())
          .join("\n")
      : "";
    return { name: exported.name, value: (symbol.flags & ts.SymbolFlags.Value) !== 0, doc };
  });
}

describe("the package index (public API)", () => {
  const names = publicNames();

  it("publicNames() finds the index's exports, values and types", () => {
    expect(names.filter((n) => n.value).length).toBeGreaterThan(100);
    expect(names.filter((n) => !n.value).length).toBeGreaterThan(100);
    expect(names.map((n) => n.name)).toContain("predictCollective");
  });

  it("every name index.ts exports has JSDoc where it is declared", () => {
    expect(names.filter((n) => n.doc.trim() === "").map((n) => n.name)).toEqual([]);
  });

  it("every value index.ts exports has an example in its JSDoc (@example, or a code span using it)", () => {
    const example = (n: { name: string; doc: string }) =>
      /@example|`[^`]*\(/.test(n.doc) ||
      [...n.doc.matchAll(/`([^`]*)`/g)].some((span) => new RegExp(`\\b${n.name}\\b`).test(span[1] ?? ""));
    const withoutExample = names.filter((n) => n.value && !example(n));
    expect(withoutExample.map((n) => n.name)).toEqual([]);
  });
});
