/**
 * A collective as nccl-tests names its binaries (`all_reduce_perf` -> "all_reduce").
 * @see https://github.com/NVIDIA/nccl-tests (src/*.cu, one test binary per collective)
 * @example const c: NcclCollective = "all_reduce";
 */
export type NcclCollective =
  | "all_reduce"
  | "all_gather"
  | "reduce_scatter"
  | "alltoall"
  | "broadcast"
  | "reduce"
  | "sendrecv"
  | "gather"
  | "scatter"
  | "hypercube";

/**
 * Every collective nccl-tests ships, in the order of its README.
 * @example ncclCollectives.includes("alltoall") // true
 */
export const ncclCollectives: readonly NcclCollective[] = [
  "all_reduce",
  "all_gather",
  "reduce_scatter",
  "alltoall",
  "broadcast",
  "reduce",
  "sendrecv",
  "gather",
  "scatter",
  "hypercube",
];
