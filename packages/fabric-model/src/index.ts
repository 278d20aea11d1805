/**
 * fabric-model: pure TypeScript models of RDMA fabrics (links, topologies, the kernel-bypass data
 * path, verbs, NCCL collectives, distributed-training scaling), tested against real measurements.
 * This index is the package's public API: every name a user needs, grouped by the folder that owns
 * it; each has JSDoc with an example where it is declared.
 * @example
 * import { bytes, gbps, inGBps, predictCollective } from "fabric-model";
 * const p = predictCollective({ collective: "all_reduce", bytes: bytes(2 ** 30), gpu: "h100-sxm",
 *   gpusPerNode: 8, nodes: 2, nicCount: 8, nicRate: gbps(400), transport: "ib" });
 * inGBps(p.busBandwidth); // bus bandwidth, GB/s
 */

/**
 * advisor/: is a fabric worth it? The cluster advisor (`adviseCluster`): for a cluster and a
 * training workload, every fabric option (kernel TCP, RoCEv2, InfiniBand at each NIC rate, under
 * Kubernetes through its pod paths) with step time and band, GPU time waiting, time and cost of a
 * token budget, capital and hourly cost, and the cheapest option within the fastest one's band.
 * The path advisor (`adviseFabric`): the study's Kubernetes paths for one fine-tune, with the
 * nccl-tests run that confirms it.
 */
export {
  adviseCluster,
  type ClusterAdvice,
  type ClusterAdviceReason,
  type ClusterAdvisorInputs,
  type ClusterOptionAdvice,
  clusterStepRunner,
} from "./advisor/adviseCluster.ts";
export {
  adviseFabric,
  type FabricAdvice,
  type FabricAdvisorCandidate,
  type FabricAdvisorInputs,
  type FabricAdvisorOptions,
} from "./advisor/adviseFabric.ts";
export { advisorAssumptions } from "./advisor/advisorAssumptions.ts";
export { type ClusterWorkloadConflict, checkClusterWorkload } from "./advisor/checkClusterWorkload.ts";
export { type ClusterAdviceFlip, clusterAdviceFlips } from "./advisor/clusterAdviceFlips.ts";
export { type ClusterCost, type ClusterPrices, clusterCost, clusterPrices } from "./advisor/clusterCost.ts";
export {
  type ClusterFabricOption,
  clusterFabricOptions,
  type FabricFamily,
  fabricFamilies,
  nicRatesForGpu,
  studyClusterOptions,
} from "./advisor/clusterFabricOptions.ts";
export { type ClusterMeasurementPlan, clusterMeasurementPlan } from "./advisor/clusterMeasurementPlan.ts";
export {
  type PublishedRunPrediction,
  predictPublishedTrainingRun,
} from "./advisor/predictPublishedTrainingRun.ts";
export {
  type DataParallelKind,
  dataParallelKinds,
  type FsdpParameterGather,
  type TrainingWorkload,
  type TrainingWorkloadId,
  trainingWorkloadIds,
  trainingWorkloads,
} from "./advisor/TrainingWorkload.ts";
export {
  type StepCollective,
  type StepFabric,
  type StepSide,
  type WorkloadStep,
  workloadStepTime,
} from "./advisor/workloadStepTime.ts";
/**
 * collective/: schedules that really move and reduce values (ring, double binary tree, direct) as
 * pure steppers; NCCL's tuner (2.30.7) and what nccl-tests then measures (`predictCollective`, with
 * link-class efficiencies calibrated on published sweeps and a cross-validated band on every
 * prediction); a collective's steps on the flow simulator.
 */
