import { readdirSync, readFileSync } from "node:fs";
import { type NcclCollective, ncclCollectives } from "../../src/measurements/NcclCollective.ts";

/** Folder of the corpus: one `<id>.txt` (the output as published) and one `<id>.json` (its record) per sweep. */
export const ncclSweepCorpusDir = new URL("../fixtures/nccl-sweeps/", import.meta.url);

/** Where a sweep was read: a repository file at a commit and its lines, or a page and the place on it. */
export type NcclSweepSource =
  | { readonly repo: string; readonly path: string; readonly commit: string; readonly lines: string }
  | { readonly url: string; readonly where: string };

/** A fact the source states, and where it says it. */
export interface StatedFact {
  readonly value: unknown;
  readonly where: string;
}

/** A fact the source does not state, the value taken, and why. */
export interface AssumedFact {
  readonly value: unknown;
  readonly why: string;
}

/** The last row of a sweep as printed: times in microseconds, bandwidths in GB/s (1e9 B/s). */
export interface NcclSweepLargestRow {
  readonly timeUsOop: number;
  readonly algbwOop: number;
  readonly busbwOop: number;
  readonly timeUsIp: number;
  readonly busbwIp: number;
}

/** Values read by hand from the output; `smallest*` is the first row of non-zero size. */
export interface NcclSweepExpected {
  readonly nranks: number;
  /** The rank count the text alone determines when it is not `nranks` (`null`: the text leaves it open), with why. */
  readonly textNranks?: number | null;
  readonly textNranksWhy?: string;
  readonly rows: number;
  readonly smallestBytes: number;
  readonly largestBytes: number;
  readonly largest: NcclSweepLargestRow;
  readonly smallest: { readonly timeUsOop: number };
  readonly avgBusbw: number | null;
}

/** The checks the corpus test makes of `parseNcclTests` on each sweep. */
export const ncclSweepParserChecks = [
  "collective",
  "nranks",
  "rows",
  "smallest",
  "largest",
  "avgBusbw",
] as const;
export type NcclSweepParserCheck = (typeof ncclSweepParserChecks)[number];

/** One published sweep: the record in `<id>.json`; see the folder's README.md for every field. */
export interface NcclSweepRecord {
  readonly id: string;
  readonly title: string;
  readonly source: NcclSweepSource;
  readonly collective: NcclCollective;
  readonly tool: "nccl-tests" | "rccl-tests";
  /** Shared by every sweep of the same cluster or hardware (the unit left out in cross-validation). */
  readonly system: string;
  readonly stated: Readonly<Record<string, StatedFact>>;
  readonly assumed: Readonly<Record<string, AssumedFact>>;
  readonly expected: NcclSweepExpected;
  /** What a caller must tell the parser because the text does not say it. */
  readonly parseOptions?: { readonly collective?: NcclCollective; readonly nranks?: number };
  /** Checks the current parser fails on this text, each with what goes wrong. */
  readonly parserKnownIssue?: Readonly<Partial<Record<NcclSweepParserCheck, string>>>;
  readonly notes: string;
}

/** A sweep's record and the text it describes. */
export interface NcclSweep {
  readonly record: NcclSweepRecord;
  readonly text: string;
}

/** Every sweep of the corpus, sorted by id. */
export function ncclSweepCorpus(): NcclSweep[] {
  return readdirSync(ncclSweepCorpusDir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({
      record: JSON.parse(readFileSync(new URL(f, ncclSweepCorpusDir), "utf8")) as NcclSweepRecord,
      text: readFileSync(new URL(f.replace(/\.json$/, ".txt"), ncclSweepCorpusDir), "utf8"),
    }));
}

const TRANSPORTS = ["ib", "roce", "efa", "tcp", "slingshot", "tcpxo", "tcpx", "none"];
const INTRA_NODE = ["nvswitch", "nvlink", "mnnvl", "pcie"];
const HARDWARE = ["gpu", "gpusPerNode", "nodes", "nranks", "transport", "intraNode"];
const NETWORK = ["nicsPerNode", "nicRateGbps"];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;
const isText = (v: unknown): boolean => typeof v === "string" && v.trim() !== "";
const isCount = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 1;

/**
 * What is wrong with one record's form, as sentences (empty when well-formed): required fields,
 * a source with repo + path + 40-hex commit + lines or url + where, facts with where / why, the
 * hardware the model needs (network facts when the sweep spans nodes), and expected values of the
 * right types.
 */
