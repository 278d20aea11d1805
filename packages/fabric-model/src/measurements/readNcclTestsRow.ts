import type { NcclTestsRow, NcclTestsTiming } from "./NcclTestsResult.ts";
import type { NcclTestsLayout } from "./ncclTestsLayout.ts";
import { type PrintedNumber, printedInteger, printedNumber } from "./printedNumber.ts";

/** The printed time, algbw and busbw of one half, kept with their rounding for the arithmetic checks. */
export interface NcclTestsPrintedTiming {
  readonly time: PrintedNumber;
  readonly algbw: PrintedNumber;
  readonly busbw: PrintedNumber;
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
 * timestamp.
 * @example readNcclTestsRow(tokens, layout, 12) // { ok: true, row: { bytes: 8, ... }, ... }
 */
export function readNcclTestsRow(
  rowTokens: readonly string[],
  layout: NcclTestsLayout,
  line: number,
): NcclTestsRowReading {
  let tokens = rowTokens;
  const n = tokens.length;
  if (n >= 2 && DATE.test(tokens[n - 2] ?? "") && CLOCK.test(tokens[n - 1] ?? ""))
    tokens = tokens.slice(0, -2);
  const bytes = printedInteger(tokens[0] ?? "");
  const count = printedInteger(tokens[1] ?? "");
  if (bytes === null || count === null) return { ok: false, message: "size and count are not integers" };

  const leadNames = layout.lead.slice(2);
  const g0 = layout.groups[0]?.length ?? 0;
  const g1 = layout.groups[1]?.length ?? 0;
  const rest = tokens.length - 2;
  let middle: number;
  let halves: "both" | "inPlaceOnly";
  if (rest - g0 - g1 >= 1 && rest - g0 - g1 <= leadNames.length) {
    middle = rest - g0 - g1;
    halves = "both";
  } else if (g1 > 0 && rest - g1 >= 1 && rest - g1 <= leadNames.length) {
    middle = rest - g1;
    halves = "inPlaceOnly";
  } else {
    return {
      ok: false,
      message: `expected ${2 + leadNames.length + g0 + g1} columns, found ${tokens.length}`,
    };
  }

  const mid = tokens.slice(2, 2 + middle);
  const lead = readLead(mid, leadNames);
  if (lead === null) return { ok: false, message: "could not read the type / redop / root columns" };

  const tail = tokens.slice(2 + middle);
  let outOfPlace: Half | null = null;
  let inPlace: Half | null = null;
  if (halves === "both") {
    outOfPlace = readHalf(tail.slice(0, g0), layout.groups[0] ?? []);
    inPlace = g1 > 0 ? readHalf(tail.slice(g0), layout.groups[1] ?? []) : null;
    if (outOfPlace === null || (g1 > 0 && inPlace === null)) {
      return { ok: false, message: "time, algbw or busbw is not a number" };
    }
  } else {
    inPlace = readHalf(tail, layout.groups[1] ?? []);
    if (inPlace === null) return { ok: false, message: "time, algbw or busbw is not a number" };
  }
  return {
    ok: true,
    row: {
      line,
      bytes,
      count,
      type: lead.type,
      redop: lead.redop,
      root: lead.root,
      outOfPlace: outOfPlace?.timing ?? null,
      inPlace: inPlace?.timing ?? null,
    },
    outOfPlace: outOfPlace?.printed ?? null,
    inPlace: inPlace?.printed ?? null,
  };
}

interface Lead {
  readonly type: string;
  readonly redop: string | null;
  readonly root: number | null;
}

function readLead(mid: readonly string[], names: readonly string[]): Lead | null {
  const type = mid[0];
  if (type === undefined || printedNumber(type) !== null) return null;
  let redop: string | null = null;
  let root: number | null = null;
  if (mid.length === names.length) {
    for (let i = 1; i < names.length; i++) {
      const value = mid[i] ?? "";
      if (names[i] === "root") {
        if (!SIGNED_INT.test(value)) return null;
        root = Number(value);
      } else if (names[i] === "redop") {
        redop = value;
      }
    }
    return { type, redop, root };
  }
  // A blank column (e.g. an empty redop printed as spaces): the last integer is the root.
  const extras = mid.slice(1);
  const last = extras[extras.length - 1];
  if (names.includes("root") && last !== undefined && SIGNED_INT.test(last)) {
    root = Number(last);
    extras.pop();
  }
  if (names.includes("redop") && extras.length > 0) redop = extras[0] ?? null;
  return { type, redop, root };
}

interface Half {
  readonly timing: NcclTestsTiming;
  readonly printed: NcclTestsPrintedTiming;
}

function readHalf(tokens: readonly string[], names: readonly string[]): Half | null {
  let time: PrintedNumber | null = null;
  let algbw: PrintedNumber | null = null;
  let busbw: PrintedNumber | null = null;
  let wrong: number | null = null;
  for (let i = 0; i < names.length; i++) {
    const token = tokens[i] ?? "";
    const name = names[i];
    if (name === "time" || name === "cputime") time = printedNumber(token);
    else if (name === "algbw") algbw = printedNumber(token);
    else if (name === "busbw") busbw = printedNumber(token);
    else if (name === "#wrong" || name === "error" || name === "wrong") {
      if (token !== "N/A") {
        const w = printedNumber(token);
        if (w === null) return null;
        wrong = w.value;
      }
    }
  }
  if (time === null || algbw === null || busbw === null) return null;
  return {
    timing: { timeUs: time.value, algbwGBps: algbw.value, busbwGBps: busbw.value, wrong },
    printed: { time, algbw, busbw },
  };
}
