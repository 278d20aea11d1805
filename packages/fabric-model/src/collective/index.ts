/**
 * collective/: schedules that really move and reduce values (ring, double binary tree, direct; all-
 * reduce, all-gather, reduce-scatter, broadcast) as pure steppers, and an NCCL-like cost model.
 */
export * from "./CollectiveState.ts";
export * from "./CollectiveTransfer.ts";
export * from "./chainBroadcast.ts";
export * from "./collectiveOutputs.ts";
export * from "./directAllReduce.ts";
export * from "./doubleBinaryTree.ts";
export * from "./doubleBinaryTreeLoad.ts";
export * from "./partitionElements.ts";
export * from "./ringAllGather.ts";
export * from "./ringAllReduce.ts";
export * from "./ringReduceScatter.ts";
export * from "./treeAllReduce.ts";
