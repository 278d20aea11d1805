import type { Topology } from "../topology/Topology.ts";
import { fabricPorts, portGuid } from "./fabricPorts.ts";
import type { SmpEvent } from "./SmpEvent.ts";
import type { DiscoveredNode, EndPortLids, SubnetSweep } from "./SubnetSweep.ts";

/** Inputs of `sweepSubnet`. */
export interface SweepSubnetInputs {
  readonly topology: Topology;
  /** The host running the master SM: node index or id. */
  readonly sm: number | string;
  /** The SM host's port the SM is bound to (default 1). */
  readonly smPort?: number;
  /** LID mask control, 0-7 (default 0): every adapter port gets 2^lmc LIDs. */
  readonly lmc?: number;
  /** A previous sweep: ports it knew keep their LIDs, as OpenSM keeps them unless told to reassign. */
  readonly previous?: SubnetSweep;
}

/** Highest unicast LID (IB_LID_UCAST_END_HO in ib_types.h). */
const MAX_UNICAST_LID = 0xbfff;

/**
 * A subnet manager's heavy sweep from the SM's port: directed-route discovery hop by hop (NodeInfo
 * on every node reached, PortInfo on every switch port, a NodeInfo through every port whose link is
 * up), then LID assignment, the SM's own port first and the others in port-GUID order, 2^LMC LIDs
 * aligned to 2^LMC per adapter port and one per switch, each written with a directed-route
 * PortInfo Set. Ports a previous sweep knew keep their LIDs.
 * @throws RangeError when `sm` is not a host of the topology, `smPort` is not one of its ports, `lmc`
 *   is not an integer 0-7, or the fabric needs more LIDs than the unicast range holds.
 * @see infinibandSources.opensmSweep, infinibandSources.opensmLidManager, infinibandSources.opensmManPage
 * @example sweepSubnet({ topology: fatTree({ k: 4, linkRate: gbps(100) }), sm: "host-0" }).discovered.length // 36
 */
