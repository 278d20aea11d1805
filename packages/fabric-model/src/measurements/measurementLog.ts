import type { MeasurementDiagnostic } from "./MeasurementDiagnostic.ts";

/** Most remarks one list keeps; the rest are counted in one closing remark so output stays bounded. */
export const measurementLogLimit = 100;

/** A bounded, append-only collector of remarks used inside one parser call. */
export interface MeasurementLog {
  /** Record a remark about a 1-based line. */
  add(line: number, message: string): void;
  /** The remarks so far, sorted by line, with a closing count of dropped remarks if any. */
  list(): MeasurementDiagnostic[];
}

/**
 * A fresh remark collector holding at most `measurementLogLimit` remarks (hostile input could
 * otherwise produce one per line).
 * @example const log = measurementLog(); log.add(3, "could not read row"); log.list();
 */
export function measurementLog(): MeasurementLog {
  const kept: MeasurementDiagnostic[] = [];
  let dropped = 0;
  return {
    add(line, message) {
      if (kept.length < measurementLogLimit) kept.push({ line, message });
      else dropped++;
    },
    list() {
      const sorted = [...kept].sort((a, b) => a.line - b.line);
      if (dropped > 0)
        sorted.push({ line: 0, message: `${dropped} more remarks of this kind were left out` });
      return sorted;
    },
  };
}
