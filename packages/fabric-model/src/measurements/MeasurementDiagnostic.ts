import type { MessageOf, NoValues } from "../messageText.ts";

/**
 * Every remark a measurement parser can make, by code, with the values its sentence needs
 * (`measurementMessageTemplates` holds each one's English). Numbers are as read or computed (GB/s,
 * us, Mpps, bytes as the names say); strings are shown as they are in every language: a tool's
 * own line (`tool-line`, `nccl-warning`, `iperf3-error`), a token it printed, a column or
 * collective name.
 * - input as a whole: `input-not-text`, `input-binary`, `input-empty`, `input-unrecognised`,
 *   `input-lookalike` (another tool's output, named), `input-cut`, `input-read` (a large input's
 *   lines read and skipped), `line-too-long`, `more-long-lines`, `remarks-left-out` (the log's
 *   closing count), `internal-error` (a parser bug, caught);
 * - any tool: `tool-line` (a warning or error line the tool printed, verbatim), `elided`,
 *   `elided-rows`, `no-result-rows`, `row-not-result`, `row-columns`, `row-value-not-number`,
 *   `row-value-negative`, `row-value-too-large`;
 * - nccl-tests (`nccl-*`): processes that each printed their own run, assumed columns, unreadable
 *   or placeholder rows, header, device, count and average lines, a cut device list, NCCL WARN
 *   lines, wrong or out-of-bounds results, a collective or rank count that contradicts the rows,
 *   and the arithmetic checks (algbw = size / time, busbw = algbw x factor, the average = the
 *   mean busbw);
 * - NCCL's log (`nccl-log-*`, in `ncclLog.findings`): sockets between nodes, GPUDirect RDMA off,
 *   mixed NCCL versions, a NIC across CPU sockets, fewer NICs than GPUs, mixed IB and RoCE ports,
 *   a network plugin missing, no socket interface, a failed InfiniBand completion;
 * - perftest (`perftest-*`): tables without bandwidth or latency columns, latencies in cycles,
 *   rows without size or average, MsgRate != BW / size, latency percentiles out of order;
 * - iperf3 (`iperf3-*`): unreadable report lines, rate != transfer / interval, no report, and
 *   for `-J` JSON a cut-off or unreadable object, iperf3's own error, and `--bidir`; `iperf2-output`
 *   names iperf 2's output;
 * - InfiniBand tools (`ib-*`, `ibdiagnet-*`, `show-gids-*`; in `findings` of an
 *   `InfinibandToolsResult`): a port down, polling, disabled or not made active by a subnet
 *   manager, a link narrower or slower than it could be, a port without a LID, the GID index
 *   NCCL picks on RoCE, link error counters above zero, ibdiagnet's errors and warnings, and a
 *   show_gids count that differs from its rows.
 * @example const v: MeasurementMessageValues["row-columns"] = { expected: 13, found: 14 };
 */