export { launchFloor } from "./collective/achievedCollective.ts";
export type { CollectiveState, CollectiveStepper } from "./collective/CollectiveState.ts";
export type { ElementRange, NumericBuffer } from "./collective/CollectiveTransfer.ts";
export type { CollectiveBand } from "./collective/collectiveBands.ts";
export { type CollectiveHeldOut, collectiveCalibration } from "./collective/collectiveCalibration.ts";
export {
  type CollectiveTransport,
  collectiveTransports,
  type IntraLinkClass,
  ncclSettingLimits,
  networkPluginProtocol,
} from "./collective/collectiveHardware.ts";
export {
  type CollectiveValidation,
  type CollectiveValidationPoint,
  type CollectiveValidationRow,
  type CollectiveValidationSystem,
  collectiveValidationSweeps,
  collectiveValidationTargets,
  crossValidateCollective,
} from "./collective/crossValidateCollective.ts";
export { directAllReduce } from "./collective/directAllReduce.ts";
export { doubleBinaryTree, type RankTree } from "./collective/doubleBinaryTree.ts";
export { doubleBinaryTreeLoad } from "./collective/doubleBinaryTreeLoad.ts";
export {
  type NcclAlgorithm,
  type NcclProtocol,
  ncclAlgorithms,
  ncclProtocols,
} from "./collective/ncclTuner.ts";
export { pairingCollectiveHardware } from "./collective/pairingCollectiveHardware.ts";
export { partitionElements } from "./collective/partitionElements.ts";
export {
  type CollectiveAlgorithmChoice,
  type CollectiveBottleneck,
  type CollectiveCandidate,
  type CollectivePrediction,
  type CollectiveScenarioInput,
  collectiveAlgorithmChoices,
  type ModelledCollective,
  modelledCollectives,
  type PredictCollectiveInput,
  type PredictCollectiveOptions,
  predictCollective,
} from "./collective/predictCollective.ts";
export { type RingOptions, ringAllReduce } from "./collective/ringAllReduce.ts";
export {
  type RingAllReduceFlowStepsInput,
  ringAllReduceFlowSteps,
} from "./collective/ringAllReduceFlowSteps.ts";
export {
  type CollectiveFlowsInput,
  type CollectiveFlowsOptions,
  type CollectiveFlowsResult,
  simulateCollectiveFlows,
} from "./collective/simulateCollectiveFlows.ts";
export { type TreeAllReduceOptions, treeAllReduce } from "./collective/treeAllReduce.ts";
export { cx5Measurements } from "./datapath/cx5Measurements.ts";
export { cx5TestbedHost, cx5TestbedNic } from "./datapath/cx5Testbed.ts";
export { cx5TestbedLink } from "./datapath/cx5TestbedEstimates.ts";
export type { DatapathHost } from "./datapath/DatapathHost.ts";
export type { DatapathLink } from "./datapath/DatapathLink.ts";
export type { DatapathNic } from "./datapath/DatapathNic.ts";
/**
 * datapath/: one message through the kernel TCP path and through RDMA verbs, stage by stage
 * (time, CPU, copies, kernel crossings) as functions of message size; steady-state throughput
 * bounded by the link (every header counted), PCIe, the NIC and CPU per byte; the virtualisation
 * layers a pod can sit behind and their effective bandwidth; the ConnectX-5 testbed the few free
 * constants are calibrated on.
 */
export { type DatapathPathKind, datapathPathKinds } from "./datapath/DatapathPathKind.ts";
export type { DatapathStage } from "./datapath/DatapathStage.ts";
export { type DatapathLinkOptions, datapathLinkFromPreset } from "./datapath/datapathLinkFromPreset.ts";
export {
  type DatapathLimitId,
  type DatapathThroughputInputs,
  type DatapathThroughputOptions,
  type DatapathThroughputResult,
  datapathThroughput,
} from "./datapath/datapathThroughput.ts";
export {
  type EffectiveBandwidthInputs,
  type EffectiveBandwidthOptions,
  type EffectiveBandwidthResult,
  effectiveBandwidth,
} from "./datapath/effectiveBandwidth.ts";
export {
  type MessagePathInputs,
  type MessagePathOptions,
  type MessagePathResult,
  messagePath,
} from "./datapath/messagePath.ts";
export { type RdmaLatencyGap, rdmaLatencyGap } from "./datapath/rdmaLatencyGap.ts";
export type { VirtualisationLayer, VirtualisationLayerId } from "./datapath/VirtualisationLayer.ts";
export { virtualisationLayers, virtualisationStack } from "./datapath/virtualisationLayers.ts";
export type { FlowSimResult } from "./flow/FlowSimResult.ts";
/**
 * flow/: flow-level discrete-event simulation with max-min fair sharing over a topology's links.
 */
