import { type LosslessMode, losslessModes } from "../lossless/CongestedSwitchInputs.ts";
import { failLink } from "../topology/failLink.ts";
import { leafSpine } from "../topology/leafSpine.ts";
import type { Topology } from "../topology/Topology.ts";
import { gbps } from "../units.ts";
import { type BufferDependencyGraph, bufferDependencyGraph } from "./bufferDependencyGraph.ts";
import { type DependencyBuffer, dependencyBuffer } from "./dependencyBuffer.ts";
import { findDependencyCycles } from "./findDependencyCycles.ts";
import { lftRoute } from "./lftRoute.ts";
import { runSubnetManager } from "./runSubnetManager.ts";

/**
 * How the scenario's deadlock is (or is not) prevented:
 * - "none": the flows take the shortest paths the failures leave, bouncing down and up again;
 * - "up-down-routing": routes must never go up after going down (roots: the spines), as InfiniBand's
 *   up/down engine computes them; flows with no such path are not routed;
 * - "priority-on-bounce": the same paths, but a packet that goes up after going down moves to the
 *   next lossless priority, so its buffers are a different class (Tagger's traffic-class design).
 * @example const p: DeadlockPrevention = "priority-on-bounce";
 */
export type DeadlockPrevention = "none" | "up-down-routing" | "priority-on-bounce";

/** Every `DeadlockPrevention`, in display order. @example deadlockPreventions[0] // "none" */
export const deadlockPreventions: readonly DeadlockPrevention[] = [
  "none",
  "up-down-routing",
  "priority-on-bounce",
];

/** One flow of the scenario and its route. */
export interface DeadlockScenarioFlow {
  readonly src: number;
  readonly dst: number;
  /** False when the prevention left the flow without a path. */
  readonly routed: boolean;
  /** Nodes crossed (empty when not routed). */
  readonly nodes: readonly number[];
  readonly channels: readonly number[];
  /** Priority (lane) of the packet on each channel. */
  readonly priorities: readonly number[];
}

/** The PFC deadlock scenario under one prevention. */
export interface PfcDeadlockScenario {
  readonly prevention: DeadlockPrevention;
  /** Four leaves, two spines, one host per leaf; leaf-3~spine-0 and leaf-2~spine-1 are down. */
  readonly topology: Topology;
  readonly flows: readonly DeadlockScenarioFlow[];
  /** Buffer dependency graph: buffer = channel x priority (2 priorities). */
  readonly graph: BufferDependencyGraph;
  /** Dependency cycles, as the buffers involved; empty when no deadlock can form. */
  readonly cycles: readonly (readonly DependencyBuffer[])[];
  /** The flow-control modes under which a cycle can deadlock: those that never drop (not lossy). */
  readonly deadlockPossibleUnder: readonly LosslessMode[];
}

/** The four flows, as node ids, along the paths shortest-path routing gives them after the failures. */
const FLOWS = [
  ["host-2", "leaf-2", "spine-0", "leaf-1", "spine-1", "leaf-3", "host-3"],
  ["host-3", "leaf-3", "spine-1", "leaf-0", "spine-0", "leaf-2", "host-2"],
  ["host-1", "leaf-1", "spine-1", "leaf-0", "host-0"],
  ["host-0", "leaf-0", "spine-0", "leaf-1", "host-1"],
] as const;

/**
 * A cyclic buffer dependency built on a small leaf-spine, as PFC deadlocks form (Hu et al.): two link
 * failures leave leaf-2 only on spine-0 and leaf-3 only on spine-1, so the flows between their hosts
 * bounce (down to a leaf and up again) on equal-cost shortest paths; with two ordinary flows between
 * leaf-0 and leaf-1 the four ingress buffers spine-0 -> leaf-1 -> spine-1 -> leaf-0 -> spine-0 wait
 * on each other in a cycle. Up/down routing removes the bounces (the bouncing flows lose their path);
 * moving bounced packets to another priority breaks the cycle and keeps every flow. Either way the
 * result holds for InfiniBand credits as for PFC: any flow control that never drops can deadlock on
 * a cycle (lossless/ simulates how each behaves at one congested port).
 * @see infinibandSources.hu2016, infinibandSources.tagger2017, infinibandSources.dallySeitz1987
 * @example pfcDeadlockScenario("none").cycles[0].length // 4
 */
