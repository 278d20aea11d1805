/** Sourced external numbers: every value here carries the URL or repo path it was read from. */
export * from "./gpus.ts";
export * from "./links.ts";
export * from "./nics.ts";
