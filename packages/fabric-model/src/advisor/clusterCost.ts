import { fabricPrices, type PricedGpuId } from "../presets/fabricPrices.ts";
import { type SwitchFabricSize, switchFabricSize } from "../topology/switchFabricSize.ts";
import { type BitsPerSecond, inGbps } from "../units.ts";
import { advisorAssumptions } from "./advisorAssumptions.ts";
import type { FabricFamily } from "./clusterFabricOptions.ts";

/**
 * The prices the cluster advisor works with, in one currency (the presets' are US dollars): the
 * GPU node (bought per GPU, or rented per GPU-hour), a 400 Gb/s switch port of each kind, a
 * 400 Gb/s link (cable and optics), and the years a purchase is spread over. Every one can be
 * overridden (`clusterPrices(gpu, overrides)`).
 * @example clusterPrices("h100-sxm").gpu.kind // "purchase"
 */
export interface ClusterPrices {
  readonly gpu:
    | { readonly kind: "purchase"; readonly perGpu: number }
    | { readonly kind: "rental"; readonly perGpuHour: number };
  readonly infinibandSwitchPort400: number;
  readonly ethernetSwitchPort400: number;
  readonly link400: number;
  readonly years: number;
}

/**
 * The price table's readings for a GPU (`fabricPrices`), with any of them replaced.
 * @example clusterPrices("l40s", { link400: 900 }).link400 // 900
 */
export function clusterPrices(gpu: PricedGpuId, overrides: Partial<ClusterPrices> = {}): ClusterPrices {
  const node = fabricPrices.gpus[gpu];
  return {
    gpu:
      node.kind === "purchase"
        ? { kind: "purchase", perGpu: node.perGpu.usd }
        : { kind: "rental", perGpuHour: node.perGpuHour.usd },
    infinibandSwitchPort400: fabricPrices.infinibandSwitchPort400.usd,
    ethernetSwitchPort400: fabricPrices.ethernetSwitchPort400.usd,
    link400: fabricPrices.link400.usd,
    years: fabricPrices.amortization.years,
    ...overrides,
  };
}

/**
 * What a cluster costs with one fabric: what is bought (GPU nodes, switches, links) and what it
 * costs per hour (purchases spread over `years`, plus any rental).
 * @example clusterCost(inputs).perHour
 */
export interface ClusterCost {
  /** GPU nodes bought (0 when rented). */
  readonly gpuCapital: number;
  /** Switches and links of the fabric. */
  readonly fabricCapital: number;
  readonly capital: number;
  /** Rented GPU nodes per hour (0 when bought). */
  readonly rentalPerHour: number;
  /** Capital spread over the years, plus rental. */
  readonly perHour: number;
  /** The switch fabric that connects the NICs (null on one node: nothing to switch). */
  readonly fabric: SwitchFabricSize | null;
}

const HOURS_PER_YEAR = 8760;
const REFERENCE_RATE_GBPS = 400;

/**
 * Price a cluster with a fabric: GPU nodes at the GPU's price (NICs included, as the node prices
 * are); one switch port and one link per NIC port, the switches a folded Clos of that size needs
 * (`switchFabricSize` with `advisorAssumptions.switchRadix` 400 Gb/s ports, as many more ports as
 * the rate is slower: the same switch runs 128 ports of 200 Gb/s) and the links between them. A
 * port and a link cost their 400 Gb/s price times rate / 400 (`fabricPrices.rateScaling`);
 * Ethernet ports (kernel TCP and RoCE) at the Ethernet price, InfiniBand's at its own. Whole
 * switches are bought. One node needs no fabric.
 * @throws RangeError on non-positive or non-integer counts, negative or non-finite prices, years <= 0, and as `switchFabricSize`.
 * @example clusterCost({ gpusPerNode: 8, nodes: 2, nicsPerNode: 8, family: "ib", nicRate: gbps(400), oversubscription: 1, prices: clusterPrices("h100-sxm") }).fabric?.switches // 1
 */
export function clusterCost(inputs: {
  readonly gpusPerNode: number;
  readonly nodes: number;
  readonly nicsPerNode: number;
  readonly family: FabricFamily;
  readonly nicRate: BitsPerSecond;
  readonly oversubscription: number;
  readonly prices: ClusterPrices;
}): ClusterCost {
  const { gpusPerNode, nodes, nicsPerNode, family, nicRate, prices } = inputs;
  for (const [name, n] of [
    ["gpusPerNode", gpusPerNode],
    ["nodes", nodes],
    ["nicsPerNode", nicsPerNode],
  ] as const) {
    if (!Number.isInteger(n) || n < 1)
      throw new RangeError(`clusterCost: ${name} must be an integer >= 1, got ${n}`);
  }
  const amounts = [
    prices.gpu.kind === "purchase" ? prices.gpu.perGpu : prices.gpu.perGpuHour,
    prices.infinibandSwitchPort400,
    prices.ethernetSwitchPort400,
    prices.link400,
  ];
  if (amounts.some((a) => !Number.isFinite(a) || a < 0)) {
    throw new RangeError("clusterCost: prices must be finite and >= 0");
  }
  if (!(Number.isFinite(prices.years) && prices.years > 0)) {
    throw new RangeError(`clusterCost: years must be > 0, got ${prices.years}`);
  }
  const gpus = gpusPerNode * nodes;
  const gpuCapital = prices.gpu.kind === "purchase" ? prices.gpu.perGpu * gpus : 0;
  const rentalPerHour = prices.gpu.kind === "rental" ? prices.gpu.perGpuHour * gpus : 0;
  let fabric: SwitchFabricSize | null = null;
  let fabricCapital = 0;
  if (nodes > 1) {
    const share = inGbps(nicRate) / REFERENCE_RATE_GBPS;
    const radix = Math.max(4, 2 * Math.floor(advisorAssumptions.switchRadix.value / share / 2));
    fabric = switchFabricSize({
      endpoints: nodes * nicsPerNode,
      radix,
      oversubscription: inputs.oversubscription,
    });
    const port400 = family === "ib" ? prices.infinibandSwitchPort400 : prices.ethernetSwitchPort400;
    const switchPrice = radix * port400 * share;
    fabricCapital =
      fabric.switches * switchPrice + (fabric.endpointLinks + fabric.fabricLinks) * prices.link400 * share;
  }
  const capital = gpuCapital + fabricCapital;
  return {
    gpuCapital,
    fabricCapital,
    capital,
    rentalPerHour,
    perHour: capital / (prices.years * HOURS_PER_YEAR) + rentalPerHour,
    fabric,
  };
}
