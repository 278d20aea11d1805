/**
 * The column layout of a nccl-tests results table, read from its `#  size  count ...` header:
 * the leading columns (`size count type [redop] [root]`) and one column group per half
 * (`time algbw busbw #wrong`, plus `i_min i_max i_p99 i_cv%` with per-iteration timing), first
 * out-of-place then in-place.
 */
export interface NcclTestsLayout {
  /** Leading column names, starting with "size", "count". */
  readonly lead: readonly string[];
  /** One list of column names per half; each starts with "time" or "cputime". */
  readonly groups: readonly (readonly string[])[];
  /** "cputime" when the time column is CPU time (`-C 1`). */
  readonly timeColumn: "time" | "cputime";
}

const TIME_NAMES = new Set(["time", "cputime"]);
/** NCCL 1's column names (`bytes N type op ... res`) and a `#wrong` that lost its `#`, as today's. */
const SYNONYMS: Readonly<Record<string, string>> = { bytes: "size", N: "count", op: "redop", res: "error" };

/**
 * Read a column-header line's tokens (without the leading `#`) into a layout; `null` when they are
 * not a nccl-tests header (no `size`, `count`, `time`, `algbw`, `busbw`). NCCL 1's `bytes N type
 * op ... res` header is read as `size count type redop ... error`.
 * @example ncclTestsLayout("size count type redop root time algbw busbw #wrong time algbw busbw #wrong".split(" "))
 */
export function ncclTestsLayout(printed: readonly string[]): NcclTestsLayout | null {
  const tokens = printed.map((t) => (Object.hasOwn(SYNONYMS, t) ? (SYNONYMS[t] ?? t) : t));
  const first = tokens.findIndex((t) => TIME_NAMES.has(t));
  if (first < 2 || tokens[0] !== "size" || tokens[1] !== "count") return null;
  const groups: string[][] = [];
  for (const token of tokens.slice(first)) {
    if (TIME_NAMES.has(token)) groups.push([token]);
    else if (token !== "timestamp") groups[groups.length - 1]?.push(token);
  }
  if (groups.length < 1 || groups.length > 2) return null;
  if (!groups.every((g) => g.includes("algbw") && g.includes("busbw"))) return null;
  return {
    lead: tokens.slice(0, first),
    groups,
    timeColumn: tokens[first] === "cputime" ? "cputime" : "time",
  };
}

const HALF = ["time", "algbw", "busbw", "#wrong"];

/**
 * A layout guessed from a row's token count, for rows that come without a column header (elided
 * input): 13 tokens the 2022-08+ layout, 12 the older all-reduce one (no root), 11 the older
 * rootless, redop-less one; `null` otherwise.
 * @example defaultNcclTestsLayout(13)?.lead // ["size", "count", "type", "redop", "root"]
 */
export function defaultNcclTestsLayout(tokenCount: number): NcclTestsLayout | null {
  const leads: Record<number, string[]> = {
    13: ["size", "count", "type", "redop", "root"],
    12: ["size", "count", "type", "redop"],
    11: ["size", "count", "type"],
  };
  const lead = leads[tokenCount];
  if (lead === undefined) return null;
  const half = tokenCount === 13 ? HALF : ["time", "algbw", "busbw", "error"];
  return { lead, groups: [half, half], timeColumn: "time" };
}
