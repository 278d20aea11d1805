/**
 * The copies-and-kernel-entries panel of the data-path comparisons: per row, its copies as
 * squares, then its kernel entries as triangles, the same marks the message timeline draws.
 */
import * as Plot from "@observablehq/plot";
import { copyColor, crossingColor } from "./chartTheme.ts";

/** One row of the panel: its label on the y axis and how many of each it counts. */
export interface CopyEntryRow {
  readonly label: string;
  readonly copies: number;
  readonly entries: number;
}

/** The panel's two dot marks and the x domain that fits the longest row of each kind. */
export function copyEntryMarks(rows: readonly CopyEntryRow[]): {
  marks: Plot.Markish[];
  domain: [number, number];
} {
  const maxCopies = Math.max(0, ...rows.map((r) => r.copies));
  const maxEntries = Math.max(0, ...rows.map((r) => r.entries));
  const copies = rows.flatMap((r) => Array.from({ length: r.copies }, (_, i) => ({ label: r.label, x: i })));
  const entries = rows.flatMap((r) =>
    Array.from({ length: r.entries }, (_, i) => ({ label: r.label, x: maxCopies + 1 + i })),
  );
  return {
    marks: [
      Plot.dot(copies, { x: "x", y: "label", symbol: "square", r: 4, fill: copyColor }),
      Plot.dot(entries, { x: "x", y: "label", symbol: "triangle", r: 5, fill: crossingColor }),
    ],
    domain: [-0.8, maxCopies + maxEntries + 0.8],
  };
}
