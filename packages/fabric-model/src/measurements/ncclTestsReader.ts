import { checkNcclTestsRows } from "./checkNcclTestsRows.ts";
import {
  inferNcclCollective,
  inferNcclRankRange,
  type NcclTestsRowWithPrinted,
} from "./inferNcclTestsShape.ts";
import { lineContent } from "./lineContent.ts";
import { addInputRemarks, type MeasurementLineReader } from "./MeasurementLineReader.ts";
import type { NcclLogResult } from "./MeasurementResult.ts";
import { type MeasurementLog, measurementLog } from "./measurementLog.ts";
import type { NcclCollective } from "./NcclCollective.ts";
import type { NcclLog } from "./NcclLog.ts";
import type {
  NcclTestsEra,
  NcclTestsHeader,
  NcclTestsNetwork,
  NcclTestsRank,
  NcclTestsResult,
  NcclTestsRun,
} from "./NcclTestsResult.ts";
import { ncclCollectiveFromName } from "./ncclCollectiveFromName.ts";
import { ncclEnvReader } from "./ncclEnvReader.ts";
import { ncclLogReader } from "./ncclLogReader.ts";
import { defaultNcclTestsLayout, type NcclTestsLayout, ncclTestsLayout } from "./ncclTestsLayout.ts";
import { printedInteger, printedIntegerAt, printedNumber } from "./printedNumber.ts";
import { readNcclTestsRow } from "./readNcclTestsRow.ts";
import { newTokenBounds, type TokenBounds, tokenBounds } from "./tokenBounds.ts";

/** What the caller knows that the text may not show. Values given here win over the text. */
export interface ParseNcclTestsOptions {
  /** The collective measured (for output that shows no command line or header). */
  readonly collective?: NcclCollective;
  /** Ranks taking part (for output without `# Using devices` lines). */
  readonly nranks?: number;
}

const COMMAND =
  /(?:^|[^\w])(all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce|sendrecv|gather|scatter|hypercube)_perf(?![\w])/;
const ELISION = /^(?:\.{3,}|\u2026|\[(?:\.{3}|\u2026)\]|\((?:\.{3}|\u2026)\)|<snip>|\[snip\]|<\.\.\.>)$/;
const WARNING = /warn|error|fail|abort/i;
/** A continued command line (`-x NCCL_DEBUG=WARN \`), whose words are options, not warnings. */
const CONTINUED_COMMAND = /\\$/;
/** Most tokens a result row can have (5 lead + 2 x 8 with per-iteration columns + timestamp = 23). */
const TOKEN_CAPACITY = 64;
/** Most rows kept for one run; a text with more is a hostile or concatenated one (the rest are counted). */
const MAX_ROWS = 200_000;
/** The words of nccl-tests' own lines, recognised with or without their leading `#`. */
const HEADER_WORDS =
  /^(?:nThread \d|Rank +\d|Using devices|size +count|\(B\)|out-of-place|Out of bounds values|Avg bus bandwidth|Collective test (?:starting|concluded)|nccl-tests version|NCCL Tests compiled|Testing \d+ cycles?|rccl-tests)/;

type MutableHeader = { -readonly [K in keyof NcclTestsHeader]: NcclTestsHeader[K] };
type MutableNetwork = { -readonly [K in keyof NcclTestsNetwork]: NcclTestsNetwork[K] };

