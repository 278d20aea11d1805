import type { Topology } from "../topology/Topology.ts";
import { runSubnetManager, type SubnetManagerRun } from "./runSubnetManager.ts";
import { type ForwardingTableChange, tableChanges } from "./tableChanges.ts";

/** What a re-sweep after a fabric change found. */
export interface SubnetResweep {
  readonly run: SubnetManagerRun;
  /** LFT entries that differ from the previous run's, switch by switch in discovery order. */
  readonly changes: readonly ForwardingTableChange[];
  /** Nodes the previous sweep reached and this one does not. */
  readonly lostNodes: readonly number[];
  /** End ports (by GUID) whose base LID changed. */
  readonly movedLids: readonly { readonly guid: string; readonly before: number; readonly after: number }[];
}

/**
 * Sweep again after the fabric changed (a link or switch failed: pass the topology from `failLink` /
 * `failSwitch`): the same SM and engine, LIDs and unaffected routes kept, and the LFT entries that
 * changed listed, as OpenSM's re-sweep "does not recalculate the routes that do not have to change".
 * @throws RangeError when the new topology does not have the previous one's nodes, or the SM's host is down.
 * @see infinibandSources.opensmRouting
 * @example resweepSubnet(run, failLink(run.sweep.ports.topology, "edge-0-0~agg-0-0")).changes.length
 */
export function resweepSubnet(previous: SubnetManagerRun, topology: Topology): SubnetResweep {
  const before = previous.sweep.ports.topology;
  if (topology.nodes.length !== before.nodes.length) {
    throw new RangeError("resweepSubnet: the new topology must be the previous one with failures applied");
  }
  const run = runSubnetManager({
    topology,
    sm: previous.sweep.sm.node,
    smPort: previous.sweep.sm.port,
    lmc: previous.sweep.lmc,
    engine: previous.tables.requested,
    ...(previous.tables.roots.length > 0 && previous.tables.requested !== "minhop"
      ? { roots: previous.tables.roots.filter((r) => !topology.nodes[r]?.failed) }
      : {}),
    previous,
  });
  const reached = new Set(run.sweep.discovered.map((d) => d.node));
  const lostNodes = previous.sweep.discovered.map((d) => d.node).filter((n) => !reached.has(n));
  const newBase = new Map(run.sweep.endPorts.map((e) => [e.guid, e.baseLid]));
  const movedLids = previous.sweep.endPorts
    .filter((e) => newBase.has(e.guid) && newBase.get(e.guid) !== e.baseLid)
    .map((e) => ({ guid: e.guid, before: e.baseLid, after: newBase.get(e.guid) as number }));
  return { run, changes: tableChanges(previous.tables, run.tables), lostNodes, movedLids };
}
