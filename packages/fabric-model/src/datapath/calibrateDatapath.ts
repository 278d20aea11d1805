import {
  type Bytes,
  type BytesPerSecond,
  bytesPerSecond,
  type Seconds,
  seconds,
  toBytesPerSecond,
} from "../units.ts";
import { cx5Measurements } from "./cx5Measurements.ts";
import {
  type CalibratedHostField,
  type CalibratedNicField,
  cx5TestbedHostEstimates,
  cx5TestbedLink,
  cx5TestbedNicEstimates,
} from "./cx5TestbedEstimates.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathNic } from "./DatapathNic.ts";
import { datapathThroughput } from "./datapathThroughput.ts";
import { messagePath } from "./messagePath.ts";
import type { VirtualisationLayer } from "./VirtualisationLayer.ts";
import { virtualisationLayers } from "./virtualisationLayers.ts";

/**
 * The measurements `calibrateDatapath` reads (the shape of `cx5Measurements`).
 * @example const m: DatapathCalibrationMeasurements = cx5Measurements;
 */
type DatapathCalibrationMeasurements = Pick<
  typeof cx5Measurements,
  | "writeLatencyLoopback"
  | "writeLatencyCrossNode"
  | "sendLatencyCrossNode"
  | "tcpSingleStreamSameNode"
  | "tcpSingleStreamCrossNode"
  | "sriovVfWriteLatency"
  | "sriovVfTcpSingleStream"
>;

/**
 * Inputs of `calibrateDatapath`; every field defaults to the ConnectX-5 testbed.
 * @example calibrateDatapath({ link: cx5TestbedLink })
 */
interface CalibrateDatapathInputs {
  readonly measurements?: DatapathCalibrationMeasurements;
  readonly hostEstimates?: Omit<DatapathHost, CalibratedHostField>;
  readonly nicEstimates?: Omit<DatapathNic, CalibratedNicField>;
  readonly link?: DatapathLink;
}

/**
 * The derived constants, and the host and NIC they complete.
 * @example calibrateDatapath().host.copyBandwidth
 */
interface CalibrateDatapathResult {
  readonly values: DatapathCalibration;
  readonly host: DatapathHost;
  readonly nic: DatapathNic;
}

/** Solve f(x) = target for an f that is affine in x, from f(0) and f(probe). */
function solveAffine(f: (x: number) => number, target: number, probe: number, what: string): number {
  const f0 = f(0);
  const slope = (f(probe) - f0) / probe;
  if (!(slope > 0)) throw new RangeError(`calibrateDatapath: ${what} does not move the model`);
  const x = (target - f0) / slope;
  if (!(x > 0) || !Number.isFinite(x)) {
    throw new RangeError(
      `calibrateDatapath: ${what} came out ${x}; the estimates already exceed the measurement (${target})`,
    );
  }
  return x;
}

/** Receiving-core time per message of one TCP stream (from the receiverCpu limit). */
function receiverOccupancy(
  host: DatapathHost,
  nic: DatapathNic,
  link: DatapathLink,
  m: Bytes,
  layers: readonly VirtualisationLayer[],
): number {
  const result = datapathThroughput({ path: "kernel-tcp", messageBytes: m, link, host, nic }, { layers });
  const limit = result.limits.find((l) => l.id === "receiverCpu");
  if (!limit) throw new RangeError("calibrateDatapath: kernel TCP has no receiverCpu limit");
  return m / limit.goodput;
}

/**
 * Derive the datapath's free constants from measurements, in order, each by solving the model
 * (affine in that constant) for one measurement with everything else fixed:
 * 1. copy bandwidth = one same-host iperf3 stream's goodput (the receiving core mostly copies);
 * 2. NIC pipeline latency from the NIC-loopback 2 B WRITE latency (two NICs' worth);
 * 3. port latency from the cross-node 2 B WRITE latency (two ports);
 * 4. receive-queue latency from the 2 B SEND latency;
 * 5. the receive core's extra per-byte cost so one cross-node iperf3 stream (128 KiB writes)
 *    runs at its measured rate with the receiving core as the bottleneck;
 * 6. the SR-IOV VF's added latency (VF WRITE latency minus bare metal) and receive CPU per
 *    packet (VF iperf3 rate).
 * @throws RangeError when a constant comes out non-positive (the estimates already exceed a
 *   measurement) or the receiving core is not the TCP bottleneck after calibration.
 * @example inMicroseconds(calibrateDatapath().values.pipelineLatency) // ~0.125
 */
