/**
 * Figure: a subnet manager's heavy sweep of a k = 4 fat-tree, stage by stage (directed-route
 * discovery one hop further each stage, LIDs, forwarding tables pushed, ports brought ACTIVE), and
 * what a change makes it do again: a re-sweep after a link or a switch fails (LIDs kept, only the
 * routes that must change rewritten), or a standby SM taking over when the master dies. Every node
 * state, LID, SMP count and table change comes from fabric-model's `runSubnetManager`,
 * `resweepSubnet` and `subnetManagerFailover`; the stage is state (a link restores it) and playable.
 */
import {
  failLink,
  failSwitch,
  fatTree,
  inMilliseconds,
  linkPresets,
  type RoutingEngine,
  resweepSubnet,
  routingEngines,
  runSubnetManager,
  type SmpEvent,
  type SubnetManagerRun,
  subnetManagerFailover,
  type Topology,
} from "fabric-model";
import type { TemplateResult } from "lit";
import {
  type SweepLinkView,
  type SweepNodeView,
  type SweepStageView,
  subnetSweepChart,
} from "../../charts/subnetSweepChart.ts";
import { topologyLayout } from "../../charts/topologyLayout.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import { formatNumber, type UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("ibFabric");

/** Fat-tree radix of the swept fabric: 16 hosts, 20 switches. */
const RADIX = 4;
/** The master SM's host, and the standby's (the far corner of the fabric). */
const MASTER_SM = "host-0";
const STANDBY_SM = "host-15";
/** The link and the switch the failure choices take down: host-0's leaf's first uplink, its aggregation switch. */
const FAILED_LINK = "edge-0-0~agg-0-0";
const FAILED_SWITCH = "agg-0-0";
/** Most stages any setting has (discovery hops + LIDs, routing, activation); the stage control's max. */
export const MAX_STAGE = 12;
/** Milliseconds between two stages while playing. */
const STAGE_INTERVAL_MS = 1400;

type Change = "none" | "link" | "switch" | "sm";

const ENGINE_LABELS = {
  minhop: "ib.engine.minhop",
  updn: "ib.engine.updn",
  ftree: "ib.engine.ftree",
} as const satisfies Record<RoutingEngine, UiKey>;

const spec = {
  change: {
    kind: "enum",
    options: ["none", "link", "switch", "sm"],
    labels: {
      none: "fig.sweep.changeNone",
      link: "fig.sweep.changeLink",
      switch: "fig.sweep.changeSwitch",
      sm: "fig.sweep.changeSm",
    },
    default: "none",
    label: "fig.sweep.change",
  },
  engine: {
    kind: "enum",
    options: routingEngines,
    labels: ENGINE_LABELS,
    default: "ftree",
    label: "fig.sweep.engine",
  },
  stage: {
    kind: "int",
    min: 0,
    max: MAX_STAGE,
    step: 1,
    default: 0,
    label: "fig.sweep.stage",
    play: {
      intervalMs: STAGE_INTERVAL_MS,
      last: (s) => scenario(s.change as Change, s.engine as RoutingEngine).stages.length - 1,
    },
  },
} as const satisfies StateSpec;

/** One stage of the sweep: the SMPs of a discovery hop, or of a later phase. */
interface Stage {
  readonly phase: SweepStageView["phase"];
  readonly hop: number;
  readonly events: readonly SmpEvent[];
}

/** What one setting computes once: the run shown, its stages, and what the change did. */
interface Scenario {
  readonly topology: Topology;
  readonly run: SubnetManagerRun;
  readonly stages: readonly Stage[];
  /** LFT entries rewritten by the re-sweep, by switch node. */
  readonly changedBySwitch: ReadonlyMap<number, number>;
  readonly changedEntries: number;
  readonly lostNodes: number;
  readonly movedLids: number;
  /** The failover's timing: failed polls, seconds until the standby took over. */
  readonly failover: { readonly polls: number; readonly takeoverSeconds: number } | null;
  readonly deadSm: number | null;
}

const scenarios = new Map<string, Scenario>();

/** Group a run's SMPs into stages: discovery hop by hop, then LIDs, routing (and QoS), activation. */
export function sweepStages(events: readonly SmpEvent[]): Stage[] {
  const stages: Stage[] = [];
  const byHop = new Map<number, SmpEvent[]>();
  const later: Record<"lids" | "routing" | "activate", SmpEvent[]> = { lids: [], routing: [], activate: [] };
  for (const e of events) {
    if (e.phase === "discover") {
      const list = byHop.get(e.hops) ?? [];
      list.push(e);
      byHop.set(e.hops, list);
    } else {
      later[e.phase === "qos" ? "routing" : e.phase].push(e);
    }
  }
  for (const hop of [...byHop.keys()].sort((a, b) => a - b)) {
    stages.push({ phase: "discover", hop, events: byHop.get(hop) ?? [] });
  }
  for (const phase of ["lids", "routing", "activate"] as const) {
    if (later[phase].length > 0) stages.push({ phase, hop: -1, events: later[phase] });
  }
  return stages;
}

