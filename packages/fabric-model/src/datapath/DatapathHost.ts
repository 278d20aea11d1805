import type { Bytes, BytesPerSecond, Seconds } from "../units.ts";

/**
 * The host-side costs of a data path: the CPU work the kernel does per syscall, per packet, per
 * segment and per byte, and the delays (interrupt moderation, scheduler wake-up) that sit on
 * the latency path. Per-byte costs are stored as rates (bytes per second of one core).
 * `cx5TestbedHost` holds the values for the ConnectX-5 hosts the fixtures were measured on.
 * @example const host: DatapathHost = cx5TestbedHost;
 */
export interface DatapathHost {
  /** Core clock in Hz, used only to express CPU time as cycles per byte. */
  readonly cpuClockHz: number;
  /** One core's copy bandwidth between user and kernel buffers (copy_to_user / copy_from_user). */
  readonly copyBandwidth: BytesPerSecond;
  /**
   * One core's rate for the receive path's per-byte kernel work beyond the copy (cache misses
   * on freshly DMA-written data, socket buffer accounting, page recycling).
   */
  readonly kernelRxByteRate: BytesPerSecond;
  /** CPU time of one syscall entry and exit. */
  readonly syscallCpu: Seconds;
  /** CPU time of TCP/IP, qdisc and driver transmit work per TSO segment. */
  readonly tcpTxSegmentCpu: Seconds;
  /** CPU time of driver receive work (descriptor, buffer, GRO merge) per wire packet. */
  readonly tcpRxPacketCpu: Seconds;
  /** CPU time of TCP/IP receive work (incl. the ACK it triggers) per GRO-merged segment. */
  readonly tcpRxSegmentCpu: Seconds;
  /** Largest TSO / GRO segment the stack hands to or gets from the NIC. */
  readonly tsoSegmentBytes: Bytes;
  /** CPU time of one hardware interrupt and NAPI poll set-up. */
  readonly interruptCpu: Seconds;
  /** Time the NIC holds a receive interrupt back (interrupt moderation). */
  readonly interruptModeration: Seconds;
  /** CPU time to wake a blocked thread and switch to it. */
  readonly wakeupCpu: Seconds;
  /** Time from the wake-up call until the woken thread runs. */
  readonly wakeupLatency: Seconds;
  /** CPU time of ibv_post_send: build the work request and ring the doorbell. */
  readonly postWorkRequestCpu: Seconds;
  /** Time a busy-polling thread takes to see data or a completion the NIC wrote to memory. */
  readonly pollDetect: Seconds;
}
