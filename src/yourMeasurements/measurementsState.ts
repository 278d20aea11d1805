/**
 * The state of the "Your measurements" page and how events change it: a pure reducer (events in,
 * state out; no DOM, no worker, no timer). The page owns one state, feeds it the reader's and the
 * reader's tool's events (measurementsPage.ts), and draws what `measurementsView` makes of it.
 */
import type { LinkPresetId, MeasurementResult, NcclTestsResult } from "fabric-model";
import type { UiKey } from "../lib/i18n.ts";
import { compareNcclTests } from "./compareNcclTests.ts";
import type { FirstComparison } from "./firstComparison.ts";
import { guessNcclHardware } from "./guessNcclHardware.ts";
import { measurementTable } from "./measurementTable.ts";
import type { NcclHardware } from "./NcclHardware.ts";
import { type PackedMeasurement, unpackMeasurement } from "./packMeasurement.ts";

/** Rows the page's table shows at most; the CSV has them all. */
export const TABLE_ROWS_SHOWN = 200;
/**
 * Above this many characters a paste, file or drop is held in memory and the box shows only its
 * first lines: laying out a megabyte of text in a textarea takes the browser longer than reading it.
 */
export const HOLD_OVER_CHARS = 100_000;
/** Lines of a held text the box shows. */
export const PREVIEW_LINES = 200;

/** The hardware fields typed as numbers: label, and the range the model takes. */
export const NUMBER_FIELDS = {
  gpusPerNode: { label: "measure.gpusPerNode", min: 1, max: 64 },
  nodes: { label: "measure.nodes", min: 1, max: 4096 },
  nicCount: { label: "measure.nicCount", min: 1, max: 64 },
  nicGbps: { label: "measure.nicGbps", min: 1, max: 3200 },
} as const satisfies Partial<Record<keyof NcclHardware, { label: UiKey; min: number; max: number }>>;

/** What the status line says. */
export type MeasurementsStatus =
  | { readonly kind: "empty" }
  | { readonly kind: "edited" }
  | { readonly kind: "reading" }
  | { readonly kind: "readIn"; readonly ms: number }
  | { readonly kind: "tooLarge"; readonly chars: number; readonly maxChars: number }
  | { readonly kind: "timeout"; readonly seconds: number }
  | { readonly kind: "failed"; readonly message: string };

/** Why the last hardware change was refused (the comparison keeps the last valid hardware). */
export type HardwareProblem =
  | {
      readonly kind: "range";
      readonly field: keyof typeof NUMBER_FIELDS;
      readonly value: string;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: "model"; readonly field: string; readonly message: string };

/** One read output, and the hardware it is compared with. */
export interface MeasurementRead {
  /** The read as it came from the worker; `fullResult` rebuilds all of it when first needed. */
  readonly packed: PackedMeasurement;
  /** The result with only the rows the table shows (all of them for short reads). */
  readonly head: MeasurementResult;
  /** Rows the table would have in full (the CSV's rows). */
  readonly rowCount: number;
  /** The worker's comparison for the guessed hardware (nccl-tests). */
  readonly first?: FirstComparison;
  /** Time the worker took to read, ms. */
  readonly ms: number;
  readonly hardware?: NcclHardware;
  /** Fields of `hardware` (or "link") read from the output; the others are defaults to check. */
  readonly known: readonly string[];
  /** Fields the reader has changed since the read. */
  readonly edited: readonly string[];
  readonly link: LinkPresetId;
  readonly hardwareProblem?: HardwareProblem;
}

/** A large text held in memory while the box shows its first lines. */
export interface HeldSource {
  readonly text: string;
  readonly lines: number;
}

export interface MeasurementsState {
  readonly status: MeasurementsStatus;
  /** The id of the read the page waits for; answers to other reads are dropped. */
  readonly reading?: number;
  /** The last id given to a read. */
  readonly lastId: number;
  readonly held?: HeldSource;
  readonly read?: MeasurementRead;
}

/** What happens on the page: the reader's actions and the reading worker's answers. */
export type MeasurementsEvent =
  /** Text put in the box as a whole (a file, a drop, an example, a large paste). */
  | { readonly type: "source"; readonly text: string }
  /** The reader edited the box: it is the input from now on. */
  | { readonly type: "edited"; readonly empty: boolean }
  | { readonly type: "read"; readonly text: string; readonly maxChars: number }
  /** A file over the size limit, refused before its text is read into memory. */
  | { readonly type: "refused"; readonly chars: number; readonly maxChars: number }
  | {
      readonly type: "readDone";
      readonly id: number;
      readonly packed: PackedMeasurement;
      readonly ms: number;
      readonly first?: FirstComparison;
    }
  | { readonly type: "readFailed"; readonly id: number; readonly message: string }
  | { readonly type: "readTimedOut"; readonly id: number; readonly seconds: number }
  | { readonly type: "hardware"; readonly name: string; readonly value: string }
  | { readonly type: "cleared" };

/** The page before anything is read. */
export const initialMeasurementsState: MeasurementsState = { status: { kind: "empty" }, lastId: 0 };

const unpacked = new WeakMap<PackedMeasurement, MeasurementResult>();

/** The full result of a read, rebuilt from its packed rows once and kept while the read is. */
export function fullResult(read: MeasurementRead): MeasurementResult {
  let result = unpacked.get(read.packed);
  if (!result) {
    result = unpackMeasurement(read.packed);
    unpacked.set(read.packed, result);
  }
  return result;
}

