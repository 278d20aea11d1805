/**
 * Where the copies-and-kernel-entries panel of the data-path comparisons puts its glyphs: per row,
 * its copies (squares) at x = 0, 1, …, then its kernel entries (triangles) after the longest row
 * of copies and a gap of one, and the x domain that fits them with room either side.
 */

/** One row of the panel: its label on the y axis and how many of each it counts. */
export interface CopyEntryRow {
  readonly label: string;
  readonly copies: number;
  readonly entries: number;
}

/** A glyph: its row and its position in glyph widths. */
export interface CopyEntryGlyph {
  readonly label: string;
  readonly x: number;
}

/**
 * The glyphs of each kind and the panel's x domain.
 * @example copyEntryGlyphs([{ label: "TCP", copies: 2, entries: 1 }]).entries // [{ label: "TCP", x: 3 }]
 */
export function copyEntryGlyphs(rows: readonly CopyEntryRow[]): {
  readonly copies: readonly CopyEntryGlyph[];
  readonly entries: readonly CopyEntryGlyph[];
  readonly domain: [number, number];
} {
  const maxCopies = Math.max(0, ...rows.map((r) => r.copies));
  const maxEntries = Math.max(0, ...rows.map((r) => r.entries));
  return {
    copies: rows.flatMap((r) => Array.from({ length: r.copies }, (_, i) => ({ label: r.label, x: i }))),
    entries: rows.flatMap((r) =>
      Array.from({ length: r.entries }, (_, i) => ({ label: r.label, x: maxCopies + 1 + i })),
    ),
    domain: [-0.8, maxCopies + maxEntries + 0.8],
  };
}
