import {
  type InfinibandToolsResult,
  type Iperf3Line,
  type Iperf3Result,
  type MeasurementDiagnostic,
  type MeasurementResult,
  measurementMessageText,
  type NcclLog,
  type NcclTestsRun,
  type NcclTestsTiming,
  type PerftestResult,
  type PerftestTest,
} from "fabric-model";
import { formatTextTable } from "./formatTextTable.ts";

/**
 * A measurement parser's result as human-readable text: a summary line, a table of rows, then the
 * diagnostics and notes with their line numbers.
 * @example formatMeasurement(parseMeasurement(text)) // "nccl-tests all_reduce, 8 ranks ...\n..."
 */
export function formatMeasurement(result: MeasurementResult): string {
  let body: string;
  switch (result.kind) {
    case "nccl-tests":
      body = [result, ...result.moreRuns].map(formatNccl).join("\n");
      if (result.ncclLog !== null) body += formatNcclLog(result.ncclLog);
      break;
    case "nccl-log":
      body = formatNcclLog(result.ncclLog);
      break;
    case "perftest":
      body = formatPerftest(result);
      break;
    case "iperf3":
      body = formatIperf3(result);
      break;
    case "infiniband-tools":
      body = formatIbTools(result);
      break;
    default:
      body = "Not a recognised tool output.\n";
  }
  return body + remarks("Diagnostics", result.diagnostics) + remarks("Notes", result.notes);
}

/** The ports, GID rows and ibdiagnet summary the InfiniBand tools printed, and what looks wrong. */
function formatIbTools(r: InfinibandToolsResult): string {
  const ports = formatTextTable(
    [
      { heading: "line" },
      { heading: "device", align: "left" },
      { heading: "port" },
      { heading: "state", align: "left" },
      { heading: "physical", align: "left" },
      { heading: "Gb/s" },
      { heading: "width", align: "left" },
      { heading: "gen", align: "left" },
      { heading: "LID" },
      { heading: "SM LID" },
      { heading: "LMC" },
      { heading: "link layer", align: "left" },
    ],
    r.ports.map((p) => [
      String(p.line),
      p.device,
      String(p.port ?? "-"),
      p.state ?? "-",
      p.physicalState ?? "-",
      p.rate === null ? "-" : String(p.rate.gbps),
      p.rate?.width ? `${p.rate.width}X` : "-",
      p.rate?.generation ?? "-",
      String(p.lid ?? "-"),
      String(p.smLid ?? "-"),
      String(p.lmc ?? "-"),
      p.linkLayer ?? "-",
    ]),
  );
  const gids = formatTextTable(
    [
      { heading: "line" },
      { heading: "device", align: "left" },
      { heading: "port" },
      { heading: "index" },
      { heading: "GID", align: "left" },
      { heading: "IPv4", align: "left" },
      { heading: "RoCE", align: "left" },
      { heading: "netdev", align: "left" },
    ],
    r.gids.map((g) => [
      String(g.line),
      g.device,
      String(g.port),
      String(g.index),
      g.gid,
      g.ipv4 ?? "",
      g.version ?? "",
      g.netdev,
    ]),
  );
  const d = r.ibdiagnet;
  return `${[
    `InfiniBand tools: ${r.tools.join(", ")}; ${r.ports.length} ports, ${r.gids.length} GID rows`,
    ...(r.ports.length > 0 ? [ports.trimEnd()] : []),
    ...(r.gids.length > 0 ? [gids.trimEnd()] : []),
    ...(d !== null
      ? [
          `ibdiagnet: ${d.warnings} warnings, ${d.errors} errors${d.nodes !== null ? `; ${d.nodes} nodes (${d.switches ?? "?"} switches, ${d.channelAdapters ?? "?"} CAs)` : ""}`,
        ]
      : []),
  ].join("\n")}\n${remarks("Findings", r.findings)}`;
}

function remarks(title: string, list: readonly MeasurementDiagnostic[]): string {
  if (list.length === 0) return "";
  return `\n${title}:\n${list.map((d) => `  ${d.line > 0 ? `line ${d.line}` : "input"}: ${measurementMessageText(d)}`).join("\n")}\n`;
}

const num = (x: number | null | undefined, digits = 2): string =>
  x === null || x === undefined ? "-" : x.toFixed(digits);

/** What NCCL's log says it built, in a few lines, and the mistakes it shows. */
function formatNcclLog(log: NcclLog): string {
  const nics = [...new Set(log.nics.map((n) => `${n.name}:${n.port}/${n.linkLayer ?? "?"}`))];
  const lines = [
    `\nNCCL log: ${log.versions.map((v) => v.version).join(", ") || "version not printed"}, network ${log.network?.name ?? "not said"}${log.ofiProvider !== null ? ` (${log.ofiProvider})` : ""}${nics.length > 0 ? `, NICs ${nics.join(" ")}` : ""}`,
    `GPUDirect RDMA ${log.gdr ?? "not logged"}; ${log.channels ?? "?"} channels; transports ${log.transports.map((t) => t.transport).join(", ") || "not logged"}; NVLS ${log.nvls === null ? "not logged" : log.nvls ? "on" : "off"}; PXN ${log.pxn === null ? "not logged" : log.pxn ? "on" : "off"}`,
  ];
  return `${lines.join("\n")}\n${remarks("NCCL log findings", log.findings)}`;
}

