/**
 * The state of the "Your measurements" page and how events change it: a pure reducer (events in,
 * state out; no DOM, no worker, no timer). The page owns one state, feeds it the reader's and the
 * reading worker's events (measurementsPage.ts), and draws what `measurementsView` makes of it.
 * A good result is never lost: a read that fails, times out, is refused, or finds no tool output
 * leaves the last result, and the text it came from, where they were.
 */
import type { LinkPresetId, MeasurementResult, NcclTestsResult } from "fabric-model";
import type { UiKey } from "../lib/i18n.ts";
import { compareNcclTests } from "./compareNcclTests.ts";
import type { FirstComparison } from "./firstComparison.ts";
import {
  guessNcclHardware,
  NCCL_COUNT_SETTINGS,
  NCCL_SWITCH_SETTINGS,
  ncclAlgorithmSetting,
  ncclCountSetting,
  ncclProtocolSetting,
} from "./guessNcclHardware.ts";
import { HARDWARE_NUMBER_RANGES, type PlannedHardware } from "./hardwareQuery.ts";
import { measurementTable } from "./measurementTable.ts";
import type { NcclHardware } from "./NcclHardware.ts";
import { type PackedMeasurement, unpackMeasurement } from "./packMeasurement.ts";
import { PREVIEW_LINES } from "./readProtocol.ts";

export { PREVIEW_LINES } from "./readProtocol.ts";

/** Rows the page's table shows at most; the CSV has them all. */
export const TABLE_ROWS_SHOWN = 200;
/**
 * Above this many characters a paste or drop is held in memory and the box shows only its first
 * lines: laying out a megabyte of text in a textarea takes the browser longer than reading it.
 */
export const HOLD_OVER_CHARS = 100_000;

/** The hardware fields typed as numbers: label, and the range the model takes. */
export const NUMBER_FIELDS = {
  gpusPerNode: { label: "measure.gpusPerNode", ...HARDWARE_NUMBER_RANGES.gpusPerNode },
  nodes: { label: "measure.nodes", ...HARDWARE_NUMBER_RANGES.nodes },
  nicCount: { label: "measure.nicCount", ...HARDWARE_NUMBER_RANGES.nicCount },
  nicGbps: { label: "measure.nicGbps", ...HARDWARE_NUMBER_RANGES.nicGbps },
} as const satisfies Partial<Record<keyof NcclHardware, { label: UiKey; min: number; max: number }>>;

/** What the status line says. */
export type MeasurementsStatus =
  | { readonly kind: "empty" }
  | { readonly kind: "edited" }
  /** A read under way; `done` of `total` characters (or a file's bytes) read so far, once known. */
  | { readonly kind: "reading"; readonly done?: number; readonly total?: number }
  | { readonly kind: "readIn"; readonly ms: number }
  | { readonly kind: "tooLarge"; readonly chars: number; readonly maxChars: number }
  | { readonly kind: "timeout"; readonly seconds: number }
  | { readonly kind: "failed"; readonly message: string }
  /** The input was read but is no tool's output (prose, binary, a look-alike): the parser's reason. */
  | {
      readonly kind: "notRead";
      readonly code: string;
      readonly values: Readonly<Record<string, string | number>>;
    };

/** Why the last hardware change was refused (the comparison keeps the last valid hardware). */
export type HardwareProblem =
  | { readonly kind: "empty"; readonly field: keyof typeof NUMBER_FIELDS }
  | { readonly kind: "notWhole"; readonly field: keyof typeof NUMBER_FIELDS; readonly value: string }
  | {
      readonly kind: "range";
      readonly field: keyof typeof NUMBER_FIELDS;
      readonly value: string;
      readonly min: number;
      readonly max: number;
    }
  | { readonly kind: "model"; readonly field: string; readonly message: string };

/** How the NCCL log's diagram is shown: which channel, and its ring or its tree. */
export interface LogDiagramChoice {
  readonly channel: number;
  readonly view: "ring" | "tree";
}

