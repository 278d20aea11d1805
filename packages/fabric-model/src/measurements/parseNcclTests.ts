import { checkNcclTestsRows } from "./checkNcclTestsRows.ts";
import { inferNcclCollective, inferNcclRanks, type NcclTestsRowWithPrinted } from "./inferNcclTestsShape.ts";
import { measurementLines } from "./measurementLines.ts";
import { measurementLog } from "./measurementLog.ts";
import type { NcclCollective } from "./NcclCollective.ts";
import type {
  NcclTestsEra,
  NcclTestsHeader,
  NcclTestsNetwork,
  NcclTestsRank,
  NcclTestsResult,
} from "./NcclTestsResult.ts";
import { ncclCollectiveFromName } from "./ncclCollectiveFromName.ts";
import { defaultNcclTestsLayout, type NcclTestsLayout, ncclTestsLayout } from "./ncclTestsLayout.ts";
import { printedInteger, printedIntegerAt, printedNumber } from "./printedNumber.ts";
import { readNcclTestsRow } from "./readNcclTestsRow.ts";
import { stripOutputPrefix } from "./stripOutputPrefix.ts";
import { newTokenBounds, tokenBounds } from "./tokenBounds.ts";

/** What the caller knows that the text may not show. Values given here win over the text. */
export interface ParseNcclTestsOptions {
  /** The collective measured (for output that shows no command line or header). */
  readonly collective?: NcclCollective;
  /** Ranks taking part (for output without `# Using devices` lines). */
  readonly nranks?: number;
}

const COMMAND =
  /(?:^|[^\w])(all_reduce|all_gather|reduce_scatter|alltoall|broadcast|reduce|sendrecv|gather|scatter|hypercube)_perf(?![\w])/;
const ELISION = /^(?:\.{3,}|\u2026|\[(?:\.{3}|\u2026)\]|\((?:\.{3}|\u2026)\)|<snip>|\[snip\])$/;
const WARNING = /warn|error|fail|abort/i;
/** A continued command line (`-x NCCL_DEBUG=WARN \`), whose words are options, not warnings. */
const CONTINUED_COMMAND = /\\$/;
/** Most tokens a result row can have (5 lead + 2 x 8 with per-iteration columns + timestamp = 23). */
const TOKEN_CAPACITY = 64;

/**
 * Read nccl-tests output (`all_reduce_perf` and the other `*_perf` binaries) of any format era
 * since 2019: the old `time algbw busbw error` columns, the 2022-08 `root` / `#wrong` columns and
 * `graph:`, the 2025-06 `# Collective test starting/concluded` lines, the 2025-10 `# nccl-tests
 * version` line and the 2026-03 `unalign:` field; out-of-place and in-place halves, in-place-only
 * rows, `N/A` validation, per-iteration and timestamp columns; MPI `[1,0]<stdout>:` and srun
 * prefixes, Markdown indentation and quoting, elided lines (`...`) and interleaved NCCL INFO /
 * WARN lines. Rows are checked against algbw = size / time and busbw = algbw x factor.
 * Never throws: what cannot be read becomes a diagnostic with its line number. Reads only the
 * first run when the text holds several. Linear in the input size.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu and src/util.cu print these lines)
 * @example parseNcclTests(text).avgBusBandwidthGBps // 19.7866
 */
export function parseNcclTests(text: string, options: ParseNcclTestsOptions = {}): NcclTestsResult {
  try {
    return parse(text, options);
  } catch (error) {
    return {
      ...emptyResult(),
      diagnostics: [{ line: 0, code: "internal-error", values: { error: String(error) } }],
    };
  }
}

type MutableHeader = { -readonly [K in keyof NcclTestsHeader]: NcclTestsHeader[K] };

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

function emptyResult(): NcclTestsResult {
  return {
    kind: "nccl-tests",
    collective: null,
    collectiveSource: null,
    nranks: null,
    nranksSource: null,
    devices: [],
    ranks: [],
    rows: [],
    avgBusBandwidthGBps: null,
    outOfBounds: null,
    header: emptyHeader(),
    network: null,
    diagnostics: [],
    notes: [],
  };
}

