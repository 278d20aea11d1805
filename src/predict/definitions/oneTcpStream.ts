/**
 * Chapter 3: one TCP connection between the ConnectX-5 testbed's hosts over 100 GbE, as iperf3
 * runs it (128 KiB writes, one core): the data-path model's throughput (Gb/s).
 */
import { cx5Measurements, cx5TestbedNic, datapathThroughput, inGbps } from "fabric-model";
import type { NumberPrediction } from "../PredictionDefinition.ts";

export const oneTcpStream: NumberPrediction = {
  id: "one-tcp-stream",
  kind: "number",
  unit: "unit.Gbps",
  digits: 1,
  compute() {
    const run = cx5Measurements.tcpSingleStreamCrossNode;
    return inGbps(
      datapathThroughput(
        { path: "kernel-tcp", messageBytes: run.messageBytes, nic: cx5TestbedNic },
        { streams: 1, cores: 1 },
      ).goodputBits,
    );
  },
  figure: { name: "throughput-vs-size", state: { verb: "rdma-write" } },
};
