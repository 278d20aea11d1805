/**
 * The unit lens: how every bandwidth on every figure is shown. Gb/s or GB/s (the 8x trap), or
 * "as the tools print it" (the default: GB/s for collectives, as nccl-tests prints them; Gb/s for
 * links and transfers, as datasheets, iperf3 and perftest's Gb/s report do),
 * one direction or both (full-duplex capacities double; a flow's throughput never does), and, for
 * collectives, algorithm or bus bandwidth. Figures keep values in one base (Gb/s, one direction)
 * and convert only here, at display time.
 */
import type { UiKey } from "./i18n.ts";

/** The lens settings. */
export interface UnitLens {
  /** "auto": as the tools print it (see `resolveLens`). */
  readonly rate: "auto" | "Gbps" | "GBps";
  readonly direction: "one-way" | "bidirectional";
  readonly collective: "algbw" | "busbw";
}

/** What a rate measures: a link's capacity per direction, or a transfer's throughput. */
export type RateKind = "capacity" | "throughput";

/** As the tools print it, one way, bus bandwidth: what nccl-tests and link datasheets print. */
export const defaultLens: UnitLens = { rate: "auto", direction: "one-way", collective: "busbw" };

const RATES = ["auto", "Gbps", "GBps"] as const;

/**
 * The lens a figure draws with: "auto" becomes GB/s where the figure shows collective bandwidths
 * (nccl-tests prints GB/s, so a learner's own output matches) and Gb/s elsewhere (link rates,
 * iperf3, perftest --report_gbits); a chosen unit stays.
 * @example resolveLens(defaultLens, true).rate // "GBps"
 */
export function resolveLens(lens: UnitLens, collective: boolean): UnitLens {
  return lens.rate === "auto" ? { ...lens, rate: collective ? "GBps" : "Gbps" } : lens;
}
const DIRECTIONS = ["one-way", "bidirectional"] as const;
const COLLECTIVES = ["algbw", "busbw"] as const;

/** `"GBps.bidirectional.algbw"`: the lens as one URL / storage value. */
export function lensToString(lens: UnitLens): string {
  return `${lens.rate}.${lens.direction}.${lens.collective}`;
}

/** Parse `lensToString`'s form; null when anything is off (never throws). */
export function parseLens(text: string | null | undefined): UnitLens | null {
  if (typeof text !== "string" || text.length > 40) return null;
  const [rate, direction, collective] = text.split(".");
  if (!includes(RATES, rate) || !includes(DIRECTIONS, direction) || !includes(COLLECTIVES, collective))
    return null;
  return { rate, direction, collective };
}

/** True when the lens is the default (links then carry no `units` key). */
export function isDefaultLens(lens: UnitLens): boolean {
  return lensToString(lens) === lensToString(defaultLens);
}

/**
 * A rate given in Gb/s one way, as the lens shows it: `lensRate(100, "capacity", {rate:"GBps",
 * direction:"bidirectional"})` -> 25 (GB/s, both directions). Throughputs are never doubled.
 */
export function lensRate(gbpsOneWay: number, kind: RateKind, lens: UnitLens): number {
  const bytes = lens.rate === "GBps" ? gbpsOneWay / 8 : gbpsOneWay;
  return kind === "capacity" && lens.direction === "bidirectional" ? bytes * 2 : bytes;
}

/** The unit label of a rate under the lens: "Gb/s", "GB/s", or with ", both directions". */
export function lensRateUnit(kind: RateKind, lens: UnitLens): UiKey {
  const both = kind === "capacity" && lens.direction === "bidirectional";
  if (lens.rate === "GBps") return both ? "unit.GBpsBoth" : "unit.GBps";
  return both ? "unit.GbpsBoth" : "unit.Gbps";
}

/**
 * The sentences of the note a figure shows when the lens changes its numbers: bytes for bits,
 * capacities doubled, and (when the figure shows collective bandwidths) algbw for busbw. Empty at
 * the default lens, and for a figure without rates.
 */
export function lensNote(lens: UnitLens, kinds: ReadonlySet<RateKind>, collective = false): UiKey[] {
  const notes: UiKey[] = [];
  if (kinds.size === 0 && !collective) return notes;
  if (lens.rate === "GBps") notes.push("lens.noteBytes");
  if (kinds.has("capacity") && lens.direction === "bidirectional") notes.push("lens.noteBoth");
  if (collective && lens.collective === "algbw") notes.push("lens.noteAlgbw");
  return notes;
}

function includes<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (list as readonly string[]).includes(value);
}
