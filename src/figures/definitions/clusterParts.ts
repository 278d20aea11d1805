/**
 * Figure: the parts of a cluster that have numbers on them. Cables: the lengths vendors list for
 * passive and active copper, active optical cables and optical transceivers of one 400 Gb/s
 * generation. Pairings: for published GPU nodes, the scale-out network bandwidth per GPU beside
 * the GPU's in-node link (NVLink, or PCIe for a GPU without it). All from fabric-model presets.
 */
import {
  type CableMedium,
  type CableType,
  type CableTypeId,
  cableTypeIds,
  cableTypes,
  type GpuNetworkPairingId,
  gpuNetworkPairingIds,
  gpuNetworkPairings,
  gpus,
  inGbps,
  linkPresets,
  networkRatePerGpu,
  sourceUrl,
  toBitsPerSecond,
} from "fabric-model";
import { cableReachChart, gpuPairingChart } from "../../charts/clusterPartsChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { ChartContext, FigureDefinition } from "../FigureDefinition.ts";

needStrings("linkFamilies");

type Tr = ChartContext["tr"];

const spec = {
  view: {
    kind: "enum",
    options: ["cables", "pairings"],
    labels: { cables: "fig.clusterParts.viewCables", pairings: "fig.clusterParts.viewPairings" },
    default: "cables",
    label: "fig.clusterParts.view",
  },
} as const satisfies StateSpec;

const MEDIUM_LABELS = {
  "copper-passive": "fig.clusterParts.mediumDac",
  "copper-active": "fig.clusterParts.mediumAcc",
  "optical-cable": "fig.clusterParts.mediumAoc",
  "optical-transceiver": "fig.clusterParts.mediumOptic",
} as const satisfies Record<CableMedium, UiKey>;

/** UI key of each node configuration's name, by preset id; null for a product name shown as it is. */
export const PAIRING_NAMES = {
  "azure-nd-a100-v4": null,
  "azure-nd-h100-v5": null,
  "aws-p5": null,
  "openshift-l40s-study": "fig.clusterParts.pairing.openshift-l40s-study",
  "openshift-h100-study": "fig.clusterParts.pairing.openshift-h100-study",
} as const satisfies Record<GpuNetworkPairingId, UiKey | null>;

/** UI key of each fibre an optic needs, by the preset's fibre value. */
export const FIBRE_NAMES = {
  "OM4 multimode": "fig.clusterParts.fibre.multimode",
  "single-mode": "fig.clusterParts.fibre.singleMode",
} as const satisfies Record<NonNullable<CableType["fibre"]>, UiKey>;

/** UI key of a cable's part text, by preset id, where it has words besides part numbers; else null. */
export const PART_TEXTS = {
  "dac-400g": null,
  "acc-400g": "fig.clusterParts.part.acc-400g",
  "aoc-200g": null,
  "sr4-multimode-400g": null,
  "dr4-singlemode-400g": null,
  "dr4-singlemode-400g-500m": null,
  "fr4-singlemode-400g": null,
} as const satisfies Record<CableTypeId, UiKey | null>;

/** `tr(key)`, or the preset's own text when it has no key (a name or part number). */
const presetText = (tr: Tr, key: UiKey | null | undefined, text: string): string => (key ? tr(key) : text);

/** One cable row. */
export interface CableRow {
  readonly id: CableTypeId;
  readonly name: string;
  readonly medium: UiKey;
  readonly portGbps: number;
  readonly minMeters: number;
  readonly maxMeters: number;
  readonly fibre: string;
  readonly part: string;
  readonly source: string;
}

/** One node-configuration row; rates in Gb/s one way. */
export interface PairingRow {
  readonly id: GpuNetworkPairingId;
  readonly name: string;
  readonly gpu: string;
  readonly gpusPerNode: number;
  readonly nicsPerNode: number;
  readonly nicGbps: number;
  readonly networkPerGpuGbps: number;
  readonly inNodePerGpuGbps: number;
  /** In-node link per GPU over network per GPU. */
  readonly ratio: number;
  readonly source: string;
}

/** Data of the figure: one of the two views. */
export type ClusterPartsData =
  | { readonly view: "cables"; readonly cables: readonly CableRow[] }
  | { readonly view: "pairings"; readonly pairings: readonly PairingRow[] };

/** A cable row's words in the translator's language: medium, fibre and part text. */
function translatedCable(c: CableRow, tr: Tr) {
  const fibre = FIBRE_NAMES[c.fibre as keyof typeof FIBRE_NAMES] as UiKey | undefined;
  return {
    ...c,
    medium: tr(c.medium),
    fibre: presetText(tr, fibre, c.fibre),
    part: presetText(tr, PART_TEXTS[c.id], c.part),
  };
}

/** A node-configuration row with its name in the translator's language. */
function translatedPairing(p: PairingRow, tr: Tr): PairingRow & Record<string, string | number> {
  return { ...p, name: presetText(tr, PAIRING_NAMES[p.id], p.name) };
}