export type { FlowRouting, FlowSpec } from "./flow/FlowSimState.ts";
export { type FailureImpact, flowFailureImpact } from "./flow/flowFailureImpact.ts";
export { flowsFromPairs } from "./flow/flowsFromPairs.ts";
export type { FlowSimInput } from "./flow/initFlowSim.ts";
export { type SimulateFlowsOptions, simulateFlows } from "./flow/simulateFlows.ts";
/**
 * infiniband/: InfiniBand as a fabric. The subnet manager's sweep (directed-route discovery, LIDs
 * with LMC, SM election and failover, re-sweep after a failure), forwarding tables per routing engine
 * (min-hop, up/down, fat-tree) beside RoCE's ECMP, per-link loads and adaptive routing, deadlock
 * detection on channel and buffer dependency graphs (routing and PFC), partitions, SL-to-VL lanes,
 * LID / GID addressing and NCCL's GID choice, and the traffic of SHARP and NVLS reductions.
 */
export { type AddressHeaders, type AddressingMode, addressHeaders } from "./infiniband/addressHeaders.ts";
export { type BufferDependencyGraph, bufferDependencyGraph } from "./infiniband/bufferDependencyGraph.ts";
export {
  checkQpPartition,
  type PartitionCheckCode,
  type QpPartitionCheck,
  type QpPartitionSide,
} from "./infiniband/checkQpPartition.ts";
export { type DependencyBuffer, dependencyBuffer } from "./infiniband/dependencyBuffer.ts";
export {
  electSubnetManager,
  type SubnetManagerCandidate,
  type SubnetManagerElection,
} from "./infiniband/electSubnetManager.ts";
export { everyEngineTables } from "./infiniband/everyEngineTables.ts";
export { fabricChannelLoads } from "./infiniband/fabricChannelLoads.ts";
export { fabricChannelLoadsSteps } from "./infiniband/fabricChannelLoadsSteps.ts";
export {
  type FabricLinkLoads,
  type FlowPath,
  fabricLinkLoads,
  type LoadRouting,
} from "./infiniband/fabricLinkLoads.ts";
export { type FabricPort, type FabricPorts, fabricPorts, portGuid } from "./infiniband/fabricPorts.ts";
export { findDependencyCycles } from "./infiniband/findDependencyCycles.ts";
export {
  type ForwardingTables,
  type ForwardingTablesInputs,
  forwardingTables,
  NO_PATH,
  type RoutingEngine,
  type RoutingFallbackCode,
  routingEngines,
  type SwitchForwardingTable,
} from "./infiniband/forwardingTables.ts";
/** infiniband/: the fabric as the subnet manager builds it: discovery, LIDs, routing engines, deadlocks, partitions, lanes, addresses, in-network reduction traffic. */
export type { GidEntry } from "./infiniband/GidEntry.ts";
export { ibMtus, type RoceActiveMtu, roceActiveMtu } from "./infiniband/ibMtu.ts";
export { type InfinibandSourceId, infinibandSources } from "./infiniband/infinibandSources.ts";
export {
  type DirectionBytes,
  type InNetworkReductionTraffic,
  type InNetworkReductionTrafficInputs,
  inNetworkReductionTraffic,
  type ReductionCollective,
  type ReductionFallbackCode,
  type ReductionScheme,
} from "./infiniband/inNetworkReductionTraffic.ts";
export { type LftRoute, type LftRouteOutcome, lftRoute } from "./infiniband/lftRoute.ts";
export {
  type NcclGidChoice,
  type NcclGidChoiceCode,
  type NcclGidEnvironment,
  ncclGidIndex,
} from "./infiniband/ncclGidIndex.ts";
export {
  type InfinibandTrafficLane,
  ncclTrafficLane,
  type RoceTrafficLane,
} from "./infiniband/ncclTrafficLane.ts";
export { formatGid, parseGid } from "./infiniband/parseGid.ts";
export { parseShowGids, type ShowGidsRemark, type ShowGidsRemarkCode } from "./infiniband/parseShowGids.ts";
export { type PartitionMembership, partitionKey, pkeyMatch } from "./infiniband/partitionKey.ts";
export {
  type DeadlockPrevention,
  type DeadlockScenarioFlow,
  deadlockPreventions,
  type PfcDeadlockScenario,
  pfcDeadlockScenario,
} from "./infiniband/pfcDeadlockScenario.ts";
export { readShowGidsRow } from "./infiniband/readShowGidsRow.ts";
export { resweepSubnet, type SubnetResweep } from "./infiniband/resweepSubnet.ts";
export { roceGidTable } from "./infiniband/roceGidTable.ts";
export { roceUdpSourcePort } from "./infiniband/roceUdpSourcePort.ts";
export type { ChannelLoadTotals } from "./infiniband/routeFlows.ts";
export { type RoutingDeadlocks, routingDeadlocks } from "./infiniband/routingDeadlocks.ts";
export {
  type RunSubnetManagerInputs,
  runSubnetManager,
  type SubnetManagerRun,
} from "./infiniband/runSubnetManager.ts";
export type { SmpAttribute, SmpEvent, SmpOutcome, SubnetPhase } from "./infiniband/SmpEvent.ts";
export type { DiscoveredNode, EndPortLids, SubnetSweep } from "./infiniband/SubnetSweep.ts";
export { shiftPermutationPairs } from "./infiniband/shiftPermutationPairs.ts";
export {
  type PacketRoutingResult,
  type SimulatePacketRoutingInputs,
  simulatePacketRouting,
} from "./infiniband/simulatePacketRouting.ts";
export {
  opensmDefaultOperationalVls,
  opensmDefaultSl2Vl,
  type ServiceLane,
  slToVl,
} from "./infiniband/slToVl.ts";
export {
  type FailoverStep,
  type FailoverStepKind,
  type SubnetManagerFailover,
  type SubnetManagerFailoverInputs,
  subnetManagerFailover,
} from "./infiniband/subnetManagerFailover.ts";
export { type SweepSubnetInputs, sweepSubnet } from "./infiniband/sweepSubnet.ts";
export { switchRing } from "./infiniband/switchRing.ts";
export { type ForwardingTableChange, tableChanges } from "./infiniband/tableChanges.ts";
export { defaultUpDownRoots, isUpMove, type UpDownRanks, upDownRanks } from "./infiniband/upDownRanks.ts";
/**
 * lossless/: what a congested switch port does under each way of handling congestion (InfiniBand
 * credits, Ethernet PFC, PFC with ECN and DCQCN, plain lossy Ethernet), as a small pure
 * discrete-time fluid model: buffer occupancy, PAUSE, drops and per-flow goodput over time.
 */
