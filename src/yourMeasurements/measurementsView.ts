/**
 * What the "Your measurements" page shows for a state, in the page's language: a pure function
 * (state -> view model) with every label worded, every number formatted, and the comparison made.
 * The template (measurementsTemplate.ts) only lays the view model out; the page draws the chart.
 */
import type { MeasurementDiagnostic, MeasurementResult } from "fabric-model";
import {
  awsFlowRateLimits,
  gpuPreset,
  gpuPresetIds,
  inGbps,
  linkPresets,
  ncclProtocols,
  networkPluginProtocol,
} from "fabric-model";
import { csvText } from "../lib/exportFigure.ts";
import { formatNumber, type Lang, type translator, type UiKey } from "../lib/i18n.ts";
import { lensNote, type UnitLens } from "../lib/unitLens.ts";
import { compareIperf3 } from "./compareIperf3.ts";
import { acrossKernelTcp, compareNcclTests } from "./compareNcclTests.ts";
import { comparePerftest } from "./comparePerftest.ts";
import { unmodelledDevice } from "./guessNcclHardware.ts";
import { HARDWARE_QUERY_KEYS, LINKABLE_TRANSPORTS } from "./hardwareQuery.ts";
import { type IbToolsView, ibToolsView } from "./ibToolsView.ts";
import { isCollective } from "./isCollective.ts";
import type { MeasurementComparison } from "./MeasurementComparison.ts";
import {
  fullResult,
  type HardwareProblem,
  type MeasurementRead,
  type MeasurementsState,
  type MeasurementsStatus,
  NUMBER_FIELDS,
  PREVIEW_LINES,
  shownNcclRun,
  TABLE_ROWS_SHOWN,
} from "./measurementsState.ts";
import { measurementTable } from "./measurementTable.ts";
import { type NcclLogView, ncclLogView } from "./ncclLogView.ts";

type Tr = ReturnType<typeof translator>;

/** The page's language, its dictionary and the unit lens: what a view is worded and drawn with. */
export interface ViewContext {
  readonly lang: Lang;
  readonly tr: Tr;
  readonly lens: UnitLens;
}

/** The hardware form's labels, which also name a link's fields. */
const HARDWARE_FIELD_LABELS = {
  gpu: "measure.gpu",
  gpusPerNode: "measure.gpusPerNode",
  nodes: "measure.nodes",
  nicCount: "measure.nicCount",
  nicGbps: "measure.nicGbps",
  transport: "measure.transport",
} as const satisfies Record<(typeof HARDWARE_QUERY_KEYS)[number], UiKey>;
/** What NCCL_ALGO may ask for, as the model prices it. */
const ALGORITHMS = ["ring", "tree", "nvls", "nvlstree", "collnet", "pat"] as const;
/** The counts the form offers for NCCL's whole-number settings (and any other a paste sets). */
const COUNT_CHOICES = {
  qpsPerConnection: [1, 2, 4, 8],
  minChannels: [2, 4, 8, 16, 24, 32, 64],
  socketsPerConnection: [1, 2, 4, 8, 16, 32, 64],
} as const;
/** The per-flow limits the form offers over kernel TCP, Gb/s, and the label of each (`awsFlowRateLimits`). */
const FLOW_CHOICES = [
  { gbps: inGbps(awsFlowRateLimits.other), label: "measure.flowAws" },
  { gbps: inGbps(awsFlowRateLimits.clusterPlacementGroup), label: "measure.flowAwsPlacementGroup" },
  { gbps: inGbps(awsFlowRateLimits.enaExpress), label: "measure.flowAwsEnaExpress" },
] as const;
const LINKS = (Object.keys(linkPresets) as Array<keyof typeof linkPresets>).filter((id) =>
  /^(ib|ethernet)-/.test(id),
);

/** The status line and the note under a held text. */
export interface StatusView {
  readonly status: string;
  /** Said under the box when it previews a held text; undefined when it shows all. */
  readonly heldNote?: string;
}

/** One field of the hardware form: a select or a number, and where its value came from. */
export interface HardwareFieldView {
  readonly name: string;
  readonly label: string;
  /** "from the output", "assumed: check it" or "your value". */
  readonly source: string;
  readonly value: string;
  readonly options?: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly range?: { readonly min: number; readonly max: number };
}

