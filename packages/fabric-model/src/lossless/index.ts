/**
 * lossless/: what a congested switch port does under each way of handling congestion (InfiniBand
 * credits, Ethernet PFC, PFC with ECN and DCQCN, plain lossy Ethernet), as a small pure
 * discrete-time fluid model: buffer occupancy, PAUSE, drops and per-flow goodput over time.
 */
export * from "./CongestedSwitchInputs.ts";
export * from "./CongestedSwitchState.ts";
export * from "./congestedSwitchDefaults.ts";
export * from "./dcqcnReactionPoint.ts";
export * from "./ecnMarkProbability.ts";
export * from "./initCongestedSwitch.ts";
export * from "./LosslessMode.ts";
export * from "./pfcThresholds.ts";
export * from "./runCongestedSwitch.ts";
export * from "./stepCongestedSwitch.ts";
