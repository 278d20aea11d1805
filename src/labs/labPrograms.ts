/**
 * The labs' programs as text, read at build time from demos/: each lab's TypeScript source
 * (demos/<name>.ts, the same file `npm run lab <name>` runs) and its expected output
 * (demos/expected/<name>.txt).
 */
const sources = import.meta.glob<string>("../../demos/*.ts", {
  query: "?raw",
  import: "default",
  eager: true,
});
const outputs = import.meta.glob<string>("../../demos/expected/*.txt", {
  query: "?raw",
  import: "default",
  eager: true,
});

/** A lab's program: the code and what it prints. */
export interface LabProgram {
  readonly name: string;
  readonly source: string;
  readonly expected: string;
}

const baseName = (path: string, extension: string): string =>
  (path.split("/").pop() ?? "").slice(0, -extension.length);

/** Every lab program, by name, sorted; a source without expected output is not a lab. */
export const labPrograms: readonly LabProgram[] = Object.entries(sources)
  .map(([path, source]) => {
    const name = baseName(path, ".ts");
    const expected = Object.entries(outputs).find(([p]) => baseName(p, ".txt") === name)?.[1];
    return expected === undefined ? undefined : { name, source, expected };
  })
  .filter((p): p is LabProgram => p !== undefined)
  .sort((a, b) => a.name.localeCompare(b.name));

/** The program of lab `name`, or undefined: `labProgram("ring-allreduce")?.expected`. */
export function labProgram(name: string): LabProgram | undefined {
  return labPrograms.find((p) => p.name === name);
}
