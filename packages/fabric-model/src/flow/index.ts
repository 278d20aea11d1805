/** Flow-level discrete-event simulation with max-min fair sharing over a topology's links. */
export * from "./FlowSimResult.ts";
export * from "./FlowSimState.ts";
export * from "./FlowSpec.ts";
export * from "./flowFailureImpact.ts";
export * from "./flowSimSnapshot.ts";
export * from "./flowSimSummary.ts";
export * from "./flowStep.ts";
export * from "./flowsFromPairs.ts";
export * from "./initFlowSim.ts";
export * from "./maxMinFairShare.ts";
export * from "./simulateFlows.ts";