/** One read output, and the hardware it is compared with. */
export interface MeasurementRead {
  /** The read as it came from the worker; `fullResult` rebuilds all of it when first needed. */
  readonly packed: PackedMeasurement;
  /** The result with only the rows the table shows (all of them for short reads). */
  readonly head: MeasurementResult;
  /** Rows the table would have in full (the CSV's rows). */
  readonly rowCount: number;
  /** The worker's comparison for the guessed hardware (the first nccl-tests run). */
  readonly first?: FirstComparison;
  /** Time the worker took to read, ms. */
  readonly ms: number;
  /** The nccl-tests run shown: 0 the first, i the (i-1)th of `moreRuns`. */
  readonly run: number;
  readonly hardware?: NcclHardware;
  /** Fields of `hardware` (or "link") read from the output; the others are defaults to check. */
  readonly known: readonly string[];
  /** Fields the reader has changed since the read. */
  readonly edited: readonly string[];
  /** Fields taken from the link the page was opened with (the cluster advisor's plan). */
  readonly fromLink: readonly string[];
  readonly link: LinkPresetId;
  readonly hardwareProblem?: HardwareProblem;
  readonly diagram: LogDiagramChoice;
}

/** What the reader gave when it is more than the box shows: a large text, or a file. */
export type HeldSource =
  | { readonly kind: "text"; readonly text: string; readonly lines: number }
  | {
      readonly kind: "file";
      readonly file: Blob;
      readonly name: string;
      readonly size: number;
      readonly lines: number;
      /** The file's first lines, as the box shows them. */
      readonly preview: string;
    };

/** A large text or a file being read: it becomes the held source only if it reads as a tool's output. */
export type PendingSource =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "file"; readonly file: Blob; readonly name: string; readonly size: number };

export interface MeasurementsState {
  readonly status: MeasurementsStatus;
  /** The id of the read the page waits for; answers to other reads are dropped. */
  readonly reading?: number;
  /** The last id given to a read. */
  readonly lastId: number;
  /** The source of the read under way, when it is a large text or a file. */
  readonly pending?: PendingSource;
  readonly held?: HeldSource;
  readonly read?: MeasurementRead;
  /** The hardware the page's link named: every nccl-tests read is compared with it where the output is silent. */
  readonly planned?: PlannedHardware;
}

/** What happens on the page: the reader's actions and the reading worker's answers. */
export type MeasurementsEvent =
  /** Read what the box holds. */
  | { readonly type: "read"; readonly text: string; readonly maxChars: number }
  /** Read a large text as a whole (a paste or drop over HOLD_OVER_CHARS, an example, the held text). */
  | { readonly type: "readWhole"; readonly text: string; readonly maxChars: number }
  /** Read a file (chosen or dropped); its size is known before anything of it is read. */
  | {
      readonly type: "readFile";
      readonly file: Blob;
      readonly name: string;
      readonly size: number;
      readonly maxChars: number;
    }
  /** The reader edited the box: it is the input from now on. */
  | { readonly type: "edited"; readonly empty: boolean }
  | { readonly type: "readProgress"; readonly id: number; readonly done: number; readonly total: number }
  | {
      readonly type: "readDone";
      readonly id: number;
      readonly packed: PackedMeasurement;
      readonly ms: number;
      readonly first?: FirstComparison;
      readonly lines?: number;
      readonly preview?: string;
    }
  | { readonly type: "readFailed"; readonly id: number; readonly message: string }
  | { readonly type: "readTimedOut"; readonly id: number; readonly seconds: number }
  | { readonly type: "hardware"; readonly name: string; readonly value: string }
  /** The page was opened with a link naming hardware (read by `readHardwareQuery`). */
  | { readonly type: "planned"; readonly planned: PlannedHardware }
  /** Show another nccl-tests run of the text. */
  | { readonly type: "run"; readonly index: number }
  /** Show another channel, or the tree instead of the ring, in the NCCL log's diagram. */
  | { readonly type: "diagram"; readonly channel?: number; readonly view?: "ring" | "tree" }
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

