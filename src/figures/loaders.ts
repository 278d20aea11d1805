/**
 * Browser-side lazy loaders, one per figure, built from the same files as the registry:
 * nothing of a figure (nor Plot) is fetched until the figure is about to be seen.
 */
import { declaredAreas, loadStrings, needStrings } from "../lib/stringAreas.ts";
import type { AnyFigureDefinition } from "./FigureDefinition.ts";
import { figureIdFromPath, isFigureDefinitionLike } from "./figureIdFromPath.ts";

// Every figure's frame (controls, errors, downloads, the unit lens) shows these strings.
needStrings("figure");

const lazy = import.meta.glob<Record<string, unknown>>("./definitions/*.ts");

/** Loaders by figure id. */
export const figureLoaders: Record<string, () => Promise<AnyFigureDefinition>> = Object.fromEntries(
  Object.entries(lazy).map(([path, load]) => {
    const loadDefinition = async () =>
      Object.values(await load()).find(isFigureDefinitionLike) as AnyFigureDefinition;
    return [figureIdFromPath(path), loadDefinition];
  }),
);

/**
 * A figure's definition with the strings it shows registered in `lang` (an unknown language
 * loads English): its modules declare their areas as they load (stringAreas.ts), so the areas
 * follow the definition. Rejects for an unknown figure id or a failed load.
 * @example defineFigureElement(await loadFigure("bus-contention", "ko"))
 */
export async function loadFigure(id: string, lang: string): Promise<AnyFigureDefinition> {
  const load = figureLoaders[id];
  if (!load) throw new Error(`no figure "${id}"`);
  const definition = await load();
  await loadStrings(lang, declaredAreas());
  return definition;
}
