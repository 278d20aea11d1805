import type { Source } from "../Source.ts";
import { bytes, gbps, kib, microseconds, nanoseconds } from "../units.ts";
import { cx5BenchmarkSource, cx5MeasurementSources } from "./cx5MeasurementSources.ts";
import type { DatapathHost } from "./DatapathHost.ts";
import type { DatapathLink } from "./DatapathLink.ts";
import type { DatapathNic } from "./DatapathNic.ts";
import type { DatapathProvenance } from "./DatapathProvenance.ts";

/**
 * Host fields `calibrateDatapath` derives; every other host field is an estimate or a spec value.
 * @example const f: CalibratedHostField = "copyBandwidth";
 */
export type CalibratedHostField = "copyBandwidth" | "kernelRxByteRate";
/**
 * NIC fields `calibrateDatapath` derives.
 * @example const f: CalibratedNicField = "portLatency";
 */
export type CalibratedNicField = "pipelineLatency" | "portLatency" | "receiveQueueLatency";

const LINUX = "https://github.com/torvalds/linux/blob/master";
const MLX5_EN_H: Source = {
  url: `${LINUX}/drivers/net/ethernet/mellanox/mlx5/core/en.h`,
  read: "MLX5E_PARAMS_DEFAULT_RX_CQ_MODERATION_USEC_FROM_CQE 0x3 (used when the device can start the moderation period from a CQE, as ConnectX-5 can), MLX5E_PARAMS_DEFAULT_RX_CQ_MODERATION_USEC 0x10",
};
/** Neugebauer et al., Understanding PCIe performance for end host networking, SIGCOMM 2018. */
const PCIE_PAPER = "https://doi.org/10.1145/3230543.3230560";
/** What was read on the bare-metal benchmark page. */
const bench = /* @__NO_SIDE_EFFECTS__ */ (read: string, lines?: string): Source =>
  cx5BenchmarkSource("bare-metal", read, lines);
/** A number calibrateDatapath solves from one of `cx5Measurements`. */
const calibratedFrom = /* @__NO_SIDE_EFFECTS__ */ (
  measurement: keyof typeof cx5MeasurementSources,
  note: string,
): DatapathProvenance => ({
  kind: "calibrated",
  sources: [cx5MeasurementSources[measurement]],
  note: `calibrateDatapath solves it from cx5Measurements.${measurement}. ${note}`,
});

/**
 * The host values of the ConnectX-5 testbed that are not calibrated: estimates (with the
 * reasoning in `cx5TestbedHostProvenance`) and spec values. `calibrateDatapath` derives the rest.
 * @example inMicroseconds(cx5TestbedHostEstimates.syscallCpu) // 0.3
 */
export const cx5TestbedHostEstimates: Omit<DatapathHost, CalibratedHostField> = {
  cpuClockHz: 3.0e9,
  syscallCpu: microseconds(0.3),
  tcpTxSegmentCpu: microseconds(2),
  tcpRxPacketCpu: microseconds(0.15),
  tcpRxSegmentCpu: microseconds(1),
  tsoSegmentBytes: kib(64),
  interruptCpu: microseconds(1),
  interruptModeration: microseconds(3),
  wakeupCpu: microseconds(1.5),
  wakeupLatency: microseconds(2.5),
  postWorkRequestCpu: microseconds(0.08),
  pollDetect: microseconds(0.05),
};

/**
 * Provenance of every `DatapathHost` field of the ConnectX-5 testbed, calibrated ones included.
 * @example cx5TestbedHostProvenance.interruptModeration.kind // "spec"
 */