/** A remark with its line ("Line 4"), or none for one about the input as a whole. */
export interface RemarkView {
  readonly line?: string;
  readonly text: string;
}

/** The results of one read. */
export interface ResultView {
  /** The headings of the sections, and the CSV button's label. */
  readonly labels: {
    readonly problems: string;
    readonly noProblems: string;
    readonly hardware: string;
    readonly hardwareHint: string;
    readonly chart: string;
    readonly diagnostics: string;
    readonly noDiagnostics: string;
    readonly notes: string;
    readonly table: string;
    readonly downloadCsv: string;
  };
  readonly kindLine: string;
  /** The text holds several nccl-tests runs: which one is shown, and the others to pick. */
  readonly runs?: {
    readonly label: string;
    readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
    readonly selected: string;
  };
  /** What the reader should know to read the numbers (a bidirectional run, a peak not measured). */
  readonly notices: readonly string[];
  /** The output's kind is known, but no result row was read: nothing to compare. */
  readonly nothingRead?: string;
  /** Shown when the output is of a known kind and rows were read. */
  readonly compared?: {
    readonly problems: readonly string[];
    readonly unavailable?: string;
    readonly hardware: readonly HardwareFieldView[];
    readonly hardwareError?: string;
    /** The comparison to chart, when it has points, with the unit lens's note. */
    readonly chart?: {
      readonly comparison: MeasurementComparison;
      readonly xKind: "bytes" | "streams";
      readonly lensNote: string;
    };
  };
  readonly diagnostics: readonly RemarkView[];
  readonly notes: readonly RemarkView[];
  /** What NCCL's own log says it built, when the text holds it. */
  readonly ncclLog?: NcclLogView & {
    readonly labels: {
      readonly title: string;
      readonly findings: string;
      readonly noFindings: string;
      readonly diagram: string;
      readonly channel: string;
      readonly view: string;
      readonly ring: string;
      readonly tree: string;
    };
  };
  /** What the InfiniBand tools (ibstat, ibv_devinfo, iblinkinfo, ibdiagnet, show_gids) report. */
  readonly ibTools?: IbToolsView;
  readonly table?: {
    readonly headers: readonly string[];
    /** The rows shown (the first `TABLE_ROWS_SHOWN`). */
    readonly rows: ReadonlyArray<ReadonlyArray<number | string>>;
    /** "First 200 of 10,000 rows…" when not all rows are shown. */
    readonly shownNote?: string;
  };
}

/** The status line of a state: `statusText({ kind: "empty" }, ctx)` -> "Nothing to read yet: …". */
export function statusText(
  status: MeasurementsStatus,
  { lang, tr }: Pick<ViewContext, "lang" | "tr">,
): string {
  switch (status.kind) {
    case "empty":
      return tr("measure.empty");
    case "edited":
      return tr("measure.edited");
    case "reading":
      return status.done !== undefined && status.total !== undefined && status.total > 0
        ? tr("measure.readingProgress", {
            done: formatNumber(lang, status.done / 1e6, 1),
            total: formatNumber(lang, status.total / 1e6, 1),
          })
        : tr("measure.reading");
    case "readIn":
      return tr("measure.readIn", { ms: formatNumber(lang, status.ms, 0) });
    case "tooLarge":
      return tr("measure.tooLarge", {
        size: formatNumber(lang, status.chars / 1e6, 1),
        max: formatNumber(lang, status.maxChars / 1e6, 0),
      });
    case "timeout":
      return tr("measure.timeout", { seconds: status.seconds });
    case "failed":
      return tr("measure.failed", { message: status.message });
    case "notRead":
      return tr("measure.notRead", {
        reason: tr(`measure.msg.${status.code}` as UiKey, status.values as Record<string, string | number>),
      });
  }
}

/**
 * What the status line adds when the page was opened with a link naming hardware: that hardware,
 * while nothing is read yet, and the values of the link it did not take (always).
 */