export function pfcDeadlockScenario(prevention: DeadlockPrevention): PfcDeadlockScenario {
  const built = leafSpine({ leaves: 4, hostsPerLeaf: 1, spines: 2, hostLinkRate: gbps(100) });
  const topology = failLink(failLink(built, "leaf-3~spine-0"), "leaf-2~spine-1");
  const id = (name: string): number => topology.nodes.findIndex((n) => n.id === name);
  const lanes = 2;
  let paths: { src: number; dst: number; nodes: number[] | null }[] = FLOWS.map((f) => ({
    src: id(f[0]),
    dst: id(f[f.length - 1] as string),
    nodes: f.map(id),
  }));
  if (prevention === "up-down-routing") {
    const run = runSubnetManager({ topology, sm: "host-0", engine: "updn", roots: ["spine-0", "spine-1"] });
    paths = paths.map((p) => {
      const end = run.sweep.endPorts.find((e) => e.node === p.dst);
      const r = end === undefined ? undefined : lftRoute(run.tables, { src: p.src, dlid: end.baseLid });
      return { ...p, nodes: r?.outcome === "delivered" ? [...r.nodes] : null };
    });
  }
  const flows: DeadlockScenarioFlow[] = paths.map((p) => {
    if (p.nodes === null)
      return { src: p.src, dst: p.dst, routed: false, nodes: [], channels: [], priorities: [] };
    const channels = channelsOf(topology, p.nodes);
    const priorities = prioritiesOf(topology, p.nodes, prevention === "priority-on-bounce");
    return { src: p.src, dst: p.dst, routed: true, nodes: p.nodes, channels, priorities };
  });
  const routes = flows
    .filter((f) => f.routed)
    .map((f) => f.channels.map((c, i) => c * lanes + (f.priorities[i] as number)));
  const graph = bufferDependencyGraph(routes, { buffers: 2 * topology.links.length * lanes, lanes });
  const cycles = findDependencyCycles(graph).map((c) => c.map((b) => dependencyBuffer(topology, b, lanes)));
  return {
    prevention,
    topology,
    flows,
    graph,
    cycles,
    deadlockPossibleUnder: cycles.length === 0 ? [] : losslessModes.filter((m) => m !== "lossy"),
  };
}

function channelsOf(topology: Topology, nodes: readonly number[]): number[] {
  const channels: number[] = [];
  for (let i = 0; i + 1 < nodes.length; i++) {
    const a = nodes[i] as number;
    const b = nodes[i + 1] as number;
    const link = topology.links.find(
      (l) => !l.failed && ((l.a === a && l.b === b) || (l.a === b && l.b === a)),
    );
    if (link === undefined) throw new Error("pfcDeadlockScenario: internal path crosses no live link");
    channels.push(link.a === a ? 2 * link.index : 2 * link.index + 1);
  }
  return channels;
}

/** Priority on each hop: 0, raised by one after every bounce (a hop up right after a hop down). */
function prioritiesOf(topology: Topology, nodes: readonly number[], tagBounces: boolean): number[] {
  const tier = (i: number): number => topology.nodes[nodes[i] as number]?.tier ?? 0;
  const out: number[] = [];
  let priority = 0;
  for (let i = 0; i + 1 < nodes.length; i++) {
    const up = tier(i + 1) > tier(i);
    if (tagBounces && i > 0 && up && tier(i - 1) > tier(i)) priority++;
    out.push(priority);
  }
  return out;
}
