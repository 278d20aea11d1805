import type {
  InfinibandToolsResult,
  Iperf3Line,
  Iperf3Run,
  MeasurementResult,
  NcclLog,
  NcclTestsRun,
  NcclTestsTiming,
  PerftestTest,
} from "../../src/index.ts";

/**
 * The golden check of the paste corpus: each entry's hand-checked expectations (test/fixtures/
 * pastes/<id>.json, documented in its README) against what parseMeasurement read, as a list of
 * differences (empty when the reading matches). Prose fields (evidence, notes, labels) document
 * the text and are not compared; a string value with a parenthesised remark (`"mlx4_0 (from the
 * command line only)"`) is compared by the part before the remark.
 */
export function goldenProblems(entry: CorpusEntry, result: MeasurementResult): string[] {
  const problems: string[] = [];
  const say = (where: string, expected: unknown, got: unknown) => {
    if (!same(expected, got)) problems.push(`${where}: expected ${show(expected)}, read ${show(got)}`);
  };
  const e = entry.expected;
  switch (entry.kind) {
    case "nccl-tests":
    case "mixed": {
      say("kind", "nccl-tests", result.kind);
      if (result.kind !== "nccl-tests") return problems;
      const runs = [result as NcclTestsRun, ...result.moreRuns];
      const expectedRuns = (e.ncclTests ?? []) as ExpectedNcclRun[];
      say("runs", expectedRuns.length, runs.length);
      expectedRuns.forEach((x, i) => {
        const run = runs[i];
        if (run !== undefined) ncclRun(`run ${i}`, x, run, say);
      });
      if (e.ncclLog !== undefined) {
        say("ncclLog present", true, result.ncclLog !== null);
        if (result.ncclLog !== null) ncclLog(e.ncclLog as ExpectedNcclLog, result.ncclLog, runs, say);
      }
      break;
    }
    case "nccl-log":
      say("kind", "nccl-log", result.kind);
      if (result.kind === "nccl-log") ncclLog(e.ncclLog as ExpectedNcclLog, result.ncclLog, [], say);
      break;
    case "perftest": {
      say("kind", "perftest", result.kind);
      if (result.kind !== "perftest") return problems;
      const tests = (e.perftest ?? []) as ExpectedPerftest[];
      say("tests", tests.length, result.tests.length);
      tests.forEach((x, i) => {
        const test = result.tests[i];
        if (test !== undefined) perftestTest(`test ${i}`, x, test, say);
      });
      break;
    }
    case "iperf3":
    case "iperf2":
    case "iperf3-json": {
      say("kind", "iperf3", result.kind);
      if (result.kind !== "iperf3") return problems;
      const runs = (e.iperf ?? []) as ExpectedIperf[];
      say("tool", runs[0]?.tool ?? "iperf3", result.tool);
      say("runs", runs.length, result.runs.length);
      runs.forEach((x, i) => {
        const run = result.runs[i];
        if (run !== undefined) iperfRun(`run ${i}`, x, run, say);
      });
      break;
    }
    case "infiniband-tools":
      say("kind", "infiniband-tools", result.kind);
      if (result.kind === "infiniband-tools") ibTools(e.ibTools as ExpectedIbTools, result, say);
      break;
    case "other": {
      const other = e.other as { tool: string };
      say("kind", "unknown", result.kind);
      const named = result.diagnostics.find((d) => d.code === "input-lookalike");
      say("look-alike named", other.tool.split(" ")[0], named?.values.tool);
      break;
    }
  }
  return problems;
}

type Say = (where: string, expected: unknown, got: unknown) => void;

/** A corpus entry as its JSON holds it (only what the check reads is typed). */
export interface CorpusEntry {
  readonly id: string;
  readonly kind:
    | "nccl-tests"
    | "perftest"
    | "iperf3"
    | "iperf3-json"
    | "iperf2"
    | "nccl-log"
    | "mixed"
    | "infiniband-tools"
    | "other";
  readonly expected: {
    readonly ncclTests?: unknown;
    readonly ncclLog?: unknown;
    readonly perftest?: unknown;
    readonly iperf?: unknown;
    readonly other?: unknown;
    readonly ibTools?: unknown;
  };
}