/** One run as it is being read. */
interface RunState {
  readonly line: number;
  readonly header: MutableHeader;
  readonly ranks: NcclTestsRank[];
  readonly rows: NcclTestsRowWithPrinted[];
  layout: NcclTestsLayout | null;
  /** The layout was guessed from a row's token count (no column header printed). */
  layoutGuessed: boolean;
  inTable: boolean;
  /** A trailer (`Avg bus bandwidth` / `Out of bounds`) was read. */
  ended: boolean;
  /** Rows elided (`...` among them). */
  elided: boolean;
  /** The device list was cut (`...` among the rank lines or before the table). */
  devicesCut: boolean;
  startedCollective: NcclCollective | null;
  commandCollective: NcclCollective | null;
  collectiveLinesSeen: boolean;
  avg: number | null;
  avgHalfUlp: number;
  trailers: number;
  outOfBounds: { count: number; ok: boolean } | null;
  unreadableRows: number;
  placeholderRows: number;
  firstPlaceholderLine: number;
  droppedRows: number;
  parameterLines: number;
  /**
   * The rows as increasing chains of sizes, each the last size of its chain: a sweep is one chain,
   * repeated cycles (`-N`) a new chain per cycle, rows of several processes chains that grow in turn.
   */
  readonly chains: number[];
  activeChain: number;
  /** Times an older chain grew after a newer one started: twice or more, rows of several processes interleave. */
  interleaved: number;
  /** Text that is neither a row nor an NCCL line came since the last row (a separator, prose). */
  textSinceRow: boolean;
}

function emptyHeader(): MutableHeader {
  return {
    version: null,
    ncclHeaders: null,
    ncclLibrary: null,
    nThread: null,
    nGpus: null,
    minBytes: null,
    maxBytes: null,
    stepFactor: null,
    stepBytes: null,
    warmupIters: null,
    iters: null,
    aggIters: null,
    validation: null,
    graph: null,
    unalign: null,
    command: null,
    timeColumn: "time",
    era: null,
  };
}

function newRun(line: number): RunState {
  return {
    line,
    header: emptyHeader(),
    ranks: [],
    rows: [],
    layout: null,
    layoutGuessed: false,
    inTable: false,
    ended: false,
    elided: false,
    devicesCut: false,
    startedCollective: null,
    commandCollective: null,
    collectiveLinesSeen: false,
    avg: null,
    avgHalfUlp: 0,
    trailers: 0,
    outOfBounds: null,
    unreadableRows: 0,
    placeholderRows: 0,
    firstPlaceholderLine: 0,
    droppedRows: 0,
    parameterLines: 0,
    chains: [],
    activeChain: 0,
    interleaved: 0,
    textSinceRow: false,
  };
}

/** Whether a run holds anything of nccl-tests (a parameter line, rank lines, a table). */
const hasContent = (run: RunState): boolean =>
  run.rows.length > 0 || run.parameterLines > 0 || run.ranks.length > 0 || run.layout !== null;

/**
 * An nccl-tests line as nccl-tests prints it (a row, a `#` header or trailer line, with or without
 * its `#`, an elision): `lineContent` finds where a decorated line's content starts.
 * A `#` followed by a row or another `#` is a commented-out line, not nccl-tests' own.
 */
function isNcclTestsLine(s: string): boolean {
  const c = s.charCodeAt(0);
  if (c >= 48 && c <= 57) return isRowShaped(s);
  if (c === 35 /* # */) {
    // nccl-tests' known `#` lines, or a bare `#`; anything else after a `#` (a row, another `#`, a
    // launcher tag) may be a comment or prompt in front of the content, and is looked into. (A
    // `#` line no cut makes sense of is still read whole as one.)
    const body = s.slice(1).trim();
    return body === "" || HEADER_WORDS.test(body);
  }
  // A command is found anywhere in its line: it needs no recognising here.
  return (s.length <= 7 && ELISION.test(s)) || HEADER_WORDS.test(s);
}

const shapeBounds = newTokenBounds(12);

/** Whether the line's first character that is not a space or tab is a digit. */
function startsWithDigit(line: string): boolean {
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c !== 32 && c !== 9) return c >= 48 && c <= 57;
  }
  return false;
}

/** A result row's shape: 8 or more tokens, size and count integers, the type a word, no `|`. */
function isRowShaped(s: string): boolean {
  return hasRowShape(s, shapeBounds, tokenBounds(s, shapeBounds));
}

/** `isRowShaped` for a line whose token bounds are already found. */
function hasRowShape(s: string, bounds: TokenBounds, tokens: number): boolean {
  if (tokens < 8 || s.includes("|")) return false;
  const { starts, ends } = bounds;
  const type = s.charCodeAt(starts[2] ?? 0);
  return (
    printedIntegerAt(s, starts[0] ?? 0, ends[0] ?? 0) !== null &&
    printedIntegerAt(s, starts[1] ?? 0, ends[1] ?? 0) !== null &&
    ((type >= 65 && type <= 90) || (type >= 97 && type <= 122))
  );
}