/** The run (memoised per setting: a sweep of the 36 nodes takes a few milliseconds). */
function scenario(change: Change, engine: RoutingEngine): Scenario {
  const key = `${change}/${engine}`;
  const hit = scenarios.get(key);
  if (hit) return hit;
  const topology = fatTree({ k: RADIX, linkRate: linkPresets["ib-hdr-4x"].linkRateUnidirectional });
  let result: Scenario;
  if (change === "sm") {
    const f = subnetManagerFailover({
      topology,
      sms: [
        { host: MASTER_SM, priority: 15 },
        { host: STANDBY_SM, priority: 10 },
      ],
      engine,
    });
    const polls = f.timeline.filter((s) => s.kind === "poll-failed").length;
    const takeover = f.timeline.find((s) => s.kind === "standby-takes-over");
    const moved = f.before.sweep.endPorts.filter(
      (e) => f.after.sweep.endPorts.find((a) => a.guid === e.guid)?.baseLid !== e.baseLid,
    ).length;
    result = {
      topology,
      run: f.after,
      stages: sweepStages(f.after.events),
      changedBySwitch: new Map(),
      changedEntries: 0,
      lostNodes: 0,
      movedLids: moved,
      failover: { polls, takeoverSeconds: takeover === undefined ? 0 : inMilliseconds(takeover.time) / 1000 },
      deadSm: f.election.master.node,
    };
  } else {
    const first = runSubnetManager({ topology, sm: MASTER_SM, engine });
    if (change === "none") {
      result = {
        topology,
        run: first,
        stages: sweepStages(first.events),
        changedBySwitch: new Map(),
        changedEntries: 0,
        lostNodes: 0,
        movedLids: 0,
        failover: null,
        deadSm: null,
      };
    } else {
      const broken =
        change === "link" ? failLink(topology, FAILED_LINK) : failSwitch(topology, FAILED_SWITCH);
      const r = resweepSubnet(first, broken);
      const changedBySwitch = new Map<number, number>();
      for (const c of r.changes) changedBySwitch.set(c.node, (changedBySwitch.get(c.node) ?? 0) + 1);
      result = {
        topology: broken,
        run: r.run,
        stages: sweepStages(r.run.events),
        changedBySwitch,
        changedEntries: r.changes.length,
        lostNodes: r.lostNodes.length,
        movedLids: r.movedLids.length,
        failover: null,
        deadSm: null,
      };
    }
  }
  scenarios.set(key, result);
  return result;
}

/** The links a directed route crosses from the SM's node, egress port by egress port. */
function routeLinks(run: SubnetManagerRun, path: readonly number[]): number[] {
  const { byNode } = run.sweep.ports;
  const links: number[] = [];
  let node = run.sweep.sm.node;
  for (const port of path) {
    const p = byNode[node]?.[port - 1];
    if (p === undefined) break;
    links.push(p.link);
    node = p.peerNode;
  }
  return links;
}

/** Data of the figure. */
export interface SubnetSweepData {
  readonly change: Change;
  readonly engine: RoutingEngine;
  /** The engine that ran (ftree falls back to minhop on a fabric that is no longer a full fat-tree). */
  readonly usedEngine: RoutingEngine;
  readonly fallback: boolean;
  readonly stage: number;
  readonly stages: readonly SweepStageView[];
  readonly nodes: readonly SweepNodeView[];
  readonly links: readonly SweepLinkView[];
  readonly smpsSoFar: number;
  readonly smpsTotal: number;
  readonly lidsAssigned: number;
  readonly tablesWritten: number;
  readonly changedEntries: number;
  readonly changedSwitches: number;
  readonly lostNodes: number;
  readonly movedLids: number;
  readonly failover: Scenario["failover"];
  readonly smHost: string;
}

const STAGE_KEYS: Readonly<Record<SweepStageView["phase"], UiKey>> = {
  discover: "fig.sweep.stageDiscover",
  lids: "fig.sweep.stageLids",
  routing: "fig.sweep.stageRouting",
  activate: "fig.sweep.stageActivate",
};

