import type { Source } from "../Source.ts";
import {
  type BitsPerSecond,
  bitsPerSecond,
  gBps,
  gbps,
  microseconds,
  type Seconds,
  toBitsPerSecond,
} from "../units.ts";

/**
 * Link generations: InfiniBand 4x ports, Ethernet MAC rates, PCIe x16 slots and H100 NVLink4, each
 * with its per-direction data rate and where that number was read.
 */

/**
 * A measured (achieved) rate quoted beside a line rate, with its own source.
 * @example inGbps(linkPresets["pcie-gen4-x16"].measured?.rateUnidirectional ?? 0) // ~210
 */
export interface LinkMeasuredRate {
  /** Achieved data rate in one direction. */
  readonly rateUnidirectional: BitsPerSecond;
  readonly source: Source;
}

/**
 * Which family of link a preset belongs to.
 * @example linkPresets["pcie-gen5-x16"].family // "pcie"
 */
export type LinkFamily = "infiniband" | "ethernet" | "pcie" | "nvlink";

/**
 * One link generation: line and data rates per direction, optional latency, and where each was read.
 * @example linkPresets["ib-hdr-4x"].encoding // "PAM4, 256b/257b + RS(544,514) FEC"
 */
export interface LinkPreset {
  readonly id: LinkPresetId;
  /** Short UI label, e.g. "NDR 4x (400 Gb/s)". */
  readonly label: string;
  readonly family: LinkFamily;
  /** Data rate in one direction after line coding (and FEC where the generation has it). */
  readonly linkRateUnidirectional: BitsPerSecond;
  /** Lanes bonded into the port (4 for an InfiniBand 4x port, 16 for a PCIe x16 slot). */
  readonly lanes?: number;
  /** Signalling (line) rate of one lane, before line coding. */
  readonly laneSignallingRate?: BitsPerSecond;
  /** Data rate of one lane after line coding. */
  readonly laneDataRate?: BitsPerSecond;
  /** Line code (and FEC) that turns the signalling rate into the data rate. */
  readonly encoding?: string;
  /** Data bits per signalled bit of `encoding` (e.g. 0.8 for 8b/10b). */
  readonly encodingEfficiency?: number;
  /**
   * For InfiniBand: the kernel's `enum ib_rate` name for the 4x port and what
   * `ib_rate_to_mbps()` returns for it (a signalling rate, in Mb/s).
   */
  readonly kernelRate?: { readonly name: string; readonly mbps: number };
  /** One-way latency where a measurement is sourced (host to host, small message). */
  readonly latency?: { readonly value: Seconds; readonly source: Source };
  /** A measured achievable rate, where one is sourced. */
  readonly measured?: LinkMeasuredRate;
  /** Where the rates were read, the source of the link rate first. */
  readonly sources: readonly Source[];
}

/**
 * Identifiers of the link presets.
 * @example const id: LinkPresetId = "ib-ndr-4x";
 */
export type LinkPresetId =
  | "ib-sdr-4x"
  | "ib-ddr-4x"
  | "ib-qdr-4x"
  | "ib-fdr-4x"
  | "ib-edr-4x"
  | "ib-hdr-4x"
  | "ib-ndr-4x"
  | "ib-xdr-4x"
  | "ethernet-10g"
  | "ethernet-25g"
  | "ethernet-40g"
  | "ethernet-100g"
  | "ethernet-200g"
  | "ethernet-400g"
  | "ethernet-800g"
  | "pcie-gen3-x16"
  | "pcie-gen4-x16"
  | "pcie-gen5-x16"
  | "nvlink4-h100";

const LINUX = "https://github.com/torvalds/linux/blob/master";

/** 8b/10b: 8 data bits per 10 line bits (SDR, DDR, QDR). */
const EFFICIENCY_8B10B = 8 / 10;
/** 64b/66b: 64 data bits per 66 line bits (FDR, EDR). */
const EFFICIENCY_64B66B = 64 / 66;
/** PAM4 lanes with 256b/257b transcoding and RS(544,514) FEC (HDR, NDR, XDR; as 802.3 50G/100G lanes). */
const EFFICIENCY_RS544 = (256 / 257) * (514 / 544);
/** PCIe Gen3 and later: 128b/130b. */
const EFFICIENCY_128B130B = 128 / 130;
/** InfiniBand 4x port width. */
const IB_4X_LANES = 4;
/** PCIe x16 slot width. */
const PCIE_X16_LANES = 16;

