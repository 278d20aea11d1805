import type {
  MeasurementDiagnostic,
  MeasurementMessageCode,
  MeasurementMessageValues,
} from "./MeasurementDiagnostic.ts";

/** Most remarks one list keeps; the rest are counted in one closing remark so output stays bounded. */
export const measurementLogLimit = 100;

/** A bounded, append-only collector of remarks used inside one parser call. */
export interface MeasurementLog {
  /** Record a remark about a 1-based line (0: the input as a whole). */
  add<C extends MeasurementMessageCode>(line: number, code: C, values: MeasurementMessageValues[C]): void;
  /** Record remarks already made (e.g. by `measurementLines`). */
  addAll(remarks: readonly MeasurementDiagnostic[]): void;
  /** The remarks so far, sorted by line, with a closing count of dropped remarks if any. */
  list(): MeasurementDiagnostic[];
}

/**
 * A fresh remark collector holding at most `measurementLogLimit` remarks (hostile input could
 * otherwise produce one per line).
 * @example const log = measurementLog(); log.add(3, "row-not-result", {}); log.list();
 */
export function measurementLog(): MeasurementLog {
  const kept: MeasurementDiagnostic[] = [];
  let dropped = 0;
  const keep = (remark: MeasurementDiagnostic): void => {
    if (kept.length < measurementLogLimit) kept.push(remark);
    else dropped++;
  };
  return {
    add(line, code, values) {
      keep({ line, code, values } as MeasurementDiagnostic);
    },
    addAll(remarks) {
      for (const remark of remarks) keep(remark);
    },
    list() {
      const sorted = [...kept].sort((a, b) => a.line - b.line);
      if (dropped > 0) sorted.push({ line: 0, code: "remarks-left-out", values: { count: dropped } });
      return sorted;
    },
  };
}