export const subnetSweep: FigureDefinition<typeof spec, SubnetSweepData, TemplateResult> = {
  id: "subnet-sweep",
  title: "fig.sweep.title",
  caption: "fig.sweep.caption",
  spec,
  compute(state) {
    const change = state.change as Change;
    const engine = state.engine as RoutingEngine;
    const s = scenario(change, engine);
    const { run } = s;
    const stage = Math.min(state.stage, s.stages.length - 1);
    const done = s.stages.slice(0, stage + 1).flatMap((st) => st.events);
    const found = new Set<number>();
    const lid = new Map<number, number>();
    const routed = new Set<number>();
    const active = new Set<number>();
    for (const e of done) {
      if (e.attribute === "NodeInfo" && e.outcome === "new-node") found.add(e.node);
      if (e.phase === "lids" && e.lid !== undefined && !lid.has(e.node)) lid.set(e.node, e.lid);
      if (e.attribute === "LinearForwardingTable") routed.add(e.node);
      if (e.state === "ACTIVE") active.add(e.node);
    }
    const current = s.stages[stage] as Stage;
    const crossing = new Set(current.events.flatMap((e) => routeLinks(run, e.path)));
    const drawing = topologyLayout(s.topology);
    const nodes: SweepNodeView[] = s.topology.nodes.map((n, i) => {
      const placed = drawing.nodes[i] as (typeof drawing.nodes)[number];
      return {
        id: n.id,
        kind: n.kind === "switch" ? "switch" : "host",
        x: placed.x,
        y: placed.y,
        failed: n.failed,
        state: active.has(i)
          ? "active"
          : routed.has(i)
            ? "routed"
            : lid.has(i)
              ? "lid"
              : found.has(i)
                ? "found"
                : "unknown",
        lid: lid.get(i) ?? null,
        sm: i === run.sweep.sm.node ? "master" : i === s.deadSm ? "dead" : null,
        changed: (s.changedBySwitch.get(i) ?? 0) > 0 && routed.has(i),
      };
    });
    const links: SweepLinkView[] = drawing.links.map((l, i) => ({
      id: l.id,
      x1: l.x1,
      y1: l.y1,
      x2: l.x2,
      y2: l.y2,
      failed: l.failed,
      crossed: crossing.has(i),
    }));
    const stages: SweepStageView[] = s.stages.map((st) => ({
      phase: st.phase,
      hop: st.hop,
      smps: st.events.length,
    }));
    const lids = run.sweep.endPorts;
    return {
      change,
      engine,
      usedEngine: run.tables.engine,
      fallback: run.tables.fallback !== null,
      stage,
      stages,
      nodes,
      links,
      smpsSoFar: done.length,
      smpsTotal: run.events.length,
      lidsAssigned: lids.filter((e) => lid.has(e.node)).length,
      tablesWritten: routed.size,
      changedEntries: s.changedEntries,
      changedSwitches: s.changedBySwitch.size,
      lostNodes: s.lostNodes,
      movedLids: s.movedLids,
      failover: s.failover,
      smHost: s.topology.nodes[run.sweep.sm.node]?.id ?? "",
    };
  },
  chart(data, context) {
    const { tr, lang } = context;
    const int = (v: number) => formatNumber(lang, v, 0);
    const st = data.stages[data.stage] as SweepStageView;
    const stageText = tr(STAGE_KEYS[st.phase], { hop: st.hop, smps: int(st.smps) });
    const header = tr("fig.sweep.header", {
      stage: data.stage,
      last: data.stages.length - 1,
      what: stageText,
    });
    const note =
      data.change === "sm" && data.failover !== null
        ? tr("fig.sweep.noteFailover", {
            polls: data.failover.polls,
            seconds: formatNumber(lang, data.failover.takeoverSeconds, 0),
            sm: data.smHost,
          })
        : data.change === "link" || data.change === "switch"
          ? tr("fig.sweep.noteResweep", {
              entries: int(data.changedEntries),
              switches: data.changedSwitches,
              moved: data.movedLids,
            })
          : tr("fig.sweep.noteFirst", { smps: int(data.smpsTotal) });
    return subnetSweepChart(data, context, {
      header,
      note,
      fallback: data.fallback ? tr("fig.sweep.fallback") : "",
      legend: {
        unknown: tr("fig.sweep.legendUnknown"),
        found: tr("fig.sweep.legendFound"),
        lid: tr("fig.sweep.legendLid"),
        routed: tr("fig.sweep.legendRouted"),
        active: tr("fig.sweep.legendActive"),
        smp: tr("fig.sweep.legendSmp"),
      },
      sm: tr("fig.sweep.smMark"),
      deadSm: tr("fig.sweep.deadSmMark"),
    });
  },
  table(data, tr) {
    return {
      columns: [
        { key: "node", label: "fig.sweep.colNode" },
        { key: "state", label: "fig.sweep.colState" },
        { key: "lid", label: "fig.sweep.colLid" },
      ],
      rows: data.nodes.map((n) => ({
        node: n.id,
        state: n.failed ? tr("fig.sweep.stateFailed") : tr(STATE_KEYS[n.state]),
        lid: n.lid ?? "",
      })),
    };
  },
  summary(data, tr, lang) {
    const int = (v: number) => formatNumber(lang, v, 0);
    return tr("fig.sweep.summary", {
      stage: data.stage,
      last: data.stages.length - 1,
      smps: int(data.smpsSoFar),
      total: int(data.smpsTotal),
      found: data.nodes.filter((n) => n.state !== "unknown").length,
      nodes: data.nodes.filter((n) => !n.failed).length,
      lids: data.lidsAssigned,
      tables: data.tablesWritten,
      engine: tr(ENGINE_LABELS[data.usedEngine]),
    });
  },
};

const STATE_KEYS: Readonly<Record<SweepNodeView["state"], UiKey>> = {
  unknown: "fig.sweep.legendUnknown",
  found: "fig.sweep.legendFound",
  lid: "fig.sweep.legendLid",
  routed: "fig.sweep.legendRouted",
  active: "fig.sweep.legendActive",
};