/**
 * Read nccl-tests output (`all_reduce_perf` and the other `*_perf` binaries, rccl-tests too) one
 * line at a time, of any format era since 2018: NCCL 1's `bytes N type op ... res` columns, the
 * old `time algbw busbw error` columns (`error` is the largest error, read as `maxError`, never as
 * a count), the 2022-08 `root` / `#wrong` columns and `graph:`, the 2025-06 `# Collective test
 * starting/concluded` lines, the 2025-10 `# nccl-tests version` line and the 2026-03 `unalign:`
 * field; out-of-place and in-place halves, in-place-only rows, `N/A` validation, placeholder
 * values, per-iteration and timestamp columns; header and trailer lines that lost their `#`.
 * Every run in the text is read (a parameter, version, starting or command line after rows starts
 * the next). Output of several processes in one run (nccl-tests built without MPI under mpirun:
 * each prints its own header as rank 0, their rows interleave) is recognised and said. A device
 * list cut short does not set the rank count: it comes from NCCL's log or the rows' arithmetic.
 * NCCL's own log lines are decoded (`ncclLog`), NCCL_* environment settings collected (`env`).
 * Rows are checked against algbw = size / time and busbw = algbw x factor. A text with NCCL's log
 * and no run gives kind "nccl-log" (unless `logAlone` is false). Never throws; linear.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu and src/util.cu print these lines)
 * @example const r = ncclTestsReader(); r.line("# nThread 1 nGpus 1 minBytes 8 maxBytes 8 ...", 1);
 */
