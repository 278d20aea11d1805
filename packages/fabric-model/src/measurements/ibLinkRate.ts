import { linkPresets } from "../presets/links.ts";
import { inGbps } from "../units.ts";

/**
 * A port's rate as the tools report it: lanes (the "4X" width), the nominal per-lane rate the
 * tools count with (25 for EDR, although its lanes signal at 25.78125 Gb/s), their product (what
 * `ibstat` prints as Rate) and the generation's name. Gb/s, one way.
 */
export interface IbLinkRate {
  readonly gbps: number;
  /** Lanes in the link (1, 2, 4, 8, 12), null when the tool does not say (ibstat). */
  readonly width: number | null;
  /** Nominal rate of one lane, Gb/s (2.5, 5, 10, 14, 25, 50, 100, 200), null when not known. */
  readonly laneGbps: number | null;
  /** SDR … XDR (FDR10 for 10 Gb/s lanes signalled at 10.3125), null on Ethernet or when unknown. */
  readonly generation: string | null;
  /** True when the width was not printed and 4X, the usual HCA port, was assumed to name the generation. */
  readonly widthAssumed: boolean;
}

/**
 * InfiniBand generations by their lanes: the nominal lane rate the tools print (rdma-core
 * `ibv_devinfo`'s speed_str: 2.5 … 200.0 Gbps, `infinibandSources.ibvDevinfoSpeeds`) and the lane
 * signalling rate `iblinkinfo` prints (from the link presets, Linux `enum ib_rate`). FDR10
 * signals at 10.3125 Gb/s with 64b/66b.
 */
const GENERATIONS: ReadonlyArray<{ name: string; laneGbps: number; signallingGbps: number }> = [
  { name: "SDR", laneGbps: 2.5, signallingGbps: lane("ib-sdr-4x") },
  { name: "DDR", laneGbps: 5, signallingGbps: lane("ib-ddr-4x") },
  { name: "QDR", laneGbps: 10, signallingGbps: lane("ib-qdr-4x") },
  { name: "FDR10", laneGbps: 10, signallingGbps: 10.3125 },
  { name: "FDR", laneGbps: 14, signallingGbps: lane("ib-fdr-4x") },
  { name: "EDR", laneGbps: 25, signallingGbps: lane("ib-edr-4x") },
  { name: "HDR", laneGbps: 50, signallingGbps: lane("ib-hdr-4x") },
  { name: "NDR", laneGbps: 100, signallingGbps: lane("ib-ndr-4x") },
  { name: "XDR", laneGbps: 200, signallingGbps: lane("ib-xdr-4x") },
];

function lane(id: keyof typeof linkPresets): number {
  const rate = linkPresets[id].laneSignallingRate;
  return rate === undefined ? 0 : inGbps(rate);
}

/** The lane rate a tool printed, in Gb/s, is a nominal or a signalling rate of this generation. */
function generationOfLane(gbps: number): (typeof GENERATIONS)[number] | undefined {
  const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
  return (
    GENERATIONS.find((g) => close(g.signallingGbps, gbps) && g.name !== "QDR") ??
    GENERATIONS.find((g) => close(g.laneGbps, gbps) && g.name !== "FDR10") ??
    GENERATIONS.find((g) => close(g.signallingGbps, gbps))
  );
}

/**
 * The rate of a link from what a tool printed: a width in lanes and a lane speed in Gb/s (nominal
 * as `ibv_devinfo` prints it, or signalling as `iblinkinfo` prints it), or only the total (ibstat's
 * "Rate: 100", with the generation when it names one: "Rate: 40 (FDR10)"). The generation is named on InfiniBand only; RoCE ports run Ethernet lanes.
 * @see infinibandSources.ibvDevinfoSpeeds
 * @example ibLinkRate({ width: 4, laneGbps: 25.78125, linkLayer: "infiniband" }) // { gbps: 100, width: 4, laneGbps: 25, generation: "EDR", widthAssumed: false }
 */
export function ibLinkRate(inputs: {
  readonly width?: number | null;
  readonly laneGbps?: number | null;
  readonly totalGbps?: number | null;
  /** The generation when the tool names it ("Rate: 40 (FDR10)"). */
  readonly generation?: string | null;
  readonly linkLayer: "infiniband" | "ethernet" | null;
}): IbLinkRate | null {
  const { width = null, laneGbps = null, totalGbps = null, generation = null, linkLayer } = inputs;
  const ib = linkLayer !== "ethernet";
  if (laneGbps !== null && Number.isFinite(laneGbps) && laneGbps > 0) {
    const g = ib ? generationOfLane(laneGbps) : undefined;
    const nominal = g?.laneGbps ?? laneGbps;
    const lanes = width !== null && width > 0 ? width : null;
    return {
      gbps: lanes === null ? nominal : round(nominal * lanes),
      width: lanes,
      laneGbps: nominal,
      generation: g?.name ?? null,
      widthAssumed: false,
    };
  }
  if (totalGbps !== null && Number.isFinite(totalGbps) && totalGbps > 0) {
    const named = GENERATIONS.find((x) => x.name === generation);
    const g = !ib
      ? undefined
      : (named ?? GENERATIONS.find((x) => x.name !== "FDR10" && round(x.laneGbps * 4) === totalGbps));
    return {
      gbps: totalGbps,
      width: null,
      laneGbps: g?.laneGbps ?? null,
      generation: g?.name ?? null,
      widthAssumed: g !== undefined && named === undefined,
    };
  }
  return null;
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