export function ncclSweepRecordProblems(id: string, record: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(record)) return [`${id}: the record is not an object`];
  const r = record as Record<string, unknown>;
  if (r.id !== id) problems.push(`${id}: id ${String(r.id)} is not the file name`);
  if (!isText(r.title)) problems.push(`${id}: no title`);
  if (!isText(r.system) || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(r.system)))
    problems.push(`${id}: system must be a kebab-case id`);
  if (!ncclCollectives.includes(r.collective as NcclCollective))
    problems.push(`${id}: unknown collective ${String(r.collective)}`);
  if (r.tool !== "nccl-tests" && r.tool !== "rccl-tests")
    problems.push(`${id}: tool must be nccl-tests or rccl-tests`);
  if (!isText(r.notes)) problems.push(`${id}: no notes`);

  const source = r.source;
  if (!isObject(source)) problems.push(`${id}: no source`);
  else if ("url" in source) {
    if (!/^https:\/\//.test(String(source.url)) || !isText(source.where))
      problems.push(`${id}: a url source needs an https url and where`);
  } else if (
    !isText(source.repo) ||
    !isText(source.path) ||
    !/^[0-9a-f]{40}$/.test(String(source.commit)) ||
    !/^\d+-\d+$/.test(String(source.lines))
  ) {
    problems.push(`${id}: a repository source needs repo, path, a 40-hex commit and lines a-b`);
  }

  const stated = isObject(r.stated) ? r.stated : null;
  const assumed = isObject(r.assumed) ? r.assumed : null;
  if (stated === null || assumed === null) return [...problems, `${id}: stated and assumed must be objects`];
  for (const [field, fact] of Object.entries(stated)) {
    if (!isObject(fact) || !("value" in fact) || !isText(fact.where))
      problems.push(`${id}: stated.${field} needs value and where`);
    if (field in assumed) problems.push(`${id}: ${field} is both stated and assumed`);
  }
  for (const [field, fact] of Object.entries(assumed)) {
    if (!isObject(fact) || !("value" in fact) || !isText(fact.why))
      problems.push(`${id}: assumed.${field} needs value and why`);
  }
  const fact = (field: string): unknown =>
    (stated[field] as { value?: unknown } | undefined)?.value ??
    (assumed[field] as { value?: unknown } | undefined)?.value;
  const nodes = fact("nodes");
  for (const field of [...HARDWARE, ...(typeof nodes === "number" && nodes > 1 ? NETWORK : [])]) {
    if (fact(field) === undefined) problems.push(`${id}: ${field} is neither stated nor assumed`);
  }
  if (!TRANSPORTS.includes(String(fact("transport")))) problems.push(`${id}: unknown transport`);
  if (!INTRA_NODE.includes(String(fact("intraNode")))) problems.push(`${id}: unknown intraNode`);
  for (const field of ["gpusPerNode", "nodes", "nranks", "nicsPerNode"]) {
    if (fact(field) !== undefined && !isCount(fact(field)))
      problems.push(`${id}: ${field} must be an integer >= 1`);
  }
  const gpusPerNode = fact("gpusPerNode");
  if (typeof gpusPerNode === "number" && typeof nodes === "number" && gpusPerNode * nodes !== fact("nranks"))
    problems.push(`${id}: gpusPerNode x nodes is not nranks`);

  const e = r.expected;
  if (!isObject(e)) return [...problems, `${id}: no expected values`];
  if (e.nranks !== fact("nranks")) problems.push(`${id}: expected.nranks is not the hardware's nranks`);
  for (const key of ["rows", "smallestBytes", "largestBytes"]) {
    if (!isCount(e[key])) problems.push(`${id}: expected.${key} must be an integer >= 1`);
  }
  if (Number(e.smallestBytes) > Number(e.largestBytes)) problems.push(`${id}: smallestBytes > largestBytes`);
  const largest = isObject(e.largest) ? e.largest : {};
  for (const key of ["timeUsOop", "algbwOop", "busbwOop", "timeUsIp", "busbwIp"]) {
    if (typeof largest[key] !== "number" || !((largest[key] as number) > 0))
      problems.push(`${id}: expected.largest.${key} must be a positive number`);
  }
  const smallest = isObject(e.smallest) ? e.smallest : {};
  if (typeof smallest.timeUsOop !== "number" || !(smallest.timeUsOop > 0))
    problems.push(`${id}: expected.smallest.timeUsOop must be a positive number`);
  if (e.avgBusbw !== null && typeof e.avgBusbw !== "number")
    problems.push(`${id}: avgBusbw must be a number or null`);

  if (e.textNranks !== undefined && (e.textNranks !== null || !isText(e.textNranksWhy)))
    problems.push(`${id}: textNranks must be null, with textNranksWhy`);
  if (r.parserKnownIssue !== undefined) {
    if (!isObject(r.parserKnownIssue)) problems.push(`${id}: parserKnownIssue must be an object`);
    else
      for (const [check, why] of Object.entries(r.parserKnownIssue)) {
        if (!(ncclSweepParserChecks as readonly string[]).includes(check) || !isText(why))
          problems.push(`${id}: parserKnownIssue.${check} is not a check with a reason`);
      }
  }
  if (r.parseOptions !== undefined) {
    const o = r.parseOptions;
    if (!isObject(o) || Object.keys(o).some((k) => k !== "collective" && k !== "nranks"))
      problems.push(`${id}: parseOptions may hold only collective and nranks`);
  }
  return problems;
}