export type MeasurementMessageValues = {
  "input-not-text": NoValues;
  "input-empty": NoValues;
  "input-unrecognised": NoValues;
  "input-cut": { characters: number; limit: number; read: number };
  "input-read": { lines: number; characters: number; skipped: number };
  "input-binary": NoValues;
  "input-not-utf8": { count: number };
  "input-lookalike": { tool: string };
  "line-too-long": { limit: number };
  "more-long-lines": { count: number };
  "remarks-left-out": { count: number };
  "internal-error": { error: string };
  "tool-line": { text: string };
  elided: NoValues;
  "elided-rows": NoValues;
  "no-result-rows": { tool: "nccl-tests" | "perftest" };
  "row-not-result": NoValues;
  "row-columns": { expected: number; found: number };
  "row-value-not-number": { text: string };
  "row-value-negative": { text: string };
  "row-value-too-large": { text: string };
  "nccl-separate-processes": { processes: number };
  "nccl-placeholder-rows": { count: number };
  "nccl-rows-left-out": { count: number; kept: number };
  "nccl-device-list-cut": { shown: number };
  "nccl-nranks-from-log": { nranks: number };
  "nccl-nranks-contradicts-devices": { shown: number; inferred: string };
  "nccl-log-socket-between-nodes": NoValues;
  "nccl-log-gdr-disabled": { hca: string };
  "nccl-log-mixed-versions": { versions: string };
  "nccl-log-nic-far": { host: string; distance: string };
  "nccl-log-fewer-nics": { host: string; nics: number; gpus: number };
  "nccl-log-mixed-link-layers": { host: string };
  "nccl-log-net-plugin-missing": { network: string };
  "nccl-log-no-socket-interface": NoValues;
  "nccl-log-completion-error": { error: number };
  "nccl-assumed-columns": { columns: string };
  "nccl-row-no-header": NoValues;
  "nccl-row-size-count": NoValues;
  "nccl-row-type-number": NoValues;
  "nccl-row-root": NoValues;
  "nccl-row-timing": NoValues;
  "nccl-row-time-zero": NoValues;
  "nccl-warning": { text: string };
  "nccl-device-line": NoValues;
  "nccl-column-header": NoValues;
  "nccl-out-of-bounds-count": NoValues;
  "nccl-avg-bus-bandwidth": NoValues;
  "nccl-wrong-rows": { count: number };
  "nccl-out-of-bounds": NoValues;
  "nccl-collective-contradicts-option": { inferred: string; collective: string };
  "nccl-collective-contradicts-header": { inferred: string; collective: string };
  "nccl-collective-contradicts-command": { inferred: string; collective: string };
  "nccl-split-communicators": { group: number | string };
  "nccl-nranks-inferred": { nranks: number };
  "nccl-nranks-option-ignored": { nranks: number };
  "nccl-algbw-mismatch": NcclAlgbwValues;
  "nccl-algbw-mismatch-factor": NcclAlgbwValues & { collective: string; nranks: number; factor: number };
  "nccl-algbw-mismatch-any-ranks": NcclAlgbwValues & { collective: string; factor: number };
  "nccl-busbw-mismatch": NcclBusbwValues & { nranks: number };
  "nccl-busbw-mismatch-any-ranks": NcclBusbwValues;
  "nccl-more-arithmetic": { count: number };
  "nccl-avg-mismatch": { avgGBps: number; meanGBps: number };
  "perftest-header-no-columns": NoValues;
  "perftest-cycles": NoValues;
  "perftest-row-no-size": NoValues;
  "perftest-row-no-bw-average": NoValues;
  "perftest-msg-rate-mismatch": { msgRateMpps: number; expectedMpps: number; unit: "Gb/s" | "MiB/s" };
  "perftest-latency-order": { lower: string; lowerUs: number; upper: string; upperUs: number };
  "perftest-avg-outside": { avgUs: number };
  "iperf3-line-no-interval": NoValues;
  "iperf3-line-transfer": { text: string };
  "iperf3-line-bitrate": { text: string };
  "iperf3-line-negative": NoValues;
  "iperf3-rate-mismatch": { bitrate: number; unit: string; expected: number };
  "iperf3-no-report-lines": NoValues;
  "iperf3-json-cut": NoValues;
  "iperf3-json-unreadable": { error: string };
  "iperf3-error": { text: string };
  "iperf3-json-no-report-in-object": NoValues;
  "iperf3-bidir": NoValues;
  "iperf3-json-no-report": NoValues;
  "iperf2-output": NoValues;
  "ib-port-polling": IbPortValues;
  "ib-port-disabled": IbPortValues;
  "ib-port-down": IbPortValues;
  "ib-port-init": IbPortValues;
  "ib-link-narrow": IbPortValues & { width: number };
  "ib-link-slower": IbPortValues & { gbps: number; couldBeGbps: number };
  "ib-lid-unassigned": IbPortValues;
  "ib-nccl-gid-index": IbPortValues & { index: number; version: string; address: string };
  "ib-nccl-gid-none": IbPortValues;
  "ib-gid-versions-unknown": IbPortValues;
  "ib-counter-nonzero": { where: string; counter: string; value: number };
  "ibdiagnet-problems": { errors: number; warnings: number };
  "show-gids-count": { printed: number; read: number };
  "ib-nothing-read": NoValues;
  "ib-ports-left-out": { count: number; kept: number };
};

/** A port a remark is about: the HCA or node as printed, and its port number. */
type IbPortValues = { device: string; port: number };

/** An nccl-tests row half whose algbw is not size / time: which half, and the numbers. */
type NcclAlgbwValues = {
  half: "out-of-place" | "in-place";
  algbwGBps: number;
  bytes: number;
  timeUs: number;
  expectedGBps: number;
};

/** An nccl-tests row half whose busbw is not algbw x the collective's factor. */
type NcclBusbwValues = {
  half: "out-of-place" | "in-place";
  busbwGBps: number;
  expectedGBps: number;
  collective: string;
  factor: number;
};

/** A measurement remark's code: `"row-columns"`. */
export type MeasurementMessageCode = keyof MeasurementMessageValues;

/** A measurement remark without its line: a code and its values. */
export type MeasurementMessage = MessageOf<MeasurementMessageValues>;

/**
 * One remark a measurement parser attaches to its input: a 1-based line number, a code and the
 * values its sentence needs (`measurementMessageText(d)` words it in English; pages say it from
 * their dictionary). Parsers return two lists of these: `diagnostics` (what could not be read, or
 * reads but contradicts itself, e.g. a row whose algbw is not size/time) and `notes` (what was
 * read and is worth knowing but is not a fault: tool warnings, elided lines, assumptions the
 * parser made). Line 0 means the remark is about the input as a whole.
 * @example const d: MeasurementDiagnostic = { line: 12, code: "row-columns", values: { expected: 13, found: 14 } };
 */
export type MeasurementDiagnostic = { readonly line: number } & MeasurementMessage;
