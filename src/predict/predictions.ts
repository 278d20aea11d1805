/**
 * Every Predict checkpoint, found by file: `definitions/<camelCaseId>.ts` exports one definition
 * whose id is the kebab-case of the file name. Build time and tests only: the browser never loads
 * the definitions (the answers are rendered into the page).
 */
import type { PredictionDefinition } from "./PredictionDefinition.ts";
import { predictionIdFromPath } from "./predictionIdFromPath.ts";

const modules = import.meta.glob<Record<string, unknown>>("./definitions/*.ts", { eager: true });

function isPrediction(value: unknown): value is PredictionDefinition {
  return (
    typeof value === "object" && value !== null && "id" in value && "kind" in value && "compute" in value
  );
}

/** All checkpoint definitions by id. */
export const predictions: ReadonlyMap<string, PredictionDefinition> = new Map(
  Object.entries(modules).map(([path, mod]) => {
    const id = predictionIdFromPath(path);
    const definition = Object.values(mod).find(isPrediction);
    if (!definition || definition.id !== id) {
      throw new Error(`${path} must export a prediction definition with id "${id}"`);
    }
    return [id, definition] as const;
  }),
);

/**
 * The definition of checkpoint `id`.
 * @throws Error naming the known ids when there is none (an authoring mistake the build stops on).
 * @example predictionById("bus-sixteen-devices").kind // "number"
 */
export function predictionById(id: string): PredictionDefinition {
  const definition = predictions.get(id);
  if (!definition) throw new Error(`No prediction "${id}"; known: ${[...predictions.keys()].join(", ")}`);
  return definition;
}