export function ncclTestsReader(
  options: ParseNcclTestsOptions = {},
  { logAlone = true }: { readonly logAlone?: boolean } = {},
): MeasurementLineReader<NcclTestsResult | NcclLogResult> {
  const diagnostics = measurementLog();
  const notes = measurementLog();
  const bounds = newTokenBounds(TOKEN_CAPACITY);
  const log = ncclLogReader();
  const env = ncclEnvReader();
  const runs: RunState[] = [];
  let run: RunState | null = null;
  let used = 0;

  const current = (line: number): RunState => {
    if (run === null) {
      run = newRun(line);
      runs.push(run);
    }
    return run;
  };
  /** A line that starts a run: a new run when the current one already has rows. */
  const starting = (line: number): RunState => {
    const r = current(line);
    if (r.rows.length === 0) return r;
    run = newRun(line);
    runs.push(run);
    return run;
  };

  const readRow = (s: string, tokenCount: number, line: number): void => {
    const r = current(line);
    let use = r.layout;
    if (use === null) {
      use = defaultNcclTestsLayout(tokenCount);
      if (use !== null) {
        r.layout = use;
        r.layoutGuessed = true;
        notes.add(line, "nccl-assumed-columns", {
          columns: [...use.lead, ...(use.groups[0] ?? [])].join(" "),
        });
      }
    }
    if (use === null) {
      r.unreadableRows++;
      diagnostics.add(line, "nccl-row-no-header", {});
      return;
    }
    const previous = r.rows[r.rows.length - 1]?.row ?? null;
    const read = readNcclTestsRow(s, bounds, tokenCount, use, line, previous);
    if (!read.ok) {
      r.unreadableRows++;
      diagnostics.add(line, read.reason.code, read.reason.values);
      return;
    }
    let target = r;
    if (previous !== null && read.row.bytes < previous.bytes) {
      // Sizes fall back: another run's rows after a separator, or another process's rows.
      if (r.textSinceRow && processesSoFar(r) === 1) {
        run = newRun(line);
        runs.push(run);
        target = run;
        target.layout = use;
        target.layoutGuessed = r.layoutGuessed;
      }
    } else if (r.ended && processesSoFar(r) === 1 && r.rows.length > 0) {
      run = newRun(line);
      runs.push(run);
      target = run;
      target.layout = use;
      target.layoutGuessed = r.layoutGuessed;
    }
    target.textSinceRow = false;
    followChains(target, read.row.bytes);
    if (read.placeholder) {
      target.placeholderRows++;
      if (target.firstPlaceholderLine === 0) target.firstPlaceholderLine = line;
    }
    if (target.rows.length >= MAX_ROWS) {
      target.droppedRows++;
      return;
    }
    target.rows.push(read);
  };

  /** A `#` line or one of nccl-tests' own lines that lost its `#`. */
  const readHeaderLine = (body: string, hashed: boolean, line: number): boolean => {
    const tokens = body === "" ? [] : body.split(/\s+/);
    const first = tokens[0] ?? "";
    if (body.startsWith("nccl-tests version")) {
      const r = starting(line);
      r.header.version = tokens[2] ?? null;
      for (const t of tokens.slice(3)) {
        const [key, value] = t.split("=");
        if (key === "nccl-headers") r.header.ncclHeaders = printedInteger(value ?? "");
        if (key === "nccl-library") r.header.ncclLibrary = printedInteger(value ?? "");
      }
    } else if (body.startsWith("Collective test starting:")) {
      const r = starting(line);
      r.collectiveLinesSeen = true;
      r.startedCollective = ncclCollectiveFromName(tokens[3] ?? "");
    } else if (body.startsWith("Collective test concluded:")) {
      const r = current(line);
      r.collectiveLinesSeen = true;
      r.startedCollective ??= ncclCollectiveFromName(tokens[3] ?? "");
    } else if (first === "nThread") {
      const r = starting(line);
      r.parameterLines++;
      if (r.parameterLines === 1) readParameters(tokens, r.header);
    } else if (first === "Rank") {
      const rank = readRank(tokens);
      if (rank === null) diagnostics.add(line, "nccl-device-line", {});
      else current(line).ranks.push(rank);
    } else if ((first === "size" && tokens[1] === "count") || (first === "bytes" && tokens[1] === "N")) {
      const layout = ncclTestsLayout(tokens);
      if (layout === null) diagnostics.add(line, "nccl-column-header", {});
      else {
        const r = current(line);
        // Another process's header among the rows keeps the layout the run started with.
        r.layout ??= layout;
        r.header.timeColumn = r.layout.timeColumn;
        r.inTable = true;
      }
    } else if (body.startsWith("Out of bounds values")) {
      const r = current(line);
      const after = body
        .slice(body.indexOf(":") + 1)
        .trim()
        .split(/\s+/);
      const count = printedInteger(after[0] ?? "");
      if (count === null) diagnostics.add(line, "nccl-out-of-bounds-count", {});
      else r.outOfBounds ??= { count, ok: after[1] !== "FAILED" && count === 0 };
      r.inTable = false;
      r.ended = true;
    } else if (body.startsWith("Avg bus bandwidth")) {
      const r = current(line);
      const value = printedNumber(
        body
          .slice(body.indexOf(":") + 1)
          .trim()
          .split(/\s+/)[0] ?? "",
      );
      // A bandwidth is never negative: a negative one is not read, and said so.
      if (value === null || value.value < 0) {
        if (!/:\s*[Xx?]+/.test(body)) diagnostics.add(line, "nccl-avg-bus-bandwidth", {});
      } else if (r.trailers === 0) [r.avg, r.avgHalfUlp] = [value.value, value.halfUlp];
      r.trailers++;
      r.inTable = false;
      r.ended = true;
    } else if (first === "Using" && tokens[1] === "devices") {
      current(line);
    } else if (first === "(B)" || first === "out-of-place") {
      // The column header's other lines: nothing to read.
    } else if (hashed && WARNING.test(body) && !body.startsWith("Collective test concluded")) {
      notes.add(line, "tool-line", { text: body });
    } else {
      return false;
    }
    return true;
  };

  const read = (raw: string, line: number): void => {
    // NCCL's own lines, found by their marker wherever the decorations put it (each search starts
    // at the first "NCCL": a long log is mostly these lines).
    const nccl = raw.indexOf("NCCL");
    if (env.awaits(line)) env.line(raw, line);
    else if (nccl >= 0 && raw.indexOf("NCCL_", nccl) >= 0) env.line(raw, line);
    if (nccl >= 0) {
      if (log.line(raw, line)) {
        used++;
        const warn = raw.indexOf("NCCL WARN", nccl);
        if (warn >= 0) notes.add(line, "nccl-warning", { text: raw.slice(warn + 10).trim() });
        return;
      }
    }

    // The common case first: an undecorated result row (its bounds are those of the raw line).
    if (startsWithDigit(raw)) {
      const count = tokenBounds(raw, bounds);
      if (count >= 8 && count <= TOKEN_CAPACITY && hasRowShape(raw, bounds, count)) {
        readRow(raw, count, line);
        used++;
        return;
      }
    }
    const s = lineContent(raw, isNcclTestsLine);
    if (s === "" || s.startsWith("```")) return;
    if (s.length <= 7 && ELISION.test(s)) {
      const r = run;
      const amongRows = r !== null && (r.inTable || (r.rows.length > 0 && !r.ended));
      if (r !== null && amongRows) r.elided = true;
      else if (
        r !== null &&
        r.rows.length === 0 &&
        r.layout === null &&
        (r.ranks.length > 0 || r.parameterLines > 0)
      )
        r.devicesCut = true;
      notes.add(line, amongRows ? "elided-rows" : "elided", {});
      used++;
      return;
    }
    // Result rows start with a digit: read them first, before any whole-line scans.
    const first = s.charCodeAt(0);
    const tokenCount = first >= 48 && first <= 57 ? tokenBounds(s, bounds) : 0;
    if (tokenCount >= 8 && tokenCount <= TOKEN_CAPACITY && hasRowShape(s, bounds, tokenCount)) {
      readRow(s, tokenCount, line);
      used++;
      return;
    }
    const hashed = first === 35;
    const body = hashed ? s.slice(1).trim() : s;
    if (body === "") return;
    if ((hashed || HEADER_WORDS.test(body)) && readHeaderLine(body, hashed, line)) {
      used++;
      return;
    }
    const command = COMMAND.exec(s);
    if (hashed && command === null) {
      // Another `#` line (units, a comment): between rows it separates them as text does.
      if (run !== null && body !== "") run.textSinceRow = true;
      return;
    }
    if (command !== null) {
      const r = run !== null && run.rows.length > 0 ? starting(line) : current(line);
      if (r.header.command === null) {
        r.header.command = s;
        r.commandCollective = ncclCollectiveFromName(command[1] ?? "");
      }
      used++;
      return;
    }
    if (run !== null) run.textSinceRow = true;
    if (run?.inTable) {
      if (WARNING.test(s)) notes.add(line, "tool-line", { text: s });
      else if (first >= 48 && first <= 57) diagnostics.add(line, "row-not-result", {});
      else run.inTable = false;
    } else if (WARNING.test(s) && !CONTINUED_COMMAND.test(s)) {
      // Before the table too: "Test NCCL failure ..." or an MPI warning is why a run has no rows.
      notes.add(line, "tool-line", { text: s });
    }
  };

  return {
    line(text, lineNumber) {
      read(text, lineNumber);
    },
    end(input) {
      addInputRemarks(input, used, diagnostics, notes);
      const envSettings = env.end();
      const kept = runs.filter(hasContent);
      const deviceHosts = [
        ...new Set(kept.flatMap((r) => r.ranks.map((k) => k.host)).filter((h) => h !== "")),
      ];
      const gpusByHost = new Map<string, number>();
      for (const r of kept.slice(0, 1)) {
        for (const k of r.ranks) gpusByHost.set(k.host, (gpusByHost.get(k.host) ?? 0) + 1);
      }
      const ncclLog = log.seen ? log.end({ deviceHosts, gpusByHost, env: envSettings }) : null;
      const network = ncclLog === null ? null : networkOf(ncclLog);
      if (kept.length === 0 && ncclLog !== null && logAlone) {
        return {
          kind: "nccl-log",
          ncclLog,
          network,
          env: envSettings,
          diagnostics: diagnostics.list(),
          notes: notes.list(),
        };
      }
      const finished = (kept.length > 0 ? kept : [newRun(0)]).map((r) =>
        finishRun(r, options, ncclLog, diagnostics, notes),
      );
      const [head, ...moreRuns] = finished as [NcclTestsRun, ...NcclTestsRun[]];
      return {
        kind: "nccl-tests",
        ...head,
        moreRuns,
        network,
        ncclLog,
        env: envSettings,
        diagnostics: diagnostics.list(),
        notes: notes.list(),
      };
    },
  };
}

