import type { Source } from "../Source.ts";

/**
 * How one datapath number was come by: measured (read from a public measurement), calibrated
 * (derived by `calibrateDatapath` from the measurements in `sources`), standard (fixed by a
 * protocol or bus specification), spec (a vendor data sheet or documentation) or estimate (not
 * measured: the note gives the reasoning, and `sources` the closest public figures, if any).
 * @example const p: DatapathProvenance = { kind: "estimate", sources: [], note: "1 us of CPU per interrupt: …" };
 */
export interface DatapathProvenance {
  readonly kind: "measured" | "calibrated" | "standard" | "spec" | "estimate";
  /** Where the number, or what it was derived or estimated from, was read (none for reasoning alone). */
  readonly sources: readonly Source[];
  /** What the number means and, for estimates and constructions, the reasoning behind the value. */
  readonly note: string;
}
