/**
 * Browser-side lazy loaders, one per figure, built from the same files as the registry:
 * nothing of a figure (nor Plot) is fetched until the figure is about to be seen.
 */
import type { AnyFigureDefinition } from "./FigureDefinition.ts";
import { figureIdFromPath, isFigureDefinitionLike } from "./figureIdFromPath.ts";

const lazy = import.meta.glob<Record<string, unknown>>("./definitions/*.ts");

/** Loaders by figure id. */
export const figureLoaders: Record<string, () => Promise<AnyFigureDefinition>> = Object.fromEntries(
  Object.entries(lazy).map(([path, load]) => {
    const loadDefinition = async () =>
      Object.values(await load()).find(isFigureDefinitionLike) as AnyFigureDefinition;
    return [figureIdFromPath(path), loadDefinition];
  }),
);
