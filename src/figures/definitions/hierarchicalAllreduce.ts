/**
 * Figure: all-reduce bandwidth against size on 1, 2, 4 and 8 nodes of a published GPU node
 * (fabric-model's `gpuNetworkPairings`: GPUs per node, NICs and their rate), priced by
 * `predictCollective` (NVLink or PCIe inside a node, the NICs across), with the node's NIC rate
 * drawn as a line. On two nodes the tree's busbw rises above it.
 */
import {
  type CollectiveTransport,
  type GpuNetworkPairingId,
  gpuNetworkPairingIds,
  gpuNetworkPairings,
  inGbps,
  pairingCollectiveHardware,
} from "fabric-model";
import type { LegendItem } from "../../charts/legendRow.ts";
import { type SizeSeries, sizeSeriesChart } from "../../charts/sizeSeriesChart.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { DataTable, FigureDefinition } from "../FigureDefinition.ts";
import { GPU_LABELS, PAIR_LABELS, type PairId, TRANSPORT_LABELS } from "../ncclLabels.ts";
import {
  type CollectiveSweep,
  collectiveSweep,
  lensCollective,
  type SweepPoint,
  winningBand,
} from "./protocolSweep.ts";

needStrings("nccl");

/** Smallest size drawn: below it latency, not the links, sets the bandwidth. */
export const HIER_MIN_BYTES = 1024 ** 2;

/** Node counts drawn. */
export const NODE_COUNTS = [1, 2, 4, 8] as const;
type NodeCount = (typeof NODE_COUNTS)[number];

/** UI label of each pairing preset. */
export const PAIRING_LABELS = {
  "azure-nd-a100-v4": "nccl.pairing.azureA100",
  "azure-nd-h100-v5": "nccl.pairing.azureH100",
  "aws-p5": "nccl.pairing.awsP5",
  "openshift-l40s-study": "nccl.pairing.openshiftL40s",
  "openshift-h100-study": "nccl.pairing.openshiftH100",
} as const satisfies Record<GpuNetworkPairingId, UiKey>;

const spec = {
  pairing: {
    kind: "enum",
    options: [...gpuNetworkPairingIds],
    labels: PAIRING_LABELS,
    default: "azure-nd-h100-v5",
    label: "nccl.param.pairing",
  },
  algorithm: {
    kind: "enum",
    options: ["auto", "ring"],
    labels: { auto: "fig.hierAr.algAuto", ring: "fig.hierAr.algRing" },
    default: "auto",
    label: "fig.hierAr.algorithm",
  },
} as const satisfies StateSpec;

const COLORS: Readonly<Record<NodeCount, string>> = {
  1: "var(--fab-series-1)",
  2: "var(--fab-series-2)",
  4: "var(--fab-series-3)",
  8: "var(--fab-series-4)",
};

const NODE_LABELS: Readonly<Record<NodeCount, UiKey>> = {
  1: "fig.hierAr.nodes1",
  2: "fig.hierAr.nodes2",
  4: "fig.hierAr.nodes4",
  8: "fig.hierAr.nodes8",
};

/** One node count's curve: NCCL's choice (or the best ring pair) at each size. */
export interface NodeCurve {
  readonly nodes: NodeCount;
  readonly points: readonly SweepPoint[];
}

/** Data of the figure. */
export interface HierarchicalAllreduceData {
  readonly pairing: GpuNetworkPairingId;
  readonly algorithm: "auto" | "ring";
  readonly gpu: keyof typeof GPU_LABELS;
  readonly gpusPerNode: number;
  readonly nicsPerNode: number;
  readonly nicGbps: number;
  /** The node's NIC rate, all NICs, one direction (Gb/s). */
  readonly nodeNicGbps: number;
  readonly transport: CollectiveTransport;
  readonly curves: readonly NodeCurve[];
}

/** The fastest ring pair at each size of a sweep (what NCCL_ALGO=RING leaves NCCL to choose from). */
export function ringOnly(sweep: CollectiveSweep): SweepPoint[] {
  const bySize = new Map<number, SweepPoint>();
  for (const p of sweep.candidates) {
    if (!p.pair.startsWith("ring/")) continue;
    const held = bySize.get(p.bytes);
    if (!held || p.timeUs < held.timeUs) bySize.set(p.bytes, p);
  }
  return [...bySize.values()].sort((a, b) => a.bytes - b.bytes);
}

