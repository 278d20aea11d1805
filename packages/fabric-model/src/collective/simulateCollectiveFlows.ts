import type { FlowRouting, FlowSpec } from "../flow/FlowSimState.ts";
import { simulateFlows } from "../flow/simulateFlows.ts";
import { createRouter } from "../topology/createRouter.ts";
import type { Topology } from "../topology/Topology.ts";
import type { BytesPerSecond, Seconds } from "../units.ts";
import type { CollectiveFlowStep } from "./collectiveFlowSteps.ts";

/** Inputs of `simulateCollectiveFlows`. */
export interface CollectiveFlowsInput {
  readonly topology: Topology;
  /** Host (index into `topology.hosts`) each rank runs on; ranks may share a host. */
  readonly hostOfRank: readonly number[];
  readonly steps: readonly CollectiveFlowStep[];
  /** Rate of a transfer between two ranks of one host (NVLink or PCIe); needed when ranks share hosts. */
  readonly intraHostBandwidth?: BytesPerSecond;
}

/** Options of `simulateCollectiveFlows`. */
export interface CollectiveFlowsOptions {
  readonly routing?: FlowRouting;
}

/** Result of `simulateCollectiveFlows`. */
export interface CollectiveFlowsResult {
  /** Sum of all step times. */
  readonly time: Seconds;
  /** Time of one step of each input step pattern (before its repeat). */
  readonly stepTimes: readonly Seconds[];
  /** Steps in all (patterns x repeats). */
  readonly steps: number;
  /** Flows simulated (once per pattern). */
  readonly flows: number;
}

/**
 * Run a collective step by step on a network: each step's transfers between hosts become flows that
 * share links max-min fairly (`simulateFlows`), transfers inside a host take bytes / intraHostBandwidth,
 * and the step lasts until its slowest transfer ends (steps are synchronous, as NCCL's are per chunk).
 * A pattern that repeats is simulated once.
 * @throws RangeError when a rank has no host, a host index is out of range, ranks share a host without
 * intraHostBandwidth, or a repeat is not an integer >= 1 (and as `simulateFlows`).
 * @example simulateCollectiveFlows({ topology, hostOfRank, steps: ringAllReduceFlowSteps({ ranks, bytes }) }).time
 */
export function simulateCollectiveFlows(
  input: CollectiveFlowsInput,
  options: CollectiveFlowsOptions = {},
): CollectiveFlowsResult {
  const { topology, hostOfRank, steps } = input;
  const router = createRouter(topology);
  const routing = options.routing ?? "shortest";
  const stepTimes: Seconds[] = [];
  let time = 0;
  let count = 0;
  let flowCount = 0;
  for (const step of steps) {
    const repeat = step.repeat ?? 1;
    if (!Number.isInteger(repeat) || repeat < 1) {
      throw new RangeError(`simulateCollectiveFlows: repeat must be an integer >= 1, got ${repeat}`);
    }
    const flows: FlowSpec[] = [];
    let intra = 0;
    step.transfers.forEach((t, i) => {
      const a = hostNode(topology, hostOfRank, t.from);
      const b = hostNode(topology, hostOfRank, t.to);
      if (a === b) {
        const rate = input.intraHostBandwidth;
        if (rate === undefined || !(rate > 0)) {
          throw new RangeError(
            `simulateCollectiveFlows: ranks ${t.from} and ${t.to} share a host; give intraHostBandwidth`,
          );
        }
        intra = Math.max(intra, t.bytes / rate);
      } else {
        flows.push({ id: `t${i}`, src: a, dst: b, bytes: t.bytes });
      }
    });
    const network =
      flows.length === 0
        ? 0
        : simulateFlows({ topology, flows }, { routing, router, recordTimelines: false }).makespan;
    const stepTime = Math.max(intra, network);
    stepTimes.push(stepTime as Seconds);
    time += stepTime * repeat;
    count += repeat;
    flowCount += flows.length;
  }
  return { time: time as Seconds, stepTimes, steps: count, flows: flowCount };
}

function hostNode(topology: Topology, hostOfRank: readonly number[], rank: number): number {
  const host = hostOfRank[rank];
  const node = host === undefined ? undefined : topology.hosts[host];
  if (node === undefined) {
    throw new RangeError(`simulateCollectiveFlows: rank ${rank} has no host of the topology (host ${host})`);
  }
  return node;
}