function plannedNote(state: MeasurementsState, { lang, tr }: Pick<ViewContext, "lang" | "tr">): string {
  const planned = state.planned;
  if (!planned) return "";
  const h = planned.hardware;
  const parts: string[] = [];
  if (state.status.kind === "empty" && Object.keys(h).length > 0) {
    const fields = HARDWARE_QUERY_KEYS.filter((key) => h[key] !== undefined).map((key) =>
      tr("measure.linkField", {
        field: tr(HARDWARE_FIELD_LABELS[key]),
        value: typeof h[key] === "number" ? formatNumber(lang, h[key], 0) : String(h[key]),
      }),
    );
    parts.push(tr("measure.linkHardware", { fields: fields.join(", ") }));
  }
  for (const { field, value } of planned.refused) {
    const known = (HARDWARE_QUERY_KEYS as readonly string[]).includes(field);
    parts.push(
      tr("measure.linkRefused", {
        field: known ? tr(HARDWARE_FIELD_LABELS[field as keyof typeof HARDWARE_FIELD_LABELS]) : field,
        value,
      }),
    );
  }
  return parts.map((part) => ` ${part}`).join("");
}

/** The status line, and the note under the box when it previews a held text or file. */
export function statusView(state: MeasurementsState, context: Pick<ViewContext, "lang" | "tr">): StatusView {
  const { lang, tr } = context;
  const held = state.held;
  const vars = held && {
    size: formatNumber(lang, (held.kind === "text" ? held.text.length : held.size) / 1e6, 1),
    lines: formatNumber(lang, held.lines, 0),
    shown: PREVIEW_LINES,
  };
  return {
    status: statusText(state.status, context) + plannedNote(state, context),
    ...(held && vars
      ? {
          heldNote:
            held.kind === "text"
              ? tr("measure.held", vars)
              : tr("measure.heldFile", { ...vars, name: held.name }),
        }
      : {}),
  };
}

/** The measurement against the model for the read's hardware or link (undefined: nothing to compare). */
export function comparisonOf(read: MeasurementRead): MeasurementComparison | undefined {
  const r = read.head;
  if (r.kind === "nccl-tests" && read.hardware) {
    if (read.run === 0 && read.first && read.first.hardware === read.hardware) return read.first.comparison;
    const run = shownNcclRun(read);
    return run ? compareNcclTests(run, read.hardware) : undefined;
  }
  if (r.kind === "perftest") return comparePerftest(r, read.link);
  if (r.kind === "iperf3") return compareIperf3(r, read.link);
  return undefined;
}

function kindLine(read: MeasurementRead, tr: Tr): string {
  const result = read.head;
  switch (result.kind) {
    case "nccl-tests": {
      const run = read.run === 0 ? result : (shownNcclRun(read) ?? result);
      return tr("measure.kindNccl", {
        collective: run.collective ?? "?",
        ranks: run.nranks ?? "?",
        rows: read.run === 0 ? read.rowCount : run.rows.length,
      });
    }
    case "nccl-log":
      return tr("measure.kindNcclLog", {
        version: result.ncclLog.versions.map((v) => v.version).join(", ") || "?",
        lines: result.ncclLog.linesRead,
      });
    case "perftest": {
      const test =
        result.tests.find((t) => t.bandwidthRows.length + t.latencyRows.length > 0) ?? result.tests[0];
      return tr(test?.bidirectional ? "measure.kindPerftestBidirectional" : "measure.kindPerftest", {
        program: test?.program ?? test?.title ?? "perftest",
        rows: (test?.bandwidthRows.length ?? 0) + (test?.latencyRows.length ?? 0),
      });
    }
    case "iperf3":
      return tr(result.tool === "iperf2" ? "measure.kindIperf2" : "measure.kindIperf3", {
        runs: result.runs.length,
      });
    case "infiniband-tools":
      return tr("measure.kindIbTools", {
        tools: result.tools.join(", "),
        ports: result.ports.length,
        gids: result.gids.length,
      });
    default:
      return tr("measure.unknown");
  }
}

/** The runs of a text with several, to pick one: "Line 12: all_reduce, 16 ranks, 30 sizes". */
function runsOf(read: MeasurementRead, tr: Tr): ResultView["runs"] {
  const result = read.head;
  if (result.kind !== "nccl-tests" || result.moreRuns.length === 0) return undefined;
  const runs = [result, ...result.moreRuns];
  return {
    label: tr("measure.run"),
    options: runs.map((run, i) => ({
      value: String(i),
      label: tr("measure.runOption", {
        line: run.line,
        collective: run.collective ?? "?",
        ranks: run.nranks ?? "?",
        rows: i === 0 ? read.rowCount : run.rows.length,
      }),
    })),
    selected: String(read.run),
  };
}

