/**
 * Figure: a PFC deadlock built on a small leaf-spine with two failed links, and what prevents it.
 * Four flows, two of which bounce (down to a leaf and up again); the buffers they hold wait on each
 * other in a cycle. Up/down routing removes the bounces (and the paths of the flows that needed
 * them); moving a bounced packet to another lossless priority breaks the cycle and keeps every flow.
 * The routes, the buffer dependency graph and its cycles come from fabric-model's
 * `pfcDeadlockScenario`.
 */
import {
  type DeadlockPrevention,
  deadlockPreventions,
  type PfcDeadlockScenario,
  pfcDeadlockScenario,
} from "fabric-model";
import type { TemplateResult } from "lit";
import {
  type DeadlockFlowView,
  type DeadlockLinkView,
  pfcDeadlockChart,
} from "../../charts/pfcDeadlockChart.ts";
import { topologyLayout } from "../../charts/topologyLayout.ts";
import type { StateSpec } from "../../lib/figureState.ts";
import type { UiKey } from "../../lib/i18n.ts";
import { needStrings } from "../../lib/stringAreas.ts";
import type { FigureDefinition } from "../FigureDefinition.ts";

needStrings("ibFabric");

const PREVENTION_LABELS = {
  none: "fig.deadlock.preventNone",
  "up-down-routing": "fig.deadlock.preventUpDown",
  "priority-on-bounce": "fig.deadlock.preventPriority",
} as const satisfies Record<DeadlockPrevention, UiKey>;

const spec = {
  prevention: {
    kind: "enum",
    options: deadlockPreventions,
    labels: PREVENTION_LABELS,
    default: "none",
    label: "fig.deadlock.prevention",
  },
} as const satisfies StateSpec;

/** Data of the figure. */
export interface PfcDeadlockData {
  readonly prevention: DeadlockPrevention;
  readonly nodes: ReadonlyArray<{
    readonly id: string;
    readonly kind: "host" | "switch";
    readonly x: number;
    readonly y: number;
  }>;
  readonly links: readonly DeadlockLinkView[];
  readonly flows: readonly DeadlockFlowView[];
  /** Buffers of the first cycle, as "from → to (lane)" of their channels; empty without a cycle. */
  readonly cycle: ReadonlyArray<{ readonly from: string; readonly to: string; readonly lane: number }>;
  readonly cycles: number;
  readonly routed: number;
}

const scenarios = new Map<DeadlockPrevention, PfcDeadlockScenario>();

function scenario(prevention: DeadlockPrevention): PfcDeadlockScenario {
  const hit = scenarios.get(prevention);
  if (hit) return hit;
  const s = pfcDeadlockScenario(prevention);
  scenarios.set(prevention, s);
  return s;
}

export const pfcDeadlock: FigureDefinition<typeof spec, PfcDeadlockData, TemplateResult> = {
  id: "pfc-deadlock",
  title: "fig.deadlock.title",
  caption: "fig.deadlock.caption",
  spec,
  compute(state) {
    const prevention = state.prevention as DeadlockPrevention;
    const s = scenario(prevention);
    const { topology } = s;
    const drawing = topologyLayout(topology);
    const nodes = topology.nodes.map((n, i) => {
      const placed = drawing.nodes[i] as (typeof drawing.nodes)[number];
      return {
        id: n.id,
        kind: n.kind === "switch" ? ("switch" as const) : ("host" as const),
        x: placed.x,
        y: placed.y,
      };
    });
    const first = s.cycles[0] ?? [];
    const inCycle = new Set(first.map((b) => b.link));
    const links: DeadlockLinkView[] = topology.links.map((l) => ({
      id: l.id,
      a: l.a,
      b: l.b,
      failed: l.failed,
      inCycle: inCycle.has(l.index),
    }));
    const flows: DeadlockFlowView[] = s.flows.map((f, i) => ({
      index: i,
      src: topology.nodes[f.src]?.id ?? "",
      dst: topology.nodes[f.dst]?.id ?? "",
      routed: f.routed,
      nodes: [...f.nodes],
      priorities: [...f.priorities],
    }));
    const name = (n: number) => topology.nodes[n]?.id ?? "";
    return {
      prevention,
      nodes,
      links,
      flows,
      cycle: first.map((b) => ({ from: name(b.from), to: name(b.to), lane: b.lane })),
      cycles: s.cycles.length,
      routed: s.flows.filter((f) => f.routed).length,
    };
  },
  chart(data, context) {
    const { tr } = context;
    return pfcDeadlockChart(data, context, {
      verdict:
        data.cycles > 0
          ? tr("fig.deadlock.verdictCycle", { buffers: data.cycle.length })
          : tr("fig.deadlock.verdictFree", { routed: data.routed, flows: data.flows.length }),
      flow: (f) => tr("fig.deadlock.flowLabel", { src: f.src, dst: f.dst }),
      unrouted: tr("fig.deadlock.unrouted"),
      cycle: tr("fig.deadlock.legendCycle"),
      failed: tr("fig.deadlock.legendFailed"),
      lane1: tr("fig.deadlock.legendLane1"),
    });
  },
  table(data, tr) {
    return {
      columns: [
        { key: "flow", label: "fig.deadlock.colFlow" },
        { key: "path", label: "fig.deadlock.colPath" },
        { key: "lanes", label: "fig.deadlock.colLanes" },
      ],
      rows: data.flows.map((f) => ({
        flow: tr("fig.deadlock.flowLabel", { src: f.src, dst: f.dst }),
        path: f.routed
          ? f.nodes.map((n) => data.nodes[n]?.id ?? "").join(" → ")
          : tr("fig.deadlock.unrouted"),
        lanes: f.priorities.join(" "),
      })),
    };
  },
  summary(data, tr) {
    return data.cycles > 0
      ? tr("fig.deadlock.summaryCycle", {
          prevention: tr(PREVENTION_LABELS[data.prevention]),
          cycle: data.cycle.map((b) => `${b.from} → ${b.to}`).join(", "),
        })
      : tr("fig.deadlock.summaryFree", {
          prevention: tr(PREVENTION_LABELS[data.prevention]),
          routed: data.routed,
          flows: data.flows.length,
        });
  },
};
