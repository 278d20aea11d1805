import type { Source } from "../Source.ts";
import { type BitsPerSecond, gbps } from "../units.ts";

/**
 * The cables and optics that join HCAs to switches and switches to each other, by medium, with
 * the lengths or reach a vendor lists for one 400 Gb/s (NDR / 400GbE, 4 x 100G-PAM4) generation
 * and a 200 Gb/s active optical cable. Reach is what the vendor specifies, not a physical limit.
 */

/**
 * Identifiers of the cable presets.
 * @example const id: CableTypeId = "dac-400g";
 */
export type CableTypeId =
  | "dac-400g"
  | "acc-400g"
  | "aoc-200g"
  | "sr4-multimode-400g"
  | "dr4-singlemode-400g"
  | "dr4-singlemode-400g-500m"
  | "fr4-singlemode-400g";

/**
 * The physical medium of a cable.
 * @example cableTypes["aoc-200g"].medium // "optical-cable"
 */
export type CableMedium = "copper-passive" | "copper-active" | "optical-cable" | "optical-transceiver";

/**
 * One kind of cable or optic.
 * @example cableTypes["sr4-multimode-400g"].fibre // "OM4 multimode"
 */
export interface CableType {
  readonly id: CableTypeId;
  /** Short name as vendors use it: DAC, ACC, AOC, SR4, DR4, FR4. */
  readonly name: string;
  readonly medium: CableMedium;
  /** Data rate of one port end, per direction. */
  readonly portRate: BitsPerSecond;
  /** Shortest listed length, metres (0 for transceivers, which take any fibre up to their reach). */
  readonly minLengthMeters: number;
  /** Longest listed length or specified reach, metres. */
  readonly maxLengthMeters: number;
  /** Fibre or cable it needs, for optics. */
  readonly fibre?: "OM4 multimode" | "single-mode";
  /** Part number read at the source. */
  readonly part: string;
  readonly source: Source;
}

const NV = "https://docs.nvidia.com/networking/display";

/**
 * Cable and optic presets, shortest reach first.
 * @example cableTypes["dac-400g"].maxLengthMeters // 2
 */
export const cableTypes: Readonly<Record<CableTypeId, CableType>> = {
  "dac-400g": {
    id: "dac-400g",
    name: "DAC",
    medium: "copper-passive",
    portRate: gbps(400),
    minLengthMeters: 0.5,
    maxLengthMeters: 2,
    part: "MCP4Y10-Nxxx",
    source: {
      url: `${NV}/mcp4y10nxxx2x400pub`,
      read: "NVIDIA MCP4Y10 twin-port 2x400Gb/s OSFP passive direct-attach copper cable: eight channels of 100G-PAM4, 0.5, 1, 1.5 and 2-metre lengths; 'lowest-cost, lowest-latency, near zero power'.",
    },
  },
  "acc-400g": {
    id: "acc-400g",
    name: "ACC",
    medium: "copper-active",
    portRate: gbps(400),
    minLengthMeters: 4,
    maxLengthMeters: 5,
    part: "MCP7Y10 family (ACC variant)",
    source: {
      url: `${NV}/mcp7y10nxxx800gpub/transceiver+connectivity+scenarios`,
      read: "NVIDIA MCP7Y10 passive DAC splitter (1-3 m); the page notes 'Active Copper Cables (ACC) are also available for lengths of 4 and 5-meters'.",
    },
  },
  "aoc-200g": {
    id: "aoc-200g",
    name: "AOC",
    medium: "optical-cable",
    portRate: gbps(200),
    minLengthMeters: 3,
    maxLengthMeters: 30,
    part: "MFS1S50-V0xxE",
    source: {
      url: `${NV}/mfs1s50v0xxespec/ordering+information`,
      read: "NVIDIA MFS1S50-V0xxE 200GbE QSFP56 active optical cable (multimode fibre with the optics built into both ends): ordering lengths 3, 5, 10, 15, 20 and 30 m.",
    },
  },
  "sr4-multimode-400g": {
    id: "sr4-multimode-400g",
    name: "SR4",
    medium: "optical-transceiver",
    portRate: gbps(400),
    minLengthMeters: 0,
    maxLengthMeters: 50,
    fibre: "OM4 multimode",
    part: "MMA4Z00-NS400",
    source: {
      url: `${NV}/MMA4Z00NS400T`,
      read: "NVIDIA MMA4Z00-NS400 400Gb/s single-port OSFP multimode SR4 transceiver, 100G-PAM4: 'maximum fiber reach of 50-meters using OM4 multimode fiber', with two patch panels in the link.",
    },
  },
  "dr4-singlemode-400g": {
    id: "dr4-singlemode-400g",
    name: "DR4 (100 m)",
    medium: "optical-transceiver",
    portRate: gbps(400),
    minLengthMeters: 0,
    maxLengthMeters: 100,
    fibre: "single-mode",
    part: "MMS4X00-NS400",
    source: {
      url: `${NV}/mms4x00ns400/overview`,
      read: "NVIDIA MMS4X00-NS400 400Gb/s single-port OSFP single-mode DR4 transceiver for ConnectX-7, linked to a Quantum-2 InfiniBand or Spectrum-4 Ethernet switch 'up to 100-meters'.",
    },
  },
  "dr4-singlemode-400g-500m": {
    id: "dr4-singlemode-400g-500m",
    name: "DR4 (500 m)",
    medium: "optical-transceiver",
    portRate: gbps(400),
    minLengthMeters: 0,
    maxLengthMeters: 500,
    fibre: "single-mode",
    part: "MMS4X00-NM",
    source: {
      url: `${NV}/mms4x00nmhgx500/pin-description`,
      read: "NVIDIA MMS4X00-NM-HGX 800Gbps twin-port OSFP 2x400Gb/s InfiniBand and Ethernet single-mode 2xDR4, 500 m (product title).",
    },
  },
  "fr4-singlemode-400g": {
    id: "fr4-singlemode-400g",
    name: "FR4",
    medium: "optical-transceiver",
    portRate: gbps(400),
    minLengthMeters: 0,
    maxLengthMeters: 2000,
    fibre: "single-mode",
    part: "MMS4X50-NM",
    source: {
      url: `${NV}/mms4x50nm800g2kmpub/document+revision+history`,
      read: "NVIDIA MMS4X50-NM 800Gbps twin-port OSFP 2xFR4, 2x400Gb/s single-mode, 2 km (product title).",
    },
  },
};

/** Cable preset ids, shortest reach first. @example cableTypeIds[0] // "dac-400g" */
export const cableTypeIds: readonly CableTypeId[] = Object.keys(cableTypes) as CableTypeId[];
