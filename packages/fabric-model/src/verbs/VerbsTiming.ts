import type { Bytes, Seconds } from "../units.ts";
import type { IbvWrOpcode } from "./IbvWrOpcode.ts";

/**
 * How long each stage of one operation takes in the simulated HCA. For WRITE and SEND the payload
 * goes out with the request and an ACK comes back; for READ the request is header-only and the data
 * comes back in the response.
 * `{ doorbell, requesterDma, requestWire, responderDma, responseWire, requesterDmaWrite, completion }`
 */
export interface VerbsOpTiming {
  /** CPU builds the WQE and rings the doorbell (MMIO) until the HCA starts on it. */
  readonly doorbell: Seconds;
  /** Requester HCA fetches the WQE (and DMA-reads the payload of a WRITE/SEND) and transmits. */
  readonly requesterDma: Seconds;
  /** Request packet(s) on the wire. */
  readonly requestWire: Seconds;
  /** Responder HCA receives and DMA-writes the payload (WRITE/SEND), or DMA-reads it and transmits (READ). */
  readonly responderDma: Seconds;
  /** ACK (WRITE/SEND) or READ response with the data, on the wire back to the requester. */
  readonly responseWire: Seconds;
  /** READ only: requester HCA receives the response and DMA-writes the data into local memory (0 otherwise). */
  readonly requesterDmaWrite: Seconds;
  /** HCA writes a CQE into host memory. */
  readonly completion: Seconds;
}

/**
 * Prices one operation of `bytes` payload, stage by stage. The part of each stage that grows with
 * bytes (`timing({opcode, bytes}).x - timing({opcode, bytes: 0}).x`) is treated as occupancy:
 * back-to-back operations through the same stage are spaced by at least that much (bandwidth),
 * while the fixed part overlaps (latency). Must be pure and return finite, non-negative times.
 * Default: {@link verbsDatapathTiming}, i.e. datapath's `messagePath`.
 * `const timing: VerbsTiming = ({ opcode, bytes }) => ({ ...zeroes, requestWire: seconds(1e-6 + bytes / 12.5e9) })`
 */
export type VerbsTiming = (inputs: { opcode: IbvWrOpcode; bytes: Bytes }) => VerbsOpTiming;
