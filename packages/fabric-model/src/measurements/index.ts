/**
 * measurements/: parsers for the text that RDMA and collective benchmarks print, NCCL's own log,
 * and the nccl-tests bandwidth arithmetic.
 *
 * Parsers (`parseNcclTests`, `parsePerftest`, `parseIperf3`, and `parseMeasurement`, which detects
 * the tool and dispatches; `createMeasurementReader` for input that arrives in chunks) take the
 * tool's text output and never throw. Each line is read as the tool printed it: terminal colours,
 * web-page spaces and entities, launcher and document prefixes (one general rule: the content
 * starts where the tool recognises its line), shell continuations and mail soft breaks are undone
 * first. Each returns a plain, JSON-serialisable object with a `kind` and two lists of
 * `{ line, code, values }` remarks (1-based line numbers; 0 for the input as a whole;
 * `measurementMessageText(remark)` words one in English, `measurementMessageCodes` lists every code):
 *   - `diagnostics`: what could not be read, or reads but contradicts itself (a row whose algbw is
 *     not size / time, a MsgRate that is not BW / size, processes that each printed their own run);
 *   - `notes`: what was read and is worth knowing but is not a fault (tool warnings, elided
 *     lines, a rank count the parser inferred, how much of a large input was skipped).
 * Inputs are read whole, line by line, keeping only what matters, up to `measurementInputLimit`
 * characters; all parsers are linear in the input size.
 *
 * Result shapes (numbers in the units the tool prints, named with the unit; `null` = not printed):
 *   - `NcclTestsResult` `{ kind: "nccl-tests", ...the first run: { collective, nranks, devices,
 *     rows: [{ bytes, count, type, redop, root, outOfPlace: { timeUs, algbwGBps, busbwGBps,
 *     wrong, maxError }, inPlace }], avgBusBandwidthGBps, header, processes }, moreRuns,
 *     network, ncclLog, env, diagnostics, notes }` (GB/s = 1e9 B/s);
 *   - `NcclLogResult` `{ kind: "nccl-log", ncclLog, network, env, ... }`: NCCL's log alone;
 *     `NcclLog` is what NCCL built (versions, plugins, NICs, GDR, channels, rings, trees, the
 *     transport of each connection, NVLS, PXN, tuner choices) and the mistakes it shows;
 *   - `PerftestResult` `{ kind: "perftest", tests: [{ program, device, linkType, mtuBytes,
 *     bidirectional, peakMeasured, bandwidthUnit, bandwidthRows: [{ bytes, iterations, bwPeak,
 *     bwAverage, msgRateMpps, ... }], latencyRows: [{ bytes, tMinUs, tTypicalUs, tAvgUs, p99Us,
 *     ... }] }], diagnostics, notes }` (perftest "MB/sec" is MiB/s; `bw*BytesPerSecond` carry the
 *     converted base-unit value);
 *   - `Iperf3Result` `{ kind: "iperf3", tool, runs: [{ tool, streams, intervals, summary, sender,
 *     receiver, total }], diagnostics, notes }` (iperf3 and iperf 2; transfers binary
 *     KBytes/MBytes, rates decimal bits/sec);
 *   - `UnknownMeasurement` `{ kind: "unknown", diagnostics, notes }`.
 *
 * Arithmetic, exactly as nccl-tests computes it: `algorithmBandwidth(size, time)` (S / t),
 * `busBandwidthFactor(collective, n)`, `busBandwidth(algbw, { collective, nranks })` in branded
 * base units, and `ncclTestsBandwidthGBps(...)` in the plain GB/s numbers nccl-tests prints.
 */

export { algorithmBandwidth } from "./algorithmBandwidth.ts";
export { type BusBandwidthOptions, busBandwidth } from "./busBandwidth.ts";
export { busBandwidthFactor } from "./busBandwidthFactor.ts";
export {
  createMeasurementReader,
  type MeasurementReader,
  type MeasurementReaderOptions,
} from "./createMeasurementReader.ts";
export { detectMeasurementKind } from "./detectMeasurementKind.ts";
export type {
  IbCounterReading,
  IbdiagnetStage,
  IbdiagnetSummary,
  IbPhysicalState,
  IbPortReading,
  IbPortState,
  InfinibandTool,
  InfinibandToolsResult,
} from "./InfinibandToolsResult.ts";
export type { Iperf3Line, Iperf3Result, Iperf3Run } from "./Iperf3Result.ts";
export { type IbLinkRate, ibLinkRate } from "./ibLinkRate.ts";
export type {
  MeasurementDiagnostic,
  MeasurementMessage,
  MeasurementMessageCode,
  MeasurementMessageValues,
} from "./MeasurementDiagnostic.ts";
export type {
  MeasurementKind,
  MeasurementResult,
  NcclLogResult,
  UnknownMeasurement,
} from "./MeasurementResult.ts";
export { measurementInputLimit } from "./measurementLines.ts";
export {
  measurementMessageCodes,
  measurementMessageTemplates,
  measurementMessageText,
} from "./measurementMessageText.ts";
export { type NcclCollective, ncclCollectives } from "./NcclCollective.ts";
export type { NcclEnvSetting } from "./NcclEnvSetting.ts";
export type {
  NcclLog,
  NcclLogConnection,
  NcclLogNic,
  NcclLogNicDistance,
  NcclLogPlugin,
  NcclLogRing,
  NcclLogSocketInterface,
  NcclLogTransport,
  NcclLogTreeNode,
  NcclLogTunerChoice,
} from "./NcclLog.ts";
export type {
  NcclTestsEra,
  NcclTestsHeader,
  NcclTestsNetwork,
  NcclTestsRank,
  NcclTestsResult,
  NcclTestsRow,
  NcclTestsRun,
  NcclTestsTiming,
} from "./NcclTestsResult.ts";
export { ncclCollectiveFromName } from "./ncclCollectiveFromName.ts";
export { ncclEnvValue } from "./ncclEnvValue.ts";
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
