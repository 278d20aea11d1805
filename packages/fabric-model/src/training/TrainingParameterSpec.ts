import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";

/**
 * One calibrated number of the training model: its name, what it is, its unit (base unit for
 * values, display unit for pages), the plausible range a page shows, and the calibration's start.
 * @example trainingParameterSpecs(redhat2025)[0].name // "mfu.l40s"
 */
export interface TrainingParameterSpec {
  /** "mfu.<cluster>", "bandwidth.<cluster>.<network>" or "contention.<network>". */
  readonly name: string;
  readonly kind: "mfu" | "bandwidth" | "contention";
  /** The study cluster the number belongs to (null for a per-path number). */
  readonly cluster: string | null;
  /** The network path the number belongs to (null for an MFU). */
  readonly network: VirtualisationLayerId | null;
  /** Base unit of the value: "1" (dimensionless) or "bit/s". */
  readonly unit: "1" | "bit/s";
  /** Unit for display and the value divisor that gets there (Gb/s: 1e9). */
  readonly display: { readonly unit: string; readonly scale: number };
  /** Physical meaning, one sentence. */
  readonly meaning: string;
  /** Plausible range in base units, and why. */
  readonly range: { readonly low: number; readonly high: number; readonly why: string };
  /** Start of the calibration, base units. */
  readonly start: number;
}
