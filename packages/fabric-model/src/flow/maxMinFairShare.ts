import { waterFill } from "./waterFill.ts";

/** Inputs of `maxMinFairShare`: resource capacities and, per flow, the resources it crosses. */
interface MaxMinFairShareInputs {
  /** Capacity of each resource, in any one rate unit (the rates come back in the same unit). */
  readonly capacities: readonly number[];
  /** For each flow, the indices of the resources it crosses (no repeats). */
  readonly paths: readonly (readonly number[])[];
}

/**
 * Max-min fair rates by progressive filling (water-filling): raise every flow's rate together; when a
 * resource fills, freeze the flows crossing it at its fair share and continue with the rest. No flow
 * can then gain without taking from a flow that has no more. A flow that crosses no resource gets
 * Infinity.
 * @see https://en.wikipedia.org/wiki/Max-min_fairness
 * @throws RangeError on a negative or non-finite capacity or a resource index out of range.
 * @example maxMinFairShare({ capacities: [10, 4], paths: [[0], [0, 1]] }) // [6, 4]
 */
export function maxMinFairShare(inputs: MaxMinFairShareInputs): number[] {
  const resources = inputs.capacities.length;
  const capacity = Float64Array.from(inputs.capacities);
  for (const c of capacity) {
    if (!(Number.isFinite(c) && c >= 0)) throw new RangeError(`maxMinFairShare: bad capacity ${c}`);
  }
  const flows = inputs.paths.length;
  const pathStart = new Int32Array(flows + 1);
  inputs.paths.forEach((path, f) => {
    pathStart[f + 1] = (pathStart[f] as number) + path.length;
  });
  const pathResources = Int32Array.from(inputs.paths.flat());
  const resourceStart = new Int32Array(resources + 1);
  for (const r of pathResources) {
    if (!(Number.isInteger(r) && r >= 0 && r < resources)) {
      throw new RangeError(`maxMinFairShare: resource ${r} out of range`);
    }
    resourceStart[r + 1] = (resourceStart[r + 1] as number) + 1;
  }
  for (let r = 0; r < resources; r++) {
    resourceStart[r + 1] = (resourceStart[r + 1] as number) + (resourceStart[r] as number);
  }
  const resourceFlows = new Int32Array(pathResources.length);
  const fill = resourceStart.slice(0, resources);
  inputs.paths.forEach((path, f) => {
    for (const r of path) {
      resourceFlows[fill[r] as number] = f;
      fill[r] = (fill[r] as number) + 1;
    }
  });
  const rate = new Float64Array(flows);
  const network = { capacity, pathStart, pathResources, resourceStart, resourceFlows };
  waterFill(network, { rate, bottleneck: new Int32Array(flows).fill(-1) });
  return inputs.paths.map((path, f) => (path.length === 0 ? Number.POSITIVE_INFINITY : (rate[f] as number)));
}
