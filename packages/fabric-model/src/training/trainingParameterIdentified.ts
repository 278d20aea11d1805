import type { TrainingParameterSpec } from "./TrainingParameterSpec.ts";
import type { TrainingStudyPointPlan } from "./trainingStudyPointPlan.ts";

/**
 * Whether a set of study points determines a calibrated parameter: an MFU needs a point of its
 * cluster, a bandwidth a multi-node point on its cluster and path, a contention exponent two
 * different node counts on one cluster's path.
 * @example trainingParameterIdentified(spec, plans) // true
 */
export function trainingParameterIdentified(
  spec: TrainingParameterSpec,
  plans: readonly TrainingStudyPointPlan[],
): boolean {
  if (spec.kind === "mfu") return plans.some((p) => p.mfu === spec.name);
  if (spec.kind === "bandwidth") {
    return plans.some((p) => p.bandwidth.kind === "calibrated" && p.bandwidth.name === spec.name);
  }
  const nodesByPath = new Map<string, Set<number>>();
  for (const p of plans) {
    if (p.bandwidth.kind !== "calibrated" || p.bandwidth.contention !== spec.name) continue;
    const set = nodesByPath.get(p.bandwidth.name) ?? new Set<number>();
    set.add(p.point.nodes);
    nodesByPath.set(p.bandwidth.name, set);
  }
  return [...nodesByPath.values()].some((s) => s.size >= 2);
}
