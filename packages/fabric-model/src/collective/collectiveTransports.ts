import type { CollectiveTransport, TransportModel } from "./CollectiveTransport.ts";
import {
  type CalibratedTransport,
  calibratedTransports,
  type TransportCalibration,
} from "./calibratedTransports.ts";

/**
 * A calibration's per-protocol hop latencies as a transport model holds them: LL and LL128 share
 * the LL hop; a kernel-stack class (no LL hop of its own) leaves them to its underlay plus its host
 * stack latency.
 * @example transportHopLatency(calibratedTransports.efa).Simple // ~2.6e-4 s
 */
export function transportHopLatency(c: TransportCalibration): TransportModel["hopLatency"] {
  return c.hopLatencyLL === null
    ? { Simple: c.hopLatencySimple }
    : { LL: c.hopLatencyLL, LL128: c.hopLatencyLL, Simple: c.hopLatencySimple };
}

function calibrated(transport: CalibratedTransport, gpuDirect: boolean): TransportModel {
  const c = calibratedTransports[transport];
  return {
    transport,
    nicEfficiency: c.nicEfficiency,
    bandwidthCapPerNode: c.bandwidthCapPerNode,
    hopLatency: transportHopLatency(c),
    hostStackLatency: c.hostStackLatency,
    llBusBandwidthCap: c.llBusBandwidthCap,
    gpuDirect,
    source: c.source,
  };
}

/**
 * Transport models by class: InfiniBand and RoCE use NCCL's own NET latencies and LL caps with a NIC
 * efficiency measured elsewhere; the others carry constants calibrated on real nccl-tests sweeps.
 * @example collectiveTransports.roce.nicEfficiency // 0.925
 */
export const collectiveTransports: Readonly<Record<CollectiveTransport, TransportModel>> = {
  ib: {
    transport: "ib",
    nicEfficiency: 0.94,
    bandwidthCapPerNode: null,
    hopLatency: null,
    hostStackLatency: null,
    llBusBandwidthCap: null,
    gpuDirect: true,
    source:
      "NVIDIA/nccl-tests issue 290 (NDR 400 Gb/s NIC through NCCL: 46-48 GB/s of 50, taken as 47/50 = 0.94); hop latencies and LL caps from NVIDIA/nccl src/graph/tuning.cc (hwLat NET row, llMaxBws)",
  },
  roce: {
    transport: "roce",
    nicEfficiency: 0.925,
    bandwidthCapPerNode: null,
    hopLatency: null,
    hostStackLatency: null,
    llBusBandwidthCap: null,
    gpuDirect: true,
    source:
      "MODELLING.md reference figures: perftest ib_write_bw on ConnectX-5 100G RoCE, 64 KiB, 11023 MiB/s = 92.5 Gb/s of 100 (0.925); hop latencies and LL caps from NVIDIA/nccl src/graph/tuning.cc",
  },
  // gpuDirect: EFA and Slingshot (CXI) register GPU memory (GPUDirect RDMA on p4d/p5 and Alps);
  // kernel TCP and TCPXO are not RDMA paths, so NCCL keeps LL128 inside the node.
  tcp: calibrated("tcp", false),
  efa: calibrated("efa", true),
  slingshot: calibrated("slingshot", true),
  tcpxo: calibrated("tcpxo", false),
};
