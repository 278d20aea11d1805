/**
 * Where the copies-and-kernel-entries panel of the data-path comparisons puts its glyphs: per row,
 * its copies at 0, 1, 2…, then its kernel entries after the longest row of copies and a gap; and
 * the x domain that fits the longest row of each kind with 0.8 of a step either side.
 */

/** One row of the panel: its label on the y axis and how many of each it counts. */
export interface CopyEntryRow {
  readonly label: string;
  readonly copies: number;
  readonly entries: number;
}

/** One glyph: its row's label and its x (in glyph steps). */
export interface CopyEntryGlyph {
  readonly label: string;
  readonly x: number;
}

/**
 * The glyphs of `rows` and the x domain.
 * @example copyEntryLayout([{ label: "vNIC", copies: 1, entries: 2 }]).entries // [{ label: "vNIC", x: 2 }, { label: "vNIC", x: 3 }]
 */
export function copyEntryLayout(rows: readonly CopyEntryRow[]): {
  copies: CopyEntryGlyph[];
  entries: CopyEntryGlyph[];
  domain: [number, number];
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
