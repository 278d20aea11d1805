import type { Bytes, Seconds } from "../units.ts";

/**
 * Stages an operation passes through in the simulated HCA, each priced by a {@link VerbsTiming}:
 * - `doorbell`: the CPU's MMIO doorbell write reaching the HCA;
 * - `dma-read`: the HCA fetching a WQE and payload from host memory over PCIe;
 * - `wire`: one packet (request, response or ACK) crossing the fabric, serialization included;
 * - `dma-write`: the HCA writing a payload into host memory;
 * - `completion`: the HCA writing a CQE into host memory.
 */
export type VerbsTimedStage = "doorbell" | "dma-read" | "wire" | "dma-write" | "completion";

/**
 * Prices one stage for a payload of `bytes` (0 for a header-only packet or a WQE fetch). The part that
 * grows with bytes, `timing({stage, bytes}) - timing({stage, bytes: 0})`, is treated as occupancy:
 * back-to-back messages through the same stage are spaced by at least that much (bandwidth), while
 * the fixed part overlaps (latency). Must return a finite, non-negative time.
 *
 * `const timing: VerbsTiming = ({ stage, bytes }) => stage === "wire" ? seconds(1e-6 + bytes / 12.5e9) : seconds(0)`
 */
export type VerbsTiming = (inputs: { stage: VerbsTimedStage; bytes: Bytes }) => Seconds;
