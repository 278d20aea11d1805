import type { VirtualisationLayerId } from "../datapath/VirtualisationLayer.ts";
import type { GpuPresetId } from "./gpus.ts";

/**
 * GPU presets the advisor prices, named one by one (a new preset is not priced until it has example
 * prices here; each has bf16 tensor cores, which the training model needs).
 * @example const id: NetworkCostGpuId = "l40s";
 */
export type NetworkCostGpuId = Extract<GpuPresetId, "l40s" | "h100-sxm" | "a100-sxm" | "h200-sxm" | "gh200">;

/**
 * Example prices for one GPU type: what a GPU costs per hour (a node costs that times its GPUs)
 * and what each network path adds per node and hour, in US dollars. These are round example
 * numbers, not quotes: `example` is always true and `why` says so.
 * @example networkCostExamples.l40s.usdPerGpuHour // 2
 */
export interface NetworkCostExample {
  readonly gpu: NetworkCostGpuId;
  /** Example price of one GPU with its share of the node (CPU, memory, disk), USD per GPU-hour. */
  readonly usdPerGpuHour: number;
  /** Example extra price of each network path, USD per node-hour, on top of the GPU node. */
  readonly usdPerNodeHourByPath: Readonly<Record<VirtualisationLayerId, number>>;
  /** Always true: these numbers illustrate the arithmetic and are not anyone's price list. */
  readonly example: true;
  /** Why these numbers: no price list was read, so they carry no `Source`. */
  readonly why: string;
}

const EXAMPLE_WHY =
  "example, not a quote: round numbers chosen by this project to show the arithmetic; no price list was read, so they say " +
  "nothing about any provider's prices. Only their order is reasoned: the pod network and a secondary vNIC come with the node " +
  "(a token amount for the vNIC), an SR-IOV path needs a dedicated NIC port and switch port (more for a 400 Gb/s port than a " +
  "100 Gb/s one), and RDMA adds a lossless-Ethernet (PFC/ECN) capable fabric and its operation on top. Replace every number " +
  "with your own quotes: cost per token scales linearly with them.";

const nic100 = { "pod-overlay": 0, vnic: 0.05, "sriov-vf": 0.25, "sriov-rdma": 0.4 } as const;
const nic400 = { "pod-overlay": 0, vnic: 0.05, "sriov-vf": 1, "sriov-rdma": 1.5 } as const;

/**
 * Example prices per GPU type for the fabric advisor (see `NetworkCostExample`): every number is
 * an example, not a quote, and is meant to be replaced with the reader's own prices.
 * @example networkCostExamples["h100-sxm"].usdPerNodeHourByPath["sriov-rdma"] // 1.5
 */
export const networkCostExamples: Readonly<Record<NetworkCostGpuId, NetworkCostExample>> = {
  "a100-sxm": {
    gpu: "a100-sxm",
    usdPerGpuHour: 2.5,
    usdPerNodeHourByPath: nic400,
    example: true,
    why: EXAMPLE_WHY,
  },
  "h100-sxm": {
    gpu: "h100-sxm",
    usdPerGpuHour: 4,
    usdPerNodeHourByPath: nic400,
    example: true,
    why: EXAMPLE_WHY,
  },
  "h200-sxm": {
    gpu: "h200-sxm",
    usdPerGpuHour: 5,
    usdPerNodeHourByPath: nic400,
    example: true,
    why: EXAMPLE_WHY,
  },
  gh200: {
    gpu: "gh200",
    usdPerGpuHour: 4.5,
    usdPerNodeHourByPath: nic400,
    example: true,
    why: EXAMPLE_WHY,
  },
  l40s: {
    gpu: "l40s",
    usdPerGpuHour: 2,
    usdPerNodeHourByPath: nic100,
    example: true,
    why: EXAMPLE_WHY,
  },
};

/**
 * GPU ids of `networkCostExamples`, in a stable order (the study's two GPUs first).
 * @example networkCostGpuIds[0] // "l40s"
 */
export const networkCostGpuIds: readonly NetworkCostGpuId[] = [
  "l40s",
  "h100-sxm",
  "a100-sxm",
  "h200-sxm",
  "gh200",
];
