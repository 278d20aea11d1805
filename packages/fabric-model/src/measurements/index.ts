/**
 * measurements/: parsers for the text that RDMA and collective benchmarks print, plus the
 * nccl-tests bandwidth arithmetic.
 *
 * Parsers (`parseNcclTests`, `parsePerftest`, `parseIperf3`, and `parseMeasurement`, which detects
 * the tool and dispatches) take the tool's text output and never throw. Each returns a plain,
 * JSON-serialisable object with a `kind` and two lists of `{ line, code, values }` remarks (1-based
 * line numbers; 0 for the input as a whole; `measurementMessageText(remark)` words one in
 * English, `measurementMessageCodes` lists every code):
 *   - `diagnostics`: what could not be read, or reads but contradicts itself (a row whose algbw is
 *     not size / time, a MsgRate that is not BW / size, a truncated input);
 *   - `notes`: what was read and is worth knowing but is not a fault (tool warnings, elided
 *     lines, a rank count the parser inferred).
 * Inputs over `measurementInputLimit` characters are read only up to that limit; all parsers are
 * linear in the input size.
 *
 * Result shapes (numbers in the units the tool prints, named with the unit; `null` = not printed):
 *   - `NcclTestsResult` `{ kind: "nccl-tests", collective, nranks, devices, rows: [{ bytes, count,
 *     type, redop, root, outOfPlace: { timeUs, algbwGBps, busbwGBps, wrong }, inPlace }],
 *     avgBusBandwidthGBps, header, network: { name, provider, linkLayer, line }, diagnostics,
 *     notes }` (GB/s = 1e9 B/s; `network` from NCCL's own INFO lines);
 *   - `PerftestResult` `{ kind: "perftest", tests: [{ program, device, linkType, mtuBytes,
 *     bandwidthUnit, bandwidthRows: [{ bytes, iterations, bwPeak, bwAverage, msgRateMpps, ... }],
 *     latencyRows: [{ bytes, tMinUs, tTypicalUs, tAvgUs, p99Us, ... }] }], diagnostics, notes }`
 *     (perftest "MB/sec" is MiB/s; `bw*BytesPerSecond` carry the converted base-unit value);
 *   - `Iperf3Result` `{ kind: "iperf3", runs: [{ streams, intervals, summary, sender, receiver }],
 *     diagnostics, notes }` (transfers binary KBytes/MBytes, rates decimal bits/sec);
 *   - `UnknownMeasurement` `{ kind: "unknown", diagnostics, notes }`.
 *
 * Arithmetic, exactly as nccl-tests computes it: `algorithmBandwidth(size, time)` (S / t),
 * `busBandwidthFactor(collective, n)`, `busBandwidth(algbw, { collective, nranks })` in branded
 * base units, and `ncclTestsBandwidthGBps(...)` in the plain GB/s numbers nccl-tests prints.
 */

export { algorithmBandwidth } from "./algorithmBandwidth.ts";
export { type BusBandwidthOptions, busBandwidth } from "./busBandwidth.ts";
export { busBandwidthFactor } from "./busBandwidthFactor.ts";
export { detectMeasurementKind } from "./detectMeasurementKind.ts";
export type { Iperf3Line, Iperf3Result, Iperf3Run } from "./Iperf3Result.ts";
export type {
  MeasurementDiagnostic,
  MeasurementMessage,
  MeasurementMessageCode,
  MeasurementMessageValues,
} from "./MeasurementDiagnostic.ts";
export type { MeasurementKind, MeasurementResult, UnknownMeasurement } from "./MeasurementResult.ts";
export { measurementInputLimit } from "./measurementLines.ts";
export {
  measurementMessageCodes,
  measurementMessageTemplates,
  measurementMessageText,
} from "./measurementMessageText.ts";
export { type NcclCollective, ncclCollectives } from "./NcclCollective.ts";
export type {
  NcclTestsEra,
  NcclTestsHeader,
  NcclTestsNetwork,
  NcclTestsRank,
  NcclTestsResult,
  NcclTestsRow,
  NcclTestsTiming,
} from "./NcclTestsResult.ts";
export { ncclCollectiveFromName } from "./ncclCollectiveFromName.ts";
export {
  type NcclTestsBandwidthGBps,
  type NcclTestsBandwidthInputs,
  ncclTestsBandwidthGBps,
} from "./ncclTestsBandwidthGBps.ts";
export { ncclTypeSize } from "./ncclTypeSize.ts";
export type {
  PerftestBandwidthRow,
  PerftestBandwidthUnit,
  PerftestLatencyRow,
  PerftestResult,
  PerftestTest,
} from "./PerftestResult.ts";
export { parseIperf3 } from "./parseIperf3.ts";
export { parseIperf3Json } from "./parseIperf3Json.ts";
export { parseMeasurement } from "./parseMeasurement.ts";
export { type ParseNcclTestsOptions, parseNcclTests } from "./parseNcclTests.ts";
export { parseNcclTestsSize } from "./parseNcclTestsSize.ts";
export { parsePerftest } from "./parsePerftest.ts";