/**
 * The nccl-tests result of the run a read shows: the first run's fields, or those of one of its
 * `moreRuns` over the same log and environment. Undefined for other kinds.
 */
export function shownNcclRun(read: MeasurementRead, result = fullResult(read)): NcclTestsResult | undefined {
  if (result.kind !== "nccl-tests") return undefined;
  if (read.run === 0) return result;
  const run = result.moreRuns[read.run - 1];
  return run ? { ...result, ...run } : result;
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

/** The link to compare with: InfiniBand or Ethernet as perftest's "Link type" says, else 100 GbE. */
export function defaultLink(result: MeasurementResult): { id: LinkPresetId; known: boolean } {
  const linkType = result.kind === "perftest" ? (result.tests[0]?.linkType ?? "") : "";
  return { id: /infiniband/i.test(linkType) ? "ib-hdr-4x" : "ethernet-100g", known: linkType !== "" };
}

/** A read as the page first shows it: the worker's comparison, or a guess at the hardware. */
function newRead(
  event: Extract<MeasurementsEvent, { type: "readDone" }>,
  planned: PlannedHardware | undefined,
): MeasurementRead {
  const { packed, first } = event;
  const head = unpackMeasurement(packed, TABLE_ROWS_SHOWN);
  const guess =
    head.kind === "nccl-tests" && !first
      ? guessNcclHardware(unpackMeasurement(packed) as NcclTestsResult)
      : undefined;
  const link = defaultLink(head);
  const known = first?.known ?? guess?.known ?? (link.known ? ["link"] : []);
  const guessed = head.kind === "nccl-tests" ? (first?.hardware ?? guess?.hardware) : undefined;
  const { hardware, fromLink } = withPlanned(guessed, known, planned);
  return {
    packed,
    head,
    rowCount: packed.kind === "nccl-tests" ? packed.rows.count : measurementTable(head).rows.length,
    ...(first ? { first } : {}),
    ms: event.ms,
    run: 0,
    ...(hardware ? { hardware } : {}),
    known,
    edited: [],
    fromLink,
    link: link.id,
    diagram: { channel: 0, view: "ring" },
  };
}

/**
 * The guessed hardware with the link's fields put in where the output is silent (what the output
 * reveals, such as its rank count, is what the run used), and which fields came from the link.
 */
function withPlanned(
  guessed: NcclHardware | undefined,
  known: readonly string[],
  planned: PlannedHardware | undefined,
): { hardware: NcclHardware | undefined; fromLink: readonly string[] } {
  if (!guessed || !planned) return { hardware: guessed, fromLink: [] };
  const fields = Object.entries(planned.hardware).filter(
    ([field, value]) => value !== undefined && !known.includes(field),
  );
  if (fields.length === 0) return { hardware: guessed, fromLink: [] };
  return {
    hardware: { ...guessed, ...Object.fromEntries(fields) } as NcclHardware,
    fromLink: fields.map(([field]) => field),
  };
}

const withEdited = (read: MeasurementRead, field: string): readonly string[] =>
  read.edited.includes(field) ? read.edited : [...read.edited, field];

/** Why a number typed into a hardware field is refused, or undefined when it is taken. */
function numberProblem(field: keyof typeof NUMBER_FIELDS, value: string): HardwareProblem | undefined {
  const { min, max } = NUMBER_FIELDS[field];
  const typed = value.trim();
  if (typed === "") return { kind: "empty", field };
  const n = Number(typed);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return { kind: "notWhole", field, value: typed };
  if (n < min || n > max) return { kind: "range", field, value: typed, min, max };
  return undefined;
}

/** A hardware field changed to `value` (as typed): the new read, or the old one with the problem. */
function changeHardware(read: MeasurementRead, name: string, value: string): MeasurementRead {
  const { hardwareProblem: _old, ...rest } = read;
  if (name === "link") return { ...rest, link: value as LinkPresetId, edited: withEdited(read, name) };
  if (!read.hardware) return read;
  let next: NcclHardware;
  if (name === "algorithm" || name === "protocol") {
    // NCCL_ALGO / NCCL_PROTO: "auto" leaves NCCL's tuner to choose; anything else must be a name NCCL knows.
    const { [name]: _was, ...others } = read.hardware;
    const chosen = name === "algorithm" ? ncclAlgorithmSetting(value) : ncclProtocolSetting(value);
    if (value !== "auto" && chosen === undefined) return read;
    next = value === "auto" ? others : ({ ...others, [name]: chosen } as NcclHardware);
  } else if (name in NCCL_COUNT_SETTINGS) {
    // NCCL_IB_QPS_PER_CONNECTION / NCCL_MIN_CTAS: "auto" keeps NCCL's default; else a whole number it takes.
    const field = name as keyof typeof NCCL_COUNT_SETTINGS;
    const { [field]: _was, ...others } = read.hardware;
    const chosen = ncclCountSetting(field, value);
    if (value !== "auto" && chosen === undefined) return read;
    next = value === "auto" ? others : { ...others, [field]: chosen };
  } else if (name === "flowGbps") {
    // What one TCP flow may carry: "auto" leaves no limit; else a positive rate in Gb/s.
    const { flowGbps: _was, ...others } = read.hardware;
    const typed = value.trim();
    const gbps = /^\d+(\.\d+)?$/.test(typed) ? Number(typed) : Number.NaN;
    if (value !== "auto" && !(gbps > 0 && gbps <= HARDWARE_NUMBER_RANGES.nicGbps.max)) return read;
    next = value === "auto" ? others : { ...others, flowGbps: gbps };
  } else if (name in NCCL_SWITCH_SETTINGS || name === "ofiTuner") {
    // NCCL_NVLS_ENABLE / NCCL_COLLNET_ENABLE / NCCL_P2P_DISABLE, and whether aws-ofi-nccl's tuner
    // picks: "auto" keeps the default; else on or off.
    const field = name as keyof typeof NCCL_SWITCH_SETTINGS | "ofiTuner";
    const { [field]: _was, ...others } = read.hardware;
    if (value !== "auto" && value !== "on" && value !== "off") return read;
    next = value === "auto" ? others : { ...others, [field]: value === "on" };
  } else if (!(name in read.hardware)) {
    return read;
  } else if (name in NUMBER_FIELDS) {
    const field = name as keyof typeof NUMBER_FIELDS;
    const problem = numberProblem(field, value);
    if (problem) return { ...read, hardwareProblem: problem };
    next = { ...read.hardware, [field]: Number(value) };
  } else {
    next = { ...read.hardware, [name]: value } as NcclHardware;
  }
  const run = shownNcclRun(read);
  try {
    if (run) compareNcclTests(run, next);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ...read, hardwareProblem: { kind: "model", field: name, message } };
  }
  return {
    ...rest,
    hardware: next,
    edited: withEdited(read, name),
    fromLink: read.fromLink.filter((field) => field !== name),
  };
}

