import { expect } from "vitest";
import { cx5Measurements } from "../../src/datapath/cx5Measurements.ts";
import type { DatapathProvenance } from "../../src/datapath/DatapathProvenance.ts";

/**
 * What a datapath number's provenance must hold: measured, spec and calibrated numbers name where
 * they were read; a calibrated one names the measurement calibrateDatapath solves it from, whose
 * source it carries; a number with no source explains itself in its note.
 */
export function expectSoundProvenance(p: DatapathProvenance, key: string): void {
  if (p.kind === "measured" || p.kind === "spec" || p.kind === "calibrated") {
    expect(p.sources.length, key).toBeGreaterThan(0);
  }
  if (p.kind === "calibrated") {
    const from = /^calibrateDatapath solves it from cx5Measurements\.(\w+)/.exec(p.note)?.[1];
    expect(from, key).toBeDefined();
    const measurement = cx5Measurements[from as keyof typeof cx5Measurements];
    expect(p.sources, key).toContain(measurement.source);
  }
  if (p.sources.length === 0) expect(p.note.length, key).toBeGreaterThan(30);
  else expect(p.note.length, key).toBeGreaterThan(2);
}