/** What the InfiniBand tools' output says, read by hand (pastes/README.md, `expected.ibTools`). */
interface ExpectedIbTools {
  readonly tools: readonly string[];
  readonly portCount?: number;
  readonly activeCount?: number;
  readonly downCount?: number;
  readonly ports?: ReadonlyArray<{
    readonly line: number;
    readonly device: string;
    readonly port: number | null;
    readonly state: string | null;
    readonly physicalState: string | null;
    readonly rateGbps: number | null;
    readonly width: number | null;
    readonly laneGbps: number | null;
    readonly generation: string | null;
    readonly lid: number | null;
    readonly smLid: number | null;
    readonly lmc: number | null;
    readonly linkLayer: string | null;
    readonly firmware?: string;
    readonly peer?: { readonly name: string; readonly lid: number | null; readonly port: number | null };
    readonly couldBeLaneGbps?: number;
  }>;
  readonly firmwareNull?: boolean;
  readonly gidCount?: number;
  readonly printedCount?: number | null;
  readonly gids?: ReadonlyArray<Record<string, unknown> & { readonly line: number }>;
  readonly ncclGidIndex?: ReadonlyArray<{
    readonly device: string;
    readonly port: number;
    readonly index: number;
  }>;
  readonly ibdiagnet?: {
    readonly stages: ReadonlyArray<{ line: number; stage: string; warnings: number; errors: number }>;
    readonly warnings: number;
    readonly errors: number;
    readonly nodes: number | null;
    readonly switches: number | null;
    readonly channelAdapters: number | null;
  };
  readonly findingCodes: readonly string[];
}

function ibTools(x: ExpectedIbTools, r: InfinibandToolsResult, say: Say): void {
  say("tools", x.tools, r.tools);
  if (x.portCount !== undefined) say("ports", x.portCount, r.ports.length);
  if (x.activeCount !== undefined)
    say("active ports", x.activeCount, r.ports.filter((p) => p.state === "active").length);
  if (x.downCount !== undefined)
    say("down ports", x.downCount, r.ports.filter((p) => p.state === "down").length);
  for (const p of x.ports ?? []) {
    const got = r.ports.find((q) => q.line === p.line);
    say(`port at line ${p.line}`, true, got !== undefined);
    if (got === undefined) continue;
    const w = `port at line ${p.line}`;
    say(`${w} device`, p.device, got.device);
    say(`${w} port`, p.port, got.port);
    say(`${w} state`, p.state, got.state);
    say(`${w} physical state`, p.physicalState, got.physicalState);
    say(`${w} rate`, p.rateGbps, got.rate?.gbps ?? null);
    say(`${w} width`, p.width, got.rate?.width ?? null);
    say(`${w} lane`, p.laneGbps, got.rate?.laneGbps ?? null);
    say(`${w} generation`, p.generation, got.rate?.generation ?? null);
    say(`${w} lid`, p.lid, got.lid);
    say(`${w} sm lid`, p.smLid, got.smLid);
    say(`${w} lmc`, p.lmc, got.lmc);
    say(`${w} link layer`, p.linkLayer, got.linkLayer);
    if (p.firmware !== undefined) say(`${w} firmware`, p.firmware, got.firmware);
    if (p.peer !== undefined) say(`${w} peer`, p.peer, got.peer);
    if (p.couldBeLaneGbps !== undefined) say(`${w} could be`, p.couldBeLaneGbps, got.couldBeLaneGbps);
  }
  if (x.firmwareNull)
    say(
      "firmware not read",
      true,
      r.ports.every((p) => p.firmware === null),
    );
  if (x.gidCount !== undefined) say("gids", x.gidCount, r.gids.length);
  for (const g of x.gids ?? []) {
    const got = r.gids.find((h) => h.line === g.line);
    const { line, ...fields } = g;
    say(`gid at line ${line}`, fields, got && { ...got, line: undefined, tool: undefined });
  }
  if (x.printedCount !== undefined) {
    const count = r.diagnostics.some((d) => d.code === "show-gids-count");
    say("show_gids count agrees", true, !count);
  }
  for (const n of x.ncclGidIndex ?? []) {
    const f = r.findings.find(
      (d) => d.code === "ib-nccl-gid-index" && d.values.device === n.device && d.values.port === n.port,
    );
    say(
      `NCCL GID index of ${n.device}:${n.port}`,
      n.index,
      f?.code === "ib-nccl-gid-index" ? f.values.index : null,
    );
  }
  if (x.ibdiagnet !== undefined) {
    const d = r.ibdiagnet;
    say(
      "ibdiagnet",
      x.ibdiagnet,
      d && {
        stages: d.stages,
        warnings: d.warnings,
        errors: d.errors,
        nodes: d.nodes,
        switches: d.switches,
        channelAdapters: d.channelAdapters,
      },
    );
  }
  say("finding codes", [...x.findingCodes].sort(), r.findings.map((f) => f.code).sort());
}

