import { bytes, gbps, kib, microseconds, nanoseconds } from "../units.ts";
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

const FIXTURE_DOC =
  "starcloud-ai/kube-ansible roles/k8s-cni/benchmark.md @ a6c338cc8c36b1453f02d89d9a06b581a1f1a157";
const MLX5_EN_H =
  "Linux drivers/net/ethernet/mellanox/mlx5/core/en.h (torvalds/linux): MLX5E_PARAMS_DEFAULT_RX_CQ_MODERATION_USEC_FROM_CQE 0x3 (used when the device can start the moderation period from a CQE, as ConnectX-5 can), MLX5E_PARAMS_DEFAULT_RX_CQ_MODERATION_USEC 0x10";

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
    source: `${FIXTURE_DOC}: perftest warns "Conflicting CPU frequency values" with cores between 0.8 and 3.3 GHz`,
    note: "3.0 GHz: a sustained turbo clock between the 3.3 GHz peak seen and the nominal; only used to print cycles per byte.",
  },
  copyBandwidth: {
    kind: "calibrated",
    source: "this package: calibrateDatapath(cx5Measurements.tcpSingleStreamSameNode)",
    note: "Same-host iperf3 goodput (kernel loopback, 64 KiB packets, no NIC): the receiving core does little but copy_to_user, so its goodput bounds the one-core copy bandwidth from below; taken as equal.",
  },
  kernelRxByteRate: {
    kind: "calibrated",
    source: "this package: calibrateDatapath(cx5Measurements.tcpSingleStreamCrossNode)",
    note: "The receive core's per-byte work beyond the copy, solved so that one cross-node stream of 128 KiB writes runs at the measured 21.7 Gb/s with the receiving core as the bottleneck.",
  },
  syscallCpu: {
    kind: "estimate",
    source:
      "https://gms.tf/on-the-costs-of-syscalls.html: a real syscall (clock_gettime MONOTONIC_RAW, not served by the vDSO on those kernels) took 122-762 ns across 15 x86 hosts with mitigations",
    note: "0.3 us: mid-range for a 2018 kernel with Meltdown/Spectre mitigations (this testbed ran Ubuntu 16.04 HWE).",
  },
  tcpTxSegmentCpu: {
    kind: "estimate",
    source:
      "Linux TSO/GSO: one skb of up to 64 KiB crosses TCP, IP, qdisc and the driver once (Documentation/networking/segmentation-offloads.rst)",
    note: "2 us (about 6000 cycles) per 64 KiB segment: skb allocation, TCP/IP output, qdisc, DMA mapping of ~17 pages, doorbell. Off the critical resource on this testbed.",
  },
  tcpRxPacketCpu: {
    kind: "estimate",
    source:
      "Cai et al., Understanding Host Network Stack Overheads, SIGCOMM 2021 (per-packet driver and GRO work shrinks with GRO but does not vanish)",
    note: "0.15 us (~450 cycles) per 1500 B packet: descriptor, page recycling, GRO merge.",
  },
  tcpRxSegmentCpu: {
    kind: "estimate",
    source: "Cai et al., SIGCOMM 2021: TCP/IP processing runs once per GRO-merged skb",
    note: "1 us (~3000 cycles) per merged segment, including the ACK it sends.",
  },
  tsoSegmentBytes: {
    kind: "standard",
    source: "Linux include/linux/netdevice.h: GSO_MAX_SIZE 65536",
    note: "Largest segment TSO and GRO handle in one piece (without BIG TCP).",
  },
  interruptCpu: {
    kind: "estimate",
    source: "order of magnitude of an MSI-X interrupt plus NAPI softirq entry on x86 servers",
    note: "1 us of CPU per interrupt.",
  },
  interruptModeration: {
    kind: "spec",
    source: MLX5_EN_H,
    note: "3 us: a lone packet waits one moderation period (start-from-CQE mode) before its interrupt.",
  },
  wakeupCpu: {
    kind: "estimate",
    source:
      "scheduler wake-up (try_to_wake_up, possible IPI) plus a context switch: about 1-2 us of CPU on 2018 servers",
    note: "1.5 us.",
  },
  wakeupLatency: {
    kind: "estimate",
    source: "as wakeupCpu, plus the IPI and idle exit when the reader sleeps on another core",
    note: "2.5 us from wake-up to the reader running.",
  },
  postWorkRequestCpu: {
    kind: "estimate",
    source:
      "mlx5 user-space provider: ibv_post_send writes a 64 B WQE and rings the doorbell (BlueFlame) without a syscall",
    note: "80 ns (~240 cycles).",
  },
  pollDetect: {
    kind: "estimate",
    source:
      "a busy-poll loop reloads a cache line the NIC's DMA write just invalidated: about one memory access",
    note: "50 ns: half an iteration plus the miss.",
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
    source: `${FIXTURE_DOC}: ibstat "CA type: MT4119" (PCI device 0x1017); Linux drivers/net/ethernet/mellanox/mlx5/core/main.c PCI table: 0x1017 "ConnectX-5, PCIe 3.0"`,
    note: "PCIe Gen3.",
  },
  pcieLanes: {
    kind: "spec",
    source:
      "https://docs.nvidia.com/networking/display/connectx5ib/interfaces: PCIe Gen 3.0/4.0 through an x16 edge connector",
    note: "x16.",
  },
  pcieMaxPayload: {
    kind: "estimate",
    source: "Neugebauer et al., SIGCOMM 2018: common x86 servers run Max_Payload_Size 256 B",
    note: "256 B TLP payloads.",
  },
  pcieLatency: {
    kind: "estimate",
    source:
      "Neugebauer et al., Understanding PCIe performance for end host networking, SIGCOMM 2018: small DMA read round trips of several hundred ns on Xeon servers",
    note: "200 ns one way: about half a small DMA read round trip, less the memory access; identifiable from the data only together with pipelineLatency.",
  },
  pipelineLatency: {
    kind: "calibrated",
    source: "this package: calibrateDatapath(cx5Measurements.writeLatencyLoopback)",
    note: "One NIC's transport processing per message: solved from the 0.78 us NIC-loopback WRITE latency after the estimated host and PCIe stages.",
  },
  portLatency: {
    kind: "calibrated",
    source: "this package: calibrateDatapath(cx5Measurements.writeLatencyCrossNode)",
    note: "MAC + PHY + RS-FEC per port: half of what the cross-node WRITE latency adds over loopback after the estimated switch and cable.",
  },
  receiveQueueLatency: {
    kind: "calibrated",
    source: "this package: calibrateDatapath(cx5Measurements.sendLatencyCrossNode)",
    note: "What a SEND costs over a WRITE at the receiver: receive WQE fetch and CQE write.",
  },
  maxInline: {
    kind: "measured",
    source: `${FIXTURE_DOC}, lines 929..953: perftest prints "Max inline data : 220[B]" for ib_write_lat`,
    note: "Payloads up to 220 B ride inside the WQE: no DMA read of the payload.",
  },
  messageRate: {
    kind: "estimate",
    source:
      "NVIDIA ConnectX-5 product brief (widely quoted: up to 200 million messages per second); not read from a stored copy",
    note: "Only bounds tiny-message throughput.",
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
    source: `${FIXTURE_DOC}: perftest "Link type : Ethernet", rdma_cm, GID index 3`,
    note: "RoCEv2.",
  },
  linkRateUnidirectional: {
    kind: "measured",
    source: `${FIXTURE_DOC}: ibstat "Rate: 100"`,
    note: "100GBASE-R carries 100 Gb/s of MAC data after 64b/66b coding.",
  },
  ipMtu: { kind: "measured", source: `${FIXTURE_DOC}: ip a shows "mtu 1500" on enp175s0`, note: "1500 B." },
  rdmaMtu: {
    kind: "measured",
    source: `${FIXTURE_DOC}: perftest "Mtu : 1024[B]"`,
    note: "1024 B of payload per RoCE packet.",
  },
  vlanTagged: {
    kind: "estimate",
    source: `${FIXTURE_DOC}: the RoCE GIDs are plain IPv4-mapped addresses of an untagged interface`,
    note: "No 802.1Q tag (a tag would cost 0.3% of WRITE bandwidth).",
  },
  propagationDelay: {
    kind: "estimate",
    source: "signal speed in copper/fibre is about 2/3 c: ~5 ns per metre",
    note: "25 ns: about 5 m of cable in total.",
  },
  switchHops: {
    kind: "estimate",
    source: `${FIXTURE_DOC}: the hosts are 10.0.34.2 and 10.0.32.34 (different /24 subnets), so traffic is routed`,
    note: "One L3 switch.",
  },
  switchLatency: {
    kind: "estimate",
    source:
      "https://www.techrepublic.com/article/mellanoxs-end-to-end-ethernet-solutions-reach-impressive-100-gbsec/: Mellanox Spectrum, '300 nsec for 100 GbE port-to-port'",
    note: "300 ns; the testbed's switch model is not stated.",
  },
};
