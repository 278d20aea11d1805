/**
 * Figure: reduction in the network. Bytes each NVLink port and each node's NICs carry per byte of
 * buffer for an all-reduce, reduce-scatter or all-gather, with NCCL's ring, with NVLS (the NVSwitch
 * reduces), with SHARP (the InfiniBand switches reduce, NCCL's CollNet) and with both
 * (`inNetworkReductionTraffic`); beside them the bus bandwidth NCCL's cost model predicts for a
 * 1 GiB collective on H100 nodes with eight 400 Gb/s InfiniBand NICs when NCCL is told to use each
 * (`predictCollective`: ring; NVLS, or NVLS Tree between nodes; CollNet; NVLS with CollNet).
 */
import {
  gbps,
  gib,
  inGBps,
  inNetworkReductionTraffic,
  predictCollective,
  type ReductionCollective,
  type ReductionScheme,
} from "fabric-model";
import { series } from "../../charts/chartTheme.ts";
import { type GroupedBarsDatum, groupedBarsChart } from "../../charts/groupedBarsChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("ibFabric", "nccl");

/** Buffer of the bus-bandwidth prediction. */
const PREDICTED_BYTES = gib(1);
/** The GPU node the prediction prices: H100 SXM, one 400 Gb/s InfiniBand NIC per GPU. */
const GPU = "h100-sxm";
const NIC_GBPS = 400;

const SCHEMES: readonly ReductionScheme[] = ["ring", "nvls", "sharp", "nvls-sharp"];

export const SCHEME_LABELS = {
  ring: "fig.inNet.schemeRing",
  nvls: "fig.inNet.schemeNvls",
  sharp: "fig.inNet.schemeSharp",
  "nvls-sharp": "fig.inNet.schemeBoth",
} as const satisfies Record<ReductionScheme, UiKey>;

const COLLECTIVE_LABELS = {
  all_reduce: "fig.inNet.allReduce",
  reduce_scatter: "fig.inNet.reduceScatter",
  all_gather: "fig.inNet.allGather",
} as const satisfies Record<ReductionCollective, UiKey>;

const spec = {
  collective: {
    kind: "enum",
    options: ["all_reduce", "reduce_scatter", "all_gather"],
    labels: COLLECTIVE_LABELS,
    default: "all_reduce",
    label: "fig.inNet.collective",
  },
  nodes: { kind: "int", min: 1, max: 64, step: 1, default: 16, label: "fig.inNet.nodes" },
} as const satisfies StateSpec;

/** GPUs per node: the eight of an HGX H100 board behind its NVSwitches. */
const GPUS_PER_NODE = 8;

/** One scheme: its traffic per byte of buffer and NCCL's predicted bus bandwidth. */
export interface SchemeRow {
  readonly scheme: ReductionScheme;
  /** The scheme the traffic model used (SHARP needs two nodes: it falls back to the ring). */
  readonly effective: ReductionScheme;
  readonly nvlinkFactor: number;
  readonly nicFactor: number;
  /** NCCL's algorithm for it, and its predicted bus and algorithm bandwidth (Gb/s); null when NCCL cannot run it here. */
  readonly algorithm: string | null;
  readonly busGbps: number | null;
  readonly algGbps: number | null;
}

/** Data of the figure. */
export interface InNetworkReductionData {
  readonly collective: ReductionCollective;
  readonly nodes: number;
  readonly gpusPerNode: number;
  readonly rows: readonly SchemeRow[];
}

/** NCCL_ALGO for a scheme (NVLS across nodes needs CollNet; without it NCCL runs NVLS Tree). */
function ncclChoice(scheme: ReductionScheme, nodes: number) {
  if (scheme === "ring") return { algorithm: "ring", collnet: false } as const;
  if (scheme === "nvls") return { algorithm: nodes > 1 ? "nvlstree" : "nvls", collnet: false } as const;
  if (scheme === "sharp") return { algorithm: "collnet", collnet: true } as const;
  return { algorithm: "nvls", collnet: true } as const;
}

/** NCCL's prediction for one scheme, or null when the model says NCCL cannot run it on this hardware. */
function predicted(collective: ReductionCollective, nodes: number, scheme: ReductionScheme) {
  const choice = ncclChoice(scheme, nodes);
  try {
    const p = predictCollective({
      collective,
      bytes: PREDICTED_BYTES,
      gpu: GPU,
      gpusPerNode: GPUS_PER_NODE,
      nodes,
      nicCount: GPUS_PER_NODE,
      nicRate: gbps(NIC_GBPS),
      transport: "ib",
      algorithm: choice.algorithm,
      collnet: choice.collnet,
    });
    return {
      algorithm: p.algorithm,
      busGbps: 8 * inGBps(p.busBandwidth),
      algGbps: 8 * inGBps(p.algorithmBandwidth),
    };
  } catch {
    return { algorithm: null, busGbps: null, algGbps: null };
  }
}