/** Most size chains followed per run (a hostile text could start one per row). */
const MAX_CHAINS = 64;

/** Put a row's size on the first chain it extends, or start a chain; note an older chain growing. */
function followChains(r: RunState, bytes: number): void {
  const { chains } = r;
  if (chains.length === 0) {
    chains.push(bytes);
    return;
  }
  if (bytes === chains[r.activeChain]) return;
  const at = chains.findIndex((last) => last < bytes);
  if (at < 0) {
    if (chains.length < MAX_CHAINS) chains.push(bytes);
    r.activeChain = chains.length - 1;
  } else {
    chains[at] = bytes;
    if (at < r.activeChain) r.interleaved++;
  }
}

/** Processes a run's output shows so far: repeated parameter lines, rank numbers printed more than once, interleaved sizes. */
function processesSoFar(r: RunState): number {
  const counts = new Map<number, number>();
  let repeated = 1;
  for (const k of r.ranks) {
    const n = (counts.get(k.rank) ?? 0) + 1;
    counts.set(k.rank, n);
    repeated = Math.max(repeated, n);
  }
  return Math.max(r.parameterLines, repeated, r.interleaved >= 2 ? 2 : 1);
}

/** A run as the result says it: collective, rank count, checks and remarks. */
function finishRun(
  r: RunState,
  options: ParseNcclTestsOptions,
  ncclLog: NcclLog | null,
  diagnostics: MeasurementLog,
  notes: MeasurementLog,
): NcclTestsRun {
  const rows = r.rows;
  const plainRows = rows.map((x) => x.row);
  const processes = processesSoFar(r);
  if (processes > 1) diagnostics.add(r.line, "nccl-separate-processes", { processes });
  const wrongRows = plainRows.filter(
    (x) => (x.outOfPlace?.wrong ?? 0) > 0 || (x.inPlace?.wrong ?? 0) > 0,
  ).length;
  if (wrongRows > 0) notes.add(r.line, "nccl-wrong-rows", { count: wrongRows });
  if (r.outOfBounds !== null && !r.outOfBounds.ok) notes.add(r.line, "nccl-out-of-bounds", {});
  if (r.placeholderRows > 0)
    notes.add(r.firstPlaceholderLine, "nccl-placeholder-rows", { count: r.placeholderRows });
  if (r.droppedRows > 0)
    diagnostics.add(r.line, "nccl-rows-left-out", { count: r.droppedRows, kept: MAX_ROWS });

  // Ranks: a complete device list counts; a cut one only bounds the count from below.
  const group0 = r.ranks[0]?.group ?? null;
  const communicator = r.ranks.filter((k) => k.group === group0);
  if (communicator.length < r.ranks.length)
    notes.add(r.line, "nccl-split-communicators", { group: group0 ?? "null" });
  const distinct = new Set(communicator.map((k) => k.rank));
  const maxRank = communicator.reduce((m, k) => Math.max(m, k.rank), -1);
  const complete = communicator.length > 0 && !r.devicesCut && distinct.size === maxRank + 1;

  let nranks: number | null = null;
  let nranksSource: NcclTestsRun["nranksSource"] = null;
  const validOption = options.nranks !== undefined && Number.isInteger(options.nranks) && options.nranks >= 1;
  if (validOption) [nranks, nranksSource] = [options.nranks ?? null, "option"];
  else if (complete) [nranks, nranksSource] = [distinct.size, "devices"];
  if (options.nranks !== undefined && !validOption)
    diagnostics.add(0, "nccl-nranks-option-ignored", { nranks: options.nranks });

  let collective: NcclCollective | null = null;
  let collectiveSource: NcclTestsRun["collectiveSource"] = null;
  const inferredCollective = inferNcclCollective(plainRows, { nranks });
  if (options.collective !== undefined) [collective, collectiveSource] = [options.collective, "option"];
  else if (r.startedCollective !== null) [collective, collectiveSource] = [r.startedCollective, "header"];
  else if (r.commandCollective !== null) [collective, collectiveSource] = [r.commandCollective, "command"];
  else if (inferredCollective !== null) [collective, collectiveSource] = [inferredCollective, "inferred"];
  if (
    collective !== null &&
    inferredCollective !== null &&
    inferredCollective !== collective &&
    collectiveSource !== null &&
    collectiveSource !== "inferred" &&
    !(collective === "alltoall" && inferredCollective === "all_gather")
  ) {
    notes.add(0, `nccl-collective-contradicts-${collectiveSource}`, {
      inferred: inferredCollective,
      collective,
    });
  }

  if (nranks === null) {
    const lower = communicator.length > 0 ? maxRank + 1 : 1;
    const range = collective === null ? null : inferNcclRankRange(rows, collective);
    const logRanks = ncclLog?.nranks ?? null;
    if (communicator.length > 0) notes.add(r.line, "nccl-device-list-cut", { shown: communicator.length });
    if (
      logRanks !== null &&
      logRanks >= lower &&
      (range === null || (range.lo <= logRanks && logRanks <= range.hi))
    ) {
      [nranks, nranksSource] = [logRanks, "log"];
      notes.add(0, "nccl-nranks-from-log", { nranks: logRanks });
    } else if (range !== null) {
      const lo = Math.max(range.lo, lower);
      if (lo > range.hi) {
        notes.add(r.line, "nccl-nranks-contradicts-devices", {
          shown: lower,
          inferred: range.lo === range.hi ? String(range.lo) : `${range.lo}-${range.hi}`,
        });
      } else if (lo === range.hi || (communicator.length > 0 && lower >= range.lo)) {
        [nranks, nranksSource] = [lo, "inferred"];
        notes.add(0, "nccl-nranks-inferred", { nranks: lo });
      }
    }
  }

  const checks = checkNcclTestsRows({
    rows,
    collective,
    nranks,
    timeColumn: r.header.timeColumn,
    maxDiagnostics: 100,
  });
  diagnostics.addAll(checks);
  if (r.avg !== null && !r.elided && r.unreadableRows === 0 && rows.length > 0 && processes === 1) {
    checkAverage(rows, r.avg, r.avgHalfUlp, diagnostics);
  }
  if (rows.length === 0) diagnostics.add(r.line, "no-result-rows", { tool: "nccl-tests" });

  r.header.era = era(r.header, r.layoutGuessed ? null : r.layout, r.collectiveLinesSeen);
  return {
    line: r.line,
    collective,
    collectiveSource,
    nranks,
    nranksSource,
    devices: r.ranks.map((k) => k.name),
    ranks: r.ranks,
    rows: plainRows,
    avgBusBandwidthGBps: r.avg,
    outOfBounds: r.outOfBounds,
    header: r.header,
    processes,
  };
}