export {
  type CongestedSwitchInputs,
  type CongestedSwitchOptions,
  type LosslessMode,
  losslessModes,
} from "./lossless/CongestedSwitchInputs.ts";
export { type CongestedSwitchRun, runCongestedSwitch } from "./lossless/runCongestedSwitch.ts";
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
export { algorithmBandwidth } from "./measurements/algorithmBandwidth.ts";
export { busBandwidth } from "./measurements/busBandwidth.ts";
export { busBandwidthFactor } from "./measurements/busBandwidthFactor.ts";
export {
  createMeasurementReader,
  type MeasurementReader,
  type MeasurementReaderOptions,
} from "./measurements/createMeasurementReader.ts";
export type {
  IbCounterReading,
  IbdiagnetStage,
  IbdiagnetSummary,
  IbPhysicalState,
  IbPortReading,
  IbPortState,
  InfinibandTool,
  InfinibandToolsResult,
} from "./measurements/InfinibandToolsResult.ts";
export type { Iperf3Line, Iperf3Result, Iperf3Run } from "./measurements/Iperf3Result.ts";
export { type IbLinkRate, ibLinkRate } from "./measurements/ibLinkRate.ts";
export type {
  MeasurementDiagnostic,
  MeasurementMessage,
  MeasurementMessageCode,
  MeasurementMessageValues,
} from "./measurements/MeasurementDiagnostic.ts";
export type { MeasurementKind, MeasurementResult, NcclLogResult } from "./measurements/MeasurementResult.ts";
export { measurementInputLimit } from "./measurements/measurementLines.ts";
export {
  measurementMessageCodes,
  measurementMessageTemplates,
  measurementMessageText,
} from "./measurements/measurementMessageText.ts";
export { type NcclCollective, ncclCollectives } from "./measurements/NcclCollective.ts";
export type { NcclEnvSetting } from "./measurements/NcclEnvSetting.ts";
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
} from "./measurements/NcclLog.ts";
export type {
  NcclTestsNetwork,
  NcclTestsRank,
  NcclTestsResult,
  NcclTestsRow,
  NcclTestsRun,
  NcclTestsTiming,
} from "./measurements/NcclTestsResult.ts";
export { ncclEnvValue } from "./measurements/ncclEnvValue.ts";
export { ncclTestsBandwidthGBps } from "./measurements/ncclTestsBandwidthGBps.ts";
export { ncclTypeSize } from "./measurements/ncclTypeSize.ts";
export type { PerftestResult, PerftestTest } from "./measurements/PerftestResult.ts";
export { parseIperf3 } from "./measurements/parseIperf3.ts";
export { parseMeasurement } from "./measurements/parseMeasurement.ts";
export { type ParseNcclTestsOptions, parseNcclTests } from "./measurements/parseNcclTests.ts";
export { parseNcclTestsSize } from "./measurements/parseNcclTestsSize.ts";
export { parsePerftest } from "./measurements/parsePerftest.ts";
export { awsFlowRateLimits } from "./presets/awsFlowRateLimits.ts";
export {
  type CableMedium,
  type CableType,
  type CableTypeId,
  cableTypeIds,
  cableTypes,
} from "./presets/cableTypes.ts";
export { type DcqcnParameters, dcqcnParameters } from "./presets/dcqcnParameters.ts";
export {
  fabricPrices,
  type GpuNodePrice,
  type PricedGpuId,
  type PriceReading,
  pricedGpuIds,
} from "./presets/fabricPrices.ts";
export {
  type GpuNetworkKind,
  type GpuNetworkPairing,
  type GpuNetworkPairingId,
  gpuNetworkPairingIds,
  gpuNetworkPairings,
  networkRatePerGpu,
} from "./presets/gpuNetworkPairings.ts";
export { type GpuPreset, type GpuPresetId, gpuPreset, gpuPresetIds, gpus } from "./presets/gpus.ts";
export { type IbLinkWidth, ibLinkWidths, ibPortDataRate } from "./presets/ibLinkWidths.ts";
/**
 * presets/: sourced external numbers (link generations, cables, GPUs, NICs, published GPU nodes, DCQCN), each
 * with the `Source` it was read from; example prices, marked as examples.
 */
