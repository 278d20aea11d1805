/** A column of a text table: its heading and whether numbers align right (default) or text left. */
export interface TextTableColumn {
  readonly heading: string;
  readonly align?: "left" | "right";
}

/**
 * A plain-text table, columns separated by two spaces: the headings and a rule, then the rows.
 * Without headings (`{ headings: false }`) and with an indent it lays out help text's columns.
 * @example formatTextTable([{ heading: "size" }], [["8"], ["16"]]) // "size\n----\n   8\n  16\n"
 */
export function formatTextTable(
  columns: readonly TextTableColumn[],
  rows: readonly (readonly string[])[],
  options: { readonly headings?: boolean; readonly indent?: number } = {},
): string {
  const headings = options.headings ?? true;
  const pad = " ".repeat(options.indent ?? 0);
  const widths = columns.map((c, i) =>
    Math.max(headings ? c.heading.length : 0, ...rows.map((r) => (r[i] ?? "").length)),
  );
  const cell = (text: string, i: number) =>
    columns[i]?.align === "left" ? text.padEnd(widths[i] ?? 0) : text.padStart(widths[i] ?? 0);
  const line = (cells: readonly string[]) =>
    pad +
    columns
      .map((_, i) => cell(cells[i] ?? "", i))
      .join("  ")
      .trimEnd();
  const head = headings
    ? [line(columns.map((c) => c.heading)), pad + widths.map((w) => "-".repeat(w)).join("  ")]
    : [];
  return `${[...head, ...rows.map(line)].join("\n")}\n`;
}