function formatNccl(r: NcclTestsRun): string {
  const what = r.collective ?? "unknown collective";
  const ranks =
    r.nranks === null
      ? "ranks unknown"
      : `${r.nranks} ranks${r.nranksSource === "inferred" ? " (inferred)" : ""}`;
  const hosts = new Set(r.ranks.map((k) => k.host)).size;
  const gpu = r.devices[0];
  const lines = [
    `nccl-tests ${what}${r.collectiveSource === "inferred" ? " (inferred)" : ""}, ${ranks}, ${r.rows.length} rows${r.processes > 1 ? `, printed by ${r.processes} processes` : ""} (from line ${r.line})`,
  ];
  if (gpu !== undefined)
    lines.push(
      `devices: ${r.devices.length} x ${gpu}${hosts > 0 ? ` on ${hosts} host${hosts > 1 ? "s" : ""}` : ""}`,
    );
  if (r.header.era !== null)
    lines.push(
      `format: ${r.header.era}${r.header.version !== null ? ` (nccl-tests ${r.header.version})` : ""}`,
    );
  if (r.avgBusBandwidthGBps !== null)
    lines.push(`avg bus bandwidth: ${r.avgBusBandwidthGBps} GB/s (mean over sizes)`);
  const half = (t: NcclTestsTiming | null) => [num(t?.timeUs), num(t?.algbwGBps), num(t?.busbwGBps)];
  const table = formatTextTable(
    [
      { heading: "size (B)" },
      { heading: "count" },
      { heading: "type", align: "left" },
      { heading: "time (us)" },
      { heading: "algbw (GB/s)" },
      { heading: "busbw (GB/s)" },
      { heading: "in-place time" },
      { heading: "algbw" },
      { heading: "busbw" },
    ],
    r.rows.map((row) => [
      String(row.bytes),
      String(row.count),
      row.type,
      ...half(row.outOfPlace),
      ...half(row.inPlace),
    ]),
  );
  return `${lines.join("\n")}\n\n${table}`;
}

function formatPerftest(r: PerftestResult): string {
  return r.tests.map(formatPerftestTest).join("\n");
}

function formatPerftestTest(t: PerftestTest): string {
  const link = [t.linkType, t.mtuBytes === null ? null : `MTU ${t.mtuBytes}`, t.connectionType].filter(
    (x) => x !== null,
  );
  const head = `${t.program ?? t.title ?? "perftest"}${t.bidirectional ? " (bidirectional: both directions together)" : ""}${t.device !== null ? ` on ${t.device}` : ""}${link.length > 0 ? ` (${link.join(", ")})` : ""}`;
  const mode = [
    t.durationMode ? `duration mode${t.durationSeconds !== null ? ` ${t.durationSeconds} s` : ""}` : null,
    t.runInfinitely ? "run infinitely" : null,
    t.peakMeasured ? null : "peak not measured",
  ].filter((x) => x !== null);
  const lines = [head + (mode.length > 0 ? `; ${mode.join(", ")}` : "")];
  if (t.measure === "bandwidth") {
    const unit = t.bandwidthUnit === "Gb/sec" ? "Gb/s" : "MiB/s";
    lines.push(
      "",
      formatTextTable(
        [
          { heading: "bytes" },
          { heading: "iterations" },
          { heading: `BW peak (${unit})` },
          { heading: `BW average (${unit})` },
          { heading: "average (Gb/s)" },
          { heading: "MsgRate (Mpps)" },
        ],
        t.bandwidthRows.map((row) => [
          String(row.bytes),
          String(row.iterations),
          t.peakMeasured ? num(row.bwPeak) : "-",
          num(row.bwAverage),
          num((row.bwAverageBytesPerSecond * 8) / 1e9),
          num(row.msgRateMpps, 6),
        ]),
      ).trimEnd(),
    );
  } else {
    lines.push(
      "",
      formatTextTable(
        ["bytes", "iterations", "t_min (us)", "t_typical", "t_avg", "t_max", "t_stdev", "99%", "99.9%"].map(
          (heading) => ({ heading }),
        ),
        t.latencyRows.map((row) => [
          String(row.bytes),
          String(row.iterations),
          num(row.tMinUs),
          num(row.tTypicalUs),
          num(row.tAvgUs),
          num(row.tMaxUs),
          num(row.tStdevUs),
          num(row.p99Us),
          num(row.p999Us),
        ]),
      ).trimEnd(),
    );
  }
  return `${lines.join("\n")}\n`;
}

function formatIperf3(r: Iperf3Result): string {
  return r.runs
    .map((run) => {
      const total = (l: Iperf3Line | null) => (l === null ? "-" : `${l.bitrate} ${l.bitrateUnit}`);
      const head = `${run.tool} ${run.protocol?.toUpperCase() ?? ""}${run.protocol === null ? "" : ", "}${run.streams} stream${run.streams === 1 ? "" : "s"}: sender ${total(run.sender)}${run.sender?.retransmits !== null && run.sender?.retransmits !== undefined ? ` (${run.sender.retransmits} retransmits)` : ""}, receiver ${total(run.receiver)}${run.total !== null ? `, total ${total(run.total)}` : ""}`;
      const table = formatTextTable(
        [
          { heading: "stream", align: "left" },
          { heading: "interval (s)", align: "left" },
          { heading: "transfer", align: "left" },
          { heading: "bitrate", align: "left" },
          { heading: "retr" },
          { heading: "side", align: "left" },
        ],
        run.summary.map((l) => [
          String(l.stream) + (l.role === null ? "" : ` ${l.role}`),
          `${l.startSeconds.toFixed(2)}-${l.endSeconds.toFixed(2)}`,
          `${l.transfer} ${l.transferUnit}`,
          `${l.bitrate} ${l.bitrateUnit}`,
          l.retransmits === null ? "" : String(l.retransmits),
          l.side ?? "",
        ]),
      );
      return `${head}\n\n${table}`;
    })
    .join("\n");
}
