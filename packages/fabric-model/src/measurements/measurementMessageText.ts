import { messageText, type TemplatesMatch } from "../messageText.ts";
import type {
  MeasurementMessage,
  MeasurementMessageCode,
  MeasurementMessageValues,
} from "./MeasurementDiagnostic.ts";

/**
 * Each measurement remark's English, `{name}` marking its values: the command line's words, and
 * what the English UI dictionary says for the same code (a test keeps the two equal).
 * @example measurementMessageTemplates["row-columns"] // "could not read result row: expected {expected} columns, found {found}"
 */
export const measurementMessageTemplates = {
  "input-not-text": "input is not text",
  "input-empty": "input is empty",
  "input-unrecognised":
    "not recognised as nccl-tests, perftest or iperf3 output (no column header, banner or command line found)",
  "input-cut": "input is {characters} characters, over the {limit} limit: only the first {read} were read",
  "input-read":
    "read all {lines} lines ({characters} characters); {skipped} of them were not the tool's output and were skipped",
  "input-binary": "input is not text (binary data, or bytes that are not UTF-8)",
  "input-not-utf8":
    "{count} characters were not valid UTF-8 and were replaced (a file mixing encodings?): lines with them may be misread",
  "input-lookalike":
    "this is {tool} output, which looks like nccl-tests but is not: its columns and units differ, so it is not read",
  "line-too-long": "line is longer than {limit} characters: skipped",
  "more-long-lines": "{count} more over-long lines were skipped",
  "remarks-left-out": "{count} more remarks of this kind were left out",
  "internal-error": "internal parser error: {error}",
  "tool-line": "{text}",
  elided: "elided lines",
  "elided-rows": "elided lines: result rows may be missing here",
  "no-result-rows": "no {tool} result rows found",
  "row-not-result": "not a result row inside the results table",
  "row-columns": "could not read result row: expected {expected} columns, found {found}",
  "row-value-not-number": 'could not read result row: "{text}" is not a number',
  "row-value-negative": 'could not read result row: "{text}" is negative',
  "row-value-too-large": 'could not read result row: "{text}" is too large to compute with',
  "nccl-separate-processes":
    "{processes} processes each printed their own header and rows as rank 0 of a job of their own: nccl-tests was built without MPI (MPI=1) and started by mpirun or srun, so no data crossed between them",
  "nccl-placeholder-rows":
    "{count} rows hold placeholders (XXXXX) instead of times and bandwidths: they are listed, with no numbers to compare",
  "nccl-rows-left-out": "{count} more rows were not kept (the first {kept} are read)",
  "nccl-device-list-cut":
    "the device list was cut ({shown} rank lines shown): the rank count comes from NCCL's log or the rows' arithmetic",
  "nccl-nranks-from-log": "nranks {nranks} from NCCL's own log",
  "nccl-nranks-contradicts-devices":
    "the device lines show at least {shown} ranks, but busbw / algbw of the rows gives {inferred}: the rank count is unknown",
  "nccl-log-socket-between-nodes":
    "NCCL moves data between nodes over TCP sockets (NET/Socket), not InfiniBand, RoCE or EFA",
  "nccl-log-gdr-disabled":
    "GPUDirect RDMA is disabled ({hca}): data between GPU and NIC goes through host memory",
  "nccl-log-mixed-versions": "the hosts run different NCCL versions ({versions})",
  "nccl-log-nic-far":
    "on {host} the NIC is at distance {distance} from the GPU (across CPU sockets): its traffic crosses the link between sockets",
  "nccl-log-fewer-nics":
    "on {host} {nics} NICs carry the traffic of {gpus} GPUs, which share their bandwidth (check NCCL_IB_HCA)",
  "nccl-log-mixed-link-layers": "on {host} NCCL lists InfiniBand and RoCE ports in one list of NICs",
  "nccl-log-net-plugin-missing": 'NCCL was asked for the network "{network}", whose plugin it did not find',
  "nccl-log-no-socket-interface":
    "NCCL found no network interface for its bootstrap: NCCL_SOCKET_IFNAME names one this host does not have",
  "nccl-log-completion-error":
    "an InfiniBand transfer failed with completion error {error} (12: the peer did not answer over this fabric)",
  "nccl-assumed-columns": "no column header before the first row: assumed columns {columns} x2",
  "nccl-row-no-header": "result row with no column header and an unknown number of columns",
  "nccl-row-size-count": "could not read result row: size and count are not integers",
  "nccl-row-type-number": "could not read result row: the type column is a number",
  "nccl-row-root": "could not read result row: the root column is not an integer",
  "nccl-row-timing": "could not read result row: time, algbw or busbw is not a number",
  "nccl-row-time-zero":
    "could not read result row: its time is 0 us (or so close to 0 that size / time has no value)",
  "nccl-warning": "NCCL warning: {text}",
  "nccl-device-line": "could not read device line",
  "nccl-column-header": "could not read the column header",
  "nccl-out-of-bounds-count": "could not read the out-of-bounds count",
  "nccl-avg-bus-bandwidth": "could not read the average bus bandwidth",
  "nccl-wrong-rows": "{count} rows report wrong elements (#wrong > 0): data corruption, not a parse error",
  "nccl-out-of-bounds": "the run reports out-of-bounds values (FAILED)",
  "nccl-collective-contradicts-option": "the columns look like {inferred}, but the option says {collective}",
  "nccl-collective-contradicts-header": "the columns look like {inferred}, but the header says {collective}",
  "nccl-collective-contradicts-command":
    "the columns look like {inferred}, but the command says {collective}",
  "nccl-split-communicators":
    "ranks are split into several communicators (NCCL_TESTS_SPLIT_MASK): nranks counts group {group}",
  "nccl-nranks-inferred":
    "nranks {nranks} inferred from the rows' arithmetic (busbw / algbw, or size / count)",
  "nccl-nranks-option-ignored": "ignored nranks option {nranks}: not an integer >= 1",
  "nccl-algbw-mismatch":
    "{half} algbw {algbwGBps} GB/s is not size / time = {bytes} B / {timeUs} us = {expectedGBps} GB/s",
  "nccl-algbw-mismatch-factor":
    "{half} algbw {algbwGBps} GB/s is not size / time = {bytes} B / {timeUs} us = {expectedGBps} GB/s ({collective}, {nranks} ranks: factor {factor})",
  "nccl-algbw-mismatch-any-ranks":
    "{half} algbw {algbwGBps} GB/s is not size / time = {bytes} B / {timeUs} us = {expectedGBps} GB/s ({collective}, any ranks: factor {factor})",
  "nccl-busbw-mismatch":
    "{half} busbw {busbwGBps} GB/s is not algbw x factor = {expectedGBps} GB/s ({collective}, {nranks} ranks: factor {factor})",
  "nccl-busbw-mismatch-any-ranks":
    "{half} busbw {busbwGBps} GB/s is not algbw x factor = {expectedGBps} GB/s ({collective}, any ranks: factor {factor})",
  "nccl-more-arithmetic": "{count} more row halves fail the arithmetic check",
  "nccl-avg-mismatch":
    "Avg bus bandwidth {avgGBps} GB/s is not the mean busbw of the rows read ({meanGBps}): rows may be missing",
  "perftest-header-no-columns": "result header without bandwidth or latency columns",
  "perftest-cycles": "latencies are in CPU cycles, not microseconds: not read",
  "perftest-row-no-size": "could not read result row: no #bytes or #iterations",
  "perftest-row-no-bw-average": "could not read result row: no BW average",
  "perftest-msg-rate-mismatch":
    "MsgRate {msgRateMpps} Mpps is not BW average / size = {expectedMpps} Mpps (BW read in {unit})",
  "perftest-latency-order": "{lower} {lowerUs} us exceeds {upper} {upperUs} us",
  "perftest-avg-outside": "t_avg {avgUs} us is outside [t_min, t_max]",
  "iperf3-line-no-interval": "could not read iperf3 report line: no interval",
  "iperf3-line-transfer": 'could not read iperf3 report line: transfer "{text}"',
  "iperf3-line-bitrate": 'could not read iperf3 report line: bitrate "{text}"',
  "iperf3-line-negative": "could not read iperf3 report line: negative value",
  "iperf3-rate-mismatch": "rate {bitrate} {unit} is not transfer / interval = {expected} {unit}",
  "iperf3-no-report-lines": "no iperf3 report lines found",
  "iperf3-json-cut": "iperf3 JSON object is cut off (no closing brace)",
  "iperf3-json-unreadable": "iperf3 JSON could not be read: {error}",
  "iperf3-error": "iperf3: error - {text}",
  "iperf3-json-no-report-in-object": "JSON object with no iperf3 report in it",
  "iperf3-bidir": "bidirectional test (--bidir): only the forward direction's totals are read",
  "iperf3-json-no-report": "no iperf3 report found in the JSON",
  "iperf2-output": "this is iperf 2 output (iperf -c), read like iperf3's",
  "ib-port-polling":
    "{device} port {port} is down and polling: no link partner answers (no cable, a bad cable, or the other end is off)",
  "ib-port-disabled": "{device} port {port} is disabled: it was turned off and will not train a link",
  "ib-port-down": "{device} port {port} is down",
  "ib-port-init":
    "{device} port {port} has a physical link but is not active: no subnet manager has configured it yet",
  "ib-link-narrow": "{device} port {port} trained on {width}X instead of 4X: a lane or the cable is faulty",
  "ib-link-slower":
    "{device} port {port} runs at {gbps} Gb/s but both ends could run at {couldBeGbps} Gb/s (iblinkinfo's 'Could be')",
  "ib-lid-unassigned": "{device} port {port} is active on InfiniBand but has no LID",
  "ib-nccl-gid-index":
    "{device} port {port}: NCCL's scan picks GID index {index} (RoCE {version}, {address}); pass NCCL_IB_GID_INDEX={index} to pin it",
  "ib-nccl-gid-none":
    "{device} port {port}: no routable RoCE GID in the table, so NCCL falls back to index 0: set NCCL_IB_GID_INDEX",
  "ib-gid-versions-unknown":
    "{device} port {port}: the GID table does not say which rows are RoCE v1 and which v2 (show_gids, or a newer ibv_devinfo -v, does): NCCL's GID index cannot be told",
  "ib-counter-nonzero": "{where} {counter} is {value}, not 0: a link error",
  "ibdiagnet-problems": "ibdiagnet's summary counts {errors} errors and {warnings} warnings",
  "show-gids-count":
    "show_gids printed n_gids_found={printed} but {read} rows are shown: output cut or edited",
  "ib-nothing-read": "no port, GID row or ibdiagnet summary could be read",
  "ib-ports-left-out": "{count} more ports were left out; the first {kept} are kept",
} as const satisfies Record<MeasurementMessageCode, string>;

// Checked when compiled: each template names exactly its code's values (else the type names the code).
true satisfies TemplatesMatch<typeof measurementMessageTemplates, MeasurementMessageValues>;

/**
 * Every measurement remark code, in the order of `measurementMessageTemplates`.
 * @example measurementMessageCodes.includes("elided") // true
 */
export const measurementMessageCodes = /* @__PURE__ */ Object.keys(
  measurementMessageTemplates,
) as MeasurementMessageCode[];

/**
 * A parser remark in English, as the command line prints it (its line number is the caller's).
 * @example measurementMessageText({ code: "row-columns", values: { expected: 13, found: 14 } }) // "could not read result row: expected 13 columns, found 14"
 */
export function measurementMessageText(message: MeasurementMessage): string {
  return messageText(measurementMessageTemplates, message);
}
