import type { Source } from "../Source.ts";
import type { Topology } from "../topology/Topology.ts";
import { type Seconds, seconds } from "../units.ts";
import { electSubnetManager, type SubnetManagerElection } from "./electSubnetManager.ts";
import { portGuid } from "./fabricPorts.ts";
import type { RoutingEngine } from "./forwardingTables.ts";
import { infinibandSources } from "./infinibandSources.ts";
import { runSubnetManager, type SubnetManagerRun } from "./runSubnetManager.ts";
import { type ForwardingTableChange, tableChanges } from "./tableChanges.ts";

/**
 * A step of an SM failover:
 * - "master-elected": the SMs agreed on a master (the others are STANDBY);
 * - "master-stopped": the master SM stops answering (its process or host died);
 * - "poll-failed": a standby's periodic SMInfo query to the master timed out (`attempt` counts them);
 * - "master-declared-dead": the standby gave up after the configured number of failed polls;
 * - "standby-takes-over": the highest standby becomes MASTER and starts a heavy sweep;
 * - "subnet-up": its sweep finished: LIDs read back, tables recomputed and written.
 * @example const k: FailoverStepKind = "poll-failed";
 */
export type FailoverStepKind =
  | "master-elected"
  | "master-stopped"
  | "poll-failed"
  | "master-declared-dead"
  | "standby-takes-over"
  | "subnet-up";

/** One step of the failover timeline. */
export interface FailoverStep {
  readonly time: Seconds;
  readonly kind: FailoverStepKind;
  /** Host node of the SM the step is about. */
  readonly sm: number;
  /** Failed poll number, from 1 (poll-failed only). */
  readonly attempt?: number;
}

/** Inputs of `subnetManagerFailover`. */
export interface SubnetManagerFailoverInputs {
  readonly topology: Topology;
  /** SM instances: host (index or id) and priority 0-15; their port 1 GUIDs break ties. */
  readonly sms: readonly { readonly host: number | string; readonly priority: number }[];
  readonly engine: RoutingEngine;
  readonly lmc?: number;
  /** Interval between a standby's polls of the master (default 10 s, OpenSM's sminfo_polling_timeout). */
  readonly pollingInterval?: Seconds;
  /** Failed polls before the master is declared dead (default 4, OpenSM's polling_retry_number). */
  readonly pollingRetries?: number;
}

/** What happens when the master SM dies. */
export interface SubnetManagerFailover {
  readonly election: SubnetManagerElection;
  /** The first master's sweep. */
  readonly before: SubnetManagerRun;
  /** The new master's sweep: it reads the LIDs already in the ports and keeps them. */
  readonly after: SubnetManagerRun;
  /** Steps in time order; time 0 is the master stopping, right after a successful poll. */
  readonly timeline: readonly FailoverStep[];
  /** LFT entries the new master wrote differently (none when the fabric did not change). */
  readonly changes: readonly ForwardingTableChange[];
  /** Where the election rule and the polling defaults were read. */
  readonly source: Source;
}

/**
 * The master subnet manager dies and a standby takes over: election by priority and GUID, the
 * standby's SMInfo polls failing every polling interval until the retry count is reached (40 s with
 * OpenSM's defaults, if the master died right after a poll), then the new master's heavy sweep from
 * its own port, keeping the LIDs it finds so that traffic keeps its addresses.
 * @throws RangeError with fewer than two SMs, an SM not on a live host, or a bad priority.
 * @see infinibandSources.opensmSmElection, infinibandSources.opensmSweep
 * @example subnetManagerFailover({ topology: t, sms: [{ host: "host-0", priority: 15 }, { host: "host-5", priority: 10 }], engine: "updn" }).timeline.at(-1)?.time // 40 s
 */
export function subnetManagerFailover(inputs: SubnetManagerFailoverInputs): SubnetManagerFailover {
  const { topology } = inputs;
  if (inputs.sms.length < 2) throw new RangeError("subnetManagerFailover: needs a master and a standby");
  const interval = inputs.pollingInterval ?? seconds(10);
  const retries = inputs.pollingRetries ?? 4;
  if (!(interval > 0) || !Number.isInteger(retries) || retries < 1) {
    throw new RangeError("subnetManagerFailover: polling interval must be > 0 and retries an integer >= 1");
  }
  const candidates = inputs.sms.map((s) => {
    const node = topology.nodes.find((n) => n.index === s.host || n.id === s.host);
    if (node === undefined || node.kind !== "host" || node.failed) {
      throw new RangeError(`subnetManagerFailover: SM host ${String(s.host)} is not a live host`);
    }
    return { node: node.index, priority: s.priority, guid: portGuid(node.index, 1) };
  });
  const election = electSubnetManager(candidates);
  const lmc = inputs.lmc === undefined ? {} : { lmc: inputs.lmc };
  const before = runSubnetManager({ topology, sm: election.master.node, engine: inputs.engine, ...lmc });
  const next = election.standbys[0] as (typeof election.standbys)[number];
  const after = runSubnetManager({
    topology,
    sm: next.node,
    engine: inputs.engine,
    ...lmc,
    previous: before,
  });
  const timeline: FailoverStep[] = [
    { time: seconds(0), kind: "master-elected", sm: election.master.node },
    { time: seconds(0), kind: "master-stopped", sm: election.master.node },
  ];
  for (let attempt = 1; attempt <= retries; attempt++) {
    timeline.push({ time: seconds(attempt * interval), kind: "poll-failed", sm: next.node, attempt });
  }
  const dead = seconds(retries * interval);
  timeline.push({ time: dead, kind: "master-declared-dead", sm: election.master.node });
  timeline.push({ time: dead, kind: "standby-takes-over", sm: next.node });
  timeline.push({ time: dead, kind: "subnet-up", sm: next.node });
  return {
    election,
    before,
    after,
    timeline,
    changes: tableChanges(before.tables, after.tables),
    source: infinibandSources.opensmSmElection,
  };
}