export const hierarchicalAllreduce: FigureDefinition<typeof spec, HierarchicalAllreduceData> = {
  id: "hierarchical-allreduce",
  collectiveBandwidth: true,
  title: "fig.hierAr.title",
  caption: "fig.hierAr.caption",
  spec,
  compute(state) {
    const pairing = gpuNetworkPairings[state.pairing as GpuNetworkPairingId];
    const algorithm = state.algorithm as "auto" | "ring";
    const curves = NODE_COUNTS.map((nodes) => {
      const sweep = collectiveSweep({
        collective: "all_reduce",
        ...pairingCollectiveHardware(pairing),
        nodes,
      });
      const points = algorithm === "ring" ? ringOnly(sweep) : sweep.best;
      return { nodes, points: points.filter((p) => p.bytes >= HIER_MIN_BYTES) };
    });
    const nicGbps = inGbps(pairing.nicRate);
    return {
      pairing: pairing.id,
      algorithm,
      gpu: pairing.gpu,
      gpusPerNode: pairing.gpusPerNode,
      nicsPerNode: pairing.nicsPerNode,
      nicGbps,
      nodeNicGbps: pairing.nicsPerNode * nicGbps,
      transport: pairingCollectiveHardware(pairing).transport,
      curves,
    };
  },
  chart(data, context) {
    const { tr, lang, lens } = context;
    const value = (p: SweepPoint) => lensCollective(p, lens);
    const series: SizeSeries[] = data.curves.map((c) => ({
      id: String(c.nodes),
      color: COLORS[c.nodes],
      width: 2.2,
      points: c.points.map((p) => ({ bytes: p.bytes, value: value(p) })),
    }));
    const legend: LegendItem[] = data.curves.map((c) => ({
      label: tr(NODE_LABELS[c.nodes]),
      color: COLORS[c.nodes],
      shape: "line",
    }));
    legend.push({ label: tr("fig.hierAr.legendNic"), color: "var(--fab-bad)", shape: "dashedLine" });
    legend.push({ label: tr("fig.protoSweep.legendBand"), color: "var(--fab-muted)", shape: "band" });
    const notes = data.curves.flatMap((c) => {
      const last = c.points.at(-1);
      return last && c.nodes === 2
        ? [
            {
              bytes: last.bytes / 64,
              value: value(last),
              label: tr("fig.hierAr.noteEnd", { pair: tr(PAIR_LABELS[last.pair]) }),
            },
          ]
        : [];
    });
    return sizeSeriesChart(
      {
        yLabel: tr("nccl.axisBandwidthLinear", {
          measure: tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw"),
          unit: tr(lensRateUnit("throughput", lens)),
        }),
        series,
        ranges: data.curves.map((c) => ({ color: COLORS[c.nodes], points: winningBand(c.points, value) })),
        levels: [
          {
            value: lensRate(data.nodeNicGbps, "throughput", lens),
            label: tr("fig.hierAr.nicLine", {
              count: data.nicsPerNode,
              rate: formatNumber(lang, lensRate(data.nicGbps, "throughput", lens), 1),
              total: formatNumber(lang, lensRate(data.nodeNicGbps, "throughput", lens), 0),
              unit: tr(lensRateUnit("throughput", lens)),
            }),
            color: "var(--fab-bad)",
          },
        ],
        notes,
        legend,
        height: 340,
        yType: "linear",
      },
      context,
    );
  },
  table(data, tr): DataTable {
    const sizes = (data.curves[0]?.points ?? [])
      .map((p) => p.bytes)
      .filter((b) => Number.isInteger(Math.log2(b)));
    const rows = sizes.map((size) => {
      const row: Record<string, number | string> = { bytes: size };
      for (const c of data.curves) {
        const p = c.points.find((x) => x.bytes === size);
        row[`bus${c.nodes}`] = p?.busbwGbps ?? Number.NaN;
        row[`alg${c.nodes}`] = p?.algbwGbps ?? Number.NaN;
        row[`pair${c.nodes}`] = p ? tr(PAIR_LABELS[p.pair]) : "";
      }
      return row;
    });
    const columnsFor = (nodes: NodeCount) => [
      { key: `bus${nodes}`, label: `fig.hierAr.colBus${nodes}` as UiKey, rate: "throughput" as const },
      { key: `alg${nodes}`, label: `fig.hierAr.colAlg${nodes}` as UiKey, rate: "throughput" as const },
      { key: `pair${nodes}`, label: `fig.hierAr.colPair${nodes}` as UiKey },
    ];
    return {
      columns: [
        { key: "bytes", label: "nccl.colSize", unit: "unit.B", digits: 0 },
        ...NODE_COUNTS.flatMap(columnsFor),
      ],
      rows,
    };
  },
  summary(data, tr, lang, lens) {
    const at = (nodes: NodeCount) => data.curves.find((c) => c.nodes === nodes)?.points.at(-1);
    const fmt = (p: SweepPoint | undefined) => (p ? formatNumber(lang, lensCollective(p, lens), 0) : "");
    const two = at(2);
    const pair = (p: SweepPoint | undefined): string => (p ? tr(PAIR_LABELS[p.pair as PairId]) : "");
    return tr("fig.hierAr.summary", {
      pairing: tr(PAIRING_LABELS[data.pairing]),
      gpusPerNode: data.gpusPerNode,
      gpu: tr(GPU_LABELS[data.gpu]),
      nicCount: data.nicsPerNode,
      nicRate: formatNumber(lang, lensRate(data.nicGbps, "throughput", lens), 1),
      transport: tr(TRANSPORT_LABELS[data.transport]),
      nic: formatNumber(lang, lensRate(data.nodeNicGbps, "throughput", lens), 0),
      measure: tr(lens.collective === "busbw" ? "nccl.busbw" : "nccl.algbw"),
      unit: tr(lensRateUnit("throughput", lens)),
      one: fmt(at(1)),
      two: fmt(two),
      twoPair: pair(two),
      four: fmt(at(4)),
      eight: fmt(at(8)),
      eightPair: pair(at(8)),
    });
  },
};
