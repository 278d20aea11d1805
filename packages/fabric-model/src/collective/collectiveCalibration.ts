import type { CollectiveEfficiencies } from "./CollectiveEfficiencies.ts";

/** A band: measured over predicted busbw, [low, high], at large sizes (bandwidth) and small (latency). */
export interface CollectiveBandEntry {
  readonly systems: number;
  readonly bandwidth: readonly [number, number];
  readonly latency: readonly [number, number];
}

/** The collective model's calibration: its efficiencies and its cross-validated bands, with provenance. */
export interface CollectiveCalibration {
  readonly efficiencies: CollectiveEfficiencies;
  /** Bands by class (`node:<intra class>`, `net:<transport>`), from held-out systems of that class. */
  readonly bands: Readonly<Record<string, CollectiveBandEntry>>;
  /** The band of a class the corpus holds no other system of: the pooled residuals, widened. */
  readonly unvalidated: CollectiveBandEntry;
  readonly method: string;
}

export const collectiveCalibration: CollectiveCalibration = {
  efficiencies: {},
  bands: {},
  unvalidated: { systems: 0, bandwidth: [0.5, 1.5], latency: [0.5, 1.5] },
  method: "",
};
