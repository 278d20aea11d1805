import type { NcclCollective } from "./NcclCollective.ts";

/**
 * The factor nccl-tests multiplies algorithm bandwidth by to get bus bandwidth: all-reduce
 * `2(n-1)/n`; all-gather, reduce-scatter, all-to-all, gather and scatter `(n-1)/n`; broadcast,
 * reduce, sendrecv and hypercube 1. Dimensionless.
 * @throws RangeError when `nranks` is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md (bus bandwidth section)
 * @see https://github.com/NVIDIA/nccl-tests (src/<collective>.cu, each test's GetBw function)
 * @example busBandwidthFactor("all_reduce", 8) // 1.75
 */
export function busBandwidthFactor(collective: NcclCollective, nranks: number): number {
  if (!Number.isInteger(nranks) || nranks < 1) {
    throw new RangeError(`busBandwidthFactor: nranks must be an integer >= 1, got ${nranks}`);
  }
  switch (collective) {
    case "all_reduce":
      return (2 * (nranks - 1)) / nranks;
    case "all_gather":
    case "reduce_scatter":
    case "alltoall":
    case "gather":
    case "scatter":
      return (nranks - 1) / nranks;
    case "broadcast":
    case "reduce":
    case "sendrecv":
    case "hypercube":
      return 1;
  }
}
