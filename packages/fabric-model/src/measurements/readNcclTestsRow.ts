import type { MeasurementMessage } from "./MeasurementDiagnostic.ts";
import type { NcclTestsRow, NcclTestsTiming } from "./NcclTestsResult.ts";
import type { NcclTestsLayout } from "./ncclTestsLayout.ts";
import { printedIntegerAt, printedNumberInto, printedValueAt } from "./printedNumber.ts";
import type { TokenBounds } from "./tokenBounds.ts";

/** One half's values with the rounding of their printed digits, for the arithmetic checks. */
export interface NcclTestsPrintedTiming {
  readonly timing: NcclTestsTiming;
  /** Half a unit in the last printed place of time (us), algbw and busbw (GB/s). */
  readonly timeHalfUlp: number;
  readonly algbwHalfUlp: number;
  readonly busbwHalfUlp: number;
}

/** A row read, or why it could not be (a remark's code and values). */
export type NcclTestsRowReading =
  | {
      readonly ok: true;
      readonly row: NcclTestsRow;
      readonly outOfPlace: NcclTestsPrintedTiming | null;
      readonly inPlace: NcclTestsPrintedTiming | null;
      /** True when the timing columns hold placeholders (`XXXXX`, `XXX.XX`) instead of numbers: both halves null. */
      readonly placeholder: boolean;
    }
  | { readonly ok: false; readonly reason: MeasurementMessage };

const TIMING_NOT_NUMBER = { ok: false, reason: { code: "nccl-row-timing", values: {} } } as const;

/** Reused reading buffers ([value, half-ulp]) for the three numbers of a half. */
const timeRead = new Float64Array(2);
const algbwRead = new Float64Array(2);
const busbwRead = new Float64Array(2);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A value a document put where a number goes (`XXXXX`, `XXX.XX`, `???`). */
const PLACEHOLDER = /^(?:[Xx?*]+(?:\.[Xx?*]+)?|-{1,8})$/;
const CLOCK = /^\d{2}:\d{2}:\d{2}$/;

/** The signed integer of up to 9 digits in text[start, end), or null. */
function signedIntAt(text: string, start: number, end: number): number | null {
  const negative = text.charCodeAt(start) === 45;
  const value = printedIntegerAt(text, negative ? start + 1 : start, end);
  if (value === null || end - start > 10) return null;
  return negative ? -value : value;
}

/** Reuse the previous row's string when the token spells the same (type and redop repeat on every row). */
function sameOrSlice(text: string, start: number, end: number, previous: string | null): string {
  return previous !== null && previous.length === end - start && text.startsWith(previous, start)
    ? previous
    : text.slice(start, end);
}

/**
 * Read one result row against a layout, given the line and its token bounds (`tokenBounds`).
 * Handles in-place-only rows (out-of-place columns left blank), a blank `redop` column, `N/A` in
 * `#wrong`, the old `error` column (read as `maxError`), placeholder timings (`XXXXX`: the row is
 * kept with no timing), and a trailing timestamp. A negative time, bandwidth, count or error
 * refuses the row (`row-value-negative`), and so does a time of 0 (`nccl-row-time-zero`). Numbers are read in place; only the type, redop and
 * root tokens become strings.
 * @example readNcclTestsRow(line, bounds, tokenBounds(line, bounds), layout, 12) // { ok: true, row: { bytes: 8, ... }, ... }
 */
