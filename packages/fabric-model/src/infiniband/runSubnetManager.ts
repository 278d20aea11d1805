import type { Topology } from "../topology/Topology.ts";
import { type ForwardingTables, forwardingTables, type RoutingEngine } from "./forwardingTables.ts";
import type { SmpEvent } from "./SmpEvent.ts";
import type { SubnetSweep } from "./SubnetSweep.ts";
import { sweepSubnet } from "./sweepSubnet.ts";

/** LIDs per LinearForwardingTable block (an LFT is written 64 entries at a time). */
const LFT_BLOCK_LIDS = 64;

/** Inputs of `runSubnetManager`. */
export interface RunSubnetManagerInputs {
  readonly topology: Topology;
  /** The host running the master SM: node index or id. */
  readonly sm: number | string;
  readonly smPort?: number;
  /** LID mask control 0-7 (default 0). */
  readonly lmc?: number;
  readonly engine: RoutingEngine;
  /** Roots for updn / ftree (default: the top tier's switches). */
  readonly roots?: readonly (number | string)[];
  /** The previous run, for a re-sweep: its LIDs and unchanged routes are kept. */
  readonly previous?: SubnetManagerRun;
}

/** One heavy sweep of a subnet manager: discovery, LIDs, forwarding tables, port activation. */
export interface SubnetManagerRun {
  readonly sweep: SubnetSweep;
  readonly tables: ForwardingTables;
  /** Every SMP of the sweep in order: discovery, LID Sets, LFT block Sets, ARMED, ACTIVE. */
  readonly events: readonly SmpEvent[];
}

/**
 * Run a subnet manager's heavy sweep end to end, as OpenSM orders it: directed-route discovery, LID
 * assignment, routing with `engine` and the LFTs written to every switch 64 LIDs per block, then every
 * port moved to ARMED and to ACTIVE ("SUBNET UP").
 * @throws RangeError on the inputs `sweepSubnet` and `forwardingTables` reject.
 * @see infinibandSources.opensmSweep
 * @example runSubnetManager({ topology: fatTree({ k: 8, linkRate: gbps(400) }), sm: "host-0", engine: "ftree" }).events.length
 */
export function runSubnetManager(inputs: RunSubnetManagerInputs): SubnetManagerRun {
  const sweep = sweepSubnet({
    topology: inputs.topology,
    sm: inputs.sm,
    ...(inputs.smPort === undefined ? {} : { smPort: inputs.smPort }),
    ...(inputs.lmc === undefined ? {} : { lmc: inputs.lmc }),
    ...(inputs.previous === undefined ? {} : { previous: inputs.previous.sweep }),
  });
  const tables = forwardingTables({
    sweep,
    engine: inputs.engine,
    ...(inputs.roots === undefined ? {} : { roots: inputs.roots }),
    ...(inputs.previous === undefined ? {} : { previous: inputs.previous.tables }),
  });
  const events: SmpEvent[] = [...sweep.events];
  const push = (e: Omit<SmpEvent, "step" | "hops">): void => {
    // The literal is fresh at every call site: number it in place rather than copy it.
    const event = e as { -readonly [K in keyof SmpEvent]?: SmpEvent[K] };
    event.step = events.length;
    event.hops = e.path.length;
    events.push(event as SmpEvent);
  };
  const pathOf = new Map(sweep.discovered.map((d) => [d.node, d.path]));
  const blocks = Math.ceil((sweep.maxLid + 1) / LFT_BLOCK_LIDS);
  for (const t of tables.switches) {
    const path = pathOf.get(t.node) ?? [];
    for (let block = 0; block < blocks; block++) {
      push({
        phase: "routing",
        method: "set",
        attribute: "LinearForwardingTable",
        node: t.node,
        port: null,
        path,
        outcome: "set",
        block,
      });
    }
  }
  for (const state of ["ARMED", "ACTIVE"] as const) {
    for (const d of sweep.discovered) {
      for (const p of sweep.ports.byNode[d.node] ?? []) {
        if (p.down || !pathOf.has(p.peerNode)) continue;
        push({
          phase: "activate",
          method: "set",
          attribute: "PortInfo",
          node: d.node,
          port: p.port,
          path: d.path,
          outcome: "set",
          state,
        });
      }
    }
  }
  return { sweep, tables, events };
}
