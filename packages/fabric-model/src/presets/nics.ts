import type { DatapathCalibration } from "../datapath/calibrateDatapath.ts";
import type { Source } from "../Source.ts";
import { type BitsPerSecond, bytesPerSecond, gbps, seconds } from "../units.ts";

const NV = "https://docs.nvidia.com/networking/display";

/**
 * A network adapter: port rate, host link, what it speaks, and where the numbers come from.
 * @example nics.connectX5.pcie?.generation // 3
 */
export interface NicPreset {
  readonly id: "connectx-5" | "connectx-6" | "connectx-7" | "bluefield-3" | "aws-efa";
  readonly name: string;
  readonly vendor: string;
  /** Fastest data rate of one port, per direction, after line coding. */
  readonly linkRateUnidirectional: BitsPerSecond;
  /** Link layers the adapter speaks. */
  readonly linkKinds: readonly ("infiniband" | "roce" | "ethernet" | "srd")[];
  /** Host link; null where the vendor does not publish it. */
  readonly pcie: { readonly generation: 3 | 4 | 5 | 6; readonly lanes: number } | null;
  /** Whether the adapter offers RDMA verbs (EFA offers libfabric over SRD, not InfiniBand verbs RC). */
  readonly rdmaVerbs: boolean;
  /** Where each number was read. */
  readonly sources: readonly Source[];
  readonly note: string;
}

/**
 * Network adapters the notebook talks about: the ConnectX-5 of the measured fixtures, its
 * ConnectX-6 / ConnectX-7 successors, the BlueField-3 DPU and AWS's Elastic Fabric Adapter.
 * @example inGbps(nics.connectX7.linkRateUnidirectional) // 400
 */
export const nics = {
  connectX5: {
    id: "connectx-5",
    name: "NVIDIA (Mellanox) ConnectX-5",
    vendor: "NVIDIA",
    linkRateUnidirectional: gbps(100),
    linkKinds: ["infiniband", "roce", "ethernet"],
    pcie: { generation: 3, lanes: 16 },
    rdmaVerbs: true,
    sources: [
      { url: `${NV}/OFED/Introduction`, read: "ConnectX-5: InfiniBand up to EDR, Ethernet up to 100GbE" },
      { url: `${NV}/connectx5ib/interfaces`, read: "PCIe Gen 3.0/4.0 x16" },
      {
        url: "https://github.com/torvalds/linux/blob/master/drivers/net/ethernet/mellanox/mlx5/core/main.c",
        read: "PCI table: 0x1017 'ConnectX-5, PCIe 3.0' (the MT4119 of the fixtures); 0x1019 ConnectX-5 Ex is the Gen4 part",
      },
    ],
    note: "The adapter of the cx5 fixtures (MT4119, PCIe Gen3 x16, 100 GbE RoCE).",
  },
  connectX6: {
    id: "connectx-6",
    name: "NVIDIA ConnectX-6",
    vendor: "NVIDIA",
    linkRateUnidirectional: gbps(200),
    linkKinds: ["infiniband", "roce", "ethernet"],
    pcie: { generation: 4, lanes: 16 },
    rdmaVerbs: true,
    sources: [
      { url: `${NV}/OFED/Introduction`, read: "ConnectX-6: InfiniBand up to HDR, Ethernet up to 200GbE" },
      { url: `${NV}/connectx6enocp3/interfaces`, read: "PCIe Gen 3.0/4.0 x16, 16 GT/s" },
    ],
    note: "HDR 200 Gb/s; some cards reach 200 Gb/s of PCIe only as Gen3 x32 Socket Direct.",
  },
  connectX7: {
    id: "connectx-7",
    name: "NVIDIA ConnectX-7",
    vendor: "NVIDIA",
    linkRateUnidirectional: gbps(400),
    linkKinds: ["infiniband", "roce", "ethernet"],
    pcie: { generation: 5, lanes: 16 },
    rdmaVerbs: true,
    sources: [
      { url: `${NV}/OFED/Introduction`, read: "ConnectX-7: InfiniBand up to NDR" },
      { url: `${NV}/connectx7vpiocp3/supported+interfaces`, read: "PCIe Gen 5.0 x16" },
    ],
    note: "NDR 400 Gb/s per port; the DGX Spark fixture runs its on-board ConnectX-7 at 200G.",
  },
  blueField3: {
    id: "bluefield-3",
    name: "NVIDIA BlueField-3 DPU",
    vendor: "NVIDIA",
    linkRateUnidirectional: gbps(400),
    linkKinds: ["infiniband", "roce", "ethernet"],
    pcie: { generation: 5, lanes: 16 },
    rdmaVerbs: true,
    sources: [
      {
        url: `${NV}/BlueFieldDPUBSPv422/Supported+Platforms+and+Interoperability`,
        read: "B3140L: 400GbE / NDR IB, PCIe Gen5.0 x16",
      },
      {
        url: "https://docs.nvidia.com/doca/archive/2-5-3/DPU+Functional+Diagram",
        read: "BlueField-3 network interfaces compatible with ConnectX-7",
      },
    ],
    note: "400G SKUs; 100G / 200G SKUs exist (B3210, B3220).",
  },
  awsEfa: {
    id: "aws-efa",
    name: "AWS Elastic Fabric Adapter",
    vendor: "Amazon Web Services",
    linkRateUnidirectional: gbps(100),
    linkKinds: ["srd"],
    pcie: null,
    rdmaVerbs: false,
    sources: [
      {
        url: "https://docs.aws.amazon.com/AWSEC2/latest/UserGuide/p5-efa.html",
        read: "P5: up to 32 network cards, up to 3200 Gbps, i.e. 100 Gbps per EFA",
      },
      {
        url: "https://dustinward.cloud/amazon-ec2-p4d-instances-deep-dive",
        read: "AWS blog repost: p4d has 400 Gbps of EFA networking",
      },
    ],
    note: "Per-interface rate; a Nitro card whose PCIe link AWS does not publish. OS-bypass through libfabric over SRD.",
  },
} as const satisfies Record<string, NicPreset>;

/**
 * The stored result of `calibrateDatapath` on the ConnectX-5 testbed (cx5Measurements): these
 * numbers are derived, not typed in from a source; a test re-runs the calibration and checks them.
 * @example inMicroseconds(connectX5DatapathCalibration.values.pipelineLatency) // ~0.125
 */
export const connectX5DatapathCalibration: {
  readonly values: DatapathCalibration;
  /** The measurements the values were derived from. */
  readonly sources: readonly Source[];
} = {
  values: {
    copyBandwidth: bytesPerSecond(5112500000),
    kernelRxByteRate: bytesPerSecond(30957602193.259884),
    pipelineLatency: seconds(1.2473497348776069e-7),
    portLatency: seconds(7.350000000000003e-8),
    receiveQueueLatency: seconds(8.128000000000006e-8),
    sriovVfAddedLatency: seconds(3.199999999999999e-7),
    sriovVfReceiverCpuPerPacket: seconds(1.2523707924107886e-8),
  },
  sources: [
    {
      repo: "starcloud-ai/kube-ansible",
      path: "roles/k8s-cni/benchmark.md",
      commit: "a6c338cc8c36b1453f02d89d9a06b581a1f1a157",
      read: "bare metal: perftest and iperf3 on ConnectX-5 100 GbE RoCE",
    },
    {
      repo: "starcloud-ai/kube-ansible",
      path: "roles/k8s-cni/benchmark.md",
      commit: "43238d0eefed56c2dc5750d4f86a32255f80fcc3",
      read: "SR-IOV pods: perftest and iperf3 on ConnectX-5 100 GbE RoCE",
    },
  ],
};
