/**
 * Where one datapath number comes from: measured (read from a public measurement), calibrated
 * (derived by `calibrateDatapath` from measurements), standard (fixed by a protocol or bus
 * specification), spec (a vendor data sheet or documentation) or estimate (not measured; the
 * reasoning says how the value was chosen and `source` points at the closest public figure).
 * @example const p: DatapathProvenance = { kind: "estimate", source: "…", note: "…" };
 */
export interface DatapathProvenance {
  readonly kind: "measured" | "calibrated" | "standard" | "spec" | "estimate";
  /** URL, or repo + path (+ commit), and what was read there; "this package" for calibrated values. */
  readonly source: string;
  /** What the number means and, for estimates, the reasoning behind the value. */
  readonly note: string;
}
