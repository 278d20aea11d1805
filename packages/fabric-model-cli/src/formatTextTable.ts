/** A column of a text table: its heading and whether numbers align right (default) or text left. */
export interface TextTableColumn {
  readonly heading: string;
  readonly align?: "left" | "right";
}

/**
 * A plain-text table: headings, a rule, then the rows, columns separated by two spaces.
 * @example formatTextTable([{ heading: "size" }], [["8"], ["16"]]) // "size\n----\n   8\n  16\n"
 */
export function formatTextTable(
  columns: readonly TextTableColumn[],
  rows: readonly (readonly string[])[],
): string {
  const widths = columns.map((c, i) => Math.max(c.heading.length, ...rows.map((r) => (r[i] ?? "").length)));
  const cell = (text: string, i: number) =>
    columns[i]?.align === "left" ? text.padEnd(widths[i] ?? 0) : text.padStart(widths[i] ?? 0);
  const line = (cells: readonly string[]) =>
    columns
      .map((_, i) => cell(cells[i] ?? "", i))
      .join("  ")
      .trimEnd();
  return `${[line(columns.map((c) => c.heading)), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n")}\n`;
}
