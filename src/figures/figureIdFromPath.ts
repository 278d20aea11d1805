/**
 * The figure id a definition file stands for: `./definitions/busContention.ts` -> `bus-contention`.
 */
export function figureIdFromPath(path: string): string {
  return path.replace(/^.*\/(\w+)\.ts$/, "$1").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** True when a module export looks like a figure definition. */
export function isFigureDefinitionLike(value: unknown): boolean {
  return (
    typeof value === "object" && value !== null && "id" in value && "compute" in value && "spec" in value
  );
}