function cableRows(): CableRow[] {
  return cableTypeIds.map((id) => {
    const c = cableTypes[id];
    return {
      id,
      name: c.name,
      medium: MEDIUM_LABELS[c.medium],
      portGbps: inGbps(c.portRate),
      minMeters: c.minLengthMeters,
      maxMeters: c.maxLengthMeters,
      fibre: c.fibre ?? "–",
      part: c.part,
      source: sourceUrl(c.source),
    };
  });
}

function pairingRows(): PairingRow[] {
  return gpuNetworkPairingIds.map((id) => {
    const p = gpuNetworkPairings[id];
    const gpu = gpus[p.gpu];
    // A GPU without NVLink reaches its neighbours over its PCIe slot.
    const inNode = gpu.nvlink
      ? inGbps(toBitsPerSecond(gpu.nvlink.bandwidthUnidirectional))
      : inGbps(linkPresets[`pcie-gen${gpu.pcie.generation}-x16`].linkRateUnidirectional);
    const network = inGbps(networkRatePerGpu(p));
    return {
      id,
      name: p.label,
      gpu: gpu.name,
      gpusPerNode: p.gpusPerNode,
      nicsPerNode: p.nicsPerNode,
      nicGbps: inGbps(p.nicRate),
      networkPerGpuGbps: network,
      inNodePerGpuGbps: inNode,
      ratio: inNode / network,
      source: p.sources.map(sourceUrl).join(" ; "),
    };
  });
}

export const clusterParts: FigureDefinition<typeof spec, ClusterPartsData> = {
  id: "cluster-parts",
  title: "fig.clusterParts.title",
  caption: "fig.clusterParts.caption",
  spec,
  compute(state) {
    return state.view === "cables"
      ? { view: "cables", cables: cableRows() }
      : { view: "pairings", pairings: pairingRows() };
  },
  chart(data, context) {
    if (data.view === "cables") {
      return cableReachChart(
        data.cables.map((c) => translatedCable(c, context.tr)),
        context,
      );
    }
    return gpuPairingChart(
      data.pairings.map((p) => translatedPairing(p, context.tr)),
      context,
    );
  },
  table(data, tr) {
    if (data.view === "cables") {
      return {
        columns: [
          { key: "name", label: "fig.clusterParts.colCable" },
          { key: "medium", label: "fig.clusterParts.colMedium" },
          { key: "portGbps", label: "fig.clusterParts.colPortRate", rate: "capacity", digits: 0 },
          { key: "minMeters", label: "fig.clusterParts.colMin", unit: "linkFamilies.unitM", digits: 1 },
          { key: "maxMeters", label: "fig.clusterParts.colMax", unit: "linkFamilies.unitM", digits: 0 },
          { key: "fibre", label: "fig.clusterParts.colFibre" },
          { key: "part", label: "fig.clusterParts.colPart" },
          { key: "source", label: "fig.clusterParts.colSource" },
        ],
        rows: data.cables.map((c) => translatedCable(c, tr)),
      };
    }
    return {
      columns: [
        { key: "name", label: "fig.clusterParts.colNode" },
        { key: "gpu", label: "fig.clusterParts.colGpu" },
        { key: "gpusPerNode", label: "fig.clusterParts.colGpus", digits: 0 },
        { key: "nicsPerNode", label: "fig.clusterParts.colNics", digits: 0 },
        { key: "nicGbps", label: "fig.clusterParts.colNicRate", rate: "capacity", digits: 0 },
        { key: "networkPerGpuGbps", label: "fig.clusterParts.networkPerGpu", rate: "capacity", digits: 0 },
        { key: "inNodePerGpuGbps", label: "fig.clusterParts.inNodePerGpu", rate: "capacity", digits: 0 },
        { key: "ratio", label: "fig.clusterParts.colRatio", digits: 1 },
        { key: "source", label: "fig.clusterParts.colSource" },
      ],
      rows: data.pairings.map((p) => translatedPairing(p, tr)),
    };
  },
  summary(data, tr, lang, lens) {
    if (data.view === "cables") {
      const copper = data.cables.filter(
        (c) => c.medium !== "fig.clusterParts.mediumOptic" && c.medium !== "fig.clusterParts.mediumAoc",
      );
      const optics = data.cables.filter((c) => c.medium === "fig.clusterParts.mediumOptic");
      return tr("fig.clusterParts.summaryCables", {
        copper: formatNumber(lang, Math.max(...copper.map((c) => c.maxMeters)), 0),
        optics: formatNumber(lang, Math.max(...optics.map((c) => c.maxMeters)), 0),
      });
    }
    const unit = tr(lensRateUnit("capacity", lens));
    const ratios = data.pairings.map((p) => p.ratio);
    const rates = data.pairings.map((p) => lensRate(p.networkPerGpuGbps, "capacity", lens));
    return tr("fig.clusterParts.summaryPairings", {
      low: formatNumber(lang, Math.min(...rates), 0),
      high: formatNumber(lang, Math.max(...rates), 0),
      unit,
      ratioLow: formatNumber(lang, Math.min(...ratios), 0),
      ratioHigh: formatNumber(lang, Math.max(...ratios), 0),
    });
  },
};
