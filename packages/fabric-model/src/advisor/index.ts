/**
 * advisor/: is a fabric worth it? Per candidate network path, the training model's predicted
 * throughput (point or band), scaling efficiency, cost per million tokens and hidden vs exposed
 * communication; a recommendation (the cheapest path within a tolerance of the fastest, or
 * "measure first" when bands overlap) with reason codes; and the nccl-tests all-reduce that
 * confirms it, with the bus bandwidth that decides.
 */
export * from "./AdvisorReasonCode.ts";
export * from "./adviseFabric.ts";
export * from "./advisorAssumptions.ts";
export * from "./advisorBandwidthThresholds.ts";
export * from "./advisorCostPerMillionTokens.ts";
export * from "./advisorMeasurement.ts";
export * from "./advisorTrainingContext.ts";
