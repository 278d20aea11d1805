/**
 * Figure: how many flows each switch-to-switch link of a fat-tree carries under a traffic pattern,
 * for each of the subnet manager's routing engines (min-hop, up/down, fat-tree) and beside RoCE's
 * ECMP, as a heat map (one row per way of routing, one cell per directed uplink or downlink), with
 * the busiest link of each. The subnet manager really sweeps and routes the fabric
 * (`sweepSubnet`, `everyEngineTables`) and every flow is forwarded through the tables or hashed
 * hop by hop (`fabricChannelLoadsSteps`).
 */
import {
  type ChannelLoadTotals,
  everyEngineTables,
  type ForwardingTables,
  fabricChannelLoadsSteps,
  fatTree,
  linkPresets,
  type RoutingEngine,
  routingEngines,
  shiftPermutationPairs,
  sweepSubnet,
  type Topology,
  type TrafficPair,
} from "fabric-model";
import type { TemplateResult } from "lit";
import { type LinkLoadCell, type LinkLoadRow, linkLoadHeatmap } from "../../charts/linkLoadHeatmap.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";
import { trafficPairs } from "../trafficPairs.ts";

needStrings("ibFabric");

/** A way of routing: one of the SM's engines, or RoCE's ECMP. */
export type LoadRoutingChoice = RoutingEngine | "ecmp";

export const ROUTING_LABELS = {
  minhop: "ib.engine.minhop",
  updn: "ib.engine.updn",
  ftree: "ib.engine.ftree",
  ecmp: "ib.engine.ecmp",
} as const satisfies Record<LoadRoutingChoice, UiKey>;

type Pattern = "ring" | "shift" | "all-to-all" | "incast";

const PATTERN_LABELS = {
  ring: "fig.loads.patternRing",
  shift: "fig.loads.patternShift",
  "all-to-all": "fig.loads.patternAllToAll",
  incast: "fig.loads.patternIncast",
} as const satisfies Record<Pattern, UiKey>;

const spec = {
  pattern: {
    kind: "enum",
    options: ["ring", "shift", "all-to-all", "incast"],
    labels: PATTERN_LABELS,
    default: "shift",
    label: "fig.loads.pattern",
  },
  radix: {
    kind: "enum",
    options: ["4", "6", "8"],
    labels: { "4": "fig.loads.radix4", "6": "fig.loads.radix6", "8": "fig.loads.radix8" },
    default: "4",
    label: "fig.loads.radix",
  },
} as const satisfies StateSpec;

/** The name of the user-timing measure of each `compute` (sweep, routing when not memoised, loads). */
export const COMPUTE_MEASURE = "routing-link-loads compute";

/** The user-timing measures of a radix's first compute: the fabric built and swept, and its tables. */
export const SWEEP_MEASURE = "routing-link-loads sweep";
export const TABLES_MEASURE = "routing-link-loads tables";

/** A fabric swept and routed by every engine (memoised per radix: k = 8 has 208 nodes). */
interface RoutedFabric {
  readonly topology: Topology;
  readonly tables: Readonly<Record<RoutingEngine, ForwardingTables>>;
  /** Switch-to-switch directed channels in drawing order, with their kind. */
  readonly channels: readonly { readonly channel: number; readonly group: LinkLoadCell["group"] }[];
}

const fabrics = new Map<number, RoutedFabric>();

/** Sweep and route a k-ary fat-tree with each engine. */
export function routedFabric(k: number): RoutedFabric {
  const hit = fabrics.get(k);
  if (hit) return hit;
  const started = performance.now();
  const topology = fatTree({ k, linkRate: linkPresets["ib-ndr-4x"].linkRateUnidirectional });
  const sweep = sweepSubnet({ topology, sm: topology.hosts[0] as number });
  const swept = performance.now();
  performance.measure(SWEEP_MEASURE, { start: started, end: swept });
  const tables = everyEngineTables({ sweep });
  performance.measure(TABLES_MEASURE, { start: swept });
  // Directed channels between switches, grouped: up edge->agg, up agg->core, down core->agg, down agg->edge.
  const groups: Record<LinkLoadCell["group"], number[]> = {
    upLeaf: [],
    upSpine: [],
    downSpine: [],
    downLeaf: [],
  };
  for (const link of topology.links) {
    const a = topology.nodes[link.a];
    const b = topology.nodes[link.b];
    if (a?.kind !== "switch" || b?.kind !== "switch") continue;
    const [low, lowChannel, highChannel] =
      a.tier < b.tier ? [a, 2 * link.index, 2 * link.index + 1] : [b, 2 * link.index + 1, 2 * link.index];
    const leafLevel = low.tier === 1;
    groups[leafLevel ? "upLeaf" : "upSpine"].push(lowChannel);
    groups[leafLevel ? "downLeaf" : "downSpine"].push(highChannel);
  }
  const channels = (["upLeaf", "upSpine", "downSpine", "downLeaf"] as const).flatMap((group) =>
    groups[group].map((channel) => ({ channel, group })),
  );
  const fabric = { topology, tables, channels };
  fabrics.set(k, fabric);
  return fabric;
}

const PATTERNS: readonly Pattern[] = spec.pattern.options;
const CHOICES: readonly LoadRoutingChoice[] = [...routingEngines, "ecmp"];

/** Loads by radix, pattern and way of routing: what `compute` shows, and `warm` computes ahead. */
const loadsMemo = new Map<string, ChannelLoadTotals>();

function loadsKey(k: number, pattern: Pattern, routing: LoadRoutingChoice): string {
  return `${k}/${pattern}/${routing}`;
}

function loadRouting(fabric: RoutedFabric, routing: LoadRoutingChoice) {
  return routing === "ecmp"
    ? ({ kind: "ecmp", topology: fabric.topology } as const)
    : ({ kind: "lft", tables: fabric.tables[routing] } as const);
}

