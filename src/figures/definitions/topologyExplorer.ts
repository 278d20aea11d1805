/**
 * Figure: a classic hierarchical tree beside a leaf-spine fat-tree (with a chosen
 * oversubscription) under one traffic pattern: bisection bandwidth, completion time, and every
 * link's utilisation drawn on the topology. All numbers from the flow simulator.
 */
import {
  bisectionBandwidth,
  type FlowRouting,
  flowsFromPairs,
  gbps,
  hierarchicalTree,
  inGbps,
  inMilliseconds,
  leafSpine,
  mib,
  simulateFlows,
  type Topology,
  type TrafficPair,
} from "fabric-model";
import { stackCharts } from "../../charts/stackCharts.ts";
import { topologyChart, utilisationLegend } from "../../charts/topologyChart.ts";
import { type TopologyDrawing, topologyLayout } from "../../charts/topologyLayout.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { trafficPairs } from "../trafficPairs.ts";

needStrings("busAndFabric");

const spec = {
  pattern: {
    kind: "enum",
    options: ["all-to-all", "ring", "incast", "random"],
    labels: {
      "all-to-all": "fig.topology.patternAllToAll",
      ring: "fig.topology.patternRing",
      incast: "fig.topology.patternIncast",
      random: "fig.topology.patternRandom",
    },
    default: "all-to-all",
    label: "fig.topology.pattern",
  },
  oversubscription: {
    kind: "enum",
    options: ["1", "2", "4"],
    labels: { "1": "fig.topology.over1", "2": "fig.topology.over2", "4": "fig.topology.over4" },
    default: "1",
    label: "fig.topology.oversubscription",
  },
  routing: {
    kind: "enum",
    options: ["ecmp", "shortest"],
    labels: { ecmp: "fig.topology.routingEcmp", shortest: "fig.topology.routingShortest" },
    default: "ecmp",
    label: "fig.topology.routing",
    // At 4:1 the fat-tree has one spine, and the tree one path between any two hosts: no choice to make.
    appliesWhen: (s) => s.oversubscription !== "4",
  },
} as const satisfies StateSpec;

/** Both fabrics: 16 hosts on 100 Gb/s links; a 64 MiB transfer per flow. */
const HOSTS_PER_SWITCH = 4;
const LINK_RATE = gbps(100);
const FLOW_BYTES = mib(64);

/** One fabric's result. */
export interface FabricResult {
  readonly name: UiKey;
  readonly drawing: TopologyDrawing;
  readonly bisectionGbps: number;
  readonly completionMs: number;
  readonly busiestPercent: number;
  readonly links: ReadonlyArray<{ id: string; meanPercent: number; peakPercent: number }>;
}

function evaluate(name: UiKey, topology: Topology, pairs: TrafficPair[], routing: FlowRouting): FabricResult {
  const result = simulateFlows(
    { topology, flows: flowsFromPairs(pairs, { bytes: FLOW_BYTES }) },
    { routing },
  );
  const utilisation = result.links.map((l) => l.meanUtilisation);
  return {
    name,
    drawing: topologyLayout(topology, utilisation),
    bisectionGbps: inGbps(bisectionBandwidth(topology)),
    completionMs: inMilliseconds(result.makespan),
    busiestPercent: 100 * Math.max(0, ...result.links.map((l) => l.peakUtilisation)),
    links: result.links.map((l) => ({
      id: l.linkId,
      meanPercent: 100 * l.meanUtilisation,
      peakPercent: 100 * l.peakUtilisation,
    })),
  };
}

/** Both fabrics under the chosen pattern. */
export interface TopologyExplorerData {
  readonly tree: FabricResult;
  readonly fatTree: FabricResult;
}

export const topologyExplorer: FigureDefinition<typeof spec, TopologyExplorerData> = {
  id: "topology-explorer",
  title: "fig.topology.title",
  caption: "fig.topology.caption",
  spec,
  compute(state) {
    const ratio = Number(state.oversubscription);
    const tree = hierarchicalTree({ depth: 2, fanout: HOSTS_PER_SWITCH, linkRate: LINK_RATE });
    // Fewer spines, same uplink rate: 4 spines = 1:1, 2 = 2:1, 1 = 4:1.
    const fat = leafSpine({
      leaves: HOSTS_PER_SWITCH,
      hostsPerLeaf: HOSTS_PER_SWITCH,
      spines: HOSTS_PER_SWITCH / ratio,
      hostLinkRate: LINK_RATE,
      uplinkRate: LINK_RATE,
    });
    const routing = state.routing as FlowRouting;
    return {
      tree: evaluate("fig.topology.tree", tree, trafficPairs(state.pattern, tree.hosts), routing),
      fatTree: evaluate("fig.topology.fatTree", fat, trafficPairs(state.pattern, fat.hosts), routing),
    };
  },
  chart(data, context) {
    const narrow = context.width < 640;
    const width = narrow ? context.width : Math.floor((context.width - 16) / 2);
    const panel = (r: FabricResult) =>
      topologyChart(
        r.drawing,
        {
          title: context.tr("fig.topology.panelTitle", {
            name: context.tr(r.name),
            time: formatNumber(context.lang, r.completionMs, 1),
          }),
          width,
        },
        context,
      );
    const drawings = stackCharts(context.document, [panel(data.tree), panel(data.fatTree)], {
      direction: narrow ? "column" : "row",
    });
    return stackCharts(
      context.document,
      [drawings, utilisationLegend(context, context.tr("fig.topology.legend"))],
      { direction: "column", gap: 4 },
    );
  },
  table(data, tr) {
    const rows = [data.tree, data.fatTree].flatMap((r) =>
      r.links.map((l) => ({ fabric: tr(r.name), link: l.id, mean: l.meanPercent, peak: l.peakPercent })),
    );
    return {
      columns: [
        { key: "fabric", label: "fig.topology.colFabric" },
        { key: "link", label: "fig.topology.colLink" },
        { key: "mean", label: "fig.topology.colMean", unit: "unit.percent", digits: 0 },
        { key: "peak", label: "fig.topology.colPeak", unit: "unit.percent", digits: 0 },
      ],
      rows,
    };
  },
  summary(data, tr, lang, lens) {
    return tr("fig.topology.summary", {
      treeBisection: formatNumber(lang, lensRate(data.tree.bisectionGbps, "capacity", lens), 0),
      fatBisection: formatNumber(lang, lensRate(data.fatTree.bisectionGbps, "capacity", lens), 0),
      unit: tr(lensRateUnit("capacity", lens)),
      treeTime: formatNumber(lang, data.tree.completionMs, 1),
      fatTime: formatNumber(lang, data.fatTree.completionMs, 1),
    });
  },
};
