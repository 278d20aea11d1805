/**
 * Figure: InfiniBand generations SDR to XDR at a chosen port width, computed from the link
 * presets (lanes x per-lane signalling rate x line-code efficiency), with Ethernet MAC rates
 * alongside; every row carries the source its numbers were read from.
 */
import {
  ibLinkWidths,
  ibPortDataRate,
  inGbps,
  type LinkPreset,
  linkPresetIds,
  linkPresets,
  sourceUrl,
} from "fabric-model";
import { type LinkGenerationBar, linkGenerationsChart } from "../../charts/linkGenerationsChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("linkFamilies");

const WIDTH_LABELS = {
  "1": "fig.linkGen.width1",
  "2": "fig.linkGen.width2",
  "4": "fig.linkGen.width4",
  "8": "fig.linkGen.width8",
  "12": "fig.linkGen.width12",
} as const;

const spec = {
  width: {
    kind: "enum",
    options: ["1", "2", "4", "8", "12"],
    labels: WIDTH_LABELS,
    default: "4",
    label: "fig.linkGen.width",
  },
  ethernet: { kind: "bool", default: true, label: "fig.linkGen.ethernet" },
} as const satisfies StateSpec;

/** One row of the figure: a preset at the chosen width, with its arithmetic and its source. */
export interface LinkGenerationRow extends LinkGenerationBar {
  readonly id: string;
  /** Lanes in the port (InfiniBand); NaN for Ethernet, whose presets give the MAC rate only. */
  readonly lanes: number;
  readonly laneSignallingGbps: number;
  readonly efficiencyPercent: number;
  readonly laneDataGbps: number;
  readonly source: string;
}

/** Data of the figure. */
export interface LinkGenerationsData {
  readonly width: number;
  readonly rows: readonly LinkGenerationRow[];
}

/** "ib-hdr-4x" -> "HDR": the generation's name, from the preset id. */
function generationName(preset: LinkPreset): string {
  return preset.id.split("-")[1]?.toUpperCase() ?? preset.id;
}

function infinibandRow(preset: LinkPreset, width: number): LinkGenerationRow {
  const laneSignalling = preset.laneSignallingRate ?? Number.NaN;
  const efficiency = preset.encodingEfficiency ?? Number.NaN;
  return {
    id: preset.id,
    family: "infiniband",
    name: `${generationName(preset)} ${width}x`,
    lanes: width,
    laneSignallingGbps: laneSignalling / 1e9,
    efficiencyPercent: 100 * efficiency,
    laneDataGbps: (laneSignalling * efficiency) / 1e9,
    signallingGbps: (width * laneSignalling) / 1e9,
    dataGbps: inGbps(ibPortDataRate(preset, width)),
    encoding: preset.encoding ?? "",
    source: preset.sources.map(sourceUrl).join(" ; "),
  };
}

function ethernetRow(preset: LinkPreset): LinkGenerationRow {
  return {
    id: preset.id,
    family: "ethernet",
    name: preset.label,
    lanes: Number.NaN,
    laneSignallingGbps: Number.NaN,
    efficiencyPercent: Number.NaN,
    laneDataGbps: Number.NaN,
    signallingGbps: Number.NaN,
    dataGbps: inGbps(preset.linkRateUnidirectional),
    encoding: "",
    source: preset.sources.map(sourceUrl).join(" ; "),
  };
}

export const linkGenerations: FigureDefinition<typeof spec, LinkGenerationsData> = {
  id: "link-generations",
  title: "fig.linkGen.title",
  caption: "fig.linkGen.caption",
  spec,
  compute(state) {
    const width = Number(state.width);
    const presets = linkPresetIds.map((id) => linkPresets[id]);
    const ib = presets.filter((p) => p.family === "infiniband").map((p) => infinibandRow(p, width));
    const eth = state.ethernet ? presets.filter((p) => p.family === "ethernet").map(ethernetRow) : [];
    return { width, rows: [...ib, ...eth] };
  },
  chart(data, context) {
    return linkGenerationsChart(data.rows, context);
  },
  table(data) {
    return {
      columns: [
        { key: "name", label: "fig.linkGen.colLink" },
        { key: "lanes", label: "fig.linkGen.colLanes", digits: 0 },
        { key: "laneSignallingGbps", label: "fig.linkGen.colLaneSignalling", rate: "capacity", digits: 4 },
        { key: "encoding", label: "fig.linkGen.colEncoding" },
        { key: "efficiencyPercent", label: "fig.linkGen.colEfficiency", unit: "unit.percent", digits: 2 },
        { key: "laneDataGbps", label: "fig.linkGen.colLaneData", rate: "capacity", digits: 3 },
        { key: "dataGbps", label: "fig.linkGen.colData", rate: "capacity", digits: 2 },
        { key: "source", label: "fig.linkGen.colSource" },
      ],
      rows: data.rows.map((r) => ({
        name: r.name,
        lanes: r.lanes,
        laneSignallingGbps: r.laneSignallingGbps,
        encoding: r.encoding || "–",
        efficiencyPercent: r.efficiencyPercent,
        laneDataGbps: r.laneDataGbps,
        dataGbps: r.dataGbps,
        source: r.source,
      })),
    };
  },
  summary(data, tr, lang, lens) {
    const ib = data.rows.filter((r) => r.family === "infiniband");
    const first = ib[0];
    const last = ib.at(-1);
    const unit = tr(lensRateUnit("capacity", lens));
    const rate = (r: LinkGenerationRow | undefined) =>
      formatNumber(lang, lensRate(r?.dataGbps ?? Number.NaN, "capacity", lens), 1);
    return tr("fig.linkGen.summary", {
      width: data.width,
      first: first ? generationName(linkPresets[first.id as keyof typeof linkPresets]) : "–",
      firstRate: rate(first),
      last: last ? generationName(linkPresets[last.id as keyof typeof linkPresets]) : "–",
      lastRate: rate(last),
      unit,
      widths: ibLinkWidths.widths.map((w) => `${w}x`).join(", "),
    });
  },
};