/** Derived rates are rounded to whole bit/s so that, e.g., EDR 4x is exactly 1e11 bit/s. */
function wholeBits(rate: number): BitsPerSecond {
  return bitsPerSecond(Math.round(rate));
}

interface IbGeneration {
  readonly id: LinkPresetId;
  readonly name: string;
  readonly laneSignallingGbps: number;
  readonly encoding: string;
  readonly efficiency: number;
  readonly kernelName: string;
  readonly kernelMbps: number;
  readonly note: string;
}

function infiniband(g: IbGeneration): LinkPreset {
  const laneSignallingRate = gbps(g.laneSignallingGbps);
  const laneDataRate = wholeBits(laneSignallingRate * g.efficiency);
  const linkRateUnidirectional = wholeBits(laneSignallingRate * g.efficiency * IB_4X_LANES);
  return {
    id: g.id,
    label: `${g.name} 4x (${Math.round(linkRateUnidirectional / 1e9)} Gb/s)`,
    family: "infiniband",
    linkRateUnidirectional,
    lanes: IB_4X_LANES,
    laneSignallingRate,
    laneDataRate,
    encoding: g.encoding,
    encodingEfficiency: g.efficiency,
    kernelRate: { name: g.kernelName, mbps: g.kernelMbps },
    sources: [
      {
        url: `${LINUX}/include/rdma/ib_verbs.h`,
        read: `Linux kernel IB rate definitions (enum ib_rate; ib_rate_to_mbps() in drivers/infiniband/core/verbs.c): ${g.kernelName} (4x ${g.name}), ib_rate_to_mbps() = ${g.kernelMbps} (signalling, Mb/s). ${g.note}`,
      },
      {
        url: "https://en.wikipedia.org/wiki/InfiniBand#Performance",
        read: `The IBTA roadmap as tabulated there: ${g.name} lanes signal at ${g.laneSignallingGbps} Gb/s with ${g.encoding}.`,
      },
    ],
  };
}

interface EthernetGeneration {
  readonly id: LinkPresetId;
  readonly gbps: number;
  readonly standard: string;
}

function ethernet(g: EthernetGeneration, extra: Partial<LinkPreset> = {}): LinkPreset {
  return {
    id: g.id,
    label: `${g.gbps} GbE`,
    family: "ethernet",
    linkRateUnidirectional: gbps(g.gbps),
    sources: [
      {
        url: "https://www.ieee802.org/3/",
        read: `IEEE ${g.standard}: ${g.gbps} Gb/s MAC data rate per direction (full duplex).`,
      },
    ],
    ...extra,
  };
}

interface PcieGeneration {
  readonly id: LinkPresetId;
  readonly gen: number;
  /** Transfers per second per lane, in GT/s (one bit per transfer per lane). */
  readonly gigaTransfers: number;
  readonly measured: LinkMeasuredRate;
}

function pcie(g: PcieGeneration): LinkPreset {
  const laneSignallingRate = gbps(g.gigaTransfers);
  const laneDataRate = wholeBits(laneSignallingRate * EFFICIENCY_128B130B);
  const linkRateUnidirectional = wholeBits(laneSignallingRate * EFFICIENCY_128B130B * PCIE_X16_LANES);
  return {
    id: g.id,
    label: `PCIe Gen${g.gen} x16 (${(linkRateUnidirectional / 8e9).toFixed(1)} GB/s)`,
    family: "pcie",
    linkRateUnidirectional,
    lanes: PCIE_X16_LANES,
    laneSignallingRate,
    laneDataRate,
    encoding: "128b/130b",
    encodingEfficiency: EFFICIENCY_128B130B,
    measured: g.measured,
    sources: [
      {
        url: "https://en.wikipedia.org/wiki/PCI_Express#Comparison_table",
        read: `PCI-SIG base specification rates as tabulated there: Gen${g.gen} ${g.gigaTransfers} GT/s per lane, 128b/130b; x16 per direction = 16 x ${g.gigaTransfers} x 128/130 Gb/s.`,
      },
    ],
  };
}

const AZURE_BENCH = "https://github.com/Azure/AI-benchmarking-guide";