interface ExpectedRow {
  readonly line?: number;
  readonly bytes: number;
  readonly count: number;
  readonly type: string;
  readonly redop: string | null;
  readonly root?: number;
  readonly timeUsOop: number | string | null;
  readonly algbwOop: number | string | null;
  readonly busbwOop: number | string | null;
  readonly errorOrWrongOop: number | string | null;
  readonly timeUsIp: number | string | null;
  readonly algbwIp: number | string | null;
  readonly busbwIp: number | string | null;
  readonly errorOrWrongIp: number | string | null;
}

interface ExpectedNcclRun {
  readonly collective: string | null;
  readonly collectiveInferred?: string | null;
  readonly nranks: number | null;
  readonly nranksInferred?: number;
  readonly rows: number;
  readonly firstRow?: ExpectedRow | null;
  readonly lastRow?: ExpectedRow | null;
  readonly avgBusbw: number | string | null;
  readonly errorColumn: string | null;
  readonly era: string | null;
  readonly outOfBounds?: { count: number; ok: boolean } | null;
  readonly header?: Readonly<Record<string, number>> | null;
  readonly interleaved?: { readonly processes: number };
}

function ncclRun(where: string, x: ExpectedNcclRun, run: NcclTestsRun, say: Say): void {
  say(`${where} collective`, x.collective ?? firstWord(x.collectiveInferred ?? null), run.collective);
  say(`${where} nranks`, x.nranks ?? x.nranksInferred ?? null, run.nranks);
  say(`${where} rows`, x.rows, run.rows.length);
  say(`${where} avgBusbw`, typeof x.avgBusbw === "number" ? x.avgBusbw : null, run.avgBusBandwidthGBps);
  say(`${where} era`, firstWord(x.era), run.header.era);
  if (x.outOfBounds !== undefined) say(`${where} outOfBounds`, x.outOfBounds, run.outOfBounds);
  for (const [key, value] of Object.entries(x.header ?? {})) {
    say(`${where} header.${key}`, value, (run.header as unknown as Record<string, unknown>)[key]);
  }
  say(`${where} processes`, x.interleaved?.processes ?? 1, run.processes);
  const errorKind = x.errorColumn === "max-error" || x.errorColumn?.startsWith("res") ? "maxError" : "wrong";
  const rowAt = (expected: ExpectedRow | null | undefined, label: string, index: number) => {
    if (expected === null || expected === undefined) return;
    const row = run.rows[index];
    if (row === undefined) return say(`${where} ${label}`, "a row", undefined);
    if (expected.line !== undefined) say(`${where} ${label}.line`, expected.line, row.line);
    say(`${where} ${label}.bytes`, expected.bytes, row.bytes);
    say(`${where} ${label}.count`, expected.count, row.count);
    say(`${where} ${label}.type`, expected.type, row.type);
    say(`${where} ${label}.redop`, expected.redop, row.redop);
    if (expected.root !== undefined) say(`${where} ${label}.root`, expected.root, row.root);
    half(
      `${where} ${label} out-of-place`,
      expected.timeUsOop,
      expected.algbwOop,
      expected.busbwOop,
      expected.errorOrWrongOop,
      row.outOfPlace,
    );
    half(
      `${where} ${label} in-place`,
      expected.timeUsIp,
      expected.algbwIp,
      expected.busbwIp,
      expected.errorOrWrongIp,
      row.inPlace,
    );
  };
  const half = (
    label: string,
    time: number | string | null,
    algbw: number | string | null,
    busbw: number | string | null,
    check: number | string | null,
    got: NcclTestsTiming | null,
  ) => {
    if (typeof time !== "number") return say(`${label}`, null, got);
    say(`${label} time`, time, got?.timeUs);
    say(`${label} algbw`, algbw, got?.algbwGBps);
    say(`${label} busbw`, busbw, got?.busbwGBps);
    const value = typeof check === "number" ? check : null;
    say(`${label} ${errorKind}`, value, errorKind === "maxError" ? got?.maxError : got?.wrong);
    say(
      `${label} ${errorKind === "maxError" ? "wrong" : "maxError"}`,
      null,
      errorKind === "maxError" ? got?.wrong : got?.maxError,
    );
  };
  rowAt(x.firstRow, "firstRow", 0);
  rowAt(x.lastRow, "lastRow", run.rows.length - 1);
}

