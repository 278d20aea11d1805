import { type NcclCollective, ncclCollectives } from "./NcclCollective.ts";

/**
 * The collective a nccl-tests name stands for: accepts `all_reduce`, `all_reduce_perf`,
 * `all_reduce_perf_mpi`, `allreduce`, `all-reduce` and `AllReduce`; `null` if none.
 * @example ncclCollectiveFromName("all_gather_perf") // "all_gather"
 */
export function ncclCollectiveFromName(name: string): NcclCollective | null {
  const key = name
    .toLowerCase()
    .replace(/_perf(?:_mpi)?$/, "")
    .replace(/[-_\s]/g, "");
  for (const c of ncclCollectives) {
    if (c.replace(/_/g, "") === key) return c;
  }
  return null;
}
