import { cx5MeasurementSources } from "../datapath/cx5MeasurementSources.ts";
import type { Source } from "../Source.ts";
import type { CollectiveTransport, TransportModel } from "./CollectiveTransport.ts";
import {
  type CalibratedTransport,
  calibratedTransports,
  type TransportCalibration,
} from "./calibratedTransports.ts";
import { ncclTuning } from "./ncclTuning.ts";

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

/** NCCL's NET hop latencies and LL caps, which the InfiniBand and RoCE classes use as NCCL does. */
const NCCL_HOPS: Source = {
  ...ncclTuning.source,
  read: "hwLat NET row (hop latencies) and llMaxBws (LL caps)",
};

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
    sources: c.sources,
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
    sources: [
      {
        url: "https://github.com/NVIDIA/nccl-tests/issues/290",
        read: "NDR 400 Gb/s NIC through NCCL: 46-48 GB/s of 50 (taken as 47/50 = 0.94)",
      },
      NCCL_HOPS,
    ],
  },
  roce: {
    transport: "roce",
    nicEfficiency: 0.925,
    bandwidthCapPerNode: null,
    hopLatency: null,
    hostStackLatency: null,
    llBusBandwidthCap: null,
    gpuDirect: true,
    sources: [
      {
        ...cx5MeasurementSources.writeBandwidthCrossNode,
        read: "perftest ib_write_bw on ConnectX-5 100G RoCE, 64 KiB: 11023.48 MiB/s = 92.5 Gb/s of 100 (0.925)",
      },
      NCCL_HOPS,
    ],
  },
  // gpuDirect: EFA and Slingshot (CXI) register GPU memory (GPUDirect RDMA on p4d/p5 and Alps);
  // kernel TCP and TCPXO are not RDMA paths, so NCCL keeps LL128 inside the node.
  tcp: calibrated("tcp", false),
  efa: calibrated("efa", true),
  slingshot: calibrated("slingshot", true),
  tcpxo: calibrated("tcpxo", false),
};