export const cx5TestbedHostProvenance: Readonly<Record<keyof DatapathHost, DatapathProvenance>> = {
  cpuClockHz: {
    kind: "estimate",
    sources: [bench('perftest warns "Conflicting CPU frequency values" with cores between 0.8 and 3.3 GHz')],
    note: "3.0 GHz: a sustained turbo clock between the 3.3 GHz peak seen and the nominal; only used to print cycles per byte.",
  },
  copyBandwidth: calibratedFrom(
    "tcpSingleStreamSameNode",
    "Same-host iperf3 goodput (kernel loopback, 64 KiB packets, no NIC): the receiving core does little but copy_to_user, so its goodput bounds the one-core copy bandwidth from below; taken as equal.",
  ),
  kernelRxByteRate: calibratedFrom(
    "tcpSingleStreamCrossNode",
    "The receive core's per-byte work beyond the copy, solved so that one cross-node stream of 128 KiB writes runs at the measured 21.7 Gb/s with the receiving core as the bottleneck.",
  ),
  syscallCpu: {
    kind: "estimate",
    sources: [
      {
        url: "https://gms.tf/on-the-costs-of-syscalls.html",
        read: "a real syscall (clock_gettime MONOTONIC_RAW, not served by the vDSO on those kernels) took 122-762 ns across 15 x86 hosts with mitigations",
      },
    ],
    note: "0.3 us: mid-range for a 2018 kernel with Meltdown/Spectre mitigations (this testbed ran Ubuntu 16.04 HWE).",
  },
  tcpTxSegmentCpu: {
    kind: "estimate",
    sources: [
      {
        url: `${LINUX}/Documentation/networking/segmentation-offloads.rst`,
        read: "TSO/GSO: one skb of up to 64 KiB crosses TCP, IP, qdisc and the driver once",
      },
    ],
    note: "2 us (about 6000 cycles) per 64 KiB segment: skb allocation, TCP/IP output, qdisc, DMA mapping of ~17 pages, doorbell. Off the critical resource on this testbed.",
  },
  tcpRxPacketCpu: {
    kind: "estimate",
    sources: [],
    note: "0.15 us (~450 cycles) per 1500 B packet: descriptor, page recycling, GRO merge. Per-packet driver and GRO work shrinks with GRO but does not vanish (Cai et al., Understanding Host Network Stack Overheads, SIGCOMM 2021).",
  },
  tcpRxSegmentCpu: {
    kind: "estimate",
    sources: [],
    note: "1 us (~3000 cycles) per merged segment, including the ACK it sends: TCP/IP processing runs once per GRO-merged skb (Cai et al., SIGCOMM 2021).",
  },
  tsoSegmentBytes: {
    kind: "standard",
    sources: [{ url: `${LINUX}/include/linux/netdevice.h`, read: "GSO_MAX_SIZE 65536" }],
    note: "Largest segment TSO and GRO handle in one piece (without BIG TCP).",
  },
  interruptCpu: {
    kind: "estimate",
    sources: [],
    note: "1 us of CPU per interrupt: the order of magnitude of an MSI-X interrupt plus NAPI softirq entry on x86 servers.",
  },
  interruptModeration: {
    kind: "spec",
    sources: [MLX5_EN_H],
    note: "3 us: a lone packet waits one moderation period (start-from-CQE mode) before its interrupt.",
  },
  wakeupCpu: {
    kind: "estimate",
    sources: [],
    note: "1.5 us: a scheduler wake-up (try_to_wake_up, possibly an IPI) plus a context switch costs about 1-2 us of CPU on 2018 servers.",
  },
  wakeupLatency: {
    kind: "estimate",
    sources: [],
    note: "2.5 us from wake-up to the reader running: as wakeupCpu, plus the IPI and idle exit when the reader sleeps on another core.",
  },
  postWorkRequestCpu: {
    kind: "estimate",
    sources: [],
    note: "80 ns (~240 cycles): the mlx5 user-space provider's ibv_post_send writes a 64 B WQE and rings the doorbell (BlueFlame) without a syscall.",
  },
  pollDetect: {
    kind: "estimate",
    sources: [],
    note: "50 ns, half an iteration plus the miss: a busy-poll loop reloads a cache line the NIC's DMA write just invalidated, about one memory access.",
  },
};

/**
 * The ConnectX-5 NIC values of the testbed that are not calibrated.
 * @example cx5TestbedNicEstimates.pcieGeneration // 3
 */
export const cx5TestbedNicEstimates: Omit<DatapathNic, CalibratedNicField> = {
  pcieGeneration: 3,
  pcieLanes: 16,
  pcieMaxPayload: bytes(256),
  pcieLatency: nanoseconds(200),
  maxInline: bytes(220),
  messageRate: 200e6,
};

/**
 * Provenance of every `DatapathNic` field of the ConnectX-5 testbed, calibrated ones included.
 * @example cx5TestbedNicProvenance.pipelineLatency.kind // "calibrated"
 */
