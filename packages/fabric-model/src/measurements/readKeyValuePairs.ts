/**
 * Read `key : value` pairs from one parameter-block line, where a line may hold two pairs padded
 * into columns (perftest prints `Dual-port : OFF\t\tDevice : mlx5_0`). A pair ends where a tab or
 * a run of two or more spaces precedes the next key. Lines with more than 16 colons are not
 * parameter lines and give no pairs, which keeps the rejoining of colon-bearing values linear.
 * Where a page collapsed the padding to single spaces (`Dual-port : OFF Device : mlx5_0`), a part
 * ending in one of `knownKeys` is split before it.
 * @example readKeyValuePairs(" Number of qps   : 1\t\tTransport type : IB")
 *   // [["Number of qps", "1"], ["Transport type", "IB"]]
 */
export function readKeyValuePairs(line: string, knownKeys: readonly string[] = []): [string, string][] {
  const parts = line.split(":");
  if (parts.length < 2 || parts.length > 17) return [];
  const pairs: [string, string][] = [];
  let key = squeeze(parts[0] ?? "");
  for (let j = 1; j < parts.length; j++) {
    const part = parts[j] ?? "";
    if (j === parts.length - 1) {
      pairs.push([key, squeeze(part)]);
      break;
    }
    const cut = lastColumnGap(part) ?? knownKeyAtEnd(part, knownKeys);
    if (cut === null) {
      // No column gap: the colon belongs to the value (e.g. a time or address); rejoin.
      parts[j + 1] = `${part}:${parts[j + 1] ?? ""}`;
      continue;
    }
    pairs.push([key, squeeze(part.slice(0, cut.start))]);
    key = squeeze(part.slice(cut.end));
  }
  return pairs.filter(([k]) => k !== "");
}

/**
 * Where a known key starts at the end of a part whose columns lost their padding (`OFF Device `):
 * the single space before it as the gap; null when the part does not end with one.
 */
function knownKeyAtEnd(part: string, knownKeys: readonly string[]): { start: number; end: number } | null {
  const trimmed = part.trimEnd();
  for (const key of knownKeys) {
    if (
      trimmed.length > key.length + 1 &&
      trimmed.endsWith(key) &&
      trimmed.charCodeAt(trimmed.length - key.length - 1) === 32
    ) {
      const start = trimmed.length - key.length - 1;
      if (part.slice(0, start).trim() !== "") return { start, end: start + 1 };
    }
  }
  return null;
}

/** The last gap of a tab or 2+ spaces that has text on both sides, as [start, end) indices. */
function lastColumnGap(part: string): { start: number; end: number } | null {
  let end = part.length;
  while (end > 0 && isSpace(part.charCodeAt(end - 1))) end--;
  let i = end - 1;
  while (i >= 0) {
    if (isSpace(part.charCodeAt(i))) {
      let start = i;
      let tab = part.charCodeAt(i) === 9;
      while (start > 0 && isSpace(part.charCodeAt(start - 1))) {
        start--;
        if (part.charCodeAt(start) === 9) tab = true;
      }
      if ((tab || i - start + 1 >= 2) && start > 0 && part.slice(0, start).trim() !== "")
        return { start, end: i + 1 };
      i = start - 1;
    } else {
      i--;
    }
  }
  return null;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

function squeeze(s: string): string {
  return s.trim().replace(/[ \t]+/g, " ");
}
