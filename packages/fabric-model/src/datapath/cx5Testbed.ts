import { connectX5DatapathCalibration } from "../presets/nics.ts";
import { cx5TestbedHostEstimates, cx5TestbedNicEstimates } from "./cx5TestbedEstimates.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathNic } from "./DatapathNic.ts";

const calibrated = connectX5DatapathCalibration.values;

/**
 * The ConnectX-5 testbed's hosts: estimates from `cx5TestbedHostEstimates` plus the calibrated
 * copy bandwidth and receive per-byte rate stored in `connectX5DatapathCalibration`.
 * @example inGBps(cx5TestbedHost.copyBandwidth) // ~5.1
 */
export const cx5TestbedHost: DatapathHost = {
  ...cx5TestbedHostEstimates,
  copyBandwidth: calibrated.copyBandwidth,
  kernelRxByteRate: calibrated.kernelRxByteRate,
};

/**
 * The ConnectX-5 testbed's NIC: estimates plus the calibrated pipeline, port and receive-queue
 * latencies stored in `connectX5DatapathCalibration`.
 * @example inMicroseconds(cx5TestbedNic.pipelineLatency) // ~0.125
 */
export const cx5TestbedNic: DatapathNic = {
  ...cx5TestbedNicEstimates,
  pipelineLatency: calibrated.pipelineLatency,
  portLatency: calibrated.portLatency,
  receiveQueueLatency: calibrated.receiveQueueLatency,
};