export const inNetworkReduction: FigureDefinition<typeof spec, InNetworkReductionData> = {
  id: "in-network-reduction",
  title: "fig.inNet.title",
  caption: "fig.inNet.caption",
  spec,
  collectiveBandwidth: true,
  compute(state) {
    const collective = state.collective as ReductionCollective;
    const nodes = state.nodes;
    const rows = SCHEMES.map((scheme): SchemeRow => {
      const t = inNetworkReductionTraffic({
        collective,
        bytes: PREDICTED_BYTES,
        nodes,
        gpusPerNode: GPUS_PER_NODE,
        nvls: scheme === "nvls" || scheme === "nvls-sharp",
        sharp: scheme === "sharp" || scheme === "nvls-sharp",
      });
      return {
        scheme,
        effective: t.scheme,
        nvlinkFactor: t.trafficFactor.nvlinkPerGpu,
        nicFactor: t.trafficFactor.nicPerNode,
        ...predicted(collective, nodes, scheme),
      };
    });
    return { collective, nodes, gpusPerNode: GPUS_PER_NODE, rows };
  },
  chart(data, context) {
    const { tr, lens, lang } = context;
    const colours = Object.fromEntries(SCHEMES.map((s, i) => [s, series[i] as string]));
    const name = (s: ReductionScheme) => tr(SCHEME_LABELS[s]);
    const traffic: GroupedBarsDatum[] = data.rows.flatMap((r) => [
      {
        group: tr("fig.inNet.linkNvlink"),
        bar: name(r.scheme),
        value: r.nvlinkFactor,
        color: colours[r.scheme] as string,
      },
      {
        group: tr("fig.inNet.linkNic"),
        bar: name(r.scheme),
        value: r.nicFactor,
        color: colours[r.scheme] as string,
      },
    ]);
    const measure = tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw");
    const unit = tr(lensRateUnit("throughput", lens));
    const bandwidth: GroupedBarsDatum[] = data.rows.map((r) => {
      const gbpsValue = lens.collective === "busbw" ? r.busGbps : r.algGbps;
      return {
        group: measure,
        bar: name(r.scheme),
        value: gbpsValue === null ? 0 : lensRate(gbpsValue, "throughput", lens),
        color: colours[r.scheme] as string,
        note: gbpsValue === null ? tr("fig.inNet.notAvailable") : undefined,
      };
    });
    return groupedBarsChart(
      [
        {
          title: tr("fig.inNet.trafficTitle"),
          yLabel: tr("fig.inNet.trafficAxis"),
          data: traffic,
          digits: 2,
        },
        {
          title: tr("fig.inNet.bandwidthTitle", {
            bytes: "1 GiB",
            nodes: data.nodes,
            gpus: data.gpusPerNode,
          }),
          yLabel: `${measure}, ${unit}`,
          data: bandwidth,
          digits: 0,
        },
      ],
      context,
      lang,
    );
  },
  table(data, tr) {
    return {
      columns: [
        { key: "scheme", label: "fig.inNet.colScheme" },
        { key: "nvlink", label: "fig.inNet.colNvlink", digits: 3 },
        { key: "nic", label: "fig.inNet.colNic", digits: 3 },
        { key: "algorithm", label: "fig.inNet.colAlgorithm" },
        { key: "busbw", label: "fig.inNet.colBusbw", rate: "throughput", digits: 0 },
        { key: "algbw", label: "fig.inNet.colAlgbw", rate: "throughput", digits: 0 },
      ],
      rows: data.rows.map((r) => ({
        scheme: tr(SCHEME_LABELS[r.scheme]),
        nvlink: r.nvlinkFactor,
        nic: r.nicFactor,
        algorithm: r.algorithm ?? tr("fig.inNet.notAvailable"),
        busbw: r.busGbps ?? "",
        algbw: r.algGbps ?? "",
      })),
    };
  },
  summary(data, tr, lang) {
    const ring = data.rows.find((r) => r.scheme === "ring") as SchemeRow;
    const sharp = data.rows.find((r) => r.scheme === "sharp") as SchemeRow;
    const nvls = data.rows.find((r) => r.scheme === "nvls") as SchemeRow;
    const n2 = (v: number) => formatNumber(lang, v, 2);
    return tr("fig.inNet.summary", {
      collective: tr(COLLECTIVE_LABELS[data.collective]),
      nodes: data.nodes,
      gpus: data.gpusPerNode,
      ringNic: n2(ring.nicFactor),
      sharpNic: n2(sharp.nicFactor),
      ringNvlink: n2(ring.nvlinkFactor),
      nvlsNvlink: n2(nvls.nvlinkFactor),
    });
  },
};
