import { type BytesPerSecond, scale } from "../units.ts";
import { busBandwidthFactor } from "./busBandwidthFactor.ts";
import type { NcclCollective } from "./NcclCollective.ts";

/** What `busBandwidth` needs besides the algorithm bandwidth. */
export interface BusBandwidthOptions {
  /** The collective measured. */
  readonly collective: NcclCollective;
  /** Ranks (GPUs) taking part, an integer >= 1. */
  readonly nranks: number;
}

/**
 * Bus bandwidth from algorithm bandwidth, `algbw x busBandwidthFactor(collective, n)`: the rate
 * each rank's busiest link must carry, comparable with link speeds whatever the rank count.
 * @throws RangeError when `nranks` is not an integer >= 1.
 * @see https://github.com/NVIDIA/nccl-tests/blob/master/doc/PERFORMANCE.md (bus bandwidth)
 * @example busBandwidth(gBps(10), { collective: "all_reduce", nranks: 8 }) // 1.75e10 B/s
 */
export function busBandwidth(algbw: BytesPerSecond, options: BusBandwidthOptions): BytesPerSecond {
  return scale(algbw, busBandwidthFactor(options.collective, options.nranks));
}
