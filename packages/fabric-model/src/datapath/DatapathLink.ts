import type { BitsPerSecond, Bytes, Seconds } from "../units.ts";

/**
 * The network between the two NIC ports as the data path sees it: the framing family (RoCE and
 * plain Ethernet share Ethernet framing, InfiniBand has its own), the data rate after line
 * coding, the MTUs, and the fixed delays of cable and switches.
 * @example const link: DatapathLink = cx5TestbedLink;
 */
export interface DatapathLink {
  readonly kind: "roce" | "ethernet" | "infiniband";
  /** Data rate per direction after line coding (100GBASE-R: 100 Gb/s; IB EDR 4x: 100 Gb/s). */
  readonly linkRateUnidirectional: BitsPerSecond;
  /** IP MTU used by the kernel TCP path (Ethernet: 1500 or 9000; IPoIB datagram: 2044). */
  readonly ipMtu: Bytes;
  /** RDMA path MTU: payload bytes per RDMA packet (256..4096). */
  readonly rdmaMtu: Bytes;
  /** Whether Ethernet frames carry an 802.1Q tag (4 bytes; common for RoCE with PFC). */
  readonly vlanTagged: boolean;
  /** Propagation delay of the cables, one way. */
  readonly propagationDelay: Seconds;
  /** Switches crossed between the two ports. */
  readonly switchHops: number;
  /** Port-to-port latency of one (cut-through) switch. */
  readonly switchLatency: Seconds;
}
