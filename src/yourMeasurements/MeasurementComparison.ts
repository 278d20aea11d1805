/**
 * What the "Your measurements" page shows for one parsed output: the measured series and the
 * model's, on one axis (bandwidth in Gb/s one way, or time in microseconds), and the problems
 * found, as dictionary keys with their numbers.
 */
import type { UiKey } from "../lib/i18n.ts";

/**
 * One point: message size in bytes, value in the comparison's unit. A collective's point is its
 * bus bandwidth, and carries its algorithm bandwidth too (Gb/s one way) for the unit lens.
 */
export interface ComparisonPoint {
  readonly bytes: number;
  readonly value: number;
  readonly algbw?: number;
  /** A model point's band: measured over predicted falls in [low, high] on systems of its kind. */
  readonly low?: number;
  readonly high?: number;
}

/** A named series; measured ones are drawn as dots, the model as a line. */
export interface ComparisonSeries {
  readonly label: UiKey;
  readonly source: "measured" | "model";
  readonly points: readonly ComparisonPoint[];
}

/** A likely problem, worded by the dictionary. */
export interface MeasurementProblem {
  readonly key: UiKey;
  readonly vars: Readonly<Record<string, string | number>>;
}

/** The comparison of a measurement with the model. */
export interface MeasurementComparison {
  /** "rate": values are Gb/s one way (shown through the unit lens); "time": microseconds. */
  readonly quantity: "rate" | "time";
  readonly series: readonly ComparisonSeries[];
  readonly problems: readonly MeasurementProblem[];
  /** What the model took from the output that shapes its line, to read the comparison by. */
  readonly notices?: readonly MeasurementProblem[];
  /** Set when the model cannot be compared (e.g. a collective it does not model). */
  readonly modelUnavailable?: MeasurementProblem;
}