/** The loads of `pattern` under every way of routing that are not kept yet, in pieces, kept. */
function* patternLoads(fabric: RoutedFabric, k: number, pattern: Pattern): Generator<void, void, void> {
  let pairs: TrafficPair[] | undefined;
  for (const routing of CHOICES) {
    const key = loadsKey(k, pattern, routing);
    if (loadsMemo.has(key)) continue;
    pairs ??= patternPairs(pattern, fabric.topology.hosts);
    loadsMemo.set(key, yield* fabricChannelLoadsSteps(loadRouting(fabric, routing), pairs));
    yield;
  }
}

/** The pattern's sender-receiver pairs: the topology figures' patterns, or a shift by half the hosts. */
function patternPairs(pattern: Pattern, hosts: readonly number[]): TrafficPair[] {
  return pattern === "shift" ? shiftPermutationPairs(hosts, hosts.length / 2) : trafficPairs(pattern, hosts);
}

/** Data of the figure. */
export interface RoutingLinkLoadsData {
  readonly pattern: Pattern;
  readonly k: number;
  readonly hosts: number;
  readonly flows: number;
  readonly rows: readonly (LinkLoadRow & {
    readonly routing: LoadRoutingChoice;
    /** Links carrying at least one flow. */
    readonly busy: number;
    readonly undelivered: number;
  })[];
  readonly cells: readonly LinkLoadCell[];
}

export const routingLinkLoads: FigureDefinition<typeof spec, RoutingLinkLoadsData, TemplateResult> = {
  id: "routing-link-loads",
  title: "fig.loads.title",
  caption: "fig.loads.caption",
  spec,
  compute(state) {
    const started = performance.now();
    const pattern = state.pattern as Pattern;
    const k = Number(state.radix);
    const fabric = routedFabric(k);
    const pairs = patternPairs(pattern, fabric.topology.hosts);
    const rows: RoutingLinkLoadsData["rows"][number][] = [];
    const cells: LinkLoadCell[] = [];
    // The loads not kept yet, at once (the same pieces `prepare` and `warm` run).
    const steps = patternLoads(fabric, k, pattern);
    for (let step = steps.next(); !step.done; step = steps.next());
    for (const routing of CHOICES) {
      const loads = loadsMemo.get(loadsKey(k, pattern, routing)) as ChannelLoadTotals;
      let max = 0;
      let busy = 0;
      fabric.channels.forEach(({ channel, group }, index) => {
        const flows = loads.channelLoads[channel] ?? 0;
        max = Math.max(max, flows);
        if (flows > 0) busy++;
        cells.push({ row: routing, index, group, flows });
      });
      rows.push({ routing, key: routing, maxFlows: max, busy, undelivered: loads.undelivered });
    }
    // For the page benchmark (bench/ibFabricRouting.page.mjs): the model's part of a change.
    performance.measure(COMPUTE_MEASURE, { start: started });
    return { pattern, k, hosts: fabric.topology.hosts.length, flows: pairs.length, rows, cells };
  },
  /**
   * A change of pattern on a fabric already routed: the loads not yet computed, in pieces (the
   * element says "Computing…" meanwhile). A new radix is swept and routed by `compute` itself.
   */
  *prepare(state) {
    const k = Number(state.radix);
    const fabric = fabrics.get(k);
    if (fabric !== undefined) yield* patternLoads(fabric, k, state.pattern as Pattern);
  },
  /**
   * After a change, the other patterns at the same radix, in pieces (an all-to-all under ECMP is
   * 16,256 flows, each hashed on its own), so that picking one of them is quick.
   */
  *warm(state) {
    const k = Number(state.radix);
    const fabric = routedFabric(k);
    for (const pattern of PATTERNS) yield* patternLoads(fabric, k, pattern);
  },
  chart(data, context) {
    const { tr } = context;
    return linkLoadHeatmap({ rows: data.rows, cells: data.cells }, context, {
      row: (key) => tr(ROUTING_LABELS[key as LoadRoutingChoice]),
      group: {
        upLeaf: tr("fig.loads.groupUpLeaf"),
        upSpine: tr("fig.loads.groupUpSpine"),
        downSpine: tr("fig.loads.groupDownSpine"),
        downLeaf: tr("fig.loads.groupDownLeaf"),
      },
      max: (flows) => tr("fig.loads.maxLabel", { flows }),
      legend: tr("fig.loads.legend"),
    });
  },
  table(data, tr) {
    return {
      columns: [
        { key: "routing", label: "fig.loads.colRouting" },
        { key: "max", label: "fig.loads.colMax", digits: 0 },
        { key: "busy", label: "fig.loads.colBusy", digits: 0 },
        { key: "undelivered", label: "fig.loads.colUndelivered", digits: 0 },
      ],
      rows: data.rows.map((r) => ({
        routing: tr(ROUTING_LABELS[r.routing]),
        max: r.maxFlows,
        busy: r.busy,
        undelivered: r.undelivered,
      })),
    };
  },
  summary(data, tr, lang) {
    const best = data.rows.reduce((a, b) => (b.maxFlows < a.maxFlows ? b : a));
    const worst = data.rows.reduce((a, b) => (b.maxFlows > a.maxFlows ? b : a));
    return tr("fig.loads.summary", {
      pattern: tr(PATTERN_LABELS[data.pattern]),
      hosts: data.hosts,
      flows: formatNumber(lang, data.flows, 0),
      best: tr(ROUTING_LABELS[best.routing]),
      bestMax: best.maxFlows,
      worst: tr(ROUTING_LABELS[worst.routing]),
      worstMax: worst.maxFlows,
    });
  },
};