/** Another run of the text shown: its own hardware guess (the first run keeps the worker's). */
function changeRun(
  read: MeasurementRead,
  index: number,
  planned: PlannedHardware | undefined,
): MeasurementRead {
  const result = fullResult(read);
  if (result.kind !== "nccl-tests" || !Number.isInteger(index) || index < 0 || index > result.moreRuns.length)
    return read;
  const { hardwareProblem: _old, ...rest } = read;
  const shown = shownNcclRun({ ...read, run: index }, result) as NcclTestsResult;
  const guess = index === 0 && read.first ? read.first : guessNcclHardware(shown);
  const { hardware, fromLink } = withPlanned(guess.hardware, guess.known, planned);
  return { ...rest, run: index, ...(hardware ? { hardware } : {}), known: guess.known, edited: [], fromLink };
}

/** The state once a read under way is over (no read waited for, no source pending). */
function settled(state: MeasurementsState): MeasurementsState {
  const { reading: _done, pending: _pending, ...rest } = state;
  return rest;
}

/** A read of a large text or a file starts, or is refused for its size before anything is kept. */
function startWhole(state: MeasurementsState, pending: PendingSource, size: number, maxChars: number) {
  if (size > maxChars) {
    // Refused whole: nothing of it is kept, the box and the last result stay.
    return { ...state, status: { kind: "tooLarge", chars: size, maxChars } } as MeasurementsState;
  }
  const id = state.lastId + 1;
  return { ...state, status: { kind: "reading" }, reading: id, lastId: id, pending } as MeasurementsState;
}