/**
 * The link presets, by id. Rates are per direction; derived rates are computed from their parts.
 * @example inGbps(linkPresets["ib-edr-4x"].linkRateUnidirectional) // 100
 */
export const linkPresets: Readonly<Record<LinkPresetId, LinkPreset>> = {
  "ib-sdr-4x": infiniband({
    id: "ib-sdr-4x",
    name: "SDR",
    laneSignallingGbps: 2.5,
    encoding: "8b/10b",
    efficiency: EFFICIENCY_8B10B,
    kernelName: "IB_RATE_10_GBPS",
    kernelMbps: 10000,
    note: "2.5 Gb/s per lane, 2 Gb/s of data.",
  }),
  "ib-ddr-4x": infiniband({
    id: "ib-ddr-4x",
    name: "DDR",
    laneSignallingGbps: 5,
    encoding: "8b/10b",
    efficiency: EFFICIENCY_8B10B,
    kernelName: "IB_RATE_20_GBPS",
    kernelMbps: 20000,
    note: "5 Gb/s per lane, 4 Gb/s of data.",
  }),
  "ib-qdr-4x": infiniband({
    id: "ib-qdr-4x",
    name: "QDR",
    laneSignallingGbps: 10,
    encoding: "8b/10b",
    efficiency: EFFICIENCY_8B10B,
    kernelName: "IB_RATE_40_GBPS",
    kernelMbps: 40000,
    note: "10 Gb/s per lane, 8 Gb/s of data.",
  }),
  "ib-fdr-4x": infiniband({
    id: "ib-fdr-4x",
    name: "FDR",
    laneSignallingGbps: 14.0625,
    encoding: "64b/66b",
    efficiency: EFFICIENCY_64B66B,
    kernelName: "IB_RATE_56_GBPS",
    kernelMbps: 56250,
    note: "14.0625 Gb/s per lane (IB_RATE_14_GBPS = 14062), 13.64 Gb/s of data.",
  }),
  "ib-edr-4x": infiniband({
    id: "ib-edr-4x",
    name: "EDR",
    laneSignallingGbps: 25.78125,
    encoding: "64b/66b",
    efficiency: EFFICIENCY_64B66B,
    kernelName: "IB_RATE_100_GBPS",
    kernelMbps: 103125,
    note: "25.78125 Gb/s per lane (IB_RATE_25_GBPS = 25781), 25 Gb/s of data: the 100G port.",
  }),
  "ib-hdr-4x": infiniband({
    id: "ib-hdr-4x",
    name: "HDR",
    laneSignallingGbps: 53.125,
    encoding: "PAM4, 256b/257b + RS(544,514) FEC",
    efficiency: EFFICIENCY_RS544,
    kernelName: "IB_RATE_200_GBPS",
    kernelMbps: 206250,
    note: "53.125 Gb/s per lane (IB_RATE_50_GBPS = 53125), 50 Gb/s of data. The kernel's 4x figure (206250) is 4 x 51.5625, not 4 x 53.125.",
  }),
  "ib-ndr-4x": infiniband({
    id: "ib-ndr-4x",
    name: "NDR",
    laneSignallingGbps: 106.25,
    encoding: "PAM4, 256b/257b + RS(544,514) FEC",
    efficiency: EFFICIENCY_RS544,
    kernelName: "IB_RATE_400_GBPS",
    kernelMbps: 425000,
    note: "106.25 Gb/s per lane, 100 Gb/s of data: the 400G port.",
  }),
  "ib-xdr-4x": infiniband({
    id: "ib-xdr-4x",
    name: "XDR",
    laneSignallingGbps: 212.5,
    encoding: "PAM4, 256b/257b + RS(544,514) FEC",
    efficiency: EFFICIENCY_RS544,
    kernelName: "IB_RATE_800_GBPS",
    kernelMbps: 850000,
    note: "212.5 Gb/s per lane, 200 Gb/s of data: the 800G port.",
  }),
  "ethernet-10g": ethernet({ id: "ethernet-10g", gbps: 10, standard: "802.3ae (10GBASE-R)" }),
  "ethernet-25g": ethernet({ id: "ethernet-25g", gbps: 25, standard: "802.3by (25GBASE-R)" }),
  "ethernet-40g": ethernet({ id: "ethernet-40g", gbps: 40, standard: "802.3ba (40GBASE-R4)" }),
  "ethernet-100g": ethernet(
    { id: "ethernet-100g", gbps: 100, standard: "802.3ba / 802.3bj / 802.3cd (100GBASE-R)" },
    {
      latency: {
        value: microseconds(1.26),
        source: {
          repo: "starcloud-ai/kube-ansible",
          path: "roles/k8s-cni/benchmark.md",
          commit: "a6c338cc8c36b1453f02d89d9a06b581a1f1a157",
          lines: "929-953",
          read: "perftest ib_write_lat, 2 B, RoCE on ConnectX-5 100G between two hosts: t_avg 1.26 us one way.",
        },
      },
    },
  ),
  "ethernet-200g": ethernet({ id: "ethernet-200g", gbps: 200, standard: "802.3bs / 802.3cd (200GBASE-R)" }),
  "ethernet-400g": ethernet({ id: "ethernet-400g", gbps: 400, standard: "802.3bs (400GBASE-R)" }),
  "ethernet-800g": ethernet({ id: "ethernet-800g", gbps: 800, standard: "802.3df-2024 (800GBASE-R)" }),
  "pcie-gen3-x16": pcie({
    id: "pcie-gen3-x16",
    gen: 3,
    gigaTransfers: 8,
    measured: {
      rateUnidirectional: toBitsPerSecond(gBps(12)),
      source: {
        url: "https://github.com/NVIDIA/nccl/blob/master/src/graph/topo.h",
        read: "NCCL's per-link bandwidth constant for a PCIe Gen3 path: PCI 12.0 GB/s.",
      },
    },
  }),
  "pcie-gen4-x16": pcie({
    id: "pcie-gen4-x16",
    gen: 4,
    gigaTransfers: 16,
    measured: {
      rateUnidirectional: toBitsPerSecond(gBps(26.28)),
      source: {
        url: `${AZURE_BENCH}/blob/main/Azure_Results/ND_A100_v4_results.md`,
        read: "nvbandwidth Host to Device 26.28 GB/s on Azure ND A100 v4 (PCIe Gen4 x16).",
      },
    },
  }),
  "pcie-gen5-x16": pcie({
    id: "pcie-gen5-x16",
    gen: 5,
    gigaTransfers: 32,
    measured: {
      rateUnidirectional: toBitsPerSecond(gBps(51)),
      source: {
        url: `${AZURE_BENCH}/blob/main/Azure_Results/ND_H100_v5_results.md`,
        read: "nvbandwidth Host to Device 51 GB/s on Azure ND H100 v5 (PCIe Gen5 x16).",
      },
    },
  }),
  "nvlink4-h100": {
    id: "nvlink4-h100",
    label: "NVLink4, H100 (450 GB/s per direction)",
    family: "nvlink",
    linkRateUnidirectional: toBitsPerSecond(gBps(450)),
    lanes: 18,
    laneDataRate: toBitsPerSecond(gBps(25)),
    measured: {
      rateUnidirectional: toBitsPerSecond(gBps(380)),
      source: {
        url: "https://github.com/NVIDIA/nccl/issues/1264",
        read: "p2pBandwidthLatencyTest on HGX H100 SXM: unidirectional ~380 GB/s of the 450 GB/s line rate.",
      },
    },
    sources: [
      {
        url: "https://github.com/NVIDIA/nccl/issues/1367",
        read: "H100 has 18 NVLink4 links: 450 GB/s one direction, 900 GB/s both (NVIDIA's 900 GB/s figure is bidirectional); 25 GB/s per link per direction.",
      },
    ],
  },
};

/**
 * All link preset ids, in table order.
 * @example linkPresetIds.filter((id) => linkPresets[id].family === "ethernet").length // 7
 */
export const linkPresetIds: readonly LinkPresetId[] = Object.keys(linkPresets) as LinkPresetId[];

/**
 * Look a link preset up by id.
 * @throws RangeError when `id` is not a known preset id (the message lists the known ids).
 * @example linkPreset("ib-ndr-4x").linkRateUnidirectional // 4e11 bit/s
 */
export function linkPreset(id: string): LinkPreset {
  if (Object.hasOwn(linkPresets, id)) return linkPresets[id as LinkPresetId];
  throw new RangeError(`linkPreset("${id}"): unknown id; known ids: ${linkPresetIds.join(", ")}`);
}