export {
  type LinkFamily,
  type LinkMeasuredRate,
  type LinkPreset,
  type LinkPresetId,
  linkPreset,
  linkPresetIds,
  linkPresets,
} from "./presets/links.ts";
export {
  type NetworkCostExample,
  type NetworkCostGpuId,
  networkCostExamples,
  networkCostGpuIds,
} from "./presets/networkCosts.ts";
export { type NicPreset, nics } from "./presets/nics.ts";
export { type RepositorySource, type Source, sourceUrl, type WebSource } from "./Source.ts";
export { meta2024 } from "./studies/meta2024.ts";
export { type NcclOutsideFigure, ncclOutsideFigures } from "./studies/ncclOutsideFigures.ts";
export { type NcclReferenceSweepFacts, ncclReferenceSweepFacts } from "./studies/ncclReferenceSweepFacts.ts";
export { type NcclReferenceSweep, ncclReferenceSweeps } from "./studies/ncclReferenceSweeps.ts";
export type { PublishedTrainingReport, PublishedTrainingRun } from "./studies/PublishedTrainingReport.ts";
export { redhat2025 } from "./studies/redhat2025.ts";
/**
 * studies/: published measurements the models are checked against, each number with its source,
 * the configuration readings the sources disagree on, the authors' claims and the open questions.
 */