export function sweepSubnet(inputs: SweepSubnetInputs): SubnetSweep {
  const { topology } = inputs;
  const ports = fabricPorts(topology);
  const smNode = resolveHost(topology, inputs.sm);
  const smPort = inputs.smPort ?? 1;
  const lmc = inputs.lmc ?? 0;
  if (!Number.isInteger(lmc) || lmc < 0 || lmc > 7) {
    throw new RangeError(`sweepSubnet: lmc must be an integer 0-7, got ${lmc}`);
  }
  const smPorts = ports.byNode[smNode] as readonly { port: number }[];
  if (!smPorts.some((p) => p.port === smPort)) {
    throw new RangeError(`sweepSubnet: ${topology.nodes[smNode]?.id} has no port ${smPort}`);
  }
  const events: SmpEvent[] = [];
  const push = (e: Omit<SmpEvent, "step" | "hops">): void => {
    // The literal is fresh at every call site: number it in place rather than copy it.
    const event = e as { -readonly [K in keyof SmpEvent]?: SmpEvent[K] };
    event.step = events.length;
    event.hops = e.path.length;
    events.push(event as SmpEvent);
  };

  // Discovery: breadth first from the SM's own node, one hop at a time.
  const seen = new Map<number, DiscoveredNode>();
  const discovered: DiscoveredNode[] = [];
  const visit = (node: number, path: readonly number[]): void => {
    const n = topology.nodes[node];
    const entry: DiscoveredNode = {
      node,
      guid: ports.nodeGuids[node] as string,
      kind: n?.kind === "switch" ? "switch" : "host",
      hops: path.length,
      path,
    };
    seen.set(node, entry);
    discovered.push(entry);
  };
  push({
    phase: "discover",
    method: "get",
    attribute: "NodeInfo",
    node: smNode,
    port: null,
    path: [],
    outcome: "new-node",
  });
  visit(smNode, []);
  for (let head = 0; head < discovered.length; head++) {
    const here = discovered[head] as DiscoveredNode;
    const isSwitch = here.kind === "switch";
    // A channel adapter does not forward directed-route SMPs; only the SM's own adapter sends
    // through its bound port.
    const out = isSwitch
      ? (ports.byNode[here.node] ?? [])
      : here.node === smNode
        ? (ports.byNode[here.node] ?? []).filter((p) => p.port === smPort)
        : [];
    for (const p of out) {
      const path = [...here.path, p.port];
      push({
        phase: "discover",
        method: "get",
        attribute: "PortInfo",
        node: here.node,
        port: p.port,
        path: here.path,
        // A failed link, or a failed switch at its far end, leaves the port's physical link down.
        outcome: p.down ? "link-down" : "link-up",
      });
      if (p.down) continue;
      const known = seen.has(p.peerNode);
      push({
        phase: "discover",
        method: "get",
        attribute: "NodeInfo",
        node: p.peerNode,
        port: null,
        path,
        outcome: known ? "known-node" : "new-node",
      });
      if (!known) visit(p.peerNode, path);
    }
  }

  // LID assignment: the SM's port first, then every port in port-GUID order.
  const wanted: { node: number; port: number; guid: string; kind: "switch" | "host"; count: number }[] = [];
  for (const d of discovered) {
    if (d.kind === "switch") {
      wanted.push({ node: d.node, port: 0, guid: d.guid, kind: "switch", count: 1 });
    } else {
      for (const p of ports.byNode[d.node] ?? []) {
        if (p.down && d.node !== smNode) continue;
        if (d.node === smNode && p.port !== smPort) continue;
        if (d.node !== smNode && !reachedThrough(d.node, p.port, ports, seen)) continue;
        wanted.push({
          node: d.node,
          port: p.port,
          guid: portGuid(d.node, p.port),
          kind: "host",
          count: 1 << lmc,
        });
      }
    }
  }
  wanted.sort((x, y) => {
    const xs = x.node === smNode && x.port === smPort ? 0 : 1;
    const ys = y.node === smNode && y.port === smPort ? 0 : 1;
    return xs - ys || (x.guid < y.guid ? -1 : x.guid > y.guid ? 1 : 0);
  });
  const used: boolean[] = [true];
  const keep = new Map<string, number>();
  for (const e of inputs.previous?.endPorts ?? []) keep.set(e.guid, e.baseLid);
  const assigned = new Map<string, number>();
  // Previously known ports keep their LIDs when the range is still free and aligned.
  for (const w of wanted) {
    const base = keep.get(w.guid);
    if (base === undefined || base % w.count !== 0) continue;
    if (rangeFree(used, base, w.count)) {
      take(used, base, w.count);
      assigned.set(w.guid, base);
    }
  }
  const endPorts: EndPortLids[] = [];
  for (const w of wanted) {
    let base = assigned.get(w.guid);
    if (base === undefined) {
      base = lowestFreeAligned(used, w.count);
      if (base + w.count - 1 > MAX_UNICAST_LID) {
        throw new RangeError(`sweepSubnet: the fabric needs more than ${MAX_UNICAST_LID} unicast LIDs`);
      }
      take(used, base, w.count);
    }
    endPorts.push({
      node: w.node,
      port: w.port,
      guid: w.guid,
      kind: w.kind,
      baseLid: base,
      lidCount: w.count,
    });
  }
  for (const e of endPorts) {
    const d = seen.get(e.node) as DiscoveredNode;
    push({
      phase: "lids",
      method: "set",
      attribute: "PortInfo",
      node: e.node,
      port: e.port,
      path: d.path,
      outcome: "set",
      lid: e.baseLid,
      lmc: e.kind === "switch" ? 0 : lmc,
    });
  }
  endPorts.sort((x, y) => x.baseLid - y.baseLid);
  const maxLid = endPorts.reduce((m, e) => Math.max(m, e.baseLid + e.lidCount - 1), 0);
  const lidOwner = new Array<number>(maxLid + 1).fill(-1);
  endPorts.forEach((e, i) => {
    for (let l = e.baseLid; l < e.baseLid + e.lidCount; l++) lidOwner[l] = i;
  });
  const undiscovered = topology.nodes.filter((n) => !seen.has(n.index)).map((n) => n.index);
  return {
    ports,
    sm: { node: smNode, port: smPort },
    lmc,
    discovered,
    undiscovered,
    endPorts,
    maxLid,
    lidOwner,
    events,
  };
}

/** Whether the sweep can reach an adapter's port: its link is up and the switch behind it was found. */
function reachedThrough(
  node: number,
  port: number,
  ports: ReturnType<typeof fabricPorts>,
  seen: ReadonlyMap<number, DiscoveredNode>,
): boolean {
  const p = ports.byNode[node]?.[port - 1];
  return p !== undefined && !p.down && seen.has(p.peerNode);
}

function resolveHost(topology: Topology, sm: number | string): number {
  const node = typeof sm === "number" ? topology.nodes[sm] : topology.nodes.find((n) => n.id === sm);
  if (node === undefined || node.kind !== "host") {
    throw new RangeError(`sweepSubnet: the SM must run on a host of the topology, got ${String(sm)}`);
  }
  if (node.failed) throw new RangeError(`sweepSubnet: the SM's host ${node.id} is down`);
  return node.index;
}

function rangeFree(used: readonly boolean[], base: number, count: number): boolean {
  for (let l = base; l < base + count; l++) if (used[l]) return false;
  return true;
}

function take(used: boolean[], base: number, count: number): void {
  for (let l = base; l < base + count; l++) used[l] = true;
}

/** Lowest free range of `count` LIDs whose base is a multiple of `count` (LID 0 is reserved). */
function lowestFreeAligned(used: readonly boolean[], count: number): number {
  for (let base = count; ; base += count) if (rangeFree(used, base, count)) return base;
}
