/** fabric-model: pure TypeScript models of RDMA fabrics. One barrel; each folder has its own. */

export * from "./advisor/index.ts";
export * from "./collective/index.ts";
export * from "./datapath/index.ts";
export * from "./flow/index.ts";
export * from "./infiniband/index.ts";
export * from "./lossless/index.ts";
export * from "./measurements/index.ts";
export * from "./presets/index.ts";
export * from "./studies/index.ts";
export * from "./topology/index.ts";
export * from "./training/index.ts";
export * from "./units.ts";
export * from "./verbs/index.ts";
