import type { Source } from "../Source.ts";
import type { BytesPerSecond, Seconds } from "../units.ts";
import type { NcclProtocol } from "./ncclTuning.ts";

/**
 * How NCCL's inter-node traffic travels: InfiniBand or RoCE verbs, kernel TCP sockets, AWS EFA
 * (libfabric over SRD), HPE Slingshot (libfabric CXI), Google's GPUDirect-TCPXO.
 * @example const t: CollectiveTransport = "roce";
 */
export type CollectiveTransport = "ib" | "roce" | "tcp" | "efa" | "slingshot" | "tcpxo";

/**
 * What the cost model needs to know about a transport class: how much of the NIC line rate large
 * transfers reach, a per-node ceiling where the host stack rather than the NIC limits, the latency of
 * one inter-node step per protocol (for kernel TCP: the underlying fabric's hop plus the host stack's
 * cost), the LL bandwidth cap, and whether LL128 may cross nodes.
 * @example collectiveTransports.ib.nicEfficiency // 0.94
 */
export interface TransportModel {
  readonly transport: CollectiveTransport;
  /** Fraction of the NICs' line rate that large Simple-protocol transfers reach (0..1]. */
  readonly nicEfficiency: number;
  /** Ceiling on one node's inter-node bandwidth set by the host stack, or null when the NICs limit. */
  readonly bandwidthCapPerNode: BytesPerSecond | null;
  /**
   * Latency of one inter-node step per protocol, or null for NCCL's own NET hop latencies. A protocol
   * left out takes NCCL's NET hop latency, or with `hostStackLatency` the underlay's hop plus it.
   */
  readonly hopLatency: Readonly<Partial<Record<NcclProtocol, Seconds>>> | null;
  /**
   * What a kernel host stack adds to each LL / LL128 inter-node step on top of the hop of the
   * fabric it runs on (the input's `underlay`), or null for transports that bypass the kernel.
   */
  readonly hostStackLatency: Seconds | null;
  /** Cap on LL bus bandwidth across nodes, or null for NCCL's llMaxBws table. */
  readonly llBusBandwidthCap: BytesPerSecond | null;
  /** GPUDirect RDMA (NIC reads GPU memory): NCCL enables LL128 across nodes only with it. */
  readonly gpuDirect: boolean;
  /** Where each number was read (for a calibrated class: the sweeps it was fitted to). */
  readonly sources: readonly Source[];
}
