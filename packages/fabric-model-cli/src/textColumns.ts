/**
 * Two-column help text: each label padded to the widest, indented two spaces.
 * @example textColumns([["parse", "Read a tool output"]]) // ["  parse  Read a tool output"]
 */
export function textColumns(rows: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(0, ...rows.map(([a]) => a.length)) + 2;
  return rows.map(([a, b]) => `  ${a.padEnd(width)}${b}`.trimEnd());
}

/**
 * Words wrapped into lines of at most `width` characters (a longer word gets its own line).
 * @example wrapText("a b c", 3) // ["a b", "c"]
 */
export function wrapText(text: string, width: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (word === "") continue;
    if (line !== "" && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else {
      line = line === "" ? word : `${line} ${word}`;
    }
  }
  if (line !== "") out.push(line);
  return out;
}
