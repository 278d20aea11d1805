/**
 * A parsed measurement in a form that crosses from the reading worker to the page quickly.
 * Structured cloning copies objects property by property: the 30,000 small objects of a
 * 10,000-row nccl-tests result took longer to clone than to parse. Packed, the rows travel as a
 * few typed arrays (transferred, not copied) and one short list of distinct strings, and the page
 * rebuilds the same objects.
 */
import type { MeasurementResult, NcclTestsResult, NcclTestsRow, NcclTestsTiming } from "fabric-model";

/** nccl-tests rows as columns; NaN marks a value that is null in the row. */
export interface PackedNcclRows {
  readonly count: number;
  /** Per row: line, bytes, count, root, then 5 values per half (time, algbw, busbw, wrong, maxError). */
  readonly numbers: Float64Array;
  /** Per row: bit 0 out-of-place present, bit 1 in-place present, bit 2 redop present. */
  readonly flags: Uint8Array;
  /** Per row: index of its type and of its redop in `strings`. */
  readonly stringIndex: Uint32Array;
  readonly strings: readonly string[];
}

/** What the worker posts: the result with its rows packed when they are nccl-tests rows. */
export type PackedMeasurement =
  | { readonly kind: "plain"; readonly result: MeasurementResult }
  | {
      readonly kind: "nccl-tests";
      readonly result: Omit<NcclTestsResult, "rows">;
      readonly rows: PackedNcclRows;
    };

const PER_ROW = 14;

/** Pack a result; `transfer` lists the buffers to hand over with `postMessage`. */
export function packMeasurement(result: MeasurementResult): {
  packed: PackedMeasurement;
  transfer: ArrayBuffer[];
} {
  if (result.kind !== "nccl-tests") return { packed: { kind: "plain", result }, transfer: [] };
  const { rows, ...rest } = result;
  const numbers = new Float64Array(rows.length * PER_ROW);
  const flags = new Uint8Array(rows.length);
  const stringIndex = new Uint32Array(rows.length * 2);
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const intern = (s: string): number => {
    let i = indexOf.get(s);
    if (i === undefined) {
      i = strings.length;
      strings.push(s);
      indexOf.set(s, i);
    }
    return i;
  };
  const putHalf = (at: number, half: NcclTestsTiming) => {
    numbers[at] = half.timeUs;
    numbers[at + 1] = half.algbwGBps;
    numbers[at + 2] = half.busbwGBps;
    numbers[at + 3] = half.wrong ?? Number.NaN;
    numbers[at + 4] = half.maxError ?? Number.NaN;
  };
  rows.forEach((row, i) => {
    const at = i * PER_ROW;
    numbers[at] = row.line;
    numbers[at + 1] = row.bytes;
    numbers[at + 2] = row.count;
    numbers[at + 3] = row.root ?? Number.NaN;
    if (row.outOfPlace) putHalf(at + 4, row.outOfPlace);
    if (row.inPlace) putHalf(at + 9, row.inPlace);
    flags[i] = (row.outOfPlace ? 1 : 0) | (row.inPlace ? 2 : 0) | (row.redop !== null ? 4 : 0);
    stringIndex[2 * i] = intern(row.type);
    stringIndex[2 * i + 1] = row.redop !== null ? intern(row.redop) : 0;
  });
  return {
    packed: {
      kind: "nccl-tests",
      result: rest,
      rows: { count: rows.length, numbers, flags, stringIndex, strings },
    },
    transfer: [numbers.buffer, flags.buffer, stringIndex.buffer],
  };
}

const orNull = (v: number | undefined): number | null => (v === undefined || Number.isNaN(v) ? null : v);

/**
 * Rebuild the result `packMeasurement` packed, row objects and all, or with only its first
 * `limit` nccl-tests rows (the page shows the first rows at once and rebuilds the rest when asked).
 * Example: `unpackMeasurement(packed, 200).rows.length <= 200`.
 */
export function unpackMeasurement(packed: PackedMeasurement, limit = Infinity): MeasurementResult {
  if (packed.kind === "plain") return packed.result;
  const { numbers, flags, stringIndex, strings } = packed.rows;
  const count = Math.min(packed.rows.count, Math.max(0, limit));
  const half = (at: number): NcclTestsTiming => ({
    timeUs: numbers[at] ?? Number.NaN,
    algbwGBps: numbers[at + 1] ?? Number.NaN,
    busbwGBps: numbers[at + 2] ?? Number.NaN,
    wrong: orNull(numbers[at + 3]),
    maxError: orNull(numbers[at + 4]),
  });
  const rows: NcclTestsRow[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const at = i * PER_ROW;
    const f = flags[i] ?? 0;
    rows[i] = {
      line: numbers[at] ?? 0,
      bytes: numbers[at + 1] ?? 0,
      count: numbers[at + 2] ?? 0,
      type: strings[stringIndex[2 * i] ?? 0] ?? "",
      redop: f & 4 ? (strings[stringIndex[2 * i + 1] ?? 0] ?? null) : null,
      root: orNull(numbers[at + 3]),
      outOfPlace: f & 1 ? half(at + 4) : null,
      inPlace: f & 2 ? half(at + 9) : null,
    };
  }
  return { ...packed.result, rows };
}
