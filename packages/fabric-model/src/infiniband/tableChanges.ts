import { type ForwardingTables, NO_PATH } from "./forwardingTables.ts";

/** One LFT entry that differs between two sets of tables. */
export interface ForwardingTableChange {
  /** Switch node index. */
  readonly node: number;
  readonly lid: number;
  /** Port before (NO_PATH = 255 when there was none or the switch is new). */
  readonly before: number;
  /** Port after (NO_PATH when the route is gone or the switch was lost). */
  readonly after: number;
}

/**
 * Every LFT entry that differs between two sets of tables of the same fabric.
 * @example tableChanges(a, b).filter((c) => c.after === NO_PATH) // routes lost
 */
export function tableChanges(a: ForwardingTables, b: ForwardingTables): ForwardingTableChange[] {
  const changes: ForwardingTableChange[] = [];
  const maxLid = Math.max(a.sweep.maxLid, b.sweep.maxLid);
  const nodes = new Set<number>([...a.switches.map((s) => s.node), ...b.switches.map((s) => s.node)]);
  for (const node of nodes) {
    const ta = a.switches[a.tableOf[node] ?? -1]?.ports;
    const tb = b.switches[b.tableOf[node] ?? -1]?.ports;
    for (let lid = 1; lid <= maxLid; lid++) {
      const x = ta?.[lid] ?? NO_PATH;
      const y = tb?.[lid] ?? NO_PATH;
      if (x !== y) changes.push({ node, lid, before: x, after: y });
    }
  }
  return changes;
}