interface ExpectedNcclLog {
  readonly ncclVersion: string | readonly string[] | null;
  readonly hosts: readonly string[];
  readonly nranks: number | null;
  readonly nics: unknown;
  readonly network?: string | null;
  readonly ofiProvider?: string;
  readonly channels?: number | null;
  readonly transports?: readonly string[];
  readonly nvls?: boolean | null;
  readonly pxn?: boolean | null;
  readonly gidIndex?: number;
  readonly env?: Readonly<Record<string, string>>;
  readonly gdrState?: "on" | "off" | "mixed" | null;
  readonly mistakeCodes: readonly string[];
}

function ncclLog(x: ExpectedNcclLog, log: NcclLog, runs: readonly NcclTestsRun[], say: Say): void {
  const versions =
    x.ncclVersion === null ? [] : typeof x.ncclVersion === "string" ? [x.ncclVersion] : x.ncclVersion;
  say("log versions", sorted(versions), sorted(log.versions.map((v) => v.version)));
  say("log hosts", sorted(x.hosts), sorted(log.hosts));
  // A mixed entry's rank count comes from its device lines when the log prints none.
  say("log nranks", x.nranks, log.nranks ?? runs[0]?.nranks ?? null);
  const nics = (list: readonly NicExpected[]) => [
    ...new Set(list.map((n) => `${n.name}:${n.port}/${n.linkLayer}`)),
  ];
  if (Array.isArray(x.nics)) say("log nics", sorted(nics(x.nics)), sorted(nics(log.nics)));
  else {
    for (const [host, list] of Object.entries(x.nics as Record<string, NicExpected[]>)) {
      say(`log nics on ${host}`, sorted(nics(list)), sorted(nics(log.nics.filter((n) => n.host === host))));
    }
  }
  if (x.network !== undefined)
    say("log network", firstWord(x.network), log.network === null ? null : firstWord(log.network.name));
  if (x.ofiProvider !== undefined) say("log ofiProvider", x.ofiProvider, log.ofiProvider);
  if (x.channels !== undefined) say("log channels", x.channels, log.channels);
  if (x.transports !== undefined)
    say("log transports", sorted(x.transports), sorted(log.transports.map((t) => t.transport)));
  if (x.nvls === true || x.nvls === false) say("log nvls used", x.nvls, log.nvls === true);
  if (x.pxn === true || x.pxn === false) say("log pxn used", x.pxn, log.pxn === true);
  if (x.gidIndex !== undefined) say("log gidIndex", x.gidIndex, log.gidIndex);
  if (x.gdrState !== undefined) say("log gdr", x.gdrState, log.gdr);
  const codes = new Set(log.findings.map((f) => f.code as string));
  if (runs.some((r) => r.processes > 1)) codes.add("nccl-separate-processes");
  say("log mistakes", sorted(x.mistakeCodes), sorted([...codes]));
}

