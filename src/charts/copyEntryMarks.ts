/**
 * The copies-and-kernel-entries panel of the data-path comparisons as Observable Plot marks: per
 * row, its copies as squares, then its kernel entries as triangles (placed by copyEntryLayout),
 * the same marks the message timeline draws.
 */
import * as Plot from "@observablehq/plot";
import { copyColor, crossingColor } from "./chartTheme.ts";
import { type CopyEntryRow, copyEntryLayout } from "./copyEntryLayout.ts";

export type { CopyEntryRow } from "./copyEntryLayout.ts";

/** The panel's two dot marks and the x domain that fits the longest row of each kind. */
export function copyEntryMarks(rows: readonly CopyEntryRow[]): {
  marks: Plot.Markish[];
  domain: [number, number];
} {
  const { copies, entries, domain } = copyEntryLayout(rows);
  return {
    marks: [
      Plot.dot(copies, { x: "x", y: "label", symbol: "square", r: 4, fill: copyColor }),
      Plot.dot(entries, { x: "x", y: "label", symbol: "triangle", r: 5, fill: crossingColor }),
    ],
    domain,
  };
}
