import type { Source } from "../Source.ts";
import type { GpuPresetId } from "./gpus.ts";

/**
 * Prices the cluster advisor puts on GPU nodes and on the fabric between them: published list
 * prices or cloud rates, each with where and when it was read. Prices move (a GPU that sold at a
 * premium in 2023 costs less a year later; switches and optics fall per bit with each generation),
 * so every number here is a dated reading to be replaced with your own quote: the advisor takes
 * an override for each.
 */

/**
 * GPUs the advisor prices: those with bf16 tensor cores whose node price (or a cloud rate) was found.
 * @example const id: PricedGpuId = "h100-sxm";
 */
export type PricedGpuId = Extract<
  GpuPresetId,
  "l40s" | "a100-sxm" | "h100-sxm" | "h200-sxm" | "gh200" | "b200-sxm"
>;

/**
 * Every priced GPU, the study's two first.
 * @example pricedGpuIds[0] // "l40s"
 */
export const pricedGpuIds: readonly PricedGpuId[] = [
  "l40s",
  "h100-sxm",
  "a100-sxm",
  "h200-sxm",
  "gh200",
  "b200-sxm",
];

/**
 * One dated price reading: US dollars, the date the source gives for it, and the source.
 * @example fabricPrices.infinibandSwitchPort400.usd // 562.5
 */
export interface PriceReading {
  readonly usd: number;
  /** The date of the price at the source (YYYY-MM-DD, or YYYY-MM when the source gives a month). */
  readonly date: string;
  readonly source: Source;
  /** What the number covers and how it was read, where that needs saying. */
  readonly note?: string;
}

/**
 * How a GPU node is priced: bought (a price per GPU, the node's share of the server included), or
 * rented at a published cloud rate per GPU-hour where no purchase price was found.
 * @example fabricPrices.gpus.l40s.kind // "rental"
 */
export type GpuNodePrice =
  | { readonly kind: "purchase"; readonly perGpu: PriceReading }
  | { readonly kind: "rental"; readonly perGpuHour: PriceReading };

const EPOCH = {
  repo: "epoch-research/training-cost-trends",
  path: "data/Hardware prices.csv",
  commit: "263c40a159307e917213d1dc433c617e47d55bfe",
} as const;
const CLUSTER_SHEET =
  "https://docs.google.com/spreadsheets/d/1Ft3RbeZ-w43kYSiLfYc1vxO41mK5lmJpcPC9GOYHAWc/edit?usp=sharing";

/** 400 Gb/s switch ports a 64-port NDR switch offers, as the sheet prices it. */
const NDR_SWITCH_PORTS = 64;
/** The sheet's 64-node row: nodes x 8 GPUs, one 400 Gb/s link each, through one tier of switches. */
const SHEET_64_NODE_LINKS = 64 * 8;

/**
 * The price table (see the module note): per GPU node, per 400 Gb/s switch port for InfiniBand and
 * for Ethernet, per 400 Gb/s link (cable and optics), and the years a purchase is spread over.
 * Rates other than 400 Gb/s scale with the rate (a switch sells capacity: the same 64-port NDR
 * switch runs 128 ports of 200 Gb/s). The node prices are taken to include the node's NICs (the
 * sheet's H100 node does; for the others the source does not say), so NICs add nothing per fabric.
 * @example fabricPrices.gpus["h100-sxm"].kind // "purchase"
 */
