/** Sourced external numbers: every value here carries the URL or repo path it was read from. */
export * from "./cableTypes.ts";
export * from "./dcqcnParameters.ts";
export * from "./gpuNetworkPairings.ts";
export * from "./gpus.ts";
export * from "./ibLinkWidths.ts";
export * from "./links.ts";
export * from "./networkCosts.ts";
export * from "./nics.ts";
