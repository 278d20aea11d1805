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
  type DataParallelKind,
  dataParallelKinds,
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
export type { CollectiveState, CollectiveStepper } from "./collective/CollectiveState.ts";
export type { ElementRange, NumericBuffer } from "./collective/CollectiveTransfer.ts";
/**
 * collective/: schedules that really move and reduce values (ring, double binary tree, direct) as
 * pure steppers; NCCL's tuner (2.30.7) and what nccl-tests then measures (`predictCollective`, with
 * link-class efficiencies calibrated on published sweeps and a cross-validated band on every
 * prediction); a collective's steps on the flow simulator.
 */
export type { CollectiveBand } from "./collective/collectiveBands.ts";
export { type CollectiveHeldOut, collectiveCalibration } from "./collective/collectiveCalibration.ts";
export {
  type CollectiveTransport,
  collectiveTransports,
  type IntraLinkClass,
} from "./collective/collectiveHardware.ts";
export {
  type CollectiveValidation,
  type CollectiveValidationRow,
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
export { partitionElements } from "./collective/partitionElements.ts";
export {
  type CollectiveAlgorithmChoice,
  type CollectiveBottleneck,
  type CollectiveCandidate,
  type CollectivePrediction,
  type CollectiveScenarioInput,
  type ModelledCollective,
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
/** infiniband/: the fabric as the subnet manager builds it: discovery, LIDs, routing engines, deadlocks, partitions, lanes, addresses, in-network reduction traffic. */
export {
  type AddressHeaders,
  type AddressingMode,
  addressHeaders,
  type BufferDependencyGraph,
  bufferDependencyGraph,
  type ChannelLoadTotals,
  checkQpPartition,
  type DeadlockPrevention,
  type DeadlockScenarioFlow,
  type DependencyBuffer,
  type DirectionBytes,
  type DiscoveredNode,
  deadlockPreventions,
  defaultUpDownRoots,
  dependencyBuffer,
  type EndPortLids,
  electSubnetManager,
  everyEngineTables,
  type FabricLinkLoads,
  type FabricPort,
  type FabricPorts,
  type FailoverStep,
  type FailoverStepKind,
  type FlowPath,
  type ForwardingTableChange,
  type ForwardingTables,
  type ForwardingTablesInputs,
  fabricChannelLoads,
  fabricLinkLoads,
  fabricPorts,
  findDependencyCycles,
  formatGid,
  forwardingTables,
  type GidEntry,
  type InfinibandSourceId,
  type InfinibandTrafficLane,
  type InNetworkReductionTraffic,
  type InNetworkReductionTrafficInputs,
  ibMtus,
  infinibandSources,
  inNetworkReductionTraffic,
  isUpMove,
  type LftRoute,
  type LftRouteOutcome,
  type LoadRouting,
  lftRoute,
  type NcclGidChoice,
  type NcclGidChoiceCode,
  type NcclGidEnvironment,
  NO_PATH,
  ncclGidIndex,
  ncclTrafficLane,
  opensmDefaultOperationalVls,
  opensmDefaultSl2Vl,
  type PacketRoutingResult,
  type PartitionCheckCode,
  type PartitionMembership,
  type PfcDeadlockScenario,
  parseGid,
  parseShowGids,
  partitionKey,
  pfcDeadlockScenario,
  pkeyMatch,
  portGuid,
  type QpPartitionCheck,
  type QpPartitionSide,
  type ReductionCollective,
  type ReductionFallbackCode,
  type ReductionScheme,
  type RoceActiveMtu,
  type RoceTrafficLane,
  type RoutingDeadlocks,
  type RoutingEngine,
  type RoutingFallbackCode,
  type RunSubnetManagerInputs,
  readShowGidsRow,
  resweepSubnet,
  roceActiveMtu,
  roceGidTable,
  roceUdpSourcePort,
  routingDeadlocks,
  routingEngines,
  runSubnetManager,
  type ServiceLane,
  type ShowGidsRemark,
  type ShowGidsRemarkCode,
  type SimulatePacketRoutingInputs,
  type SmpAttribute,
  type SmpEvent,
  type SmpOutcome,
  type SubnetManagerCandidate,
  type SubnetManagerElection,
  type SubnetManagerFailover,
  type SubnetManagerFailoverInputs,
  type SubnetManagerRun,
  type SubnetPhase,
  type SubnetResweep,
  type SubnetSweep,
  type SweepSubnetInputs,
  type SwitchForwardingTable,
  shiftPermutationPairs,
  simulatePacketRouting,
  slToVl,
  subnetManagerFailover,
  sweepSubnet,
  switchRing,
  tableChanges,
  type UpDownRanks,
  upDownRanks,
} from "./infiniband/index.ts";
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
 * measurements/: parsers for what nccl-tests, perftest and iperf3 (and iperf 2) print and for
 * NCCL's own log (they never throw: what they cannot read comes back as diagnostics with line
 * numbers), a reader for input that arrives in chunks, and the nccl-tests bandwidth arithmetic.
 */
export {
  algorithmBandwidth,
  busBandwidth,
  busBandwidthFactor,
  createMeasurementReader,
  type IbCounterReading,
  type IbdiagnetStage,
  type IbdiagnetSummary,
  type IbLinkRate,
  type IbPhysicalState,
  type IbPortReading,
  type IbPortState,
  type InfinibandTool,
  type InfinibandToolsResult,
  type Iperf3Line,
  type Iperf3Result,
  type Iperf3Run,
  ibLinkRate,
  type MeasurementDiagnostic,
  type MeasurementKind,
  type MeasurementMessage,
  type MeasurementMessageCode,
  type MeasurementMessageValues,
  type MeasurementReader,
  type MeasurementReaderOptions,
  type MeasurementResult,
  measurementInputLimit,
  measurementMessageCodes,
  measurementMessageTemplates,
  measurementMessageText,
  type NcclCollective,
  type NcclEnvSetting,
  type NcclLog,
  type NcclLogConnection,
  type NcclLogNic,
  type NcclLogNicDistance,
  type NcclLogPlugin,
  type NcclLogResult,
  type NcclLogRing,
  type NcclLogSocketInterface,
  type NcclLogTransport,
  type NcclLogTreeNode,
  type NcclLogTunerChoice,
  type NcclTestsNetwork,
  type NcclTestsRank,
  type NcclTestsResult,
  type NcclTestsRow,
  type NcclTestsRun,
  type NcclTestsTiming,
  ncclCollectives,
  ncclEnvValue,
  ncclTestsBandwidthGBps,
  ncclTypeSize,
  type ParseNcclTestsOptions,
  type PerftestResult,
  type PerftestTest,
  parseIperf3,
  parseMeasurement,
  parseNcclTests,
  parseNcclTestsSize,
  parsePerftest,
} from "./measurements/index.ts";
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
export { type NcclReferenceSweepFacts, ncclReferenceSweepFacts } from "./studies/ncclReferenceSweepFacts.ts";
export { type NcclReferenceSweep, ncclReferenceSweeps } from "./studies/ncclReferenceSweeps.ts";
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
export { type TrainingAccuracy, trainingAccuracy } from "./training/trainingAccuracy.ts";
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
export {
  IBV_ACCESS_LOCAL_WRITE,
  IBV_ACCESS_REMOTE_READ,
  IBV_ACCESS_REMOTE_WRITE,
  IBV_SEND_SIGNALED,
  type IbvAccessFlags,
  type IbvAhAttr,
  IbvCq,
  IbvMr,
  type IbvMtu,
  IbvPd,
  IbvQp,
  type IbvQpAttr,
  type IbvQpCap,
  type IbvQpInitAttr,
  type IbvQpState,
  type IbvRecvWr,
  type IbvSendWr,
  type IbvSge,
  type IbvWc,
  type IbvWcOpcode,
  type IbvWcStatus,
  type IbvWrOpcode,
  ibvAccessFlagNames,
  VerbsContext,
  type VerbsErrno,
  VerbsError,
  type VerbsErrorCode,
  type VerbsErrorMessage,
  type VerbsErrorValues,
  type VerbsEvent,
  type VerbsEventCode,
  type VerbsEventKind,
  type VerbsEventMessage,
  type VerbsEventOf,
  type VerbsEventValues,
  VerbsFabric,
  type VerbsFabricOptions,
  type VerbsOpTiming,
  type VerbsReason,
  type VerbsReasonCode,
  type VerbsReasonValues,
  type VerbsRunResult,
  type VerbsTiming,
  verbsErrorCodes,
  verbsErrorTemplates,
  verbsErrorText,
  verbsEventCodes,
  verbsEventTemplates,
  verbsEventText,
  verbsReasonCodes,
  verbsReasonTemplates,
  verbsReasonText,
} from "./verbs/index.ts";