/** The `# Avg bus bandwidth` trailer against the mean busbw of the rows read (a row deleted shows). */
function checkAverage(
  rows: readonly NcclTestsRowWithPrinted[],
  avg: number,
  avgHalfUlp: number,
  diagnostics: MeasurementLog,
): void {
  // One pass: the mean busbw of every half read, and the coarsest rounding of the rows' busbw
  // (rows print it to 0.01, or fewer digits when large; the trailer prints %g, 6 digits).
  // A running mean, which stays finite where a sum of huge values (1e308) would not.
  let mean = 0;
  let halves = 0;
  let rowRounding = 0;
  for (const r of rows) {
    for (const half of [r.outOfPlace, r.inPlace]) {
      if (half === null) continue;
      halves++;
      mean += (half.timing.busbwGBps - mean) / halves;
      rowRounding = Math.max(rowRounding, half.busbwHalfUlp);
    }
  }
  if (halves === 0) return;
  if (Math.abs(mean - avg) > rowRounding + avgHalfUlp + 1e-9 * (1 + Math.abs(avg))) {
    diagnostics.add(0, "nccl-avg-mismatch", { avgGBps: avg, meanGBps: Number(mean.toFixed(4)) });
  }
}

/** The network summary the comparison uses, from the decoded log: the first of each kind of line. */
function networkOf(log: NcclLog): NcclTestsNetwork | null {
  const network: MutableNetwork = {
    name: log.network?.name ?? null,
    provider: log.ofiProvider,
    providerNics: log.ofiNics,
    sockets: log.socketsPerConnection,
    linkLayer: log.nics[0]?.linkLayer ?? null,
    line: 0,
  };
  const lines = [log.network?.line, log.nics[0]?.line].filter((l): l is number => l !== undefined && l > 0);
  if (network.name === null && network.provider === null && network.linkLayer === null) return null;
  network.line = lines.length > 0 ? Math.min(...lines) : 0;
  return network;
}