export type { TrainingStudy, TrainingStudyPoint } from "./studies/TrainingStudy.ts";
export { allToAllPairs } from "./topology/allToAllPairs.ts";
export { type BisectionOptions, bisectionBandwidth } from "./topology/bisectionBandwidth.ts";
export { createRouter } from "./topology/createRouter.ts";
export { failLink } from "./topology/failLink.ts";
export { failSwitch } from "./topology/failSwitch.ts";
export { type FatTreeInputs, fatTree } from "./topology/fatTree.ts";
export { type HierarchicalTreeInputs, hierarchicalTree } from "./topology/hierarchicalTree.ts";
export { incastPairs } from "./topology/incastPairs.ts";
export { type LeafSpineInputs, leafSpine } from "./topology/leafSpine.ts";
export { mulberry32 } from "./topology/mulberry32.ts";
export { randomPairs } from "./topology/randomPairs.ts";
export { ringPairs } from "./topology/ringPairs.ts";
export { type SharedBusInputs, sharedBus } from "./topology/sharedBus.ts";
export { type SingleSwitchInputs, singleSwitch } from "./topology/singleSwitch.ts";
export { type SwitchFabricSize, switchFabricSize } from "./topology/switchFabricSize.ts";
/**
 * topology/: topologies as graphs: builders, routes (shortest, equal-cost, ECMP), failures, bisection, traffic patterns.
 */
export type { Topology, TrafficPair } from "./topology/Topology.ts";
export {
  calibrateTraining,
  type TrainingCalibrationOptions,
  type TrainingCalibrationResult,
} from "./training/calibrateTraining.ts";
export { checkTrainingClaims, type TrainingClaimCheck } from "./training/checkTrainingClaims.ts";
export { predictTraining } from "./training/predictTraining.ts";
export { predictTrainingStudyPoint } from "./training/predictTrainingStudyPoint.ts";
export { redhat2025TrainingCalibration } from "./training/redhat2025TrainingCalibration.ts";
export { redhat2025TrainingHeldOut } from "./training/redhat2025TrainingHeldOut.ts";
export type { TrainingPredictionOptions } from "./training/resolveTrainingScenario.ts";
export type { TrainingCalibration } from "./training/TrainingCalibration.ts";
export type { TrainingPrediction } from "./training/TrainingPrediction.ts";
export type { TrainingReasonCode } from "./training/TrainingReasonCode.ts";
/**
 * training/: a data-parallel / FSDP step model (hybrid-shard, full-shard, DDP) on the network
 * path's effective bandwidth; its calibration against a published study, accuracy (MAPE,
 * leave-one-out, node extrapolation), the study's claims, and what-if predictions that are points
 * inside the calibrated region and bands outside.
 */
export {
  type TrainingScenario,
  type TrainingScenarioSettings,
  type TrainingShardingStrategy,
  type TrainingSyncMode,
  trainingShardingStrategies,
} from "./training/TrainingScenario.ts";
export {
  type TrainingAccuracy,
  type TrainingAccuracyOptions,
  type TrainingHeldOut,
  trainingAccuracy,
  trainingAccuracySteps,
  trainingHeldOut,
} from "./training/trainingAccuracy.ts";
export { type TrainingCurve, trainingCurves } from "./training/trainingCurves.ts";
export { type TrainingGpuMemoryFit, trainingGpuMemoryFit } from "./training/trainingGpuMemoryFit.ts";
export { trainingGpuStateBytes } from "./training/trainingGpuStateBytes.ts";
export { trainingInterNodeTraffic } from "./training/trainingInterNodeTraffic.ts";
export {
  type TrainingPathBandwidthEstimate,
  trainingPathBandwidthEstimate,
} from "./training/trainingPathBandwidthEstimate.ts";
export type { TrainingStepResult, TrainingTimeBreakdown } from "./training/trainingStepTime.ts";
/**
 * Units are types: branded bytes, seconds and rates, made only through converters (`gbps(400)`,
 * `microseconds(2)`, `gib(16)`) and read back with `inGbps`, `inGBps`, ...; every external number
 * carries a `Source`.
 */
