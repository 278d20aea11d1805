import type { RepositorySource } from "../Source.ts";
import {
  type BitsPerSecond,
  type Bytes,
  type BytesPerSecond,
  bytes,
  gbps,
  kib,
  mibps,
  microseconds,
  type Seconds,
} from "../units.ts";
import { cx5MeasurementSources } from "./cx5MeasurementSources.ts";

/**
 * One measured CX5 number: its value in base units, the message size it was measured at, and its source.
 * @example cx5Measurements.tcpSingleStreamCrossNode.messageBytes // 131072
 */
interface Cx5Measurement<V extends Seconds | BytesPerSecond | BitsPerSecond> {
  readonly value: V;
  readonly messageBytes: Bytes;
  /** Parallel streams or queue pairs of the run. */
  readonly streams: number;
  readonly source: RepositorySource;
  /** Name of the shared fixture file that holds the same lines, when there is one (read only by tests). */
  readonly fixture: string | null;
  readonly note: string;
}

/** iperf3's default TCP buffer length (-l): 128 KiB (iperf3(1), "--length ... default 128 KB for TCP"). */
const IPERF3_DEFAULT_LENGTH = kib(128);

/**
 * Hand-written record of the ConnectX-5 100 GbE RoCE measurements the datapath model is
 * calibrated and checked against: bare-metal hosts (40 cores, 192 GiB, Ubuntu 16.04,
 * MLNX_OFED 4.4-2.0.7.0, MT4119 ConnectX-5, RoCEv2 with path MTU 1024, IP MTU 1500), published by
 * starcloud-ai/kube-ansible in roles/k8s-cni/benchmark.md. perftest latencies are t_avg (one
 * way for WRITE/SEND, round trip for READ); perftest "MB/sec" is MiB/s; iperf3 "Gbits/sec" is
 * 1e9 bit/s of payload. Values marked "calibration" feed `calibrateDatapath`; the others only
 * check the model.
 * @example inMicroseconds(cx5Measurements.writeLatencyCrossNode.value) // 1.26
 * @see https://github.com/starcloud-ai/kube-ansible/blob/a6c338cc8c36b1453f02d89d9a06b581a1f1a157/roles/k8s-cni/benchmark.md
 */