function readParameters(tokens: readonly string[], header: MutableHeader): void {
  for (let i = 0; i < tokens.length; i++) {
    const key = tokens[i];
    const next = tokens[i + 1] ?? "";
    const value = printedInteger(next);
    switch (key) {
      case "nThread":
        header.nThread = value;
        break;
      case "nGpus":
        header.nGpus = value;
        break;
      case "minBytes":
        header.minBytes = value;
        break;
      case "maxBytes":
        header.maxBytes = value;
        break;
      case "step:": {
        const open = next.indexOf("(");
        const amount = printedInteger(open > 0 ? next.slice(0, open) : next);
        if (next.endsWith("(factor)")) header.stepFactor = amount;
        else header.stepBytes = amount;
        break;
      }
      case "iters:": {
        const before = tokens[i - 1];
        if (before === "warmup") header.warmupIters = value;
        else if (before === "agg") header.aggIters = value;
        else header.iters = value;
        break;
      }
      case "validation:":
        header.validation = value;
        break;
      case "graph:":
        header.graph = value;
        break;
      case "unalign:":
        header.unalign = value;
        break;
    }
  }
}

function readRank(tokens: readonly string[]): NcclTestsRank | null {
  const rank = printedInteger(tokens[1] ?? "");
  const groupAt = tokens.indexOf("Group");
  const onAt = tokens.indexOf("on");
  const deviceAt = tokens.indexOf("device", onAt + 2);
  if (rank === null || onAt < 0 || deviceAt < 0) return null;
  const cudaDevice = printedInteger(tokens[deviceAt + 1] ?? "");
  const bracket = tokens[deviceAt + 2] ?? "";
  if (cudaDevice === null || !bracket.startsWith("[")) return null;
  return {
    rank,
    group: groupAt > 0 ? printedInteger(tokens[groupAt + 1] ?? "") : null,
    host: tokens[onAt + 1] ?? "",
    cudaDevice,
    pciBusId: bracket.replace(/^\[/, "").replace(/\]$/, ""),
    name: tokens.slice(deviceAt + 3).join(" "),
  };
}

function era(
  header: NcclTestsHeader,
  layout: NcclTestsLayout | null,
  collectiveLines: boolean,
): NcclTestsEra | null {
  if (header.unalign !== null) return "2026-03";
  if (header.version !== null) return "2025-10";
  if (collectiveLines) return "2025-06";
  const columns = layout?.groups[0] ?? [];
  if (header.graph !== null || columns.includes("#wrong") || columns.includes("wrong")) return "2022-08";
  if (columns.includes("error")) return "pre-2022-08";
  // A parameter line without `graph:` was printed before 2022-08.
  if (header.iters !== null && header.graph === null) return "pre-2022-08";
  return null;
}
