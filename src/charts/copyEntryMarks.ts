/**
 * The copies-and-kernel-entries panel of the data-path comparisons: per row, its copies as
 * squares, then its kernel entries as triangles, the same marks the message timeline draws.
 * `copyEntryGlyphs` places them (no Observable Plot: charts drawn by hand draw them with
 * `symbolPath`); `copyEntryMarks` makes them Plot marks, for the charts still drawn with Plot.
 */
import * as Plot from "@observablehq/plot";
import { copyColor, crossingColor } from "./chartTheme.ts";
import { type CopyEntryRow, copyEntryGlyphs } from "./copyEntryGlyphs.ts";

export type { CopyEntryRow } from "./copyEntryGlyphs.ts";

/** The panel's two dot marks and the x domain that fits the longest row of each kind. */
export function copyEntryMarks(rows: readonly CopyEntryRow[]): {
  marks: Plot.Markish[];
  domain: [number, number];
} {
  const { copies, entries, domain } = copyEntryGlyphs(rows);
  return {
    marks: [
      Plot.dot(copies, { x: "x", y: "label", symbol: "square", r: 4, fill: copyColor }),
      Plot.dot(entries, { x: "x", y: "label", symbol: "triangle", r: 5, fill: crossingColor }),
    ],
    domain,
  };
}
