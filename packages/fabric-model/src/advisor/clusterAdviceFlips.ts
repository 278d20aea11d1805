import { type PricedGpuId, pricedGpuIds } from "../presets/fabricPrices.ts";
import { gpuPreset } from "../presets/gpus.ts";
import { adviseCluster, type ClusterAdvisorInputs } from "./adviseCluster.ts";
import { clusterFabricOptions } from "./clusterFabricOptions.ts";

/**
 * One what-if of `clusterAdviceFlips`: what changed, to which value, and what the advisor then
 * recommends (null when the workload no longer fits the cluster).
 * @example clusterAdviceFlips(inputs).find((f) => f.change === "nodes")?.recommends // "roce-400"
 */
export interface ClusterAdviceFlip {
  readonly change: "nodes" | "model" | "gpu";
  /** The changed value: nodes, parameters, or the GPU id. */
  readonly value: number | PricedGpuId;
  /** The recommended option's id under the change, or null on a conflict. */
  readonly recommends: string | null;
  /** Whether the recommended fabric family changes (tcp, roce, ib). */
  readonly flips: boolean;
}

/** Factor by which the node count and the model size move in the what-ifs. */
const STEP = 4;

/**
 * When the answer would flip: the advisor re-run with a quarter and four times the nodes, a
 * quarter and four times the model (active parameters alike), and the GPU of the next and the
 * previous compute capability among the priced ones (same GPUs per node, bare metal or not as asked; its
 * own fabric options and prices). Each what-if says what it recommends and whether the fabric
 * family changes. Options fixed by the inputs (a study cluster's) stay fixed except for the GPU,
 * whose what-ifs are then skipped.
 * `advice` is `adviseCluster(inputs)` when the caller has it already (it is not worked out again).
 * @throws RangeError as `adviseCluster`.
 * @example clusterAdviceFlips({ gpu: "h100-sxm", gpusPerNode: 8, nodes: 16, workload, tokenBudget: 1e12, kubernetes: false }).length // 6
 */
export function clusterAdviceFlips(
  inputs: ClusterAdvisorInputs,
  advice: ReturnType<typeof adviseCluster> = adviseCluster(inputs),
): readonly ClusterAdviceFlip[] {
  const family = (a: ReturnType<typeof adviseCluster>) =>
    a.kind === "advice" ? (a.options[a.recommended]?.option ?? null) : null;
  const base = family(advice);
  const flip = (
    change: ClusterAdviceFlip["change"],
    value: ClusterAdviceFlip["value"],
    variant: ClusterAdvisorInputs,
  ) => {
    const got = family(adviseCluster(variant));
    return { change, value, recommends: got?.id ?? null, flips: got !== null && got.family !== base?.family };
  };
  const w = inputs.workload;
  const scaled = (k: number) => ({
    ...w,
    modelParameters: w.modelParameters * k,
    ...(w.activeParameters === undefined ? {} : { activeParameters: w.activeParameters * k }),
  });
  const flips: ClusterAdviceFlip[] = [];
  for (const nodes of [Math.floor(inputs.nodes / STEP), inputs.nodes * STEP]) {
    if (nodes >= 1 && nodes !== inputs.nodes) flips.push(flip("nodes", nodes, { ...inputs, nodes }));
  }
  for (const k of [1 / STEP, STEP]) {
    flips.push(flip("model", w.modelParameters * k, { ...inputs, workload: scaled(k) }));
  }
  if (inputs.options === undefined) {
    const generation = gpuPreset(inputs.gpu).computeCapability;
    const byGeneration = [...pricedGpuIds].sort(
      (a, b) => gpuPreset(a).computeCapability - gpuPreset(b).computeCapability,
    );
    const next = byGeneration.find((g) => gpuPreset(g).computeCapability > generation);
    const previous = [...byGeneration].reverse().find((g) => gpuPreset(g).computeCapability < generation);
    for (const gpu of [previous, next]) {
      if (gpu === undefined) continue;
      const variant = { ...inputs, gpu, prices: {} };
      flips.push(
        flip("gpu", gpu, {
          ...variant,
          options: clusterFabricOptions({ gpu, kubernetes: inputs.kubernetes }),
        }),
      );
    }
  }
  return flips;
}
