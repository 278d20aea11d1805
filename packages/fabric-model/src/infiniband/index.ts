/**
 * infiniband/: InfiniBand as a fabric. The subnet manager's sweep (directed-route discovery, LIDs
 * with LMC, SM election and failover, re-sweep after a failure), forwarding tables per routing engine
 * (min-hop, up/down, fat-tree) beside RoCE's ECMP, per-link loads and adaptive routing, deadlock
 * detection on channel and buffer dependency graphs (routing and PFC), partitions, SL-to-VL lanes,
 * LID / GID addressing and NCCL's GID choice, and the traffic of SHARP and NVLS reductions.
 */
export { type AddressHeaders, type AddressingMode, addressHeaders } from "./addressHeaders.ts";
export { type BufferDependencyGraph, bufferDependencyGraph } from "./bufferDependencyGraph.ts";
export {
  checkQpPartition,
  type PartitionCheckCode,
  type QpPartitionCheck,
  type QpPartitionSide,
} from "./checkQpPartition.ts";
export { type DependencyBuffer, dependencyBuffer } from "./dependencyBuffer.ts";
export {
  electSubnetManager,
  type SubnetManagerCandidate,
  type SubnetManagerElection,
} from "./electSubnetManager.ts";
export { everyEngineTables } from "./everyEngineTables.ts";
export { fabricChannelLoads } from "./fabricChannelLoads.ts";
export {
  type FabricLinkLoads,
  type FlowPath,
  fabricLinkLoads,
  type LoadRouting,
} from "./fabricLinkLoads.ts";
export { type FabricPort, type FabricPorts, fabricPorts, portGuid } from "./fabricPorts.ts";
export { findDependencyCycles } from "./findDependencyCycles.ts";
export {
  type ForwardingTables,
  type ForwardingTablesInputs,
  forwardingTables,
  NO_PATH,
  type RoutingEngine,
  type RoutingFallbackCode,
  routingEngines,
  type SwitchForwardingTable,
} from "./forwardingTables.ts";
export type { GidEntry } from "./GidEntry.ts";
export { ibMtus, type RoceActiveMtu, roceActiveMtu } from "./ibMtu.ts";
export { type InfinibandSourceId, infinibandSources } from "./infinibandSources.ts";
export {
  type DirectionBytes,
  type InNetworkReductionTraffic,
  type InNetworkReductionTrafficInputs,
  inNetworkReductionTraffic,
  type ReductionCollective,
  type ReductionFallbackCode,
  type ReductionScheme,
} from "./inNetworkReductionTraffic.ts";
export { type LftRoute, type LftRouteOutcome, lftRoute } from "./lftRoute.ts";
export {
  type NcclGidChoice,
  type NcclGidChoiceCode,
  type NcclGidEnvironment,
  ncclGidIndex,
} from "./ncclGidIndex.ts";
export { type InfinibandTrafficLane, ncclTrafficLane, type RoceTrafficLane } from "./ncclTrafficLane.ts";
export { formatGid, parseGid } from "./parseGid.ts";
export { parseShowGids, type ShowGidsRemark, type ShowGidsRemarkCode } from "./parseShowGids.ts";
export { type PartitionMembership, partitionKey, pkeyMatch } from "./partitionKey.ts";
export {
  type DeadlockPrevention,
  type DeadlockScenarioFlow,
  deadlockPreventions,
  type PfcDeadlockScenario,
  pfcDeadlockScenario,
} from "./pfcDeadlockScenario.ts";
export { readShowGidsRow } from "./readShowGidsRow.ts";
export { resweepSubnet, type SubnetResweep } from "./resweepSubnet.ts";
export { roceGidTable } from "./roceGidTable.ts";
export { roceUdpSourcePort } from "./roceUdpSourcePort.ts";
export type { ChannelLoadTotals } from "./routeFlows.ts";
export { type RoutingDeadlocks, routingDeadlocks } from "./routingDeadlocks.ts";
export { type RunSubnetManagerInputs, runSubnetManager, type SubnetManagerRun } from "./runSubnetManager.ts";
export type { SmpAttribute, SmpEvent, SmpOutcome, SubnetPhase } from "./SmpEvent.ts";
export type { DiscoveredNode, EndPortLids, SubnetSweep } from "./SubnetSweep.ts";
export { shiftPermutationPairs } from "./shiftPermutationPairs.ts";
export {
  type PacketRoutingResult,
  type SimulatePacketRoutingInputs,
  simulatePacketRouting,
} from "./simulatePacketRouting.ts";
export {
  opensmDefaultOperationalVls,
  opensmDefaultSl2Vl,
  type ServiceLane,
  slToVl,
} from "./slToVl.ts";
export {
  type FailoverStep,
  type FailoverStepKind,
  type SubnetManagerFailover,
  type SubnetManagerFailoverInputs,
  subnetManagerFailover,
} from "./subnetManagerFailover.ts";
export { type SweepSubnetInputs, sweepSubnet } from "./sweepSubnet.ts";
export { switchRing } from "./switchRing.ts";
export { type ForwardingTableChange, tableChanges } from "./tableChanges.ts";
export { defaultUpDownRoots, isUpMove, type UpDownRanks, upDownRanks } from "./upDownRanks.ts";