interface NicExpected {
  readonly name: string;
  readonly port: number | null;
  readonly linkLayer: string | null;
}

interface ExpectedPerftest {
  readonly program: string | null;
  readonly title?: string | null;
  readonly verb: string | null;
  readonly measure: string;
  readonly device?: string | null;
  readonly linkType?: string | null;
  readonly connectionType?: string;
  readonly mtu?: number;
  readonly numberOfQps?: number;
  readonly gidIndex?: number;
  readonly bidirectional?: boolean;
  readonly unit?: string;
  readonly rows: number;
  readonly firstRow: Readonly<Record<string, number | null>>;
  readonly lastRow?: Readonly<Record<string, number | null>>;
  readonly peakNotMeasured?: boolean;
}

function perftestTest(where: string, x: ExpectedPerftest, test: PerftestTest, say: Say): void {
  if (x.program !== null) say(`${where} program`, firstWord(x.program), test.program);
  if (x.title !== undefined) say(`${where} title`, x.title, test.title);
  if (x.verb !== null) say(`${where} verb`, firstWord(x.verb), test.verb);
  say(`${where} measure`, x.measure, test.measure);
  if (x.device !== undefined) say(`${where} device`, firstWord(x.device), test.device);
  if (x.linkType !== undefined) say(`${where} linkType`, x.linkType, test.linkType);
  if (x.connectionType !== undefined) say(`${where} connectionType`, x.connectionType, test.connectionType);
  if (x.mtu !== undefined) say(`${where} mtu`, x.mtu, test.mtuBytes);
  if (x.numberOfQps !== undefined) say(`${where} numberOfQps`, x.numberOfQps, test.numberOfQps);
  if (x.gidIndex !== undefined) say(`${where} gidIndex`, x.gidIndex, test.gidIndex);
  if (x.bidirectional !== undefined) say(`${where} bidirectional`, x.bidirectional, test.bidirectional);
  if (x.unit !== undefined) say(`${where} unit`, x.unit, test.bandwidthUnit);
  if (x.peakNotMeasured !== undefined)
    say(`${where} peak not measured`, x.peakNotMeasured, !test.peakMeasured);
  const rows = x.measure === "bandwidth" ? test.bandwidthRows : test.latencyRows;
  say(`${where} rows`, x.rows, rows.length);
  const rowAt = (
    expected: Readonly<Record<string, number | null>> | undefined,
    label: string,
    index: number,
  ) => {
    if (expected === undefined) return;
    const row = rows[index] as unknown as Record<string, number | null> | undefined;
    if (row === undefined) return say(`${where} ${label}`, "a row", undefined);
    const names: Readonly<Record<string, string>> = {
      msgRate: "msgRateMpps",
      tMin: "tMinUs",
      tMax: "tMaxUs",
      tTypical: "tTypicalUs",
      tAvg: "tAvgUs",
      tStdev: "tStdevUs",
      p99: "p99Us",
      p999: "p999Us",
    };
    for (const [key, value] of Object.entries(expected))
      say(`${where} ${label}.${key}`, value, row[names[key] ?? key]);
  };
  rowAt(x.firstRow, "firstRow", 0);
  rowAt(x.lastRow, "lastRow", rows.length - 1);
}

interface ExpectedIperfLine {
  readonly transfer?: number;
  readonly transferUnit?: string;
  readonly bitrate?: number;
  readonly bitrateUnit?: string;
  readonly bitsPerSecond: number;
  readonly bytes?: number;
  readonly seconds?: number;
  readonly retransmits?: number;
  readonly jitterMs?: number;
  readonly lost?: number;
  readonly total?: number;
  readonly lossPercent?: number;
  readonly totalDatagrams?: number;
  readonly stream?: number;
}

