/**
 * Figure: fail one element of a shared bus, a hierarchical tree or a leaf-spine fabric and see
 * which flows survive, which reroute, and how much throughput each host keeps. Flow simulator
 * before and after the failure.
 */

import {
  type FlowSimResult,
  failLink,
  failSwitch,
  flowFailureImpact,
  flowsFromPairs,
  gbps,
  hierarchicalTree,
  inGbps,
  leafSpine,
  mib,
  sharedBus,
  simulateFlows,
  sum,
  type Topology,
} from "fabric-model";
import { series } from "../../charts/chartTheme.ts";
import { hostThroughputChart } from "../../charts/hostThroughputChart.ts";
import { legendRow } from "../../charts/legendRow.ts";
import { stackCharts } from "../../charts/stackCharts.ts";
import { topologyChart } from "../../charts/topologyChart.ts";
import { type TopologyDrawing, topologyLayout } from "../../charts/topologyLayout.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import { lensRate, lensRateUnit } from "../../lib/unitLens.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { trafficPairs } from "../trafficPairs.ts";

needStrings("busAndFabric");

const spec = {
  fabric: {
    kind: "enum",
    options: ["leaf-spine", "tree", "bus"],
    labels: {
      "leaf-spine": "fig.fault.fabricLeafSpine",
      tree: "fig.fault.fabricTree",
      bus: "fig.fault.fabricBus",
    },
    default: "leaf-spine",
    label: "fig.fault.fabric",
  },
  failure: {
    kind: "enum",
    options: ["none", "host-link", "uplink", "top-switch"],
    labels: {
      none: "fig.fault.failNone",
      "host-link": "fig.fault.failHostLink",
      uplink: "fig.fault.failUplink",
      "top-switch": "fig.fault.failTopSwitch",
    },
    // Host 0's link at first: with the ring, the one host it cuts off and nothing else (a top
    // switch of the leaf-spine loses nothing the ring needs: its flows reroute at full rate).
    default: "host-link",
    label: "fig.fault.failure",
  },
  pattern: {
    kind: "enum",
    options: ["ring", "all-to-all"],
    labels: { ring: "fig.topology.patternRing", "all-to-all": "fig.topology.patternAllToAll" },
    default: "ring",
    label: "fig.topology.pattern",
  },
} as const satisfies StateSpec;

const FANOUT = 4;
const LINK_RATE = gbps(100);
const FLOW_BYTES = mib(64);

function buildFabric(fabric: string): Topology {
  if (fabric === "bus") return sharedBus({ hosts: FANOUT * FANOUT, busRate: LINK_RATE });
  if (fabric === "tree") return hierarchicalTree({ depth: 2, fanout: FANOUT, linkRate: LINK_RATE });
  return leafSpine({
    leaves: FANOUT,
    hostsPerLeaf: FANOUT,
    spines: FANOUT,
    hostLinkRate: LINK_RATE,
    uplinkRate: LINK_RATE,
  });
}

/**
 * The element that fails: host 0's link; the first link above the first edge switch (for the
 * bus, its medium, as a bus has no uplinks); the top switch (root, first spine, or the bus).
 */
function applyFailure(topology: Topology, failure: string): Topology {
  if (failure === "none") return topology;
  const topTier = Math.max(...topology.nodes.map((n) => n.tier));
  if (failure === "host-link") {
    const host = topology.hosts[0] as number;
    const link = topology.links.find((l) => l.a === host || l.b === host);
    return link ? failLink(topology, link.index) : topology;
  }
  const top = topology.nodes.find((n) => n.tier === topTier && n.position === 0);
  if (!top) return topology;
  if (failure === "top-switch" || top.kind === "bus") return failSwitch(topology, top.index);
  const uplink = topology.links.find((l) => l.tier === topTier);
  return uplink ? failLink(topology, uplink.index) : topology;
}

/** Throughput each host receives (sum of goodput of flows to it), Gb/s. */
function perHost(result: FlowSimResult, hosts: readonly number[]): number[] {
  return hosts.map((h) => inGbps(sum(result.flows.filter((f) => f.dst === h).map((f) => f.goodput))));
}

/** Result of one failure scenario. */
export interface FaultIsolationData {
  readonly after: TopologyDrawing;
  readonly flows: number;
  readonly survived: number;
  readonly lost: number;
  readonly rerouted: number;
  readonly meanLossPercent: number;
  readonly hosts: ReadonlyArray<{ host: number; beforeGbps: number; afterGbps: number }>;
}

export const faultIsolation: FigureDefinition<typeof spec, FaultIsolationData> = {
  id: "fault-isolation",
  title: "fig.fault.title",
  caption: "fig.fault.caption",
  spec,
  compute(state) {
    const healthy = buildFabric(state.fabric);
    const broken = applyFailure(healthy, state.failure);
    const flows = flowsFromPairs(trafficPairs(state.pattern, healthy.hosts), { bytes: FLOW_BYTES });
    const baseline = simulateFlows({ topology: healthy, flows }, { routing: "ecmp" });
    const degraded = simulateFlows({ topology: broken, flows }, { routing: "ecmp" });
    const impact = flowFailureImpact({ baseline, degraded });
    const before = perHost(baseline, healthy.hosts);
    const after = perHost(degraded, broken.hosts);
    return {
      after: topologyLayout(
        broken,
        degraded.links.map((l) => l.meanUtilisation),
      ),
      flows: flows.length,
      survived: impact.survived,
      lost: impact.lost,
      rerouted: impact.rerouted,
      meanLossPercent: 100 * impact.meanThroughputLoss,
      hosts: healthy.hosts.map((_, i) => ({ host: i, beforeGbps: before[i] ?? 0, afterGbps: after[i] ?? 0 })),
    };
  },
  chart(data, context) {
    const { tr } = context;
    const narrow = context.width < 640;
    const width = narrow ? context.width : Math.floor((context.width - 16) / 2);
    const drawing = topologyChart(data.after, { title: tr("fig.fault.afterTitle"), width }, context);
    const whens = [tr("fig.fault.before"), tr("fig.fault.after")];
    const colors = [series[0], series[1]] as const;
    const hostChart = hostThroughputChart(
      data.hosts.map((h) => ({
        host: String(h.host),
        before: lensRate(h.beforeGbps, "throughput", context.lens),
        after: lensRate(h.afterGbps, "throughput", context.lens),
      })),
      {
        width,
        colors,
        axes: {
          host: tr("fig.fault.axisHost"),
          throughput: tr("fig.fault.axisThroughput", { unit: tr(lensRateUnit("throughput", context.lens)) }),
        },
      },
      context,
    );
    const legend = legendRow(
      context.document,
      whens.map((label, i) => ({ label, color: colors[i] ?? series[0] })),
      context.width,
    );
    const hostPanel = stackCharts(context.document, [legend, hostChart], { direction: "column", gap: 4 });
    return stackCharts(context.document, [drawing, hostPanel], { direction: narrow ? "column" : "row" });
  },
  table(data) {
    return {
      columns: [
        { key: "host", label: "fig.fault.axisHost", digits: 0 },
        { key: "beforeGbps", label: "fig.fault.colBefore", rate: "throughput", digits: 1 },
        { key: "afterGbps", label: "fig.fault.colAfter", rate: "throughput", digits: 1 },
      ],
      rows: data.hosts,
    };
  },
  summary(data, tr, lang) {
    return tr("fig.fault.summary", {
      survived: data.survived,
      flows: data.flows,
      lost: data.lost,
      rerouted: data.rerouted,
      loss: formatNumber(lang, data.meanLossPercent, 0),
    });
  },
};
