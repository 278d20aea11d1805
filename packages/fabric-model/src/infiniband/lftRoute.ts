import type { FabricPort } from "./fabricPorts.ts";
import type { ForwardingTables } from "./forwardingTables.ts";
import { NO_PATH } from "./forwardingTables.ts";

/**
 * How a packet sent by LID ended:
 * - "delivered": it reached the port that owns the destination LID;
 * - "no-path": a switch's table has no entry for the LID (OSM_NO_PATH) or the LID is unassigned;
 * - "loop": it came back to a switch it had already crossed (the tables are not loop-free);
 * - "port-down": a table sent it out of a port whose link is down (stale tables after a failure);
 * - "wrong-node": it reached an adapter that does not own the LID.
 * @example const o: LftRouteOutcome = "delivered";
 */
export type LftRouteOutcome = "delivered" | "no-path" | "loop" | "port-down" | "wrong-node";

/** The path a packet takes from an adapter port to a destination LID by the switches' tables. */
export interface LftRoute {
  readonly outcome: LftRouteOutcome;
  /** Nodes crossed, from the source node (included). */
  readonly nodes: readonly number[];
  /** Directed channels crossed (2*link + direction, as `Route.channels`). */
  readonly channels: readonly number[];
}

/**
 * Follow the linear forwarding tables from a port to a destination LID: from an adapter the packet
 * leaves by `srcPort`; from a switch it starts at the switch's own table. Every switch sends it out
 * of the port its table gives for the LID, until it reaches an adapter, finds no entry, or loops.
 * @throws RangeError when `src` is not a node of the subnet, or an adapter without port `srcPort`.
 * @example lftRoute(tables, { src: t.hosts[0], dlid: 7 }).outcome // "delivered"
 */
export function lftRoute(
  tables: ForwardingTables,
  inputs: { readonly src: number; readonly srcPort?: number; readonly dlid: number },
): LftRoute {
  const { ports, lidOwner, endPorts } = tables.sweep;
  const srcPorts = ports.byNode[inputs.src];
  if (srcPorts === undefined) throw new RangeError(`lftRoute: ${inputs.src} is not a node of the subnet`);
  const fromSwitch = (tables.tableOf[inputs.src] ?? -1) >= 0;
  const first = fromSwitch ? undefined : srcPorts[(inputs.srcPort ?? 1) - 1];
  if (!fromSwitch && first === undefined) {
    throw new RangeError(`lftRoute: node ${inputs.src} has no port ${inputs.srcPort ?? 1}`);
  }
  const owner = lidOwner[inputs.dlid];
  const target = owner === undefined || owner < 0 ? undefined : endPorts[owner];
  const nodes = [inputs.src];
  const channels: number[] = [];
  if (target === undefined) return { outcome: "no-path", nodes, channels };
  if (target.node === inputs.src) return { outcome: "delivered", nodes, channels };
  let hop: FabricPort | undefined = first;
  if (fromSwitch) {
    const out = tables.switches[tables.tableOf[inputs.src] as number]?.ports[inputs.dlid] ?? NO_PATH;
    if (out === NO_PATH || out === 0) return { outcome: "no-path", nodes, channels };
    hop = srcPorts[out - 1];
    if (hop === undefined) return { outcome: "no-path", nodes, channels };
  }
  if (hop === undefined || hop.down) return { outcome: "port-down", nodes, channels };
  let step: FabricPort = hop;
  const visited = new Set<number>(fromSwitch ? [inputs.src] : []);
  for (;;) {
    channels.push(step.channel);
    const at = step.peerNode;
    nodes.push(at);
    const t = tables.tableOf[at] ?? -1;
    if (t < 0) {
      const ok = at === target.node && (target.port === 0 || target.port === step.peerPort);
      return { outcome: ok ? "delivered" : "wrong-node", nodes, channels };
    }
    if (visited.has(at)) return { outcome: "loop", nodes, channels };
    visited.add(at);
    const out = tables.switches[t]?.ports[inputs.dlid] ?? NO_PATH;
    if (out === 0) return { outcome: at === target.node ? "delivered" : "wrong-node", nodes, channels };
    if (out === NO_PATH) return { outcome: "no-path", nodes, channels };
    const next: FabricPort | undefined = ports.byNode[at]?.[out - 1];
    if (next === undefined) return { outcome: "no-path", nodes, channels };
    if (next.down) return { outcome: "port-down", nodes, channels };
    step = next;
  }
}
