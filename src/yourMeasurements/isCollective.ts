import type { MeasurementComparison } from "./MeasurementComparison.ts";

/** True when the comparison is of a collective's bandwidth (its points carry algbw beside busbw). */
export function isCollective(comparison: MeasurementComparison): boolean {
  return comparison.series.some((s) => s.points.some((p) => p.algbw !== undefined));
}
