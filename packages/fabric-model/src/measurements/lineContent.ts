/** How far into a line a decoration can reach, in characters. */
const DECORATION_REACH = 96;
/** Most places a decoration can end that are tried after the line's start. */
const MAX_CUTS = 10;

/**
 * The tool's own text in one output line, after whatever launchers, terminals and documents put in
 * front of it. One rule serves every tool and every decoration: the content starts at the first
 * place the tool recognises its own line (`recognise`, the parser's test for its rows, headers and
 * banners), trying the line's start first, then each place a decoration can end within its first
 * 96 characters: after a run of spaces, or after one of `:` `>` `]` `)` `$` `#` `|` `,` and the spaces
 * that follow. That covers Open MPI's `[1,0]<stdout>:`, `srun --label`'s `3: `, torchrun's
 * `[default0]:`, `kubectl logs --timestamps`' `2024-05-01T10:00:00.123Z `, a `$ ` or `# ` before
 * every line, Markdown's `> `, an `iperf3 --title` prefix and a `function(), file.cu:123, ` source
 * location, without a list of them. A line the tool does not recognise anywhere is returned
 * trimmed, as it is. Linear in the decoration's reach.
 * @example lineContent("[1,0]<stdout>:#  Rank  0 ...", (s) => s.startsWith("#")) // "#  Rank  0 ..."
 */
export function lineContent(line: string, recognise: (content: string) => boolean): string {
  const whole = line.trim();
  if (whole === "" || recognise(whole)) return whole;
  const reach = Math.min(line.length, DECORATION_REACH);
  let cuts = 0;
  let i = 0;
  while (i < reach && cuts < MAX_CUTS) {
    const c = line.charCodeAt(i);
    const space = c === 32 || c === 9;
    if (!space && !isDecorationEnd(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < line.length && (line.charCodeAt(j) === 32 || line.charCodeAt(j) === 9)) j++;
    // Leading spaces are not a decoration: the trimmed line was tried already.
    if (j >= line.length) break;
    if (line.slice(0, i).trim() !== "" || !space) {
      cuts++;
      const rest = line.slice(j).trimEnd();
      if (recognise(rest)) return rest;
    }
    i = j;
  }
  return whole;
}

function isDecorationEnd(c: number): boolean {
  // : > ] ) $ # | ,
  return c === 58 || c === 62 || c === 93 || c === 41 || c === 36 || c === 35 || c === 124 || c === 44;
}