export function calibrateDatapath(inputs: CalibrateDatapathInputs = {}): CalibrateDatapathResult {
  const meas = inputs.measurements ?? cx5Measurements;
  const hostEst = inputs.hostEstimates ?? cx5TestbedHostEstimates;
  const nicEst = inputs.nicEstimates ?? cx5TestbedNicEstimates;
  const link = inputs.link ?? cx5TestbedLink;
  const probeTime = 1e-6;

  // 1. Copy bandwidth.
  const copyBandwidth: BytesPerSecond = toBytesPerSecond(meas.tcpSingleStreamSameNode.value);
  const hostWith = (x: number): DatapathHost => ({
    ...hostEst,
    copyBandwidth,
    kernelRxByteRate: (x > 0 ? 1 / x : Number.POSITIVE_INFINITY) as BytesPerSecond,
  });
  const nicWith = (n: Partial<DatapathNic>): DatapathNic => ({
    ...nicEst,
    pipelineLatency: seconds(0),
    portLatency: seconds(0),
    receiveQueueLatency: seconds(0),
    ...n,
  });
  const host0 = hostWith(0);
  const latency = (path: "rdma-write" | "rdma-send", m: Bytes, nic: DatapathNic, loopback: boolean) =>
    messagePath({ path, bytes: m, link, host: host0, nic }, { loopback }).latency;

  // 2-4. NIC latencies.
  const pipelineLatency = seconds(
    solveAffine(
      (x) =>
        latency(
          "rdma-write",
          meas.writeLatencyLoopback.messageBytes,
          nicWith({ pipelineLatency: seconds(x) }),
          true,
        ),
      meas.writeLatencyLoopback.value,
      probeTime,
      "pipelineLatency",
    ),
  );
  const portLatency = seconds(
    solveAffine(
      (x) =>
        latency(
          "rdma-write",
          meas.writeLatencyCrossNode.messageBytes,
          nicWith({ pipelineLatency, portLatency: seconds(x) }),
          false,
        ),
      meas.writeLatencyCrossNode.value,
      probeTime,
      "portLatency",
    ),
  );
  const receiveQueueLatency = seconds(
    solveAffine(
      (x) =>
        latency(
          "rdma-send",
          meas.sendLatencyCrossNode.messageBytes,
          nicWith({ pipelineLatency, portLatency, receiveQueueLatency: seconds(x) }),
          false,
        ),
      meas.sendLatencyCrossNode.value,
      probeTime,
      "receiveQueueLatency",
    ),
  );
  const nic = nicWith({ pipelineLatency, portLatency, receiveQueueLatency });

  // 5. Receive per-byte cost: receiving-core time per message = m / measured goodput.
  const tcp = meas.tcpSingleStreamCrossNode;
  const m = tcp.messageBytes;
  const targetOccupancy = m / toBytesPerSecond(tcp.value);
  const secondsPerByte = solveAffine(
    (x) => receiverOccupancy(hostWith(x), nic, link, m, []),
    targetOccupancy,
    1e-10,
    "kernelRxByteRate",
  );
  const kernelRxByteRate = bytesPerSecond(1 / secondsPerByte);
  const host: DatapathHost = { ...hostEst, copyBandwidth, kernelRxByteRate };
  const check = datapathThroughput({ path: "kernel-tcp", messageBytes: m, link, host, nic });
  if (check.bottleneck !== "receiverCpu") {
    throw new RangeError(
      `calibrateDatapath: after calibration kernel TCP is bound by ${check.bottleneck}, not the receiving core`,
    );
  }

  // 6. SR-IOV VF.
  const sriovVfAddedLatency = seconds(meas.sriovVfWriteLatency.value - meas.writeLatencyCrossNode.value);
  const template = virtualisationLayers.find((l) => l.id === "sriov-vf");
  if (!template) throw new RangeError("calibrateDatapath: no sriov-vf layer");
  const vfTarget = meas.sriovVfTcpSingleStream;
  const vfLayer = (p: number): VirtualisationLayer => ({
    ...template,
    addedLatency: sriovVfAddedLatency,
    receiverCpuPerPacket: seconds(p),
  });
  const sriovVfReceiverCpuPerPacket: Seconds = seconds(
    solveAffine(
      (p) => receiverOccupancy(host, nic, link, vfTarget.messageBytes, [vfLayer(p)]),
      vfTarget.messageBytes / toBytesPerSecond(vfTarget.value),
      1e-7,
      "sriovVfReceiverCpuPerPacket",
    ),
  );

  return {
    values: {
      copyBandwidth,
      kernelRxByteRate,
      pipelineLatency,
      portLatency,
      receiveQueueLatency,
      sriovVfAddedLatency,
      sriovVfReceiverCpuPerPacket,
    },
    host,
    nic,
  };
}

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