/** The held source a successful read leaves: the large text or file it read, or none (the box). */
function heldAfter(
  pending: PendingSource | undefined,
  event: Extract<MeasurementsEvent, { type: "readDone" }>,
) {
  if (!pending) return undefined;
  const lines = event.lines ?? 0;
  return pending.kind === "text"
    ? ({ kind: "text", text: pending.text, lines } as const)
    : ({ ...pending, lines, preview: event.preview ?? "" } as const);
}

/**
 * The state after `event`. A read starts only for input within the size limit, only the answer to
 * the latest read counts, and only an answer that found a tool's output replaces the last result.
 * @example measurementsReducer(initialMeasurementsState, { type: "read", text: "", maxChars: 5e6 }).status // { kind: "empty" }
 */
export function measurementsReducer(state: MeasurementsState, event: MeasurementsEvent): MeasurementsState {
  switch (event.type) {
    case "edited": {
      const { held: _held, ...rest } = state;
      return { ...rest, status: { kind: event.empty ? "empty" : "edited" } };
    }
    case "read": {
      if (event.text.trim() === "") return { ...settled(state), status: { kind: "empty" } };
      if (event.text.length > event.maxChars) {
        return { ...state, status: { kind: "tooLarge", chars: event.text.length, maxChars: event.maxChars } };
      }
      const id = state.lastId + 1;
      const { pending: _pending, ...rest } = state;
      return { ...rest, status: { kind: "reading" }, reading: id, lastId: id };
    }
    case "readWhole":
      return startWhole(state, { kind: "text", text: event.text }, event.text.length, event.maxChars);
    case "readFile":
      return startWhole(
        state,
        { kind: "file", file: event.file, name: event.name, size: event.size },
        event.size,
        event.maxChars,
      );
    case "readProgress":
      if (event.id !== state.reading) return state;
      return { ...state, status: { kind: "reading", done: event.done, total: event.total } };
    case "readDone": {
      if (event.id !== state.reading) return state;
      const rest = settled(state);
      const packed = event.packed;
      if (packed.kind === "plain" && packed.result.kind === "unknown") {
        // No tool's output in it: the last result and the text it came from stay.
        const why = packed.result.diagnostics[0];
        return {
          ...rest,
          status: { kind: "notRead", code: why?.code ?? "input-unrecognised", values: why?.values ?? {} },
        };
      }
      const held = heldAfter(state.pending, event);
      const { held: _held, ...base } = rest;
      return {
        ...base,
        ...(held ? { held } : {}),
        status: { kind: "readIn", ms: event.ms },
        read: newRead(event, state.planned),
      };
    }
    case "readFailed":
      if (event.id !== state.reading) return state;
      return { ...settled(state), status: { kind: "failed", message: event.message } };
    case "readTimedOut":
      if (event.id !== state.reading) return state;
      return { ...settled(state), status: { kind: "timeout", seconds: event.seconds } };
    case "hardware":
      return state.read ? { ...state, read: changeHardware(state.read, event.name, event.value) } : state;
    case "run":
      return state.read ? { ...state, read: changeRun(state.read, event.index, state.planned) } : state;
    case "planned":
      return { ...state, planned: event.planned };
    case "diagram":
      return state.read
        ? {
            ...state,
            read: {
              ...state.read,
              diagram: {
                channel: event.channel ?? state.read.diagram.channel,
                view: event.view ?? state.read.diagram.view,
              },
            },
          }
        : state;
    case "cleared":
      return {
        status: { kind: "empty" },
        lastId: state.lastId,
        ...(state.planned ? { planned: state.planned } : {}),
      };
  }
}
