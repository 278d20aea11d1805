import type { CollectivePairTerms } from "./achievedCollective.ts";
import { collectiveFitSizes } from "./collectiveFitSizes.ts";

/**
 * The algorithms NCCL's tuner runs at the large sizes (at least 64 MiB) of some measured points,
 * sorted: a prediction of another algorithm rests on a kernel no run in the corpus measured (the
 * corpus holds one CollNet Direct run and one CollNet Chain run, each of one system), so it is not
 * validated whatever link binds it.
 * @example measuredAlgorithms(collectiveFitPoints(sweeps)) // ["nvls", "nvlstree", "ring", "tree", ...]
 */
export function measuredAlgorithms(
  points: readonly { readonly bytes: number; readonly terms: Pick<CollectivePairTerms, "algorithm"> }[],
): readonly CollectivePairTerms["algorithm"][] {
  const seen = new Set<CollectivePairTerms["algorithm"]>();
  for (const p of points) if (p.bytes >= collectiveFitSizes.bandwidthFrom) seen.add(p.terms.algorithm);
  return [...seen].sort();
}