export const cx5Measurements = {
  /** Calibration and target: ib_write_lat 2 B, two hosts through the fabric. */
  writeLatencyCrossNode: {
    value: microseconds(1.26),
    messageBytes: bytes(2),
    streams: 1,
    source: cx5MeasurementSources.writeLatencyCrossNode,
    fixture: "perftest_ib_write_lat_cx5_roce100_crossnode.txt",
    note: "t_avg 1.26 us (t_min 1.24, t_typical 1.26); inline data up to 220 B; one-way (half round trip).",
  },
  /** Calibration: ib_write_lat 2 B with both ends on one host (NIC loopback: no cable, port or switch). */
  writeLatencyLoopback: {
    value: microseconds(0.78),
    messageBytes: bytes(2),
    streams: 1,
    source: cx5MeasurementSources.writeLatencyLoopback,
    fixture: null,
    note: "t_avg 0.78 us (t_typical 0.78); the same NIC and host as the cross-node runs, minus the network.",
  },
  /** Calibration: ib_send_lat 2 B cross-node. */
  sendLatencyCrossNode: {
    value: microseconds(1.34),
    messageBytes: bytes(2),
    streams: 1,
    source: cx5MeasurementSources.sendLatencyCrossNode,
    fixture: "perftest_ib_send_lat_cx5_roce100_crossnode.txt",
    note: "t_avg 1.34 us; inline up to 236 B; the receiver polls a completion queue instead of memory.",
  },
  /** Check: ib_read_lat 2 B on one host (round trip). */
  readLatencyLoopback: {
    value: microseconds(1.49),
    messageBytes: bytes(2),
    streams: 1,
    source: cx5MeasurementSources.readLatencyLoopback,
    fixture: null,
    note: "t_avg 1.49 us (t_typical 1.48); a READ's latency is a full round trip.",
  },
  /** Target: ib_write_bw 64 KiB cross-node. */
  writeBandwidthCrossNode: {
    value: mibps(11023.48),
    messageBytes: kib(64),
    streams: 1,
    source: cx5MeasurementSources.writeBandwidthCrossNode,
    fixture: "perftest_ib_write_bw_cx5_roce100_crossnode.txt",
    note: "BW average 11023.48 MiB/s = 92.47 Gb/s; TX depth 128; MsgRate 0.176376 Mpps.",
  },
  /** Check: ib_read_bw 64 KiB cross-node, other hosts (gpu nodes), 300 s duration mode. */
  readBandwidthCrossNode: {
    value: mibps(9641.89),
    messageBytes: kib(64),
    streams: 1,
    source: cx5MeasurementSources.readBandwidthCrossNode,
    fixture: "perftest_ib_read_bw_cx5_roce100_crossnode_D300.txt",
    note: "BW average 9641.89 MiB/s = 80.9 Gb/s; 16 outstanding reads; different hosts from the write runs.",
  },
  /** Calibration and target: iperf3 TCP, one stream, cross-node. */
  tcpSingleStreamCrossNode: {
    value: gbps(21.7),
    messageBytes: IPERF3_DEFAULT_LENGTH,
    streams: 1,
    source: cx5MeasurementSources.tcpSingleStreamCrossNode,
    fixture: "iperf3_tcp_cx5_100g_crossnode.txt",
    note: "21.7 Gbits/sec sender and receiver, 2048 retransmissions, 10 s.",
  },
  /** Check: iperf3 TCP, four streams (-P 4) of one iperf3 process, cross-node. */
  tcpFourStreamsCrossNode: {
    value: gbps(20.3),
    messageBytes: IPERF3_DEFAULT_LENGTH,
    streams: 4,
    source: cx5MeasurementSources.tcpFourStreamsCrossNode,
    fixture: "iperf3_tcp_cx5_100g_crossnode.txt",
    note: "[SUM] 20.3 Gbits/sec: iperf3 before 3.16 runs every stream in one thread, so four streams share one core.",
  },
  /** Calibration: iperf3 TCP, one stream, both ends on one host (kernel loopback, no NIC). */
  tcpSingleStreamSameNode: {
    value: gbps(40.9),
    messageBytes: IPERF3_DEFAULT_LENGTH,
    streams: 1,
    source: cx5MeasurementSources.tcpSingleStreamSameNode,
    fixture: null,
    note: "40.9 Gbits/sec: no NIC, no per-packet driver work; the receiving core mostly copies.",
  },
  /** Layer: iperf3 TCP one stream between pods on SR-IOV VFs on two hosts. */
  sriovVfTcpSingleStream: {
    value: gbps(21.2),
    messageBytes: IPERF3_DEFAULT_LENGTH,
    streams: 1,
    source: cx5MeasurementSources.sriovVfTcpSingleStream,
    fixture: null,
    note: "21.2 Gbits/sec, 145 retransmissions; pods attached through sriov-cni to ConnectX-5 VFs.",
  },
  /** Layer: ib_write_lat 2 B between pods on SR-IOV VFs on two hosts. */
  sriovVfWriteLatency: {
    value: microseconds(1.58),
    messageBytes: bytes(2),
    streams: 1,
    source: cx5MeasurementSources.sriovVfWriteLatency,
    fixture: null,
    note: "t_avg 1.58 us vs 1.26 us bare metal; hosts also differ (10.0.32.4 -> 10.0.33.3).",
  },
  /** Layer: ib_write_bw 64 KiB between pods on SR-IOV VFs on two hosts. */
  sriovVfWriteBandwidth: {
    value: mibps(11024.71),
    messageBytes: kib(64),
    streams: 1,
    source: cx5MeasurementSources.sriovVfWriteBandwidth,
    fixture: null,
    note: "11024.71 MiB/s: the same wire-bound rate as bare metal.",
  },
} as const satisfies Record<string, Cx5Measurement<Seconds | BytesPerSecond | BitsPerSecond>>;