/** What to know before reading the numbers: perftest's bidirectional sum and a peak it did not measure. */
function noticesOf(read: MeasurementRead, tr: Tr): string[] {
  const result = read.head;
  if (result.kind !== "perftest") return [];
  const test = result.tests.find((t) => t.bandwidthRows.length > 0);
  if (!test) return [];
  return [
    ...(test.bidirectional ? [tr("measure.noticeBidirectional")] : []),
    ...(test.peakMeasured ? [] : [tr("measure.noticePeakNotMeasured")]),
  ];
}

/** A refused hardware value in the reader's words: the field by its label, why, and that the last valid one stays. */
function problemText(problem: HardwareProblem, tr: Tr): string {
  const label = (field: string) =>
    field in NUMBER_FIELDS
      ? tr(NUMBER_FIELDS[field as keyof typeof NUMBER_FIELDS].label)
      : tr(`measure.${field}` as UiKey);
  const why = (() => {
    switch (problem.kind) {
      case "empty":
        return tr("measure.hardwareEmpty", { field: label(problem.field) });
      case "notWhole":
        return tr("measure.hardwareNotWhole", { field: label(problem.field), value: problem.value });
      case "range":
        return tr("measure.hardwareRange", {
          field: label(problem.field),
          value: problem.value,
          min: problem.min,
          max: problem.max,
        });
      case "model":
        return tr("measure.hardwareModel", { field: label(problem.field), message: problem.message });
    }
  })();
  return tr("measure.hardwareInvalid", { problem: why });
}

/** The hardware form's fields: the nccl-tests hardware, or the link for perftest and iperf3. */
function hardwareFields(read: MeasurementRead, tr: Tr): HardwareFieldView[] {
  const source = (field: string) =>
    tr(
      read.edited.includes(field)
        ? "measure.yourValue"
        : read.known.includes(field)
          ? "measure.fromOutput"
          : read.fromLink.includes(field)
            ? "measure.fromLink"
            : "measure.assumed",
    );
  // A GPU the output names but no preset models: say which, rather than only "assumed".
  const gpuSource = () => {
    const chosen = read.edited.includes("gpu") || read.fromLink.includes("gpu");
    const run = chosen ? undefined : shownNcclRun(read);
    const device = run === undefined ? undefined : unmodelledDevice(run);
    return device === undefined ? source("gpu") : tr("measure.gpuUnmodelled", { name: device });
  };
  // Left to NCCL where the network plugin sets it: say what "auto" means there.
  const protocolSource = () => {
    const set = read.hardware;
    const plugin =
      set && set.protocol === undefined && set.nodes > 1
        ? networkPluginProtocol(set.transport, gpuPreset(set.gpu).computeCapability)
        : null;
    return plugin === null ? source("protocol") : tr("measure.protocolPlugin", { protocol: plugin });
  };
  const hw = read.hardware;
  if (!hw) {
    return [
      {
        name: "link",
        label: tr("measure.link"),
        source: source("link"),
        value: read.link,
        options: LINKS.map((id) => ({ value: id, label: linkPresets[id].label })),
      },
    ];
  }
  // A whole-number NCCL setting: NCCL's default, the counts offered, and any other the paste set.
  const countField = (name: keyof typeof COUNT_CHOICES) => {
    const set = hw[name];
    const values = [...new Set([...COUNT_CHOICES[name], ...(set === undefined ? [] : [set])])].sort(
      (a, b) => a - b,
    );
    return {
      name,
      label: tr(`measure.${name}`),
      source: source(name),
      value: set === undefined ? "auto" : String(set),
      options: [
        { value: "auto", label: tr("measure.ncclDefault") },
        ...values.map((n) => ({ value: String(n), label: String(n) })),
      ],
    };
  };
  const numbers = (Object.keys(NUMBER_FIELDS) as Array<keyof typeof NUMBER_FIELDS>).map((name) => ({
    name,
    label: tr(NUMBER_FIELDS[name].label),
    source: source(name),
    value: String(hw[name]),
    range: { min: NUMBER_FIELDS[name].min, max: NUMBER_FIELDS[name].max },
  }));
  return [
    {
      name: "gpu",
      label: tr("measure.gpu"),
      source: gpuSource(),
      value: hw.gpu,
      options: gpuPresetIds.map((id) => ({ value: id, label: id })),
    },
    ...numbers,
    {
      name: "transport",
      label: tr("measure.transport"),
      source: source("transport"),
      value: hw.transport,
      options: LINKABLE_TRANSPORTS.map((id) => ({ value: id, label: id })),
    },
    {
      name: "algorithm",
      label: tr("measure.algorithm"),
      source: source("algorithm"),
      value: hw.algorithm ?? "auto",
      options: [
        { value: "auto", label: tr("measure.auto") },
        ...ALGORITHMS.map((id) => ({ value: id, label: id })),
      ],
    },
    {
      name: "protocol",
      label: tr("measure.protocol"),
      source: protocolSource(),
      value: hw.protocol ?? "auto",
      options: [
        { value: "auto", label: tr("measure.auto") },
        ...ncclProtocols.map((id) => ({ value: id, label: id })),
      ],
    },
    ...(["qpsPerConnection", "minChannels"] as const).map(countField),
    // Over kernel TCP: the sockets of each connection, and what one flow may carry.
    ...(acrossKernelTcp(hw)
      ? [
          countField("socketsPerConnection"),
          {
            name: "flowGbps",
            label: tr("measure.flowGbps"),
            source: source("flowGbps"),
            value: hw.flowGbps === undefined ? "auto" : String(hw.flowGbps),
            options: [
              { value: "auto", label: tr("measure.flowNone") },
              ...FLOW_CHOICES.map((c) => ({ value: String(c.gbps), label: tr(c.label) })),
            ],
          },
        ]
      : []),
    // Over EFA across nodes: whether aws-ofi-nccl's tuner picks NCCL's algorithm and protocol.
    ...(
      [
        "nvls",
        "collnet",
        "p2p",
        ...(hw.transport === "efa" && hw.nodes > 1 ? (["ofiTuner"] as const) : []),
      ] as const
    ).map((name) => {
      const set = hw[name];
      return {
        name,
        label: tr(`measure.${name}`),
        source: source(name),
        value: set === undefined ? "auto" : set ? "on" : "off",
        options:
          name === "ofiTuner"
            ? [
                { value: "auto", label: tr("measure.tunerByRelease") },
                { value: "on", label: tr("measure.tunerLoaded") },
                { value: "off", label: tr("measure.tunerNotLoaded") },
              ]
            : [
                { value: "auto", label: tr("measure.ncclDefault") },
                { value: "on", label: tr("measure.settingOn") },
                { value: "off", label: tr("measure.settingOff") },
              ],
      };
    }),
  ];
}