export const cx5TestbedNicProvenance: Readonly<Record<keyof DatapathNic, DatapathProvenance>> = {
  pcieGeneration: {
    kind: "spec",
    sources: [
      bench('ibstat "CA type: MT4119" (PCI device 0x1017)'),
      {
        url: `${LINUX}/drivers/net/ethernet/mellanox/mlx5/core/main.c`,
        read: 'PCI table: 0x1017 "ConnectX-5, PCIe 3.0"',
      },
    ],
    note: "PCIe Gen3.",
  },
  pcieLanes: {
    kind: "spec",
    sources: [
      {
        url: "https://docs.nvidia.com/networking/display/connectx5ib/interfaces",
        read: "PCIe Gen 3.0/4.0 through an x16 edge connector",
      },
    ],
    note: "x16.",
  },
  pcieMaxPayload: {
    kind: "estimate",
    sources: [{ url: PCIE_PAPER, read: "common x86 servers run Max_Payload_Size 256 B" }],
    note: "256 B TLP payloads.",
  },
  pcieLatency: {
    kind: "estimate",
    sources: [{ url: PCIE_PAPER, read: "small DMA read round trips of several hundred ns on Xeon servers" }],
    note: "200 ns one way: about half a small DMA read round trip, less the memory access; identifiable from the data only together with pipelineLatency.",
  },
  pipelineLatency: calibratedFrom(
    "writeLatencyLoopback",
    "One NIC's transport processing per message: solved from the 0.78 us NIC-loopback WRITE latency after the estimated host and PCIe stages.",
  ),
  portLatency: calibratedFrom(
    "writeLatencyCrossNode",
    "MAC + PHY + RS-FEC per port: half of what the cross-node WRITE latency adds over loopback after the estimated switch and cable.",
  ),
  receiveQueueLatency: calibratedFrom(
    "sendLatencyCrossNode",
    "What a SEND costs over a WRITE at the receiver: receive WQE fetch and CQE write.",
  ),
  maxInline: {
    kind: "measured",
    sources: [bench('perftest prints "Max inline data : 220[B]" for ib_write_lat', "929-953")],
    note: "Payloads up to 220 B ride inside the WQE: no DMA read of the payload.",
  },
  messageRate: {
    kind: "estimate",
    sources: [],
    note: "Only bounds tiny-message throughput: NVIDIA's ConnectX-5 product brief is widely quoted at up to 200 million messages per second (not read from a stored copy).",
  },
};

/**
 * The network between the testbed's hosts: 100 GbE RoCEv2, path MTU 1024, IP MTU 1500, one
 * routed switch hop (the hosts sit in different /24 subnets).
 * @example inGbps(cx5TestbedLink.linkRateUnidirectional) // 100
 */
export const cx5TestbedLink: DatapathLink = {
  kind: "roce",
  linkRateUnidirectional: gbps(100),
  ipMtu: bytes(1500),
  rdmaMtu: bytes(1024),
  vlanTagged: false,
  propagationDelay: nanoseconds(25),
  switchHops: 1,
  switchLatency: nanoseconds(300),
};

/**
 * Provenance of every `cx5TestbedLink` field.
 * @example cx5TestbedLinkProvenance.rdmaMtu.kind // "measured"
 */
export const cx5TestbedLinkProvenance: Readonly<Record<keyof DatapathLink, DatapathProvenance>> = {
  kind: {
    kind: "measured",
    sources: [bench('perftest "Link type : Ethernet", rdma_cm, GID index 3')],
    note: "RoCEv2.",
  },
  linkRateUnidirectional: {
    kind: "measured",
    sources: [bench('ibstat "Rate: 100"')],
    note: "100GBASE-R carries 100 Gb/s of MAC data after 64b/66b coding.",
  },
  ipMtu: { kind: "measured", sources: [bench('ip a shows "mtu 1500" on enp175s0')], note: "1500 B." },
  rdmaMtu: {
    kind: "measured",
    sources: [bench('perftest "Mtu : 1024[B]"')],
    note: "1024 B of payload per RoCE packet.",
  },
  vlanTagged: {
    kind: "estimate",
    sources: [bench("the RoCE GIDs are plain IPv4-mapped addresses of an untagged interface")],
    note: "No 802.1Q tag (a tag would cost 0.3% of WRITE bandwidth).",
  },
  propagationDelay: {
    kind: "estimate",
    sources: [],
    note: "25 ns: about 5 m of cable in total, at about 5 ns per metre (signal speed in copper or fibre is about 2/3 c).",
  },
  switchHops: {
    kind: "estimate",
    sources: [bench("the hosts are 10.0.34.2 and 10.0.32.34 (different /24 subnets), so traffic is routed")],
    note: "One L3 switch.",
  },
  switchLatency: {
    kind: "estimate",
    sources: [
      {
        url: "https://www.techrepublic.com/article/mellanoxs-end-to-end-ethernet-solutions-reach-impressive-100-gbsec/",
        read: "Mellanox Spectrum, '300 nsec for 100 GbE port-to-port'",
      },
    ],
    note: "300 ns; the testbed's switch model is not stated.",
  },
};
