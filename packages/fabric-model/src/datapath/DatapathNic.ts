import type { Bytes, Seconds } from "../units.ts";

/**
 * The NIC-side costs of a data path: the PCIe link to the host and the fixed latencies inside
 * the adapter. `cx5TestbedNic` holds the ConnectX-5 values; three of them are calibrated.
 * @example const nic: DatapathNic = cx5TestbedNic;
 */
export interface DatapathNic {
  /** PCIe generation of the host link (3, 4, 5 or 6). */
  readonly pcieGeneration: 3 | 4 | 5 | 6;
  /** PCIe lanes of the host link. */
  readonly pcieLanes: number;
  /** PCIe Max_Payload_Size: the largest data payload of one TLP. */
  readonly pcieMaxPayload: Bytes;
  /** One-way latency of a PCIe transaction between the NIC and host memory / the CPU. */
  readonly pcieLatency: Seconds;
  /** Transport processing inside one NIC per message and direction (WQE parsing, packetising, QP lookup). */
  readonly pipelineLatency: Seconds;
  /** MAC + PHY (+ FEC) latency of one port, each way. */
  readonly portLatency: Seconds;
  /** Extra receive-side latency of a SEND over a WRITE (receive WQE fetch, CQE write). */
  readonly receiveQueueLatency: Seconds;
  /** Largest payload the NIC accepts inline in a work request (no DMA read of the payload). */
  readonly maxInline: Bytes;
  /** Messages per second one NIC can process (small-message limit). */
  readonly messageRate: number;
}