/**
 * Remarks with their line numbers, every one the parser kept (it keeps at most 100 of a kind and
 * counts the rest in one closing remark). Line 0 is about the input as a whole: no number.
 */
function remarks(list: readonly MeasurementDiagnostic[], { tr }: ViewContext): RemarkView[] {
  return list.map((d) => ({
    ...(d.line > 0 ? { line: tr("measure.line", { line: d.line }) } : {}),
    text: tr(`measure.msg.${d.code}`, d.values),
  }));
}

/**
 * The results of a read, worded: what it is, the problems and the hardware form, the chart's
 * comparison, the remarks by line, and the rows shown.
 * @example resultView(state.read, { lang: "en", tr, lens }).kindLine // "nccl-tests output: all_reduce…"
 */
export function resultView(read: MeasurementRead, context: ViewContext): ResultView {
  const { tr, lens, lang } = context;
  const r = read.head;
  const shownRun = read.run > 0 ? shownNcclRun(read) : undefined;
  const table = measurementTable(shownRun ?? r);
  const rowCount = shownRun ? shownRun.rows.length : read.rowCount;
  // The InfiniBand tools report facts, not a measurement to hold against the model.
  const comparable = r.kind !== "unknown" && r.kind !== "nccl-log" && r.kind !== "infiniband-tools";
  const nothingRead = comparable && rowCount === 0;
  let compared: ResultView["compared"];
  let comparisonNotices: MeasurementComparison["notices"];
  if (comparable && !nothingRead) {
    let comparison: MeasurementComparison | undefined;
    let failure: string | undefined;
    try {
      comparison = comparisonOf(read);
      comparisonNotices = comparison?.notices;
    } catch (error) {
      failure = tr("measure.failed", { message: error instanceof Error ? error.message : String(error) });
    }
    const charted = comparison?.series.some((s) => s.points.length > 0) ? comparison : undefined;
    const unavailable = comparison?.modelUnavailable;
    const problem = read.hardwareProblem ? problemText(read.hardwareProblem, tr) : failure;
    compared = {
      problems: (comparison?.problems ?? []).map((p) => tr(p.key, p.vars)),
      ...(unavailable ? { unavailable: tr(unavailable.key, unavailable.vars) } : {}),
      hardware: hardwareFields(read, tr),
      ...(problem ? { hardwareError: problem } : {}),
      ...(charted
        ? {
            chart: {
              comparison: charted,
              xKind: r.kind === "iperf3" ? "streams" : "bytes",
              // The conversion the unit lens applied to the chart, as under every figure.
              lensNote:
                charted.quantity === "rate"
                  ? lensNote(lens, new Set(["throughput"]), isCollective(charted))
                      .map((key) => tr(key))
                      .join(" ")
                  : "",
            },
          }
        : {}),
    };
  }
  return {
    labels: {
      problems: tr("measure.problems"),
      noProblems: tr("measure.noProblems"),
      hardware: tr("measure.hardware"),
      hardwareHint: tr("measure.hardwareHint"),
      chart: tr("measure.chart"),
      diagnostics: tr("measure.diagnostics"),
      noDiagnostics: tr("measure.noDiagnostics"),
      notes: tr("measure.notes"),
      table: tr("measure.table"),
      downloadCsv: tr("measure.downloadCsv"),
    },
    kindLine: kindLine(read, tr),
    ...(runsOf(read, tr) ? { runs: runsOf(read, tr) } : {}),
    notices: [...noticesOf(read, tr), ...(comparisonNotices ?? []).map((n) => tr(n.key, n.vars))],
    ...(nothingRead ? { nothingRead: tr("measure.noRows") } : {}),
    ...(compared ? { compared } : {}),
    diagnostics: remarks(r.diagnostics, context),
    notes: remarks(r.notes, context),
    ...(logOf(read, shownRun, { lang, tr }) ?? {}),
    ...(r.kind === "infiniband-tools" ? { ibTools: ibToolsView(r, { lang, tr }) } : {}),
    ...(table.rows.length > 0
      ? {
          table: {
            headers: table.headers.map((h) => tr(h)),
            rows: table.rows.slice(0, TABLE_ROWS_SHOWN),
            ...(rowCount > TABLE_ROWS_SHOWN
              ? { shownNote: tr("measure.tableShown", { shown: TABLE_ROWS_SHOWN, total: rowCount }) }
              : {}),
          },
        }
      : {}),
  };
}

