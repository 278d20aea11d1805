import { type Bytes, type BytesPerSecond, rateOf, type Seconds } from "../units.ts";

/**
 * Algorithm bandwidth as nccl-tests defines it: the size of the operation over its time, `S / t`
 * (for all-gather, reduce-scatter and all-to-all S is the total size, count x type size x ranks).
 * Infinity when time is 0.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md (algorithm bandwidth)
 * @example algorithmBandwidth(gb(1), seconds(0.1)) // 1e10 B/s, printed by nccl-tests as 10.00 GB/s
 */
export function algorithmBandwidth(size: Bytes, time: Seconds): BytesPerSecond {
  return rateOf(size, time);
}
