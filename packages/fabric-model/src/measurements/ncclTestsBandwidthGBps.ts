import { busBandwidthFactor } from "./busBandwidthFactor.ts";
import type { NcclCollective } from "./NcclCollective.ts";

/** One nccl-tests measurement in the plain numbers nccl-tests prints. */
export interface NcclTestsBandwidthInputs {
  /** The `size` column, bytes (for all-gather / reduce-scatter / all-to-all the total size). */
  readonly bytes: number;
  /** The `time` column, microseconds. */
  readonly timeUs: number;
  /** The collective measured. */
  readonly collective: NcclCollective;
  /** Ranks taking part, an integer >= 1. */
  readonly nranks: number;
}

/** algbw and busbw in GB/s (1e9 bytes per second), unrounded; nccl-tests prints them `%.2f`. */
export interface NcclTestsBandwidthGBps {
  readonly algbwGBps: number;
  readonly busbwGBps: number;
}

/**
 * algbw and busbw in GB/s computed exactly as nccl-tests does from a row's size and time:
 * `algbw = bytes / 1e9 / (timeUs * 1e-6)` and `busbw = algbw x busBandwidthFactor`. The one
 * exception is hypercube, whose test counts `(n-1)/n` of the size in algbw and uses factor 1.
 * @throws RangeError when `nranks` is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl-tests (src/common.cu BenchTime; src/<collective>.cu GetBw)
 * @example ncclTestsBandwidthGBps({ bytes: 134217728, timeUs: 1916.4, collective: "all_reduce", nranks: 8 })
 *   // { algbwGBps: 70.036..., busbwGBps: 122.56... }
 */
export function ncclTestsBandwidthGBps(inputs: NcclTestsBandwidthInputs): NcclTestsBandwidthGBps {
  const { bytes, timeUs, collective, nranks } = inputs;
  const factor = busBandwidthFactor(collective, nranks);
  const sizeCounted = collective === "hypercube" ? (bytes * (nranks - 1)) / nranks : bytes;
  const algbwGBps = sizeCounted / 1.0e9 / (timeUs * 1.0e-6);
  return { algbwGBps, busbwGBps: algbwGBps * factor };
}