/** What the reader gave: the held text, or the box's. */
export function sourceText(state: MeasurementsState, box: string): string {
  return state.held?.text ?? box;
}

/**
 * What the box shows of `text`: all of it, or for a text over `HOLD_OVER_CHARS` its first
 * `PREVIEW_LINES` lines. Example: `boxText("a\nb")` -> "a\nb".
 */
export function boxText(text: string): string {
  if (text.length <= HOLD_OVER_CHARS) return text;
  let end = 0;
  for (let i = 0; i < PREVIEW_LINES && end >= 0; i++) end = text.indexOf("\n", end + 1);
  return end < 0 ? text.slice(0, HOLD_OVER_CHARS) : text.slice(0, end);
}

function lineCount(text: string): number {
  let lines = 1;
  for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

/** The link to compare with: InfiniBand or Ethernet as perftest's "Link type" says, else 100 GbE. */
export function defaultLink(result: MeasurementResult): { id: LinkPresetId; known: boolean } {
  const linkType = result.kind === "perftest" ? (result.tests[0]?.linkType ?? "") : "";
  return { id: /infiniband/i.test(linkType) ? "ib-hdr-4x" : "ethernet-100g", known: linkType !== "" };
}

/** A read as the page first shows it: the worker's comparison, or a guess at the hardware. */
function newRead(event: Extract<MeasurementsEvent, { type: "readDone" }>): MeasurementRead {
  const { packed, first } = event;
  const head = unpackMeasurement(packed, TABLE_ROWS_SHOWN);
  const guess =
    head.kind === "nccl-tests" && !first
      ? guessNcclHardware(unpackMeasurement(packed) as NcclTestsResult)
      : undefined;
  const link = defaultLink(head);
  const hardware = head.kind === "nccl-tests" ? (first?.hardware ?? guess?.hardware) : undefined;
  return {
    packed,
    head,
    rowCount: packed.kind === "nccl-tests" ? packed.rows.count : measurementTable(head).rows.length,
    ...(first ? { first } : {}),
    ms: event.ms,
    ...(hardware ? { hardware } : {}),
    known: first?.known ?? guess?.known ?? (link.known ? ["link"] : []),
    edited: [],
    link: link.id,
  };
}

const withEdited = (read: MeasurementRead, field: string): readonly string[] =>
  read.edited.includes(field) ? read.edited : [...read.edited, field];

/** A hardware field changed to `value` (as typed): the new read, or the old one with the problem. */
function changeHardware(read: MeasurementRead, name: string, value: string): MeasurementRead {
  const { hardwareProblem: _old, ...rest } = read;
  if (name === "link") return { ...rest, link: value as LinkPresetId, edited: withEdited(read, name) };
  if (!read.hardware || !(name in read.hardware)) return read;
  let next: NcclHardware;
  if (name in NUMBER_FIELDS) {
    const field = name as keyof typeof NUMBER_FIELDS;
    const { min, max } = NUMBER_FIELDS[field];
    const n = Number(value);
    if (!Number.isInteger(n) || n < min || n > max) {
      return { ...read, hardwareProblem: { kind: "range", field, value, min, max } };
    }
    next = { ...read.hardware, [field]: n };
  } else {
    next = { ...read.hardware, [name]: value } as NcclHardware;
  }
  try {
    compareNcclTests(fullResult(read) as NcclTestsResult, next);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...read, hardwareProblem: { kind: "model", field: name, message } };
  }
  return { ...rest, hardware: next, edited: withEdited(read, name) };
}

/**
 * The state after `event`. A read starts only for text within the size limit, and only the
 * answer to the latest read counts.
 * @example measurementsReducer(initialMeasurementsState, { type: "read", text: "", maxChars: 5e6 }).status // { kind: "empty" }
 */
export function measurementsReducer(state: MeasurementsState, event: MeasurementsEvent): MeasurementsState {
  switch (event.type) {
    case "source": {
      const { held: _held, ...rest } = state;
      return event.text.length > HOLD_OVER_CHARS
        ? { ...rest, held: { text: event.text, lines: lineCount(event.text) } }
        : rest;
    }
    case "edited": {
      const { held: _held, ...rest } = state;
      return { ...rest, status: { kind: event.empty ? "empty" : "edited" } };
    }
    case "read": {
      if (event.text.trim() === "") return { ...state, status: { kind: "empty" } };
      if (event.text.length > event.maxChars) {
        return { ...state, status: { kind: "tooLarge", chars: event.text.length, maxChars: event.maxChars } };
      }
      const id = state.lastId + 1;
      return { ...state, status: { kind: "reading" }, reading: id, lastId: id };
    }
    case "refused":
      return { ...state, status: { kind: "tooLarge", chars: event.chars, maxChars: event.maxChars } };
    case "readDone": {
      if (event.id !== state.reading) return state;
      const { reading: _done, ...rest } = state;
      return { ...rest, status: { kind: "readIn", ms: event.ms }, read: newRead(event) };
    }
    case "readFailed": {
      if (event.id !== state.reading) return state;
      const { reading: _done, ...rest } = state;
      return { ...rest, status: { kind: "failed", message: event.message } };
    }
    case "readTimedOut": {
      if (event.id !== state.reading) return state;
      const { reading: _done, ...rest } = state;
      return { ...rest, status: { kind: "timeout", seconds: event.seconds } };
    }
    case "hardware":
      return state.read ? { ...state, read: changeHardware(state.read, event.name, event.value) } : state;
    case "cleared":
      return { status: { kind: "empty" }, lastId: state.lastId };
  }
}
