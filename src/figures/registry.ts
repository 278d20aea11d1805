/**
 * Every figure of the notebook, found by file: `definitions/<camelCaseId>.ts` exports a
 * definition whose id is the kebab-case of the file name. The build imports them all; the
 * browser gets one lazy loader per figure from the same list.
 */
import type { AnyFigureDefinition } from "./FigureDefinition.ts";
import { figureIdFromPath, isFigureDefinitionLike } from "./figureIdFromPath.ts";

type DefinitionModule = Record<string, unknown>;

const eager = import.meta.glob<DefinitionModule>("./definitions/*.ts", { eager: true });

function isDefinition(value: unknown): value is AnyFigureDefinition {
  return isFigureDefinitionLike(value);
}

/** All figure definitions by id (build time and tests). */
export const figures: ReadonlyMap<string, AnyFigureDefinition> = new Map(
  Object.entries(eager).flatMap(([path, mod]) => {
    const id = figureIdFromPath(path);
    const definition = Object.values(mod).find(isDefinition);
    if (!definition || definition.id !== id) {
      throw new Error(`${path} must export a figure definition with id "${id}"`);
    }
    return [[id, definition]];
  }),
);

/** The definition of figure `id`. @throws Error naming the known ids when there is none. */
export function figureById(id: string): AnyFigureDefinition {
  const definition = figures.get(id);
  if (!definition) throw new Error(`No figure "${id}"; known: ${[...figures.keys()].join(", ")}`);
  return definition;
}