/** The NCCL log section, when the read holds NCCL's log. */
function logOf(
  read: MeasurementRead,
  shownRun: ReturnType<typeof shownNcclRun>,
  { lang, tr }: Pick<ViewContext, "lang" | "tr">,
): Pick<ResultView, "ncclLog"> | undefined {
  const r = read.head;
  const log = r.kind === "nccl-log" || r.kind === "nccl-tests" ? r.ncclLog : null;
  if (!log) return undefined;
  const ranks = r.kind === "nccl-tests" ? (shownRun ?? r).ranks : [];
  return {
    ncclLog: {
      ...ncclLogView(log, ranks, read.diagram, { lang, tr }),
      labels: {
        title: tr("measure.log.title"),
        findings: tr("measure.log.findings"),
        noFindings: tr("measure.log.noFindings"),
        diagram: tr("measure.log.diagram"),
        channel: tr("measure.log.channel"),
        view: tr("measure.log.view"),
        ring: tr("measure.log.viewRing"),
        tree: tr("measure.log.viewTree"),
      },
    },
  };
}

/** The CSV of every row a read holds (not only those shown), headers in the page's language. */
export function measurementCsv(read: MeasurementRead, tr: Tr): { name: string; text: string } {
  const table = measurementTable(shownNcclRun(read) ?? (fullResult(read) as MeasurementResult));
  return {
    name: `measurement-${read.head.kind}.csv`,
    text: csvText(
      table.headers.map((h) => tr(h)),
      table.rows,
    ),
  };
}
