/**
 * collective/: schedules that really move and reduce values (ring, double binary tree, direct; all-
 * reduce, all-gather, reduce-scatter, broadcast) as pure steppers, and an NCCL-like cost model
 * (`predictCollective`) with per-transport constants calibrated on real nccl-tests sweeps.
 */
export * from "./CollectiveFlowStep.ts";
export * from "./CollectiveState.ts";
export * from "./CollectiveTransfer.ts";
export * from "./CollectiveTransport.ts";
export * from "./calibratedTransports.ts";
export * from "./calibrateTransport.ts";
export * from "./chainBroadcast.ts";
export * from "./collectiveFlowSteps.ts";
export * from "./collectiveOutputs.ts";
export * from "./collectiveSweepError.ts";
export * from "./collectiveTransports.ts";
export * from "./directAllReduce.ts";
export * from "./doubleBinaryTree.ts";
export * from "./doubleBinaryTreeLoad.ts";
export * from "./ncclTuning.ts";
export * from "./partitionElements.ts";
export * from "./predictCollective.ts";
export * from "./ringAllGather.ts";
export * from "./ringAllReduce.ts";
export * from "./ringAllReduceFlowSteps.ts";
export * from "./ringReduceScatter.ts";
export * from "./simaiEfficiencyReference.ts";
export * from "./simulateCollectiveFlows.ts";
export * from "./treeAllReduce.ts";
