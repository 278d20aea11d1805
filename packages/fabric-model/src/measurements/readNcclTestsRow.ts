import type { NcclTestsRow, NcclTestsTiming } from "./NcclTestsResult.ts";
import type { NcclTestsLayout } from "./ncclTestsLayout.ts";
import { printedHalfUlp, printedInteger, printedValue } from "./printedNumber.ts";

/** One half's values with the rounding of their printed digits, for the arithmetic checks. */
export interface NcclTestsPrintedTiming {
  readonly timing: NcclTestsTiming;
  /** Half a unit in the last printed place of time (us), algbw and busbw (GB/s). */
  readonly timeHalfUlp: number;
  readonly algbwHalfUlp: number;
  readonly busbwHalfUlp: number;
}

/** A row read, or why it could not be. */
export type NcclTestsRowReading =
  | {
      readonly ok: true;
      readonly row: NcclTestsRow;
      readonly outOfPlace: NcclTestsPrintedTiming | null;
      readonly inPlace: NcclTestsPrintedTiming | null;
    }
  | { readonly ok: false; readonly message: string };

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}:\d{2}$/;
const SIGNED_INT = /^-?\d{1,9}$/;

/**
 * Read one result row's whitespace-separated tokens against a layout. Handles in-place-only rows
 * (out-of-place columns left blank), a blank `redop` column, `N/A` in `#wrong`, and a trailing
 * timestamp. Works on token indices, allocating only the row it returns.
 * @example readNcclTestsRow(tokens, layout, 12) // { ok: true, row: { bytes: 8, ... }, ... }
 */
export function readNcclTestsRow(
  tokens: readonly string[],
  layout: NcclTestsLayout,
  line: number,
): NcclTestsRowReading {
  let end = tokens.length;
  const last = tokens[end - 1] ?? "";
  if (end >= 2 && last.length === 8 && CLOCK.test(last) && DATE.test(tokens[end - 2] ?? "")) end -= 2;
  const bytes = printedInteger(tokens[0] ?? "");
  const count = printedInteger(tokens[1] ?? "");
  if (bytes === null || count === null) return { ok: false, message: "size and count are not integers" };

  const leadNames = layout.lead;
  const leadCount = leadNames.length - 2;
  const group0 = layout.groups[0] ?? [];
  const group1 = layout.groups[1] ?? [];
  const g0 = group0.length;
  const g1 = group1.length;
  const rest = end - 2;
  let middle: number;
  let both: boolean;
  if (rest - g0 - g1 >= 1 && rest - g0 - g1 <= leadCount) {
    middle = rest - g0 - g1;
    both = true;
  } else if (g1 > 0 && rest - g1 >= 1 && rest - g1 <= leadCount) {
    middle = rest - g1;
    both = false;
  } else {
    return { ok: false, message: `expected ${2 + leadCount + g0 + g1} columns, found ${end}` };
  }

  const type = tokens[2] ?? "";
  if (!Number.isNaN(printedValue(type))) return { ok: false, message: "the type column is a number" };
  let redop: string | null = null;
  let root: number | null = null;
  if (middle === leadCount) {
    for (let k = 3; k < 2 + middle; k++) {
      const name = leadNames[k];
      const value = tokens[k] ?? "";
      if (name === "root") {
        if (!SIGNED_INT.test(value)) return { ok: false, message: "the root column is not an integer" };
        root = Number(value);
      } else if (name === "redop") {
        redop = value;
      }
    }
  } else {
    // A blank column (e.g. an empty redop printed as spaces): the last integer is the root.
    let last = 2 + middle - 1;
    if (last >= 3 && leadNames.includes("root") && SIGNED_INT.test(tokens[last] ?? "")) {
      root = Number(tokens[last]);
      last--;
    }
    if (last >= 3 && leadNames.includes("redop")) redop = tokens[3] ?? null;
  }

  const tail = 2 + middle;
  let outOfPlace: NcclTestsPrintedTiming | null = null;
  let inPlace: NcclTestsPrintedTiming | null = null;
  if (both) {
    outOfPlace = readHalf(tokens, tail, group0);
    if (outOfPlace === null) return { ok: false, message: "time, algbw or busbw is not a number" };
    if (g1 > 0) {
      inPlace = readHalf(tokens, tail + g0, group1);
      if (inPlace === null) return { ok: false, message: "time, algbw or busbw is not a number" };
    }
  } else {
    inPlace = readHalf(tokens, tail, group1);
    if (inPlace === null) return { ok: false, message: "time, algbw or busbw is not a number" };
  }
  return {
    ok: true,
    row: {
      line,
      bytes,
      count,
      type,
      redop,
      root,
      outOfPlace: outOfPlace?.timing ?? null,
      inPlace: inPlace?.timing ?? null,
    },
    outOfPlace,
    inPlace,
  };
}

function readHalf(
  tokens: readonly string[],
  start: number,
  names: readonly string[],
): NcclTestsPrintedTiming | null {
  let time = -1;
  let algbw = -1;
  let busbw = -1;
  let wrong: number | null = null;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (name === "time" || name === "cputime") time = start + i;
    else if (name === "algbw") algbw = start + i;
    else if (name === "busbw") busbw = start + i;
    else if (name === "#wrong" || name === "error" || name === "wrong") {
      const token = tokens[start + i] ?? "";
      if (token !== "N/A") {
        wrong = printedValue(token);
        if (Number.isNaN(wrong)) return null;
      }
    }
  }
  const timeToken = tokens[time] ?? "";
  const algbwToken = tokens[algbw] ?? "";
  const busbwToken = tokens[busbw] ?? "";
  const timeUs = printedValue(timeToken);
  const algbwGBps = printedValue(algbwToken);
  const busbwGBps = printedValue(busbwToken);
  if (Number.isNaN(timeUs) || Number.isNaN(algbwGBps) || Number.isNaN(busbwGBps)) return null;
  return {
    timing: { timeUs, algbwGBps, busbwGBps, wrong },
    timeHalfUlp: printedHalfUlp(timeToken),
    algbwHalfUlp: printedHalfUlp(algbwToken),
    busbwHalfUlp: printedHalfUlp(busbwToken),
  };
}
