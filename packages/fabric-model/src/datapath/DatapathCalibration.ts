import type { BytesPerSecond, Seconds } from "../units.ts";

/**
 * The datapath constants `calibrateDatapath` derives from measurements (ConnectX-5 testbed):
 * host copy bandwidth and receive per-byte rate, NIC pipeline, port and receive-queue latencies,
 * and what an SR-IOV VF adds (latency per message, receive CPU per packet).
 * @example const c: DatapathCalibration = connectX5DatapathCalibration.values;
 */
export interface DatapathCalibration {
  readonly copyBandwidth: BytesPerSecond;
  readonly kernelRxByteRate: BytesPerSecond;
  readonly pipelineLatency: Seconds;
  readonly portLatency: Seconds;
  readonly receiveQueueLatency: Seconds;
  readonly sriovVfAddedLatency: Seconds;
  readonly sriovVfReceiverCpuPerPacket: Seconds;
}