interface ExpectedIperf {
  readonly tool: "iperf3" | "iperf2";
  readonly protocol: string;
  readonly streams: number;
  readonly intervals: number;
  readonly sender?: ExpectedIperfLine | null;
  readonly receiver?: ExpectedIperfLine | null;
  readonly summaryNoSide?: ExpectedIperfLine;
  readonly serverReport?: ExpectedIperfLine;
  readonly firstInterval?: ExpectedIperfLine;
  readonly lastInterval?: ExpectedIperfLine;
  readonly lines?: readonly ExpectedIperfLine[];
  readonly sentDatagrams?: number | null;
}

function iperfRun(where: string, x: ExpectedIperf, run: Iperf3Run, say: Say): void {
  say(`${where} tool`, x.tool, run.tool);
  say(`${where} protocol`, x.protocol, run.protocol);
  say(`${where} streams`, x.streams, run.streams);
  say(`${where} intervals`, x.intervals, run.intervals.length);
  const line = (
    label: string,
    expected: ExpectedIperfLine | null | undefined,
    got: Iperf3Line | null | undefined,
  ) => {
    if (expected === undefined) return;
    if (expected === null) return say(`${where} ${label}`, null, got ?? null);
    if (got === null || got === undefined) return say(`${where} ${label}`, "a line", got ?? null);
    const json = expected.seconds !== undefined;
    if (json) {
      say(`${where} ${label}.bytes`, expected.bytes, got.transferBytes);
      say(`${where} ${label}.seconds`, expected.seconds, got.endSeconds - got.startSeconds);
    } else {
      say(
        `${where} ${label}.transfer`,
        [expected.transfer, expected.transferUnit],
        [got.transfer, got.transferUnit],
      );
      say(
        `${where} ${label}.bitrate`,
        [expected.bitrate, expected.bitrateUnit],
        [got.bitrate, got.bitrateUnit],
      );
    }
    say(`${where} ${label}.bitsPerSecond`, expected.bitsPerSecond, got.bitsPerSecond);
    if (expected.retransmits !== undefined)
      say(`${where} ${label}.retransmits`, expected.retransmits, got.retransmits);
    if (expected.jitterMs !== undefined) say(`${where} ${label}.jitterMs`, expected.jitterMs, got.jitterMs);
    if (expected.lost !== undefined) say(`${where} ${label}.lost`, expected.lost, got.lostDatagrams);
    if (expected.total !== undefined) say(`${where} ${label}.total`, expected.total, got.totalDatagrams);
    if (expected.totalDatagrams !== undefined)
      say(`${where} ${label}.totalDatagrams`, expected.totalDatagrams, got.totalDatagrams);
    if (expected.lossPercent !== undefined)
      say(`${where} ${label}.lossPercent`, expected.lossPercent, got.lossPercent);
    if (expected.stream !== undefined) say(`${where} ${label}.stream`, expected.stream, got.stream);
  };
  line("sender", x.sender, run.sender);
  line("receiver", x.receiver ?? x.serverReport, run.receiver);
  line("total", x.summaryNoSide, run.total);
  line("firstInterval", x.firstInterval, run.intervals[0]);
  line("lastInterval", x.lastInterval, run.intervals.at(-1));
  for (const [i, l] of (x.lines ?? []).entries()) line(`summary ${i}`, l, run.summary[i]);
  if (x.sentDatagrams !== undefined) say(`${where} sentDatagrams`, x.sentDatagrams, run.sentDatagrams);
}

/** The word a value starts with: `"all_reduce (not named ...)"` -> "all_reduce"; null stays null. */
function firstWord(value: string | null): string | null {
  if (value === null) return null;
  const cut = value.indexOf(" (");
  return (cut < 0 ? value : value.slice(0, cut)).split(" ")[0] ?? null;
}

function sorted(values: readonly string[]): string[] {
  return [...values].sort();
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === "number" && typeof b === "number")
    return a === b || Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
  if (a === undefined && b === null) return true;
  return JSON.stringify(a) === JSON.stringify(b);
}

function show(value: unknown): string {
  return value === undefined ? "undefined" : JSON.stringify(value);
}