function parse(text: string, options: ParseNcclTestsOptions): NcclTestsResult {
  const input = measurementLines(text);
  const diagnostics = measurementLog();
  const notes = measurementLog();
  diagnostics.addAll(input.diagnostics);

  const header = emptyHeader();
  const bounds = newTokenBounds(TOKEN_CAPACITY);
  const ranks: NcclTestsRank[] = [];
  const rows: NcclTestsRowWithPrinted[] = [];
  let layout: NcclTestsLayout | null = null;
  let guessedLayout = false;
  let inTable = false;
  let runEnded = false;
  let elided = false;
  let startedCollective: NcclCollective | null = null;
  let commandCollective: NcclCollective | null = null;
  let collectiveStartingSeen = false;
  let avg: number | null = null;
  let avgHalfUlp = 0;
  let outOfBounds: { count: number; ok: boolean } | null = null;
  let wrongRows = 0;
  let unreadableRows = 0;
  const network: MutableNetwork = { name: null, provider: null, linkLayer: null, line: 0 };

  const secondRun = (line: number): boolean => {
    if (rows.length === 0) return false;
    diagnostics.add(line, "nccl-second-run", {});
    return true;
  };

  for (let i = 0; i < input.lines.length; i++) {
    const line = i + 1;
    const s = stripOutputPrefix(input.lines[i] ?? "").trim();
    if (s === "" || s.startsWith("```")) continue;
    if (s.length <= 7 && ELISION.test(s)) {
      const amongRows = inTable || (rows.length > 0 && !runEnded);
      if (amongRows) elided = true;
      notes.add(line, amongRows ? "elided-rows" : "elided", {});
      continue;
    }
    // Result rows start with a digit: read them first, before any whole-line scans.
    const first = s.charCodeAt(0);
    const tokenCount = first >= 48 && first <= 57 ? tokenBounds(s, bounds) : 0;
    if (
      tokenCount >= 8 &&
      tokenCount <= TOKEN_CAPACITY &&
      printedIntegerAt(s, 0, bounds.ends[0] ?? 0) !== null
    ) {
      if (runEnded && rows.length > 0) {
        if (secondRun(line)) break;
      }
      let use = layout;
      if (use === null) {
        use = defaultNcclTestsLayout(tokenCount);
        if (use !== null && !guessedLayout) {
          guessedLayout = true;
          notes.add(line, "nccl-assumed-columns", {
            columns: [...use.lead, ...(use.groups[0] ?? [])].join(" "),
          });
        }
      }
      if (use === null) {
        unreadableRows++;
        diagnostics.add(line, "nccl-row-no-header", {});
        continue;
      }
      const read = readNcclTestsRow(s, bounds, tokenCount, use, line, rows[rows.length - 1]?.row ?? null);
      if (read.ok) {
        rows.push(read);
        if ((read.row.outOfPlace?.wrong ?? 0) > 0 || (read.row.inPlace?.wrong ?? 0) > 0) wrongRows++;
      } else {
        unreadableRows++;
        diagnostics.add(line, read.reason.code, read.reason.values);
      }
      continue;
    }

    if (s.includes("NCCL ")) {
      const warn = s.indexOf("NCCL WARN");
      if (warn >= 0) {
        notes.add(line, "nccl-warning", { text: s.slice(warn + 10).trim() });
        continue;
      }
      const info = s.indexOf("NCCL INFO");
      if (info >= 0) {
        readNetworkInfo(s.slice(info + 9).trim(), line, network);
        continue;
      }
    }

    if (s.startsWith("#")) {
      const body = s.slice(1).trim();
      const tokens = body === "" ? [] : body.split(/\s+/);
      const first = tokens[0] ?? "";
      if (first === "") continue;
      if (body.startsWith("nccl-tests version")) {
        if (secondRun(line)) break;
        header.version = tokens[2] ?? null;
        for (const t of tokens.slice(3)) {
          const [key, value] = t.split("=");
          if (key === "nccl-headers") header.ncclHeaders = printedInteger(value ?? "");
          if (key === "nccl-library") header.ncclLibrary = printedInteger(value ?? "");
        }
      } else if (body.startsWith("Collective test starting:")) {
        if (secondRun(line)) break;
        collectiveStartingSeen = true;
        startedCollective = ncclCollectiveFromName(tokens[3] ?? "");
      } else if (first === "nThread") {
        if (secondRun(line)) break;
        readParameters(tokens, header);
      } else if (first === "Rank") {
        const rank = readRank(tokens);
        if (rank === null) diagnostics.add(line, "nccl-device-line", {});
        else ranks.push(rank);
      } else if (first === "size" && tokens[1] === "count") {
        const read = ncclTestsLayout(tokens);
        if (read === null) {
          diagnostics.add(line, "nccl-column-header", {});
        } else {
          if (secondRun(line)) break;
          layout = read;
          header.timeColumn = read.timeColumn;
          inTable = true;
        }
      } else if (body.startsWith("Out of bounds values")) {
        const after = body
          .slice(body.indexOf(":") + 1)
          .trim()
          .split(/\s+/);
        const count = printedInteger(after[0] ?? "");
        if (count === null) diagnostics.add(line, "nccl-out-of-bounds-count", {});
        else outOfBounds = { count, ok: after[1] !== "FAILED" && count === 0 };
        inTable = false;
        runEnded = true;
      } else if (body.startsWith("Avg bus bandwidth")) {
        const value = printedNumber(
          body
            .slice(body.indexOf(":") + 1)
            .trim()
            .split(/\s+/)[0] ?? "",
        );
        if (value === null) diagnostics.add(line, "nccl-avg-bus-bandwidth", {});
        else [avg, avgHalfUlp] = [value.value, value.halfUlp];
        inTable = false;
        runEnded = true;
      } else if (WARNING.test(body) && !body.startsWith("Collective test concluded")) {
        notes.add(line, "tool-line", { text: body });
      }
      continue;
    }

    const command = COMMAND.exec(s);
    if (command !== null) {
      if (header.command === null) {
        header.command = s;
        commandCollective = ncclCollectiveFromName(command[1] ?? "");
      }
      continue;
    }
    if (inTable) {
      if (WARNING.test(s)) notes.add(line, "tool-line", { text: s });
      else diagnostics.add(line, "row-not-result", {});
    } else if (WARNING.test(s) && !CONTINUED_COMMAND.test(s)) {
      // Before the table too: "Test NCCL failure ..." or an MPI warning is why a run has no rows.
      notes.add(line, "tool-line", { text: s });
    }
  }

  if (wrongRows > 0) notes.add(0, "nccl-wrong-rows", { count: wrongRows });
  if (outOfBounds !== null && !outOfBounds.ok) notes.add(0, "nccl-out-of-bounds", {});

  const plainRows = rows.map((r) => r.row);
  let collective: NcclCollective | null = null;
  let collectiveSource: NcclTestsResult["collectiveSource"] = null;
  const inferredCollective = inferNcclCollective(plainRows);
  if (options.collective !== undefined) [collective, collectiveSource] = [options.collective, "option"];
  else if (startedCollective !== null) [collective, collectiveSource] = [startedCollective, "header"];
  else if (commandCollective !== null) [collective, collectiveSource] = [commandCollective, "command"];
  else if (inferredCollective !== null) [collective, collectiveSource] = [inferredCollective, "inferred"];
  if (
    collective !== null &&
    inferredCollective !== null &&
    inferredCollective !== collective &&
    collectiveSource !== null &&
    collectiveSource !== "inferred"
  ) {
    notes.add(0, `nccl-collective-contradicts-${collectiveSource}`, {
      inferred: inferredCollective,
      collective,
    });
  }

  const group0 = ranks[0]?.group ?? null;
  const communicator = ranks.filter((r) => r.group === group0);
  if (communicator.length < ranks.length) {
    notes.add(0, "nccl-split-communicators", { group: group0 ?? "null" });
  }
  let nranks: number | null = null;
  let nranksSource: NcclTestsResult["nranksSource"] = null;
  const validOption = options.nranks !== undefined && Number.isInteger(options.nranks) && options.nranks >= 1;
  if (validOption) [nranks, nranksSource] = [options.nranks ?? null, "option"];
  else if (communicator.length > 0) [nranks, nranksSource] = [communicator.length, "devices"];
  else if (collective !== null) {
    const inferred = inferNcclRanks(rows, collective);
    if (inferred !== null) {
      [nranks, nranksSource] = [inferred, "inferred"];
      notes.add(0, "nccl-nranks-inferred", { nranks: inferred });
    }
  }
  if (options.nranks !== undefined && !validOption)
    diagnostics.add(0, "nccl-nranks-option-ignored", { nranks: options.nranks });

  const checks = checkNcclTestsRows({
    rows,
    collective,
    nranks,
    timeColumn: header.timeColumn,
    maxDiagnostics: 100,
  });
  diagnostics.addAll(checks);
  if (avg !== null && !elided && unreadableRows === 0 && rows.length > 0) {
    // One pass: the mean busbw of every half read, and the coarsest rounding of the rows' busbw
    // (rows print it to 0.01, or fewer digits when large; the trailer prints %g, 6 digits).
    let sum = 0;
    let halves = 0;
    let rowRounding = 0;
    for (const r of rows) {
      for (const half of [r.outOfPlace, r.inPlace]) {
        if (half === null) continue;
        sum += half.timing.busbwGBps;
        halves++;
        rowRounding = Math.max(rowRounding, half.busbwHalfUlp);
      }
    }
    const mean = sum / halves;
    if (Math.abs(mean - avg) > rowRounding + avgHalfUlp + 1e-9 * (1 + Math.abs(avg))) {
      diagnostics.add(0, "nccl-avg-mismatch", { avgGBps: avg, meanGBps: Number(mean.toFixed(4)) });
    }
  }
  if (rows.length === 0) diagnostics.add(0, "no-result-rows", { tool: "nccl-tests" });

  header.era = era(header, layout, collectiveStartingSeen);
  return {
    kind: "nccl-tests",
    collective,
    collectiveSource,
    nranks,
    nranksSource,
    devices: ranks.map((r) => r.name),
    ranks,
    rows: plainRows,
    avgBusBandwidthGBps: avg,
    outOfBounds,
    header,
    network: network.line > 0 ? { ...network } : null,
    diagnostics: diagnostics.list(),
    notes: notes.list(),
  };
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

type MutableNetwork = { -readonly [K in keyof NcclTestsNetwork]: NcclTestsNetwork[K] };

/** Note what one NCCL INFO line (the text after "NCCL INFO") says of the network; first one wins. */
function readNetworkInfo(body: string, line: number, network: MutableNetwork): void {
  let said = false;
  if (network.name === null && body.startsWith("Using network ")) {
    network.name = body.slice(14).trim() || null;
    said = network.name !== null;
  } else if (network.provider === null && body.startsWith("NET/OFI Selected Provider is ")) {
    network.provider = body.slice(29).split(/[\s,;]/)[0] || null;
    said = network.provider !== null;
  } else if (network.linkLayer === null && body.startsWith("NET/IB : Using")) {
    // " [0]mlx5_0:1/IB [1]mlx5_1:1/RoCE …": the first port's link layer.
    network.linkLayer = /^NET\/IB : Using\s*\[\d+\][^\s/]+\/(IB|RoCE)\b/.exec(body)?.[1] ?? null;
    said = network.linkLayer !== null;
  }
  if (said && network.line === 0) network.line = line;
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
  if (header.graph !== null || columns.includes("#wrong")) return "2022-08";
  if (columns.includes("error")) return "pre-2022-08";
  return null;
}