export {
  type BitsPerSecond,
  type Bytes,
  type BytesPerSecond,
  bitsPerSecond,
  bytes,
  bytesPerSecond,
  type Flops,
  type FlopsPerSecond,
  flops,
  gBps,
  gb,
  gbps,
  gib,
  inGBps,
  inGbps,
  inMicroseconds,
  inMilliseconds,
  kb,
  kib,
  mb,
  mbps,
  mib,
  mibps,
  microseconds,
  milliseconds,
  nanoseconds,
  type Quantity,
  rateOf,
  type Seconds,
  scale,
  seconds,
  sum,
  tflopsPerSecond,
  toBitsPerSecond,
  toBytesPerSecond,
  transferTime,
} from "./units.ts";
/** verbs/: a simulated HCA with an ibverbs-shaped API (PD, MR, CQ, RC QP, WRITE/READ/SEND/RECV). */
/**
 * verbs/: a simulated HCA with an ibverbs-shaped API (PD, MR, CQ, RC QP, WRITE/READ/SEND/RECV).
 *
 * Start with `new VerbsFabric({ hosts: ["alice", "bob"] })` and `fabric.openDevice(host)`, whose
 * `VerbsContext` has the verbs (`allocPd`, `regMr`, `createCq`, `createQp`, `modifyQp`,
 * `postSend`, `postRecv`, `pollCq`, ...). Simulated time moves only with `fabric.progress`,
 * `runUntilIdle` or `step`.
 *
 * The simulator words nothing: a refused call throws a `VerbsError` with an errno and a `code` and
 * `values` (`verbsErrorText` words it; its `message` is that English); every entry of
 * `fabric.events()` is a `VerbsEvent` of one `kind` with its line as `code` and `values`
 * (`verbsEventText` words it, reasons inside it included). `verbsEventCodes`, `verbsReasonCodes`
 * and `verbsErrorCodes` list every code, and the `*Templates` give each one's English.
 */
export { IbvCq } from "./verbs/IbvCq.ts";
export { IbvMr } from "./verbs/IbvMr.ts";
export type { IbvMtu } from "./verbs/IbvMtu.ts";
export { IbvPd } from "./verbs/IbvPd.ts";
export { IbvQp } from "./verbs/IbvQp.ts";
export type { IbvAhAttr, IbvQpAttr } from "./verbs/IbvQpAttr.ts";
export type { IbvQpCap, IbvQpInitAttr } from "./verbs/IbvQpInitAttr.ts";
export type { IbvQpState } from "./verbs/IbvQpState.ts";
export type { IbvRecvWr } from "./verbs/IbvRecvWr.ts";
export type { IbvSendWr, IbvSge } from "./verbs/IbvSendWr.ts";
export type { IbvWc } from "./verbs/IbvWc.ts";
export type { IbvWcOpcode } from "./verbs/IbvWcOpcode.ts";
export type { IbvWcStatus } from "./verbs/IbvWcStatus.ts";
export type { IbvWrOpcode } from "./verbs/IbvWrOpcode.ts";
export {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  type IbvAccessFlags,
  ibvAccessFlagNames,
} from "./verbs/ibvAccessFlags.ts";
export { IBV_SEND_SIGNALED } from "./verbs/ibvSendFlags.ts";
export { VerbsContext } from "./verbs/VerbsContext.ts";
export {
  type VerbsErrno,
  VerbsError,
  type VerbsErrorCode,
  type VerbsErrorMessage,
  type VerbsErrorValues,
} from "./verbs/VerbsError.ts";
export type {
  VerbsEvent,
  VerbsEventCode,
  VerbsEventKind,
  VerbsEventMessage,
  VerbsEventOf,
  VerbsEventValues,
} from "./verbs/VerbsEvent.ts";
export { VerbsFabric, type VerbsFabricOptions, type VerbsRunResult } from "./verbs/VerbsFabric.ts";
export type { VerbsReason, VerbsReasonCode, VerbsReasonValues } from "./verbs/VerbsReason.ts";
export type { VerbsOpTiming, VerbsTiming } from "./verbs/VerbsTiming.ts";
export {
  verbsErrorCodes,
  verbsErrorTemplates,
  verbsErrorText,
  verbsEventCodes,
  verbsEventTemplates,
  verbsEventText,
  verbsReasonCodes,
  verbsReasonTemplates,
  verbsReasonText,
} from "./verbs/verbsMessageText.ts";