export const fabricPrices: {
  readonly gpus: Readonly<Record<PricedGpuId, GpuNodePrice>>;
  readonly infinibandSwitchPort400: PriceReading;
  readonly ethernetSwitchPort400: PriceReading;
  readonly link400: PriceReading;
  readonly amortization: { readonly years: number; readonly source: Source; readonly note: string };
  /** Why rates scale per port and per link as they do. */
  readonly rateScaling: string;
} = {
  gpus: {
    l40s: {
      kind: "rental",
      perGpuHour: {
        usd: 0.86,
        date: "2025-03-03",
        source: {
          ...EPOCH,
          lines: "510",
          read: "RunPod on-demand NVIDIA L40S: $0.86 per chip-hour (archived pricing page, 2025-03-03)",
        },
        note: "No purchase price of an L40S server was found in the sources read; a published cloud rate stands in.",
      },
    },
    "a100-sxm": {
      kind: "purchase",
      perGpu: {
        usd: 18548.75,
        date: "2023-09-23",
        source: {
          ...EPOCH,
          lines: "336",
          read: "HGX A100, 8 GPU, 640GB: $18,548.75 per GPU (dihuni.com listing, archived 2023-09-23)",
        },
      },
    },
    "h100-sxm": {
      kind: "purchase",
      perGpu: {
        usd: 37080.5,
        date: "2024-03-21",
        source: {
          ...EPOCH,
          lines: "405",
          read: "HGX H100, 8 GPU, 640GB (Supermicro 8125GS-TNHR): $37,080.50 per GPU (dihuni.com listing, archived 2024-03-21)",
        },
      },
    },
    "h200-sxm": {
      kind: "purchase",
      perGpu: {
        usd: 39083.38,
        date: "2025-01-31",
        source: {
          ...EPOCH,
          lines: "464",
          read: "NVIDIA H200 SXM, HGX, 8 GPU, on sale: $39,083.38 per GPU (archive.ph, 2025-01-31)",
        },
      },
    },
    gh200: {
      kind: "purchase",
      perGpu: {
        usd: 46675.1,
        date: "2024-10-31",
        source: {
          ...EPOCH,
          lines: "458",
          read: "NVIDIA GH200 server (deltacomputer.com d14n-m2-gh): $46,675.10 (EUR 43,066.13 converted), 2024-10-31",
        },
        note: "A one-superchip server; the advisor prices a node of n GH200 as n of them.",
      },
    },
    "b200-sxm": {
      kind: "purchase",
      perGpu: {
        usd: 47409.13,
        date: "2024-12-17",
        source: {
          ...EPOCH,
          lines: "463",
          read: "NVIDIA DGX B200, 8 GPU: $47,409.13 per GPU (deltacomputer.com, EUR converted), 2024-12-17",
        },
      },
    },
  },
  infinibandSwitchPort400: {
    usd: 36000 / NDR_SWITCH_PORTS,
    date: "2024-08",
    source: {
      url: CLUSTER_SHEET,
      read: "'64 Port 400Gbps Infiniband Switch, is assumed to $36k. This is based on the FS.com varient which is cheaper then the nvidia official varient (approx 50k)'; 'Prices and projections were all done as per: Aug 2024'",
    },
    note: "$36,000 for a 64-port NDR switch, per port.",
  },
  ethernetSwitchPort400: {
    usd: 36000 / NDR_SWITCH_PORTS / 2.3,
    date: "2025-12-08",
    source: {
      url: "https://introl.com/blog/infiniband-vs-ethernet-gpu-clusters-800g-architecture",
      read: "'InfiniBand delivers 15% better performance but costs 2.3x more than Ethernet' (updated December 8, 2025)",
    },
    note: "No 400 GbE switch list price was found: the InfiniBand port price over the article's 2.3x (a fleet-wide ratio, applied to the port). Replace it with a quote.",
  },
  link400: {
    usd: 675840 / SHEET_64_NODE_LINKS,
    date: "2024-08",
    source: {
      url: CLUSTER_SHEET,
      read: "Row '64 | 512 | 8 switches': 'Infiniband Network Connector & Cable' $675,840 for 64 nodes of 8 H100 at 8 x 400 Gbps per node (512 links through one tier of switches)",
    },
    note: "Cables and optics per 400 Gb/s link; 400 GbE uses the same OSFP optics as NDR (presets/cableTypes), so it is priced alike.",
  },
  amortization: {
    years: 5,
    source: {
      repo: "epoch-research/training-cost-trends",
      path: "cost_analysis_standalone.py",
      commit: "263c40a159307e917213d1dc433c617e47d55bfe",
      lines: "399-408",
      read: "get_server_lifetime: 3 years up to 2020, 4 in 2021-2022, 5 from 2023 on (AI server lifetime in hours)",
    },
    note: "Not a price: the years a purchase is spread over (Epoch AI's server lifetime from 2023). Power, space and staff are not included.",
  },
  rateScaling:
    "A port or link is priced in proportion to its rate: an NDR switch runs 64 ports of 400 Gb/s or 128 of 200 Gb/s (yobitel.com/knowledge-base/nvidia-quantum-2).",
};
