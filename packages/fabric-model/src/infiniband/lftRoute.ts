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
  const walker = new LftWalker(tables);
  const out = new Int32Array(tables.sweep.ports.topology.nodes.length + 1);
  const count = walker.walk(inputs.src, inputs.srcPort ?? 1, inputs.dlid, out);
  const { links } = tables.sweep.ports.topology;
  const channels = Array.from(out.subarray(0, count));
  const nodes = [inputs.src];
  // Channel 2*link runs from the link's a end to its b end, 2*link + 1 back.
  for (const c of channels) nodes.push(((c & 1) === 0 ? links[c >> 1]?.b : links[c >> 1]?.a) as number);
  return { outcome: walker.outcome, nodes, channels };
}

/**
 * Follows packets by the tables as `lftRoute` does, many in a row, writing only the channels
 * crossed (internal: the loads of many flows need no path objects).
 */
export class LftWalker {
  /** How the last walk ended. */
  outcome: LftRouteOutcome = "no-path";
  private readonly tables: ForwardingTables;
  /** Walk number at which each node was last crossed (loop detection without a set per walk). */
  private readonly crossed: Int32Array;
  private walks = 0;

  constructor(tables: ForwardingTables) {
    this.tables = tables;
    this.crossed = new Int32Array(tables.sweep.ports.topology.nodes.length);
  }

  /**
   * Walk from `src` (by `srcPort` from an adapter) to `dlid`: the channels crossed go to `out`
   * (room for one more than the fabric's nodes), their number is returned, `outcome` says how it ended.
   * @throws RangeError when `src` is not a node of the subnet, or an adapter without port `srcPort`.
   */
  walk(src: number, srcPort: number, dlid: number, out: Int32Array): number {
    const { ports, lidOwner, endPorts } = this.tables.sweep;
    const { tableOf, switches } = this.tables;
    const srcPorts = ports.byNode[src];
    if (srcPorts === undefined) throw new RangeError(`lftRoute: ${src} is not a node of the subnet`);
    const fromSwitch = (tableOf[src] ?? -1) >= 0;
    const first = fromSwitch ? undefined : srcPorts[srcPort - 1];
    if (!fromSwitch && first === undefined) {
      throw new RangeError(`lftRoute: node ${src} has no port ${srcPort}`);
    }
    const walk = ++this.walks;
    const crossed = this.crossed;
    const owner = lidOwner[dlid];
    const target = owner === undefined || owner < 0 ? undefined : endPorts[owner];
    if (target === undefined) return this.end("no-path", 0);
    if (target.node === src) return this.end("delivered", 0);
    let hop: FabricPort | undefined = first;
    if (fromSwitch) {
      const port = switches[tableOf[src] as number]?.ports[dlid] ?? NO_PATH;
      if (port === NO_PATH || port === 0) return this.end("no-path", 0);
      hop = srcPorts[port - 1];
      if (hop === undefined) return this.end("no-path", 0);
      crossed[src] = walk;
    }
    if (hop === undefined || hop.down) return this.end("port-down", 0);
    let step: FabricPort = hop;
    let count = 0;
    for (;;) {
      out[count++] = step.channel;
      const at = step.peerNode;
      const t = tableOf[at] ?? -1;
      if (t < 0) {
        const ok = at === target.node && (target.port === 0 || target.port === step.peerPort);
        return this.end(ok ? "delivered" : "wrong-node", count);
      }
      if (crossed[at] === walk) return this.end("loop", count);
      crossed[at] = walk;
      const port = switches[t]?.ports[dlid] ?? NO_PATH;
      if (port === 0) return this.end(at === target.node ? "delivered" : "wrong-node", count);
      if (port === NO_PATH) return this.end("no-path", count);
      const next: FabricPort | undefined = ports.byNode[at]?.[port - 1];
      if (next === undefined) return this.end("no-path", count);
      if (next.down) return this.end("port-down", count);
      step = next;
    }
  }

  private end(outcome: LftRouteOutcome, count: number): number {
    this.outcome = outcome;
    return count;
  }
}