export function readNcclTestsRow(
  text: string,
  bounds: TokenBounds,
  tokenCount: number,
  layout: NcclTestsLayout,
  line: number,
  previous: NcclTestsRow | null = null,
): NcclTestsRowReading {
  const { starts, ends } = bounds;
  const token = (k: number): string => text.slice(starts[k], ends[k]);
  let end = tokenCount;
  if (
    end >= 2 &&
    (ends[end - 1] ?? 0) - (starts[end - 1] ?? 0) === 8 &&
    CLOCK.test(token(end - 1)) &&
    DATE.test(token(end - 2))
  ) {
    end -= 2;
  }
  const bytes = printedIntegerAt(text, starts[0] ?? 0, ends[0] ?? 0);
  const count = printedIntegerAt(text, starts[1] ?? 0, ends[1] ?? 0);
  if (end < 2 || bytes === null || count === null)
    return { ok: false, reason: { code: "nccl-row-size-count", values: {} } };

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
    return {
      ok: false,
      reason: { code: "row-columns", values: { expected: 2 + leadCount + g0 + g1, found: end } },
    };
  }

  if (!Number.isNaN(printedValueAt(text, starts[2] ?? 0, ends[2] ?? 0))) {
    return { ok: false, reason: { code: "nccl-row-type-number", values: {} } };
  }
  const type = sameOrSlice(text, starts[2] ?? 0, ends[2] ?? 0, previous?.type ?? null);
  let redop: string | null = null;
  let root: number | null = null;
  if (middle === leadCount) {
    for (let k = 3; k < 2 + middle; k++) {
      const name = leadNames[k];
      if (name === "root") {
        root = signedIntAt(text, starts[k] ?? 0, ends[k] ?? 0);
        if (root === null) return { ok: false, reason: { code: "nccl-row-root", values: {} } };
      } else if (name === "redop") {
        redop = sameOrSlice(text, starts[k] ?? 0, ends[k] ?? 0, previous?.redop ?? null);
      }
    }
  } else {
    // A blank column (e.g. an empty redop printed as spaces): the last integer is the root.
    let last = 2 + middle - 1;
    const lastRoot = last >= 3 ? signedIntAt(text, starts[last] ?? 0, ends[last] ?? 0) : null;
    if (lastRoot !== null && leadNames.includes("root")) {
      root = lastRoot;
      last--;
    }
    if (last >= 3 && leadNames.includes("redop")) redop = token(3);
  }

  const tail = 2 + middle;
  // Times, bandwidths, wrong counts and errors are never negative: a row with one is misread
  // (columns shifted onto the root's -1) or corrupted, not a measurement.
  for (let k = tail; k < end; k++) {
    if (printedValueAt(text, starts[k] ?? 0, ends[k] ?? 0) < 0) {
      return { ok: false, reason: { code: "row-value-negative", values: { text: token(k) } } };
    }
  }
  let outOfPlace: NcclTestsPrintedTiming | null = null;
  let inPlace: NcclTestsPrintedTiming | null = null;
  if (both) {
    outOfPlace = readHalf(text, bounds, tail, group0);
    if (g1 > 0) inPlace = readHalf(text, bounds, tail + g0, group1);
  } else {
    inPlace = readHalf(text, bounds, tail, group1);
  }
  // A time of 0 us, or so close to 0 that size / time overflows (nccl-tests prints neither: its
  // times are microseconds to two decimals), leaves algbw = size / time without a value.
  for (const half of [outOfPlace, inPlace]) {
    if (half !== null && !Number.isFinite(bytes / (half.timing.timeUs * 1e3))) {
      return { ok: false, reason: { code: "nccl-row-time-zero", values: {} } };
    }
  }
  const placeholder = (both && outOfPlace === null) || (g1 > 0 && inPlace === null);
  if (placeholder) {
    // A documentation row with XXXXX where the timings go: kept, with no timing, when every unread token is a placeholder.
    for (let k = tail; k < end; k++) {
      const t = text.slice(starts[k], ends[k]);
      if (
        Number.isNaN(printedValueAt(text, starts[k] ?? 0, ends[k] ?? 0)) &&
        t !== "N/A" &&
        !PLACEHOLDER.test(t)
      ) {
        return TIMING_NOT_NUMBER;
      }
    }
    outOfPlace = null;
    inPlace = null;
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
    placeholder,
  };
}

function readHalf(
  text: string,
  bounds: TokenBounds,
  first: number,
  names: readonly string[],
): NcclTestsPrintedTiming | null {
  const { starts, ends } = bounds;
  let time = -1;
  let algbw = -1;
  let busbw = -1;
  let wrong: number | null = null;
  let maxError: number | null = null;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const k = first + i;
    if (name === "time" || name === "cputime") time = k;
    else if (name === "algbw") algbw = k;
    else if (name === "busbw") busbw = k;
    else if (name === "#wrong" || name === "wrong" || name === "error") {
      const s = starts[k] ?? 0;
      const e = ends[k] ?? 0;
      if (!(e - s === 3 && text.startsWith("N/A", s))) {
        const value = printedValueAt(text, s, e);
        if (Number.isNaN(value)) return null;
        // Before 2022-08 the column is `error`, the largest error of any element, not a count.
        if (name === "error") maxError = value;
        else wrong = value;
      }
    }
  }
  if (
    !printedNumberInto(text, starts[time] ?? 0, ends[time] ?? 0, timeRead) ||
    !printedNumberInto(text, starts[algbw] ?? 0, ends[algbw] ?? 0, algbwRead) ||
    !printedNumberInto(text, starts[busbw] ?? 0, ends[busbw] ?? 0, busbwRead)
  ) {
    return null;
  }
  return {
    timing: {
      timeUs: timeRead[0] ?? 0,
      algbwGBps: algbwRead[0] ?? 0,
      busbwGBps: busbwRead[0] ?? 0,
      wrong,
      maxError,
    },
    timeHalfUlp: timeRead[1] ?? 0,
    algbwHalfUlp: algbwRead[1] ?? 0,
    busbwHalfUlp: busbwRead[1] ?? 0,
  };
}
